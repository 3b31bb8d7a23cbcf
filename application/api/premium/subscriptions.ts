// Port of subscriptions: which plan a member holds, through which provider, for which period; and the port of the
// payment providers that sell them (issue 6).
import type { Result } from "neverthrow";
import type { Currency, PlanDuration, ProviderKind } from "../../../domain/premium/plan.ts";
import type { SubscriptionStatus } from "../../../domain/premium/subscription.ts";
import type { StoredWithDates } from "../../contracts/common.ts";
import type { OrderSubscription } from "../../contracts/premium/checkout.ts";

export type { SubscriptionStatus };
export { ACCESS_STATUSES } from "../../../domain/premium/subscription.ts";

/**
 * A subscription as stored: the contract's subscription of an order (OrderSubscription,
 * application/contracts/premium/checkout.ts) with its period as Dates (null end: lifetime) and its status as the
 * domain types it, and what only the store keeps: its member, product and provider. `isFamily`: a family master
 * plan, whose holder may add children who share it.
 */
export interface SubscriptionRecord extends StoredWithDates<OrderSubscription, "periodStart" | "periodEnd"> {
  memberId: string;
  product: string;
  /** The payment provider's name (stripe, mobile-money, gift-card, sandbox). */
  provider: string;
  providerReference: string | null;
}

export interface SubscriptionRepository {
  /**
   * The subscriptions that give access at `now`: period started and not ended, status active or
   * past_due (the provider is retrying a payment), or canceled (renewal stopped, access kept until the end).
   */
  activeOf(memberId: string, now: Date): Promise<SubscriptionRecord[]>;
  create(subscription: SubscriptionRecord, now: Date): Promise<void>;
  updateStatus(id: string, status: SubscriptionStatus, now: Date): Promise<void>;
}
export const SubscriptionRepositoryToken = Symbol("SubscriptionRepository");

/** Issue 6: what a payment provider needs to open its hosted payment page for an order the server priced. */
export interface CheckoutOrder {
  orderId: string;
  memberId: string;
  /** The e-mail for the receipt (mobile money: the one the buyer gave, §5), or null. */
  email: string | null;
  plan: {
    id: string;
    name: string;
    /** card | mobile_money | gift_card */
    kind: ProviderKind;
    /** The plan's concrete provider (stripe, mobile-money). */
    paymentProvider: string;
    /** Issue 15: the plan renews at term: the provider keeps the card for the renewals (charged without the buyer). */
    renewing: boolean;
  };
  /** What to charge, in the currency's minor unit (cents; XOF has none). Never from the client. */
  amountMinor: number;
  currency: Currency;
  /** Absolute URLs the provider sends the browser back to. */
  successUrl: string;
  cancelUrl: string;
  /** Sent to the provider so a retried creation opens the same session (one per order). */
  idempotencyKey: string;
  /** The session should not outlive the order. */
  expiresAt: Date;
  /**
   * Issue 15 (ADR 029 addendum): the provider's customer already on file (a renewal paid by its member: the card
   * they authenticate is saved to it for the next renewals), or absent.
   */
  customerId?: string | null;
}

/** Issue 6: a payment session opened at a provider. */
export interface CheckoutSession {
  /** Where the browser pays (absolute URL). */
  redirectUrl: string;
  /** The provider's id of the session (unique per provider). */
  providerReference: string;
}

/** Issue 6: the provider could not open a session (network, refusal); the order stays pending, a retry may work. */
export type ProviderFailed = { type: "ProviderFailed"; reason: string };

/** Issue 6: what an event of a provider means for an order. */
export const PAYMENT_EVENT_KINDS = ["succeeded", "failed", "canceled", "expired", "ignored"] as const;
export type PaymentEventKind = (typeof PAYMENT_EVENT_KINDS)[number];

