import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { CATALOG, TESTING_MODE_PLAN, catalogPlan } from "./catalog.ts";
import { type Plan, type PlanInput, PlanSchema } from "./plan.ts";
import {
  showsComparisonBadges,
  comparePlans,
  computePlanPrices,
  discountPercent,
  durationInUnit,
  effectiveUnitPrice,
  isComparable,
  planCounts,
  preparePlans,
  roundUnitPrice,
  sortPlans,
  splitByAudience,
  unitForPlans,
  unitPriceOf,
} from "./pricing.ts";

function plan(overrides: Partial<PlanInput> & { id: string }): Plan {
  return v.parse(PlanSchema, {
    product: "revizo-premium",
    name: overrides.id,
    price: 10,
    provider: "card",
    planType: "RENEWING",
    renewingPeriodicity: "monthly",
    ...overrides,
  });
}

const fixed = (fixedDuration: number, fixedDurationUnit: "days" | "months") =>
  ({ planType: "NON_RENEWING", renewingPeriodicity: null, fixedDuration, fixedDurationUnit }) as const;

describe("§9 rounding of unit prices", () => {
  it("rounds EUR to 2 decimals, half up, despite binary noise", () => {
    expect(roundUnitPrice(149.99 / 12, "EUR")).toBe(12.5);
    expect(roundUnitPrice(64.99 / 3, "EUR")).toBe(21.66);
    expect(roundUnitPrice(1.005, "EUR")).toBe(1.01);
    expect(roundUnitPrice(249 / 48, "EUR")).toBe(5.19);
  });
  it("rounds other currencies up to the next multiple of 5", () => {
    expect(roundUnitPrice(98390 / 12, "XOF")).toBe(8200);
    expect(roundUnitPrice(15, "XOF")).toBe(15);
    expect(roundUnitPrice(15.2, "XOF")).toBe(20);
    expect(roundUnitPrice(0.3 * 50, "XOF")).toBe(15);
    expect(roundUnitPrice(149.99 / 12, "XOF")).toBe(15);
  });
});

describe("§9 unit used and durations in that unit", () => {
  it("uses months unless some plan is priced per day", () => {
    expect(unitForPlans([])).toBe("months");
    expect(unitForPlans(CATALOG.map((e) => e.plan))).toBe("months");
    expect(unitForPlans([catalogPlan("solo-monthly"), TESTING_MODE_PLAN])).toBe("days");
  });
  it("counts 12 months as 365 days and any other month as 30 days", () => {
    expect(durationInUnit({ amount: 12, unit: "months" }, "days")).toBe(365);
    expect(durationInUnit({ amount: 1, unit: "months" }, "days")).toBe(30);
    expect(durationInUnit({ amount: 3, unit: "months" }, "days")).toBe(90);
    expect(durationInUnit({ amount: 48, unit: "months" }, "days")).toBe(1440);
  });
  it("keeps a duration already in the unit, converts days to months by 30 and has none for lifetime", () => {
    expect(durationInUnit({ amount: 7, unit: "days" }, "days")).toBe(7);
    expect(durationInUnit({ amount: 3, unit: "months" }, "months")).toBe(3);
    expect(durationInUnit({ amount: 60, unit: "days" }, "months")).toBe(2);
    expect(durationInUnit(null, "days")).toBeNull();
  });
  it("prices one unit, or nothing for a lifetime plan", () => {
    expect(unitPriceOf(149.99, catalogPlan("family-yearly"), "days")).toBe(0.41);
    expect(unitPriceOf(11.99, catalogPlan("solo-monthly"), "days")).toBe(0.4);
    expect(unitPriceOf(99.99, catalogPlan("family-lifetime"), "months")).toBeNull();
  });
});

describe("§9 discount percent", () => {
  it("is 100 minus floor(unit / highest × 100) for a cheaper plan", () => {
    expect(discountPercent(12.5, 22.99)).toBe(46);
    expect(discountPercent(0.29, 1)).toBe(71);
  });
  it("is 0 for the most expensive plan or a dearer one", () => {
    expect(discountPercent(22.99, 22.99)).toBe(0);
    expect(discountPercent(30, 22.99)).toBe(0);
  });
  it("never reaches 100, even for a unit price rounded to zero", () => {
    expect(discountPercent(0, 10)).toBe(99);
  });
  it("reads the promo unit price first", () => {
    expect(effectiveUnitPrice({ priceByUnit: 10, promoPriceByUnit: 8 })).toBe(8);
    expect(effectiveUnitPrice({ priceByUnit: 10, promoPriceByUnit: null })).toBe(10);
    expect(effectiveUnitPrice({ priceByUnit: null, promoPriceByUnit: null })).toBeNull();
  });
  it("leaves gift cards and lifetime plans out of the comparison", () => {
    expect(isComparable({ provider: "gift_card", priceByUnit: 5 })).toBe(false);
    expect(isComparable({ provider: "card", priceByUnit: null })).toBe(false);
    expect(isComparable({ provider: "mobile_money", priceByUnit: 5 })).toBe(true);
  });
});

