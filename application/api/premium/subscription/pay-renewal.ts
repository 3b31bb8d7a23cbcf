// Issue 15 (ADR 029 addendum): a renewal the bank refused because the card holder must authenticate it
// (`authentication_required`, a PaymentIntent left `requires_action`) cannot be charged off-session. Its member pays
// that same renewal order on the provider's payment page (Stripe Checkout in payment mode, where Stripe
// authenticates the card; the sandbox's test page), reached from the refusal's mail and /mon-compte. The provider's
// signed event settles it exactly once in ConfirmPayment's transaction (the order's lock and status, the event's
// unique id): the subscription moves to its next period if it is still past due at that term; otherwise (renewed,
// expired, canceled meanwhile) the payment follows the late-success rule of ADR 010.
import { err, ok, type Result } from "neverthrow";
import { inject, injectable } from "tsyringe";
import { planDuration } from "../../../../domain/premium/plan-duration.ts";
import { RENEWAL_PAYMENT_PAGE, type RenewalPaymentView } from "../../../contracts/premium/subscription.ts";
import { MemberRepositoryToken, type MemberRepository } from "../../account/members/ports.ts";
import {
  ApiSettingsToken,
  AppLoggerToken,
  ClockToken,
  type ApiSettings,
  type AppLogger,
  type Clock,
} from "../../shared/ports.ts";
import { PlanRepositoryToken, type PlanRepository, type StoredPlan } from "../catalog/ports.ts";
import {
  OrderRepositoryToken,
  PaymentProvidersToken,
  type OrderRecord,
  type OrderRepository,
  type PaymentProviders,
  type PaymentTransaction,
} from "../checkout/ports.ts";
import { fromMinorUnits, withOrder } from "../checkout/order-view.ts";
import { issueInvoice } from "../checkout/receipts.ts";
import { periodEnd } from "../checkout/subscription-period.ts";
import type { CardOnFile } from "../subscriptions.ts";
import { ManagedSubscriptionRepositoryToken, type ManagedSubscriptionRepository } from "./ports.ts";
import { renewalAwaitingMember, renewalKeyParts } from "./renewal-orders.ts";

/** A renewal order opened again for its member lives a day (the provider's session, at most 24 hours, ends first). */
const RENEWAL_PAYMENT_TTL_MS = 24 * 3_600_000;

/** Issue 15: what settling a renewal order's payment did. */
export type RenewalSettlement =
  | { kind: "not-a-renewal" }
  /** The term was renewed by this payment (the invoice numbered in the same transaction). */
  | { kind: "renewed"; subscriptionId: string; term: Date; newPeriodEnd: Date }
  /** The subscription is no longer past due at that term: the caller applies the late-success rule. */
  | { kind: "late" };

/**
 * Issue 15: inside ConfirmPayment's transaction (the order locked, the event kept once), a renewal order's success:
 * the subscription, still past due at the order's term, renewed to the order's plan, the order paid from its status,
 * the card the member authenticated kept for the next renewals, the invoice numbered.
 */
export async function settleRenewalPayment(
  tx: PaymentTransaction,
  input: { order: OrderRecord; plan: StoredPlan; card: CardOnFile | null; now: Date },
): Promise<RenewalSettlement> {
  const { order, plan, now } = input;
  const parts = order.purpose === "subscription" ? renewalKeyParts(order.idempotencyKey) : null;
  if (parts === null) return { kind: "not-a-renewal" };
  const newPeriodEnd = periodEnd(parts.term, planDuration(plan.plan)) ?? parts.term;
  const moved = await tx.completeRenewalTerm({
    subscriptionId: parts.subscriptionId,
    term: parts.term,
    planId: plan.plan.id,
    isFamily: plan.plan.isFamilyMasterPlan,
    newPeriodEnd,
    now,
  });
  if (!moved) return { kind: "late" };
  const settled = await tx.settleOrder(
    order.id,
    { status: "paid", failureReason: null, subscriptionId: parts.subscriptionId, paidAt: now },
    now,
    order.status,
  );
  // The order is locked and its status was read in this transaction: a refusal here is a bug (rolled back).
  if (!settled) throw new Error(`renewal order ${order.id} could not be settled`);
  if (input.card) await tx.setCardOnFile(parts.subscriptionId, input.card, now);
  await issueInvoice(tx, { orderId: order.id, paidAt: now, periodStart: parts.term, periodEnd: newPeriodEnd });
  return { kind: "renewed", subscriptionId: parts.subscriptionId, term: parts.term, newPeriodEnd };
}

