import { describe, expect, it } from "vitest";
import {
  BANNER_OPENED_COOKIES,
  bannerFlagValue,
  bannerOpenedFrom,
  isPublicBannerShown,
  OFFER_STICKY_BANNER_INITIAL_OPENED,
  offerStickyBannerReducer,
} from "./layout-banners.ts";

describe("§2 public-layout banner", () => {
  it("shows to users without a plan on ordinary pages", () => {
    for (const path of ["/", "/bac", "/premiums", "/loginx"])
      expect(isPublicBannerShown({ path, hasPlan: false }), path).toBe(true);
  });
  it("never shows to users with a plan", () => {
    expect(isPublicBannerShown({ path: "/", hasPlan: true })).toBe(false);
  });
  it("never shows on /premium or /login paths", () => {
    for (const path of ["/premium", "/premium/offre-solo", "/login", "/login/"]) {
      expect(isPublicBannerShown({ path, hasPlan: false }), path).toBe(false);
    }
  });
});

describe("§2/§4 offer sticky banner", () => {
  it("starts open and can be closed", () => {
    expect(OFFER_STICKY_BANNER_INITIAL_OPENED).toBe(true);
    expect(offerStickyBannerReducer("close")).toBe(false);
    expect(offerStickyBannerReducer("open")).toBe(true);
  });
});

describe("§3 banners keep their closed state for the session", () => {
  it("reads a stored flag, and falls back to the banner's initial flag (open)", () => {
    for (const banner of ["subscription", "offer"] as const) {
      expect(bannerOpenedFrom(null, banner)).toBe(true);
      expect(bannerOpenedFrom(bannerFlagValue(false), banner)).toBe(false);
      expect(bannerOpenedFrom(bannerFlagValue(true), banner)).toBe(true);
      expect(bannerOpenedFrom("garbage", banner)).toBe(true);
    }
  });

  it("keeps each banner under its §3 state name", () => {
    expect(BANNER_OPENED_COOKIES).toEqual({ subscription: "nomadPlusBannerOpened", offer: "offerStickyBannerOpened" });
  });
});
