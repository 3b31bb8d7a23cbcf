// The API composition root: the one place that binds the API's ports to adapters.
import { container as rootContainer, type DependencyContainer } from "tsyringe";
import {
  AccessTokenSignerToken,
  PasswordHasherToken,
  PasswordResetStoreToken,
  SecretTokensToken,
  SessionStoreToken,
} from "../application/api/account/auth/ports.ts";
import { DeviceRepositoryToken } from "../application/api/account/devices/ports.ts";
import { FamilyRepositoryToken } from "../application/api/account/family/ports.ts";
import { DatabaseProbeToken, StopwatchToken } from "../application/api/health/ports.ts";
import { MailerToken, OutboxReaderToken, type Mailer } from "../application/api/mail/ports.ts";
import { MemberRepositoryToken } from "../application/api/account/members/ports.ts";
import { NewsletterRepositoryToken } from "../application/api/newsletter/ports.ts";
import { ProgressRepositoryToken } from "../application/api/learning/ports.ts";
import {
  BotVerifierToken,
  RateLimiterToken,
  type BotVerifier,
  type RateLimiter,
} from "../application/api/security/ports.ts";
import {
  ApiSettingsToken,
  AppLoggerToken,
  BackgroundTasksToken,
  ClockToken,
  IdGeneratorToken,
  type ApiSettings,
} from "../application/api/shared/ports.ts";
import { SubscriptionRepositoryToken } from "../application/api/premium/subscriptions.ts";
import { registerCommerce } from "../adapters/api/premium/catalog/register-commerce.ts";
import { Argon2PasswordHasher } from "../adapters/api/crypto/argon2-password-hasher.ts";
import { HmacAccessTokens } from "../adapters/api/crypto/hmac-access-tokens.ts";
import { NodeIdGenerator, NodeSecretTokens } from "../adapters/api/crypto/node-secret-tokens.ts";
import { registerContent } from "../adapters/api/content/register-content.ts";
import { registerPayments } from "../adapters/api/premium/payments/register-payments.ts";
import type { Database } from "../adapters/api/db/database.ts";
import { DrizzleDatabaseProbe } from "../adapters/api/db/drizzle-database-probe.ts";
import { DrizzleDeviceRepository } from "../adapters/api/account/drizzle-device-repository.ts";
import { DrizzleFamilyRepository } from "../adapters/api/account/drizzle-family-repository.ts";
import { DrizzleMemberRepository } from "../adapters/api/account/drizzle-member-repository.ts";
import { DrizzleNewsletterRepository } from "../adapters/api/db/drizzle-newsletter-repository.ts";
import { DrizzleOutboxMailer, DrizzleOutboxReader } from "../adapters/api/db/drizzle-outbox.ts";
import { DrizzlePasswordResetStore } from "../adapters/api/account/drizzle-password-reset-store.ts";
import { DrizzleProgressRepository } from "../adapters/api/learning/drizzle-progress-repository.ts";
import { DrizzleSessionStore } from "../adapters/api/account/drizzle-session-store.ts";
import { DrizzleSubscriptionRepository } from "../adapters/api/premium/drizzle-subscription-repository.ts";
import { HttpSettingsToken, type HttpSettings } from "../adapters/api/http/settings.ts";
import { SmtpMailer } from "../adapters/api/mail/smtp-mailer.ts";
import { InProcessBackgroundTasks } from "../adapters/api/runtime/in-process-background-tasks.ts";
import { OfflineBotVerifier } from "../adapters/api/security/offline-bot-verifier.ts";
import { RedisRateLimiter } from "../adapters/api/security/redis-rate-limiter.ts";
import { TurnstileBotVerifier } from "../adapters/api/security/turnstile-bot-verifier.ts";
import { MemoryRateLimiter } from "../adapters/memory/memory-rate-limiter.ts";
import type { Config } from "./config.ts";
import type { Logger } from "./logger.ts";

export const ConfigToken = Symbol("Config");
export const LoggerToken = Symbol("Logger");

/** Turnstile's published test secrets (always pass, always fail, token already spent): answered offline. */
export function isTurnstileTestSecret(secret: string): boolean {
  return /^[123]x0{31}AA$/.test(secret);
}

