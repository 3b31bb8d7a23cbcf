import { describe, expect, it } from "vitest";
import { ACCOUNT_SITE_LOGOUT, ACCOUNT_SITE_PROFILING, destinationHref } from "./destination.ts";

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
