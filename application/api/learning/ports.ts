// Port of learning progress: quiz attempts and flashcard reviews, per member.

export interface QuizAttemptRecord {
  id: string;
  memberId: string;
  clientId: string | null;
  quizId: string;
  score: number;
  maxScore: number;
  answers: unknown[];
  durationMs: number | null;
  completedAt: Date;
}

export interface FlashcardReviewRecord {
  id: string;
  memberId: string;
  clientId: string | null;
  cardId: string;
  deckId: string | null;
  rating: number;
  durationMs: number | null;
  reviewedAt: Date;
  dueAt: Date | null;
  state: Record<string, unknown> | null;
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
  addFlashcardReview(record: FlashcardReviewRecord): Promise<{ record: FlashcardReviewRecord; created: boolean }>;
  /** Newest first. */
  quizAttempts(memberId: string, filter: ProgressFilter): Promise<QuizAttemptRecord[]>;
  flashcardReviews(memberId: string, filter: ProgressFilter): Promise<FlashcardReviewRecord[]>;
}
export const ProgressRepositoryToken = Symbol("ProgressRepository");
