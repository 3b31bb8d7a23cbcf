// Issue 15 (ADR 040): the events of the payment provider's own subscription act on ours exactly once. In ONE ledger
// transaction: the subscription is locked, the event is kept under its unique (provider, event id) (a retried
// delivery stops there), and the subscription moves by a conditional update from the state the event expects:
// - paid: the renewal of the current term was charged: the next period starts (a pending change of plan applied),
//   the term's order is paid and its invoice numbered; a charge for a term we had let go (cancelled, or expired
//   after its grace period) still gives the period paid for (ADR 010's late success), logged for follow-up;
// - refused: the provider's n-th charge of the term was refused: past due within the grace period while it retries,
//   expired after the last refusal (domain: afterRefusedRenewal); the term's order keeps the reason and the
//   provider's page where its member may pay it;
// - ended: the provider's subscription is over: a past-due one expires; an active one is created again.
// The mails follow the commit, once per subscription, kind and term (RenewalMails).
import { inject, injectable } from "tsyringe";
import { planDuration } from "../../../../domain/premium/plan-duration.ts";
import { toMinorUnits } from "../../../../domain/premium/coupons.ts";
import {
  afterRefusedRenewal,
  isCurrentTerm,
  renewalAwaitsMember,
  type AfterRefusedRenewal,
} from "../../../../domain/premium/subscription.ts";
import type { CheckoutProvider, WebhookOutcome } from "../../../contracts/premium/checkout.ts";
import {
  AppLoggerToken,
  BackgroundTasksToken,
  ClockToken,
  IdGeneratorToken,
  type AppLogger,
  type BackgroundTasks,
  type Clock,
  type IdGenerator,
} from "../../shared/ports.ts";
import { PlanRepositoryToken, type PlanRepository, type StoredPlan } from "../catalog/ports.ts";
import {
  PaymentLedgerToken,
  type MemberOrder,
  type OrderRecord,
  type PaymentLedger,
  type PaymentTransaction,
} from "../checkout/ports.ts";
import { keepEvent } from "../checkout/kept-event.ts";
import { issueInvoice } from "../checkout/receipts.ts";
import { periodEnd } from "../checkout/subscription-period.ts";
import type { CardOnFile, PaymentEvent, ProviderRenewalEvent } from "../subscriptions.ts";
import { RenewalMails } from "./renewal-mails.ts";
import { renewalKey } from "./renewal-orders.ts";
import {
  ManagedSubscriptionRepositoryToken,
  type ManagedSubscription,
  type ManagedSubscriptionRepository,
} from "./ports.ts";
import { SyncBilling } from "./sync-billing.ts";

/** What to mail once the transaction is committed. */
type AfterCommit =
  | { kind: "renewed"; s: ManagedSubscription; plan: StoredPlan; term: Date; newPeriodEnd: Date }
  | {
      kind: "refused";
      s: ManagedSubscription;
      plan: StoredPlan;
      term: Date;
      after: AfterRefusedRenewal;
      reason: string;
    }
  | { kind: "none" };

@injectable()
export class RecordRenewalEvent {
  constructor(
    @inject(PaymentLedgerToken) private readonly ledger: PaymentLedger,
    @inject(ManagedSubscriptionRepositoryToken) private readonly subscriptions: ManagedSubscriptionRepository,
    @inject(PlanRepositoryToken) private readonly plans: PlanRepository,
    @inject(RenewalMails) private readonly mails: RenewalMails,
    @inject(SyncBilling) private readonly billing: SyncBilling,
    @inject(IdGeneratorToken) private readonly ids: IdGenerator,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(BackgroundTasksToken) private readonly background: BackgroundTasks,
    @inject(AppLoggerToken) private readonly logger: AppLogger,
  ) {}

