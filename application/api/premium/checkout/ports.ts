// Ports of the checkout (issue 6): orders, the atomic ledger that turns a confirmed payment into a subscription
// exactly once, gift cards, the payment providers by name, and the checkout's settings.
import type { DurationUnit, Plan } from "../../../../domain/premium/plan.ts";
import type { StoredWithDates } from "../../../contracts/common.ts";
import type {
  CreditNoteSummary,
  GiftCardPurchaseView,
  OrderStatus,
  OrderView,
} from "../../../contracts/premium/checkout.ts";
import type { OrderHistoryEntry } from "../../../contracts/premium/receipts.ts";
import type { RedeemOutcome } from "../catalog/ports.ts";
import type { AfterRefusedRenewal, SubscriptionStatus } from "../../../../domain/premium/subscription.ts";
import type { ManagedSubscription } from "../subscription/ports.ts";
import type { CardOnFile, PaymentProvider, SubscriptionRecord } from "../subscriptions.ts";

/** An order whose buyer still has an account (every order, but the paid ones of deleted accounts). */
export type MemberOrder = OrderRecord & { memberId: string };

/**
 * Issue 6: an order as stored. It is the contract's order (OrderView, application/contracts/premium/checkout.ts) with
 * its dates as Dates, without what the view computes or joins (the plan's view, the amounts in the major unit, the
 * discount, the subscription's view), and with what only the store keeps: the ids of what it refers to, the list
 * price in minor unit, the provider's session, the idempotency key, the buyer's e-mail and its other dates.
 */
export interface OrderRecord extends Omit<
  StoredWithDates<OrderView, "createdAt" | "paidAt">,
  "orderId" | "plan" | "amount" | "listPrice" | "discount" | "subscription"
> {
  /** The order's id (`orderId` in the contract and the URL). */
  id: string;
  /** Null: a paid order kept as an accounting record after its buyer deleted the account (ADR 031). */
  memberId: string | null;
  planId: string;
  campaignId: string | null;
  couponId: string | null;
  listPriceMinor: number;
  providerReference: string | null;
  redirectUrl: string | null;
  idempotencyKey: string;
  requestFingerprint: string;
  email: string | null;
  subscriptionId: string | null;
  updatedAt: Date;
  expiresAt: Date;
  /**
   * Issue 15, L221-28 13°: when the buyer asked for the access to start at once and acknowledged losing the right of
   * withdrawal (null for an order without a checkout, e.g. a redeemed gift card).
   */
  withdrawalWaiverAt: Date | null;
}

/** Issue 6: orders outside the ledger's transactions. */
export interface OrderRepository {
  /**
   * Stores a new order, unless the member already has one with this idempotency key: then nothing is written
   * and that order is answered (two racing requests with one key leave one order).
   */
  create(order: MemberOrder): Promise<{ created: true } | { created: false; existing: MemberOrder }>;
  findById(id: string): Promise<OrderRecord | null>;
  findByIdempotencyKey(memberId: string, key: string): Promise<MemberOrder | null>;
  /** The subscription an order activated (read side of the order view). */
  findSubscription(id: string): Promise<SubscriptionRecord | null>;
  /** Closes a pending order whose time is up (conditional: false when it was no longer pending). */
  expireIfPending(id: string, now: Date): Promise<boolean>;
  /** Records the provider's session of a pending order. */
  attachSession(id: string, session: { providerReference: string; redirectUrl: string }, now: Date): Promise<void>;
}
/** Issue 6: DI token of the OrderRepository port. */
export const OrderRepositoryToken = Symbol("OrderRepository");

/** Issue 6: a provider event as kept (its payload only as a hash). Internal: no contract answers it. */
export interface PaymentEventRecord {
  id: string;
  provider: string;
  providerEventId: string;
  type: string;
  orderId: string | null;
  payloadHash: string;
  receivedAt: Date;
}

