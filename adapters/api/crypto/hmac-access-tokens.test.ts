import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { HmacAccessTokens } from "./hmac-access-tokens.ts";

const SECRET = "a-test-secret-of-at-least-32-characters!";
const now = new Date("2026-03-01T10:00:00Z");

function part(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

describe("HmacAccessTokens", () => {
  const tokens = new HmacAccessTokens(SECRET);

  it("signs a JWT carrying the member id and the session, valid one day", () => {
    const { token, expiresAt } = tokens.sign({ memberId: "m-1", sessionId: "s-1" }, now);
    expect(expiresAt).toBe(now.getTime() / 1000 + 86_400);
    const [header, payload] = token.split(".");
    expect(JSON.parse(Buffer.from(header ?? "", "base64url").toString())).toEqual({ alg: "HS256", typ: "JWT" });
    expect(JSON.parse(Buffer.from(payload ?? "", "base64url").toString())).toMatchObject({
      id: "m-1",
      sub: "m-1",
      sid: "s-1",
      exp: expiresAt,
    });
    expect(tokens.verify(token, now)._unsafeUnwrap()).toEqual({ memberId: "m-1", sessionId: "s-1", expiresAt });
  });

  it("refuses an expired token from its exp second on", () => {
    const { token, expiresAt } = tokens.sign({ memberId: "m", sessionId: "s" }, now);
    expect(tokens.verify(token, new Date(expiresAt * 1000 - 1000)).isOk()).toBe(true);
    expect(tokens.verify(token, new Date(expiresAt * 1000))._unsafeUnwrapErr()).toEqual({
      type: "InvalidAccessToken",
      reason: "expired",
    });
  });

  it("refuses a token signed with another secret, a tampered payload and the none algorithm", () => {
    const other = new HmacAccessTokens("another-secret-of-at-least-32-characters");
    const foreign = other.sign({ memberId: "m", sessionId: "s" }, now).token;
    expect(tokens.verify(foreign, now)._unsafeUnwrapErr().reason).toBe("signature");

    const [header, , signature] = tokens.sign({ memberId: "m", sessionId: "s" }, now).token.split(".");
    const tampered = `${header}.${part({ id: "admin", sid: "s", exp: 9_999_999_999 })}.${signature}`;
    expect(tokens.verify(tampered, now)._unsafeUnwrapErr().reason).toBe("signature");

    const none = `${part({ alg: "none", typ: "JWT" })}.${part({ id: "m", sid: "s", exp: 9_999_999_999 })}.`;
    expect(tokens.verify(none, now)._unsafeUnwrapErr().reason).toBe("malformed");
  });

  it("refuses malformed tokens and claims of the wrong types, even correctly signed", () => {
    for (const bad of ["", "a.b", "a.b.c.d", "x".repeat(3000)]) expect(tokens.verify(bad, now).isErr()).toBe(true);
    const key = createHmac("sha256", SECRET).update("revizo/access-token/v1").digest();
    const header = part({ alg: "HS256", typ: "JWT" });
    for (const claims of [{ id: 1, sid: "s", exp: 9_999_999_999 }, { id: "m", sid: "s", exp: "later" }, "text"]) {
      const body = `${header}.${part(claims)}`;
      const signed = `${body}.${createHmac("sha256", key).update(body).digest("base64url")}`;
      expect(tokens.verify(signed, now)._unsafeUnwrapErr().reason).toBe("malformed");
    }
    const body = `${header}.not-json`;
    expect(
      tokens.verify(`${body}.${createHmac("sha256", key).update(body).digest("base64url")}`, now)._unsafeUnwrapErr()
        .reason,
    ).toBe("malformed");
  });
});
