// HTTP contract of §7 GET /productplans/getanonymeproductplans?country= and GET /productplans/getproductplans:
// the plans of §3 with all their fields, for the caller's market.
import * as v from "valibot";
import { endpoint } from "../endpoint.ts";
import {
  CURRENCIES,
  DURATION_UNITS,
  PLAN_TYPES,
  PROVIDER_KINDS,
  RENEWING_PERIODICITIES,
} from "../../../domain/premium/plan.ts";

/**
 * §7 `country`: optional. A two-letter code (any case) chooses the market; any other value is ignored and the
 * region comes from the country header, else FR (§7 region rules).
 */
export const PlansQuery = v.object({
  country: v.optional(v.pipe(v.string(), v.maxLength(64, "CountryInvalid"))),
});
export type PlansQuery = v.InferOutput<typeof PlansQuery>;

/**
 * §7 the member's list: `country` is a country the page's address chose (`?country=`), which overrides the profile's;
 * `region` is the region the site resolved from the visitor's own headers (its server calls the API without them),
 * used only when neither the address nor the profile decides.
 */
export const MemberPlansQuery = v.object({
  country: v.optional(v.pipe(v.string(), v.maxLength(64, "CountryInvalid"))),
  region: v.optional(v.pipe(v.string(), v.maxLength(64, "CountryInvalid"))),
});
export type MemberPlansQuery = v.InferOutput<typeof MemberPlansQuery>;

/**
 * §3 derived plan fields, computed by the server with the domain pipeline (`preparePlans`: one unit for the
 * list, family and solo plans compared apart) for convenience only. The client recomputes them with the same
 * domain code and must never send them back as a price: the server prices every order itself.
 */
export const PlanDerived = v.object({
  priceByUnit: v.nullable(v.number()),
  promoPriceByUnit: v.nullable(v.number()),
  unitUsed: v.picklist(DURATION_UNITS),
  durationInUnit: v.nullable(v.number()),
  /** Whole percent off the most expensive comparable plan of the same audience and currency. */
  discount: v.number(),
});
export type PlanDerived = v.InferOutput<typeof PlanDerived>;

/** §3 Plan: every raw field, the display names, the derived fields, and whether the member holds it. */
export const PlanResponse = v.object({
  id: v.string(),
  product: v.string(),
  /** The French display name (the domain's sort key). */
  name: v.string(),
  names: v.object({ fr: v.string(), en: v.string() }),
  price: v.number(),
  promoPrice: v.nullable(v.number()),
  currency: v.picklist(CURRENCIES),
  /** The kind of provider: card, mobile_money or gift_card. */
  provider: v.picklist(PROVIDER_KINDS),
  /** The concrete provider's name (also the end of /validatePayment/{name}). */
  paymentProvider: v.string(),
  planType: v.picklist(PLAN_TYPES),
  renewingPeriodicity: v.nullable(v.picklist(RENEWING_PERIODICITIES)),
  fixedDuration: v.nullable(v.number()),
  fixedDurationUnit: v.nullable(v.picklist(DURATION_UNITS)),
  isFamilyMasterPlan: v.boolean(),
  isPopular: v.boolean(),
  numberOfCoupons: v.number(),
  isStatic: v.boolean(),
  hideCouponSummary: v.boolean(),
  emailRequired: v.boolean(),
  derived: PlanDerived,
  /** getproductplans: true for a plan the member holds through an active subscription; always false anonymously. */
  isCurrentPlan: v.boolean(),
});
export type PlanResponse = v.InferOutput<typeof PlanResponse>;

/** §7: the list of plans, family plans first then solo plans, each side in the domain's order. */
export const PlansResponse = v.array(PlanResponse);
export type PlansResponse = v.InferOutput<typeof PlansResponse>;

const DERIVED_NOTE =
  "Each plan has every §3 field, and `derived` (priceByUnit, promoPriceByUnit, unitUsed, durationInUnit, discount) " +
  "computed with the domain pipeline for convenience: the client recomputes them and must never trust them for " +
  "payment (the server prices every order from its own records).";

/** §7 the plans of the visitor's market. */
export const ANONYMOUS_PLANS = endpoint({
  method: "GET",
  path: "/productplans/getanonymeproductplans",
  summary:
    "The plans of the visitor's market (§7): Francophone Africa gets the XOF plans (mobile money and card), France and every " +
    "other country the EUR plans (card); the testing mode substitutes the one-day prepaid XOF plan. Region: `country`, " +
    "else the country header (cf-ipcountry, x-country-code), else FR. Family plans first, then solo. " +
    DERIVED_NOTE,
  tags: ["plans"],
  query: PlansQuery,
  response: PlansResponse,
  success: {
    status: 200,
    description:
      "The list of plans (cacheable for 60 s, varies with the country headers; X-Plans-Market names the market)",
  },
  errors: { 400: ["ValidationFailed"] },
});

/** §7 the plans of the member's market, with the plans they hold. */
export const MEMBER_PLANS = endpoint({
  method: "GET",
  path: "/productplans/getproductplans",
  summary:
    "The plans of the member's market (§7): `country` when given (the page's address chose it), else the profile's " +
    "country, else `region`, else the country headers, else FR; `isCurrentPlan` marks the plans the member holds through an active subscription. Open to members " +
    "who have not completed profiling (the checkout signs up inside the flow). " +
    DERIVED_NOTE,
  tags: ["plans"],
  query: MemberPlansQuery,
  response: PlansResponse,
  success: { status: 200, description: "The list of plans (private)" },
  errors: { 400: ["ValidationFailed"] },
  member: { profiled: false },
});
