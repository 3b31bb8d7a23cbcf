// Coupon rules (§3 Coupon validation request, §9 coupons attached to campaigns) and the amount an order is
// charged. Pure functions: time comes in as an argument.
import { roundUnitPrice } from "./pricing.ts";
import type { Currency, Plan } from "./plan.ts";

/** §3 Coupon: what the rules need to know of a coupon (the API's records and the web's checked coupons). */
export interface CouponTerms {
  kind: "percent" | "amount";
  /** Percent (0 < value <= 100) or an amount in `currency`. */
  value: number;
  /** Required for `amount` coupons, null for `percent` ones. */
  currency: Currency | null;
  /** The plans it applies to; null: every plan. */
  planIds: readonly string[] | null;
  startsAt: Date | null;
  expiresAt: Date | null;
  maxRedemptions: number | null;
  redemptionCount: number;
}

/** §3 Coupon validation: codes match without surrounding spaces and without regard to case (as §4 promo codes). */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

type Timing = Pick<CouponTerms, "startsAt" | "expiresAt" | "maxRedemptions" | "redemptionCount">;

/**
 * §3 Coupon validation: whether a known coupon can be used at `at`, whatever the plan: not started yet
 * (start included), expired (end excluded), or no redemption left; null when it can.
 */
export function couponTimingProblem(coupon: Timing, at: Date): "NotStarted" | "Expired" | "Exhausted" | null {
  const t = at.getTime();
  if (coupon.startsAt !== null && t < coupon.startsAt.getTime()) return "NotStarted";
  if (coupon.expiresAt !== null && t >= coupon.expiresAt.getTime()) return "Expired";
  if (coupon.maxRedemptions !== null && coupon.redemptionCount >= coupon.maxRedemptions) return "Exhausted";
  return null;
}

/**
 * §3 Coupon validation: whether a coupon applies to a plan: the plan is among its plans (or it has no
 * list), and a fixed-amount coupon is in the plan's currency (euros do not come off a price in francs).
 */
export function couponAppliesTo(
  coupon: Pick<CouponTerms, "kind" | "currency" | "planIds">,
  plan: Pick<Plan, "id" | "currency">,
): boolean {
  if (coupon.planIds !== null && !coupon.planIds.includes(plan.id)) return false;
  return coupon.kind === "percent" || coupon.currency === plan.currency;
}

/** §9 Plan computation rules: the currency's rounding (EUR to the cent, half up; XOF up to a multiple of 5). */
export function roundCharge(amount: number, currency: Currency): number {
  return roundUnitPrice(amount, currency);
}

/**
 * §9 Plan computation rules (rounding) applied to an order: the base price less the coupon, never below 0,
 * never above the base, rounded by the
 * currency's rule. The base is a whole amount of the currency (cents, multiples of 5 francs), so rounding
 * up to the next multiple of 5 cannot pass it.
 */
export function chargeAfterCoupon(
  base: number,
  currency: Currency,
  coupon: Pick<CouponTerms, "kind" | "value"> | null,
): number {
  if (coupon === null) return base;
  const off =
    coupon.kind === "percent" ? (base * Math.min(100, Math.max(0, coupon.value))) / 100 : Math.max(0, coupon.value);
  const rest = Math.max(0, base - off);
  return Math.min(base, roundCharge(rest, currency));
}

/** §9 currencies: payment providers count in the currency's minor unit: cents for EUR; XOF has none (zero-decimal). */
export function toMinorUnits(amount: number, currency: Currency): number {
  return currency === "EUR" ? Math.round(amount * 100) : Math.round(amount);
}

/**
 * §3 promoPrice / §3 Offer campaign: an order's base price (before any coupon): a live campaign's price when it is
 * below the plan's price (rounded by the currency's rule), else the plan's promo price when lower, else the price.
 */
export function orderBasePrice(
  plan: Pick<Plan, "price" | "promoPrice" | "currency">,
  campaignPrice: number | null,
): { price: number; source: "campaign" | "plan" | null } {
  if (campaignPrice !== null && campaignPrice > 0 && campaignPrice < plan.price) {
    return { price: Math.min(plan.price, roundCharge(campaignPrice, plan.currency)), source: "campaign" };
  }
  if (plan.promoPrice !== null && plan.promoPrice < plan.price) return { price: plan.promoPrice, source: "plan" };
  return { price: plan.price, source: null };
}
