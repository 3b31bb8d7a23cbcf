// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import { LocationReloader, MathRandom, SystemClock, TimerScheduler } from "./browser-runtime.ts";
import { DocumentCookies } from "./document-cookies.ts";

describe("browser runtime adapters", () => {
  it("clock and randomness", () => {
    expect(Math.abs(new SystemClock().now() - Date.now())).toBeLessThan(1000);
    const value = new MathRandom().next();
    expect(value >= 0 && value < 1).toBe(true);
  });

  it("runs a task after its delay unless cancelled", () => {
    vi.useFakeTimers();
    try {
      const scheduler = new TimerScheduler();
      const ran: string[] = [];
      scheduler.after(100, () => ran.push("a"));
      const cancel = scheduler.after(100, () => ran.push("b"));
      cancel();
      vi.advanceTimersByTime(99);
      expect(ran).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(ran).toEqual(["a"]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("reloads through the location", () => {
    const location = { reload: vi.fn() };
    new LocationReloader(location).reload();
    expect(location.reload).toHaveBeenCalledTimes(1);
  });

  it("tells whether the browser is online", () => {
    expect(new LocationReloader({ reload: vi.fn() }, { onLine: false }).online()).toBe(false);
    expect(new LocationReloader({ reload: vi.fn() }, { onLine: true }).online()).toBe(true);
  });

  it("writes Lax cookies on path /, Secure on https", () => {
    const written: string[] = [];
    const doc = {
      get cookie() {
        return "a=1; cookieConsent=a1.m0.5";
      },
      set cookie(value: string) {
        written.push(value);
      },
      location: { protocol: "https:" } as Location,
    };
    const cookies = new DocumentCookies(doc);
    expect(cookies.get("cookieConsent")).toBe("a1.m0.5");
    expect(cookies.get("none")).toBeNull();
    cookies.set("cookieConsent", "a0.m0.6", 60);
    expect(written).toEqual(["cookieConsent=a0.m0.6; Max-Age=60; Path=/; Secure; SameSite=Lax"]);
  });
});
