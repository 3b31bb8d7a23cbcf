// In-memory orders, payment events, gift cards and subscriptions (tests and Storybook): an honest fake of the
// checkout's OrderRepository, PaymentLedger and GiftCardRepository, and of the SubscriptionRepository they feed.
// Transactions run one at a time (as if every row were locked) and are rolled back when the work throws (the
// coupon redemptions live in the CouponRepository given, outside that rollback).
import type {
  CreditNoteRecord,
  GiftCardPurchaseEntry,
  GiftCardPurchaseRecord,
  GiftCardPurchaseRepository,
  GiftCardRecord,
  GiftCardRepository,
  InvoiceRecord,
  InvoiceRepository,
  MemberOrder,
  NewGiftCard,
  OrderRecord,
  OrderRepository,
  PaymentEventOutcome,
  PaymentEventRecord,
  PaymentLedger,
  PaymentTransaction,
  Settlement,
} from "../../application/api/premium/checkout/ports.ts";
import type { CouponRepository, RedeemOutcome } from "../../application/api/premium/catalog/ports.ts";
import type { ManagedSubscription } from "../../application/api/premium/subscription/ports.ts";
import type { OrderStatus } from "../../application/contracts/premium/checkout.ts";
import {
  ACCESS_STATUSES,
  type SubscriptionRecord,
  type SubscriptionRepository,
  type SubscriptionStatus,
} from "../../application/api/premium/subscriptions.ts";

/** Issue 6: a kept event with what it did. */
export interface MemoryPaymentEvent extends PaymentEventRecord {
  outcome: PaymentEventOutcome;
}

interface State {
  orders: Map<string, OrderRecord>;
  events: Map<string, MemoryPaymentEvent>;
  giftCards: Map<string, GiftCardRecord>;
  subscriptions: Map<string, SubscriptionRecord>;
  /** Issue 15: invoices by order id, and the last number of each series. */
  invoices: Map<string, InvoiceRecord>;
  sequences: Map<string, number>;
  /** Issue 15: bought gift cards, by order id. */
  purchases: Map<string, GiftCardPurchaseRecord>;
  /** Issue 15: credit notes, by order id. */
  creditNotes: Map<string, CreditNoteRecord>;
}

const copy = <T extends object>(value: T): T => ({ ...value });

function cloneState(state: State): State {
  return {
    orders: new Map([...state.orders].map(([k, v]) => [k, copy(v)])),
    events: new Map([...state.events].map(([k, v]) => [k, copy(v)])),
    giftCards: new Map([...state.giftCards].map(([k, v]) => [k, copy(v)])),
    subscriptions: new Map([...state.subscriptions].map(([k, v]) => [k, copy(v)])),
    invoices: new Map([...state.invoices].map(([k, v]) => [k, copy(v)])),
    sequences: new Map(state.sequences),
    purchases: new Map([...state.purchases].map(([k, v]) => [k, copy(v)])),
    creditNotes: new Map([...state.creditNotes].map(([k, v]) => [k, copy(v)])),
  };
}

/** Issue 15: a subscription as its management reads it, with no renewal state (the memory store keeps none). */
function managedView(s: SubscriptionRecord): ManagedSubscription {
  return {
    ...s,
    graceUntil: null,
    renewalAttempts: 0,
    nextAttemptAt: null,
    canceledAt: null,
    pendingPlanId: null,
    cardBrand: null,
    cardLast4: null,
    providerCustomerId: null,
    providerPaymentMethodId: null,
    providerSubscriptionId: null,
    billingVersion: 0,
    billingSyncedVersion: 0,
  };
}

/** Issue 6: the checkout's stores in memory. `coupons` is the CouponRepository redemptions go to. */
/** Whether a subscription gives access at `now`: the rule DrizzlePaymentLedger.activeOf applies in SQL. */
export function givesAccess(
  subscription: Pick<SubscriptionRecord, "status" | "periodStart" | "periodEnd">,
  now: Date,
): boolean {
  const inPeriod = subscription.periodStart <= now && (subscription.periodEnd === null || subscription.periodEnd > now);
  return inPeriod && ACCESS_STATUSES.includes(subscription.status);
}

