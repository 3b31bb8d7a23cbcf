// Issue 15: subscription management and renewals on PostgreSQL. Every transition is a conditional update (it
// happens only from the state it expects), a notice is a row under its primary key (kept once), and a renewal's
// order and subscription change in one transaction.
import { and, asc, desc, eq, inArray, isNotNull, lte, or, sql } from "drizzle-orm";
import type {
  ManagedSubscription,
  ManagedSubscriptionRepository,
  NoticeKind,
  RenewalDone,
  RenewalFailed,
} from "../../../application/api/premium/subscription/ports.ts";
import { ACCESS_STATUSES, type SubscriptionStatus } from "../../../domain/premium/subscription.ts";
import type { Db } from "../db/database.ts";
import { orders } from "../db/premium-payments-schema.ts";
import { subscriptionNotices, subscriptions } from "../db/schema.ts";
import { givesAccessAt } from "./subscription-access.ts";
import { issueInvoice } from "../../../application/api/premium/checkout/receipts.ts";
import { cardColumns, DrizzlePaymentTransaction } from "./payments/drizzle-payment-ledger.ts";
import type { CardOnFile } from "../../../application/api/premium/subscriptions.ts";

type Row = typeof subscriptions.$inferSelect;

function managedOf(row: Row): ManagedSubscription {
  return {
    id: row.id,
    memberId: row.memberId,
    planId: row.planId,
    product: row.product,
    provider: row.provider,
    providerReference: row.providerReference,
    status: row.status as SubscriptionStatus,
    isFamily: row.isFamily,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    graceUntil: row.graceUntil,
    renewalAttempts: row.renewalAttempts,
    nextAttemptAt: row.nextAttemptAt,
    canceledAt: row.canceledAt,
    pendingPlanId: row.pendingPlanId,
    cardBrand: row.cardBrand,
    cardLast4: row.cardLast4,
    providerCustomerId: row.providerCustomerId,
    providerPaymentMethodId: row.providerPaymentMethodId,
  };
}

export class DrizzleManagedSubscriptionRepository implements ManagedSubscriptionRepository {
  constructor(private readonly db: Db) {}

