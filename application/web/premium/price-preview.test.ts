import { describe, expect, it } from "vitest";
import { afterCoupon, basePrice, couponApplies, previewPrice, unitPriceFor } from "./price-preview.ts";

const family = { id: "family-yearly", price: 149.99, promoPrice: null, currency: "EUR" as const };
const africa = { id: "africa-family-yearly-mobile-money", price: 98_390, promoPrice: null, currency: "XOF" as const };
const twentyOff = { code: "FAMILLE26", discount: { kind: "percent" as const, value: 20 }, planIds: ["family-yearly"] };

describe("price preview (§3 promoPrice, Offer campaign, Coupon validation; §9 rounding)", () => {
  it("starts from the campaign's price, else the promo price, else the price", () => {
    expect(basePrice(family, 119.99)).toEqual({ price: 119.99, source: "campaign" });
    expect(basePrice({ ...family, promoPrice: 129.99 }, null)).toEqual({ price: 129.99, source: "plan" });
    expect(basePrice({ ...family, promoPrice: 129.99 }, 159.99)).toEqual({ price: 129.99, source: "plan" });
    expect(basePrice(family, null)).toEqual({ price: 149.99, source: null });
    expect(basePrice(family, 0)).toEqual({ price: 149.99, source: null });
  });

  it("takes a percentage off and rounds euros to the cent", () => {
    const preview = previewPrice(family, { coupon: twentyOff });
    expect(preview).toMatchObject({ basePrice: 149.99, total: 119.99, couponCode: "FAMILLE26", couponSaving: 30 });
  });

  it("rounds francs CFA up to a multiple of 5 and never below zero", () => {
    expect(afterCoupon(98_390, "XOF", { kind: "amount", value: 5_000, currency: "XOF" })).toBe(93_390);
    expect(afterCoupon(98_390, "XOF", { kind: "percent", value: 33 })).toBe(65_925);
    expect(afterCoupon(10, "EUR", { kind: "amount", value: 25, currency: "EUR" })).toBe(0);
    expect(afterCoupon(10, "EUR", { kind: "percent", value: 150 })).toBe(0);
  });

  it("applies a coupon only to the plans it was checked for, and an amount only in its own currency", () => {
    expect(couponApplies(twentyOff, { id: "solo-yearly", currency: "EUR" })).toBe(false);
    const euros = {
      code: "MOINS10",
      discount: { kind: "amount" as const, value: 10, currency: "EUR" as const },
      planIds: [africa.id],
    };
    expect(couponApplies(euros, africa)).toBe(false);
    const preview = previewPrice(africa, { coupon: euros });
    expect(preview).toMatchObject({ total: 98_390, couponCode: null, couponSaving: 0 });
  });

  it("combines a campaign price and a coupon", () => {
    const preview = previewPrice(family, { campaignPrice: 99.99, coupon: twentyOff });
    expect(preview).toMatchObject({ listPrice: 149.99, basePrice: 99.99, baseSource: "campaign", total: 79.99 });
  });
});

describe("unitPriceFor (§9 unit price of a coupon price)", () => {
  it("divides by the duration in the unit and rounds by currency; none for a lifetime plan", () => {
    expect(unitPriceFor({ durationInUnit: 12, currency: "EUR" }, 119.99)).toBe(10);
    expect(unitPriceFor({ durationInUnit: 12, currency: "XOF" }, 93_390)).toBe(7_785);
    expect(unitPriceFor({ durationInUnit: null, currency: "EUR" }, 99.99)).toBeNull();
  });
});
