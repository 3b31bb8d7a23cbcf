import { describe, expect, it } from "vitest";
import { mayStartAtOnce, WITHDRAWAL_PERIOD_DAYS } from "./withdrawal.ts";

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
