import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { CURRENCIES, type Plan, PlanSchema } from "./plan.ts";
import { comparePlans, computePlanPrices, preparePlans, roundUnitPrice, sortPlans } from "./pricing.ts";

/** Any valid plan: EUR in whole cents or XOF in multiples of 5, any duration shape, any provider. */
const planArb: fc.Arbitrary<Plan> = fc
  .record({
    id: fc.uuid(),
    name: fc.constantFrom("Famille annuel", "Solo annuel", "Solo mensuel", "Pack", "Zèbre", "Ábc"),
    currency: fc.constantFrom(...CURRENCIES),
    steps: fc.integer({ min: 1, max: 500_000 }),
    promoShare: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null }),
    provider: fc.constantFrom("card", "mobile_money", "gift_card"),
    isFamilyMasterPlan: fc.boolean(),
    shape: fc.oneof(
      fc.record({
        kind: fc.constant("renewing" as const),
        periodicity: fc.constantFrom("monthly", "quarterly", "yearly"),
      }),
      fc.record({
        kind: fc.constant("fixed" as const),
        duration: fc.integer({ min: 1, max: 60 }),
        unit: fc.constantFrom("days", "months"),
      }),
      fc.record({ kind: fc.constant("lifetime" as const) }),
    ),
  })
  .map(({ steps, promoShare, currency, shape, ...rest }) => {
    const step = currency === "EUR" ? 0.01 : 5;
    const price = Math.round(steps * step * 100) / 100;
    const promoSteps = promoShare === null ? null : Math.max(1, Math.floor(steps * promoShare));
    const promoPrice = promoSteps === null ? null : Math.round(promoSteps * step * 100) / 100;
    const duration =
      shape.kind === "renewing"
        ? { planType: "RENEWING", renewingPeriodicity: shape.periodicity }
        : shape.kind === "fixed"
          ? { planType: "NON_RENEWING", fixedDuration: shape.duration, fixedDurationUnit: shape.unit }
          : { planType: "NON_RENEWING" };
    return v.parse(PlanSchema, { ...rest, ...duration, product: "p", currency, price, promoPrice });
  });

const plansArb = fc.array(planArb, { maxLength: 12 });

describe("§9 properties of the plan computation", () => {
  it("a discount is a whole percent within [0, 100)", () => {
    fc.assert(
      fc.property(plansArb, (plans) => {
        for (const p of computePlanPrices(plans)) {
          expect(Number.isInteger(p.discount)).toBe(true);
          expect(p.discount).toBeGreaterThanOrEqual(0);
          expect(p.discount).toBeLessThan(100);
        }
      }),
    );
  });

  it("only plans cheaper per unit than the dearest comparable one get a discount", () => {
    fc.assert(
      fc.property(plansArb, (plans) => {
        const priced = computePlanPrices(plans);
        for (const p of priced) {
          if (p.discount === 0) continue;
          expect(p.provider).not.toBe("gift_card");
          const dearer = priced.some(
            (q) =>
              q.currency === p.currency &&
              q.provider !== "gift_card" &&
              q.priceByUnit !== null &&
              q.priceByUnit > (p.promoPriceByUnit ?? p.priceByUnit ?? Number.POSITIVE_INFINITY),
          );
          expect(dearer).toBe(true);
        }
      }),
    );
  });

  it("rounding is idempotent in every currency", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), fc.constantFrom(...CURRENCIES), (amount, currency) => {
        const once = roundUnitPrice(amount, currency);
        expect(roundUnitPrice(once, currency)).toBe(once);
      }),
    );
  });

  it("rounding moves EUR by at most half a cent and other currencies up by less than 5", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), (amount) => {
        expect(Math.abs(roundUnitPrice(amount, "EUR") - amount)).toBeLessThanOrEqual(0.005 + 1e-6);
        const xof = roundUnitPrice(amount, "XOF");
        expect(xof % 5).toBe(0);
        expect(xof).toBeGreaterThanOrEqual(amount - 1e-6);
        expect(xof - amount).toBeLessThanOrEqual(5);
      }),
    );
  });

  it("no plan is priced, promo or per unit (in the list's own unit), above its non-promo price", () => {
    fc.assert(
      fc.property(plansArb, (plans) => {
        for (const p of computePlanPrices(plans)) {
          if (p.promoPrice !== null) expect(p.promoPrice).toBeLessThanOrEqual(p.price);
          if (p.priceByUnit !== null) expect(p.priceByUnit).toBeLessThanOrEqual(p.price);
          if (p.promoPriceByUnit !== null) expect(p.promoPriceByUnit).toBeLessThanOrEqual(p.price);
        }
      }),
    );
  });

  it("the order is total: antisymmetric, transitive and reflexive", () => {
    const keyArb = fc.record({
      durationInUnit: fc.option(fc.integer({ min: 1, max: 400 }), { nil: null }),
      name: fc.constantFrom("A", "B", "Solo", "Famille", "é"),
    });
    fc.assert(
      fc.property(keyArb, keyArb, keyArb, (a, b, c) => {
        expect(Math.sign(comparePlans(a, b)) + Math.sign(comparePlans(b, a))).toBe(0);
        expect(comparePlans(a, a)).toBe(0);
        if (comparePlans(a, b) <= 0 && comparePlans(b, c) <= 0) expect(comparePlans(a, c)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it("sorting gives an ordered permutation, keeps ties in input order and is idempotent", () => {
    fc.assert(
      fc.property(plansArb, (plans) => {
        const priced = computePlanPrices(plans);
        const sorted = sortPlans(priced);
        expect([...sorted].map((p) => p.id).sort()).toEqual([...priced].map((p) => p.id).sort());
        for (let i = 1; i < sorted.length; i += 1) {
          const before = sorted[i - 1];
          const after = sorted[i];
          if (!before || !after) throw new Error("unreachable");
          const order = comparePlans(before, after);
          expect(order).toBeLessThanOrEqual(0);
          if (order === 0) expect(priced.indexOf(before)).toBeLessThan(priced.indexOf(after));
        }
        expect(sortPlans(sorted)).toEqual(sorted);
      }),
    );
  });

  it("the plans page splits every plan into exactly one audience", () => {
    fc.assert(
      fc.property(plansArb, (plans) => {
        const page = preparePlans(plans);
        expect(page.family.every((p) => p.isFamilyMasterPlan)).toBe(true);
        expect(page.solo.every((p) => !p.isFamilyMasterPlan)).toBe(true);
        expect(page.family.length + page.solo.length).toBe(plans.length);
        expect(page.counts).toEqual({ free: 1, solo: page.solo.length, family: page.family.length });
      }),
    );
  });
});
