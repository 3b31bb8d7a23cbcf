// The action of the pages that show a quiz: a logged-in member's checked quiz is recorded in their
// learning progress (RecordQuizAttempt scores it with the API's answers and posts it).
import * as v from "valibot";
import { RecordQuizAttempt } from "../../../application/web/content/record-quiz-attempt.ts";
import { requestContainer } from "../../composition/server-container.ts";
import { contentLocale, type LoaderArgsLike } from "./content-data.server.ts";

/** The intent a quiz form posts. */
export const QUIZ_INTENT = "quiz-attempt";

const Responses = v.pipe(
  v.string(),
  v.maxLength(20_000),
  v.parseJson(),
  v.record(v.pipe(v.string(), v.maxLength(100)), v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(50))), v.maxLength(50))),
);

export type QuizActionData = { recorded: true; score: number; maxScore: number } | { recorded: false; reason: string };

/** Records a quiz attempt posted by the Quiz component of the page at `path` (a document path). */
export async function quizAction(args: LoaderArgsLike, path: string): Promise<QuizActionData> {
  const form = await args.request.formData();
  if (form.get("intent") !== QUIZ_INTENT) return { recorded: false, reason: "UnknownIntent" };
  const responses = v.safeParse(Responses, form.get("responses"));
  const duration = Number(form.get("durationMs"));
  if (!responses.success) return { recorded: false, reason: "InvalidResponses" };
  const result = await requestContainer(args.context)
    .resolve(RecordQuizAttempt)
    .execute({
      path,
      locale: contentLocale(args),
      responses: responses.output,
      durationMs: Number.isFinite(duration) && duration >= 0 ? duration : null,
      completedAt: new Date(),
      clientId: String(form.get("clientId") ?? ""),
    });
  return result.match(
    (attempt): QuizActionData => ({ recorded: true, score: attempt.score, maxScore: attempt.maxScore }),
    (error): QuizActionData => ({ recorded: false, reason: error.type }),
  );
}
