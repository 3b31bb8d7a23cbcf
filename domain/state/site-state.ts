// §3 "Site-wide state": the offer kinds and user types the promo-code rules (domain/premium/promo.ts) narrow. The
// rest of the spec's site-wide state is held by the web app's session view and app context
// (application/web/account/session, ui/composition/app-context.tsx); see docs/decisions/014-knip-no-test-only-code.md.

/** §3/§4: the two offers. */
export const OFFER_KINDS = ["solo", "family"] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

/** §1: the five audience types used for profiling and the newsletter. */
export const USER_TYPES = ["parents", "primaire", "college", "lycee", "etudiant"] as const;
export type UserType = (typeof USER_TYPES)[number];
