import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  AFRICA_FAMILY_YEARLY_XOF,
  CATALOG,
  CATALOG_BY_ID,
  CATALOG_PLAN_IDS,
  EUR_TO_XOF,
  TESTING_MODE_PLAN,
  catalogPlan,
  eurToXof,
} from "./catalog.ts";
import { PlanSchema, requiresEmail } from "./plan.ts";
import { isLifetime } from "./plan-duration.ts";
import { computePlanPrices } from "./pricing.ts";

describe("§9 Prices: the seeded catalogue", () => {
  it("holds one entry per id, in order, each a valid and already normalised plan", () => {
    expect(CATALOG.map((e) => e.id)).toEqual([...CATALOG_PLAN_IDS]);
    expect(new Set(CATALOG_PLAN_IDS).size).toBe(CATALOG_PLAN_IDS.length);
    for (const e of CATALOG) {
      expect(e.plan.id).toBe(e.id);
      expect(v.parse(PlanSchema, e.plan)).toEqual(e.plan);
      expect(CATALOG_BY_ID[e.id]).toBe(e);
      expect(catalogPlan(e.id)).toBe(e.plan);
    }
  });

  it("carries every euro price of the §9 table", () => {
    const euro = CATALOG.filter((e) => e.plan.currency === "EUR").map((e) => [e.id, e.plan.price]);
    expect(euro).toEqual([
      ["family-yearly", 149.99],
      ["family-yearly-partner", 159.99],
      ["solo-yearly-flash", 59.99],
      ["solo-yearly", 89.99],
      ["solo-yearly-partner", 99.99],
      ["solo-monthly", 11.99],
      ["family-monthly", 22.99],
      ["solo-quarterly", 29.99],
      ["family-quarterly", 64.99],
      ["family-lifetime", 99.99],
      ["family-holiday-workbook", 6.99],
      ["solo-toeic-pack", 49.99],
      ["family-pack-4-years", 249],
      ["solo-pack-4-years", 199],
    ]);
  });

  it("names every plan in French and English, French being the plan's name", () => {
    for (const e of CATALOG) {
      expect(e.plan.name).toBe(e.names.fr);
      expect(e.names.en.length).toBeGreaterThan(0);
      expect(e.names.en).not.toBe(e.names.fr);
    }
  });

  it("gives the durations of the table: packs of 3 and 48 months, a lifetime family plan", () => {
    expect(catalogPlan("solo-toeic-pack")).toMatchObject({ fixedDuration: 3, fixedDurationUnit: "months" });
    expect(catalogPlan("family-pack-4-years")).toMatchObject({ fixedDuration: 48, planType: "NON_RENEWING" });
    expect(catalogPlan("solo-pack-4-years")).toMatchObject({ fixedDuration: 48, planType: "NON_RENEWING" });
    expect(catalogPlan("family-yearly")).toMatchObject({ planType: "RENEWING", renewingPeriodicity: "yearly" });
    expect(isLifetime(catalogPlan("family-lifetime"))).toBe(true);
    expect(CATALOG.filter((e) => isLifetime(e.plan)).map((e) => e.id)).toEqual(["family-lifetime"]);
  });

  it("marks family plans, and flags the yearly plans as popular", () => {
    for (const e of CATALOG) expect(e.plan.isFamilyMasterPlan).toBe(e.id.includes("family"));
    expect(catalogPlan("family-yearly").isPopular).toBe(true);
    expect(catalogPlan("solo-monthly").isPopular).toBe(false);
  });
});

describe("§9 Prices: the Africa family yearly plan", () => {
  it("converts the table's euro figure to XOF at the fixed parity, rounded up to a multiple of 5", () => {
    expect(EUR_TO_XOF).toBe(655.957);
    expect(eurToXof(149.99)).toBe(98390);
    expect(eurToXof(1)).toBe(660);
    expect(AFRICA_FAMILY_YEARLY_XOF).toBe(98390);
  });

  it("exists for mobile money and for card, in XOF, 12 months, 74 coupons, 8 200 XOF a month", () => {
    for (const id of ["africa-family-yearly-mobile-money", "africa-family-yearly-card"] as const) {
      expect(CATALOG_BY_ID[id].plan).toMatchObject({
        currency: "XOF",
        price: 98390,
        fixedDuration: 12,
        fixedDurationUnit: "months",
        numberOfCoupons: 74,
        isFamilyMasterPlan: true,
      });
      expect(CATALOG_BY_ID[id].perMonth).toBe(8200);
    }
    expect(catalogPlan("africa-family-yearly-mobile-money").provider).toBe("mobile_money");
    expect(catalogPlan("africa-family-yearly-card").provider).toBe("card");
  });

  it("requires an e-mail on the mobile-money plans only (§5)", () => {
    const needing = [...CATALOG.map((e) => e.plan), TESTING_MODE_PLAN].filter(requiresEmail).map((p) => p.id);
    expect(needing).toEqual(["africa-family-yearly-mobile-money", "testing-one-day-mobile-money"]);
  });
});

describe("§9 Prices: per-month figures, the rules against the spec's own figures", () => {
  it("computes the per-month price of every plan with the rules", () => {
    expect(CATALOG.map((e) => [e.id, e.perMonth])).toEqual([
      ["family-yearly", 12.5],
      ["family-yearly-partner", 13.33],
      ["solo-yearly-flash", 5],
      ["solo-yearly", 7.5],
      ["solo-yearly-partner", 8.33],
      ["solo-monthly", 11.99],
      ["family-monthly", 22.99],
      ["solo-quarterly", 10],
      ["family-quarterly", 21.66],
      ["family-lifetime", null],
      ["family-holiday-workbook", 3.5],
      ["solo-toeic-pack", 16.66],
      ["family-pack-4-years", 5.19],
      ["solo-pack-4-years", 4.15],
      ["africa-family-yearly-mobile-money", 8200],
      ["africa-family-yearly-card", 8200],
    ]);
  });

  it("agrees with the spec for the 4-year packs (5.19 and 4.15 a month)", () => {
    expect(CATALOG_BY_ID["family-pack-4-years"]).toMatchObject({ specPerMonth: 5.19, perMonth: 5.19 });
    expect(CATALOG_BY_ID["solo-pack-4-years"]).toMatchObject({ specPerMonth: 4.15, perMonth: 4.15 });
  });

  it("lists exactly the contradictions recorded in docs/spec-notes.md", () => {
    expect(
      CATALOG.filter((e) => e.specPerMonth !== null && e.specPerMonth !== e.perMonth).map((e) => [
        e.id,
        e.specPerMonth,
        e.perMonth,
      ]),
    ).toEqual([
      ["solo-toeic-pack", 9.99, 16.66],
      ["africa-family-yearly-mobile-money", 13.5, 8200],
      ["africa-family-yearly-card", 12.5, 8200],
    ]);
  });
});

describe("§7 testing mode plan", () => {
  it("is one fixed one-day prepaid plan in XOF through mobile money", () => {
    expect(TESTING_MODE_PLAN).toMatchObject({
      currency: "XOF",
      provider: "mobile_money",
      planType: "NON_RENEWING",
      fixedDuration: 1,
      fixedDurationUnit: "days",
      emailRequired: true,
    });
    const [priced] = computePlanPrices([TESTING_MODE_PLAN]);
    expect(priced).toMatchObject({ unitUsed: "days", durationInUnit: 1, priceByUnit: 100, discount: 0 });
  });
});
