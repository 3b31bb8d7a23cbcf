import { describe, expect, it } from "vitest";
import { giftCardWithdrawal, mayStartAtOnce, WITHDRAWAL_PERIOD_DAYS, withdrawalDeadline } from "./withdrawal.ts";

describe("issue 15: the right of withdrawal at checkout (L221-18, L221-28 13°)", () => {
  it("lasts 14 days", () => {
    expect(WITHDRAWAL_PERIOD_DAYS).toBe(14);
  });
  it("lets the access start at once only with the express consent, never by default", () => {
    expect(mayStartAtOnce(true)).toBe(true);
    expect(mayStartAtOnce(false)).toBe(false);
    expect(mayStartAtOnce(undefined)).toBe(false);
    expect(mayStartAtOnce(null)).toBe(false);
  });
});

describe("issue 15: the withdrawal period's end (L221-18, L221-19)", () => {
  it("ends at midnight in Paris after the 14th day following the conclusion", () => {
    // Wednesday 25 November 2026, 12:00 in Paris (winter time): the 14th day is Wednesday 9 December.
    expect(withdrawalDeadline(new Date("2026-11-25T11:00:00Z")).toISOString()).toBe("2026-12-09T23:00:00.000Z");
    // Late on the 25th in Paris is still the 25th (23:30 in Paris is 22:30 UTC).
    expect(withdrawalDeadline(new Date("2026-11-25T22:30:00Z")).toISOString()).toBe("2026-12-09T23:00:00.000Z");
    // 00:30 on the 26th in Paris is 23:30 UTC on the 25th: one day later.
    expect(withdrawalDeadline(new Date("2026-11-25T23:30:00Z")).toISOString()).toBe("2026-12-10T23:00:00.000Z");
  });
  it("runs to the end of the Monday when the 14th day is a Saturday or a Sunday", () => {
    // Friday 20 November 2026 + 14 = Friday 4 December: unchanged.
    expect(withdrawalDeadline(new Date("2026-11-20T10:00:00Z")).toISOString()).toBe("2026-12-04T23:00:00.000Z");
    // Saturday 21 November + 14 = Saturday 5 December: to the end of Monday 7 December.
    expect(withdrawalDeadline(new Date("2026-11-21T10:00:00Z")).toISOString()).toBe("2026-12-07T23:00:00.000Z");
    // Sunday 22 November + 14 = Sunday 6 December: to the end of Monday 7 December.
    expect(withdrawalDeadline(new Date("2026-11-22T10:00:00Z")).toISOString()).toBe("2026-12-07T23:00:00.000Z");
  });
  it("follows summer time, across a change of time", () => {
    // Tuesday 17 March 2026 + 14 = Tuesday 31 March, in summer time (UTC+2): midnight is 22:00 UTC.
    expect(withdrawalDeadline(new Date("2026-03-17T10:00:00Z")).toISOString()).toBe("2026-03-31T22:00:00.000Z");
    // Thursday 15 October 2026 + 14 = Thursday 29 October, back in winter time (UTC+1).
    expect(withdrawalDeadline(new Date("2026-10-15T10:00:00Z")).toISOString()).toBe("2026-10-29T23:00:00.000Z");
  });
});

describe("issue 15: withdrawing from a bought gift card", () => {
  const paidAt = new Date("2026-11-25T11:00:00Z");
  const until = new Date("2026-12-09T23:00:00Z");
  const card = { paidAt, redeemedAt: null, voidedAt: null };
  it("is allowed for an unused card until the period ends", () => {
    expect(giftCardWithdrawal(card, paidAt)).toEqual({ allowed: true, until });
    expect(giftCardWithdrawal(card, new Date(until.getTime() - 1))).toEqual({ allowed: true, until });
  });
  it("is refused once the period is over", () => {
    expect(giftCardWithdrawal(card, until)).toEqual({ allowed: false, reason: "expired", until });
  });
  it("is refused once the card was redeemed, even within the period", () => {
    const redeemed = { ...card, redeemedAt: new Date("2026-11-26T09:00:00Z") };
    expect(giftCardWithdrawal(redeemed, paidAt)).toEqual({ allowed: false, reason: "redeemed", until });
  });
  it("is refused for a card withdrawn already, and for an order not paid", () => {
    const voided = { ...card, voidedAt: new Date("2026-11-26T09:00:00Z") };
    expect(giftCardWithdrawal(voided, paidAt)).toEqual({ allowed: false, reason: "withdrawn", until });
    expect(giftCardWithdrawal({ ...card, paidAt: null }, paidAt)).toEqual({
      allowed: false,
      reason: "unpaid",
      until: null,
    });
  });
});
