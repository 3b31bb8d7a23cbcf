// Issue 15, the home page: the offers, solo then family, each with the lowest price per month (or per day, §9
// "the price unit is days if any plan is priced per day") among its plans that have a duration. The prices are
// the domain's own (§9 pricing, application/web/premium/plans-view.ts); a promotional price counts when there is one.
import type { Currency, DurationUnit } from "../premium/plan.ts";

/** What the home reads of a priced plan. */
export interface TeasedPlan {
  audience: "solo" | "family";
  currency: Currency;
  unitUsed: DurationUnit;
  /** Null for a lifetime plan (no duration to divide by). */
  priceByUnit: number | null;
  promoPriceByUnit: number | null;
}

export interface OfferTeaser {
  audience: "solo" | "family";
  /** The lowest price per unit among the offer's plans. */
  from: number;
  unit: DurationUnit;
  currency: Currency;
  /** How many plans the offer has (durations to choose from). */
  plans: number;
}

/** Issue 15: one teaser per offer that has a plan with a duration, solo first. */
export function offerTeasers(plans: readonly TeasedPlan[]): OfferTeaser[] {
  return (["solo", "family"] as const).flatMap((audience) => {
    const priced = plans
      .filter((plan) => plan.audience === audience)
      .map((plan) => ({ plan, price: plan.promoPriceByUnit ?? plan.priceByUnit }))
      .filter((entry): entry is { plan: TeasedPlan; price: number } => entry.price !== null);
    if (priced.length === 0) return [];
    const cheapest = priced.reduce((best, entry) => (entry.price < best.price ? entry : best));
    return [
      {
        audience,
        from: cheapest.price,
        unit: cheapest.plan.unitUsed,
        currency: cheapest.plan.currency,
        plans: priced.length,
      },
    ];
  });
}
