// Issue 15: subscription management and renewals on PostgreSQL. Every transition is a conditional update (it
// happens only from the state it expects), a notice is a row under its primary key (kept once), and each write that
// matters to the provider's own subscription bumps its billing version (ADR 040: the provider is told again).
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, ne, or, sql } from "drizzle-orm";
import type {
  ManagedSubscription,
  ManagedSubscriptionRepository,
  NoticeKind,
} from "../../../application/api/premium/subscription/ports.ts";
import { ACCESS_STATUSES } from "../../../domain/premium/subscription.ts";
import type { Db } from "../db/database.ts";
import { subscriptionNotices, subscriptions } from "../db/schema.ts";
import { bumpBilling, givesAccessAt, managedOf } from "./subscription-access.ts";
import { cardColumns } from "./payments/drizzle-payment-ledger.ts";
import type { CardOnFile } from "../../../application/api/premium/subscriptions.ts";

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

  async findById(id: string): Promise<ManagedSubscription | null> {
    const [row] = await this.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    return row ? managedOf(row) : null;
  }

  async cancel(id: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(subscriptions)
      .set({
        status: "canceled",
        canceledAt: now,
        pendingPlanId: null,
        nextAttemptAt: null,
        ...bumpBilling(),
        updatedAt: now,
      })
      .where(and(eq(subscriptions.id, id), inArray(subscriptions.status, ["active", "past_due"])))
      .returning({ id: subscriptions.id });
    return rows.length > 0;
  }

  async resume(id: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(subscriptions)
      .set({ status: "active", canceledAt: null, ...bumpBilling(), updatedAt: now })
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
      .set({ pendingPlanId: planId, ...bumpBilling(), updatedAt: now })
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
          // A past-due one always (its grace period ends), and one whose provider has not acknowledged what it holds.
          or(
            lte(subscriptions.periodEnd, horizon),
            eq(subscriptions.status, "past_due"),
            ne(subscriptions.billingVersion, subscriptions.billingSyncedVersion),
          ),
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

  async awaitRenewal(id: string, term: Date, graceUntil: Date, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(subscriptions)
      .set({ graceUntil, updatedAt: now })
      .where(
        and(
          eq(subscriptions.id, id),
          eq(subscriptions.periodEnd, term),
          eq(subscriptions.status, "active"),
          isNull(subscriptions.graceUntil),
        ),
      )
      .returning({ id: subscriptions.id });
    return rows.length > 0;
  }

  async expire(id: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(subscriptions)
      // What its provider holds ends too (it is told at once, or at the next run).
      .set({ status: "expired", nextAttemptAt: null, ...bumpBilling(), updatedAt: now })
      .where(and(eq(subscriptions.id, id), inArray(subscriptions.status, [...ACCESS_STATUSES])))
      .returning({ id: subscriptions.id });
    return rows.length > 0;
  }

  async setCardOnFile(id: string, card: CardOnFile, now: Date): Promise<void> {
    await this.db.update(subscriptions).set(cardColumns(card, now)).where(eq(subscriptions.id, id));
  }

  async markBillingSynced(
    id: string,
    version: number,
    providerSubscriptionId: string | null,
    now: Date,
  ): Promise<void> {
    // The provider's subscription id whatever the version (never lose what it created); the version acknowledged only
    // forward (a write made since the call keeps the subscription to be told again).
    await this.db
      .update(subscriptions)
      .set({
        billingSyncedVersion: sql`greatest(${subscriptions.billingSyncedVersion}, ${version})`,
        providerSubscriptionId,
        updatedAt: now,
      })
      .where(eq(subscriptions.id, id));
  }
}
