import { describe, expect, it } from "vitest";
import {
  formatGiftCardCode,
  giftCardCodeFrom,
  giftCardState,
  giftDedication,
  GIFT_MESSAGE_MAX_LENGTH,
  GIFT_RECIPIENT_MAX_LENGTH,
  isGiftablePlan,
} from "./gift-card.ts";

const plan = (fields: Partial<Parameters<typeof isGiftablePlan>[0]>) => ({
  provider: "card" as const,
  fixedDuration: null,
  fixedDurationUnit: null,
  renewingPeriodicity: "yearly" as const,
  ...fields,
});

describe("isGiftablePlan", () => {
  it("takes card plans with a period", () => {
    expect(isGiftablePlan(plan({}))).toBe(true);
    expect(isGiftablePlan(plan({ renewingPeriodicity: null, fixedDuration: 3, fixedDurationUnit: "months" }))).toBe(
      true,
    );
  });
  it("refuses mobile-money, gift-card and lifetime plans", () => {
    expect(isGiftablePlan(plan({ provider: "mobile_money" }))).toBe(false);
    expect(isGiftablePlan(plan({ provider: "gift_card" }))).toBe(false);
    expect(isGiftablePlan(plan({ renewingPeriodicity: null }))).toBe(false);
  });
});

describe("giftCardCodeFrom", () => {
  it("keeps the first 16 hex characters, upper case, dashes dropped", () => {
    expect(giftCardCodeFrom("0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d")).toBe("0A1B2C3D4E5F4A6B");
  });
  it("throws when the random input is too short", () => {
    expect(() => giftCardCodeFrom("abc-123")).toThrow(/16 random/);
  });
});

describe("formatGiftCardCode", () => {
  it("groups by four", () => {
    expect(formatGiftCardCode("0A1B2C3D4E5F4A6B")).toBe("0A1B-2C3D-4E5F-4A6B");
    expect(formatGiftCardCode("")).toBe("");
  });
});

describe("giftDedication", () => {
  it("trims and turns empty text into null", () => {
    expect(giftDedication({ recipientName: "  Léa ", message: "  " })).toEqual({ recipientName: "Léa", message: null });
    expect(giftDedication({})).toEqual({ recipientName: null, message: null });
    expect(giftDedication({ recipientName: null, message: "Bon courage" })).toEqual({
      recipientName: null,
      message: "Bon courage",
    });
  });
  it("refuses text over the limits", () => {
    expect(giftDedication({ recipientName: "x".repeat(GIFT_RECIPIENT_MAX_LENGTH + 1) })).toBeNull();
    expect(giftDedication({ message: "x".repeat(GIFT_MESSAGE_MAX_LENGTH + 1) })).toBeNull();
    expect(giftDedication({ message: "x".repeat(GIFT_MESSAGE_MAX_LENGTH) })?.message).toHaveLength(
      GIFT_MESSAGE_MAX_LENGTH,
    );
  });
});

describe("giftCardState", () => {
  it("is pending before payment, unused, then used on its date", () => {
    const at = new Date("2026-11-20T10:00:00Z");
    expect(giftCardState({ issued: false, redeemedAt: null, voidedAt: null })).toEqual({ state: "pending" });
    expect(giftCardState({ issued: true, redeemedAt: null, voidedAt: null })).toEqual({ state: "unused" });
    expect(giftCardState({ issued: true, redeemedAt: at, voidedAt: null })).toEqual({ state: "used", usedAt: at });
    // Issue 15: a card its buyer withdrew from is shown as withdrawn (it can no longer be used).
    expect(giftCardState({ issued: true, redeemedAt: null, voidedAt: at })).toEqual({
      state: "withdrawn",
      withdrawnAt: at,
    });
  });
});
