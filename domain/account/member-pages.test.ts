import { describe, expect, it } from "vitest";
import { requiresProfile } from "./member-pages.ts";

describe("issue 15: only member pages need a profile", () => {
  it("sends to profiling from the member space only", () => {
    for (const path of ["/mon-compte", "/mon-compte/", "/mon-avenir", "/revisions/cours-et-quiz", "/Mon-Compte/x"])
      expect(requiresProfile(path), path).toBe(true);
  });
  it("leaves every public page readable (FAQ, blog, offers, revisions…)", () => {
    for (const path of ["/", "/faq", "/blog", "/premium", "/premium/offre-famille", "/revisions", "/mon-comptes"])
      expect(requiresProfile(path), path).toBe(false);
  });
});
