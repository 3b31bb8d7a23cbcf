// §3 "Plan (offer)": a plan's length (its fixed duration, else one renewal period; none for a lifetime plan).
// Apart from plan.ts's valibot schema, so that a page's browser code (the plan cards' prices) loads no schema
// (ADR 012, addendum "premiumtbt").
import type { Plan, PlanDuration, RenewingPeriodicity } from "./plan.ts";

/** §3 Plan: the length of one renewal period, in months. */
const PERIODICITY_MONTHS: Readonly<Record<RenewingPeriodicity, number>> = {
  monthly: 1,
  quarterly: 3,
  yearly: 12,
};

type DurationFields = Pick<Plan, "fixedDuration" | "fixedDurationUnit" | "renewingPeriodicity">;

/**
 * §3 Plan: the fixed duration when there is one, else one renewal period; null when neither exists, which
 * is how a lifetime plan is modelled (NON_RENEWING, no fixed duration; docs/spec-notes.md).
 */
export function planDuration(plan: DurationFields): PlanDuration | null {
  if (plan.fixedDuration !== null) return { amount: plan.fixedDuration, unit: plan.fixedDurationUnit ?? "months" };
  if (plan.renewingPeriodicity !== null)
    return { amount: PERIODICITY_MONTHS[plan.renewingPeriodicity], unit: "months" };
  return null;
}

/** §9 Prices (family lifetime): a lifetime plan is paid once and never ends. */
export function isLifetime(plan: DurationFields): boolean {
  return planDuration(plan) === null;
}