/** Issue 6: what an event did, as kept on its record. */
export type PaymentEventOutcome =
  | "processing"
  | "activated"
  /** ADR 010: a success after the order was failed, expired or canceled: activated, and listed for follow-up. */
  | "activated-late"
  | "failed"
  | "canceled"
  | "expired"
  | "already-final"
  | "ignored"
  | "rejected"
  /** Issue 15: a card update's event replaced a subscription's card on file. */
  | "card-updated"
  /** Issue 15 (ADR 040): the provider's own subscription charged a term (renewed), refused it, or ended. */
  | "renewed"
  | "renewal-refused"
  | "subscription-ended";

/**
 * Issue 6 / §3 gift-card provider: a gift card as stored (the code itself is never kept, only its hash). Internal: no
 * contract answers it (a buyer sees their card through GiftCardPurchaseView, which the use case composes).
 */
export interface GiftCardRecord {
  id: string;
  codeHash: string;
  codeHint: string;
  planId: string;
  /** Null: the plan's own duration. */
  duration: number | null;
  durationUnit: DurationUnit | null;
  redeemedBy: string | null;
  redeemedAt: Date | null;
  orderId: string | null;
  /** Issue 15: when its buyer withdrew (a voided card cannot be redeemed). */
  voidedAt: Date | null;
}

/** Issue 6: the order fields written when it leaves `pending`. */
export interface Settlement extends Pick<OrderRecord, "failureReason" | "subscriptionId" | "paidAt"> {
  status: Exclude<OrderStatus, "pending">;
}

/**
 * Issue 6: the writes of one confirmation, all in one database transaction (see PaymentLedger). Every method
 * runs inside it; nothing is visible to others before the work returns.
 */
