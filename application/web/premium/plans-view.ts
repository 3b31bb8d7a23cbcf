// §3 Plan (derived fields), §4 Promo code, §9 Plan computation rules: what the plan pages show, built from the
// API's plan list with the domain's own pipeline (the API's `derived` fields are recomputed, never trusted).
// Pure: no I/O; the use cases (load-plans.ts, load-campaign.ts) and the components share it.
import * as v from "valibot";
import {
  PlanSchema,
  type Currency,
  type DurationUnit,
  type PlanDuration,
  type PlanType,
  type ProviderKind,
  type RenewingPeriodicity,
} from "../../../domain/premium/plan.ts";
import { isLifetime, planDuration } from "../../../domain/premium/plan-duration.ts";
import { computePlanPrices, preparePlans, type PlanCounts, type PricedPlan } from "../../../domain/premium/pricing.ts";
import {
  audienceForPromoCode,
  filterOffersByPlanCounts,
  isFamilyOnlyCode,
  type OfferKind,
} from "../../../domain/premium/promo.ts";
import type { PlanResponse } from "../../contracts/premium/plans.ts";

/** §1 Languages: a name in both product languages. */
export interface PlanNames {
  fr: string;
  en: string;
}

/** §3 Plan: one plan card, every figure already computed (serialisable: it travels in loader data). */
export interface PlanCardView {
  id: string;
  names: PlanNames;
  audience: OfferKind;
  price: number;
  promoPrice: number | null;
  currency: Currency;
  provider: ProviderKind;
  paymentProvider: string;
  planType: PlanType;
  renewingPeriodicity: RenewingPeriodicity | null;
  /** Null for a lifetime plan. */
  duration: PlanDuration | null;
  lifetime: boolean;
  priceByUnit: number | null;
  promoPriceByUnit: number | null;
  unitUsed: DurationUnit;
  durationInUnit: number | null;
  /** Whole percent, 0 when none. */
  discount: number;
  isPopular: boolean;
  /** §5: an e-mail is needed to pay (mobile money). */
  emailRequired: boolean;
  /** The member already holds this plan. */
  isCurrentPlan: boolean;
  numberOfCoupons: number;
  hideCouponSummary: boolean;
}

/** §2 /premium: the plans page, family and solo apart (§9), narrowed by the promo code (§4). */
export interface PlansPageView {
  unit: DurationUnit;
  /** The currencies of the list (one in practice: EUR in France, XOF in Francophone Africa). */
  currencies: Currency[];
  /** The payment kinds the list offers (card, mobile money…), in the order of the plans. */
  providers: ProviderKind[];
  family: PlanCardView[];
  solo: PlanCardView[];
  /** §4: the offers shown (solo, family), after the promo code and the available plans. */
  offers: OfferKind[];
  /** §9 counts of the whole list (free 1, solo N, family M). */
  counts: PlanCounts;
  /** §4: the promo code in force, or null. */
  promocode: string | null;
  /** §4: PIXPAY23: family offers only. */
  familyOnly: boolean;
}

interface Extras {
  names: PlanNames;
  isCurrentPlan: boolean;
}

/** §3 Plan: a plan of the API answer as a domain plan (the schema's checks and defaults applied). */
export function toDomainPlan(response: PlanResponse) {
  return v.parse(PlanSchema, {
    id: response.id,
    product: response.product,
    name: response.name,
    price: response.price,
    promoPrice: response.promoPrice,
    currency: response.currency,
    provider: response.provider,
    paymentProvider: response.paymentProvider,
    planType: response.planType,
    renewingPeriodicity: response.renewingPeriodicity,
    fixedDuration: response.fixedDuration,
    fixedDurationUnit: response.fixedDurationUnit,
    isFamilyMasterPlan: response.isFamilyMasterPlan,
    isPopular: response.isPopular,
    numberOfCoupons: response.numberOfCoupons,
    isStatic: response.isStatic,
    hideCouponSummary: response.hideCouponSummary,
    emailRequired: response.emailRequired,
  });
}

/** §3 Plan: the card of one priced plan. */
export function planCard(priced: PricedPlan, extras: Extras): PlanCardView {
  const duration = planDuration(priced);
  return {
    id: priced.id,
    names: extras.names,
    audience: priced.isFamilyMasterPlan ? "family" : "solo",
    price: priced.price,
    promoPrice: priced.promoPrice,
    currency: priced.currency,
    provider: priced.provider,
    paymentProvider: priced.paymentProvider,
    planType: priced.planType,
    renewingPeriodicity: priced.renewingPeriodicity,
    duration,
    lifetime: isLifetime(priced),
    priceByUnit: priced.priceByUnit,
    promoPriceByUnit: priced.promoPriceByUnit,
    unitUsed: priced.unitUsed,
    durationInUnit: priced.durationInUnit,
    discount: priced.discount,
    isPopular: priced.isPopular,
    emailRequired: priced.emailRequired,
    isCurrentPlan: extras.isCurrentPlan,
    numberOfCoupons: priced.numberOfCoupons,
    hideCouponSummary: priced.hideCouponSummary,
  };
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

/**
 * §2 /premium with §3/§4/§9: the API's plans through `preparePlans` (one unit, family and solo priced apart,
 * sorted), then the promo code: PIXPAY23 keeps the family offers only; the offers with no plan are dropped.
 */
export function buildPlansPage(plans: readonly PlanResponse[], promocode: string | null): PlansPageView {
  const extras = new Map(plans.map((p) => [p.id, { names: p.names, isCurrentPlan: p.isCurrentPlan }]));
  const prepared = preparePlans(plans.map(toDomainPlan));
  const card = (priced: PricedPlan) =>
    planCard(priced, extras.get(priced.id) ?? { names: { fr: priced.name, en: priced.name }, isCurrentPlan: false });
  const { offers: allowed } = audienceForPromoCode(promocode);
  const offers = filterOffersByPlanCounts(allowed, prepared.counts);
  const all = [...prepared.family, ...prepared.solo];
  return {
    unit: prepared.unit,
    currencies: unique(all.map((p) => p.currency)),
    providers: unique(all.map((p) => p.provider)),
    family: offers.includes("family") ? prepared.family.map(card) : [],
    solo: offers.includes("solo") ? prepared.solo.map(card) : [],
    offers,
    counts: prepared.counts,
    promocode,
    familyOnly: isFamilyOnlyCode(promocode),
  };
}

/** §3/§9: the card of a plan shown on its own (a campaign's plan): its unit and discount computed for it alone. */
export function singlePlanCard(plan: PlanResponse): PlanCardView {
  const priced = computePlanPrices([toDomainPlan(plan)])[0];
  // computePlanPrices keeps the list's length: one plan in, one plan out.
  if (!priced) throw new Error("computePlanPrices lost a plan");
  return planCard(priced, { names: plan.names, isCurrentPlan: plan.isCurrentPlan });
}

/** All the plans of a page, family first. */
export function allPlans(page: Pick<PlansPageView, "family" | "solo">): PlanCardView[] {
  return [...page.family, ...page.solo];
}
