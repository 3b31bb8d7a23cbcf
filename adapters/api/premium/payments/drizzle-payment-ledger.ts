// Issue 6: the payment ledger on PostgreSQL: one database transaction per confirmation. Row locks (`for update`)
// on the order, the member and the gift card serialise confirmations that touch the same rows; the unique
// (provider, provider_event_id) makes a second delivery of an event wait for the first, then find it kept.
import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { AfterRefusedRenewal, SubscriptionStatus } from "../../../../domain/premium/subscription.ts";
import type { ManagedSubscription } from "../../../../application/api/premium/subscription/ports.ts";
import { bumpBilling, givesAccessAt, managedOf, subscriptionRecordOf } from "../subscription-access.ts";
import type {
  GiftCardPurchaseEntry,
  GiftCardPurchaseRecord,
  GiftCardPurchaseRepository,
  CreditNoteRecord,
  GiftCardRecord,
  GiftCardRepository,
  InvoiceRecord,
  NewGiftCard,
  OrderRecord,
  PaymentEventOutcome,
  PaymentEventRecord,
  PaymentLedger,
  PaymentTransaction,
  Settlement,
} from "../../../../application/api/premium/checkout/ports.ts";
import type { RedeemOutcome } from "../../../../application/api/premium/catalog/ports.ts";
import type { OrderStatus } from "../../../../application/contracts/premium/checkout.ts";
import type { CardOnFile, SubscriptionRecord } from "../../../../application/api/premium/subscriptions.ts";
import { DrizzleCouponRepository } from "../catalog/drizzle-coupon-repository.ts";
import type { Db } from "../../db/database.ts";
import {
  creditNotes,
  giftCardPurchases,
  giftCards,
  invoiceSequences,
  invoices,
  orders,
  paymentEvents,
} from "../../db/premium-payments-schema.ts";
import { members, subscriptions } from "../../db/schema.ts";
import { orderRecordOf } from "./drizzle-order-repository.ts";

function giftCardOf(row: typeof giftCards.$inferSelect): GiftCardRecord {
  return {
    id: row.id,
    codeHash: row.codeHash,
    codeHint: row.codeHint,
    planId: row.planId,
    duration: row.duration,
    durationUnit: row.durationUnit === "days" ? "days" : row.durationUnit === "months" ? "months" : null,
    redeemedBy: row.redeemedBy,
    redeemedAt: row.redeemedAt,
    orderId: row.orderId,
    voidedAt: row.voidedAt,
  };
}

/** Issue 6: the writes of one confirmation, inside a drizzle transaction. */
/** Issue 6: the ledger's operations inside one database transaction (also used by the renewal of a subscription). */
/** Issue 15: the columns of a subscription's card on file (the provider's ids cleared when it keeps none). */
export function cardColumns(card: CardOnFile, now: Date) {
  return {
    cardBrand: card.brand,
    cardLast4: card.last4,
    providerCustomerId: card.customerId ?? null,
    providerPaymentMethodId: card.paymentMethodId ?? null,
    // ADR 040: the provider's subscription charges the card on file: it is told the new one.
    ...bumpBilling(),
    updatedAt: now,
  };
}

export class DrizzlePaymentTransaction implements PaymentTransaction {
  constructor(private readonly tx: Db) {}

