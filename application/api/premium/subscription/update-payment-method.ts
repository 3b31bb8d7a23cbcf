// Issue 15 (ADR 029, 040): the member replaces the card their renewals are charged to, from /mon-compte. `start`
// opens the provider's setup flow (Stripe Checkout in setup mode, the sandbox's setup page); the provider's SIGNED
// event then carries the new card (never the browser), and `complete` keeps it once per event; the provider's own
// subscription is then told to charge it, and a past-due term's refused invoice is charged again at once with it
// (its event settles the renewal exactly once, RecordRenewalEvent).
import { err, ok, type Result } from "neverthrow";
import { inject, injectable } from "tsyringe";
import { canUpdateCard } from "../../../../domain/premium/subscription.ts";
import { CARD_UPDATE_RETURN } from "../../../contracts/premium/subscription.ts";
import type { WebhookOutcome } from "../../../contracts/premium/checkout.ts";
import { MemberRepositoryToken, type MemberRepository } from "../../account/members/ports.ts";
import {
  ApiSettingsToken,
  AppLoggerToken,
  ClockToken,
  IdGeneratorToken,
  type ApiSettings,
  type AppLogger,
  type Clock,
  type IdGenerator,
} from "../../shared/ports.ts";
import { PlanRepositoryToken, type PlanRepository } from "../catalog/ports.ts";
import {
  PaymentLedgerToken,
  PaymentProvidersToken,
  type PaymentLedger,
  type PaymentProviders,
} from "../checkout/ports.ts";
import { keepEvent } from "../checkout/kept-event.ts";
import type { PaymentEvent } from "../subscriptions.ts";
import { planFacts } from "./plan-facts.ts";
import { ManagedSubscriptionRepositoryToken, type ManagedSubscriptionRepository } from "./ports.ts";
import { SyncBilling } from "./sync-billing.ts";

/** Issue 15: why a card update cannot be opened. */
export type CardUpdateFailure =
  { type: "NoSubscription" } | { type: "CardUpdateNotAllowed" } | { type: "ProviderFailed" };

@injectable()
export class UpdatePaymentMethod {
  constructor(
    @inject(ManagedSubscriptionRepositoryToken) private readonly subscriptions: ManagedSubscriptionRepository,
    @inject(PlanRepositoryToken) private readonly plans: PlanRepository,
    @inject(PaymentProvidersToken) private readonly providers: PaymentProviders,
    @inject(PaymentLedgerToken) private readonly ledger: PaymentLedger,
    @inject(MemberRepositoryToken) private readonly members: MemberRepository,
    @inject(SyncBilling) private readonly billing: SyncBilling,
    @inject(IdGeneratorToken) private readonly ids: IdGenerator,
    @inject(ApiSettingsToken) private readonly settings: ApiSettings,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(AppLoggerToken) private readonly logger: AppLogger,
  ) {}

  /** Issue 15: where the member's browser enters the card (the provider's setup flow). */
  async start(memberId: string): Promise<Result<{ redirectUrl: string }, CardUpdateFailure>> {
    const now = this.clock.now();
    const current = await this.subscriptions.currentOf(memberId, now);
    if (current === null) return err({ type: "NoSubscription" });
    const plan = await this.plans.findById(current.planId);
    const provider = this.providers.webhook(current.provider);
    if (
      plan === null ||
      !canUpdateCard(current, planFacts(plan, current.provider), now) ||
      provider?.createSetup === undefined
    )
      return err({ type: "CardUpdateNotAllowed" });
    const member = await this.members.findById(memberId);
    const origin = this.settings.publicOrigin;
    const opened = await provider.createSetup({
      subscriptionId: current.id,
      memberId,
      email: member?.email ?? null,
      customerId: current.providerCustomerId,
      currency: plan.plan.currency,
      successUrl: origin + CARD_UPDATE_RETURN.updated,
      cancelUrl: origin + CARD_UPDATE_RETURN.unchanged,
      idempotencyKey: `card-update-${this.ids.uuid()}`,
    });
    if (opened.isErr()) {
      this.logger.warn("subscription.card_update_failed", { subscriptionId: current.id, reason: opened.error.reason });
      return err({ type: "ProviderFailed" });
    }
    return ok(opened.value);
  }

  /**
   * Issue 15: a verified setup event: the card on file of its subscription replaced (once per event id, and only
   * for the member the setup was opened for, while the subscription is still theirs), then told to the provider's
   * subscription, which charges a past-due term's invoice with it at once.
   */
  async complete(event: PaymentEvent): Promise<WebhookOutcome> {
    const now = this.clock.now();
    const setup = event.setup ?? null;
    const card = event.card ?? null;
    const current = setup ? await this.subscriptions.currentOf(setup.memberId, now) : null;
    const target = current !== null && current.id === setup?.subscriptionId ? current : null;
    const outcome = await this.ledger.transaction(async (tx) => {
      const eventRecordId = this.ids.uuid();
      const recorded = await keepEvent(tx, event, { id: eventRecordId, orderId: null, now });
      if (recorded === "duplicate") return "duplicate" as const;
      if (target === null || card === null) {
        await tx.setEventOutcome(eventRecordId, "ignored", null);
        return "ignored" as const;
      }
      await tx.setCardOnFile(target.id, card, now);
      await tx.setEventOutcome(eventRecordId, "card-updated", null);
      return "card-updated" as const;
    });
    if (outcome !== "card-updated" || target === null) return outcome;
    this.logger.info("subscription.card_updated", { subscriptionId: target.id, memberId: target.memberId });
    await this.billing.ofMember(target.memberId, { chargeNow: true });
    return outcome;
  }
}
