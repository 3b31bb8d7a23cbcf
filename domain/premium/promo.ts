// §3 "Site-wide state" (the promo slice) and §4 "Promo code" / "Clearing the profile": how a promo code
// narrows the offers and user types, how available plans filter the offers, and what clearing the profile keeps.
import type { PlanCounts } from "./pricing.ts";
import { EMPTY_PROFILE, type ProfileEntry, type ProfileMap } from "../account/profile.ts";
import { OFFER_KINDS, USER_TYPES, type OfferKind, type UserType } from "../state/site-state.ts";

export { OFFER_KINDS, USER_TYPES, type OfferKind, type UserType };

/** §4 Promo code: the partner code that restricts the site to family offers for parents. */
export const FAMILY_ONLY_PROMO_CODE = "PIXPAY23";

/**
 * §3 Site-wide state: the slice this module reads and writes. The full state (domain/state, which defines the
 * offer kinds and user types) has these fields with these types, so every function below also
 * takes the full state and returns it with only these fields changed.
 */
export interface PromoStateSlice {
  /** The profile as a map keyed by entry name. */
  readonly profile: ProfileMap;
  /** The profile as served: a list of named entries. */
  readonly rawProfile: readonly ProfileEntry[];
  /** The promo code read from the `promocode` query parameter (§7), or null. */
  readonly promocode: string | null;
  readonly offers: readonly OfferKind[];
  readonly userTypes: readonly UserType[];
}

/** §3 Site-wide state: the initial slice (no profile, no code, solo and family offers, all five user types). */
export const INITIAL_PROMO_STATE: PromoStateSlice = {
  profile: EMPTY_PROFILE,
  rawProfile: [],
  promocode: null,
  offers: OFFER_KINDS,
  userTypes: USER_TYPES,
};

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

/**
 * §4 Promo code: store a code (trimmed; blank means none). PIXPAY23 restricts offers to family and user types
 * to parents; any other code, or none, restores solo and family offers and the five user types.
 */
export function applyPromoCode<S extends PromoStateSlice>(state: S, code: string | null): S {
  const trimmed = code?.trim() ?? "";
  const promocode = trimmed === "" ? null : trimmed;
  return { ...state, promocode, ...audienceForPromoCode(promocode) };
}

/** §4 Promo code: keep the offers for which the available plans have a positive count (order kept). */
export function filterOffersByPlanCounts(
  offers: readonly OfferKind[],
  counts: Pick<PlanCounts, "solo" | "family">,
): OfferKind[] {
  return offers.filter((offer) => counts[offer] > 0);
}

/** §4 Promo code: apply available plans to the state's offers (see filterOffersByPlanCounts). */
export function withAvailablePlans<S extends PromoStateSlice>(
  state: S,
  counts: Pick<PlanCounts, "solo" | "family">,
): S {
  return { ...state, offers: filterOffersByPlanCounts(state.offers, counts) };
}

/** §4: clearing the profile empties both profile forms (map and list) but keeps the promo code. */
export function clearProfile<S extends PromoStateSlice>(state: S): S {
  return { ...state, profile: EMPTY_PROFILE, rawProfile: [] };
}
