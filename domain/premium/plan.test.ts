import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { PAYMENT_PROVIDERS, PlanSchema, fitsCurrency, isMultipleOfFive, isWholeCents, requiresEmail } from "./plan.ts";
import { isLifetime, planDuration } from "./plan-duration.ts";

const parsePlan = (input: unknown) => v.safeParse(PlanSchema, input);

const minimal = {
  id: "solo-monthly",
  product: "revizo-premium",
  name: "Solo mensuel",
  price: 11.99,
  provider: "card",
  planType: "RENEWING",
  renewingPeriodicity: "monthly",
};

function issues(input: unknown): string[] {
  const result = parsePlan(input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
}

describe("§3 Plan schema: fields and defaults", () => {
  it("fills every optional field with its default, EUR first of all", () => {
    const result = parsePlan(minimal);
    expect(result.success).toBe(true);
    expect(result.output).toEqual({
      ...minimal,
      promoPrice: null,
      currency: "EUR",
      paymentProvider: "stripe",
      fixedDuration: null,
      fixedDurationUnit: null,
      isFamilyMasterPlan: false,
      isPopular: false,
      numberOfCoupons: 0,
      isStatic: false,
      hideCouponSummary: false,
      emailRequired: false,
    });
  });

  it("keeps an explicit concrete provider name and explicit flags", () => {
    const result = parsePlan({
      ...minimal,
      paymentProvider: "sandbox-card",
      isFamilyMasterPlan: true,
      isPopular: true,
      isStatic: true,
      hideCouponSummary: true,
      numberOfCoupons: 3,
      emailRequired: true,
    });
    expect(result.output).toMatchObject({
      paymentProvider: "sandbox-card",
      isFamilyMasterPlan: true,
      isPopular: true,
      isStatic: true,
      hideCouponSummary: true,
      numberOfCoupons: 3,
      emailRequired: true,
    });
  });

  it("names a concrete provider for each kind", () => {
    expect(PAYMENT_PROVIDERS.card.name).toBe("stripe");
    expect(parsePlan({ ...minimal, provider: "gift_card" }).output).toMatchObject({ paymentProvider: "gift-card" });
  });

  it("rejects unknown currencies, providers, plan types and units", () => {
    expect(issues({ ...minimal, currency: "USD" })).not.toEqual([]);
    expect(issues({ ...minimal, provider: "paypal" })).not.toEqual([]);
    expect(issues({ ...minimal, planType: "TRIAL" })).not.toEqual([]);
    expect(
      issues({
        ...minimal,
        planType: "NON_RENEWING",
        renewingPeriodicity: null,
        fixedDuration: 2,
        fixedDurationUnit: "weeks",
      }),
    ).not.toEqual([]);
  });

  it("rejects empty ids, non-positive prices and fractional durations or coupons", () => {
    expect(issues({ ...minimal, id: "  " })).not.toEqual([]);
    expect(issues({ ...minimal, price: 0 })).not.toEqual([]);
    expect(issues({ ...minimal, price: Number.POSITIVE_INFINITY })).not.toEqual([]);
    expect(issues({ ...minimal, numberOfCoupons: 1.5 })).not.toEqual([]);
    expect(
      issues({
        ...minimal,
        planType: "NON_RENEWING",
        renewingPeriodicity: null,
        fixedDuration: 0.5,
        fixedDurationUnit: "months",
      }),
    ).not.toEqual([]);
  });
});

describe("§3/§9 Plan schema: cross-field rules", () => {
  it("refuses a promo price above the price, accepts one equal or below", () => {
    expect(issues({ ...minimal, promoPrice: 12.99 })).toEqual(["The promo price must not exceed the price."]);
    expect(issues({ ...minimal, promoPrice: 11.99 })).toEqual([]);
    expect(issues({ ...minimal, promoPrice: 9.99 })).toEqual([]);
  });

  it("wants whole cents in EUR and multiples of 5 in XOF, promo price included", () => {
    const message = "Amounts must fit the currency: whole cents in EUR, multiples of 5 in XOF.";
    expect(issues({ ...minimal, price: 11.999 })).toEqual([message]);
    expect(issues({ ...minimal, promoPrice: 9.995 })).toEqual([message]);
    expect(issues({ ...minimal, currency: "XOF", price: 149.99 })).toEqual([message]);
    expect(issues({ ...minimal, currency: "XOF", price: 9840, promoPrice: 9837 })).toEqual([message]);
    expect(issues({ ...minimal, currency: "XOF", price: 9840, promoPrice: 9835 })).toEqual([]);
  });

  it("wants a fixed duration and its unit together", () => {
    const message = "fixedDuration and fixedDurationUnit go together.";
    const base = { ...minimal, planType: "NON_RENEWING", renewingPeriodicity: null };
    expect(issues({ ...base, fixedDuration: 3 })).toEqual([message]);
    expect(issues({ ...base, fixedDurationUnit: "days" })).toEqual([message]);
    expect(issues({ ...base, fixedDuration: 3, fixedDurationUnit: "months" })).toEqual([]);
  });

  it("gives a periodicity to RENEWING plans only", () => {
    const message = "A RENEWING plan needs a renewingPeriodicity; a NON_RENEWING plan has none.";
    expect(issues({ ...minimal, renewingPeriodicity: null })).toEqual([message]);
    expect(issues({ ...minimal, planType: "NON_RENEWING" })).toEqual([message]);
  });
});

describe("§5 Plans from the mobile-money provider require an e-mail", () => {
  it("forces emailRequired on mobile-money plans when parsing", () => {
    const result = parsePlan({ ...minimal, provider: "mobile_money", emailRequired: false });
    expect(result.output).toMatchObject({ emailRequired: true, paymentProvider: "mobile-money" });
  });
  it("requires an e-mail for mobile money or an explicit flag, not otherwise", () => {
    expect(requiresEmail({ provider: "mobile_money", emailRequired: false })).toBe(true);
    expect(requiresEmail({ provider: "card", emailRequired: true })).toBe(true);
    expect(requiresEmail({ provider: "card", emailRequired: false })).toBe(false);
    expect(requiresEmail({ provider: "gift_card", emailRequired: false })).toBe(false);
  });
});

describe("§3 Plan duration and lifetime plans", () => {
  it("uses the fixed duration first, then the renewal period", () => {
    expect(planDuration({ fixedDuration: 48, fixedDurationUnit: "months", renewingPeriodicity: null })).toEqual({
      amount: 48,
      unit: "months",
    });
    expect(planDuration({ fixedDuration: 1, fixedDurationUnit: "days", renewingPeriodicity: "yearly" })).toEqual({
      amount: 1,
      unit: "days",
    });
    expect(planDuration({ fixedDuration: null, fixedDurationUnit: null, renewingPeriodicity: "quarterly" })).toEqual({
      amount: 3,
      unit: "months",
    });
    expect(planDuration({ fixedDuration: null, fixedDurationUnit: null, renewingPeriodicity: "yearly" })?.amount).toBe(
      12,
    );
  });
  it("reads a duration without a unit (outside the schema) as months", () => {
    expect(planDuration({ fixedDuration: 2, fixedDurationUnit: null, renewingPeriodicity: null })).toEqual({
      amount: 2,
      unit: "months",
    });
  });
  it("models a lifetime plan as one with neither a fixed duration nor a periodicity", () => {
    expect(isLifetime({ fixedDuration: null, fixedDurationUnit: null, renewingPeriodicity: null })).toBe(true);
    expect(isLifetime({ fixedDuration: null, fixedDurationUnit: null, renewingPeriodicity: "monthly" })).toBe(false);
  });
});

describe("§9 amounts that fit a currency", () => {
  it("recognises whole cents despite binary noise", () => {
    expect(isWholeCents(0.1 + 0.2)).toBe(true);
    expect(isWholeCents(149.99)).toBe(true);
    expect(isWholeCents(149.995)).toBe(false);
  });
  it("recognises whole multiples of 5", () => {
    expect(isMultipleOfFive(98390)).toBe(true);
    expect(isMultipleOfFive(98391)).toBe(false);
    expect(isMultipleOfFive(7.5)).toBe(false);
  });
  it("applies the rule of each currency", () => {
    expect(fitsCurrency(12.5, "EUR")).toBe(true);
    expect(fitsCurrency(12.5, "XOF")).toBe(false);
    expect(fitsCurrency(15, "XOF")).toBe(true);
  });
});
