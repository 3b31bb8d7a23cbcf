// Issue 15: the SQL condition of "this subscription gives access at `now`", the one used by every query: an access
// status, the period started, and not ended (no end, the end ahead, or the grace period ahead while its renewal is
// awaited or retried); and a subscription row as the management and renewals read it.
import { and, gt, inArray, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { ManagedSubscription } from "../../../application/api/premium/subscription/ports.ts";
import type { SubscriptionRecord } from "../../../application/api/premium/subscriptions.ts";
import { ACCESS_STATUSES, type SubscriptionStatus } from "../../../domain/premium/subscription.ts";
import { subscriptions } from "../db/schema.ts";

/** Issue 6: a subscription row as the subscriptions port's record. */
export function subscriptionRecordOf(row: typeof subscriptions.$inferSelect): SubscriptionRecord {
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
  };
}

/** Issue 15: a subscription row as the management and renewals read it. */
export function managedOf(row: typeof subscriptions.$inferSelect): ManagedSubscription {
  return {
    ...subscriptionRecordOf(row),
    graceUntil: row.graceUntil,
    renewalAttempts: row.renewalAttempts,
    nextAttemptAt: row.nextAttemptAt,
    canceledAt: row.canceledAt,
    pendingPlanId: row.pendingPlanId,
    cardBrand: row.cardBrand,
    cardLast4: row.cardLast4,
    providerCustomerId: row.providerCustomerId,
    providerPaymentMethodId: row.providerPaymentMethodId,
    providerSubscriptionId: row.providerSubscriptionId,
    billingVersion: row.billingVersion,
    billingSyncedVersion: row.billingSyncedVersion,
  };
}

/** Issue 15 (ADR 040): the column write that asks for the provider to be told again (SyncBilling). */
export function bumpBilling() {
  return { billingVersion: sql`${subscriptions.billingVersion} + 1` };
}

export function givesAccessAt(now: Date): SQL {
  return and(
    inArray(subscriptions.status, [...ACCESS_STATUSES]),
    lte(subscriptions.periodStart, now),
    or(
      isNull(subscriptions.periodEnd),
      gt(subscriptions.periodEnd, now),
      // The grace period of a term awaited from the provider or retried (not of a cancelled plan: it ends at its end).
      and(inArray(subscriptions.status, ["active", "past_due"]), gt(subscriptions.graceUntil, now)),
    ),
  ) as SQL;
}
