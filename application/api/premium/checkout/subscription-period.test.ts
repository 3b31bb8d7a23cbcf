import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { SubscriptionRecord } from "../subscriptions.ts";
import { addMonthsUtc, periodEnd, subscriptionChange } from "./subscription-period.ts";

const NOW = new Date("2026-11-25T11:00:00Z");

const live = (overrides: Partial<SubscriptionRecord> = {}): SubscriptionRecord => ({
  id: "s-1",
  memberId: "m",
  planId: "solo-yearly",
  product: "revizo-premium",
  provider: "sandbox",
  providerReference: null,
  status: "active",
  isFamily: false,
  periodStart: new Date("2026-01-01T00:00:00Z"),
  periodEnd: new Date("2027-01-01T00:00:00Z"),
  ...overrides,
});

describe("addMonthsUtc", () => {
  it("adds calendar months and clamps to the end of a shorter month", () => {
    expect(addMonthsUtc(new Date("2026-01-31T10:00:00Z"), 1).toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(addMonthsUtc(new Date("2028-01-31T10:00:00Z"), 1).toISOString()).toBe("2028-02-29T10:00:00.000Z");
    expect(addMonthsUtc(new Date("2026-11-25T11:00:00Z"), 12).toISOString()).toBe("2027-11-25T11:00:00.000Z");
    expect(addMonthsUtc(new Date("2026-11-30T23:59:59.500Z"), 3).toISOString()).toBe("2027-02-28T23:59:59.500Z");
  });

  it("always moves forward by at least 28 days a month and never more than 31", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }),
        fc.integer({ min: 1, max: 48 }),
        (start, months) => {
          const days = (addMonthsUtc(start, months).getTime() - start.getTime()) / 86_400_000;
          return days >= 28 * months - 3 && days <= 31 * months;
        },
      ),
    );
  });
});

describe("periodEnd", () => {
  it("days, months, and no end for a lifetime plan", () => {
    expect(periodEnd(NOW, { amount: 30, unit: "days" })?.toISOString()).toBe("2026-12-25T11:00:00.000Z");
    expect(periodEnd(NOW, { amount: 3, unit: "months" })?.toISOString()).toBe("2027-02-25T11:00:00.000Z");
    expect(periodEnd(NOW, null)).toBeNull();
  });
});

describe("subscriptionChange", () => {
  const year = { amount: 12, unit: "months" } as const;

  it("creates a subscription from now when the member holds none of this plan", () => {
    expect(subscriptionChange([], "solo-yearly", year, NOW)).toEqual({
      kind: "create",
      periodStart: NOW,
      periodEnd: new Date("2027-11-25T11:00:00Z"),
    });
    expect(subscriptionChange([live({ planId: "family-yearly" })], "solo-yearly", year, NOW).kind).toBe("create");
  });

  it("extends the live subscription to the same plan from its end, the latest one when several", () => {
    const change = subscriptionChange(
      [live(), live({ id: "s-2", periodEnd: new Date("2027-06-01T00:00:00Z") })],
      "solo-yearly",
      year,
      NOW,
    );
    expect(change).toMatchObject({
      kind: "extend",
      subscription: { id: "s-2" },
      periodEnd: new Date("2028-06-01T00:00:00Z"),
    });
  });

  it("a lifetime subscription stays lifetime; a lifetime purchase makes the subscription lifetime", () => {
    expect(
      subscriptionChange([live({ periodEnd: null }), live({ id: "s-2" })], "solo-yearly", year, NOW),
    ).toMatchObject({
      kind: "extend",
      subscription: { periodEnd: null },
      periodEnd: null,
    });
    expect(subscriptionChange([live()], "solo-yearly", null, NOW)).toMatchObject({ kind: "extend", periodEnd: null });
  });

  it("never shortens a subscription", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 800 }),
        fc.integer({ min: 1, max: 24 }),
        fc.boolean(),
        (endInDays, amount, inDays) => {
          const current = live({ periodEnd: new Date(NOW.getTime() + endInDays * 86_400_000) });
          const change = subscriptionChange(
            [current],
            "solo-yearly",
            { amount, unit: inDays ? "days" : "months" },
            NOW,
          );
          return (
            change.kind === "extend" &&
            change.periodEnd !== null &&
            current.periodEnd !== null &&
            change.periodEnd > current.periodEnd
          );
        },
      ),
    );
  });
});