export interface PaymentTransaction {
  /**
   * Keeps the event, or answers `duplicate` when (provider, provider event id) is already kept: the event was
   * (or is being) acted on by another delivery. Concurrent deliveries of one event: one records, the other
   * waits for it then answers `duplicate`.
   */
  recordEvent(event: PaymentEventRecord): Promise<"recorded" | "duplicate">;
  setEventOutcome(eventRecordId: string, outcome: PaymentEventOutcome, orderId: string | null): Promise<void>;
  /** The order, locked until the transaction ends (confirmations of one order run one after the other). */
  lockOrder(orderId: string): Promise<OrderRecord | null>;
  /**
   * Moves the order from `from` (default `pending`) to a final status, only if it still has that status
   * (conditional update): false when another confirmation settled it first. A late success (ADR 010) moves a
   * failed, expired or canceled order to `paid`.
   */
  settleOrder(orderId: string, settlement: Settlement, now: Date, from?: OrderStatus): Promise<boolean>;
  /** Records the subscription a paid order created or extended. */
  linkSubscription(orderId: string, subscriptionId: string, now: Date): Promise<void>;
  /**
   * Locks the member (all activations of one member run one after the other) and answers their subscriptions
   * that give access at `now`.
   */
  lockMemberSubscriptions(memberId: string, now: Date): Promise<SubscriptionRecord[]>;
  createSubscription(subscription: SubscriptionRecord, now: Date): Promise<void>;
  /** Sets a subscription's end (null: lifetime) and makes it active again. */
  extendSubscription(id: string, periodEnd: Date | null, now: Date): Promise<void>;
  /** Issue 15 (ADR 040): a subscription, locked until the transaction ends (its provider's events one at a time). */
  lockSubscription(id: string): Promise<ManagedSubscription | null>;
  /**
   * Issue 15 (ADR 040): the provider charged the renewal of `term`: the subscription, still at that term, moves to its
   * next period on `planId`, its retries and grace period cleared (conditional update). A cancelled one stays
   * cancelled (it runs to the new end, its provider told again not to renew); any other becomes active. Answers the
   * status it had, or null when it is no longer at that term (renewed already).
   */
  renewTerm(input: {
    subscriptionId: string;
    term: Date;
    planId: string;
    isFamily: boolean;
    newPeriodEnd: Date;
    now: Date;
  }): Promise<{ previousStatus: SubscriptionStatus } | null>;
  /**
   * Issue 15 (ADR 040): the provider refused the `after.renewalAttempts`-th charge of `term`: the subscription, still
   * at that term with fewer refusals, becomes past due or expires (conditional update); false otherwise (an event of
   * an earlier attempt, or of another term, delivered late).
   */
  refuseTerm(input: { subscriptionId: string; term: Date; after: AfterRefusedRenewal; now: Date }): Promise<boolean>;
  /** Issue 15 (ADR 040): a member's order by its idempotency key, locked until the transaction ends. */
  lockOrderByKey(memberId: string, idempotencyKey: string): Promise<OrderRecord | null>;
  /** Issue 15 (ADR 040): the refusal of a renewal order (its reason and the provider's page where it is paid). */
  refuseOrder(orderId: string, input: { failureReason: string; redirectUrl: string | null; now: Date }): Promise<void>;
  /**
   * Issue 15 (ADR 040): the provider's subscription `providerSubscriptionId` of ours is over: forgotten (a new one is
   * created if ours still renews), and ours expires if it was past due. False when ours did not hold that one.
   */
  endProviderSubscription(input: {
    subscriptionId: string;
    providerSubscriptionId: string;
    now: Date;
  }): Promise<boolean>;
  /** Issue 15: records the card a subscription was paid with (its renewals are charged to it). */
  setCardOnFile(subscriptionId: string, card: CardOnFile, now: Date): Promise<void>;
  /** §9 coupons: CouponRepository.redeem, inside this transaction. */
  redeemCoupon(input: {
    couponId: string;
    memberId: string;
    orderReference: string;
    now: Date;
  }): Promise<RedeemOutcome>;
  /** The gift card of a code hash, locked until the transaction ends. */
  lockGiftCard(codeHash: string): Promise<GiftCardRecord | null>;
  markGiftCardRedeemed(id: string, input: { memberId: string; orderId: string; now: Date }): Promise<void>;
  /** Stores an order inside the transaction (gift cards: created already settled). */
  insertOrder(order: MemberOrder): Promise<void>;
  /**
   * Issue 15: the next number of an invoice series (1 for a new series), taken inside this transaction: the series is
   * locked until it ends, and a rollback gives the number back (no gap).
   */
  nextInvoiceSequence(series: string): Promise<number>;
  /** Issue 15: stores the invoice of an order (one per order). */
  insertInvoice(invoice: InvoiceRecord): Promise<void>;
  /** Issue 15: the purchase a gift-card order pays, locked until the transaction ends. */
  lockGiftCardPurchase(orderId: string): Promise<GiftCardPurchaseRecord | null>;
  /** Issue 15: stores a new gift card (GiftCardRepository.issue, inside this transaction). */
  issueGiftCard(card: NewGiftCard, now: Date): Promise<void>;
  /** Issue 15: records the card a paid purchase issued, and its code. */
  attachGiftCard(orderId: string, card: { giftCardId: string; code: string }): Promise<void>;
  /** Issue 15: the credit note of an order, if it has one. */
  findCreditNote(orderId: string): Promise<CreditNoteRecord | null>;
  /** Issue 15: voids a gift card (its buyer withdrew): it can no longer be redeemed. */
  voidGiftCard(id: string, now: Date): Promise<void>;
  /** Issue 15: stores the credit note of an order (one per order). */
  insertCreditNote(note: CreditNoteRecord): Promise<void>;
}

/**
 * Issue 15 (docs/decisions/027-receipts.md): the invoice of a paid order, issued when its payment was confirmed. Its
 * number and the period it bought are those of the order history (OrderHistoryEntry, contracts/premium/receipts.ts).
 */
export interface InvoiceRecord extends StoredWithDates<
  Pick<OrderHistoryEntry, "periodStart" | "periodEnd">,
  "periodStart" | "periodEnd"
