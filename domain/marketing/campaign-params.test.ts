import { describe, expect, it } from "vitest";
import {
  clearsPromocode,
  MAX_CAMPAIGN_VALUE_LENGTH,
  readCampaignParams,
  UTM_COOKIE_MAX_AGE_S,
  utmCookiesToSet,
} from "./campaign-params.ts";

describe("§7 promocode, utm_id and utm_campaign", () => {
  it("reads the three parameters, trimmed", () => {
    expect(readCampaignParams(new URLSearchParams("promocode=%20RENTREE25%20&utm_id=42&utm_campaign=bac"))).toEqual({
      promocode: "RENTREE25",
      utmId: "42",
      utmCampaign: "bac",
    });
  });
  it("treats blank and over-long values as absent", () => {
    const long = "c".repeat(MAX_CAMPAIGN_VALUE_LENGTH + 1);
    expect(readCampaignParams(new URLSearchParams(`promocode=&utm_id=%20&utm_campaign=${long}`))).toEqual({
      promocode: null,
      utmId: null,
      utmCampaign: null,
    });
  });
  it("stores utm values as cookies for 56 days on path /", () => {
    expect(UTM_COOKIE_MAX_AGE_S).toBe(56 * 24 * 3600);
    expect(utmCookiesToSet({ promocode: "X", utmId: "42", utmCampaign: "bac" })).toEqual([
      { name: "utm_id", value: "42", maxAgeSeconds: 4_838_400, path: "/" },
      { name: "utm_campaign", value: "bac", maxAgeSeconds: 4_838_400, path: "/" },
    ]);
  });
  it("sets only the cookies whose parameter is present", () => {
    expect(utmCookiesToSet({ promocode: null, utmId: null, utmCampaign: "bac" }).map((c) => c.name)).toEqual([
      "utm_campaign",
    ]);
    expect(utmCookiesToSet({ promocode: null, utmId: "1", utmCampaign: null }).map((c) => c.name)).toEqual(["utm_id"]);
    expect(utmCookiesToSet({ promocode: "X", utmId: null, utmCampaign: null })).toEqual([]);
  });
});

describe("issue 15: an empty ?promocode= removes the promo code", () => {
  it("clears only for a present, blank parameter", () => {
    expect(clearsPromocode(new URLSearchParams("promocode="))).toBe(true);
    expect(clearsPromocode(new URLSearchParams("promocode=%20"))).toBe(true);
    expect(clearsPromocode(new URLSearchParams("promocode=PIXPAY23"))).toBe(false);
    expect(clearsPromocode(new URLSearchParams("coupon="))).toBe(false);
  });
});
