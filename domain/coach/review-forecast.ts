// The revision coach (issue 30): how many flashcard reviews fall on each day ahead. Each card the member has started
// is run forward through FSRS (the same scheduler as the review screen, domain/learning/flashcards.ts), as if every
// review were answered "good" when due: a forecast of the load, not a promise (a lapse brings a card back sooner).
// A card already overdue counts on the first day. New cards are not counted: learning them is part of the plan's
// "learn a chapter" tasks.
import { review, type CardState } from "../learning/flashcards.ts";
import { dayOfInstant } from "./days.ts";
import type { DayKey } from "./exam-calendar.ts";

/** Reviews of one card within a forecast: beyond this, the card's intervals are long enough not to matter. */
const MAX_REVIEWS_PER_CARD = 60;

/**
 * The number of reviews due on each day from `from` to `to` (both included), as a map from day to count (days without
 * a review are absent). `retention` is the member's desired retention.
 */
export function forecastReviews(
  states: Iterable<CardState>,
  from: DayKey,
  to: DayKey,
  retention: number,
): Map<DayKey, number> {
  const counts = new Map<DayKey, number>();
  for (const start of states) {
    if (start.phase === "new") continue;
    let state = start;
    for (let count = 0; count < MAX_REVIEWS_PER_CARD; count += 1) {
      const dueDay = dayOfInstant(state.due);
      const day = dueDay < from ? from : dueDay;
      if (day > to) break;
      counts.set(day, (counts.get(day) ?? 0) + 1);
      // Answered "good" when due (or on the first day, when overdue); a card in learning steps comes back minutes
      // later and is seen again the same day: one more step each time, counted once for the day.
      let at = Math.max(Date.parse(state.due), Date.parse(`${day}T08:00:00.000Z`));
      state = review(state, "good", new Date(at), retention);
      while (dayOfInstant(state.due) === day) {
        at = Math.max(Date.parse(state.due), at);
        state = review(state, "good", new Date(at), retention);
      }
    }
  }
  return counts;
}
