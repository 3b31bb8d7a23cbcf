import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { parseAuthCookie } from "../../../domain/account/auth-cookie.ts";
import { bearerToken, clearAuthCookie, readAuthCookie, setAuthCookie } from "./auth-cookie.ts";

const session = {
  memberId: "m-1",
  sessionId: "s-1",
  accessToken: "a.b.c",
  accessExpiresAt: 100,
  refreshToken: "r-1",
  refreshExpiresAt: 200,
};
const settings = { cookieName: "auth", cookieDomain: ".example.org", secureCookies: true };

describe("auth cookie", () => {
  it("writes the §3 content as URI-encoded JSON with every attribute", async () => {
    const app = new Hono().get("/", (c) => (setAuthCookie(c, settings, session), c.text("ok")));
    const header = (await app.request("/")).headers.get("set-cookie") ?? "";
    expect(header).toMatch(
      /^auth=[^;]+; Max-Age=158112000; Path=\/; Domain=\.example\.org; HttpOnly; Secure; SameSite=Lax$/,
    );
    const value = decodeURIComponent(header.split(";")[0]?.slice("auth=".length) ?? "");
    expect(parseAuthCookie(value)._unsafeUnwrap()).toEqual({
      id: "m-1",
      token: "a.b.c",
      refreshToken: "r-1",
      exp: 100,
      expRefresh: 200,
    });
  });

  it("clears it with the same scope, and reads it back (or nothing when unreadable)", async () => {
    const app = new Hono()
      .get(
        "/clear",
        (c) => (clearAuthCookie(c, { ...settings, cookieDomain: null, secureCookies: false }), c.text("ok")),
      )
      .get("/read", (c) => c.json(readAuthCookie(c, settings)));
    expect((await app.request("/clear")).headers.get("set-cookie")).toBe(
      "auth=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax",
    );
    const value = encodeURIComponent(JSON.stringify({ id: "m", token: "t", refreshToken: "r", exp: 1, expRefresh: 2 }));
    expect(await (await app.request("/read", { headers: { cookie: `other=1; auth=${value}` } })).json()).toMatchObject({
      id: "m",
      token: "t",
    });
    for (const cookie of ["auth=%E0%A4%A", "auth=%7Bnot-json", "auth=", "nothing=1"]) {
      expect(await (await app.request("/read", { headers: { cookie } })).json()).toBeNull();
    }
  });

  it("reads a bearer token only from a well-formed Authorization header", async () => {
    const app = new Hono().get("/", (c) => c.json(bearerToken(c)));
    expect(await (await app.request("/", { headers: { authorization: "Bearer abc.def-ghi" } })).json()).toBe(
      "abc.def-ghi",
    );
    expect(await (await app.request("/", { headers: { authorization: "bearer   xyz " } })).json()).toBe("xyz");
    for (const authorization of ["Basic abc", "Bearer", "Bearer a b", "Bearer a;b"]) {
      expect(await (await app.request("/", { headers: { authorization } })).json()).toBeNull();
    }
  });
});
