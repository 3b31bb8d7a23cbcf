import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  chargeAfterCoupon,
  couponAppliesTo,
  couponTimingProblem,
  normalizeCouponCode,
  roundCharge,
  orderBasePrice,
  toMinorUnits,
} from "./coupons.ts";

const START = new Date("2026-09-01T00:00:00Z");
const END = new Date("2026-10-01T00:00:00Z");
const timing = { startsAt: START, expiresAt: END, maxRedemptions: 3, redemptionCount: 0 };

describe("coupon rules", () => {
  it("normalises codes like §4 promo codes (trimmed, upper case)", () => {
    expect(normalizeCouponCode("  famille15 ")).toBe("FAMILLE15");
  });

  it("says NotStarted before the start, nothing from the start, Expired from the end", () => {
    expect(couponTimingProblem(timing, new Date(START.getTime() - 1))).toBe("NotStarted");
    expect(couponTimingProblem(timing, START)).toBeNull();
    expect(couponTimingProblem(timing, new Date(END.getTime() - 1))).toBeNull();
    expect(couponTimingProblem(timing, END)).toBe("Expired");
    expect(couponTimingProblem({ ...timing, startsAt: null, expiresAt: null }, new Date(0))).toBeNull();
  });

  it("says Exhausted once the redemptions reach the limit, never without a limit", () => {
    expect(couponTimingProblem({ ...timing, redemptionCount: 2 }, START)).toBeNull();
    expect(couponTimingProblem({ ...timing, redemptionCount: 3 }, START)).toBe("Exhausted");
    expect(couponTimingProblem({ ...timing, maxRedemptions: null, redemptionCount: 10_000 }, START)).toBeNull();
  });

  it("applies to the listed plans only, and a fixed amount only in the plan's currency", () => {
    const plan = { id: "solo-yearly", currency: "EUR" } as const;
    expect(couponAppliesTo({ kind: "percent", currency: null, planIds: null }, plan)).toBe(true);
    expect(couponAppliesTo({ kind: "percent", currency: null, planIds: ["family-yearly"] }, plan)).toBe(false);
    expect(couponAppliesTo({ kind: "amount", currency: "EUR", planIds: ["solo-yearly"] }, plan)).toBe(true);
    expect(couponAppliesTo({ kind: "amount", currency: "XOF", planIds: null }, plan)).toBe(false);
  });

  it("charges the base less the coupon, rounded by the currency, never below 0", () => {
    expect(chargeAfterCoupon(89.99, "EUR", null)).toBe(89.99);
    expect(chargeAfterCoupon(89.99, "EUR", { kind: "percent", value: 20 })).toBe(71.99);
    expect(chargeAfterCoupon(11.99, "EUR", { kind: "amount", value: 50 })).toBe(0);
    expect(chargeAfterCoupon(11.99, "EUR", { kind: "percent", value: 100 })).toBe(0);
    expect(chargeAfterCoupon(98_390, "XOF", { kind: "percent", value: 10 })).toBe(88_555);
    expect(chargeAfterCoupon(100, "XOF", { kind: "amount", value: 1 })).toBe(100);
    expect(roundCharge(1.005, "EUR")).toBe(1.01);
    expect(toMinorUnits(10.79, "EUR")).toBe(1079);
    expect(toMinorUnits(88_555, "XOF")).toBe(88_555);
  });

  it("never charges more than the base nor less than 0, whatever the coupon", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("EUR" as const, "XOF" as const),
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.constantFrom("percent" as const, "amount" as const),
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        (currency, units, kind, value) => {
          const base = currency === "EUR" ? units / 100 : units * 5;
          const amount = chargeAfterCoupon(base, currency, { kind, value });
          expect(amount).toBeGreaterThanOrEqual(0);
          expect(amount).toBeLessThanOrEqual(base);
        },
      ),
    );
  });
});

describe("order base price (§3 promoPrice, offer campaign)", () => {
  const plan = { price: 89.99, promoPrice: 79.99, currency: "EUR" as const };
  it("takes a live campaign's price below the plan's price", () => {
    expect(orderBasePrice(plan, 59.99)).toEqual({ price: 59.99, source: "campaign" });
    expect(orderBasePrice({ price: 98_390, promoPrice: null, currency: "XOF" }, 90_001)).toEqual({
      price: 90_005,
      source: "campaign",
    });
  });
  it("else the plan's promo price when lower, else the price", () => {
    expect(orderBasePrice(plan, null)).toEqual({ price: 79.99, source: "plan" });
    expect(orderBasePrice(plan, 0)).toEqual({ price: 79.99, source: "plan" });
    expect(orderBasePrice(plan, 99.99)).toEqual({ price: 79.99, source: "plan" });
    expect(orderBasePrice({ ...plan, promoPrice: null }, null)).toEqual({ price: 89.99, source: null });
    expect(orderBasePrice({ ...plan, promoPrice: 89.99 }, null)).toEqual({ price: 89.99, source: null });
  });
});
