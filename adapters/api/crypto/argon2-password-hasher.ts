// Passwords with argon2id (Node's own `crypto.argon2`: computed on libuv's thread pool, so a login never holds the
// event loop, issue 14). OWASP parameters by default (19 MiB, 2 iterations, 1 lane); tests may lower them through
// configuration, production may not. Hashes are stored in the PHC string format
// (`$argon2id$v=19$m=…,t=…,p=…$<salt>$<tag>`, unpadded base64), the one the earlier WebAssembly hasher wrote: the
// hashes already stored verify unchanged.
import { argon2, randomBytes, timingSafeEqual } from "node:crypto";
import type { PasswordCheck, PasswordHasher } from "../../../application/api/account/auth/ports.ts";

export interface Argon2Params {
  memoryKiB: number;
  iterations: number;
  parallelism: number;
}

/** OWASP Password Storage Cheat Sheet: argon2id, m=19456 KiB, t=2, p=1. */
export const OWASP_ARGON2_PARAMS: Argon2Params = { memoryKiB: 19_456, iterations: 2, parallelism: 1 };

const SALT_BYTES = 16;
const TAG_BYTES = 32;
const ENCODED = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/** The parameters written in a PHC-format argon2id hash, or null when it is not one. */
export function argon2ParamsOf(hash: string): Argon2Params | null {
  const match = ENCODED.exec(hash);
  if (!match) return null;
  return { memoryKiB: Number(match[1]), iterations: Number(match[2]), parallelism: Number(match[3]) };
}

/** A PHC argon2id hash taken apart, or null when it is not one (or its salt or tag is out of argon2's bounds). */
function parseEncoded(hash: string): { params: Argon2Params; salt: Buffer; tag: Buffer } | null {
  const match = ENCODED.exec(hash);
  if (!match) return null;
  const params = argon2ParamsOf(hash)!;
  const salt = Buffer.from(match[4]!, "base64");
  const tag = Buffer.from(match[5]!, "base64");
  const sane =
    params.parallelism >= 1 &&
    params.parallelism < 2 ** 24 &&
    params.iterations >= 1 &&
    params.memoryKiB >= 8 * params.parallelism &&
    params.memoryKiB <= 4 * 1024 * 1024 &&
    salt.length >= 8 &&
    tag.length >= 4 &&
    tag.length <= 1024;
  return sane ? { params, salt, tag } : null;
}

/** argon2id of the password (NFC: composed and decomposed accents are the same password) on the thread pool. */
function argon2idTag(password: string, salt: Buffer, params: Argon2Params, tagLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    argon2(
      "argon2id",
      {
        message: password.normalize("NFC"),
        nonce: salt,
        parallelism: params.parallelism,
        tagLength,
        memory: params.memoryKiB,
        passes: params.iterations,
      },
      (error, tag) => (error ? reject(error) : resolve(tag)),
    ),
  );
}

const unpadded = (bytes: Buffer) => bytes.toString("base64").replace(/=+$/, "");

export class Argon2PasswordHasher implements PasswordHasher {
  private dummy: Promise<string> | null = null;

  /** `salt` makes the salts (tests: a fixed one, to compare with a hash made elsewhere). */
  constructor(
    private readonly params: Argon2Params = OWASP_ARGON2_PARAMS,
    private readonly salt: () => Buffer = () => randomBytes(SALT_BYTES),
  ) {}

  async hash(password: string): Promise<string> {
    const { memoryKiB, iterations, parallelism } = this.params;
    const salt = this.salt();
    const tag = await argon2idTag(password, salt, this.params, TAG_BYTES);
    return `$argon2id$v=19$m=${memoryKiB},t=${iterations},p=${parallelism}$${unpadded(salt)}$${unpadded(tag)}`;
  }

  async verify(hash: string, password: string): Promise<PasswordCheck> {
    const stored = parseEncoded(hash);
    if (!stored) return { valid: false, needsRehash: false };
    const tag = await argon2idTag(password, stored.salt, stored.params, stored.tag.length);
    const valid = timingSafeEqual(tag, stored.tag);
    const weaker = stored.params.memoryKiB < this.params.memoryKiB || stored.params.iterations < this.params.iterations;
    return { valid, needsRehash: valid && weaker };
  }

  /** The same work as a real check, against a hash of a random password made once. */
  async verifyDummy(password: string): Promise<void> {
    this.dummy ??= this.hash(randomBytes(24).toString("base64url"));
    await this.verify(await this.dummy, password);
  }
}
