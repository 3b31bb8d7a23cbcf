import { describe, expect, it } from "vitest";
import { flushRetryDelay, MAX_FLUSH_TRIES } from "./flush-retry.ts";

describe("flushRetryDelay", () => {
  it("waits 2 s after the first kept flush, then twice as long each time, at most a minute", () => {
    const delays = Array.from({ length: MAX_FLUSH_TRIES }, (_, index) => flushRetryDelay(index + 1));
    expect(delays).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000]);
  });

  it("stops after the last try: the next page load or online event starts again", () => {
    expect(flushRetryDelay(MAX_FLUSH_TRIES + 1)).toBeNull();
    expect(flushRetryDelay(50)).toBeNull();
  });
});
