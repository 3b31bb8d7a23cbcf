// The logs a progress summary reads (quiz attempts; the flashcard review log, replayed per card for the phase each
// review left it in) and the cards due per deck from the stored card states (docs/decisions/018).
import { eq } from "drizzle-orm";
import type {
  DeckDueCount,
  DueCards,
  ProgressLogReader,
  QuizScoreRecord,
  ReviewLogRecord,
} from "../../../application/api/learning/summary-ports.ts";
import {
  cardKey,
  compareReviews,
  isDue,
  RATINGS,
  review,
  studyDay,
  type CardState,
  type FlashcardRating,
  type LoggedReview,
} from "../../../domain/learning/flashcards.ts";
import type { Db } from "../db/database.ts";
import { flashcardCardStates, flashcardReviewLog } from "../db/learning-flashcards-schema.ts";
import { quizAttempts } from "../db/schema.ts";

export class DrizzleProgressLog implements ProgressLogReader, DueCards {
  constructor(private readonly db: Db) {}

  quizScores(memberId: string): Promise<QuizScoreRecord[]> {
    return this.db
      .select({
        quizId: quizAttempts.quizId,
        score: quizAttempts.score,
        maxScore: quizAttempts.maxScore,
        completedAt: quizAttempts.completedAt,
      })
      .from(quizAttempts)
      .where(eq(quizAttempts.memberId, memberId));
  }

  /**
   * Every review of the member, each with the phase and due date it left its card in: the log stores the rating
   * and the time, so the scheduler's states are replayed per card in the order they apply (domain compareReviews).
   */
  async reviewLog(memberId: string): Promise<ReviewLogRecord[]> {
    const rows = await this.db
      .select({
        clientId: flashcardReviewLog.clientId,
        deckPath: flashcardReviewLog.deckPath,
        cardId: flashcardReviewLog.cardId,
        rating: flashcardReviewLog.rating,
        reviewedAt: flashcardReviewLog.reviewedAt,
        retention: flashcardReviewLog.retention,
      })
      .from(flashcardReviewLog)
      .where(eq(flashcardReviewLog.memberId, memberId));
    const byCard = new Map<string, LoggedReview[]>();
    for (const row of rows) {
      const key = cardKey(row.deckPath, row.cardId);
      const entry: LoggedReview = {
        clientId: row.clientId,
        rating: row.rating as FlashcardRating,
        reviewedAt: row.reviewedAt.toISOString(),
        retention: row.retention,
      };
      const list = byCard.get(key);
      if (list) list.push(entry);
      else byCard.set(key, [entry]);
    }
    const records: ReviewLogRecord[] = [];
    for (const [key, log] of byCard) {
      const [deckPath = "", cardId = ""] = key.split("#");
      let state: CardState | null = null;
      for (const entry of [...log].sort(compareReviews)) {
        state = review(state, entry.rating, new Date(entry.reviewedAt), entry.retention);
        records.push({
          cardId,
          deckId: deckPath,
          rating: RATINGS.indexOf(entry.rating) + 1,
          reviewedAt: new Date(entry.reviewedAt),
          dueAt: new Date(state.due),
          phaseAfter: state.phase,
        });
      }
    }
    return records;
  }

  /** Per deck, the cards due for the member (domain isDue: on the day for a card in review, once its step passed else). */
  async cardsDue(memberId: string, now: Date): Promise<DeckDueCount[]> {
    const day = studyDay(now);
    const rows = await this.db
      .select({ deckPath: flashcardCardStates.deckPath, state: flashcardCardStates.state })
      .from(flashcardCardStates)
      .where(eq(flashcardCardStates.memberId, memberId));
    const due = new Map<string, number>();
    for (const row of rows) {
      if (isDue(row.state, now, day)) due.set(row.deckPath, (due.get(row.deckPath) ?? 0) + 1);
    }
    return [...due].map(([deckPath, count]) => ({ deckPath, due: count }));
  }
}
