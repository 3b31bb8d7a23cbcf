// Issue 15: a plan as the subscription rules read it (domain/premium/subscription.ts), as bought through a provider.
import { PAYMENT_PROVIDERS, type ProviderKind } from "../../../../domain/premium/plan.ts";
import { effectivePlanType, type PlanFacts } from "../../../../domain/premium/subscription.ts";
import type { StoredPlan } from "../catalog/ports.ts";

/** Issue 15: the facts of a plan the domain rules read, as bought through `provider` (a name). */
export function planFacts(stored: StoredPlan, provider: string): PlanFacts {
  const { plan } = stored;
  return {
    id: plan.id,
    planType: effectivePlanType(plan.planType, providerKind(provider)),
    price: plan.price,
    currency: plan.currency,
    isFamilyMasterPlan: plan.isFamilyMasterPlan,
  };
}

/** Issue 15: the kind of payment behind a provider name (sandbox and stripe take cards). */
export function providerKind(provider: string): ProviderKind {
  if (provider === PAYMENT_PROVIDERS.gift_card.name) return "gift_card";
  if (provider === PAYMENT_PROVIDERS.mobile_money.name) return "mobile_money";
  return "card";
}
