// §3 derived plan fields and §9 "Plan computation rules": unit, unit prices, discount, order, audiences, counts.
import type { Currency, DurationUnit, Plan, PlanDuration } from "./plan.ts";
import { planDuration } from "./plan-duration.ts";

/** §9 Plan computation rules: with the days unit, a 12-month duration counts as 365 days. */
export const DAYS_IN_TWELVE_MONTHS = 365;
/** §9 Plan computation rules: with the days unit, any other month counts as 30 days. */
export const DAYS_PER_OTHER_MONTH = 30;
/** §9 Plan computation rules: currencies other than EUR round up to the next multiple of this per unit. */
export const NON_EUR_ROUNDING_STEP = 5;
/** §9 Plan computation rules: plan counts always hold one free plan. */
export const FREE_PLAN_COUNT = 1;

/** §9 Plan computation rules: strip binary noise (0.1 * 3 = 0.30000000000000004) before rounding. */
function clean(value: number): number {
  return Number(value.toPrecision(12));
}

/** §9 Plan computation rules: EUR to 2 decimals (half up); other currencies up to the next multiple of 5. */
export function roundUnitPrice(amount: number, currency: Currency): number {
  if (currency === "EUR") return Math.round(clean(amount * 100)) / 100;
  return Math.ceil(clean(amount / NON_EUR_ROUNDING_STEP)) * NON_EUR_ROUNDING_STEP;
}

/** §9 Plan computation rules: the unit is days if any plan is priced per day, otherwise months. */
export function unitForPlans(
  plans: readonly Pick<Plan, "fixedDuration" | "fixedDurationUnit" | "renewingPeriodicity">[],
): DurationUnit {
  return plans.some((plan) => planDuration(plan)?.unit === "days") ? "days" : "months";
}

/**
 * §9 Plan computation rules: a duration written in the unit used. In days, exactly 12 months is 365 days
 * and any other number of months n is 30 × n days. In months, days become days / 30 (the inverse rule; it
 * only happens when a caller forces months). A lifetime plan (null) has no duration.
 */
export function durationInUnit(duration: PlanDuration | null, unit: DurationUnit): number | null {
  if (duration === null) return null;
  if (duration.unit === unit) return duration.amount;
  if (unit === "days") return duration.amount === 12 ? DAYS_IN_TWELVE_MONTHS : duration.amount * DAYS_PER_OTHER_MONTH;
  return duration.amount / DAYS_PER_OTHER_MONTH;
}

/** §3 Plan derived fields: the price of one unit of a plan (rounded by currency); null for a lifetime plan. */
export function unitPriceOf(
  amount: number,
  plan: Pick<Plan, "currency" | "fixedDuration" | "fixedDurationUnit" | "renewingPeriodicity">,
  unit: DurationUnit,
): number | null {
  const length = durationInUnit(planDuration(plan), unit);
  return length === null ? null : roundUnitPrice(amount / length, plan.currency);
}

/** §3 Plan: a plan with its derived fields. */
export type PricedPlan = Plan & {
  /** Price of one unit (day or month), rounded; null for a lifetime plan. */
  priceByUnit: number | null;
  /** Promo price of one unit, rounded; null without a promo price or for a lifetime plan. */
  promoPriceByUnit: number | null;
  unitUsed: DurationUnit;
  /** Duration in `unitUsed`; null for a lifetime plan. */
  durationInUnit: number | null;
  /** Whole percent off the most expensive comparable plan, 0 when none; always in [0, 100). */
  discount: number;
};

/** §9 Plan computation rules: the unit price a buyer pays, the promo one when there is one. */
export function effectiveUnitPrice(plan: Pick<PricedPlan, "priceByUnit" | "promoPriceByUnit">): number | null {
  return plan.promoPriceByUnit ?? plan.priceByUnit;
}

/**
 * §9 Plan computation rules: 100 − floor(unit price / highest unit price × 100) when the plan is cheaper per
 * unit than the highest, else 0. Capped at 99 so that a unit price rounded to zero never reads as free.
 */
export function discountPercent(unitPrice: number, highestUnitPrice: number): number {
  if (!(unitPrice < highestUnitPrice)) return 0;
  return Math.min(99, 100 - Math.floor(clean((unitPrice / highestUnitPrice) * 100)));
}