  async recordEvent(event: PaymentEventRecord): Promise<"recorded" | "duplicate"> {
    const inserted = await this.tx
      .insert(paymentEvents)
      .values({ ...event, outcome: "processing" })
      .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.providerEventId] })
      .returning({ id: paymentEvents.id });
    return inserted.length > 0 ? "recorded" : "duplicate";
  }

  async setEventOutcome(eventRecordId: string, outcome: PaymentEventOutcome, orderId: string | null): Promise<void> {
    await this.tx.update(paymentEvents).set({ outcome, orderId }).where(eq(paymentEvents.id, eventRecordId));
  }

  async lockOrder(orderId: string): Promise<OrderRecord | null> {
    const [row] = await this.tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    return row ? orderRecordOf(row) : null;
  }

  async settleOrder(
    orderId: string,
    settlement: Settlement,
    now: Date,
    from: OrderStatus = "pending",
  ): Promise<boolean> {
    const rows = await this.tx
      .update(orders)
      .set({ ...settlement, updatedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.status, from)))
      .returning({ id: orders.id });
    return rows.length > 0;
  }

  async linkSubscription(orderId: string, subscriptionId: string, now: Date): Promise<void> {
    await this.tx.update(orders).set({ subscriptionId, updatedAt: now }).where(eq(orders.id, orderId));
  }

  async lockMemberSubscriptions(memberId: string, now: Date): Promise<SubscriptionRecord[]> {
    await this.tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for("update");
    const rows = await this.tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.memberId, memberId), givesAccessAt(now)));
    return rows.map(subscriptionRecordOf);
  }

  async createSubscription(subscription: SubscriptionRecord, now: Date): Promise<void> {
    await this.tx.insert(subscriptions).values({ ...subscription, createdAt: now, updatedAt: now });
  }

  async lockSubscription(id: string): Promise<ManagedSubscription | null> {
    const [row] = await this.tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for("update");
    return row ? managedOf(row) : null;
  }

  async renewTerm(input: {
    subscriptionId: string;
    term: Date;
    planId: string;
    isFamily: boolean;
    newPeriodEnd: Date;
    now: Date;
  }): Promise<{ previousStatus: SubscriptionStatus } | null> {
    const [before] = await this.tx
      .select({ status: subscriptions.status, canceledAt: subscriptions.canceledAt })
      .from(subscriptions)
      .where(and(eq(subscriptions.id, input.subscriptionId), eq(subscriptions.periodEnd, input.term)))
      .for("update");
    if (!before) return null;
    const previousStatus = before.status as SubscriptionStatus;
    // A plan its member cancelled stays cancelled, even once it had expired at its end (it runs to the new end).
    const canceled = previousStatus === "canceled" || (previousStatus === "expired" && before.canceledAt !== null);
    const rows = await this.tx
      .update(subscriptions)
      .set({
        status: canceled ? "canceled" : "active",
        planId: input.planId,
        isFamily: input.isFamily,
        periodEnd: input.newPeriodEnd,
        pendingPlanId: null,
        renewalAttempts: 0,
        nextAttemptAt: null,
        graceUntil: null,
        // A late charge of a term let go: its provider is told again what ours holds.
        ...(previousStatus === "canceled" || previousStatus === "expired" ? bumpBilling() : {}),
        updatedAt: input.now,
      })
      .where(and(eq(subscriptions.id, input.subscriptionId), eq(subscriptions.periodEnd, input.term)))
      .returning({ id: subscriptions.id });
    return rows.length > 0 ? { previousStatus } : null;
  }

  async refuseTerm(input: {
    subscriptionId: string;
    term: Date;
    after: AfterRefusedRenewal;
    now: Date;
  }): Promise<boolean> {
    const { after } = input;
    const rows = await this.tx
      .update(subscriptions)
      .set({
        status: after.status,
        renewalAttempts: after.renewalAttempts,
        nextAttemptAt: after.nextAttemptAt,
        graceUntil: after.graceUntil,
        ...(after.status === "expired" ? bumpBilling() : {}),
        updatedAt: input.now,
      })
      .where(
        and(
          eq(subscriptions.id, input.subscriptionId),
          eq(subscriptions.periodEnd, input.term),
          inArray(subscriptions.status, ["active", "past_due"]),
          lt(subscriptions.renewalAttempts, after.renewalAttempts),
        ),
      )
      .returning({ id: subscriptions.id });
    return rows.length > 0;
  }

  async lockOrderByKey(memberId: string, idempotencyKey: string): Promise<OrderRecord | null> {
    const [row] = await this.tx
      .select()
      .from(orders)
      .where(and(eq(orders.memberId, memberId), eq(orders.idempotencyKey, idempotencyKey)))
      .for("update");
    return row ? orderRecordOf(row) : null;
  }

  async refuseOrder(
    orderId: string,
    input: { failureReason: string; redirectUrl: string | null; now: Date },
  ): Promise<void> {
    await this.tx
      .update(orders)
      .set({
        status: "failed",
        failureReason: input.failureReason,
        redirectUrl: input.redirectUrl,
        updatedAt: input.now,
      })
      .where(and(eq(orders.id, orderId), inArray(orders.status, ["pending", "failed"])));
  }

  async endProviderSubscription(input: {
    subscriptionId: string;
    providerSubscriptionId: string;
    now: Date;
  }): Promise<boolean> {
    const rows = await this.tx
      .update(subscriptions)
      .set({
        providerSubscriptionId: null,
        status: sql`case when ${subscriptions.status} = 'past_due' then 'expired' else ${subscriptions.status} end`,
        nextAttemptAt: null,
        ...bumpBilling(),
        updatedAt: input.now,
      })
      .where(
        and(
          eq(subscriptions.id, input.subscriptionId),
          eq(subscriptions.providerSubscriptionId, input.providerSubscriptionId),
        ),
      )
      .returning({ id: subscriptions.id });
    return rows.length > 0;
  }

  async extendSubscription(id: string, periodEnd: Date | null, now: Date): Promise<void> {
    await this.tx
      .update(subscriptions)
      .set({
        periodEnd,
        status: "active",
        canceledAt: null,
        renewalAttempts: 0,
        nextAttemptAt: null,
        graceUntil: null,
        // ADR 040: its provider charges next at the new end.
        ...bumpBilling(),
        updatedAt: now,
      })
      .where(eq(subscriptions.id, id));
  }

  async setCardOnFile(subscriptionId: string, card: CardOnFile, now: Date): Promise<void> {
    await this.tx.update(subscriptions).set(cardColumns(card, now)).where(eq(subscriptions.id, subscriptionId));
  }

  redeemCoupon(input: {
    couponId: string;
    memberId: string;
    orderReference: string;
    now: Date;
  }): Promise<RedeemOutcome> {
    // CouponRepository.redeem on this transaction (its own transaction becomes a savepoint inside this one).
    return new DrizzleCouponRepository(this.tx).redeem(input);
  }

  async lockGiftCard(codeHash: string): Promise<GiftCardRecord | null> {
    const [row] = await this.tx.select().from(giftCards).where(eq(giftCards.codeHash, codeHash)).for("update");
    return row ? giftCardOf(row) : null;
  }

  async markGiftCardRedeemed(id: string, input: { memberId: string; orderId: string; now: Date }): Promise<void> {
    await this.tx
      .update(giftCards)
      .set({ redeemedBy: input.memberId, redeemedAt: input.now, orderId: input.orderId })
      .where(eq(giftCards.id, id));
  }

  async insertOrder(order: OrderRecord): Promise<void> {
    await this.tx.insert(orders).values(order);
  }

  async nextInvoiceSequence(series: string): Promise<number> {
    // The upsert takes the series row's lock until the transaction ends: payments of one year are numbered one after
    // the other, and a rollback gives the number back.
    const [row] = await this.tx
      .insert(invoiceSequences)
      .values({ series, lastNumber: 1 })
      .onConflictDoUpdate({
        target: invoiceSequences.series,
        set: { lastNumber: sql`${invoiceSequences.lastNumber} + 1` },
      })
      .returning({ lastNumber: invoiceSequences.lastNumber });
    if (!row) throw new Error("invoice sequence not returned");
    return row.lastNumber;
  }

  async insertInvoice(invoice: InvoiceRecord): Promise<void> {
    await this.tx.insert(invoices).values(invoice);
  }

  async lockGiftCardPurchase(orderId: string): Promise<GiftCardPurchaseRecord | null> {
    const [row] = await this.tx
      .select()
      .from(giftCardPurchases)
      .where(eq(giftCardPurchases.orderId, orderId))
      .for("update");
    return row ?? null;
  }

  async issueGiftCard(card: NewGiftCard, now: Date): Promise<void> {
    await this.tx.insert(giftCards).values({ ...card, createdAt: now });
  }

  async attachGiftCard(orderId: string, card: { giftCardId: string; code: string }): Promise<void> {
    await this.tx.update(giftCardPurchases).set(card).where(eq(giftCardPurchases.orderId, orderId));
  }

  async findCreditNote(orderId: string): Promise<CreditNoteRecord | null> {
    const [row] = await this.tx.select().from(creditNotes).where(eq(creditNotes.orderId, orderId)).limit(1);
    return row ?? null;
  }

  async voidGiftCard(id: string, now: Date): Promise<void> {
    await this.tx.update(giftCards).set({ voidedAt: now }).where(eq(giftCards.id, id));
  }

  async insertCreditNote(note: CreditNoteRecord): Promise<void> {
    await this.tx.insert(creditNotes).values(note);
  }
}

