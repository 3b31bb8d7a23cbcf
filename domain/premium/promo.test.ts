import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catalogPlan } from "./catalog.ts";
import { planCounts } from "./pricing.ts";
import { toProfileMap } from "../account/profile.ts";
import { DEFAULT_SITE_STATE, type SiteState } from "../state/site-state.ts";
import {
  FAMILY_ONLY_PROMO_CODE,
  INITIAL_PROMO_STATE,
  type PromoStateSlice,
  applyPromoCode,
  audienceForPromoCode,
  clearProfile,
  filterOffersByPlanCounts,
  isFamilyOnlyCode,
  normalizePromoCode,
  withAvailablePlans,
} from "./promo.ts";

const ENTRIES = [
  { name: "products", value: ["premium"] },
  { name: "plans", value: ["family-yearly"] },
  { name: "firstname", value: "Inès" },
];

describe("§3 Site-wide state: the promo slice starts with every offer and user type", () => {
  it("offers solo and family and the five user types, with no code and no profile", () => {
    expect(INITIAL_PROMO_STATE).toEqual({
      profile: {},
      rawProfile: [],
      promocode: null,
      offers: ["solo", "family"],
      userTypes: ["parents", "primaire", "college", "lycee", "etudiant"],
    });
  });
});

describe("§4 Promo code", () => {
  it("recognises PIXPAY23 whatever the case and spaces, and nothing else", () => {
    expect(FAMILY_ONLY_PROMO_CODE).toBe("PIXPAY23");
    expect(normalizePromoCode("  pixpay23 ")).toBe("PIXPAY23");
    expect(isFamilyOnlyCode("PIXPAY23")).toBe(true);
    expect(isFamilyOnlyCode("Pixpay23")).toBe(true);
    expect(isFamilyOnlyCode("PIXPAY24")).toBe(false);
    expect(isFamilyOnlyCode(null)).toBe(false);
  });

  it("PIXPAY23 restricts offers to family only and user types to parents only", () => {
    const state = applyPromoCode(INITIAL_PROMO_STATE, "PIXPAY23");
    expect(state).toMatchObject({ promocode: "PIXPAY23", offers: ["family"], userTypes: ["parents"] });
    expect(audienceForPromoCode("pixpay23")).toEqual({ offers: ["family"], userTypes: ["parents"] });
  });

  it("any other code restores solo and family offers and the five user types", () => {
    const restricted = applyPromoCode(INITIAL_PROMO_STATE, "PIXPAY23");
    const restored = applyPromoCode(restricted, " FLASH26 ");
    expect(restored).toMatchObject({
      promocode: "FLASH26",
      offers: ["solo", "family"],
      userTypes: ["parents", "primaire", "college", "lycee", "etudiant"],
    });
  });

  it("a blank or absent code is no code and restores everything too", () => {
    const restricted = applyPromoCode(INITIAL_PROMO_STATE, "PIXPAY23");
    expect(applyPromoCode(restricted, "   ")).toMatchObject({ promocode: null, offers: ["solo", "family"] });
    expect(applyPromoCode(restricted, null)).toMatchObject({
      promocode: null,
      userTypes: INITIAL_PROMO_STATE.userTypes,
    });
  });

  it("leaves the rest of a wider state untouched", () => {
    const wider = { ...INITIAL_PROMO_STATE, locale: "fr" as const, region: "FR" };
    const next = applyPromoCode(wider, "PIXPAY23");
    expect(next.locale).toBe("fr");
    expect(next.region).toBe("FR");
    expect(wider.offers).toEqual(["solo", "family"]);
  });

  it("for any code, the offers and user types are either the family/parents pair or everything", () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: null }), (code) => {
        const { offers, userTypes } = applyPromoCode(INITIAL_PROMO_STATE, code);
        const familyOnly = code !== null && code.trim().toUpperCase() === "PIXPAY23";
        expect(offers).toEqual(familyOnly ? ["family"] : ["solo", "family"]);
        expect(userTypes).toEqual(familyOnly ? ["parents"] : INITIAL_PROMO_STATE.userTypes);
      }),
    );
  });
});

describe("§4 Available plans filter the offers to those with a positive count", () => {
  it("keeps only offers with plans, in order", () => {
    expect(filterOffersByPlanCounts(["solo", "family"], { solo: 3, family: 0 })).toEqual(["solo"]);
    expect(filterOffersByPlanCounts(["solo", "family"], { solo: 0, family: 2 })).toEqual(["family"]);
    expect(filterOffersByPlanCounts(["solo", "family"], { solo: 1, family: 1 })).toEqual(["solo", "family"]);
    expect(filterOffersByPlanCounts(["solo", "family"], { solo: 0, family: 0 })).toEqual([]);
  });

  it("applies the counts of a plan list to the state, after a promo code", () => {
    const counts = planCounts([catalogPlan("solo-monthly"), catalogPlan("solo-yearly")]);
    expect(withAvailablePlans(INITIAL_PROMO_STATE, counts).offers).toEqual(["solo"]);
    const familyOnly = applyPromoCode(INITIAL_PROMO_STATE, "PIXPAY23");
    expect(withAvailablePlans(familyOnly, counts).offers).toEqual([]);
  });
});

const withEntries = <S extends PromoStateSlice>(state: S): S => ({
  ...state,
  rawProfile: ENTRIES,
  profile: toProfileMap(ENTRIES),
});

describe("§4 Clearing the profile", () => {
  it("empties both profile forms but keeps the promo code and the narrowed offers", () => {
    const full = withEntries(applyPromoCode(INITIAL_PROMO_STATE, "PIXPAY23"));
    expect(Object.keys(full.profile)).toEqual(["products", "plans", "firstname"]);
    const cleared = clearProfile(full);
    expect(cleared.profile).toEqual({});
    expect(cleared.rawProfile).toEqual([]);
    expect(cleared.promocode).toBe("PIXPAY23");
    expect(cleared.offers).toEqual(["family"]);
    expect(full.rawProfile).toHaveLength(3);
  });
});

describe("§3 the promo slice is a slice of the full site-wide state", () => {
  it("takes and returns the full state, changing only its own fields", () => {
    const site: SiteState = withEntries({ ...DEFAULT_SITE_STATE, offerStickyBannerOpened: false });
    const promoted: SiteState = applyPromoCode(site, "PIXPAY23");
    expect(promoted).toEqual({ ...site, promocode: "PIXPAY23", offers: ["family"], userTypes: ["parents"] });
    const cleared: SiteState = clearProfile(promoted);
    expect(cleared).toEqual({ ...promoted, profile: {}, rawProfile: [] });
    const filtered: SiteState = withAvailablePlans(site, { solo: 0, family: 1 });
    expect(filtered.offers).toEqual(["family"]);
  });

  it("starts from the same defaults as the full state", () => {
    expect(INITIAL_PROMO_STATE).toEqual({
      profile: DEFAULT_SITE_STATE.profile,
      rawProfile: DEFAULT_SITE_STATE.rawProfile,
      promocode: DEFAULT_SITE_STATE.promocode,
      offers: DEFAULT_SITE_STATE.offers,
      userTypes: DEFAULT_SITE_STATE.userTypes,
    });
  });
});