/** §9 Plan computation rules: whether a plan takes part in the discount comparison (not a gift card, not lifetime). */
export function isComparable<T extends Pick<PricedPlan, "provider" | "priceByUnit">>(
  plan: T,
): plan is T & { priceByUnit: number } {
  return plan.provider !== "gift_card" && plan.priceByUnit !== null;
}

/**
 * §3/§9: the derived fields of every plan of a list. Unit prices use `unit` (by default the list's own unit).
 * The highest unit price is the highest regular unit price among comparable plans of the same currency
 * (amounts in two currencies cannot be compared); gift-card and lifetime plans get no discount.
 */
export function computePlanPrices(plans: readonly Plan[], unit: DurationUnit = unitForPlans(plans)): PricedPlan[] {
  const priced: PricedPlan[] = plans.map((plan) => ({
    ...plan,
    priceByUnit: unitPriceOf(plan.price, plan, unit),
    promoPriceByUnit: plan.promoPrice === null ? null : unitPriceOf(plan.promoPrice, plan, unit),
    unitUsed: unit,
    durationInUnit: durationInUnit(planDuration(plan), unit),
    discount: 0,
  }));
  const highest: Record<Currency, number> = { EUR: 0, XOF: 0 };
  for (const plan of priced.filter(isComparable)) {
    highest[plan.currency] = Math.max(highest[plan.currency], plan.priceByUnit);
  }
  return priced.map((plan) =>
    isComparable(plan)
      ? { ...plan, discount: discountPercent(plan.promoPriceByUnit ?? plan.priceByUnit, highest[plan.currency]) }
      : plan,
  );
}

type SortFields = Pick<PricedPlan, "durationInUnit" | "name">;

/** §9 Plan computation rules: longer duration first (lifetime first of all), then name descending. */
export function comparePlans(a: SortFields, b: SortFields): number {
  const da = a.durationInUnit ?? Number.POSITIVE_INFINITY;
  const db = b.durationInUnit ?? Number.POSITIVE_INFINITY;
  if (da !== db) return da > db ? -1 : 1;
  if (a.name === b.name) return 0;
  return a.name > b.name ? -1 : 1;
}

/** §9 Plan computation rules: a sorted copy; plans equal for the order keep their relative order (stable). */
export function sortPlans<T extends SortFields>(plans: readonly T[]): T[] {
  return [...plans].sort(comparePlans);
}

/** §9 Plan computation rules: family plans (isFamilyMasterPlan) apart from solo plans, order kept. */
export function splitByAudience<T extends Pick<Plan, "isFamilyMasterPlan">>(
  plans: readonly T[],
): { family: T[]; solo: T[] } {
  return {
    family: plans.filter((plan) => plan.isFamilyMasterPlan),
    solo: plans.filter((plan) => !plan.isFamilyMasterPlan),
  };
}

/** §9 Plan computation rules: plan counts (free 1, solo N, family M). */
export interface PlanCounts {
  free: number;
  solo: number;
  family: number;
}

/** §9 Plan computation rules: how many plans of each audience a list holds, plus the one free plan. */
export function planCounts(plans: readonly Pick<Plan, "isFamilyMasterPlan">[]): PlanCounts {
  const { family, solo } = splitByAudience(plans);
  return { free: FREE_PLAN_COUNT, solo: solo.length, family: family.length };
}

/** §9 Plan computation rules: what a plans page needs. */
export interface PreparedPlans {
  unit: DurationUnit;
  family: PricedPlan[];
  solo: PricedPlan[];
  counts: PlanCounts;
}

/**
 * §3/§9 the whole pipeline: one unit for the list, family and solo plans apart, each side priced on its own
 * (a solo plan is compared with solo plans only: docs/spec-notes.md), then sorted.
 */
export function preparePlans(plans: readonly Plan[]): PreparedPlans {
  const unit = unitForPlans(plans);
  const { family, solo } = splitByAudience(plans);
  return {
    unit,
    family: sortPlans(computePlanPrices(family, unit)),
    solo: sortPlans(computePlanPrices(solo, unit)),
    counts: planCounts(plans),
  };
}

/**
 * Issue 15 "badges only where they compare": a plan's comparative badges ("Le plus choisi", "−30 %") mean something
 * only beside other plans; a page showing `shownPlans` plans shows them when it shows more than one.
 */
export function showsComparisonBadges(shownPlans: number): boolean {
  return shownPlans > 1;
}
