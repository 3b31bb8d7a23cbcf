import { describe, expect, it } from "vitest";
import { allPlans, buildPlansPage, singlePlanCard } from "./plans-view.ts";
import { AFRICA_PLANS, FRANCE_PLANS, planResponses } from "./fixtures.test-support.ts";

describe("buildPlansPage (§2 /premium with §3 derived fields, §4 promo code, §9 rules)", () => {
  it("splits family and solo plans, longest first, priced per month, with the discounts of §9", () => {
    const page = buildPlansPage(FRANCE_PLANS, null);
    expect(page.unit).toBe("months");
    expect(page.family.map((p) => p.id)).toEqual(["family-yearly", "family-quarterly", "family-monthly"]);
    expect(page.solo.map((p) => p.id)).toEqual(["solo-yearly", "solo-quarterly", "solo-monthly"]);
    const familyYearly = page.family[0];
    expect(familyYearly).toMatchObject({
      price: 149.99,
      priceByUnit: 12.5,
      discount: 46,
      isPopular: true,
      audience: "family",
    });
    // Solo plans are compared with solo plans only (docs/spec-notes.md): 7.50 against 11.99.
    expect(page.solo[0]).toMatchObject({ priceByUnit: 7.5, discount: 38, audience: "solo" });
    expect(page.solo[2]).toMatchObject({ id: "solo-monthly", discount: 0, isPopular: false });
    expect(page.counts).toEqual({ free: 1, solo: 3, family: 3 });
    expect(page.offers).toEqual(["solo", "family"]);
    expect(page.currencies).toEqual(["EUR"]);
    expect(page.providers).toEqual(["card"]);
    expect(page.familyOnly).toBe(false);
  });

  it("recomputes the derived fields with the domain instead of trusting the API's", () => {
    const tampered = FRANCE_PLANS.map((p) => ({ ...p, derived: { ...p.derived, discount: 99, priceByUnit: 0.01 } }));
    const page = buildPlansPage(tampered, null);
    expect(page.family[0]).toMatchObject({ discount: 46, priceByUnit: 12.5 });
  });

  it("§4 PIXPAY23 (any case) keeps the family offers only", () => {
    const page = buildPlansPage(FRANCE_PLANS, " pixpay23 ");
    expect(page.familyOnly).toBe(true);
    expect(page.offers).toEqual(["family"]);
    expect(page.solo).toEqual([]);
    expect(page.family).toHaveLength(3);
    expect(allPlans(page).map((p) => p.id)).toEqual(["family-yearly", "family-quarterly", "family-monthly"]);
  });

  it("§4 another code keeps both offers; an offer without plans is dropped", () => {
    expect(buildPlansPage(FRANCE_PLANS, "BIENVENUE10").offers).toEqual(["solo", "family"]);
    const soloOnly = buildPlansPage(planResponses(["solo-yearly", "solo-monthly"]), null);
    expect(soloOnly.offers).toEqual(["solo"]);
    expect(buildPlansPage(planResponses(["solo-yearly"]), "PIXPAY23").offers).toEqual([]);
  });

  it("Francophone Africa: XOF plans, mobile money needs an e-mail, unit prices rounded up to 5 francs", () => {
    const page = buildPlansPage(AFRICA_PLANS, null);
    expect(page.currencies).toEqual(["XOF"]);
    expect(page.providers).toContain("mobile_money");
    expect(page.providers).toContain("card");
    const mobile = page.family.find((p) => p.provider === "mobile_money");
    expect(mobile).toMatchObject({ currency: "XOF", price: 98_390, priceByUnit: 8_200, emailRequired: true });
    expect(page.family.find((p) => p.provider === "card")?.emailRequired).toBe(false);
  });

  it("marks the plans a member already holds", () => {
    const page = buildPlansPage(planResponses(["solo-yearly", "solo-monthly"], ["solo-yearly"]), null);
    expect(page.solo.map((p) => p.isCurrentPlan)).toEqual([true, false]);
  });
});

describe("singlePlanCard (§3 a campaign's plan on its own)", () => {
  it("prices a fixed-term plan for itself", () => {
    const [pack] = planResponses(["family-pack-4-years"]);
    const card = singlePlanCard(pack!);
    expect(card).toMatchObject({
      id: "family-pack-4-years",
      priceByUnit: 5.19,
      durationInUnit: 48,
      lifetime: false,
      discount: 0,
    });
    expect(card.names.en).toMatch(/4/);
  });

  it("gives a lifetime plan no unit price", () => {
    const [lifetime] = planResponses(["family-lifetime"]);
    expect(singlePlanCard(lifetime!)).toMatchObject({
      lifetime: true,
      duration: null,
      priceByUnit: null,
      durationInUnit: null,
    });
  });
});
