// Passwords with argon2id (hash-wasm, WebAssembly: no native addon). OWASP parameters by default
// (19 MiB, 2 iterations, 1 lane); tests may lower them through configuration, production may not.
import { randomBytes } from "node:crypto";
import { argon2Verify, argon2id } from "hash-wasm";
import type { PasswordCheck, PasswordHasher } from "../../../application/api/account/auth/ports.ts";

export interface Argon2Params {
  memoryKiB: number;
  iterations: number;
  parallelism: number;
}

/** OWASP Password Storage Cheat Sheet: argon2id, m=19456 KiB, t=2, p=1. */
export const OWASP_ARGON2_PARAMS: Argon2Params = { memoryKiB: 19_456, iterations: 2, parallelism: 1 };

const ENCODED = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/;

/** The parameters written in a PHC-format argon2id hash, or null when it is not one. */
export function argon2ParamsOf(hash: string): Argon2Params | null {
  const match = ENCODED.exec(hash);
  if (!match) return null;
  return { memoryKiB: Number(match[1]), iterations: Number(match[2]), parallelism: Number(match[3]) };
}

export class Argon2PasswordHasher implements PasswordHasher {
  private dummy: Promise<string> | null = null;

  constructor(private readonly params: Argon2Params = OWASP_ARGON2_PARAMS) {}

  hash(password: string): Promise<string> {
    return argon2id({
      password: password.normalize("NFC"),
      salt: randomBytes(16),
      iterations: this.params.iterations,
      parallelism: this.params.parallelism,
      memorySize: this.params.memoryKiB,
      hashLength: 32,
      outputType: "encoded",
    });
  }

  async verify(hash: string, password: string): Promise<PasswordCheck> {
    const stored = argon2ParamsOf(hash);
    if (!stored) return { valid: false, needsRehash: false };
    const valid = await argon2Verify({ password: password.normalize("NFC"), hash });
    const weaker = stored.memoryKiB < this.params.memoryKiB || stored.iterations < this.params.iterations;
    return { valid, needsRehash: valid && weaker };
  }

  /** The same work as a real check, against a hash of a random password made once. */
  async verifyDummy(password: string): Promise<void> {
    this.dummy ??= this.hash(randomBytes(24).toString("base64url"));
    await argon2Verify({ password: password.normalize("NFC"), hash: await this.dummy });
  }
}
