// §3 Plan with its derived fields (§9 Plan computation rules), as the API answers it.
import { preparePlans, type PricedPlan } from "../../../../domain/premium/pricing.ts";
import type { PlanResponse } from "../../../contracts/premium/plans.ts";
import type { StoredPlan } from "./ports.ts";

function view(priced: PricedPlan, stored: StoredPlan | undefined, currentPlanIds: ReadonlySet<string>): PlanResponse {
  const { priceByUnit, promoPriceByUnit, unitUsed, durationInUnit, discount, ...plan } = priced;
  return {
    id: plan.id,
    product: plan.product,
    name: plan.name,
    names: stored?.names ?? { fr: plan.name, en: plan.name },
    price: plan.price,
    promoPrice: plan.promoPrice,
    currency: plan.currency,
    provider: plan.provider,
    paymentProvider: plan.paymentProvider,
    planType: plan.planType,
    renewingPeriodicity: plan.renewingPeriodicity,
    fixedDuration: plan.fixedDuration,
    fixedDurationUnit: plan.fixedDurationUnit,
    isFamilyMasterPlan: plan.isFamilyMasterPlan,
    isPopular: plan.isPopular,
    numberOfCoupons: plan.numberOfCoupons,
    isStatic: plan.isStatic,
    hideCouponSummary: plan.hideCouponSummary,
    emailRequired: plan.emailRequired,
    derived: { priceByUnit, promoPriceByUnit, unitUsed, durationInUnit, discount },
    isCurrentPlan: currentPlanIds.has(plan.id),
  };
}

/**
 * §3/§9: a plan list as answered: the domain pipeline (`preparePlans`) decides the unit, prices each audience
 * on its own and sorts; family plans come first, then solo plans.
 */
export function planResponses(
  stored: readonly StoredPlan[],
  currentPlanIds: ReadonlySet<string> = new Set(),
): PlanResponse[] {
  const byId = new Map(stored.map((s) => [s.plan.id, s]));
  const prepared = preparePlans(stored.map((s) => s.plan));
  return [...prepared.family, ...prepared.solo].map((priced) => view(priced, byId.get(priced.id), currentPlanIds));
}
