// Issue 6: the signature scheme of payment events: `t={unix seconds},v1={hex HMAC-SHA256 of "t.rawBody"}`, as
// Stripe signs its webhooks (and as the sandbox signs its own), checked in constant time within a tolerance.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { err, ok, type Result } from "neverthrow";
import type { WebhookRejected } from "../../../../application/api/premium/subscriptions.ts";

/** Issue 6: hex HMAC-SHA256. */
export function hmacHex(key: string, message: string): string {
  return createHmac("sha256", key).update(message, "utf8").digest("hex");
}

/** Issue 6: hex SHA-256 of a text. */
export function sha256Hex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/** Issue 6: the signature header of a body at `timestampSeconds`. */
export function signatureHeader(secret: string, timestampSeconds: number, rawBody: string): string {
  return `t=${timestampSeconds},v1=${hmacHex(secret, `${timestampSeconds}.${rawBody}`)}`;
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, "utf8");
  const right = Buffer.from(b, "utf8");
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Issue 6: checks a `t=…,v1=…` header (several v1 accepted, as during a secret rotation): the HMAC of
 * `${t}.${rawBody}` must match and `t` be within `toleranceSeconds` of now, either way.
 */
export function verifySignatureHeader(input: {
  header: string | null;
  secret: string;
  rawBody: string;
  nowSeconds: number;
  toleranceSeconds: number;
}): Result<void, WebhookRejected> {
  if (!input.header) return err({ type: "WebhookRejected", reason: "missing-signature" });
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of input.header.split(",")) {
    const at = part.indexOf("=");
    if (at < 0) continue;
    const key = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (key === "t" && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === "v1" && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0)
    return err({ type: "WebhookRejected", reason: "missing-signature" });
  const expected = hmacHex(input.secret, `${timestamp}.${input.rawBody}`);
  if (!signatures.some((signature) => sameHex(signature, expected)))
    return err({ type: "WebhookRejected", reason: "bad-signature" });
  if (Math.abs(input.nowSeconds - timestamp) > input.toleranceSeconds)
    return err({ type: "WebhookRejected", reason: "stale" });
  return ok(undefined);
}
