// Answers of the commerce API built from the domain's catalogue and campaign seeds, for the premium use-case
// tests and the Storybook stories (the same data the API seeds, never typed twice).
import {
  CATALOG_BY_ID,
  TESTING_MODE_PLAN,
  type CatalogEntry,
  type CatalogPlanId,
} from "../../../domain/premium/catalog.ts";
import { preparePlans } from "../../../domain/premium/pricing.ts";
import { SEED_CAMPAIGNS } from "../../../domain/premium/campaign-seeds.ts";
import { countdownAt, splitRemaining } from "../../../domain/premium/campaign.ts";
import type { CampaignDetailResponse, CampaignResponse } from "../../contracts/premium/campaigns.ts";
import type { OrderView } from "../../contracts/premium/checkout.ts";
import type { PlanResponse } from "../../contracts/premium/plans.ts";

/** §7: the plans of a list as the API answers them (family first, then solo, derived fields filled). */
export function planResponses(ids: readonly CatalogPlanId[], currentPlanIds: readonly string[] = []): PlanResponse[] {
  return responses(
    ids.map((id) => CATALOG_BY_ID[id]),
    currentPlanIds,
  );
}

function responses(entries: readonly Pick<CatalogEntry, "plan" | "names">[], currentPlanIds: readonly string[]) {
  const names = new Map(entries.map((entry) => [entry.plan.id, entry.names]));
  const prepared = preparePlans(entries.map((entry) => entry.plan));
  return [...prepared.family, ...prepared.solo].map(
    ({ priceByUnit, promoPriceByUnit, unitUsed, durationInUnit, discount, ...plan }): PlanResponse => ({
      ...plan,
      names: names.get(plan.id)!,
      derived: { priceByUnit, promoPriceByUnit, unitUsed, durationInUnit, discount },
      isCurrentPlan: currentPlanIds.includes(plan.id),
    }),
  );
}

/** §7 testing mode: its one-day plan (XOF, mobile money) as the API answers it, a duration counted in days. */
export const TESTING_PLAN = responses(
  [{ plan: TESTING_MODE_PLAN, names: { fr: TESTING_MODE_PLAN.name, en: "Test, one day (mobile money)" } }],
  [],
)[0]!;

/** §7 France: the listed plans (yearly, quarterly, monthly; family and solo). */
export const FRANCE_PLAN_IDS: readonly CatalogPlanId[] = [
  "family-yearly",
  "family-quarterly",
  "family-monthly",
  "solo-yearly",
  "solo-quarterly",
  "solo-monthly",
];
/** §7 Francophone Africa: the XOF plans. */
export const AFRICA_PLAN_IDS: readonly CatalogPlanId[] = [
  "africa-family-yearly-mobile-money",
  "africa-family-yearly-card",
];

export const FRANCE_PLANS = planResponses(FRANCE_PLAN_IDS);
export const AFRICA_PLANS = planResponses(AFRICA_PLAN_IDS);

/** A plan of a list by id (throws in a test when it is missing). */
export function planById(plans: readonly PlanResponse[], id: string): PlanResponse {
  const plan = plans.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`no plan ${id}`);
  return plan;
}

