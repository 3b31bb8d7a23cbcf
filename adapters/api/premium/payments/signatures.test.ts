import { describe, expect, it } from "vitest";
import { hmacHex, sha256Hex, signatureHeader, verifySignatureHeader } from "./signatures.ts";

const SECRET = "whsec_test";
const BODY = '{"id":"evt_1"}';
const T = 1_795_000_000;

const verify = (header: string | null, nowSeconds = T, rawBody = BODY) =>
  verifySignatureHeader({ header, secret: SECRET, rawBody, nowSeconds, toleranceSeconds: 300 });

describe("webhook signatures (t=…,v1=…)", () => {
  it("signs as Stripe does: HMAC-SHA256 of `t.body`, hex", () => {
    expect(signatureHeader(SECRET, T, BODY)).toBe(`t=${T},v1=${hmacHex(SECRET, `${T}.${BODY}`)}`);
    expect(hmacHex("key", "The quick brown fox jumps over the lazy dog")).toBe(
      "f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8",
    );
    expect(sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it("accepts a good signature within the tolerance, either way, and among several v1", () => {
    expect(verify(signatureHeader(SECRET, T, BODY)).isOk()).toBe(true);
    expect(verify(signatureHeader(SECRET, T, BODY), T + 300).isOk()).toBe(true);
    expect(verify(signatureHeader(SECRET, T, BODY), T - 300).isOk()).toBe(true);
    expect(verify(`${signatureHeader(SECRET, T, BODY)},v1=${"a".repeat(64)},v0=zzz`).isOk()).toBe(true);
    expect(verify(`v1=${"a".repeat(64)}, ${signatureHeader(SECRET, T, BODY).replace(",", ", ")}`).isOk()).toBe(true);
  });

  it("refuses a missing, malformed, wrong or stale signature, and an altered body", () => {
    const reason = (result: ReturnType<typeof verify>) => (result.isErr() ? result.error.reason : "ok");
    expect(reason(verify(null))).toBe("missing-signature");
    expect(reason(verify(""))).toBe("missing-signature");
    expect(reason(verify(`t=${T}`))).toBe("missing-signature");
    expect(reason(verify(`v1=${"a".repeat(64)}`))).toBe("missing-signature");
    expect(reason(verify(signatureHeader("other", T, BODY)))).toBe("bad-signature");
    expect(reason(verify(signatureHeader(SECRET, T, BODY), T, `${BODY} `))).toBe("bad-signature");
    expect(reason(verify(signatureHeader(SECRET, T, BODY), T + 301))).toBe("stale");
    expect(reason(verify(signatureHeader(SECRET, T, BODY), T - 301))).toBe("stale");
  });
});
