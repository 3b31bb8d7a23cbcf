import { describe, expect, it } from "vitest";
import { CAMPAIGN_PAGES } from "../premium/campaign-pages.ts";
import {
  isPrefetchable,
  BOT_PROTECTION_DELAY_MS,
  isLoaderVisible,
  LOADER_MIN_DELAY_MS,
  LOADING_BAR,
  loadingBarAt,
  PREFETCH,
  shouldPrefetch,
} from "./timing.ts";

describe("§9 timing constants", () => {
  it("has the spec's values", () => {
    expect(LOADER_MIN_DELAY_MS).toBe(200);
    expect(LOADING_BAR).toEqual({ throttleMs: 200, durationMs: 5000, hideAfterMs: 500 });
    expect(PREFETCH).toEqual({ idleTimeoutMs: 2000, visibilityThreshold: 0.1 });
    expect(BOT_PROTECTION_DELAY_MS).toBe(5000);
  });
  it("shows the loader only after 200 ms of loading", () => {
    expect(isLoaderVisible(1000, 1199)).toBe(false);
    expect(isLoaderVisible(1000, 1200)).toBe(true);
  });
});

describe("§9 page loading bar", () => {
  const start = 10_000;
  it("stays hidden for the first 200 ms of a load, then shows and fills over 5 s", () => {
    expect(loadingBarAt(start, null, start)).toEqual({ visible: false, progress: 0, settled: false });
    expect(loadingBarAt(start, null, start + 199)).toEqual({ visible: false, progress: 0, settled: false });
    expect(loadingBarAt(start, null, start + 200)).toEqual({ visible: true, progress: 0.04, settled: false });
    expect(loadingBarAt(start, null, start + 2500).progress).toBe(0.5);
    expect(loadingBarAt(start, null, start + 5000)).toEqual({ visible: true, progress: 1, settled: false });
    expect(loadingBarAt(start, null, start + 60_000)).toEqual({ visible: true, progress: 1, settled: false });
  });
  it("never shows for a load shorter than 200 ms", () => {
    expect(loadingBarAt(start, start + 150, start + 150)).toEqual({ visible: false, progress: 0, settled: true });
    expect(loadingBarAt(start, start + 199, start + 400)).toEqual({ visible: false, progress: 0, settled: true });
  });
  it("shows full for 500 ms after a longer load completes, then hides", () => {
    const end = start + 900;
    expect(loadingBarAt(start, end, end)).toEqual({ visible: true, progress: 1, settled: false });
    expect(loadingBarAt(start, end, end + 499)).toEqual({ visible: true, progress: 1, settled: false });
    expect(loadingBarAt(start, end, end + 500)).toEqual({ visible: false, progress: 1, settled: true });
  });
});

describe("§9 link prefetch", () => {
  it("prefetches when the connection is unknown or fast enough", () => {
    expect(shouldPrefetch(undefined, true)).toBe(true);
    expect(shouldPrefetch(null, true)).toBe(true);
    expect(shouldPrefetch({}, true)).toBe(true);
    expect(shouldPrefetch({ effectiveType: "4g", saveData: false }, true)).toBe(true);
    expect(shouldPrefetch({ effectiveType: "3g" }, true)).toBe(true);
  });
  it("skips prefetch on 2g, slow-2g or data-saver", () => {
    expect(shouldPrefetch({ effectiveType: "2g" }, true)).toBe(false);
    expect(shouldPrefetch({ effectiveType: "slow-2g" }, true)).toBe(false);
    expect(shouldPrefetch({ effectiveType: "4g", saveData: true }, true)).toBe(false);
  });
  it("skips prefetch offline, whatever the connection says (issue 12)", () => {
    expect(shouldPrefetch(undefined, false)).toBe(false);
    expect(shouldPrefetch({ effectiveType: "4g" }, false)).toBe(false);
  });
});

describe("§9 prefetch: which pages", () => {
  it("prefetches the library, not the commerce pages nor links with a query string", () => {
    expect(isPrefetchable("/revisions/terminale/maths")).toBe(true);
    expect(isPrefetchable("/premium")).toBe(false);
    expect(isPrefetchable("/premium/offre-famille")).toBe(false);
    expect(isPrefetchable("/subscribe-success")).toBe(false);
    expect(isPrefetchable("/revisions?promocode=PIXPAY23")).toBe(false);
    const topLevel = CAMPAIGN_PAGES.find((page) => !page.path.startsWith("/premium/"));
    expect(topLevel && isPrefetchable(topLevel.path)).toBe(false);
  });
});
