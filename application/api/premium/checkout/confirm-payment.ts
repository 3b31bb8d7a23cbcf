// Issue 6: a provider's verified event acts on its order exactly once. In ONE transaction: the order is locked, the
// event is kept under its unique (provider, event id) (a retried delivery stops there), and the order leaves
// `pending` by a conditional update (a second confirmation, whatever its event id, finds it final), and a
// success creates or extends the member's subscription and records the coupon's redemption.
import { err, ok, type Result } from "neverthrow";
import { inject, injectable } from "tsyringe";
import type { PlanDuration } from "../../../../domain/premium/plan.ts";
import { planDuration } from "../../../../domain/premium/plan-duration.ts";
import type { OrderStatus, WebhookOutcome } from "../../../contracts/premium/checkout.ts";
import { PlanRepositoryToken, type PlanRepository, type StoredPlan } from "../catalog/ports.ts";
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
import type { PaymentEvent, SubscriptionRecord } from "../subscriptions.ts";
import { keepEvent } from "./kept-event.ts";
import { isOrderId } from "./order-view.ts";
import {
  OrderRepositoryToken,
  PaymentLedgerToken,
  type OrderRecord,
  type OrderRepository,
  type PaymentLedger,
  type PaymentTransaction,
} from "./ports.ts";
import { issueInvoice, SendOrderConfirmation } from "./receipts.ts";
import { subscriptionChange } from "./subscription-period.ts";
import { GiftCardDelivery, type GiftCardFulfilment } from "./gift-card-purchases.ts";
import { SyncBilling } from "../subscription/sync-billing.ts";

/** Issue 6: a signed event that does not match its order (amount, currency, plan, provider or session): tampering. */
export type PaymentMismatch = { type: "PaymentMismatch"; orderId: string; fields: string[] };

/** Issue 6: which fields of a success event disagree with the order (empty: it matches). */
export function mismatchedFields(order: OrderRecord, event: PaymentEvent): string[] {
  const fields: string[] = [];
  if (event.provider !== order.provider) fields.push("provider");
  if (
    event.providerReference !== null &&
    order.providerReference !== null &&
    event.providerReference !== order.providerReference
  )
    fields.push("providerReference");
  if (event.orderId !== null && event.orderId !== order.id) fields.push("orderId");
  if (event.planId !== null && event.planId !== order.planId) fields.push("planId");
  if (event.kind === "succeeded") {
    if (event.amountMinor !== order.amountMinor) fields.push("amount");
    if ((event.currency ?? "").toUpperCase() !== order.currency) fields.push("currency");
  }
  return fields;
}

/**
 * ADR 010 (issue 14): the statuses a signed success still activates. The money was taken: a late mobile-money
 * callback after the order expired, a success after a failure the provider reported first, a payment completed
 * after the buyer went back: the buyer gets what they paid for, and support is told (a refund may be due).
 */
const LATE_SUCCESS_FROM: ReadonlySet<OrderStatus> = new Set(["failed", "expired", "canceled"]);

/**
 * Issue 6: inside a ledger transaction, activates a paid order: the member's subscriptions are locked, the plan's
 * period is added (a new subscription, or the live one to the same plan extended from its end), the order goes
 * from pending to paid (conditionally), and its coupon's redemption is recorded. False: the order was no longer
 * pending (nothing written).
 */
export async function activateOrder(
  tx: PaymentTransaction,
  input: {
    order: OrderRecord;
    plan: StoredPlan;
    /** The period bought (a gift card may give its own); null: lifetime. */
    duration: PlanDuration | null;
    newId: () => string;
    now: Date;
    /** The order's status before (default pending; a late success: failed, expired or canceled). */
    from?: OrderStatus;
  },
): Promise<
  | { activated: false }
  | {
      activated: true;
      subscriptionId: string;
      couponOutcome: string | null;
      /** Issue 15: the period this payment bought (printed on its receipt). */
      period: { start: Date; end: Date | null };
    }
