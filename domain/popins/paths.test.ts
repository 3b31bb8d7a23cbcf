import { describe, expect, it } from "vitest";
import { isEmailPopinAllowedOn } from "./email-popin-routes.ts";
import { isPathUnder, normalizePath } from "./paths.ts";

describe("§2 path comparison", () => {
  it("normalises case, query, fragment and trailing slashes", () => {
    expect(normalizePath("/Premium/")).toBe("/premium");
    expect(normalizePath("/faq?x=1#top")).toBe("/faq");
    expect(normalizePath("/")).toBe("/");
    expect(normalizePath("")).toBe("/");
    expect(normalizePath("//")).toBe("/");
  });
  it("matches a base and the pages below it only", () => {
    expect(isPathUnder("/premium", "/premium")).toBe(true);
    expect(isPathUnder("/premium/checkout/solo", "/premium")).toBe(true);
    expect(isPathUnder("/premiums", "/premium")).toBe(false);
    expect(isPathUnder("/bac", "/premium")).toBe(false);
    expect(isPathUnder("/anything", "/")).toBe(true);
  });
});

describe("§2 e-mail popin pages", () => {
  it("is allowed on ordinary pages", () => {
    for (const path of ["/", "/revisions", "/bac/philosophie", "/blog/articles/2024-01-01/x", "/premiums"]) {
      expect(isEmailPopinAllowedOn(path), path).toBe(true);
    }
  });
  it("is not allowed on the newsletter's unsubscribe page (issue 15)", () => {
    expect(isEmailPopinAllowedOn("/newsletter/desinscription?email=a%40b.fr&token=t")).toBe(false);
    expect(isEmailPopinAllowedOn("/newsletters-du-blog")).toBe(true);
  });
  it("is not allowed on /premium and its offer pages", () => {
    for (const path of ["/premium", "/premium/", "/premium/offre-famille", "/PREMIUM/checkout/solo"]) {
      expect(isEmailPopinAllowedOn(path), path).toBe(false);
    }
  });
  it("is not allowed on any path containing /orientation", () => {
    for (const path of [
      "/orientation",
      "/orientation/parcoursup/x",
      "/nos-engagements/orientation",
      "/Orientation/box/1",
    ]) {
      expect(isEmailPopinAllowedOn(path), path).toBe(false);
    }
  });
});
