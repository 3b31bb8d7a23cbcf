import "reflect-metadata";
import { container as root } from "tsyringe";
import { describe, expect, it } from "vitest";
import { MemoryBrowserAnalytics, MemoryTagManager } from "../../../adapters/memory/memory-browser-analytics.ts";
import { ManualClock, MemoryPageReloader } from "../../../adapters/memory/memory-browser-runtime.ts";
import { MemoryBrowserStorage } from "../../../adapters/memory/memory-browser-storage.ts";
import { MemorySiteCookies } from "../../../adapters/memory/memory-site-cookies.ts";
import { AnalyticsToken, TagManagerToken } from "../analytics/ports.ts";
import { SiteCookiesToken } from "../site/ports.ts";
import { forceChunkReload, reloadAfterChunkError } from "./chunk-reload.ts";
import { CONSENT_MAX_AGE_SECONDS, CookieConsent, parseConsent, serializeConsent } from "./cookie-consent.ts";
import { FIRST_ACTIVITY_SENT_KEY, ScheduleFirstActivity } from "./first-activity.ts";
import { PopinMemory } from "./popin-memory.ts";
import { BrowserStorageToken, ClockToken, SchedulerToken } from "./ports.ts";
import { StartChromeRuntime } from "./start-chrome-runtime.ts";

function setup(storage = new MemoryBrowserStorage()) {
  const c = root.createChildContainer();
  const clock = new ManualClock();
  const analytics = new MemoryBrowserAnalytics();
  const tagManager = new MemoryTagManager();
  const cookies = new MemorySiteCookies();
  c.registerInstance(BrowserStorageToken, storage);
  c.registerInstance(ClockToken, clock);
  c.registerInstance(SchedulerToken, clock);
  c.registerInstance(AnalyticsToken, analytics);
  c.registerInstance(TagManagerToken, tagManager);
  c.registerInstance(SiteCookiesToken, cookies);
  return { c, clock, analytics, tagManager, cookies, storage };
}

describe("ScheduleFirstActivity (§4 first-activity event, §3 fv)", () => {
  it("on the first visit stores fv and sends first_activity once, 10 s later", () => {
    const { c, clock, analytics, storage } = setup();
    c.resolve(ScheduleFirstActivity).execute();
    expect(storage.get("local", "fv")).toBe(String(clock.now()));
    clock.advance(9_999);
    expect(analytics.names()).toEqual([]);
    clock.advance(1);
    expect(analytics.names()).toEqual(["first_activity"]);
    expect(storage.get("local", FIRST_ACTIVITY_SENT_KEY)).toBe("true");
    c.resolve(ScheduleFirstActivity).execute();
    clock.advance(20_000);
    expect(analytics.names()).toEqual(["first_activity"]);
  });

  it("a reload 4 s into the first visit waits only for the remaining 6 s", () => {
    const { c, clock, analytics, storage } = setup();
    storage.set("local", "fv", String(clock.now() - 4_000));
    c.resolve(ScheduleFirstActivity).execute();
    clock.advance(5_999);
    expect(analytics.names()).toEqual([]);
    clock.advance(1);
    expect(analytics.names()).toEqual(["first_activity"]);
  });

  it("leaving the page before 10 s cancels the event; a later visit never sends it", () => {
    const { c, clock, analytics, storage } = setup();
    const cancel = c.resolve(ScheduleFirstActivity).execute();
    clock.advance(3_000);
    cancel();
    clock.advance(60_000);
    expect(analytics.names()).toEqual([]);
    const later = setup(storage);
    later.clock.advance(10 * 86_400_000);
    later.c.resolve(ScheduleFirstActivity).execute();
    expect(later.clock.pending()).toBe(0);
  });

  it("does not send twice when another tab already sent it", () => {
    const { c, clock, analytics, storage } = setup();
    c.resolve(ScheduleFirstActivity).execute();
    storage.set("local", FIRST_ACTIVITY_SENT_KEY, "true");
    clock.advance(10_000);
    expect(analytics.names()).toEqual([]);
  });
});

