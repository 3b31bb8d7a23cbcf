// Opaque tokens (refresh and password reset): 32 random bytes, base64url. The database keeps only a
// SHA-256 digest. A refresh token's successor is an HMAC of it under a key derived from AUTH_SECRET.
import { createHash, createHmac, randomBytes, randomUUID } from "node:crypto";
import type { SecretTokens } from "../../../application/api/account/auth/ports.ts";
import type { IdGenerator } from "../../../application/api/shared/ports.ts";

export class NodeSecretTokens implements SecretTokens {
  private readonly successorKey: Buffer;

  constructor(secret: string) {
    this.successorKey = createHmac("sha256", secret).update("revizo/refresh-successor/v1").digest();
  }

  newToken(): string {
    return randomBytes(32).toString("base64url");
  }

  successorOf(refreshToken: string): string {
    return createHmac("sha256", this.successorKey).update(refreshToken).digest("base64url");
  }

  digest(token: string): string {
    return createHash("sha256").update(token).digest("hex");
  }
}

/** UUID v4 from node:crypto. */
export class NodeIdGenerator implements IdGenerator {
  uuid(): string {
    return randomUUID();
  }
}