export function buildApiContainer(config: Config, database: Database, logger: Logger): DependencyContainer {
  const c = rootContainer.createChildContainer();
  const { db } = database;
  const ids = new NodeIdGenerator();
  c.registerInstance(ConfigToken, config);
  c.registerInstance(LoggerToken, logger);
  c.registerInstance(AppLoggerToken, logger);
  c.registerInstance(DatabaseProbeToken, new DrizzleDatabaseProbe(database));
  c.registerInstance(StopwatchToken, { now: () => performance.now() });
  c.registerInstance(ClockToken, { now: () => new Date() });
  c.registerInstance(IdGeneratorToken, ids);
  c.registerInstance(BackgroundTasksToken, new InProcessBackgroundTasks(logger));

  const settings: ApiSettings = {
    familyMaxMembers: config.FAMILY_MAX_MEMBERS,
    passwordResetTtlSeconds: config.PASSWORD_RESET_TTL_MINUTES * 60,
    publicOrigin: config.PUBLIC_ORIGIN,
    brandName: config.BRAND_NAME,
    production: config.isProduction,
  };
  c.registerInstance(ApiSettingsToken, settings);
  const http: HttpSettings = {
    cookieName: config.AUTH_COOKIE_NAME,
    cookieDomain: config.AUTH_COOKIE_DOMAIN ?? null,
    secureCookies: config.secureCookies,
    allowedOrigins: [...new Set([config.PUBLIC_ORIGIN, new URL(config.ACCOUNT_SITE_URL).origin])],
    trustProxy: config.TRUST_PROXY,
    devRoutes: !config.isProduction,
    csrfExemptPaths: [],
  };
  c.registerInstance(HttpSettingsToken, http);

  // Authentication
  c.registerInstance(
    PasswordHasherToken,
    new Argon2PasswordHasher({
      memoryKiB: config.PASSWORD_HASH_MEMORY_KIB,
      iterations: config.PASSWORD_HASH_ITERATIONS,
      parallelism: 1,
    }),
  );
  c.registerInstance(AccessTokenSignerToken, new HmacAccessTokens(config.AUTH_SECRET));
  c.registerInstance(SecretTokensToken, new NodeSecretTokens(config.AUTH_SECRET));
  c.registerInstance(SessionStoreToken, new DrizzleSessionStore(db));
  c.registerInstance(PasswordResetStoreToken, new DrizzlePasswordResetStore(db));

  // Data
  c.registerInstance(MemberRepositoryToken, new DrizzleMemberRepository(db));
  c.registerInstance(SubscriptionRepositoryToken, new DrizzleSubscriptionRepository(db));
  c.registerInstance(FamilyRepositoryToken, new DrizzleFamilyRepository(db));
  c.registerInstance(DeviceRepositoryToken, new DrizzleDeviceRepository(db));
  c.registerInstance(NewsletterRepositoryToken, new DrizzleNewsletterRepository(db));
  c.registerInstance(ProgressRepositoryToken, new DrizzleProgressRepository(db));

  // Defences
  const memoryLimiter = new MemoryRateLimiter();
  const limiter: RateLimiter = config.REDIS_URL
    ? new RedisRateLimiter(RedisRateLimiter.connect(config.REDIS_URL), memoryLimiter, logger)
    : memoryLimiter;
  c.registerInstance(RateLimiterToken, limiter);
  const bots: BotVerifier =
    !config.isProduction && isTurnstileTestSecret(config.TURNSTILE_SECRET_KEY)
      ? new OfflineBotVerifier(config.TURNSTILE_SECRET_KEY, { production: config.isProduction })
      : new TurnstileBotVerifier(config.TURNSTILE_SECRET_KEY);
  c.registerInstance(BotVerifierToken, bots);

  // Mail: SMTP when configured (production requires it), else the outbox table.
  const mailer: Mailer = config.SMTP_URL
    ? new SmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM })
    : new DrizzleOutboxMailer(db, ids);
  c.registerInstance(MailerToken, mailer);
  c.registerInstance(OutboxReaderToken, new DrizzleOutboxReader(db));

  // Commerce: plans per market, campaigns, coupons.
  registerCommerce(c, database, config);
  registerContent(c, database);
  // Checkout and payments: orders, the ledger, gift cards, the providers of PAYMENT_PROVIDER (issue 6).
  registerPayments(c, database, config);
  return c;
}

/** Graceful shutdown of the API's own resources: let background work (mail) finish, close Redis. */
export async function shutdownApi(container: DependencyContainer): Promise<void> {
  const background = container.resolve<{ idle?: () => Promise<void> }>(BackgroundTasksToken);
  await background.idle?.();
  const limiter = container.resolve<{ close?: () => Promise<void> }>(RateLimiterToken);
  await limiter.close?.();
}