  async execute(event: PaymentEvent & { renewal: ProviderRenewalEvent }): Promise<WebhookOutcome> {
    const now = this.clock.now();
    const r = event.renewal;
    // Reads outside the transaction (plans are product data; the subscription is locked again inside).
    const known = await this.subscriptions.findById(r.subscriptionId);
    const planIds = [known?.planId, known?.pendingPlanId, r.planId].filter((id): id is string => !!id);
    const plans = new Map((await this.plans.findByIds(planIds)).map((p) => [p.plan.id, p]));
    const committed: { mail: AfterCommit } = { mail: { kind: "none" } };

    const outcome = await this.ledger.transaction(async (tx): Promise<WebhookOutcome> => {
      // The subscription's lock first: the provider's events of one subscription are acted on one after the other.
      const s = await tx.lockSubscription(r.subscriptionId);
      const eventRecordId = this.ids.uuid();
      const recorded = await keepEvent(tx, event, { id: eventRecordId, orderId: null, now });
      if (recorded === "duplicate") return "duplicate";
      const done = async (outcome: Parameters<PaymentTransaction["setEventOutcome"]>[1], orderId: string | null) => {
        await tx.setEventOutcome(eventRecordId, outcome, orderId);
      };
      // The event is signed, and names our subscription in the metadata this server gave the provider's one.
      if (s === null || s.memberId !== r.memberId || s.provider !== event.provider) {
        await done("ignored", null);
        return "ignored";
      }
      if (r.outcome === "ended") {
        const ended = await tx.endProviderSubscription({
          subscriptionId: s.id,
          providerSubscriptionId: r.providerSubscriptionId,
          now,
        });
        await done(ended ? "subscription-ended" : "ignored", null);
        if (ended) this.logger.info("billing.provider_ended", { subscriptionId: s.id, status: s.status });
        return ended ? "subscription-ended" : "ignored";
      }
      if (r.term === null || !isCurrentTerm(s, r.term) || s.periodEnd === null) {
        // An event of a term that is not the subscription's (an earlier one, delivered late): nothing moves. A charge
        // there is money taken without a period to give for it: support follows it up.
        if (r.outcome === "paid")
          this.logger.error("renewal.unmatched_charge", {
            subscriptionId: s.id,
            invoiceId: r.invoiceId,
            term: r.term?.toISOString() ?? null,
          });
        await done("ignored", null);
        return "ignored";
      }
      const term = s.periodEnd;
      const renewsToId = r.planId ?? s.pendingPlanId ?? s.planId;
      const plan = plans.get(renewsToId) ?? plans.get(s.planId);
      if (plan === undefined) {
        await done("ignored", null);
        return "ignored";
      }
      const order = await tx.lockOrderByKey(s.memberId, renewalKey(s.id, term));

      if (r.outcome === "refused") {
        if (order?.status === "paid") {
          await done("already-final", order.id);
          return "already-final";
        }
        const attempt = r.attempt ?? s.renewalAttempts + 1;
        const refusal = afterRefusedRenewal(term, attempt, r.nextAttemptAt);
        const reason = (r.reason ?? "declined").slice(0, 200);
        if (!(await tx.refuseTerm({ subscriptionId: s.id, term, after: refusal, now }))) {
          // A second event of the same refused charge (Stripe sends payment_failed and payment_action_required): the
          // one that says the card holder must authenticate it gives the order its reason and the page to pay it.
          if (
            order?.status === "failed" &&
            attempt === s.renewalAttempts &&
            renewalAwaitsMember(s, reason) &&
            !renewalAwaitsMember(s, order.failureReason)
          ) {
            await tx.refuseOrder(order.id, { failureReason: reason, redirectUrl: r.payUrl, now });
            await done("renewal-refused", order.id);
            return "renewal-refused";
          }
          await done("already-final", order?.id ?? null);
          return "already-final";
        }
        const orderId = order?.id ?? this.ids.uuid();
        if (order !== null) await tx.refuseOrder(order.id, { failureReason: reason, redirectUrl: r.payUrl, now });
        else
          await tx.insertOrder(
            this.renewalOrder({ id: orderId, s, plan, term, r, now, status: "failed", failureReason: reason }),
          );
        await done("renewal-refused", orderId);
        this.logger.warn("renewal.refused", { subscriptionId: s.id, attempt, reason, status: refusal.status });
        committed.mail = { kind: "refused", s, plan, term, after: refusal, reason };
        return "renewal-refused";
      }

      // paid
      if (order?.status === "paid") {
        await done("already-final", order.id);
        return "already-final";
      }
      const duration = planDuration(plan.plan);
      const newPeriodEnd = (duration !== null ? periodEnd(term, duration) : null) ?? term;
      const moved = await tx.renewTerm({
        subscriptionId: s.id,
        term,
        planId: plan.plan.id,
        isFamily: plan.plan.isFamilyMasterPlan,
        newPeriodEnd,
        now,
      });
      if (moved === null) {
        await done("already-final", order?.id ?? null);
        return "already-final";
      }
      const orderId = order?.id ?? this.ids.uuid();
      if (order !== null) {
        const settled = await tx.settleOrder(
          order.id,
          { status: "paid", failureReason: null, subscriptionId: s.id, paidAt: now },
          now,
          order.status,
        );
        // The order is locked and its status was read in this transaction: a refusal here is a bug (rolled back).
        if (!settled) throw new Error(`renewal order ${order.id} could not be settled`);
      } else await tx.insertOrder(this.renewalOrder({ id: orderId, s, plan, term, r, now, status: "paid" }));
      await issueInvoice(tx, { orderId, paidAt: now, periodStart: term, periodEnd: newPeriodEnd });
      // The card the provider charged, when it is another one (its member paid the invoice with a new card).
      if (event.card && !sameCard(s, event.card)) await tx.setCardOnFile(s.id, event.card, now);
      const late = moved.previousStatus === "canceled" || moved.previousStatus === "expired";
      if (late) {
        // ADR 010: the money was taken for a term we had let go; the member gets the period paid for (a cancelled
        // plan stays cancelled and is told to its provider again), and support follows it up.
        this.logger.warn("payment.late_success", {
          provider: event.provider,
          eventId: event.eventId,
          subscriptionId: s.id,
          previousStatus: moved.previousStatus,
          memberId: s.memberId,
        });
        await done("activated-late", orderId);
      } else await done("renewed", orderId);
      this.logger.info("renewal.charged", { subscriptionId: s.id, orderId, term: term.toISOString() });
      committed.mail = { kind: "renewed", s, plan, term, newPeriodEnd };
      return "renewed";
    });

    const mail = committed.mail;
    if (mail.kind !== "none")
      this.background.run("renewal.event-mail", async () => {
        if (mail.kind === "renewed") await this.mails.renewed(mail.s, mail.plan, mail.term, mail.newPeriodEnd, now);
        else await this.mails.refused(mail.s, mail.plan, mail.term, mail.after, mail.reason, now);
      });
    // What the provider must now hold (a late charge on a cancelled plan, a new card, an expiry, an ended one).
    if (outcome === "renewed" || outcome === "renewal-refused" || outcome === "subscription-ended")
      this.background.run("renewal.event-sync", async () => {
        const s = await this.subscriptions.findById(r.subscriptionId);
        if (s !== null) await this.billing.sync(s);
      });
    return outcome;
  }

