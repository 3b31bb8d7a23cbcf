// §3 "Site-wide state" (offers, userTypes) and §4 "Promo code": how a promo code narrows the offers and user
// types, and how available plans filter the offers. The plans page asks these (application/web/premium/plans-view.ts).
import type { PlanCounts } from "./pricing.ts";
import { OFFER_KINDS, USER_TYPES, type OfferKind, type UserType } from "../state/site-state.ts";

export { OFFER_KINDS, USER_TYPES, type OfferKind, type UserType };

/** §4 Promo code: the partner code that restricts the site to family offers for parents. */
export const FAMILY_ONLY_PROMO_CODE = "PIXPAY23";

/** §4 Promo code: codes compare without surrounding spaces and without regard to case. */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

/** §4 Promo code: whether a code is the family-only code. */
export function isFamilyOnlyCode(code: string | null): boolean {
  return code !== null && normalizePromoCode(code) === FAMILY_ONLY_PROMO_CODE;
}

/** §4 Promo code: the offers and user types a code allows. */
export function audienceForPromoCode(code: string | null): {
  offers: readonly OfferKind[];
  userTypes: readonly UserType[];
} {
  return isFamilyOnlyCode(code)
    ? { offers: ["family"], userTypes: ["parents"] }
    : { offers: OFFER_KINDS, userTypes: USER_TYPES };
}

/** §4 Promo code: keep the offers for which the available plans have a positive count (order kept). */
export function filterOffersByPlanCounts(
  offers: readonly OfferKind[],
  counts: Pick<PlanCounts, "solo" | "family">,
): OfferKind[] {
  return offers.filter((offer) => counts[offer] > 0);
}

/**
 * Issue 15: what a promo code does, decided once whether it is typed in a promo field or given by `?promocode=`: the
 * family-only code narrows the offers to the family ones (§4) and is no coupon; any other code is a coupon to check.
 */
export type PromoCodeEffect =
  { kind: "audience"; code: string; offers: readonly OfferKind[] } | { kind: "coupon"; code: string };

/** Issue 15: the effect of a promo code (see PromoCodeEffect). */
export function promoCodeEffect(code: string): PromoCodeEffect {
  const normalized = normalizePromoCode(code);
  return isFamilyOnlyCode(normalized)
    ? { kind: "audience", code: normalized, offers: audienceForPromoCode(normalized).offers }
    : { kind: "coupon", code: normalized };
}
