import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CTA_DEFAULT_TIMEOUT_MS, CTA_UNLOCKED, ctaClick, EMAIL_POPIN_CTA_TIMEOUT_MS, isCtaLocked } from "./cta-lock.ts";

const idle = { disabled: false, loading: false };

describe("§4 call-to-action lock", () => {
  it("uses 4000 ms by default and 0 for the e-mail popin", () => {
    expect(CTA_DEFAULT_TIMEOUT_MS).toBe(4000);
    expect(EMAIL_POPIN_CTA_TIMEOUT_MS).toBe(0);
  });
  it("accepts a first click and locks for the default time-out", () => {
    const click = ctaClick(CTA_UNLOCKED, { ...idle, now: 1000 });
    expect(click.accepted).toBe(true);
    expect(isCtaLocked(click.state, 1000)).toBe(true);
    expect(isCtaLocked(click.state, 4999)).toBe(true);
    expect(isCtaLocked(click.state, 5000)).toBe(false);
    expect(ctaClick(click.state, { ...idle, now: 4999 })).toEqual({ state: click.state, accepted: false });
    expect(ctaClick(click.state, { ...idle, now: 5000 }).accepted).toBe(true);
  });
  it("never locks with a time-out of 0", () => {
    const first = ctaClick(CTA_UNLOCKED, { ...idle, now: 1000, timeoutMs: EMAIL_POPIN_CTA_TIMEOUT_MS });
    expect(first.accepted).toBe(true);
    expect(ctaClick(first.state, { ...idle, now: 1000, timeoutMs: 0 }).accepted).toBe(true);
  });
  it("treats a negative time-out as 0", () => {
    const first = ctaClick(CTA_UNLOCKED, { ...idle, now: 1000, timeoutMs: -50 });
    expect(first.state.lockedUntil).toBe(1000);
  });
  it("ignores clicks while disabled or loading, without locking", () => {
    expect(ctaClick(CTA_UNLOCKED, { disabled: true, loading: false, now: 0 })).toEqual({
      state: CTA_UNLOCKED,
      accepted: false,
    });
    expect(ctaClick(CTA_UNLOCKED, { disabled: false, loading: true, now: 0 })).toEqual({
      state: CTA_UNLOCKED,
      accepted: false,
    });
    expect(isCtaLocked(CTA_UNLOCKED, 0)).toBe(false);
  });
  it("accepts at most one click per time-out window", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3000 }), { maxLength: 30 }), (gaps) => {
        let state = CTA_UNLOCKED;
        let now = 0;
        let lastAccepted: number | null = null;
        for (const gap of gaps) {
          now += gap;
          const click = ctaClick(state, { ...idle, now });
          if (click.accepted) {
            if (lastAccepted !== null) expect(now - lastAccepted).toBeGreaterThanOrEqual(CTA_DEFAULT_TIMEOUT_MS);
            lastAccepted = now;
          } else {
            expect(lastAccepted).not.toBeNull();
            expect(now - (lastAccepted as number)).toBeLessThan(CTA_DEFAULT_TIMEOUT_MS);
          }
          state = click.state;
        }
      }),
    );
  });
});
