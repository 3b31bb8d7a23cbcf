// Drizzle tables of the payments area (see drizzle.config.ts): checkout orders, the providers' events received
// (one row per provider event id: the idempotency of webhooks), and gift cards (issue 6). PostgreSQL 15 SQL.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { plans } from "./premium-catalog-schema.ts";
import { members, subscriptions } from "./schema.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Issue 6: one checkout attempt of a member for a plan, priced by the server. `pending` until the provider
 * answers; it leaves `pending` once, by a conditional update (the guard of "activation exactly once").
 */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey(),
    /**
     * Null once the buyer deleted the account: a paid order is an accounting record, kept detached from the person
     * (docs/decisions/031-retention.md); its unpaid orders go with the account.
     */
    memberId: uuid("member_id").references(() => members.id, { onDelete: "set null" }),
    planId: text("plan_id")
      .notNull()
      .references(() => plans.id),
    /** The campaign record and page slug the price came from, if any. */
    campaignId: text("campaign_id"),
    campaignSlug: text("campaign_slug"),
    couponId: text("coupon_id"),
    couponCode: text("coupon_code"),
    /** What is charged, in the currency's minor unit (cents; XOF has none). */
    amountMinor: integer("amount_minor").notNull(),
    /** The plan's price when ordered, in minor units (for the discount shown). */
    listPriceMinor: integer("list_price_minor").notNull(),
    currency: text("currency").notNull(),
    /** sandbox | stripe | gift-card */
    provider: text("provider").notNull(),
    /** The provider's id for the payment (Stripe Checkout Session id, sandbox session id, gift card id). */
    providerReference: text("provider_reference"),
    /** The hosted payment page, kept so a retried request answers the same one. */
    redirectUrl: text("redirect_url"),
    status: text("status").notNull().default("pending"),
    /** Chosen by the client per checkout attempt; unique per member. */
    idempotencyKey: text("idempotency_key").notNull(),
    /** SHA-256 of the choice (plan, campaign, coupon, e-mail): the same key for another choice is refused. */
    requestFingerprint: text("request_fingerprint").notNull(),
    /** The e-mail given for a mobile-money plan (§5), else null. */
    email: text("email"),
    successPath: text("success_path").notNull(),
    failurePath: text("failure_path").notNull(),
    failureReason: text("failure_reason"),
    /** The subscription created or extended by the payment. */
    subscriptionId: uuid("subscription_id").references(() => subscriptions.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    /** A pending order is closed as expired after this instant. */
    expiresAt: ts("expires_at").notNull(),
    paidAt: ts("paid_at"),
    /**
     * Issue 15, L221-28 13°: when the buyer gave the express consent to start at once, acknowledging the loss of the
     * 14-day right of withdrawal (the checkout's checkbox); null for orders without a checkout (gift cards, older).
     */
    withdrawalWaiverAt: ts("withdrawal_waiver_at"),
    /** Issue 15: what the order buys: a subscription for the buyer, or a gift card (no subscription for the buyer). */
    purpose: text("purpose").notNull().default("subscription"),
  },
  (t) => [
    uniqueIndex("orders_member_idempotency_key").on(t.memberId, t.idempotencyKey),
    uniqueIndex("orders_provider_reference_key")
      .on(t.provider, t.providerReference)
      .where(sql`${t.providerReference} is not null`),
    index("orders_member_idx").on(t.memberId, t.createdAt),
    check("orders_status_check", sql`${t.status} in ('pending', 'paid', 'failed', 'canceled', 'expired')`),
    check("orders_currency_check", sql`${t.currency} in ('EUR', 'XOF')`),
    check("orders_provider_check", sql`${t.provider} in ('sandbox', 'stripe', 'gift-card')`),
    check("orders_amount_check", sql`${t.amountMinor} >= 0 and ${t.listPriceMinor} >= ${t.amountMinor}`),
    check("orders_paid_check", sql`(${t.status} = 'paid') = (${t.paidAt} is not null)`),
    check("orders_purpose_check", sql`${t.purpose} in ('subscription', 'gift-card')`),
  ],
);

