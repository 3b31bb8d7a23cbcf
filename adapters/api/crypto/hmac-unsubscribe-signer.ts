// Issue 15 (docs/decisions/041-newsletter-unsubscribe.md): the signature of the newsletter's unsubscribe links,
// HMAC-SHA256 (base64url, 43 characters) under a key derived from AUTH_SECRET for this one use (never the secret
// itself, as the sandbox's signing key and the access tokens' key are derived), checked in constant time.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { UnsubscribeSigner } from "../../../application/api/newsletter/ports.ts";

export class HmacUnsubscribeSigner implements UnsubscribeSigner {
  private readonly key: Buffer;

  /** `secret` is AUTH_SECRET. */
  constructor(secret: string) {
    this.key = createHmac("sha256", secret).update("revizo/newsletter-unsubscribe/v1").digest();
  }

  sign(message: string): string {
    return createHmac("sha256", this.key).update(message, "utf8").digest("base64url");
  }

  verify(message: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(message), "utf8");
    const given = Buffer.from(signature, "utf8");
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