  /** A renewal order of `term`, created settled by the provider's event (one per subscription and term). */
  private renewalOrder(input: {
    id: string;
    s: ManagedSubscription;
    plan: StoredPlan;
    term: Date;
    r: ProviderRenewalEvent;
    now: Date;
    status: "paid" | "failed";
    failureReason?: string;
  }): MemberOrder {
    const { s, plan, r, now } = input;
    const key = renewalKey(s.id, input.term);
    const amountMinor = r.amountMinor ?? toMinorUnits(plan.plan.price, plan.plan.currency);
    const order: OrderRecord = {
      id: input.id,
      memberId: s.memberId,
      planId: plan.plan.id,
      campaignId: null,
      campaignSlug: null,
      couponId: null,
      couponCode: null,
      amountMinor,
      listPriceMinor: amountMinor,
      currency: plan.plan.currency,
      provider: s.provider as CheckoutProvider,
      providerReference: r.invoiceId,
      redirectUrl: input.status === "failed" ? r.payUrl : null,
      status: input.status,
      idempotencyKey: key,
      requestFingerprint: key,
      email: null,
      successPath: "/mon-compte",
      failurePath: "/mon-compte",
      failureReason: input.failureReason ?? null,
      subscriptionId: s.id,
      createdAt: now,
      updatedAt: now,
      expiresAt: now,
      paidAt: input.status === "paid" ? now : null,
      withdrawalWaiverAt: null,
      purpose: "subscription",
    };
    return { ...order, memberId: s.memberId };
  }
}

/** Issue 15: the card the provider charged is the one on file (brand, last four digits and payment method). */
function sameCard(s: ManagedSubscription, card: CardOnFile): boolean {
  return (
    s.cardBrand === card.brand &&
    s.cardLast4 === card.last4 &&
    (card.paymentMethodId ?? null) === (s.providerPaymentMethodId ?? card.paymentMethodId ?? null)
  );
}