/**
 * Issue 6: every provider event received (webhooks, mobile-money callbacks). The unique (provider, event id)
 * makes a retried delivery a no-op; the payload is kept only as its SHA-256.
 */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: uuid("id").primaryKey(),
    provider: text("provider").notNull(),
    providerEventId: text("provider_event_id").notNull(),
    type: text("type").notNull(),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    payloadHash: text("payload_hash").notNull(),
    /** What the event did: activated, failed, canceled, expired, already-final, ignored, rejected. */
    outcome: text("outcome").notNull(),
    receivedAt: ts("received_at").notNull(),
  },
  (t) => [
    uniqueIndex("payment_events_provider_event_key").on(t.provider, t.providerEventId),
    index("payment_events_order_idx").on(t.orderId),
  ],
);

/**
 * Issue 6 / §3 gift-card provider: a code that activates a plan for a duration (the plan's own when null).
 * Only the code's SHA-256 is stored. Redeemed once.
 */
export const giftCards = pgTable(
  "gift_cards",
  {
    id: uuid("id").primaryKey(),
    codeHash: text("code_hash").notNull(),
    /** The last characters of the code, for support. */
    codeHint: text("code_hint").notNull(),
    planId: text("plan_id")
      .notNull()
      .references(() => plans.id),
    duration: integer("duration"),
    durationUnit: text("duration_unit"),
    createdAt: ts("created_at").notNull().defaultNow(),
    redeemedBy: uuid("redeemed_by").references(() => members.id, { onDelete: "set null" }),
    redeemedAt: ts("redeemed_at"),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    /** Issue 15: when its buyer withdrew (the card can no longer be redeemed). */
    voidedAt: ts("voided_at"),
  },
  (t) => [
    uniqueIndex("gift_cards_code_hash_key").on(t.codeHash),
    check(
      "gift_cards_duration_check",
      sql`(${t.duration} is null) = (${t.durationUnit} is null) and (${t.duration} is null or ${t.duration} >= 1) and (${t.durationUnit} is null or ${t.durationUnit} in ('days', 'months'))`,
    ),
    check("gift_cards_redeemed_check", sql`${t.redeemedBy} is null or ${t.redeemedAt} is not null`),
  ],
);

/**
 * Issue 15 (docs/decisions/027-receipts.md): the invoice of a paid order, issued in the transaction that activates the
 * order: its number from the year's gap-free sequence (invoice_sequences), the period it paid for, and when its
 * confirmation mail was claimed (once: a conditional update from null).
 */
