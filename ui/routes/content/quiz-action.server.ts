// The action of the pages that show a quiz, for a logged-in member: checks some responses (feedback after a
// question) or records the finished quiz in their progress. Both go to the API, which scores the responses
// with the quiz document (application/web/content/record-quiz-attempt.ts).
import * as v from "valibot";
import { CheckQuizAnswers, RecordQuizAttempt, type QuestionOutcome } from "../../../application/web/content/record-quiz-attempt.ts";
import { QuizResponsesSchema } from "../../../domain/learning/quiz-responses.ts";
import { requestContainer } from "../../composition/server-container.ts";
import { contentLocale, type LoaderArgsLike } from "./content-data.server.ts";

/** The intents a quiz posts. */
export const QUIZ_INTENTS = { check: "quiz-check", attempt: "quiz-attempt" } as const;

const Responses = v.pipe(v.string(), v.maxLength(50_000), v.parseJson(), QuizResponsesSchema);

export type QuizActionData =
  | { ok: true; intent: "quiz-check" | "quiz-attempt"; results: QuestionOutcome[] }
  | { ok: false; reason: string };

/** Checks or records the quiz responses posted by the player of the page at `path` (a document path). */
export async function quizAction(args: LoaderArgsLike, path: string): Promise<QuizActionData> {
  const form = await args.request.formData();
  const intent = form.get("intent");
  if (intent !== QUIZ_INTENTS.check && intent !== QUIZ_INTENTS.attempt) return { ok: false, reason: "UnknownIntent" };
  const responses = v.safeParse(Responses, form.get("responses"));
  if (!responses.success) return { ok: false, reason: "InvalidResponses" };
  const container = requestContainer(args.context);
  const started = new Date(String(form.get("startedAt") ?? ""));
  const input = {
    path,
    locale: contentLocale(args),
    responses: responses.output,
    startedAt: Number.isNaN(started.getTime()) ? null : started,
  };
  if (intent === QUIZ_INTENTS.check) {
    const checked = await container.resolve(CheckQuizAnswers).execute(input);
    return checked.match(
      (results): QuizActionData => ({ ok: true, intent, results }),
      (error): QuizActionData => ({ ok: false, reason: error.type }),
    );
  }
  const duration = Number(form.get("durationMs"));
  const recorded = await container.resolve(RecordQuizAttempt).execute({
    ...input,
    durationMs: Number.isFinite(duration) && duration >= 0 ? duration : null,
    completedAt: new Date(),
    clientId: String(form.get("clientId") ?? ""),
  });
  return recorded.match(
    (attempt): QuizActionData => ({ ok: true, intent, results: attempt.results }),
    (error): QuizActionData => ({ ok: false, reason: error.type }),
  );
}
