// Learning progress: the member records quiz attempts and flashcard reviews, and reads them back
// (the learning features build scores and review schedules from them).
import { err, ResultAsync } from "neverthrow";
import { inject, injectable } from "tsyringe";
import type {
  FlashcardReview,
  FlashcardReviewRequest,
  ProgressQuery,
  ProgressResponse,
  QuizAttempt,
  QuizAttemptRequest,
} from "../../contracts/learning.ts";
import { addSeconds } from "../shared/dates.ts";
import { validationFailed, type ValidationFailed } from "../shared/errors.ts";
import { ClockToken, IdGeneratorToken, type Clock, type IdGenerator } from "../shared/ports.ts";
import {
  ProgressRepositoryToken,
  type FlashcardReviewRecord,
  type ProgressRepository,
  type QuizAttemptRecord,
} from "./ports.ts";

/** How far ahead of the server's clock a device's clock may be. */
export const CLOCK_SKEW_SECONDS = 10 * 60;
/** Records listed per kind when the query sets no limit. */
export const DEFAULT_PROGRESS_LIMIT = 100;

export interface Recorded<T> {
  record: T;
  created: boolean;
}

function quizView(r: QuizAttemptRecord): QuizAttempt {
  return {
    id: r.id,
    clientId: r.clientId,
    quizId: r.quizId,
    score: r.score,
    maxScore: r.maxScore,
    answers: r.answers,
    durationMs: r.durationMs,
    completedAt: r.completedAt.toISOString(),
  };
}

function reviewView(r: FlashcardReviewRecord): FlashcardReview {
  return {
    id: r.id,
    clientId: r.clientId,
    cardId: r.cardId,
    deckId: r.deckId,
    rating: r.rating,
    durationMs: r.durationMs,
    reviewedAt: r.reviewedAt.toISOString(),
    dueAt: r.dueAt?.toISOString() ?? null,
    state: r.state,
  };
}

@injectable()
export class LearningProgress {
  constructor(
    @inject(ProgressRepositoryToken) private readonly progress: ProgressRepository,
    @inject(IdGeneratorToken) private readonly ids: IdGenerator,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  recordQuizAttempt(memberId: string, input: QuizAttemptRequest): ResultAsync<Recorded<QuizAttempt>, ValidationFailed> {
    const completedAt = new Date(input.completedAt);
    const future = this.inFuture(completedAt, "completedAt");
    if (future) return new ResultAsync(Promise.resolve(err(future)));
    return ResultAsync.fromSafePromise(
      this.progress
        .addQuizAttempt({
          id: this.ids.uuid(),
          memberId,
          clientId: input.clientId ?? null,
          quizId: input.quizId,
          score: input.score,
          maxScore: input.maxScore,
          answers: input.answers ?? [],
          durationMs: input.durationMs ?? null,
          completedAt,
        })
        .then(({ record, created }) => ({ record: quizView(record), created })),
    );
  }

  recordFlashcardReview(
    memberId: string,
    input: FlashcardReviewRequest,
  ): ResultAsync<Recorded<FlashcardReview>, ValidationFailed> {
    const reviewedAt = new Date(input.reviewedAt);
    const future = this.inFuture(reviewedAt, "reviewedAt");
    if (future) return new ResultAsync(Promise.resolve(err(future)));
    return ResultAsync.fromSafePromise(
      this.progress
        .addFlashcardReview({
          id: this.ids.uuid(),
          memberId,
          clientId: input.clientId ?? null,
          cardId: input.cardId,
          deckId: input.deckId ?? null,
          rating: input.rating,
          durationMs: input.durationMs ?? null,
          reviewedAt,
          dueAt: input.dueAt ? new Date(input.dueAt) : null,
          state: input.state ?? null,
        })
        .then(({ record, created }) => ({ record: reviewView(record), created })),
    );
  }

  list(memberId: string, query: ProgressQuery): ResultAsync<ProgressResponse, never> {
    const filter = {
      since: query.since ? new Date(query.since) : null,
      limit: query.limit ?? DEFAULT_PROGRESS_LIMIT,
      quizId: query.quizId ?? null,
      cardId: query.cardId ?? null,
    };
    return ResultAsync.fromSafePromise(
      Promise.all([
        query.cardId ? Promise.resolve([]) : this.progress.quizAttempts(memberId, filter),
        query.quizId ? Promise.resolve([]) : this.progress.flashcardReviews(memberId, filter),
      ]).then(([quizzes, reviews]) => ({
        quizAttempts: quizzes.map(quizView),
        flashcardReviews: reviews.map(reviewView),
      })),
    );
  }

  private inFuture(instant: Date, field: string): ValidationFailed | null {
    return instant > addSeconds(this.clock.now(), CLOCK_SKEW_SECONDS)
      ? validationFailed({ [field]: "InFuture" })
      : null;
  }
}