/** Issue 6: a provider's event, signature checked and read into our terms. */
export interface PaymentEvent {
  provider: string;
  /** The provider's id of the event: one delivery or many, it is acted on once. */
  eventId: string;
  /** The provider's own type (checkout.session.completed, payment.succeeded…). */
  type: string;
  kind: PaymentEventKind;
  /** Our order id, when the event carries it. */
  orderId: string | null;
  /** The provider's session id, when the event carries it. */
  providerReference: string | null;
  /** What the provider says was bought and paid: checked against the order (tampering). Null: not said. */
  planId: string | null;
  amountMinor: number | null;
  currency: string | null;
  failureReason: string | null;
  /** Issue 15: the card paid with, when the provider says (brand and last four digits, and what charges it again). */
  card?: CardOnFile | null;
  /**
   * Issue 15: a card update's event (the provider's setup flow, not a payment): the subscription whose card on file
   * it replaces, and its member (both set by this server when the setup was opened).
   */
  setup?: { subscriptionId: string; memberId: string } | null;
  /** Issue 15: the provider's id of what saved the card, when the event only names it (Stripe: pi_… or seti_…). */
  savedCardRef?: string | null;
  /** Issue 15 (ADR 040): an event of the provider's own subscription: a renewal charged or refused, or its end. */
  renewal?: ProviderRenewalEvent | null;
  /** SHA-256 (hex) of the raw body. */
  payloadHash: string;
}

/**
 * Issue 15: a provider's event that pays no order (a card update's setup, an event of its own subscription): its ids,
 * nothing of an order, and what it carries (`fields`).
 */
export function eventWithoutOrder(
  ids: Pick<PaymentEvent, "provider" | "eventId" | "type" | "payloadHash">,
  fields: Partial<Omit<PaymentEvent, "provider" | "eventId" | "type" | "payloadHash" | "kind" | "orderId">> = {},
): PaymentEvent {
  return {
    kind: "ignored",
    orderId: null,
    providerReference: null,
    planId: null,
    amountMinor: null,
    currency: null,
    failureReason: null,
    ...fields,
    ...ids,
  };
}

/**
 * Issue 15 (ADR 040): what the provider's own subscription reports. `paid`: it charged the renewal of `term` (the new
 * period's start) on its invoice; `refused`: its `attempt`-th charge of that invoice was refused, and it tries again at
 * `nextAttemptAt` (null: it will not); `ended`: the provider's subscription is over (cancelled at its period's end,
 * or after the last refusal).
 */
export interface ProviderRenewalEvent {
  outcome: "paid" | "refused" | "ended";
  /** Ours and its member, from the provider's subscription's metadata (set by this server when it was created). */
  subscriptionId: string;
  memberId: string;
  providerSubscriptionId: string;
  /** paid and refused: the provider's invoice of the term, the term, and what it charges (plan, minor units). */
  invoiceId: string | null;
  term: Date | null;
  planId: string | null;
  amountMinor: number | null;
  currency: string | null;
  /** refused: which charge of the invoice (from 1), the next one, why, and the provider's page where the member pays it. */
  attempt: number | null;
  nextAttemptAt: Date | null;
  reason: string | null;
  payUrl: string | null;
}

/**
 * Issue 15: the card a subscription's renewals are charged to: brand and last four digits (shown), and the
 * provider's customer and saved payment method (Stripe: cus_…, pm_…; null at the sandbox, which needs none).
 */
export interface CardOnFile {
  brand: string;
  last4: string;
  customerId?: string | null;
  paymentMethodId?: string | null;
}

/** Issue 15: what a provider needs to open its setup flow (a card update, nothing charged) for a subscription. */
export interface CardSetup {
  subscriptionId: string;
  memberId: string;
  email: string | null;
  /** The provider's customer already on file (Stripe attaches the new card to it), or null. */
  customerId: string | null;
  /** The currency of the renewals the card will pay. */
  currency: Currency;
  /** Absolute URLs the browser goes back to. */
  successUrl: string;
  cancelUrl: string;
  /** One setup session per request of the member (a retried creation opens the same one). */
  idempotencyKey: string;
}

/** Issue 6: why an event is refused before anything is read from it. */
export type WebhookRejected = {
  type: "WebhookRejected";
  reason: "missing-signature" | "bad-signature" | "stale" | "malformed";
};

