import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ACCESS_TOKEN_MAX_AGE_S,
  AUTH_COOKIE_MAX_AGE_S,
  authCookieFromLogin,
  authCookieStatus,
  parseAuthCookie,
  REFRESH_TOKEN_MAX_AGE_S,
  refreshedAuthCookie,
  serializeAuthCookie,
  TokenResponseSchema,
  RefreshResponseSchema,
  type AuthCookie,
} from "./auth-cookie.ts";
import * as v from "valibot";

const NOW_MS = 1_750_000_000_000; // epoch ms
const NOW_S = 1_750_000_000;
const cookie: AuthCookie = { id: "m-1", token: "acc", refreshToken: "ref", exp: NOW_S + 10, expRefresh: NOW_S + 1000 };

describe("§9 Auth and cookies: constants", () => {
  it("has the lifetimes of the spec", () => {
    expect(ACCESS_TOKEN_MAX_AGE_S).toBe(24 * 3600);
    expect(REFRESH_TOKEN_MAX_AGE_S).toBe(366 * 24 * 3600);
    expect(AUTH_COOKIE_MAX_AGE_S).toBe(158_112_000);
    expect(AUTH_COOKIE_MAX_AGE_S).toBeGreaterThan(REFRESH_TOKEN_MAX_AGE_S);
  });
});

describe("§3 Auth cookie content", () => {
  it("reads the JSON value and round-trips", () => {
    expect(parseAuthCookie(serializeAuthCookie(cookie))._unsafeUnwrap()).toEqual(cookie);
    expect(parseAuthCookie(cookie)._unsafeUnwrap()).toEqual(cookie);
  });
  it("keeps a numeric member id as a string", () => {
    expect(parseAuthCookie({ ...cookie, id: 42 })._unsafeUnwrap().id).toBe("42");
  });
  it("tells a missing cookie from an unreadable or invalid one", () => {
    expect(parseAuthCookie(null)._unsafeUnwrapErr()).toEqual({ type: "AuthCookieMissing" });
    expect(parseAuthCookie(undefined)._unsafeUnwrapErr()).toEqual({ type: "AuthCookieMissing" });
    expect(parseAuthCookie("")._unsafeUnwrapErr()).toEqual({ type: "AuthCookieMissing" });
    expect(parseAuthCookie("{not json")._unsafeUnwrapErr()).toEqual({ type: "AuthCookieMalformed" });
    const invalid = parseAuthCookie({ ...cookie, token: "" })._unsafeUnwrapErr();
    expect(invalid.type).toBe("AuthCookieInvalid");
    for (const bad of [{ ...cookie, exp: "soon" }, { ...cookie, id: 1.5 }, { ...cookie, expRefresh: -1 }, "[]", 7]) {
      expect(parseAuthCookie(bad).isErr()).toBe(true);
    }
  });
  it("never throws on arbitrary text", () => {
    fc.assert(fc.property(fc.string(), (raw) => void parseAuthCookie(raw)));
  });
});

describe("§7 token responses", () => {
  it("accepts the login answer and the refresh answer with or without a rotated token", () => {
    expect(v.is(TokenResponseSchema, { id: "m-1", member: { token: "a", refreshToken: "r" } })).toBe(true);
    expect(v.is(TokenResponseSchema, { id: "m-1", member: { token: "a" } })).toBe(false);
    expect(v.is(RefreshResponseSchema, { member: { token: "a" } })).toBe(true);
    expect(v.is(RefreshResponseSchema, { member: { token: "a", refreshToken: "r2" } })).toBe(true);
    expect(v.is(RefreshResponseSchema, { token: "a" })).toBe(false);
  });

  it("builds the cookie at login with both expiry times", () => {
    const built = authCookieFromLogin({ id: "m-9", member: { token: "a", refreshToken: "r" } }, NOW_MS + 999);
    expect(built).toEqual({
      id: "m-9",
      token: "a",
      refreshToken: "r",
      exp: NOW_S + ACCESS_TOKEN_MAX_AGE_S,
      expRefresh: NOW_S + REFRESH_TOKEN_MAX_AGE_S,
    });
  });

  it("replaces the access token on refresh and keeps the refresh token unless rotated", () => {
    const later = NOW_MS + 5_000_000;
    const kept = refreshedAuthCookie(cookie, { member: { token: "acc2" } }, later);
    expect(kept).toEqual({ ...cookie, token: "acc2", exp: NOW_S + 5000 + ACCESS_TOKEN_MAX_AGE_S });
    const rotated = refreshedAuthCookie(cookie, { member: { token: "acc2", refreshToken: "ref2" } }, later);
    expect(rotated.refreshToken).toBe("ref2");
    expect(rotated.expRefresh).toBe(NOW_S + 5000 + REFRESH_TOKEN_MAX_AGE_S);
  });
});

describe("§4/§9 expiry checks against a given now", () => {
  it("is active before exp, refreshable until expRefresh, then expired", () => {
    expect(authCookieStatus(cookie, NOW_MS)).toBe("active");
    expect(authCookieStatus(cookie, (NOW_S + 9) * 1000 + 999)).toBe("active");
    expect(authCookieStatus(cookie, (NOW_S + 10) * 1000)).toBe("refreshable");
    expect(authCookieStatus(cookie, (NOW_S + 999) * 1000)).toBe("refreshable");
    expect(authCookieStatus(cookie, (NOW_S + 1000) * 1000)).toBe("expired");
  });
  it("a freshly logged-in cookie is active for exactly one day", () => {
    const built = authCookieFromLogin({ id: "m", member: { token: "a", refreshToken: "r" } }, NOW_MS);
    expect(authCookieStatus(built, NOW_MS + ACCESS_TOKEN_MAX_AGE_S * 1000 - 1)).toBe("active");
    expect(authCookieStatus(built, NOW_MS + ACCESS_TOKEN_MAX_AGE_S * 1000)).toBe("refreshable");
    expect(authCookieStatus(built, NOW_MS + REFRESH_TOKEN_MAX_AGE_S * 1000)).toBe("expired");
  });
});
