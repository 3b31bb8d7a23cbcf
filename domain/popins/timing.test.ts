import { describe, expect, it } from "vitest";
import {
  BOT_PROTECTION_DELAY_MS,
  isLoaderVisible,
  LOADER_MIN_DELAY_MS,
  LOADING_BAR,
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

describe("§9 link prefetch", () => {
  it("prefetches when the connection is unknown or fast enough", () => {
    expect(shouldPrefetch(undefined)).toBe(true);
    expect(shouldPrefetch(null)).toBe(true);
    expect(shouldPrefetch({})).toBe(true);
    expect(shouldPrefetch({ effectiveType: "4g", saveData: false })).toBe(true);
    expect(shouldPrefetch({ effectiveType: "3g" })).toBe(true);
  });
  it("skips prefetch on 2g, slow-2g or data-saver", () => {
    expect(shouldPrefetch({ effectiveType: "2g" })).toBe(false);
    expect(shouldPrefetch({ effectiveType: "slow-2g" })).toBe(false);
    expect(shouldPrefetch({ effectiveType: "4g", saveData: true })).toBe(false);
  });
});