> {
  const { order, plan, duration, now } = input;
  // A detached order (its buyer deleted the account: ADR 031) is a paid one: no longer pending.
  if (order.memberId === null) return { activated: false };
  const live = await tx.lockMemberSubscriptions(order.memberId, now);
  const change = subscriptionChange(live, plan.plan.id, duration, now);
  const subscriptionId = change.kind === "create" ? input.newId() : change.subscription.id;
  const settled = await tx.settleOrder(
    order.id,
    { status: "paid", failureReason: null, subscriptionId: null, paidAt: now },
    now,
    input.from ?? "pending",
  );
  if (!settled) return { activated: false };
  if (change.kind === "create") {
    const subscription: SubscriptionRecord = {
      id: subscriptionId,
      memberId: order.memberId,
      planId: plan.plan.id,
      product: plan.plan.product,
      provider: order.provider,
      providerReference: order.providerReference ?? order.id,
      status: "active",
      // Issue 6: the buyer of a family master plan becomes the family's holder (the family space reads this flag).
      isFamily: plan.plan.isFamilyMasterPlan,
      periodStart: change.periodStart,
      periodEnd: change.periodEnd,
    };
    await tx.createSubscription(subscription, now);
  } else {
    await tx.extendSubscription(subscriptionId, change.periodEnd, now);
  }
  await tx.linkSubscription(order.id, subscriptionId, now);
  let couponOutcome: string | null = null;
  if (order.couponId !== null) {
    couponOutcome = await tx.redeemCoupon({
      couponId: order.couponId,
      memberId: order.memberId,
      orderReference: order.id,
      now,
    });
  }
  return {
    activated: true,
    subscriptionId,
    couponOutcome,
    period: { start: change.periodStart, end: change.periodEnd },
  };
}

/** Issue 6: acts on a verified provider event, exactly once. */
@injectable()
export class ConfirmPayment {
  constructor(
    @inject(PaymentLedgerToken) private readonly ledger: PaymentLedger,
    @inject(OrderRepositoryToken) private readonly orders: OrderRepository,
    @inject(PlanRepositoryToken) private readonly plans: PlanRepository,
    @inject(IdGeneratorToken) private readonly ids: IdGenerator,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(AppLoggerToken) private readonly logger: AppLogger,
    @inject(BackgroundTasksToken) private readonly background: BackgroundTasks,
    @inject(SendOrderConfirmation) private readonly confirmation: SendOrderConfirmation,
    @inject(GiftCardDelivery) private readonly giftCards: GiftCardDelivery,
    @inject(SyncBilling) private readonly billing: SyncBilling,
  ) {}

