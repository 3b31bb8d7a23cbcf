import "reflect-metadata";
import { container as root } from "tsyringe";
import { describe, expect, it } from "vitest";
import { MemoryBrowserAnalytics } from "../../../adapters/memory/memory-browser-analytics.ts";
import { MemoryBrowserStorage } from "../../../adapters/memory/memory-browser-storage.ts";
import { AnalyticsToken } from "../analytics/ports.ts";
import { BrowserStorageToken } from "../chrome/ports.ts";
import { COMPLETED_ORDERS_KEY, TrackPremium } from "./track-premium.ts";

function setup() {
  const c = root.createChildContainer();
  const analytics = new MemoryBrowserAnalytics();
  const storage = new MemoryBrowserStorage();
  c.registerInstance(AnalyticsToken, analytics);
  c.registerInstance(BrowserStorageToken, storage);
  return { analytics, storage, track: c.resolve(TrackPremium) };
}

describe("TrackPremium (§7 analytics of the purchase journey)", () => {
  it("pushes viewPaywall, initiateCheckout and purchaseStart with their parameters", () => {
    const { analytics, track } = setup();
    track.viewPaywall("/premium");
    track.initiateCheckout("family-yearly");
    track.purchaseStart("family-yearly");
    expect(analytics.events).toEqual([
      { event: "viewPaywall", path: "/premium" },
      { event: "initiateCheckout", planId: "family-yearly" },
      { event: "purchaseStart", planId: "family-yearly" },
    ]);
  });

  it("pushes purchaseComplete once per order, even after a reload", () => {
    const { analytics, storage, track } = setup();
    const order = { orderId: "o1", planId: "family-yearly", amount: 149.99, currency: "EUR" };
    expect(track.purchaseComplete(order)).toBe(true);
    expect(track.purchaseComplete(order)).toBe(false);
    expect(track.purchaseComplete({ ...order, orderId: "o2" })).toBe(true);
    expect(analytics.names()).toEqual(["purchaseComplete", "purchaseComplete"]);
    expect(analytics.events[0]).toEqual({
      event: "purchaseComplete",
      planId: "family-yearly",
      value: 149.99,
      currency: "EUR",
    });
    expect(storage.get("session", COMPLETED_ORDERS_KEY)).toBe("o1,o2");
  });

  it("forgets the oldest orders past twenty", () => {
    const { storage, track } = setup();
    for (let i = 0; i < 25; i += 1)
      track.purchaseComplete({ orderId: `o${i}`, planId: "p", amount: 1, currency: "EUR" });
    const kept = storage.get("session", COMPLETED_ORDERS_KEY)?.split(",") ?? [];
    expect(kept).toHaveLength(20);
    expect(kept[0]).toBe("o5");
  });
});