describe("chunk reload (§4/§8 missing code chunk)", () => {
  it("reloads once for a chunk error, then not again within 60 s, then again after", () => {
    const storage = new MemoryBrowserStorage();
    const clock = new ManualClock();
    const page = new MemoryPageReloader();
    const ports = { storage, clock, page };
    expect(reloadAfterChunkError("TypeError: Failed to fetch dynamically imported module: /assets/x.js", ports)).toBe(
      true,
    );
    expect(page.reloads).toBe(1);
    expect(storage.get("session", "chunkReloadAt")).toBe(String(clock.now()));
    clock.advance(59_999);
    expect(forceChunkReload(ports)).toBe(false);
    clock.advance(1);
    expect(forceChunkReload(ports)).toBe(true);
    expect(page.reloads).toBe(2);
  });

  it("does not reload offline: the chunk could not come back (issue 12)", () => {
    const page = new MemoryPageReloader();
    page.isOnline = false;
    const ports = { storage: new MemoryBrowserStorage(), clock: new ManualClock(), page };
    expect(reloadAfterChunkError("TypeError: Failed to fetch dynamically imported module: /assets/x.js", ports)).toBe(
      false,
    );
    expect(page.reloads).toBe(0);
  });

  it("ignores errors that are not chunk failures", () => {
    const page = new MemoryPageReloader();
    expect(
      reloadAfterChunkError("TypeError: x is undefined", {
        storage: new MemoryBrowserStorage(),
        clock: new ManualClock(),
        page,
      }),
    ).toBe(false);
    expect(page.reloads).toBe(0);
  });
});

describe("CookieConsent", () => {
  it("parses only well-formed choices", () => {
    expect(parseConsent("a1.m0.1700000000000")).toEqual({
      analytics: true,
      marketing: false,
      decidedAt: 1_700_000_000_000,
    });
    expect(parseConsent(serializeConsent({ analytics: false, marketing: true, decidedAt: 5 }))).toEqual({
      analytics: false,
      marketing: true,
      decidedAt: 5,
    });
    expect(parseConsent("a2.m0.1")).toBeNull();
    expect(parseConsent(null)).toBeNull();
  });

  it("has no choice at first; saving stores it in local storage and a cookie and loads the tag manager for analytics", () => {
    const { c, storage, cookies, tagManager } = setup();
    const consent = c.resolve(CookieConsent);
    expect(consent.read()).toBeNull();
    consent.save({ analytics: false, marketing: false });
    expect(tagManager.loads).toBe(0);
    const saved = consent.save({ analytics: true, marketing: false });
    expect(tagManager.loads).toBe(1);
    expect(storage.get("local", "cookieConsent")).toBe(serializeConsent(saved));
    expect(cookies.values.get("cookieConsent")).toEqual({
      value: serializeConsent(saved),
      maxAgeSeconds: CONSENT_MAX_AGE_SECONDS,
    });
    expect(consent.read()).toEqual(saved);
  });

  it("falls back to the cookie and forgets a choice older than 13 months", () => {
    const { c, cookies, clock } = setup();
    cookies.set("cookieConsent", `a1.m1.${clock.now()}`);
    const consent = c.resolve(CookieConsent);
    expect(consent.read()).toMatchObject({ analytics: true, marketing: true });
    clock.advance(CONSENT_MAX_AGE_SECONDS * 1000);
    expect(consent.read()).toBeNull();
  });

  it("at page start loads the tag manager only with a stored analytics consent", () => {
    const granted = setup();
    granted.storage.set("local", "cookieConsent", `a1.m0.${granted.clock.now()}`);
    granted.c.resolve(StartChromeRuntime).execute();
    expect(granted.tagManager.loads).toBe(1);
    const none = setup();
    none.c.resolve(StartChromeRuntime).execute();
    expect(none.tagManager.loads).toBe(0);
  });
});

describe("StartChromeRuntime", () => {
  it("schedules the first-activity event and pushes page views", () => {
    const { c, clock, analytics } = setup();
    const runtime = c.resolve(StartChromeRuntime);
    runtime.execute();
    runtime.pageViewed("/bac");
    clock.advance(10_000);
    expect(analytics.events).toEqual([{ event: "viewPage", path: "/bac" }, { event: "first_activity" }]);
  });
});

describe("PopinMemory", () => {
  it("remembers each popin for the browser session", () => {
    const { c, storage } = setup();
    const memory = c.resolve(PopinMemory);
    expect(memory.wasSeen("appRecommendation")).toBe(false);
    memory.markSeen("appRecommendation");
    expect(memory.wasSeen("appRecommendation")).toBe(true);
    expect(memory.wasSeen("subscriptionPromo")).toBe(false);
    expect(storage.get("session", "popinSeen.appRecommendation")).toBe("true");
  });
  it("issue 15: remembers a completed payment for the browser session", () => {
    const { c, storage } = setup();
    const memory = c.resolve(PopinMemory);
    expect(memory.paidThisSession()).toBe(false);
    memory.recordPayment();
    expect(memory.paidThisSession()).toBe(true);
    expect(storage.get("session", "paymentCompleted")).toBe("true");
    expect(memory.wasSeen("paidAppRecommendation")).toBe(false);
  });
});
