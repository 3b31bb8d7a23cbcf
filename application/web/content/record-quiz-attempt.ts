// Learning progress: a logged-in member's finished quiz is recorded through the API's progress endpoint
// (POST /progress/quiz-attempts, contract application/contracts/learning.ts). The score is computed here
// from the answers the API sends for this member, never taken from the browser.
import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import { inject, injectable } from "tsyringe";
import { QuizAttempt } from "../../contracts/learning.ts";
import type { Locale } from "../../../domain/locale/locale.ts";
import { ApiClientToken, type ApiClient } from "../http/ports.ts";
import { queryContent, type ContentFailure } from "./content-api.ts";
import { toDocument } from "./content-document.ts";
import { isDocumentPath } from "./content-paths.ts";
import { canCheck, scoreQuiz, type QuizScore } from "../../../domain/learning/quiz.ts";

export interface RecordQuizAttemptInput {
  /** The quiz's document path. */
  path: string;
  locale: Locale;
  /** Chosen choice indexes per question id. */
  responses: Record<string, number[]>;
  durationMs: number | null;
  completedAt: Date;
  /** Makes a retried upload count once. */
  clientId: string;
}

export type RecordQuizAttemptError =
  | ContentFailure
  /** The document is not a quiz, or its answers are withheld from this viewer. */
  | { type: "NotAQuiz" }
  /** Only logged-in members with a profile have progress. */
  | { type: "NotAMember" };

export interface RecordedQuizAttempt extends QuizScore {
  attemptId: string;
}

const CLIENT_ID = /^[A-Za-z0-9._:-]{1,100}$/;

@injectable()
export class RecordQuizAttempt {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  execute(input: RecordQuizAttemptInput): ResultAsync<RecordedQuizAttempt, RecordQuizAttemptError> {
    if (!isDocumentPath(input.path)) return errAsync({ type: "NotFound" });
    const quizId = input.path.replace(/^\/+|\/+$/g, "");
    return queryContent(this.api, quizId, { where: { locale: input.locale }, only: ["kind", "questions"], deep: false, limit: 0 })
      .andThen((answer): ResultAsync<QuizScore, RecordQuizAttemptError> => {
        if (!answer.item) return errAsync({ type: "NotFound" });
        const document = toDocument(answer.item);
        if (document.kind !== "quiz" || !canCheck(document.questions)) return errAsync({ type: "NotAQuiz" });
        return okAsync(scoreQuiz(document.questions, input.responses));
      })
      .andThen((score) =>
        this.api
          .request({
            method: "POST",
            path: "/progress/quiz-attempts",
            body: {
              ...(CLIENT_ID.test(input.clientId) ? { clientId: input.clientId } : {}),
              quizId,
              score: score.score,
              maxScore: score.maxScore,
              answers: score.results.map((result) => ({ questionId: result.id, chosen: result.chosen, correct: result.correct })),
              durationMs: input.durationMs === null ? null : Math.min(Math.max(0, Math.round(input.durationMs)), 86_400_000),
              completedAt: input.completedAt.toISOString(),
            },
            schema: QuizAttempt,
          })
          .map((attempt) => ({ ...score, attemptId: attempt.id }))
          .mapErr((failure): RecordQuizAttemptError => {
            if (failure.type === "HttpError" && (failure.status === 401 || failure.status === 403)) return { type: "NotAMember" };
            if (failure.type === "LoggedOut") return { type: "NotAMember" };
            if (failure.type === "ProfilingRequired") return { type: "Redirect", to: failure.redirectTo };
            return { type: "Unavailable", status: failure.type === "HttpError" ? failure.status : 503 };
          }),
      );
  }
}
