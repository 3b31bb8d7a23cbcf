import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { afterLoginPath, loginPathFor, POST_LOGIN_HOME, sameSitePath } from "./redirect-target.ts";

describe("after-login destination (§2 post-login home, same-site redirectTo only)", () => {
  it("follows a path of this site, with its query", () => {
    expect(afterLoginPath("/mon-compte")).toBe("/mon-compte");
    expect(afterLoginPath("/bac/maths?x=1#top")).toBe("/bac/maths?x=1#top");
  });

  it("goes to the post-login home otherwise", () => {
    for (const raw of [
      null,
      "",
      "mon-compte",
      "//evil.example/x",
      "/\\evil.example",
      "https://evil.example/",
      "/a\u0000b",
      "/a\nb",
      "javascript:alert(1)",
    ]) {
      expect(afterLoginPath(raw)).toBe(POST_LOGIN_HOME);
    }
    // Encoded characters stay encoded: they are part of a path of this site.
    expect(afterLoginPath("/%0d%0aSet-Cookie")).toBe("/%0d%0aSet-Cookie");
  });

  it("never sends a member back to login, logout or sign-up pages", () => {
    expect(afterLoginPath("/logout")).toBe(POST_LOGIN_HOME);
    expect(afterLoginPath("/login?redirectTo=/x")).toBe(POST_LOGIN_HOME);
    expect(afterLoginPath("/signup/signup-form")).toBe(POST_LOGIN_HOME);
    expect(afterLoginPath("/LOGOUT/")).toBe(POST_LOGIN_HOME);
  });

  it("never yields an address of another site, whatever the input", () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const path = sameSitePath(raw);
        if (path === null) return;
        expect(path.startsWith("/")).toBe(true);
        expect(path.startsWith("//")).toBe(false);
        expect(new URL(path, "https://site.example").origin).toBe("https://site.example");
      }),
    );
  });

  it("builds the login address that comes back", () => {
    expect(loginPathFor("/mon-compte")).toBe("/login?redirectTo=%2Fmon-compte");
    expect(loginPathFor("/")).toBe("/login");
    expect(loginPathFor("//evil")).toBe("/login");
  });
});