/** Issue 15: why a renewal cannot be paid by its member. */
export type PayRenewalFailure = { type: "NoRenewalPayment" } | { type: "ProviderFailed" };

@injectable()
export class PayRenewal {
  constructor(
    @inject(ManagedSubscriptionRepositoryToken) private readonly subscriptions: ManagedSubscriptionRepository,
    @inject(OrderRepositoryToken) private readonly orders: OrderRepository,
    @inject(PlanRepositoryToken) private readonly plans: PlanRepository,
    @inject(PaymentProvidersToken) private readonly providers: PaymentProviders,
    @inject(MemberRepositoryToken) private readonly members: MemberRepository,
    @inject(ApiSettingsToken) private readonly settings: ApiSettings,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(AppLoggerToken) private readonly logger: AppLogger,
  ) {}

  /** The member's renewal awaiting payment, with its plan and subscription (null: none). */
  private async awaiting(memberId: string, now: Date) {
    const current = await this.subscriptions.currentOf(memberId, now);
    const order = current ? await renewalAwaitingMember(this.orders, current) : null;
    const plan = order ? await this.plans.findById(order.planId) : null;
    return current && order && plan && current.periodEnd ? { current, order, plan, term: current.periodEnd } : null;
  }

  /** Issue 15: what the payment page shows. */
  async view(memberId: string): Promise<Result<RenewalPaymentView, PayRenewalFailure>> {
    const found = await this.awaiting(memberId, this.clock.now());
    if (found === null) return err({ type: "NoRenewalPayment" });
    const { order, plan, term } = found;
    return ok({
      orderId: order.id,
      names: { fr: plan.names.fr, en: plan.names.en },
      amount: fromMinorUnits(order.amountMinor, order.currency),
      currency: order.currency,
      term: term.toISOString(),
    });
  }

  /**
   * Issue 15: the provider's payment page for that same renewal order. An order whose page is still open answers
   * it again (one session per order at a time); otherwise the order is opened again for a day and a session made.
   */
  async start(memberId: string): Promise<Result<{ redirectUrl: string }, PayRenewalFailure>> {
    const now = this.clock.now();
    const found = await this.awaiting(memberId, now);
    const provider = found ? this.providers.webhook(found.order.provider) : null;
    if (found === null || provider === null) return err({ type: "NoRenewalPayment" });
    const { current, order, plan } = found;
    if (order.status === "pending" && order.expiresAt > now && order.redirectUrl !== null)
      return ok({ redirectUrl: order.redirectUrl });
    const expiresAt = new Date(now.getTime() + RENEWAL_PAYMENT_TTL_MS);
    if (!(await this.orders.reopenForPayment(order.id, expiresAt, now))) return err({ type: "NoRenewalPayment" });
    const member = await this.members.findById(memberId);
    const origin = this.settings.publicOrigin;
    const session = await provider.createCheckout({
      orderId: order.id,
      memberId,
      email: member?.email ?? null,
      plan: {
        id: plan.plan.id,
        name: plan.names.fr,
        kind: plan.plan.provider,
        paymentProvider: plan.plan.paymentProvider,
        renewing: true,
      },
      amountMinor: order.amountMinor,
      currency: order.currency,
      successUrl: origin + withOrder(order.successPath, order.id),
      cancelUrl: origin + RENEWAL_PAYMENT_PAGE,
      // One session per opening of the order (its expiry is in the key: the same opening answers the same session).
      idempotencyKey: `renewal-payment-${order.id}-${expiresAt.getTime()}`,
      expiresAt,
      customerId: current.providerCustomerId,
    });
    if (session.isErr()) {
      this.logger.warn("renewal.payment_page_failed", { orderId: order.id, reason: session.error.reason });
      return err({ type: "ProviderFailed" });
    }
    await this.orders.attachSession(order.id, session.value, now);
    this.logger.info("renewal.payment_page", { orderId: order.id, subscriptionId: current.id });
    return ok({ redirectUrl: session.value.redirectUrl });
  }
}
