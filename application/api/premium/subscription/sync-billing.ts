// Issue 15 (ADR 040): the payment provider's own subscription charges a renewing plan's renewals (Stripe Billing, the
// sandbox's billing). This use case tells the provider what it must hold for one of our subscriptions (the domain's
// providerBilling: whether it renews, when it charges next, at which plan's price, on which card) each time that
// changes: after the first payment (it is created), a cancellation or resumption, a change of plan, a new card, an
// extension, an expiry. Each change bumps the subscription's billing version; the provider's acknowledgement records
// the version it holds, and the renewal job tells it again whatever it has not acknowledged (a provider that did not
// answer), under the same idempotency key per version.
import { inject, injectable } from "tsyringe";
import { toMinorUnits } from "../../../../domain/premium/coupons.ts";
import { planDuration } from "../../../../domain/premium/plan-duration.ts";
import { chargeOnNewCard, providerBilling } from "../../../../domain/premium/subscription.ts";
import { AppLoggerToken, ClockToken, type AppLogger, type Clock } from "../../shared/ports.ts";
import { PlanRepositoryToken, type PlanRepository } from "../catalog/ports.ts";
import { PaymentProvidersToken, type PaymentProviders } from "../checkout/ports.ts";
import type { SubscriptionSync } from "../subscriptions.ts";
import { planFacts } from "./plan-facts.ts";
import {
  ManagedSubscriptionRepositoryToken,
  type ManagedSubscription,
  type ManagedSubscriptionRepository,
} from "./ports.ts";

/** Issue 15 (ADR 040): what telling the provider did. */
export type SyncOutcome = "synced" | "unchanged" | "failed";

@injectable()
export class SyncBilling {
  constructor(
    @inject(ManagedSubscriptionRepositoryToken) private readonly subscriptions: ManagedSubscriptionRepository,
    @inject(PlanRepositoryToken) private readonly plans: PlanRepository,
    @inject(PaymentProvidersToken) private readonly providers: PaymentProviders,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(AppLoggerToken) private readonly logger: AppLogger,
  ) {}

  /** A subscription by its id (what a payment created or extended). */
  find(id: string): Promise<ManagedSubscription | null> {
    return this.subscriptions.findById(id);
  }

  /** The member's current subscription told to its provider (after a change made by the member). */
  async ofMember(memberId: string, options: { chargeNow?: boolean } = {}): Promise<SyncOutcome> {
    const current = await this.subscriptions.currentOf(memberId, this.clock.now());
    return current === null ? "unchanged" : this.sync(current, options);
  }

  /**
   * Tells the provider what it must hold for `s`, when it has not acknowledged it yet. `chargeNow`: a new card on a
   * past-due subscription, whose refused invoice the provider charges again at once.
   */
  async sync(s: ManagedSubscription, options: { chargeNow?: boolean } = {}): Promise<SyncOutcome> {
    const now = this.clock.now();
    const chargeNow = options.chargeNow === true && chargeOnNewCard(s);
    if (s.billingSyncedVersion === s.billingVersion && !chargeNow) return "unchanged";
    const provider = this.providers.webhook(s.provider);
    const plan = await this.plans.findById(s.planId);
    const pending = s.pendingPlanId !== null ? await this.plans.findById(s.pendingPlanId) : null;
    const renewsTo = pending !== null && pending.active ? pending : plan;
    const billing =
      plan !== null && renewsTo !== null
        ? providerBilling(s, planFacts(plan, s.provider), planFacts(renewsTo, s.provider))
        : null;
    // A plan that never renews by card (mobile money, a gift card, a fixed term), with nothing held: the provider has
    // nothing to be told. A renewing one is always told (a creation whose answer was lost may hold one we do not know).
    const neverBilled = plan === null || planFacts(plan, s.provider).planType !== "RENEWING";
    if (provider?.syncSubscription === undefined || (neverBilled && s.providerSubscriptionId === null)) {
      await this.subscriptions.markBillingSynced(s.id, s.billingVersion, s.providerSubscriptionId, now);
      return "synced";
    }
    const every = renewsTo !== null ? planDuration(renewsTo.plan) : null;
    const sync: SubscriptionSync = {
      subscriptionId: s.id,
      memberId: s.memberId,
      providerSubscriptionId: s.providerSubscriptionId,
      billing:
        billing !== null && renewsTo !== null && every !== null
          ? {
              renews: billing.renews,
              nextChargeAt: billing.nextChargeAt,
              plan: { id: billing.planId, name: renewsTo.names.fr },
              amountMinor: toMinorUnits(billing.amount, billing.currency),
              currency: billing.currency,
              every,
            }
          : null,
      card:
        s.cardBrand !== null && s.cardLast4 !== null
          ? {
              brand: s.cardBrand,
              last4: s.cardLast4,
              customerId: s.providerCustomerId,
              paymentMethodId: s.providerPaymentMethodId,
            }
          : null,
      chargeNow,
      idempotencyKey: `billing-${s.id}-${s.billingVersion}${chargeNow ? "-charge" : ""}`,
      creationKey: `subscription-${s.id}-${s.billingSyncedVersion}`,
    };
    const result = await provider.syncSubscription(sync);
    if (result.isErr()) {
      // Nothing acknowledged: the renewal job tells the provider again, under the same key.
      this.logger.warn("billing.sync_failed", { subscriptionId: s.id, reason: result.error.reason });
      return "failed";
    }
    await this.subscriptions.markBillingSynced(s.id, s.billingVersion, result.value.providerSubscriptionId, now);
    this.logger.info("billing.synced", {
      subscriptionId: s.id,
      version: s.billingVersion,
      providerSubscriptionId: result.value.providerSubscriptionId,
      chargeNow,
    });
    return "synced";
  }
}
