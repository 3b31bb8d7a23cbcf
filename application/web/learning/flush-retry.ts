// When the review outbox tries again after a flush that kept reviews (application/web/learning/review-outbox.ts).
// A module of its own, without imports: the page's eager code schedules the retries, and the outbox's module stays
// lazy (loaded at the deferred start).

/**
 * How long to wait before trying again after a flush that kept reviews (no answer, an error status): 2 s, then twice
 * as long each time, at most a minute. The network often comes back in steps (the browser's "online" event before a
 * route is usable, a captive portal, a server restarting), and a single try at that event left reviews waiting until
 * the next page load. After eight tries (about five minutes) it stops: the next page load or "online" event starts again
 * (null: no more tries).
 */
export function flushRetryDelay(failedTries: number): number | null {
  if (failedTries > MAX_FLUSH_TRIES) return null;
  return Math.min(60_000, 2_000 * 2 ** Math.max(0, failedTries - 1));
}

export const MAX_FLUSH_TRIES = 8;
