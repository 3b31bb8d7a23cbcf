// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** A fresh copy of the module per test: the start happens once per page load, so once per module instance. */
let DEFERRED_START_MS: number;
let whenDeferredStart: () => Promise<void>;

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe("deferred start of the non-essential browser work", () => {
  beforeEach(async () => {
    vi.useFakeTimers();
    vi.resetModules();
    ({ DEFERRED_START_MS, whenDeferredStart } = await import("./deferred-start.ts"));
  });
  afterEach(() => vi.useRealTimers());

  it("starts DEFERRED_START_MS after the load event when the visitor does nothing", async () => {
    expect(document.readyState).toBe("complete");
    const start = whenDeferredStart();
    await vi.advanceTimersByTimeAsync(DEFERRED_START_MS - 1);
    expect(await settled(start)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(start)).toBe(true);
  });

  it("starts at once on the first interaction", async () => {
    const start = whenDeferredStart();
    expect(await settled(start)).toBe(false);
    window.dispatchEvent(new Event("keydown"));
    expect(await settled(start)).toBe(true);
  });

  it("is one start per page load", () => {
    expect(whenDeferredStart()).toBe(whenDeferredStart());
  });
});
