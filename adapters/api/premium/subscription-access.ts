// Issue 15: the SQL condition of "this subscription gives access at `now`", the one used by every query: an access
// status, the period started, and not ended (no end, the end ahead, or, past due, the grace period ahead).
import { and, gt, inArray, isNull, lte, or, type SQL } from "drizzle-orm";
import { ACCESS_STATUSES } from "../../../domain/premium/subscription.ts";
import { subscriptions } from "../db/schema.ts";

export function givesAccessAt(now: Date): SQL {
  return and(
    inArray(subscriptions.status, [...ACCESS_STATUSES]),
    lte(subscriptions.periodStart, now),
    or(isNull(subscriptions.periodEnd), gt(subscriptions.periodEnd, now), gt(subscriptions.graceUntil, now)),
  ) as SQL;
}