describe("§3/§9 derived fields of a list", () => {
  const monthly = plan({ id: "monthly", price: 20 });
  const yearly = plan({ id: "yearly", price: 120, renewingPeriodicity: "yearly", promoPrice: 60 });
  const gift = plan({ id: "gift", price: 100, provider: "gift_card" });
  const lifetime = plan({ id: "lifetime", price: 99.99, planType: "NON_RENEWING", renewingPeriodicity: null });
  const xof = plan({ id: "xof", price: 9840, currency: "XOF", ...fixed(12, "months") });

  it("fills every derived field", () => {
    const [m, y] = computePlanPrices([monthly, yearly]);
    expect(m).toMatchObject({
      priceByUnit: 20,
      promoPriceByUnit: null,
      unitUsed: "months",
      durationInUnit: 1,
      discount: 0,
    });
    expect(y).toMatchObject({
      priceByUnit: 10,
      promoPriceByUnit: 5,
      unitUsed: "months",
      durationInUnit: 12,
      discount: 75,
    });
  });

  it("ignores a gift card when finding the most expensive plan, and gives it no discount", () => {
    const [m, g] = computePlanPrices([monthly, gift]);
    expect(g).toMatchObject({ priceByUnit: 100, discount: 0 });
    expect(m?.discount).toBe(0);
    const [, y] = computePlanPrices([gift, yearly]);
    expect(y?.discount).toBe(50);
  });

  it("gives lifetime plans no unit price, no duration and no discount", () => {
    const [l, m] = computePlanPrices([lifetime, monthly]);
    expect(l).toMatchObject({ priceByUnit: null, promoPriceByUnit: null, durationInUnit: null, discount: 0 });
    expect(m?.discount).toBe(0);
  });

  it("compares unit prices only within one currency", () => {
    const [x, m, y] = computePlanPrices([xof, monthly, yearly]);
    expect(x).toMatchObject({ priceByUnit: 820, discount: 0 });
    expect(m?.discount).toBe(0);
    expect(y?.discount).toBe(75);
  });

  it("switches the whole list to days when one plan is priced per day", () => {
    const priced = computePlanPrices([catalogPlan("africa-family-yearly-card"), TESTING_MODE_PLAN]);
    expect(priced.map((p) => [p.unitUsed, p.durationInUnit, p.priceByUnit, p.discount])).toEqual([
      ["days", 365, 270, 0],
      ["days", 1, 100, 63],
    ]);
  });

  it("accepts a unit forced by the caller", () => {
    const [y] = computePlanPrices([yearly], "days");
    expect(y).toMatchObject({ unitUsed: "days", durationInUnit: 365, priceByUnit: 0.33, promoPriceByUnit: 0.16 });
  });
});

describe("§9 order, audiences and counts", () => {
  it("puts longer plans first, lifetime before all, then names descending", () => {
    const a = { durationInUnit: 12, name: "Alpha" };
    const b = { durationInUnit: 12, name: "Beta" };
    const c = { durationInUnit: 1, name: "Zulu" };
    const forever = { durationInUnit: null, name: "Aaa" };
    expect(sortPlans([c, a, forever, b])).toEqual([forever, b, a, c]);
    expect(comparePlans(a, { ...a })).toBe(0);
    expect(comparePlans(forever, { ...forever })).toBe(0);
  });

  it("keeps the input order of plans equal for the order", () => {
    const first = { durationInUnit: 3, name: "Same", id: 1 };
    const second = { durationInUnit: 3, name: "Same", id: 2 };
    expect(sortPlans([first, second]).map((p) => p.id)).toEqual([1, 2]);
    expect(sortPlans([second, first]).map((p) => p.id)).toEqual([2, 1]);
  });

  it("separates family plans from solo plans and counts them with one free plan", () => {
    const list = [catalogPlan("solo-monthly"), catalogPlan("family-monthly"), catalogPlan("solo-yearly")];
    const { family, solo } = splitByAudience(list);
    expect(family.map((p) => p.id)).toEqual(["family-monthly"]);
    expect(solo.map((p) => p.id)).toEqual(["solo-monthly", "solo-yearly"]);
    expect(planCounts(list)).toEqual({ free: 1, solo: 2, family: 1 });
    expect(planCounts([])).toEqual({ free: 1, solo: 0, family: 0 });
  });

  it("prepares a plans page: one unit, each audience priced on its own and sorted", () => {
    const ids = [
      "solo-monthly",
      "family-monthly",
      "solo-yearly",
      "family-yearly",
      "solo-quarterly",
      "family-quarterly",
    ] as const;
    const page = preparePlans(ids.map(catalogPlan));
    expect(page.unit).toBe("months");
    expect(page.counts).toEqual({ free: 1, solo: 3, family: 3 });
    expect(page.solo.map((p) => [p.id, p.priceByUnit, p.discount])).toEqual([
      ["solo-yearly", 7.5, 38],
      ["solo-quarterly", 10, 17],
      ["solo-monthly", 11.99, 0],
    ]);
    expect(page.family.map((p) => [p.id, p.priceByUnit, p.discount])).toEqual([
      ["family-yearly", 12.5, 46],
      ["family-quarterly", 21.66, 6],
      ["family-monthly", 22.99, 0],
    ]);
  });
});

describe("issue 15: comparative badges only where plans compare", () => {
  it("shows them beside other plans, never on a single offer", () => {
    expect(showsComparisonBadges(0)).toBe(false);
    expect(showsComparisonBadges(1)).toBe(false);
    expect(showsComparisonBadges(2)).toBe(true);
  });
});
