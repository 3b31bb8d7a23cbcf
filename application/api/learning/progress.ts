// Learning progress: the member records quiz attempts and flashcard reviews, and reads them back
// (the learning features build scores and review schedules from them). A quiz attempt carries the
// pupil's responses; the score is computed here from the quiz document (never taken from the client).
import { err, errAsync, ok, ResultAsync } from "neverthrow";
import { inject, injectable } from "tsyringe";
import type {
  FlashcardReview,
  FlashcardReviewRequest,
  ProgressQuery,
  ProgressResponse,
  QuizAttempt,
  QuizAttemptRequest,
  QuizAttemptResult,
  QuizCheckRequest,
  QuizCheckResponse,
} from "../../contracts/learning.ts";
import { parseQuestion, type Question } from "../../../domain/learning/question.ts";
import { questionOutcome, scoreQuiz } from "../../../domain/learning/quiz.ts";
import { QueryContent } from "../content/query-content.ts";
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

/** The quiz of an attempt or a check cannot be scored for this member. */
export type QuizRefused =
  /** No quiz at that path (or not a quiz, or without a valid question). */
  | { type: "QuizNotFound" }
  /** A premium quiz and the member is not a subscriber (§6). */
  | { type: "PremiumRequired" };

interface LoadedQuiz {
  /** The document path, as stored (no leading slash). */
  path: string;
  questions: Question[];
}

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
    @inject(QueryContent) private readonly content: QueryContent,
  ) {}

  /** Scores a finished quiz from its document and records it; every question of the quiz counts. */
  recordQuizAttempt(
    memberId: string,
    input: QuizAttemptRequest,
  ): ResultAsync<Recorded<QuizAttemptResult>, ValidationFailed | QuizRefused> {
    const completedAt = new Date(input.completedAt);
    const future = this.inFuture(completedAt, "completedAt");
    if (future) return errAsync(future);
    return this.loadQuiz(memberId, input.quizId, input.locale).andThen((quiz) => {
      const score = scoreQuiz(quiz.questions, input.responses);
      const results = quiz.questions.map((question) => questionOutcome(question, input.responses[question.id]));
      return ResultAsync.fromSafePromise(
        this.progress
          .addQuizAttempt({
            id: this.ids.uuid(),
            memberId,
            clientId: input.clientId ?? null,
            quizId: quiz.path,
            score: score.score,
            maxScore: score.maxScore,
            answers: score.results.map((result) => ({
              questionId: result.id,
              response: input.responses[result.id] ?? null,
              credit: result.credit,
            })),
            durationMs: input.durationMs ?? null,
            completedAt,
          })
          .then(({ record, created }) => ({ record: { ...quizView(record), results }, created })),
      );
    });
  }

  /** Scores the given responses only (feedback after a question), recording nothing. */
  checkQuiz(memberId: string, input: QuizCheckRequest): ResultAsync<QuizCheckResponse, QuizRefused> {
    return this.loadQuiz(memberId, input.quizId, input.locale).map((quiz) => ({
      quizId: quiz.path,
      results: quiz.questions
        .filter((question) => input.responses[question.id] !== undefined)
        .map((question) => questionOutcome(question, input.responses[question.id])),
    }));
  }

  /** The quiz as this member may see it (content query, premium gating of §6 included). */
  private loadQuiz(
    memberId: string,
    quizId: string,
    locale: "fr" | "en" | undefined,
  ): ResultAsync<LoadedQuiz, QuizRefused> {
    const notFound: QuizRefused = { type: "QuizNotFound" };
    return this.content
      .execute(
        quizId,
        {
          where: { kind: "quiz", ...(locale === "en" ? { locale: "en" } : {}) },
          only: ["questions"],
          deep: false,
          limit: 0,
          skip: 0,
          text: false,
          html: false,
        },
        { memberId },
      )
      .orElse(() => errAsync(notFound))
      .andThen(({ item }) => {
        if (!item) return err(notFound);
        if (item.locked === true) return err<LoadedQuiz, QuizRefused>({ type: "PremiumRequired" });
        const raw: unknown = item["questions"];
        const questions = (Array.isArray(raw) ? raw : []).map(parseQuestion).filter((q): q is Question => q !== null);
        return questions.length === 0 ? err(notFound) : ok({ path: item.path.replace(/^\/+/, ""), questions });
      });
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
