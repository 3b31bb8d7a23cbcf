import { describe, expect, it } from "vitest";
import { parseCookieHeader, RequestCookieJar, serializeCookie } from "./cookies.ts";

describe("cookies", () => {
  it("parses a header, decoding values and keeping the first of duplicates", () => {
    const cookies = parseCookieHeader('a=1; b=hello%20world; a=2; c="quoted"; bad; =x; d=%E0%A4%A');
    expect(Object.fromEntries(cookies)).toEqual({ a: "1", b: "hello world", c: "quoted", d: "%E0%A4%A" });
    expect(parseCookieHeader(null).size).toBe(0);
  });
  it("serialises with safe defaults", () => {
    expect(serializeCookie("locale", "en")).toBe("locale=en; Path=/; SameSite=Lax");
    expect(
      serializeCookie("t", "a b", {
        maxAgeSeconds: 60.7,
        domain: "example.org",
        httpOnly: true,
        secure: true,
        sameSite: "Strict",
      }),
    ).toBe("t=a%20b; Max-Age=60; Path=/; Domain=example.org; HttpOnly; Secure; SameSite=Strict");
  });
  it("collects what a request sets and deletes", () => {
    const jar = new RequestCookieJar("locale=fr; x=1");
    expect(jar.get("locale")).toBe("fr");
    jar.set("locale", "en", { maxAgeSeconds: 10 });
    jar.delete("x");
    expect(jar.get("locale")).toBe("en");
    expect(jar.get("x")).toBeNull();
    expect(jar.setCookieHeaders()).toEqual([
      "locale=en; Max-Age=10; Path=/; SameSite=Lax",
      "x=; Max-Age=0; Path=/; SameSite=Lax",
    ]);
  });

  it("absorbs the cookies an API answer sets and sends them on later calls", () => {
    const jar = new RequestCookieJar("auth=old; locale=fr");
    jar.absorb(["auth=new%20value; Max-Age=100; Path=/; HttpOnly", "gone=; Max-Age=0; Path=/", "bad"]);
    expect(jar.get("auth")).toBe("new value");
    expect(jar.cookieHeader()).toBe("auth=new%20value; locale=fr");
    expect(jar.setCookieHeaders()).toEqual([
      "auth=new%20value; Max-Age=100; Path=/; HttpOnly",
      "gone=; Max-Age=0; Path=/",
    ]);
    jar.absorb(["auth=; Max-Age=0; Path=/"]);
    expect(jar.get("auth")).toBeNull();
  });
});
