// §3 promoPrice, §3 Offer campaign, §3 Coupon validation, §9 rounding: the price a page SHOWS before payment
// (plan card, order summary). Display only: the server prices every order from its own records at checkout
// (POST /checkout/sessions answers the amount charged) and never reads a price from the page.
import type { Currency } from "../../../domain/premium/plan.ts";
import { chargeAfterCoupon, couponAppliesTo, orderBasePrice } from "../../../domain/premium/coupons.ts";
import { roundUnitPrice } from "../../../domain/premium/pricing.ts";
import type { CouponDiscount } from "../../contracts/premium/coupons.ts";

/** What the preview needs to know of a plan. */
export interface PreviewPlan {
  id: string;
  price: number;
  promoPrice: number | null;
  currency: Currency;
}

/** A coupon as checked by GET /public/coupons/validate (valid, with its discount and the plans it covers). */
export interface PreviewCoupon {
  code: string;
  discount: CouponDiscount;
  /** The plans it was checked for and applies to. */
  planIds: readonly string[];
}

/** §3/§9: the figures of an order summary, in the plan's currency. */
export interface PricePreview {
  currency: Currency;
  /** The plan's price. */
  listPrice: number;
  /** Before the coupon: the campaign's price, else the plan's promo price, else its price. */
  basePrice: number;
  baseSource: "campaign" | "plan" | null;
  /** The coupon that applies to this plan, or null. */
  couponCode: string | null;
  /** basePrice − total. */
  couponSaving: number;
  /** What the buyer should expect to pay. */
  total: number;
}

/** §3 promoPrice / Offer campaign: the base price: the lowest of the plan's price, its promo price and a live campaign's price. */
export function basePrice(
  plan: PreviewPlan,
  campaignPrice: number | null,
): { price: number; source: PricePreview["baseSource"] } {
  return orderBasePrice(plan, campaignPrice);
}

/**
 * §3 Coupon validation: whether a checked coupon comes off this plan: checked for it, and (for a fixed amount)
 * in the plan's currency.
 */
export function couponApplies(coupon: PreviewCoupon, plan: Pick<PreviewPlan, "id" | "currency">): boolean {
  return couponAppliesTo(
    { kind: coupon.discount.kind, currency: coupon.discount.currency ?? null, planIds: coupon.planIds },
    plan,
  );
}

/** §9 rounding: a price less a coupon, never below 0 nor above the price, rounded by the currency's rule. */
export function afterCoupon(price: number, currency: Currency, discount: CouponDiscount): number {
  return chargeAfterCoupon(price, currency, discount);
}

/** §3/§9: the figures an order summary or a plan card shows. */
export function previewPrice(
  plan: PreviewPlan,
  options: { campaignPrice?: number | null; coupon?: PreviewCoupon | null } = {},
): PricePreview {
  const base = basePrice(plan, options.campaignPrice ?? null);
  const coupon = options.coupon && couponApplies(options.coupon, plan) ? options.coupon : null;
  const total = coupon ? afterCoupon(base.price, plan.currency, coupon.discount) : base.price;
  return {
    currency: plan.currency,
    listPrice: plan.price,
    basePrice: base.price,
    baseSource: base.source,
    couponCode: coupon?.code ?? null,
    couponSaving: Math.round((base.price - total) * 100) / 100,
    total,
  };
}

/** §3/§9 priceByUnit for another amount of the same plan (a coupon price): amount / duration in the unit, rounded. */
export function unitPriceFor(
  plan: { durationInUnit: number | null; currency: Currency },
  amount: number,
): number | null {
  return plan.durationInUnit === null || plan.durationInUnit <= 0
    ? null
    : roundUnitPrice(amount / plan.durationInUnit, plan.currency);
}
