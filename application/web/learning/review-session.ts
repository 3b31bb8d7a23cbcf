// What the review screen shows, from the domain's rules (docs/decisions/018): the cards of a session in queue order,
// the states the device knows (the server's, with the reviews still in the outbox applied on top; a visitor's from
// their outbox alone), and the session's summary.
import {
  cardKey,
  compareReviews,
  review,
  type CardKey,
  type CardState,
  type FlashcardRating,
} from "../../../domain/learning/flashcards.ts";
import type { PendingReview } from "./review-outbox.ts";

/**
 * The states after the reviews still waiting in the outbox, applied in time order on top of the server's (a review
 * older than the server's last one for its card is already in it, or will be replayed in order by the server).
 */
export function withPendingReviews(
  known: ReadonlyMap<string, CardState>,
  pending: readonly PendingReview[],
  retention: number,
): Map<string, CardState> {
  const states = new Map(known);
  const ordered = [...pending].sort((a, b) => compareReviews({ ...a, retention }, { ...b, retention }));
  for (const item of ordered) {
    const key = cardKey(item.deckPath, item.cardId);
    const state = states.get(key) ?? null;
    if (state?.lastReview && Date.parse(state.lastReview) >= Date.parse(item.reviewedAt)) continue;
    states.set(key, review(state, item.rating, new Date(item.reviewedAt), retention));
  }
  return states;
}

/** How soon a card in learning steps may come back within the same session (Anki's "learn ahead" limit). */
export const LEARN_AHEAD_MS = 20 * 60_000;

/** Whether a card just rated comes back later in this session: still in (re)learning, due within the limit. */
export function comesBackInSession(state: CardState, now: Date): boolean {
  return (
    (state.phase === "learning" || state.phase === "relearning") &&
    Date.parse(state.due) - now.getTime() <= LEARN_AHEAD_MS
  );
}

export interface SessionSummary {
  /** Cards reviewed (a card forgotten and seen again in the session counts once). */
  reviewed: number;
  /** Answers given: more than the cards when some came back in the session. */
  answers: number;
  byRating: Record<FlashcardRating, number>;
  /** When the first of the session's cards is due again (ISO), null when none was reviewed. */
  nextDue: string | null;
}

/** The summary of a session: its ratings and when the first of its cards comes back. */
export function sessionSummary(
  ratings: readonly FlashcardRating[],
  states: ReadonlyMap<string, CardState>,
  keys: ReadonlySet<CardKey>,
): SessionSummary {
  const byRating: Record<FlashcardRating, number> = { again: 0, hard: 0, good: 0, easy: 0 };
  for (const rating of ratings) byRating[rating] += 1;
  const dues = [...keys].flatMap((key) => {
    const state = states.get(key);
    return state ? [Date.parse(state.due)] : [];
  });
  return {
    reviewed: keys.size,
    answers: ratings.length,
    byRating,
    nextDue: dues.length === 0 ? null : new Date(Math.min(...dues)).toISOString(),
  };
}
