// §9 "Timing and UI", §7: timing constants of the UI and the small decisions that go with them.
import { CAMPAIGN_PAGES } from "../premium/campaign-pages.ts";

/** §9: a loader appears only once loading has lasted 200 ms (quick loads show no loader). */
export const LOADER_MIN_DELAY_MS = 200;

/** §9: whether the loader should be visible, loading having started at `startedAt`. */
export function isLoaderVisible(startedAt: number, now: number): boolean {
  return now - startedAt >= LOADER_MIN_DELAY_MS;
}

/**
 * §9: the page loading bar: appears (and then updates) every 200 ms, fills over 5 s, hides 500 ms after the load
 * is complete.
 */
export const LOADING_BAR = { throttleMs: 200, durationMs: 5000, hideAfterMs: 500 } as const;

/** §9: what the loading bar shows at an instant; `settled` once nothing more will change until the next load. */
export interface LoadingBarFrame {
  readonly visible: boolean;
  /** From 0 to 1. */
  readonly progress: number;
  readonly settled: boolean;
}

/**
 * §9: the loading bar of a load started at `startedAt` and complete at `finishedAt` (null while it runs), at `now`
 * (all in milliseconds of one clock). A load shorter than the throttle never shows it; a longer one fills it over
 * the duration (full from then on), and a complete one shows it full for hideAfterMs, then hides it.
 */
export function loadingBarAt(startedAt: number, finishedAt: number | null, now: number): LoadingBarFrame {
  if (finishedAt === null) {
    const visible = isLoaderVisible(startedAt, now);
    const progress = visible ? Math.min(1, (now - startedAt) / LOADING_BAR.durationMs) : 0;
    return { visible, progress, settled: false };
  }
  if (!isLoaderVisible(startedAt, finishedAt)) return { visible: false, progress: 0, settled: true };
  const shown = now - finishedAt < LOADING_BAR.hideAfterMs;
  return { visible: shown, progress: 1, settled: !shown };
}

/**
 * §9: link prefetch starts when the browser is idle, at the latest after 2000 ms (the idle callback's time-out);
 * a link counts as visible from 10% in view.
 */
export const PREFETCH = { idleTimeoutMs: 2000, visibilityThreshold: 0.1 } as const;

/** §9: the network facts prefetching looks at (the Network Information API's fields, when the browser has them). */
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

/**
 * §9: prefetch is skipped on 2g (and the slower slow-2g) and when the user asked to save data; and offline (issue
 * 12): a prefetch that cannot load a page's code makes React Router reload the page.
 */
export function shouldPrefetch(connection: ConnectionInfo | null | undefined, online: boolean): boolean {
  if (!online) return false;
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return connection.effectiveType !== "2g" && connection.effectiveType !== "slow-2g";
}

/**
 * §9 prefetch, our reading: which pages a visible link may prefetch (route modules and loader data). Not the
 * commerce pages (the premium area, the offer pages, the payment results) nor links with a query string (promo
 * codes, searches): their loaders price orders and check coupons through calls the API throttles per address, and
 * a school's pupils share one address, so browsing must not spend them.
 */
export function isPrefetchable(path: string): boolean {
  if (path.includes("?")) return false;
  if (path === "/premium" || path.startsWith("/premium/") || path.startsWith("/subscribe-")) return false;
  return !CAMPAIGN_PAGES.some((page) => page.path === path);
}

/** §7/§9: the bot-protection widget loads 5000 ms after the page. */
export const BOT_PROTECTION_DELAY_MS = 5000;