/** §3 Offer campaign: a seeded campaign (by slug and era) as GET /campaigns/{slug} answers it at `at`. */
export function campaignDetail(
  slug: string,
  at: Date,
  options: {
    era?: "historical" | "current";
    currentOffers?: CampaignDetailResponse["currentOffers"];
    promoPrice?: number | null;
  } = {},
): CampaignDetailResponse {
  const seed = SEED_CAMPAIGNS.find((c) => c.slug === slug && c.era === (options.era ?? "current"));
  if (!seed) throw new Error(`no campaign ${slug}`);
  const start = Date.parse(seed.startDate);
  const end = Date.parse(seed.endDate);
  const t = at.getTime();
  const state = t < start ? "upcoming" : t < end ? "live" : "ended";
  const countdown = countdownAt(seed, at);
  const [plan] = seed.plan ? planResponses([seed.plan.id as CatalogPlanId]) : [];
  const campaign: CampaignResponse = {
    id: seed.id,
    slug: seed.slug,
    kind: seed.kind,
    planId: seed.planId,
    plan: plan ?? null,
    paywallPath: seed.paywallPath,
    successPath: seed.successPath ?? null,
    couponCode: seed.couponCode,
    startDate: new Date(start).toISOString(),
    endDate: new Date(end).toISOString(),
    counterRotation: seed.counterRotation,
    counterOffset: seed.counterOffset,
    bannerPagesVisibile: [...seed.bannerPagesVisibile],
    promoPrice: options.promoPrice ?? null,
    state,
    countdown: countdown
      ? {
          remainingMs: countdown.remainingMs,
          endsAt: countdown.endsAt.toISOString(),
          ...splitRemaining(countdown.remainingMs),
        }
      : null,
    startsInMs: state === "upcoming" ? start - t : null,
  };
  const currentOffers =
    options.currentOffers !== undefined
      ? options.currentOffers
      : state === "live"
        ? null
        : SEED_CAMPAIGNS.filter(
            (c) => c.era === "current" && c.slug !== slug && Date.parse(c.startDate) <= t && t < Date.parse(c.endDate),
          )
            .slice(0, 4)
            .map((c) => ({
              id: c.id,
              slug: c.slug,
              kind: c.kind,
              planId: c.planId,
              paywallPath: c.paywallPath,
              endDate: new Date(c.endDate).toISOString(),
            }));
  return { at: at.toISOString(), campaign, currentOffers };
}

/** Issue 6: an order as GET /checkout/orders/{id} answers it. */
export function orderView(overrides: Partial<OrderView> = {}): OrderView {
  const plan = CATALOG_BY_ID["family-yearly"];
  return {
    orderId: "ord_123",
    status: "paid",
    purpose: "subscription",
    plan: {
      id: plan.id,
      product: plan.plan.product,
      name: plan.plan.name,
      names: plan.names,
      provider: plan.plan.provider,
      paymentProvider: plan.plan.paymentProvider,
      planType: plan.plan.planType,
      renewingPeriodicity: plan.plan.renewingPeriodicity,
      fixedDuration: plan.plan.fixedDuration,
      fixedDurationUnit: plan.plan.fixedDurationUnit,
      isFamilyMasterPlan: plan.plan.isFamilyMasterPlan,
    },
    currency: "EUR",
    amount: 149.99,
    amountMinor: 14999,
    listPrice: 149.99,
    discount: 0,
    couponCode: null,
    campaignSlug: null,
    provider: "sandbox",
    successPath: "/subscribe-success",
    failurePath: "/subscribe-failed",
    failureReason: null,
    createdAt: "2026-11-21T10:00:00.000Z",
    paidAt: "2026-11-21T10:01:00.000Z",
    subscription: {
      id: "sub_1",
      planId: plan.id,
      status: "active",
      isFamily: true,
      periodStart: "2026-11-21T10:01:00.000Z",
      periodEnd: "2027-11-21T10:01:00.000Z",
    },
    ...overrides,
  };
}

/** Issue 6: the mobile-money plan of an order (XOF). */
export function mobileMoneyOrderPlan(): OrderView["plan"] {
  const plan = CATALOG_BY_ID["africa-family-yearly-mobile-money"];
  return {
    id: plan.id,
    product: plan.plan.product,
    name: plan.plan.name,
    names: plan.names,
    provider: plan.plan.provider,
    paymentProvider: plan.plan.paymentProvider,
    planType: plan.plan.planType,
    renewingPeriodicity: plan.plan.renewingPeriodicity,
    fixedDuration: plan.plan.fixedDuration,
    fixedDurationUnit: plan.plan.fixedDurationUnit,
    isFamilyMasterPlan: plan.plan.isFamilyMasterPlan,
  };
}
