// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { DataLayerAnalytics, GtmTagManager, type DataLayerHost } from "./data-layer-analytics.ts";

describe("DataLayerAnalytics (§7)", () => {
  it("pushes { event, ...params } to the data layer, creating it when missing", () => {
    const host: DataLayerHost = {};
    const analytics = new DataLayerAnalytics(host);
    analytics.push({ event: "first_activity" });
    analytics.push({ event: "newsletterFailure", sourceLocation: "popup-a", status: 400 });
    expect(host.dataLayer).toEqual([
      { event: "first_activity" },
      { event: "newsletterFailure", sourceLocation: "popup-a", status: 400 },
    ]);
  });
});

describe("GtmTagManager", () => {
  it("loads the tag manager script once, with the configured id", () => {
    const host: DataLayerHost = {};
    const scripts: { src: string; async: boolean }[] = [];
    // A document that records the script instead of fetching it (no network in tests).
    const doc = {
      createElement: () => ({ src: "", async: false }),
      head: { append: (script: { src: string; async: boolean }) => scripts.push(script) },
    } as unknown as Pick<Document, "createElement" | "head">;
    const manager = new GtmTagManager("GTM-ABC123", host, doc);
    manager.load();
    manager.load();
    expect(scripts).toEqual([{ src: "https://www.googletagmanager.com/gtm.js?id=GTM-ABC123", async: true }]);
    expect(host.dataLayer?.[0]).toMatchObject({ event: "gtm.js" });
  });

  it("does nothing without a valid id", () => {
    const host: DataLayerHost = {};
    new GtmTagManager(null, host, document).load();
    new GtmTagManager("not-an-id", host, document).load();
    expect(host.dataLayer).toBeUndefined();
  });
});
