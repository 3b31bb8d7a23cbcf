import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catalogPlan } from "./catalog.ts";
import { planCounts } from "./pricing.ts";
import {
  FAMILY_ONLY_PROMO_CODE,
  audienceForPromoCode,
  filterOffersByPlanCounts,
  isFamilyOnlyCode,
  normalizePromoCode,
  promoCodeEffect,
} from "./promo.ts";

const EVERYONE = { offers: ["solo", "family"], userTypes: ["parents", "primaire", "college", "lycee", "etudiant"] };

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
    expect(audienceForPromoCode("pixpay23")).toEqual({ offers: ["family"], userTypes: ["parents"] });
  });

  it("any other code, a blank one or none keeps solo and family offers and the five user types", () => {
    expect(audienceForPromoCode(" FLASH26 ")).toEqual(EVERYONE);
    expect(audienceForPromoCode("   ")).toEqual(EVERYONE);
    expect(audienceForPromoCode(null)).toEqual(EVERYONE);
  });

  it("for any code, the offers and user types are either the family/parents pair or everything", () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: null }), (code) => {
        const familyOnly = code !== null && code.trim().toUpperCase() === "PIXPAY23";
        expect(audienceForPromoCode(code)).toEqual(
          familyOnly ? { offers: ["family"], userTypes: ["parents"] } : EVERYONE,
        );
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

  it("filters the offers a promo code left with the counts of a plan list", () => {
    const counts = planCounts([catalogPlan("solo-monthly"), catalogPlan("solo-yearly")]);
    expect(filterOffersByPlanCounts(audienceForPromoCode(null).offers, counts)).toEqual(["solo"]);
    expect(filterOffersByPlanCounts(audienceForPromoCode("PIXPAY23").offers, counts)).toEqual([]);
  });
});

describe("issue 15: one effect per promo code, typed or linked", () => {
  it("makes the family-only code an audience code, whatever its case and spaces", () => {
    expect(promoCodeEffect(" pixpay23 ")).toEqual({ kind: "audience", code: "PIXPAY23", offers: ["family"] });
  });
  it("makes any other code a coupon to check", () => {
    expect(promoCodeEffect(" solo26 ")).toEqual({ kind: "coupon", code: "SOLO26" });
  });
});
