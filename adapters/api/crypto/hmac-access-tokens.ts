// Access tokens: compact JWTs signed with HMAC-SHA256 (alg HS256), valid ACCESS_TOKEN_MAX_AGE_S (1 day, §9).
// Payload: id (the member id, §3 "the token payload carries a member id"), sub (the same), sid (the session,
// i.e. refresh-token family), iat, exp. Verification is constant-time and pins the algorithm.
import { createHmac, timingSafeEqual } from "node:crypto";
import { err, ok, type Result } from "neverthrow";
import { ACCESS_TOKEN_MAX_AGE_S } from "../../../domain/account/auth-cookie.ts";
import type {
  AccessClaims,
  AccessTokenSigner,
  InvalidAccessToken,
} from "../../../application/api/account/auth/ports.ts";

const HEADER = Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url");

export class HmacAccessTokens implements AccessTokenSigner {
  private readonly key: Buffer;

  /** `secret` is AUTH_SECRET; a key dedicated to access tokens is derived from it. */
  constructor(
    secret: string,
    private readonly maxAgeSeconds: number = ACCESS_TOKEN_MAX_AGE_S,
  ) {
    this.key = createHmac("sha256", secret).update("revizo/access-token/v1").digest();
  }

  sign(claims: { memberId: string; sessionId: string }, now: Date): { token: string; expiresAt: number } {
    const iat = Math.floor(now.getTime() / 1000);
    const exp = iat + this.maxAgeSeconds;
    const payload = Buffer.from(
      JSON.stringify({ id: claims.memberId, sub: claims.memberId, sid: claims.sessionId, iat, exp }),
    ).toString("base64url");
    const body = `${HEADER}.${payload}`;
    return { token: `${body}.${this.mac(body)}`, expiresAt: exp };
  }

  verify(token: string, now: Date): Result<AccessClaims, InvalidAccessToken> {
    const parts = token.split(".");
    if (parts.length !== 3 || token.length > 2048) return err({ type: "InvalidAccessToken", reason: "malformed" });
    const [header = "", payload = "", signature = ""] = parts;
    if (header !== HEADER) return err({ type: "InvalidAccessToken", reason: "malformed" });
    const expected = Buffer.from(this.mac(`${header}.${payload}`));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given))
      return err({ type: "InvalidAccessToken", reason: "signature" });
    let claims: unknown;
    try {
      claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    } catch {
      return err({ type: "InvalidAccessToken", reason: "malformed" });
    }
    if (!isClaims(claims)) return err({ type: "InvalidAccessToken", reason: "malformed" });
    if (claims.exp <= Math.floor(now.getTime() / 1000)) return err({ type: "InvalidAccessToken", reason: "expired" });
    return ok({ memberId: claims.id, sessionId: claims.sid, expiresAt: claims.exp });
  }

  private mac(body: string): string {
    return createHmac("sha256", this.key).update(body).digest("base64url");
  }
}

function isClaims(value: unknown): value is { id: string; sid: string; exp: number } {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === "string" && typeof v.sid === "string" && typeof v.exp === "number" && Number.isInteger(v.exp);
}
