// §4 "First-activity event", §3 fv (first visit) in local storage, §7 analytics first_activity.
//
// Reading: the event belongs to the visitor's first visit. With no first-visit time stored, this is the first
// visit: store now and send the event 10 s later. With a stored time less than 10 s old (the first visit was
// reloaded), wait for the rest of the 10 s. Otherwise (an older first visit, a time in the future) nothing.
// Once sent, never again. The page may have arrived before this runs (the browser work starts after the first
// paint): the first visit is then the arrival time, and the 10 s count from it.
import { LOCAL_STORAGE_KEYS } from "../state/storage-keys.ts";
import { storedTimestamp, type AnalyticsEffect, type StoreEffect } from "./effects.ts";

/** §4/§9: the event is sent 10 s after the first visit. */
export const FIRST_ACTIVITY_DELAY_MS = 10_000;

/** §3: local-storage key of the first-visit time. */
export const FIRST_VISIT_STORAGE_KEY = LOCAL_STORAGE_KEYS.firstVisit;

/** §7: the analytics event, under its data-layer name. */
export const FIRST_ACTIVITY_EVENT = "first_activity";

/** §4: what to do at page start. */
export type FirstActivityPlan =
  | { kind: "none" }
  | {
      kind: "schedule";
      delayMs: number;
      store: StoreEffect | null;
      effect: AnalyticsEffect<typeof FIRST_ACTIVITY_EVENT>;
    };

/** §4: decide at page start whether (and when) to send the first-activity event. */
export function planFirstActivity(input: {
  firstVisitAt: number | null;
  now: number;
  /** When the page arrived, if earlier than now (epoch ms). */
  arrivedAt?: number | undefined;
  alreadySent: boolean;
}): FirstActivityPlan {
  if (input.alreadySent) return { kind: "none" };
  const effect = { type: "Analytics", event: FIRST_ACTIVITY_EVENT } as const;
  if (input.firstVisitAt === null) {
    const arrivedAt = Math.min(input.arrivedAt ?? input.now, input.now);
    const store: StoreEffect = {
      type: "Store",
      area: "local",
      key: FIRST_VISIT_STORAGE_KEY,
      value: storedTimestamp(arrivedAt),
    };
    const delayMs = Math.max(0, FIRST_ACTIVITY_DELAY_MS - (input.now - arrivedAt));
    return { kind: "schedule", delayMs, store, effect };
  }
  const elapsed = input.now - input.firstVisitAt;
  if (elapsed < 0 || elapsed >= FIRST_ACTIVITY_DELAY_MS) return { kind: "none" };
  return { kind: "schedule", delayMs: FIRST_ACTIVITY_DELAY_MS - elapsed, store: null, effect };
}