export const invoices = pgTable(
  "invoices",
  {
    orderId: uuid("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** F{series}-{sequence}, e.g. F2026-000042. */
    number: text("number").notNull(),
    series: text("series").notNull(),
    sequence: integer("sequence").notNull(),
    issuedAt: ts("issued_at").notNull(),
    /** The period the payment bought (null end: lifetime; null start: a gift card's sale, no period). */
    periodStart: ts("period_start"),
    periodEnd: ts("period_end"),
    confirmationMailedAt: ts("confirmation_mailed_at"),
    /**
     * The buyer's identity as the invoice names it, written when the buyer deletes the account (their member row goes,
     * the invoice must still name its buyer: docs/decisions/031-retention.md); null while the member exists.
     */
    buyerName: text("buyer_name"),
    buyerEmail: text("buyer_email"),
  },
  (t) => [
    uniqueIndex("invoices_number_key").on(t.number),
    uniqueIndex("invoices_series_sequence_key").on(t.series, t.sequence),
    check("invoices_sequence_check", sql`${t.sequence} >= 1`),
  ],
);

/**
 * Issue 15: the last invoice number given in each series (a calendar year). Incremented in the activating transaction
 * (the row lock serialises payments; a rolled-back payment gives its number back): no gap, no reuse.
 */
export const invoiceSequences = pgTable("invoice_sequences", {
  series: text("series").primaryKey(),
  lastNumber: integer("last_number").notNull(),
});

/**
 * Issue 15: a gift card bought on the site: the order that pays it, what the buyer wrote on it, the address its code
 * is mailed to, and, once paid, the card issued. The code is kept here (unlike a card issued otherwise, of which only
 * the hash is stored) because its buyer may download the printable card again: it is only ever shown to the buyer.
 */
export const giftCardPurchases = pgTable(
  "gift_card_purchases",
  {
    orderId: uuid("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    recipientName: text("recipient_name"),
    message: text("message"),
    giftCardId: uuid("gift_card_id").references(() => giftCards.id, { onDelete: "set null" }),
    code: text("code"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("gift_card_purchases_gift_card_key").on(t.giftCardId),
    check("gift_card_purchases_issued_check", sql`(${t.giftCardId} is null) = (${t.code} is null)`),
  ],
);

/**
 * Issue 15 (docs/decisions/030): the credit note (avoir) of a refunded order (a gift card withdrawn from within 14
 * days): numbered in its own gap-free series per year (`A{year}` in invoice_sequences) in the transaction that voids
 * the card, one per order. The refund at the provider follows the commit (`refund_id`, `refunded_at` once it is done,
 * with the order's idempotency key), and the mail is claimed once (`mailed_at`).
 */
export const creditNotes = pgTable(
  "credit_notes",
  {
    orderId: uuid("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** A{year}-{sequence}, e.g. A2026-000003. */
    number: text("number").notNull(),
    series: text("series").notNull(),
    sequence: integer("sequence").notNull(),
    issuedAt: ts("issued_at").notNull(),
    /** The amount credited, TTC, in the order's minor unit (the whole price paid). */
    amountMinor: integer("amount_minor").notNull(),
    refundId: text("refund_id"),
    refundedAt: ts("refunded_at"),
    mailedAt: ts("mailed_at"),
    /** Issue 15: refund calls that failed (the sweep warns support past a few). */
    refundFailures: integer("refund_failures").notNull().default(0),
  },
  (t) => [
    uniqueIndex("credit_notes_number_key").on(t.number),
    uniqueIndex("credit_notes_series_sequence_key").on(t.series, t.sequence),
    check("credit_notes_sequence_check", sql`${t.sequence} >= 1`),
    check("credit_notes_amount_check", sql`${t.amountMinor} >= 0`),
    // Issue 15: the refund sweep lists the refunds still in progress.
    index("credit_notes_refund_pending_idx")
      .on(t.issuedAt)
      .where(sql`${t.refundedAt} is null`),
  ],
);

/**
 * Issue 15 (ADR 040): the sandbox provider's own subscriptions (development and tests only: production refuses the
 * sandbox). This is the provider's side, kept as a provider would: it charges the card it holds at each term, retries
 * on the providers' schedule and reports by signed events; our `subscriptions` table never reads it.
 */
export const sandboxSubscriptions = pgTable(
  "sandbox_subscriptions",
  {
    /** sbx_sub_… */
    id: text("id").primaryKey(),
    /** Its metadata: our subscription and member (what its events name). */
    subscriptionId: uuid("subscription_id").notNull(),
    memberId: uuid("member_id").notNull(),
    planId: text("plan_id").notNull(),
    planName: text("plan_name").notNull(),
    amountMinor: integer("amount_minor").notNull(),
    currency: text("currency").notNull(),
    /** One period: months or days. */
    intervalUnit: text("interval_unit").notNull(),
    intervalCount: integer("interval_count").notNull(),
    cardBrand: text("card_brand").notNull(),
    cardLast4: text("card_last4").notNull(),
    /** The next charge (the end of the period paid). */
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** active | past_due | canceled */
    status: text("status").notNull(),
    /** The invoice of the term being charged (refused at least once), and its refusals so far. */
    openInvoiceId: text("open_invoice_id"),
    attemptCount: integer("attempt_count").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("sandbox_subscriptions_subscription_key").on(t.subscriptionId),
    index("sandbox_subscriptions_due_idx").on(t.status, t.currentPeriodEnd),
    check("sandbox_subscriptions_status_check", sql`${t.status} in ('active', 'past_due', 'canceled')`),
  ],
);

/** Issue 15 (ADR 040): the sandbox provider's events, kept until delivered (a provider delivers again until answered). */
export const sandboxEvents = pgTable(
  "sandbox_events",
  {
    /** evt_sbx_… */
    id: text("id").primaryKey(),
    /** The order they happened in (a refusal before the end it causes). */
    seq: integer("seq").generatedAlwaysAsIdentity(),
    memberId: uuid("member_id").notNull(),
    payload: text("payload").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    index("sandbox_events_pending_idx")
      .on(t.seq)
      .where(sql`${t.deliveredAt} is null`),
  ],
);
