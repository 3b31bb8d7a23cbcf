import { describe, expect, it } from "vitest";
import {
  FRANCE_COUNTRY_ID,
  OFFER_MENU_ITEMS,
  hasCountry,
  isOfferFreePath,
  isUnderPath,
  normalizePath,
  offersAvailable,
  offersMenu,
} from "./availability.ts";

describe("§4 Offers available", () => {
  it("names France by its ISO 3166-1 numeric code", () => {
    expect(FRANCE_COUNTRY_ID).toBe(250);
  });

  it("is true when the profile country is France, whatever the region", () => {
    expect(offersAvailable({ countryId: 250, region: "SN" })).toBe(true);
    expect(offersAvailable({ countryId: " 250 ", region: null })).toBe(true);
  });

  it("is false for any other country, even with region FR", () => {
    expect(offersAvailable({ countryId: 686, region: "FR" })).toBe(false);
    expect(offersAvailable({ countryId: "2500", region: "FR" })).toBe(false);
  });

  it("falls back on region FR when no country is set", () => {
    expect(offersAvailable({ countryId: null, region: "FR" })).toBe(true);
    expect(offersAvailable({ countryId: undefined, region: " fr " })).toBe(true);
    expect(offersAvailable({ countryId: "", region: "FR" })).toBe(true);
    expect(offersAvailable({ countryId: null, region: "CI" })).toBe(false);
    expect(offersAvailable({ countryId: null, region: null })).toBe(false);
    expect(offersAvailable({ countryId: null, region: undefined })).toBe(false);
  });

  it("tells a set country from a missing one", () => {
    expect(hasCountry(0)).toBe(true);
    expect(hasCountry("  ")).toBe(false);
    expect(hasCountry(null)).toBe(false);
  });
});

describe("§2 Offers are never shown on /premium or /partenaires paths", () => {
  it("normalises paths before comparing them", () => {
    expect(normalizePath("/Premium/Offre-Solo/?utm_id=1#top")).toBe("/premium/offre-solo");
    expect(normalizePath("")).toBe("/");
    expect(normalizePath("/")).toBe("/");
    expect(normalizePath("/?lang=en")).toBe("/");
  });

  it("matches a prefix only at a segment boundary", () => {
    expect(isUnderPath("/premium", "/premium")).toBe(true);
    expect(isUnderPath("/premium/checkout/offre-solo", "/premium")).toBe(true);
    expect(isUnderPath("/premiumplus", "/premium")).toBe(false);
  });

  it("keeps offers off /premium and /partenaires and their sub-pages only", () => {
    for (const path of ["/premium", "/premium/", "/premium/afrique", "/PARTENAIRES", "/partenaires/gar?x=1"]) {
      expect(isOfferFreePath(path)).toBe(true);
    }
    for (const path of ["/", "/revisions", "/offre-speciale-rentree", "/premiums", "/blog/premium"]) {
      expect(isOfferFreePath(path)).toBe(false);
    }
  });
});

describe("§2 Header: the offers entry", () => {
  it("is a dropdown of four offers when offers are available", () => {
    const menu = offersMenu(true);
    expect(menu).toEqual({ kind: "dropdown", items: OFFER_MENU_ITEMS });
    expect(OFFER_MENU_ITEMS.map((i) => i.id)).toEqual(["family", "solo", "gift_card", "mobile_payment"]);
    for (const item of OFFER_MENU_ITEMS) expect(item.href.startsWith("/premium/")).toBe(true);
  });
  it("is a link to /premium otherwise", () => {
    expect(offersMenu(false)).toEqual({ kind: "link", href: "/premium" });
  });
});
