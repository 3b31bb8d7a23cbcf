// Learning progress: a logged-in member's quiz goes through the API's progress endpoints (contract
// application/contracts/learning.ts). The page sends the responses; the API loads the quiz, scores it and
// answers each question's result with its right answer and explanation:
// - CheckQuizAnswers: some questions, nothing recorded (the feedback after each question);
// - RecordQuizAttempt: the finished quiz, recorded in the member's progress.
import { errAsync, type ResultAsync } from "neverthrow";
import { inject, injectable } from "tsyringe";
import { callOf } from "../../contracts/endpoint.ts";
import { QUIZ_ATTEMPT, QUIZ_CHECK, type QuestionOutcome } from "../../contracts/learning.ts";
import type { QuizResponses } from "../../../domain/learning/quiz-responses.ts";
import type { Locale } from "../../../domain/locale/locale.ts";
import { ApiClientToken, type ApiClient, type ApiFailure } from "../http/ports.ts";
import type { ContentFailure } from "./content-api.ts";
import { isDocumentPath } from "./content-paths.ts";

export type { QuestionOutcome };

export interface QuizCheckInput {
  /** The quiz's document path. */
  path: string;
  locale: Locale;
  responses: QuizResponses;
  /** §6 when the page showed the quiz: a quiz opened while subscribed is scored even if the subscription ends. */
  startedAt?: Date | null;
}

const startedAtOf = (input: QuizCheckInput) =>
  input.startedAt && !Number.isNaN(input.startedAt.getTime()) ? { startedAt: input.startedAt.toISOString() } : {};

export interface RecordQuizAttemptInput extends QuizCheckInput {
  durationMs: number | null;
  completedAt: Date;
  /** Makes a retried upload count once. */
  clientId: string;
}

export type QuizGradingError =
  | ContentFailure
  /** A premium quiz and the member is not a subscriber (§6). */
  | { type: "PremiumRequired" }
  /** Only logged-in members with a profile have progress. */
  | { type: "NotAMember" };

export interface RecordedQuizAttempt {
  attemptId: string;
  score: number;
  maxScore: number;
  results: QuestionOutcome[];
}

const CLIENT_ID = /^[A-Za-z0-9._:-]{1,100}$/;

const quizIdOf = (path: string) => path.replace(/^\/+|\/+$/g, "");

function gradingFailure(failure: ApiFailure): QuizGradingError {
  if (failure.type === "HttpError") {
    if (failure.status === 404) return { type: "NotFound" };
    if (failure.code === "PremiumRequired") return { type: "PremiumRequired" };
    if (failure.status === 401 || failure.status === 403) return { type: "NotAMember" };
    return { type: "Unavailable", status: failure.status };
  }
  if (failure.type === "LoggedOut") return { type: "NotAMember" };
  if (failure.type === "ProfilingRequired") return { type: "Redirect", to: failure.redirectTo };
  return { type: "Unavailable", status: 503 };
}

@injectable()
export class CheckQuizAnswers {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  execute(input: QuizCheckInput): ResultAsync<QuestionOutcome[], QuizGradingError> {
    if (!isDocumentPath(input.path)) return errAsync({ type: "NotFound" });
    return this.api
      .request(
        callOf(QUIZ_CHECK, {
          body: { quizId: quizIdOf(input.path), locale: input.locale, responses: input.responses, ...startedAtOf(input) },
        }),
      )
      .map((answer) => answer.results)
      .mapErr(gradingFailure);
  }
}

@injectable()
export class RecordQuizAttempt {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  execute(input: RecordQuizAttemptInput): ResultAsync<RecordedQuizAttempt, QuizGradingError> {
    if (!isDocumentPath(input.path)) return errAsync({ type: "NotFound" });
    return this.api
      .request(
        callOf(QUIZ_ATTEMPT, {
          body: {
            ...(CLIENT_ID.test(input.clientId) ? { clientId: input.clientId } : {}),
            quizId: quizIdOf(input.path),
            locale: input.locale,
            responses: input.responses,
            durationMs: input.durationMs === null ? null : Math.min(Math.max(0, Math.round(input.durationMs)), 86_400_000),
            completedAt: input.completedAt.toISOString(),
            ...startedAtOf(input),
          },
        }),
      )
      .map((attempt) => ({ attemptId: attempt.id, score: attempt.score, maxScore: attempt.maxScore, results: attempt.results }))
      .mapErr(gradingFailure);
  }
}