  async execute(event: PaymentEvent): Promise<Result<WebhookOutcome, PaymentMismatch>> {
    const now = this.clock.now();
    // Reads outside the transaction (the plan is product data; the order is locked again inside).
    const found = await this.findOrder(event);
    const plan = found ? await this.plans.findById(found.planId) : null;
    const eventRecordId = this.ids.uuid();
    // Issue 15: the card a gift-card order issued in this transaction, mailed once it is committed.
    const issued: { card: Extract<GiftCardFulfilment, { issued: true }> | null } = { card: null };
    // Issue 15 (ADR 040): the subscription a paid order created or extended (its provider's subscription is told).
    const activated: { subscriptionId: string | null } = { subscriptionId: null };

    const result = await this.ledger.transaction(async (tx): Promise<Result<WebhookOutcome, PaymentMismatch>> => {
      // The order's lock first: keeping the event references the order (a foreign key takes a share lock on
      // it), so locking it afterwards would let two deliveries deadlock.
      const order = found ? await tx.lockOrder(found.id) : null;
      const recorded = await keepEvent(tx, event, { id: eventRecordId, orderId: found?.id ?? null, now });
      if (recorded === "duplicate") return ok("duplicate");
      if (!order || !plan) {
        await tx.setEventOutcome(eventRecordId, "ignored", null);
        return ok("ignored");
      }
      const fields = mismatchedFields(order, event);
      if (fields.length > 0) {
        await tx.setEventOutcome(eventRecordId, "rejected", order.id);
        return err({ type: "PaymentMismatch", orderId: order.id, fields });
      }
      if (event.kind === "ignored") {
        await tx.setEventOutcome(eventRecordId, "ignored", order.id);
        return ok("ignored");
      }
      const late = event.kind === "succeeded" && LATE_SUCCESS_FROM.has(order.status);
      if (order.status !== "pending" && !late) {
        await tx.setEventOutcome(eventRecordId, "already-final", order.id);
        return ok("already-final");
      }
      if (event.kind === "succeeded") {
        // Issue 15: a gift-card order issues its card; it never activates a subscription for the buyer.
        if (order.purpose === "gift-card") {
          const fulfilment = await this.giftCards.fulfil(tx, { order, plan, now, from: order.status });
          if (!fulfilment.issued) {
            await tx.setEventOutcome(eventRecordId, "already-final", order.id);
            return ok("already-final");
          }
          issued.card = fulfilment;
        } else {
          const done = await activateOrder(tx, {
            order,
            plan,
            duration: planDuration(plan.plan),
            newId: () => this.ids.uuid(),
            now,
            from: order.status,
          });
          if (!done.activated) {
            await tx.setEventOutcome(eventRecordId, "already-final", order.id);
            return ok("already-final");
          }
          if (event.card) await tx.setCardOnFile(done.subscriptionId, event.card, now);
          activated.subscriptionId = done.subscriptionId;
          // Issue 15: the invoice's number is taken in this transaction (gap-free), once: the order left its status once.
          await issueInvoice(tx, {
            orderId: order.id,
            paidAt: now,
            periodStart: done.period.start,
            periodEnd: done.period.end,
          });
          if (done.couponOutcome !== null && done.couponOutcome !== "redeemed") {
            // Paid at the price the coupon gave: the payment stands; the overrun is logged for support.
            this.logger.warn("payment.coupon_not_redeemed", { orderId: order.id, outcome: done.couponOutcome });
          }
        }
        if (late) {
          // Kept for follow-up: the event row says `activated-late` (support lists them), and the log warns.
          this.logger.warn("payment.late_success", {
            provider: event.provider,
            eventId: event.eventId,
            orderId: order.id,
            previousStatus: order.status,
            memberId: order.memberId,
          });
          await tx.setEventOutcome(eventRecordId, "activated-late", order.id);
          return ok("activated");
        }
        await tx.setEventOutcome(eventRecordId, "activated", order.id);
        return ok("activated");
      }
      const status = event.kind;
      const settled = await tx.settleOrder(
        order.id,
        { status, failureReason: event.failureReason, subscriptionId: null, paidAt: null },
        now,
      );
      await tx.setEventOutcome(eventRecordId, settled ? status : "already-final", order.id);
      return ok(settled ? status : "already-final");
    });

    if (result.isErr()) {
      this.logger.error("payment.tampered", {
        provider: event.provider,
        eventId: event.eventId,
        orderId: result.error.orderId,
        fields: result.error.fields,
      });
    } else {
      this.logger.info("payment.event", {
        provider: event.provider,
        eventId: event.eventId,
        type: event.type,
        orderId: found?.id ?? null,
        outcome: result.value,
      });
      if (!found) this.logger.warn("payment.unknown_order", { provider: event.provider, eventId: event.eventId });
      // Issue 15, L221-13: the confirmation mail of the order this event paid, a subscription or a gift card's sale
      // (only that delivery activated it; the mail's own claim keeps it to one even if it were asked again). After
      // the commit, outside the answer. A gift card's buyer also gets its code (below, to the address they gave).
      if (result.value === "activated" && found) {
        const orderId = found.id;
        this.background.run("payment.confirmation-mail", async () => {
          await this.confirmation.execute(orderId);
        });
      }
      if (issued.card !== null && found && plan) await this.giftCards.send(issued.card, found, plan);
      // ADR 040: a renewing plan paid by card is renewed by its provider's own subscription, created (or told the new
      // end of an extended one) once this payment is committed; the renewal job tells it again if it did not answer.
      const subscriptionId = activated.subscriptionId;
      if (subscriptionId !== null)
        this.background.run("billing.sync", async () => {
          const subscription = await this.billing.find(subscriptionId);
          if (subscription !== null) await this.billing.sync(subscription);
        });
    }
    return result;
  }

  private async findOrder(event: PaymentEvent): Promise<OrderRecord | null> {
    if (event.orderId !== null) return isOrderId(event.orderId) ? this.orders.findById(event.orderId) : null;
    return null;
  }
}
