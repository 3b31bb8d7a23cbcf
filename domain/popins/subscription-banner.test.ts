import { describe, expect, it } from "vitest";
import {
  isSubscriptionBannerShown,
  SUBSCRIPTION_BANNER_HIDDEN_PATHS,
  SUBSCRIPTION_BANNER_INITIAL_OPENED,
  subscriptionBannerReducer,
  subscriptionBannerView,
} from "./subscription-banner.ts";

const presentationPath = "/revizo-plus";
const free = { path: "/revisions", subscriber: false, presentationPath };

describe("§2 bottom subscription banner: where and for whom", () => {
  it("shows to a profile without products and plans on other pages", () => {
    expect(isSubscriptionBannerShown(free)).toBe(true);
    expect(isSubscriptionBannerShown({ ...free, path: "/signup/other" })).toBe(true);
    expect(isSubscriptionBannerShown({ ...free, path: "/premium" })).toBe(true);
  });
  it("is hidden from subscribers (products or plans)", () => {
    expect(isSubscriptionBannerShown({ ...free, subscriber: true })).toBe(false);
  });
  it("is never shown on the listed pages", () => {
    expect([...SUBSCRIPTION_BANNER_HIDDEN_PATHS]).toEqual([
      "/signup",
      "/signup/signup-form",
      "/profiling",
      "/login",
      "/signup/successfull-signin",
      "/subscribe-success",
      "/faq",
      "/reset",
      "/forgot-password",
      "/premium/actual",
    ]);
    for (const path of SUBSCRIPTION_BANNER_HIDDEN_PATHS) {
      expect(isSubscriptionBannerShown({ ...free, path }), path).toBe(false);
      expect(isSubscriptionBannerShown({ ...free, path: `${path}/` }), path).toBe(false);
    }
  });
  it("is never shown on the configured subscription presentation route", () => {
    expect(isSubscriptionBannerShown({ ...free, path: "/revizo-plus" })).toBe(false);
    expect(isSubscriptionBannerShown({ ...free, path: "/Revizo-Plus/", presentationPath: "/revizo-plus/" })).toBe(
      false,
    );
    expect(isSubscriptionBannerShown({ ...free, path: "/revizo-plus", presentationPath: "/autre" })).toBe(true);
  });
});

describe("§2/§4 bottom subscription banner: collapsed and expanded", () => {
  it("starts expanded and toggles by its icons", () => {
    expect(SUBSCRIPTION_BANNER_INITIAL_OPENED).toBe(true);
    expect(subscriptionBannerReducer(true, "toggle")).toBe(false);
    expect(subscriptionBannerReducer(false, "toggle")).toBe(true);
    expect(subscriptionBannerReducer(false, "open")).toBe(true);
    expect(subscriptionBannerReducer(true, "close")).toBe(false);
  });
  it("is 180px wide collapsed, without title or links", () => {
    expect(subscriptionBannerView(false, false)).toEqual({ width: 180, showTitle: false, links: [] });
  });
  it("is 550px wide expanded, with login and subscribe links for anonymous users", () => {
    expect(subscriptionBannerView(true, false)).toEqual({
      width: 550,
      showTitle: true,
      links: [
        { code: "Login", href: "/login" },
        { code: "Subscribe", href: "/premium" },
      ],
    });
    expect(subscriptionBannerView(true, true)).toEqual({ width: 550, showTitle: true, links: [] });
  });
});
