// Binds the account ports (sign-up, sessions, password reset, members, families, devices, retention) to their adapters.
import type { DependencyContainer } from "tsyringe";
import {
  AccessTokenSignerToken,
  CommonPasswordsToken,
  PasswordHasherToken,
  PasswordResetStoreToken,
  SecretTokensToken,
  SessionStoreToken,
} from "../../../application/api/account/auth/ports.ts";
import { DeviceRepositoryToken } from "../../../application/api/account/devices/ports.ts";
import { FamilyRepositoryToken } from "../../../application/api/account/family/ports.ts";
import { MemberRepositoryToken } from "../../../application/api/account/members/ports.ts";
import { RetentionStoreToken } from "../../../application/api/account/retention/ports.ts";
import { Argon2PasswordHasher } from "../crypto/argon2-password-hasher.ts";
import { HmacAccessTokens } from "../crypto/hmac-access-tokens.ts";
import { NodeSecretTokens } from "../crypto/node-secret-tokens.ts";
import type { Database } from "../db/database.ts";
import { CommonPasswordList } from "./common-password-list.ts";
import { DrizzleDeviceRepository } from "./drizzle-device-repository.ts";
import { DrizzleFamilyRepository } from "./drizzle-family-repository.ts";
import { DrizzleMemberRepository } from "./drizzle-member-repository.ts";
import { DrizzlePasswordResetStore } from "./drizzle-password-reset-store.ts";
import { DrizzleRetentionStore } from "./drizzle-retention-store.ts";
import { DrizzleSessionStore } from "./drizzle-session-store.ts";

/** What the account adapters read from the process configuration (server/config.ts). */
export interface AccountConfig {
  AUTH_SECRET: string;
  PASSWORD_HASH_MEMORY_KIB: number;
  PASSWORD_HASH_ITERATIONS: number;
}

export function registerAccount(
  container: DependencyContainer,
  database: Pick<Database, "db">,
  config: AccountConfig,
): void {
  const { db } = database;
  container.registerInstance(
    PasswordHasherToken,
    new Argon2PasswordHasher({
      memoryKiB: config.PASSWORD_HASH_MEMORY_KIB,
      iterations: config.PASSWORD_HASH_ITERATIONS,
      parallelism: 1,
    }),
  );
  container.registerInstance(CommonPasswordsToken, new CommonPasswordList());
  container.registerInstance(AccessTokenSignerToken, new HmacAccessTokens(config.AUTH_SECRET));
  container.registerInstance(SecretTokensToken, new NodeSecretTokens(config.AUTH_SECRET));
  container.registerInstance(SessionStoreToken, new DrizzleSessionStore(db));
  container.registerInstance(PasswordResetStoreToken, new DrizzlePasswordResetStore(db));
  container.registerInstance(MemberRepositoryToken, new DrizzleMemberRepository(db));
  container.registerInstance(FamilyRepositoryToken, new DrizzleFamilyRepository(db));
  container.registerInstance(DeviceRepositoryToken, new DrizzleDeviceRepository(db));
  container.registerInstance(RetentionStoreToken, new DrizzleRetentionStore(db));
}
