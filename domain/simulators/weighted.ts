// §1 grade simulators: the weighted average behind both diplomas, and what remains to be earned when
// only some marks are known yet (a pupil in the middle of the year).
import { ceilHundredths, compare, div, type Fraction, fraction, mul, sub, sum } from "./exact.ts";
import { MARK_MAX } from "./marks.ts";
import { TARGETS, type Mention } from "./outcome.ts";

/** §1 grade simulators: one mark with its coefficient; mark null = not known yet. */
export interface WeightedMark {
  readonly coefficient: Fraction;
  readonly mark: Fraction | null;
}

/** §1 grade simulators: points earned (Σ coefficient × mark), coefficients entered, all coefficients. */
export interface WeightedSummary {
  readonly points: Fraction;
  readonly entered: Fraction;
  readonly total: Fraction;
}

/** §1 grade simulators: sums up a list of weighted marks. */
export function summarize(items: readonly WeightedMark[]): WeightedSummary {
  const known = items.flatMap((item) =>
    item.mark === null ? [] : [{ coefficient: item.coefficient, mark: item.mark }],
  );
  return {
    points: sum(known.map((item) => mul(item.coefficient, item.mark))),
    entered: sum(known.map((item) => item.coefficient)),
    total: sum(items.map((item) => item.coefficient)),
  };
}

/** §1 grade simulators: the weighted average of the marks entered, or null when no coefficient is entered. */
export function averageOf(summary: WeightedSummary): Fraction | null {
  return summary.entered.num === 0 ? null : div(summary.points, summary.entered);
}

/** §1 grade simulators: whether every coefficient has its mark. */
export function isComplete(summary: WeightedSummary): boolean {
  return compare(summary.entered, summary.total) === 0;
}

/** §1 grade simulators: how a target stands: already secured, the average needed on what is left, or out of reach. */
export type TargetStatus =
  | { readonly kind: "secured" }
  | { readonly kind: "needed"; readonly averageHundredths: number }
  | { readonly kind: "out-of-reach" };

/**
 * §1 grade simulators: to finish with `target` on average, the average needed on the coefficients not
 * entered yet: (target × total − points) / remaining. Secured when 0 would do; out of reach above 20.
 */
export function targetStatus(summary: WeightedSummary, target: number): TargetStatus {
  const missing = sub(mul(fraction(target), summary.total), summary.points);
  if (missing.num <= 0) return { kind: "secured" };
  const remaining = sub(summary.total, summary.entered);
  if (remaining.num <= 0) return { kind: "out-of-reach" };
  const needed = div(missing, remaining);
  return compare(needed, fraction(MARK_MAX)) > 0
    ? { kind: "out-of-reach" }
    : { kind: "needed", averageHundredths: ceilHundredths(needed) };
}

/** §1 grade simulators: one target (admission or a mention) and how it stands. */
export interface TargetView {
  readonly threshold: number;
  readonly mention: Mention | null;
  readonly status: TargetStatus;
}

/** §1 grade simulators: admission and every mention, each with what it still takes. */
export function targetsFor(summary: WeightedSummary): TargetView[] {
  return TARGETS.map(({ threshold, mention }) => ({ threshold, mention, status: targetStatus(summary, threshold) }));
}
