// Issue 6 / §3 Plan: what a confirmed payment does to the member's subscriptions: a new one for the plan's
// period, or the extension of the member's live subscription to the same plan from its current end.
// Pure functions (time comes in as an argument).
import type { PlanDuration } from "../../../../domain/premium/plan.ts";
import type { SubscriptionRecord } from "../subscriptions.ts";

const DAY_MS = 86_400_000;

/** §3 fixedDurationUnit months: calendar months in UTC; a day past the target month's end is clamped (31 Jan + 1 month = 28/29 Feb). */
export function addMonthsUtc(instant: Date, months: number): Date {
  const year = instant.getUTCFullYear();
  const month = instant.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(instant.getUTCDate(), lastDay);
  return new Date(
    Date.UTC(
      year,
      month,
      day,
      instant.getUTCHours(),
      instant.getUTCMinutes(),
      instant.getUTCSeconds(),
      instant.getUTCMilliseconds(),
    ),
  );
}

/** §3 Plan: the end of a period of `duration` started at `start`; null (no end) for a lifetime plan. */
export function periodEnd(start: Date, duration: PlanDuration | null): Date | null {
  if (duration === null) return null;
  return duration.unit === "days"
    ? new Date(start.getTime() + duration.amount * DAY_MS)
    : addMonthsUtc(start, duration.amount);
}

/** Issue 6: what activation does to the subscriptions. */
export type SubscriptionChange =
  | { kind: "create"; periodStart: Date; periodEnd: Date | null }
  /** `periodStart`: where the period bought begins (the current end, or now when it has passed; issue 15 receipts). */
  | { kind: "extend"; subscription: SubscriptionRecord; periodStart: Date; periodEnd: Date | null };

/**
 * Issue 6: renewing an active subscription extends from its current end: when the member holds a live
 * subscription to the same plan, it is extended by `duration` from its end (a lifetime one stays lifetime;
 * a lifetime purchase makes it lifetime); otherwise a new subscription starts now.
 */
export function subscriptionChange(
  live: readonly SubscriptionRecord[],
  planId: string,
  duration: PlanDuration | null,
  now: Date,
): SubscriptionChange {
  const samePlan = live.filter((s) => s.planId === planId);
  const latest = samePlan.reduce<SubscriptionRecord | null>((best, s) => {
    if (best === null) return s;
    if (best.periodEnd === null) return best;
    if (s.periodEnd === null || s.periodEnd > best.periodEnd) return s;
    return best;
  }, null);
  if (latest === null) return { kind: "create", periodStart: now, periodEnd: periodEnd(now, duration) };
  if (latest.periodEnd === null) return { kind: "extend", subscription: latest, periodStart: now, periodEnd: null };
  const from = latest.periodEnd > now ? latest.periodEnd : now;
  return { kind: "extend", subscription: latest, periodStart: from, periodEnd: periodEnd(from, duration) };
}