/** Issue 6: the request headers a provider reads its signature from (the Fetch API's Headers fits). */
export interface WebhookHeaders {
  get(name: string): string | null;
}

/**
 * Issue 15 (ADR 040): what the provider's own subscription must hold for one of ours (domain's ProviderBilling, in the
 * provider's terms). The provider makes its subscription match: it creates it when it has none and ours renews (one
 * that does not renew is never created only to end), changes what it charges at the next term, its card, and whether
 * it renews; `billing` null ends what it holds now. Without `providerSubscriptionId`, it first looks for one of ours it
 * holds (a creation whose answer was lost).
 */
export interface SubscriptionSync {
  subscriptionId: string;
  memberId: string;
  /** The provider's subscription, or null: it has none yet (created now). */
  providerSubscriptionId: string | null;
  billing: {
    /** False: it ends at its period's end (cancelled). */
    renews: boolean;
    /** Its next charge: the term (the first period was paid at checkout). */
    nextChargeAt: Date;
    plan: { id: string; name: string };
    amountMinor: number;
    currency: Currency;
    /** One period. */
    every: PlanDuration;
  } | null;
  /** The card it charges (with the provider's customer and payment method, when it keeps them). */
  card: CardOnFile | null;
  /** Charge the term's refused invoice again now (a new card on a past-due subscription). */
  chargeNow: boolean;
  /** One per version of what it must hold: a retried call changes it once. */
  idempotencyKey: string;
  /**
   * What creates the provider's subscription, when it has none: one per subscription and acknowledged version, so
   * that two calls racing before the first answer is stored create one.
   */
  creationKey: string;
}

/** Issue 15: the refund of a paid order (all of it), at the provider that took the payment. */
export interface RefundRequest {
  orderId: string;
  /** The provider's id of the order's payment session. */
  providerReference: string | null;
  amountMinor: number;
  currency: Currency;
  /** One per order: a retried call refunds once. */
  idempotencyKey: string;
}

/**
 * Issue 6: the payment-provider port (sandbox, Stripe Checkout): open a hosted payment session for an order the
 * server priced, and verify and read the provider's signed events. Activation is the checkout use cases' job.
 */
export interface PaymentProvider {
  /** sandbox | stripe */
  readonly name: string;
  createCheckout(order: CheckoutOrder): Promise<Result<CheckoutSession, ProviderFailed>>;
  verifyWebhook(headers: WebhookHeaders, rawBody: string): Result<PaymentEvent, WebhookRejected>;
  /**
   * Issue 15 (ADR 040): makes the provider's own subscription hold `sync` (it charges the renewals at term, retries
   * refused charges and reports by signed events). Answers its id (null once ended). Absent: the provider has no
   * subscriptions (mobile money).
   */
  syncSubscription?(sync: SubscriptionSync): Promise<Result<{ providerSubscriptionId: string | null }, ProviderFailed>>;
  /** Issue 15: opens the provider's setup flow (a new card, nothing charged); its signed event carries `setup`. */
  createSetup?(setup: CardSetup): Promise<Result<{ redirectUrl: string }, ProviderFailed>>;
  /**
   * Issue 15: completes a verified event with the card it saved, when the event only names it (Stripe's Checkout
   * Session names its PaymentIntent or SetupIntent; their payment method is read from the API). ProviderFailed: the
   * event is not taken (the provider delivers it again).
   */
  withSavedCard?(event: PaymentEvent): Promise<Result<PaymentEvent, ProviderFailed>>;
  /**
   * Issue 15: refunds a paid order in full (the 14-day withdrawal of a gift card), once per idempotency key: a
   * repeated call answers the same refund.
   */
  refund(request: RefundRequest): Promise<Result<{ refundId: string }, ProviderFailed>>;
}
/** Issue 6: DI token of the provider chosen by PAYMENT_PROVIDER (the card provider). */
export const PaymentProviderToken = Symbol("PaymentProvider");
