import { describe, expect, it } from "vitest";
import { ACCOUNT_SITE_LOGOUT, ACCOUNT_SITE_PROFILING, accountSiteBase, destinationHref } from "./destination.ts";

describe("§7/§8 destinations", () => {
  it("prefixes account-site paths with the configured origin", () => {
    expect(destinationHref(ACCOUNT_SITE_LOGOUT, "https://compte.example.org/")).toBe(
      "https://compte.example.org/logout",
    );
    expect(destinationHref({ ...ACCOUNT_SITE_PROFILING, query: { step: "2" } }, "https://compte.example.org")).toBe(
      "https://compte.example.org/profiling?step=2",
    );
  });
  it("keeps paths of this site relative", () => {
    expect(destinationHref({ site: "self", path: "/login" }, "https://compte.example.org")).toBe("/login");
    expect(destinationHref({ site: "self", path: "/a", query: { q: "x y" } }, "https://c.example.org")).toBe(
      "/a?q=x+y",
    );
  });
});

describe("issue 15: redirects stay on the host the visitor used", () => {
  it("gives no origin when the account site is this site, so the redirect is a path", () => {
    expect(accountSiteBase("http://localhost:4280", "http://localhost:4280")).toBe("");
    expect(accountSiteBase("http://localhost:4280/", "http://localhost:4280")).toBe("");
    expect(
      destinationHref(ACCOUNT_SITE_PROFILING, accountSiteBase("http://localhost:4280", "http://localhost:4280")),
    ).toBe("/profiling");
  });
  it("keeps an account site configured elsewhere", () => {
    expect(accountSiteBase("https://compte.example.org/", "https://www.example.org")).toBe(
      "https://compte.example.org",
    );
    expect(accountSiteBase("not a url", "https://www.example.org")).toBe("not a url");
  });
});