export class MemoryPaymentStore implements OrderRepository, PaymentLedger, GiftCardRepository, InvoiceRepository {
  private state: State = {
    orders: new Map(),
    events: new Map(),
    giftCards: new Map(),
    subscriptions: new Map(),
    invoices: new Map(),
    sequences: new Map(),
    purchases: new Map(),
    creditNotes: new Map(),
  };
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly coupons: CouponRepository) {}

  /** Every order, oldest first (tests). */
  get orders(): OrderRecord[] {
    return [...this.state.orders.values()].map(copy);
  }
  /** Every kept event (tests). */
  get events(): MemoryPaymentEvent[] {
    return [...this.state.events.values()].map(copy);
  }
  /** Every subscription (tests). */
  get subscriptions(): SubscriptionRecord[] {
    return [...this.state.subscriptions.values()].map(copy);
  }

  // OrderRepository

  async create(order: MemberOrder): Promise<{ created: true } | { created: false; existing: MemberOrder }> {
    const existing = await this.findByIdempotencyKey(order.memberId, order.idempotencyKey);
    if (existing) return { created: false, existing };
    this.state.orders.set(order.id, copy(order));
    return { created: true };
  }

  async findById(id: string): Promise<OrderRecord | null> {
    const order = this.state.orders.get(id);
    return order ? copy(order) : null;
  }

  async findByIdempotencyKey(memberId: string, key: string): Promise<MemberOrder | null> {
    const order = [...this.state.orders.values()].find((o) => o.memberId === memberId && o.idempotencyKey === key);
    return order ? { ...copy(order), memberId } : null;
  }

  async findSubscription(id: string): Promise<SubscriptionRecord | null> {
    const subscription = this.state.subscriptions.get(id);
    return subscription ? copy(subscription) : null;
  }

  async expireIfPending(id: string, now: Date): Promise<boolean> {
    const order = this.state.orders.get(id);
    if (!order || order.status !== "pending") return false;
    this.state.orders.set(id, { ...order, status: "expired", updatedAt: now });
    return true;
  }

  async attachSession(
    id: string,
    session: { providerReference: string; redirectUrl: string },
    now: Date,
  ): Promise<void> {
    const order = this.state.orders.get(id);
    if (order) this.state.orders.set(id, { ...order, ...session, updatedAt: now });
  }

  // InvoiceRepository (issue 15)

  /** Every invoice (tests). */
  get invoices(): InvoiceRecord[] {
    return [...this.state.invoices.values()].map(copy);
  }

  async findByOrderId(orderId: string): Promise<InvoiceRecord | null> {
    const invoice = this.state.invoices.get(orderId);
    return invoice ? copy(invoice) : null;
  }

  /** Every credit note (tests). */
  get creditNotes(): CreditNoteRecord[] {
    return [...this.state.creditNotes.values()].map(copy);
  }

  async findCreditNote(orderId: string): Promise<CreditNoteRecord | null> {
    const note = this.state.creditNotes.get(orderId);
    return note ? copy(note) : null;
  }

  async recordRefund(orderId: string, refundId: string, now: Date): Promise<boolean> {
    const note = this.state.creditNotes.get(orderId);
    if (!note || note.refundedAt !== null) return false;
    this.state.creditNotes.set(orderId, { ...note, refundId, refundedAt: now });
    return true;
  }

  async claimCreditNoteMail(orderId: string, now: Date): Promise<boolean> {
    const note = this.state.creditNotes.get(orderId);
    if (!note || note.mailedAt !== null) return false;
    this.state.creditNotes.set(orderId, { ...note, mailedAt: now });
    return true;
  }

  async refundsInProgress(issuedBefore: Date, limit: number): Promise<CreditNoteRecord[]> {
    return this.creditNotes
      .filter((note) => note.refundedAt === null && note.issuedAt < issuedBefore)
      .sort((a, b) => a.issuedAt.getTime() - b.issuedAt.getTime())
      .slice(0, limit);
  }

  async recordRefundFailure(orderId: string): Promise<number> {
    const note = this.state.creditNotes.get(orderId);
    if (!note || note.refundedAt !== null) return note?.refundFailures ?? 0;
    this.state.creditNotes.set(orderId, { ...note, refundFailures: note.refundFailures + 1 });
    return note.refundFailures + 1;
  }

  private lastRefundSweep: Date | null = null;

  async claimRefundSweep(now: Date, since: Date): Promise<boolean> {
    if (this.lastRefundSweep !== null && this.lastRefundSweep >= since) return false;
    this.lastRefundSweep = now;
    return true;
  }

  async listPaid(
    memberId: string,
  ): Promise<{ order: OrderRecord; invoice: InvoiceRecord; creditNote: CreditNoteRecord | null }[]> {
    return [...this.state.orders.values()]
      .filter((order) => order.memberId === memberId && order.status === "paid" && this.state.invoices.has(order.id))
      .map((order) => {
        const creditNote = this.state.creditNotes.get(order.id);
        return {
          order: copy(order),
          invoice: copy(this.state.invoices.get(order.id)!),
          creditNote: creditNote ? copy(creditNote) : null,
        };
      })
      .sort((a, b) => (b.order.paidAt?.getTime() ?? 0) - (a.order.paidAt?.getTime() ?? 0));
  }

  async claimConfirmationMail(orderId: string, now: Date): Promise<boolean> {
    const invoice = this.state.invoices.get(orderId);
    if (!invoice || invoice.confirmationMailedAt !== null) return false;
    this.state.invoices.set(orderId, { ...invoice, confirmationMailedAt: now });
    return true;
  }

  async releaseConfirmationMail(orderId: string): Promise<void> {
    const invoice = this.state.invoices.get(orderId);
    if (invoice) this.state.invoices.set(orderId, { ...invoice, confirmationMailedAt: null });
  }

  // GiftCardRepository

  async findByCodeHash(codeHash: string): Promise<GiftCardRecord | null> {
    const card = [...this.state.giftCards.values()].find((c) => c.codeHash === codeHash);
    return card ? copy(card) : null;
  }

  async issue(card: NewGiftCard): Promise<void> {
    if (await this.findByCodeHash(card.codeHash)) throw new Error("gift-card code taken");
    this.state.giftCards.set(card.id, { ...card, redeemedBy: null, redeemedAt: null, orderId: null, voidedAt: null });
  }

  /** Issue 15: every gift card, issued or redeemed (tests). */
  get giftCards(): GiftCardRecord[] {
    return [...this.state.giftCards.values()].map(copy);
  }

  /** Issue 15: the GiftCardPurchaseRepository port over the same orders and cards. */
  readonly giftCardPurchases: GiftCardPurchaseRepository = {
    create: async (purchase) => {
      if (!this.state.purchases.has(purchase.orderId)) this.state.purchases.set(purchase.orderId, copy(purchase));
    },
    listOfMember: async (memberId) => this.purchaseEntries(memberId),
    findOfMember: async (memberId, orderId) =>
      this.purchaseEntries(memberId).find((entry) => entry.order.id === orderId) ?? null,
  };

  private purchaseEntries(memberId: string): GiftCardPurchaseEntry[] {
    return [...this.state.purchases.values()]
      .flatMap((purchase) => {
        const order = this.state.orders.get(purchase.orderId);
        if (!order || order.memberId !== memberId) return [];
        const card = purchase.giftCardId ? this.state.giftCards.get(purchase.giftCardId) : undefined;
        const creditNote = this.state.creditNotes.get(purchase.orderId);
        return [
          {
            purchase: copy(purchase),
            order: copy(order),
            card: card ? copy(card) : null,
            creditNote: creditNote ? copy(creditNote) : null,
          },
        ];
      })
      .sort((a, b) => b.order.createdAt.getTime() - a.order.createdAt.getTime());
  }

  /** The SubscriptionRepository port over the same subscriptions (the profile reads it). */
  readonly subscriptionRepository: SubscriptionRepository = {
    activeOf: async (memberId, now) => this.activeOf(memberId, now),
    create: async (subscription) => this.putSubscription(subscription),
    updateStatus: async (id: string, status: SubscriptionStatus) => {
      const subscription = this.state.subscriptions.get(id);
      if (subscription) this.state.subscriptions.set(id, { ...subscription, status });
    },
  };

  private async activeOf(memberId: string, now: Date): Promise<SubscriptionRecord[]> {
    return this.subscriptions.filter((s) => s.memberId === memberId && givesAccess(s, now));
  }

  private putSubscription(subscription: SubscriptionRecord): void {
    if (this.state.subscriptions.has(subscription.id)) throw new Error("duplicate subscription");
    this.state.subscriptions.set(subscription.id, copy(subscription));
  }

  // PaymentLedger

  transaction<T>(work: (tx: PaymentTransaction) => Promise<T>): Promise<T> {
    const run = async (): Promise<T> => {
      const before = cloneState(this.state);
      try {
        return await work(this.transactionView());
      } catch (error) {
        this.state = before;
        throw error;
      }
    };
    const result = this.queue.then(run, run);
    this.queue = result.catch(() => undefined);
    return result;
  }

  private transactionView(): PaymentTransaction {
    const state = () => this.state;
    const issue = (card: Parameters<GiftCardRepository["issue"]>[0]) => this.issue(card);
    const find = (id: string) => this.findById(id);
    const findByKey = (memberId: string, key: string) => this.findByIdempotencyKey(memberId, key);
    const active = (memberId: string, now: Date) => this.activeOf(memberId, now);
    const put = (subscription: SubscriptionRecord) => this.putSubscription(subscription);
    const findCard = (codeHash: string) => this.findByCodeHash(codeHash);
    const coupons = this.coupons;
    return {
      async recordEvent(event) {
        const taken = [...state().events.values()].some(
          (e) => e.provider === event.provider && e.providerEventId === event.providerEventId,
        );
        if (taken) return "duplicate";
        state().events.set(event.id, { ...event, outcome: "processing" });
        return "recorded";
      },
      async setEventOutcome(eventRecordId, outcome, orderId) {
        const event = state().events.get(eventRecordId);
        if (event) state().events.set(eventRecordId, { ...event, outcome, orderId });
      },
      lockOrder: (orderId) => find(orderId),
      async settleOrder(orderId: string, settlement: Settlement, now: Date, from: OrderStatus = "pending") {
        const order = state().orders.get(orderId);
        if (!order || order.status !== from) return false;
        state().orders.set(orderId, { ...order, ...settlement, updatedAt: now });
        return true;
      },
      async linkSubscription(orderId, subscriptionId, now) {
        const order = state().orders.get(orderId);
        if (order) state().orders.set(orderId, { ...order, subscriptionId, updatedAt: now });
      },
      lockMemberSubscriptions: (memberId, now) => active(memberId, now),
      createSubscription: async (subscription) => put(subscription),
      async extendSubscription(id, periodEnd) {
        const subscription = state().subscriptions.get(id);
        if (subscription) state().subscriptions.set(id, { ...subscription, periodEnd, status: "active" });
      },
      // Issue 15 (ADR 040): the in-memory subscriptions have no renewal state of their own (no retries, grace period
      // nor provider subscription: renewals are tested on PostgreSQL); a term moves and refuses as in SQL.
      async lockSubscription(id) {
        const subscription = state().subscriptions.get(id);
        return subscription ? managedView(subscription) : null;
      },
      async renewTerm(input) {
        const subscription = state().subscriptions.get(input.subscriptionId);
        if (subscription?.periodEnd?.getTime() !== input.term.getTime()) return null;
        const previousStatus = subscription.status;
        state().subscriptions.set(input.subscriptionId, {
          ...subscription,
          planId: input.planId,
          isFamily: input.isFamily,
          periodEnd: input.newPeriodEnd,
          status: previousStatus === "canceled" ? "canceled" : "active",
        });
        return { previousStatus };
      },
      async refuseTerm(input) {
        const subscription = state().subscriptions.get(input.subscriptionId);
        if (
          subscription?.periodEnd?.getTime() !== input.term.getTime() ||
          !["active", "past_due"].includes(subscription.status)
        )
          return false;
        state().subscriptions.set(input.subscriptionId, { ...subscription, status: input.after.status });
        return true;
      },
      lockOrderByKey: (memberId, key) => findByKey(memberId, key),
      async refuseOrder(orderId, input) {
        const order = state().orders.get(orderId);
        if (order && (order.status === "pending" || order.status === "failed"))
          state().orders.set(orderId, {
            ...order,
            status: "failed",
            failureReason: input.failureReason,
            redirectUrl: input.redirectUrl,
            updatedAt: input.now,
          });
      },
      endProviderSubscription: async () => false,
      // The in-memory subscriptions have no card on file (renewals are tested on PostgreSQL).
      setCardOnFile: async () => undefined,
      redeemCoupon: (input): Promise<RedeemOutcome> => coupons.redeem(input),
      lockGiftCard: (codeHash) => findCard(codeHash),
      async markGiftCardRedeemed(id, input) {
        const card = state().giftCards.get(id);
        if (card)
          state().giftCards.set(id, {
            ...card,
            redeemedBy: input.memberId,
            redeemedAt: input.now,
            orderId: input.orderId,
          });
      },
      async insertOrder(order) {
        if (state().orders.has(order.id) || (await findByKey(order.memberId, order.idempotencyKey)))
          throw new Error("duplicate order");
        state().orders.set(order.id, copy(order));
      },
      async nextInvoiceSequence(series) {
        const next = (state().sequences.get(series) ?? 0) + 1;
        state().sequences.set(series, next);
        return next;
      },
      async insertInvoice(invoice) {
        const taken = [...state().invoices.values()].some((i) => i.number === invoice.number);
        if (state().invoices.has(invoice.orderId) || taken) throw new Error("duplicate invoice");
        state().invoices.set(invoice.orderId, copy(invoice));
      },
      async lockGiftCardPurchase(orderId) {
        const purchase = state().purchases.get(orderId);
        return purchase ? copy(purchase) : null;
      },
      issueGiftCard: (card) => issue(card),
      async attachGiftCard(orderId, card) {
        const purchase = state().purchases.get(orderId);
        if (purchase) state().purchases.set(orderId, { ...purchase, ...card });
      },
      async findCreditNote(orderId) {
        const note = state().creditNotes.get(orderId);
        return note ? copy(note) : null;
      },
      async voidGiftCard(id, now) {
        const card = state().giftCards.get(id);
        if (card) state().giftCards.set(id, { ...card, voidedAt: now });
      },
      async insertCreditNote(note) {
        const taken = [...state().creditNotes.values()].some((n) => n.number === note.number);
        if (state().creditNotes.has(note.orderId) || taken) throw new Error("duplicate credit note");
        state().creditNotes.set(note.orderId, copy(note));
      },
    };
  }
}
