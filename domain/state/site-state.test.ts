import { describe, expect, it } from "vitest";
import {
  clearProfile,
  createSiteState,
  DEFAULT_SITE_STATE,
  OFFER_KINDS,
  USER_TYPES,
  withProfile,
} from "./site-state.ts";

describe("§3 site-wide state defaults", () => {
  it("starts logged out, in French, region FR, with both offers and all user types", () => {
    expect(DEFAULT_SITE_STATE).toMatchObject({
      profile: {},
      rawProfile: [],
      avatars: [],
      promocode: null,
      nomadPlusBannerOpened: true,
      offerStickyBannerOpened: true,
      hasVisitedProfilingPage: false,
      region: "FR",
      previousRoute: null,
      siteHost: null,
      installationId: null,
      locale: "fr",
      offers: ["solo", "family"],
      userTypes: ["parents", "primaire", "college", "lycee", "etudiant"],
      popins: { appRecommendation: false, paidAppRecommendation: false },
      auth: { loggedIn: false },
      screen: { innerWidth: 0, innerHeight: 0, scrollY: 0 },
    });
    expect(OFFER_KINDS).toHaveLength(2);
    expect(USER_TYPES).toHaveLength(5);
  });
  it("builds a request's state over the defaults", () => {
    const state = createSiteState({ locale: "en", siteHost: "www.example.org" });
    expect(state.locale).toBe("en");
    expect(state.siteHost).toBe("www.example.org");
    expect(state.offers).toEqual(["solo", "family"]);
    expect(createSiteState()).toEqual(DEFAULT_SITE_STATE);
  });
});

describe("§4 profile in the site-wide state", () => {
  const entries = [
    { name: "firstname", value: "Léa" },
    { name: "plans", value: [{ id: "solo" }] },
  ];
  it("holds the loaded profile in both forms", () => {
    const state = withProfile(DEFAULT_SITE_STATE, entries);
    expect(state.rawProfile).toEqual(entries);
    expect(state.profile).toEqual({ firstname: "Léa", plans: [{ id: "solo" }] });
  });
  it("clearing empties both forms but keeps the promo code", () => {
    const state = clearProfile(withProfile(createSiteState({ promocode: "PIXPAY23" }), entries));
    expect(state.profile).toEqual({});
    expect(state.rawProfile).toEqual([]);
    expect(state.promocode).toBe("PIXPAY23");
  });
});