> {
  orderId: string;
  /** `invoiceNumber` in the order history. */
  number: OrderHistoryEntry["invoiceNumber"];
  series: string;
  sequence: number;
  issuedAt: Date;
  confirmationMailedAt: Date | null;
}

/**
 * Issue 15 (docs/decisions/030): the credit note (avoir) of a refunded order, and the refund's progress. Its number
 * and date are the contract's CreditNoteSummary (`refunded` and `path` are computed from the rest).
 */
export interface CreditNoteRecord extends Omit<StoredWithDates<CreditNoteSummary, "issuedAt">, "refunded" | "path"> {
  orderId: string;
  series: string;
  sequence: number;
  /** The amount credited (TTC, minor unit): the price paid. */
  amountMinor: number;
  /** The provider's id of the refund, once it was made. */
  refundId: string | null;
  refundedAt: Date | null;
  mailedAt: Date | null;
  /** Issue 15: refund calls that failed so far (the refund sweep warns support past a few). */
  refundFailures: number;
}

/** Issue 15: invoices outside the ledger's transactions. */
export interface InvoiceRepository {
  findByOrderId(orderId: string): Promise<InvoiceRecord | null>;
  /** A member's paid orders that have an invoice (with their credit note, if any), the most recent payment first. */
  listPaid(
    memberId: string,
  ): Promise<{ order: OrderRecord; invoice: InvoiceRecord; creditNote: CreditNoteRecord | null }[]>;
  /**
   * Claims the sending of an order's confirmation mail (a conditional update from "not sent"): true once per order,
   * false afterwards, whoever asks.
   */
  claimConfirmationMail(orderId: string, now: Date): Promise<boolean>;
  /** Gives the claim back (the mail could not be sent). */
  releaseConfirmationMail(orderId: string): Promise<void>;
  /** Issue 15 (ADR 030): the credit note of an order, if it was refunded. */
  findCreditNote(orderId: string): Promise<CreditNoteRecord | null>;
  /** Issue 15: records the provider's refund of a credit note (once: false when it was recorded already). */
  recordRefund(orderId: string, refundId: string, now: Date): Promise<boolean>;
  /** Issue 15: claims the sending of a credit note's mail, like claimConfirmationMail: true once per order. */
  claimCreditNoteMail(orderId: string, now: Date): Promise<boolean>;
  /** Issue 15: credit notes issued before `issuedBefore` whose refund is not confirmed yet, oldest first. */
  refundsInProgress(issuedBefore: Date, limit: number): Promise<CreditNoteRecord[]>;
  /** Issue 15: counts a failed refund call of a credit note still in progress; answers the failures so far. */
  recordRefundFailure(orderId: string): Promise<number>;
  /**
   * Issue 15: claims a run of the refund sweep (true when no run was claimed since `since`): one process of a cluster
   * runs it per interval.
   */
  claimRefundSweep(now: Date, since: Date): Promise<boolean>;
}
/** Issue 15: DI token of the InvoiceRepository port. */
export const InvoiceRepositoryToken = Symbol("InvoiceRepository");

/**
 * Issue 6: the one place where a payment becomes a subscription. `transaction` runs the work in one database
 * transaction: committed when the work returns, rolled back when it throws.
 */
export interface PaymentLedger {
  transaction<T>(work: (tx: PaymentTransaction) => Promise<T>): Promise<T>;
}
/** Issue 6: DI token of the PaymentLedger port. */
export const PaymentLedgerToken = Symbol("PaymentLedger");

/** Issue 6: a gift card as issued (not redeemed yet). */
export type NewGiftCard = Omit<GiftCardRecord, "redeemedBy" | "redeemedAt" | "orderId" | "voidedAt">;

/** Issue 6: gift cards outside the ledger (issuing them). */
export interface GiftCardRepository {
  findByCodeHash(codeHash: string): Promise<GiftCardRecord | null>;
  issue(card: NewGiftCard, now: Date): Promise<void>;
}
/** Issue 6: DI token of the GiftCardRepository port. */
export const GiftCardRepositoryToken = Symbol("GiftCardRepository");

