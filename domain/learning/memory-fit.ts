// Memory tuned to each pupil (issue 30): when a member's own review log is enough to fit FSRS's parameters, and the
// training histories the optimizer reads from it. Pure: the log, the time zone and the counts come in as arguments;
// the fit itself is the FSRS optimizer's (an adapter), the parameters it gives are checked here before use.
import { fsrs, type FSRSState } from "ts-fsrs";
import { review, type CardState, type FlashcardRating, type MemoryParameters } from "./flashcards.ts";
import { dayKey } from "./progress.ts";

/**
 * Reviews a member needs before their parameters are fitted: below this, the fitted parameters predicted held-out
 * reviews worse than the defaults in our simulation of pupils (scripts/memory-fit-bench.ts, docs/decisions/050).
 */
export const MIN_REVIEWS_TO_FIT = 800;
/** A member is fitted again once their log has grown by this share since the last fit. */
export const REFIT_GROWTH = 0.25;
/** FSRS-6 has 21 parameters (ts-fsrs 5 and the optimizer agree). */
export const PARAMETER_COUNT = 21;

const GRADES: Record<FlashcardRating, number> = { again: 1, hard: 2, good: 3, easy: 4 };

/** One review of a card as the optimizer reads it: the grade (1 to 4) and the days since the card's previous review. */
export interface TrainingReview {
  rating: number;
  deltaT: number;
}

export interface LogEntry {
  /** The card's key (`<deck>#<card>`). */
  card: string;
  rating: FlashcardRating;
  reviewedAt: Date;
}

/**
 * Each card's reviews in time order as the optimizer reads them: the grade and the whole days since the previous review,
 * days taken in the member's time zone (two reviews the same day are 0 days apart; the first review is 0).
 */
export function trainingHistories(log: readonly LogEntry[], timeZone?: string): TrainingReview[][] {
  const byCard = new Map<string, LogEntry[]>();
  for (const entry of log) byCard.set(entry.card, [...(byCard.get(entry.card) ?? []), entry]);
  const histories: TrainingReview[][] = [];
  for (const entries of byCard.values()) {
    const sorted = [...entries].sort((a, b) => a.reviewedAt.getTime() - b.reviewedAt.getTime());
    let previous: string | null = null;
    histories.push(
      sorted.map((entry) => {
        const day = dayKey(entry.reviewedAt, timeZone);
        const deltaT = previous === null ? 0 : Math.round((Date.parse(day) - Date.parse(previous)) / 86_400_000);
        previous = day;
        return { rating: GRADES[entry.rating], deltaT };
      }),
    );
  }
  return histories;
}

/**
 * The training items of histories: each prefix of a card's history that ends with a review made on a later day than
 * the previous one (what the model must predict), as FSRS's optimizer builds them.
 */
export function trainingItems(histories: readonly TrainingReview[][]): TrainingReview[][] {
  const items: TrainingReview[][] = [];
  for (const history of histories)
    for (let end = 2; end <= history.length; end += 1)
      if (history[end - 1]!.deltaT > 0) items.push(history.slice(0, end));
  return items;
}

/** Whether a member with `reviews` reviews, fitted last at `fittedAt` reviews (null: never), is to be fitted now. */
export function dueForFit(reviews: number, fittedAt: number | null): boolean {
  if (reviews < MIN_REVIEWS_TO_FIT) return false;
  return fittedAt === null || reviews >= fittedAt * (1 + REFIT_GROWTH);
}

/** Parameters the scheduler can use: 21 finite numbers (anything else is dropped, and the defaults apply). */
export function usableParameters(parameters: readonly number[] | null | undefined): number[] | null {
  if (!parameters || parameters.length !== PARAMETER_COUNT) return null;
  return parameters.every((value) => Number.isFinite(value)) ? [...parameters] : null;
}

/** Predictions are kept this far from 0 and 1, so one confident miss costs a bounded amount. */
const EPSILON = 1e-6;

/**
 * How well FSRS with `parameters` (null: ts-fsrs's defaults) predicts the training items: the mean log loss of the
 * recall probability it gives each item's last review (recalled: any grade but "again"), from the memory state the
 * item's earlier reviews leave. Lower is better; null when there is no item to predict. The same measure as the FSRS
 * optimizer's own evaluation, computed here so the defaults and a member's fit are judged by one rule.
 */
export function logLoss(items: readonly TrainingReview[][], parameters: MemoryParameters): number | null {
  const model = fsrs({ enable_fuzz: false, ...(parameters ? { w: [...parameters] } : {}) });
  let total = 0;
  let counted = 0;
  for (const item of items) {
    if (item.length < 2) continue;
    const last = item[item.length - 1]!;
    let state: FSRSState | null = null;
    for (const earlier of item.slice(0, -1)) state = model.next_state(state, earlier.deltaT, earlier.rating);
    const predicted = Math.min(1 - EPSILON, Math.max(EPSILON, model.forgetting_curve(last.deltaT, state!.stability)));
    total -= last.rating > 1 ? Math.log(predicted) : Math.log(1 - predicted);
    counted += 1;
  }
  return counted === 0 ? null : total / counted;
}

/**
 * How a card answered "good" at every review comes back, in days after each review, with the member's parameters and
 * with the defaults: what the member is shown of their own memory. `reviews` answers, from a new card on `start`.
 */
export function goodIntervals(
  parameters: MemoryParameters,
  retention: number,
  start: Date,
  reviews = 5,
): { defaults: number[]; mine: number[] } {
  const intervals = (fitted: MemoryParameters) => {
    const days: number[] = [];
    let state: CardState | null = null;
    let now = start;
    while (days.length < reviews) {
      state = review(state, "good", now, retention, fitted);
      const next = new Date(state.due);
      // Learning steps (minutes) are taken the same day; a review phase interval counts.
      if (state.phase === "review") days.push(state.scheduledDays);
      now = next;
    }
    return days;
  };
  return { defaults: intervals(null), mine: intervals(parameters) };
}
