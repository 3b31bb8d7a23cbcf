// §9 "Timing and UI", §7: timing constants of the UI and the small decisions that go with them.

/** §9: a loader appears only once loading has lasted 200 ms (quick loads show no loader). */
export const LOADER_MIN_DELAY_MS = 200;

/** §9: whether the loader should be visible, loading having started at `startedAt`. */
export function isLoaderVisible(startedAt: number, now: number): boolean {
  return now - startedAt >= LOADER_MIN_DELAY_MS;
}

/** §9: the page loading bar: updates at most every 200 ms, runs over 5 s, hides 500 ms after completion. */
export const LOADING_BAR = { throttleMs: 200, durationMs: 5000, hideAfterMs: 500 } as const;

/** §9: link prefetch waits for 2000 ms of idle time; a link counts as visible from 10% in view. */
export const PREFETCH = { idleTimeoutMs: 2000, visibilityThreshold: 0.1 } as const;

/** §9: the network facts prefetching looks at (the Network Information API's fields, when the browser has them). */
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

/** §9: prefetch is skipped on 2g (and the slower slow-2g) and when the user asked to save data. */
export function shouldPrefetch(connection: ConnectionInfo | null | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return connection.effectiveType !== "2g" && connection.effectiveType !== "slow-2g";
}

/** §7/§9: the bot-protection widget loads 5000 ms after the page. */
export const BOT_PROTECTION_DELAY_MS = 5000;
