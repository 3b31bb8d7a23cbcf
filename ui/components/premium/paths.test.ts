import { describe, expect, it } from "vitest";
import { GIFT_CARD_REDEEM_PAGE, GIFT_CARDS_PAGE } from "../../../application/contracts/premium/checkout.ts";
import { checkoutHref, GIFT_CARD_PATH, GIFT_CARDS_PATH, pathWith } from "./paths.ts";

describe("purchase journey addresses (§2 Premium and offers)", () => {
  it("builds the checkout of a plan, keeping the country and the coupon", () => {
    expect(checkoutHref({ plan: "family-yearly" })).toBe("/premium/checkout?plan=family-yearly");
    expect(checkoutHref({ plan: "africa-family-yearly-mobile-money", country: "SN", coupon: "AFRIQUE26" })).toBe(
      "/premium/checkout?plan=africa-family-yearly-mobile-money&coupon=AFRIQUE26&country=SN",
    );
  });

  it("builds the checkout of an offer page without a plan parameter (the campaign decides)", () => {
    expect(checkoutHref({ campaignSlug: "flashoffer/lesfolles40", plan: "solo-yearly" })).toBe(
      "/premium/checkout/flashoffer/lesfolles40",
    );
  });

  it("sets and removes query parameters", () => {
    expect(pathWith("/premium?coupon=X&country=SN", { coupon: null })).toBe("/premium?country=SN");
    expect(pathWith("/premium", { country: "" })).toBe("/premium");
  });

  it("issue 15: the gift-card pages are the contract's (where a paid gift-card order lands)", () => {
    expect([GIFT_CARD_PATH, GIFT_CARDS_PATH]).toEqual([GIFT_CARD_REDEEM_PAGE, GIFT_CARDS_PAGE]);
  });
});
