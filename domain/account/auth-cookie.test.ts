import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ACCESS_TOKEN_MAX_AGE_S,
  AUTH_COOKIE_MAX_AGE_S,
  authCookieStatus,
  parseAuthCookie,
  REFRESH_TOKEN_MAX_AGE_S,
  serializeAuthCookie,
  type AuthCookie,
} from "./auth-cookie.ts";

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

describe("§4/§9 expiry checks against a given now", () => {
  it("is active before exp, refreshable until expRefresh, then expired", () => {
    expect(authCookieStatus(cookie, NOW_MS)).toBe("active");
    expect(authCookieStatus(cookie, (NOW_S + 9) * 1000 + 999)).toBe("active");
    expect(authCookieStatus(cookie, (NOW_S + 10) * 1000)).toBe("refreshable");
    expect(authCookieStatus(cookie, (NOW_S + 999) * 1000)).toBe("refreshable");
    expect(authCookieStatus(cookie, (NOW_S + 1000) * 1000)).toBe("expired");
  });
});
