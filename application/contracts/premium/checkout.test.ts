import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { CHECKOUT_ERROR_CODES, CheckoutSessionRequest, GiftCardRedeemRequest, isFinalOrderStatus } from "./checkout.ts";

const parse = (input: Record<string, unknown>) =>
  v.safeParse(CheckoutSessionRequest, { planId: "family-yearly", idempotencyKey: "abcdefgh-1234", ...input });

describe("CheckoutSessionRequest", () => {
  it("takes a plan, an optional campaign slug, coupon, e-mail, country and success path", () => {
    const parsed = parse({
      campaignSlug: " FlashOffer/LesFolles40 ",
      couponCode: " folles40 ",
      email: " a@b.c ",
      country: "sn",
      successPath: "/subscribe-success/lifeoffer-mobile",
    });
    expect(parsed.success && parsed.output).toEqual({
      planId: "family-yearly",
      idempotencyKey: "abcdefgh-1234",
      campaignSlug: "flashoffer/lesfolles40",
      couponCode: "folles40",
      email: "a@b.c",
      country: "sn",
      successPath: "/subscribe-success/lifeoffer-mobile",
    });
    expect(parse({ couponCode: "" }).success).toBe(true);
  });

  it("refuses money sent by the client, paths off the site and malformed keys", () => {
    for (const extra of [{ amount: 1 }, { price: 1 }, { currency: "EUR" }]) expect(parse(extra).success).toBe(false);
    for (const successPath of [
      "//evil.example/x",
      "https://evil.example",
      "/\\evil.example",
      "subscribe-success",
      "/a b",
    ])
      expect(parse({ successPath }).success).toBe(false);
    for (const idempotencyKey of ["short", "has space in it", "x".repeat(101)])
      expect(parse({ idempotencyKey }).success).toBe(false);
    expect(parse({ campaignSlug: "../x" }).success).toBe(false);
    expect(parse({ country: "FRA" }).success).toBe(false);
    expect(parse({ couponCode: "A B" }).success).toBe(false);
  });
});

describe("the rest of the contract", () => {
  it("says which statuses are final and never answers 409 (read as profiling required, §8)", () => {
    expect(isFinalOrderStatus("pending")).toBe(false);
    expect(["paid", "failed", "canceled", "expired"].every((s) => isFinalOrderStatus(s as "paid"))).toBe(true);
    expect(Object.values(CHECKOUT_ERROR_CODES)).not.toContain(409);
    expect(v.safeParse(GiftCardRedeemRequest, { code: "  " }).success).toBe(false);
  });
});
