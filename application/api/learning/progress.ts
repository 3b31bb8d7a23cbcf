// Learning progress: the member records quiz attempts and flashcard reviews, and reads them back
// (the learning features build scores and review schedules from them). A quiz attempt carries the
// pupil's responses; the score is computed here from the quiz document (never taken from the client).
import { err, errAsync, ok, ResultAsync } from "neverthrow";
import { inject, injectable } from "tsyringe";
import type {
  FlashcardReview,
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
/** A device's time later than the server's clock allows (CLOCK_SKEW_SECONDS): refused as InFuture. */
export function inFuture(instant: Date, now: Date, field: string): ValidationFailed | null {
  return instant > addSeconds(now, CLOCK_SKEW_SECONDS) ? validationFailed({ [field]: "InFuture" }) : null;
}

/** Records listed per kind when the query sets no limit. */
export const DEFAULT_PROGRESS_LIMIT = 100;
/** §6 how long a quiz opened while subscribed may still be played and scored once the subscription has ended. */
export const QUIZ_SESSION_HOURS = 24;

/**
 * §6 "a session a member has started is never cut by a paywall": the instant a premium quiz's access is
 * judged at when the member may not open it now. A quiz opened (`startedAt`, sent by the page that showed it)
 * at most QUIZ_SESSION_HOURS ago, and not in the future beyond the clock skew, is judged at its start: a member
 * whose subscription ends mid-quiz finishes it and has it scored. Anything else: null (judged now).
 */
function quizSessionStart(startedAt: string | undefined, now: Date): Date | null {
  if (startedAt === undefined) return null;
  const start = new Date(startedAt);
  const oldest = addSeconds(now, -QUIZ_SESSION_HOURS * 3600);
  return start < oldest || start > addSeconds(now, CLOCK_SKEW_SECONDS) ? null : start;
}

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

export function reviewView(r: FlashcardReviewRecord): FlashcardReview {
  return {
    id: r.id,
    clientId: r.clientId,
    deckPath: r.deckPath,
    cardId: r.cardId,
    rating: r.rating,
    reviewedAt: r.reviewedAt.toISOString(),
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
    return this.loadQuiz(memberId, input.quizId, input.locale, input.startedAt).andThen((quiz) => {
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
    return this.loadQuiz(memberId, input.quizId, input.locale, input.startedAt).map((quiz) => ({
      quizId: quiz.path,
      results: quiz.questions
        .filter((question) => input.responses[question.id] !== undefined)
        .map((question) => questionOutcome(question, input.responses[question.id])),
    }));
  }

  /**
   * The quiz as this member may see it (content query, premium gating of §6 included): now, or, for a premium
   * quiz they may not open now, at the start of the session they opened it in (quizSessionStart).
   */
  private loadQuiz(
    memberId: string,
    quizId: string,
    locale: "fr" | "en" | undefined,
    startedAt?: string,
  ): ResultAsync<LoadedQuiz, QuizRefused> {
    return this.quizAt(memberId, quizId, locale, null).orElse((refused) => {
      const start = refused.type === "PremiumRequired" ? quizSessionStart(startedAt, this.clock.now()) : null;
      return start === null ? errAsync(refused) : this.quizAt(memberId, quizId, locale, start);
    });
  }

  private quizAt(
    memberId: string,
    quizId: string,
    locale: "fr" | "en" | undefined,
    at: Date | null,
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
        at === null ? { memberId } : { memberId, at },
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
    return inFuture(instant, this.clock.now(), field);
  }
}
