import { describe, expect, it } from "vitest";
import { offerTeasers, type TeasedPlan } from "./offer-teasers.ts";

const plan = (
  audience: TeasedPlan["audience"],
  priceByUnit: number | null,
  promoPriceByUnit: number | null = null,
): TeasedPlan => ({
  audience,
  currency: "EUR",
  unitUsed: "months",
  priceByUnit,
  promoPriceByUnit,
});

describe("offerTeasers (issue 15, the offers on the home)", () => {
  it("gives each offer its lowest price per unit, the promotional one when there is one, solo first", () => {
    expect(
      offerTeasers([plan("family", 12.5), plan("solo", 7.5), plan("solo", 11.99), plan("family", 22.99, 11)]),
    ).toEqual([
      { audience: "solo", from: 7.5, unit: "months", currency: "EUR", plans: 2 },
      { audience: "family", from: 11, unit: "months", currency: "EUR", plans: 2 },
    ]);
  });

  it("leaves out lifetime plans, and an offer without a plan with a duration", () => {
    expect(offerTeasers([plan("family", null), plan("solo", 9)])).toEqual([
      { audience: "solo", from: 9, unit: "months", currency: "EUR", plans: 1 },
    ]);
    expect(offerTeasers([])).toEqual([]);
  });
});