/** Issue 6: the payment providers, by what they are used for. */
export interface PaymentProviders {
  /** The provider that takes payment for a plan of this kind here, or null when none can. */
  forPlan(plan: Pick<Plan, "provider" | "paymentProvider">): PaymentProvider | null;
  /** The provider whose events `POST /payments/webhooks/{name}` receives, or null. */
  webhook(name: string): PaymentProvider | null;
  /** The provider that signs the callbacks of the mobile-money provider `name` (plan's paymentProvider), or null. */
  mobileMoney(name: string): PaymentProvider | null;
}
/** Issue 6: DI token of the PaymentProviders port. */
export const PaymentProvidersToken = Symbol("PaymentProviders");

/** Issue 6: settings of the checkout that come from configuration. */
export interface CheckoutSettings {
  /** The site's address, for the URLs the provider sends the browser back to (no trailing slash). */
  publicOrigin: string;
  /** How long a pending order may wait for its payment, in seconds. */
  orderTtlSeconds: number;
}
/** Issue 6: DI token of the checkout settings. */
export const CheckoutSettingsToken = Symbol("CheckoutSettings");

/** Issue 6: hashes (SHA-256, hex) for fingerprints and gift-card codes: a port, so the application needs no crypto. */
export interface Hasher {
  sha256(text: string): string;
}
/** Issue 6: DI token of the Hasher port. */
export const HasherToken = Symbol("PaymentHasher");

/**
 * Issue 15: a gift card bought on the site: what its buyer chose, and the card once paid. Its fields are those of the
 * contract's GiftCardPurchaseView (the rest of the view comes from its order and its card), with the card's id.
 * `code` is kept without dashes (the view groups it by four) so its buyer can print the card again; null until paid.
 */
export interface GiftCardPurchaseRecord extends StoredWithDates<
  Pick<GiftCardPurchaseView, "orderId" | "email" | "recipientName" | "message" | "code" | "createdAt">,
  "createdAt"
> {
  /** Null until paid. */
  giftCardId: string | null;
}

/** Issue 15: a purchase with its order and, once paid, its card. */
export interface GiftCardPurchaseEntry {
  purchase: GiftCardPurchaseRecord;
  order: OrderRecord;
  card: GiftCardRecord | null;
  /** Issue 15: the credit note of a withdrawn card. */
  creditNote: CreditNoteRecord | null;
}

/** Issue 15: the gift cards members bought. */
export interface GiftCardPurchaseRepository {
  /** Stores the purchase of a new order (nothing when the order already has one: a replayed request). */
  create(purchase: GiftCardPurchaseRecord): Promise<void>;
  /** The member's purchases, newest first. */
  listOfMember(memberId: string): Promise<GiftCardPurchaseEntry[]>;
  /** One of the member's purchases, by its order (null: none, or another member's). */
  findOfMember(memberId: string, orderId: string): Promise<GiftCardPurchaseEntry | null>;
}
/** Issue 15: DI token of the GiftCardPurchaseRepository port. */
export const GiftCardPurchaseRepositoryToken = Symbol("GiftCardPurchaseRepository");

/** Issue 15: what the printable card shows. */
export interface GiftCardPrint {
  brandName: string;
  /** The plan's French and English names. */
  planNames: { fr: string; en: string };
  /** How long it gives, in words (French, English). */
  period: { fr: string; en: string };
  code: string;
  recipientName: string | null;
  message: string | null;
  /** Where to type the code (an absolute address). */
  redeemUrl: string;
}

/** Issue 15: draws the printable card (PDF). */
export interface GiftCardPdfRenderer {
  render(card: GiftCardPrint): Promise<Uint8Array>;
}
/** Issue 15: DI token of the GiftCardPdfRenderer port. */
export const GiftCardPdfRendererToken = Symbol("GiftCardPdfRenderer");