  async currentOf(memberId: string, now: Date): Promise<ManagedSubscription | null> {
    const rows = await this.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.memberId, memberId), givesAccessAt(now)))
      .orderBy(sql`${subscriptions.periodEnd} desc nulls first`, desc(subscriptions.periodStart))
      .limit(1);
    return rows[0] ? managedOf(rows[0]) : null;
  }

  async cancel(id: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(subscriptions)
      .set({ status: "canceled", canceledAt: now, pendingPlanId: null, nextAttemptAt: null, updatedAt: now })
      .where(and(eq(subscriptions.id, id), inArray(subscriptions.status, ["active", "past_due"])))
      .returning({ id: subscriptions.id });
    return rows.length > 0;
  }

  async resume(id: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(subscriptions)
      .set({ status: "active", canceledAt: null, updatedAt: now })
      .where(
        and(
          eq(subscriptions.id, id),
          eq(subscriptions.status, "canceled"),
          sql`${subscriptions.periodEnd} > ${now}`,
          // A past-due term cannot be resumed: its charge failed and was not retried since.
          eq(subscriptions.renewalAttempts, 0),
        ),
      )
      .returning({ id: subscriptions.id });
    return rows.length > 0;
  }

  async setPendingPlan(id: string, planId: string | null, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(subscriptions)
      .set({ pendingPlanId: planId, updatedAt: now })
      .where(and(eq(subscriptions.id, id), eq(subscriptions.status, "active")))
      .returning({ id: subscriptions.id });
    return rows.length > 0;
  }

  async renewalCandidates(horizon: Date, memberId?: string): Promise<ManagedSubscription[]> {
    const rows = await this.db
      .select()
      .from(subscriptions)
      .where(
        and(
          inArray(subscriptions.status, [...ACCESS_STATUSES]),
          isNotNull(subscriptions.periodEnd),
          // Issue 15: a past-due subscription is always one (its retry may have been brought forward by a new card).
          or(lte(subscriptions.periodEnd, horizon), eq(subscriptions.status, "past_due")),
          memberId === undefined ? undefined : eq(subscriptions.memberId, memberId),
        ),
      )
      .orderBy(asc(subscriptions.periodEnd));
    return rows.map(managedOf);
  }

  async claimNotice(id: string, kind: NoticeKind, term: Date, now: Date): Promise<boolean> {
    const rows = await this.db
      .insert(subscriptionNotices)
      .values({ subscriptionId: id, kind, term, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: subscriptionNotices.subscriptionId });
    return rows.length > 0;
  }

  async releaseNotice(id: string, kind: NoticeKind, term: Date): Promise<void> {
    await this.db
      .delete(subscriptionNotices)
      .where(
        and(
          eq(subscriptionNotices.subscriptionId, id),
          eq(subscriptionNotices.kind, kind),
          eq(subscriptionNotices.term, term),
        ),
      );
  }

  completeRenewal(done: RenewalDone): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const moved = await tx
        .update(subscriptions)
        .set({
          status: "active",
          planId: done.planId,
          isFamily: done.isFamily,
          periodEnd: done.newPeriodEnd,
          pendingPlanId: null,
          renewalAttempts: 0,
          nextAttemptAt: null,
          graceUntil: null,
          updatedAt: done.now,
        })
        .where(this.atTerm(done.id, done.term, done.attempt))
        .returning({ id: subscriptions.id });
      if (moved.length === 0) return false;
      const paid = await tx
        .update(orders)
        .set({ status: "paid", paidAt: done.now, subscriptionId: done.id, updatedAt: done.now })
        .where(and(eq(orders.id, done.orderId), eq(orders.status, "pending")))
        .returning({ id: orders.id });
      // Issue 15: a renewal is paid like a first order: its invoice is numbered in the same transaction.
      if (paid.length > 0)
        await issueInvoice(new DrizzlePaymentTransaction(tx as unknown as Db), {
          orderId: done.orderId,
          paidAt: done.now,
          periodStart: done.term,
          periodEnd: done.newPeriodEnd,
        });
      return true;
    });
  }

  failRenewal(failed: RenewalFailed): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const moved = await tx
        .update(subscriptions)
        .set({
          status: failed.after.status,
          renewalAttempts: failed.after.renewalAttempts,
          nextAttemptAt: failed.after.nextAttemptAt,
          graceUntil: failed.after.graceUntil,
          updatedAt: failed.now,
        })
        .where(this.atTerm(failed.id, failed.term, failed.attempt))
        .returning({ id: subscriptions.id });
      if (moved.length === 0) return false;
      await tx
        .update(orders)
        .set({
          status: "failed",
          failureReason: failed.reason.slice(0, 200),
          subscriptionId: failed.id,
          updatedAt: failed.now,
        })
        .where(and(eq(orders.id, failed.orderId), eq(orders.status, "pending")));
      return true;
    });
  }

  async expire(id: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(subscriptions)
      .set({ status: "expired", nextAttemptAt: null, updatedAt: now })
      .where(and(eq(subscriptions.id, id), inArray(subscriptions.status, [...ACCESS_STATUSES])))
      .returning({ id: subscriptions.id });
    return rows.length > 0;
  }

  async setCardOnFile(id: string, card: CardOnFile, now: Date): Promise<void> {
    await this.db.update(subscriptions).set(cardColumns(card, now)).where(eq(subscriptions.id, id));
  }

  async retryAt(id: string, at: Date, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(subscriptions)
      .set({ nextAttemptAt: at, updatedAt: now })
      .where(and(eq(subscriptions.id, id), eq(subscriptions.status, "past_due")))
      .returning({ id: subscriptions.id });
    return rows.length > 0;
  }

  /** The subscription still at `term` (renewing or past due) after `attempt - 1` failed charges. */
  private atTerm(id: string, term: Date, attempt: number) {
    return and(
      eq(subscriptions.id, id),
      eq(subscriptions.periodEnd, term),
      eq(subscriptions.renewalAttempts, attempt - 1),
      inArray(subscriptions.status, ["active", "past_due"]),
    );
  }
}