/** Issue 6: the PaymentLedger port on PostgreSQL. */
export class DrizzlePaymentLedger implements PaymentLedger {
  constructor(private readonly db: Db) {}

  transaction<T>(work: (tx: PaymentTransaction) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new DrizzlePaymentTransaction(tx as unknown as Db)));
  }
}

/** Issue 6: the GiftCardRepository port on PostgreSQL. */
export class DrizzleGiftCardRepository implements GiftCardRepository {
  constructor(private readonly db: Db) {}

  async findByCodeHash(codeHash: string): Promise<GiftCardRecord | null> {
    const [row] = await this.db.select().from(giftCards).where(eq(giftCards.codeHash, codeHash)).limit(1);
    return row ? giftCardOf(row) : null;
  }

  async issue(card: NewGiftCard, now: Date): Promise<void> {
    await this.db.insert(giftCards).values({ ...card, createdAt: now });
  }
}

/** Issue 15: the GiftCardPurchaseRepository port on PostgreSQL. */
export class DrizzleGiftCardPurchaseRepository implements GiftCardPurchaseRepository {
  constructor(private readonly db: Db) {}

  async create(purchase: GiftCardPurchaseRecord): Promise<void> {
    await this.db.insert(giftCardPurchases).values(purchase).onConflictDoNothing({ target: giftCardPurchases.orderId });
  }

  async listOfMember(memberId: string): Promise<GiftCardPurchaseEntry[]> {
    return this.select(eq(orders.memberId, memberId));
  }

  async findOfMember(memberId: string, orderId: string): Promise<GiftCardPurchaseEntry | null> {
    const [entry] = await this.select(and(eq(orders.memberId, memberId), eq(orders.id, orderId)));
    return entry ?? null;
  }

  private async select(where: ReturnType<typeof eq> | undefined): Promise<GiftCardPurchaseEntry[]> {
    const rows = await this.db
      .select({ purchase: giftCardPurchases, order: orders, card: giftCards, creditNote: creditNotes })
      .from(giftCardPurchases)
      .innerJoin(orders, eq(orders.id, giftCardPurchases.orderId))
      .leftJoin(giftCards, eq(giftCards.id, giftCardPurchases.giftCardId))
      .leftJoin(creditNotes, eq(creditNotes.orderId, giftCardPurchases.orderId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id));
    return rows.map((row) => ({
      purchase: row.purchase,
      order: orderRecordOf(row.order),
      card: row.card ? giftCardOf(row.card) : null,
      creditNote: row.creditNote,
    }));
  }
}
