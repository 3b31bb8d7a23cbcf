// Port of learning progress: quiz attempts and flashcard reviews, per member. The records are the contract's
// answers (application/contracts/learning.ts) with their dates as Dates and the member they belong to.
import type { CardState, LoggedReview } from "../../../domain/learning/flashcards.ts";
import type { StoredWithDates } from "../../contracts/common.ts";
import type { FlashcardReview, QuizAttempt } from "../../contracts/learning.ts";

export interface QuizAttemptRecord extends StoredWithDates<QuizAttempt, "completedAt"> {
  memberId: string;
}

/** One review in the member's log (docs/decisions/018): what the device sent and the retention then in force. */
export interface FlashcardReviewRecord extends StoredWithDates<FlashcardReview, "reviewedAt"> {
  memberId: string;
  retention: number;
}

export interface ProgressFilter {
  since: Date | null;
  limit: number;
  quizId: string | null;
  cardId: string | null;
}

export interface ProgressRepository {
  /** Records an attempt; with a clientId already recorded for the member, returns that one (created false). */
  addQuizAttempt(record: QuizAttemptRecord): Promise<{ record: QuizAttemptRecord; created: boolean }>;
  /** Newest first. */
  quizAttempts(memberId: string, filter: ProgressFilter): Promise<QuizAttemptRecord[]>;
  flashcardReviews(memberId: string, filter: ProgressFilter): Promise<FlashcardReviewRecord[]>;
}
export const ProgressRepositoryToken = Symbol("ProgressRepository");

/** A card's state for a member, as the replay of its log gave it. */
export interface StoredCardState {
  deckPath: string;
  cardId: string;
  state: CardState;
}

/** The flashcards of each member: their review log, each card's state, their settings. */
export interface FlashcardRepository {
  /**
   * Records a review once per (member, clientId). When it is new, replaces the card's state with `replay` of the
   * card's whole log (this review included) in the same transaction, so that concurrent uploads of one card cannot
   * lose a review. Answers the recorded (or already recorded) review and the card's state.
   */
  addReview(
    record: FlashcardReviewRecord,
    replay: (log: LoggedReview[]) => CardState | null,
  ): Promise<{ record: FlashcardReviewRecord; created: boolean; state: CardState | null }>;
  /** The member's card states, of one deck or of all. */
  states(memberId: string, deckPath: string | null): Promise<StoredCardState[]>;
  /** The decks with at least one reviewed card, the most recently reviewed first. */
  studiedDecks(memberId: string): Promise<string[]>;
  /** The member's settings as stored; null for each one they never set. */
  settings(memberId: string): Promise<StoredFlashcardSettings>;
  /** Saves the settings given, keeps the others. */
  saveSettings(memberId: string, changes: Partial<Record<keyof StoredFlashcardSettings, number>>): Promise<void>;
}

/** A member's flashcard settings (docs/decisions/018): desired retention, daily cap of new cards across decks. */
export interface StoredFlashcardSettings {
  retention: number | null;
  newCardsPerDay: number | null;
}
export const FlashcardRepositoryToken = Symbol("FlashcardRepository");
