// What a pupil answers to a quiz and a question's right answer, as valibot schemas (issue 12, quiz player): the
// server checks a submitted attempt with them (application/contracts/learning.ts, the quiz page's action). Apart from
// the scoring rules of quiz.ts, which the quiz player runs in the browser and which only need the types: the player's
// chunk then does not carry the schemas and valibot (module-level calls, never tree-shaken: docs/decisions/012).
import * as v from "valibot";
import type { QuestionType } from "./question.ts";

const Index = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(49));
const Indexes = v.pipe(v.array(Index), v.maxLength(50));

/** What a pupil answered to one question, typed by the question type. */
export const QuizResponseSchema = v.variant("type", [
  v.strictObject({ type: v.literal("single"), choice: Index }),
  v.strictObject({ type: v.literal("multiple"), choices: Indexes }),
  v.strictObject({ type: v.literal("true-false"), value: v.boolean() }),
  /** The text typed in the field, read by parseDecimal. */
  v.strictObject({ type: v.literal("numeric"), value: v.pipe(v.string(), v.maxLength(100)) }),
  v.strictObject({ type: v.literal("text"), value: v.pipe(v.string(), v.maxLength(300)) }),
  /** At each position, the index (in the question's `items`, which are in the right order) of the item put there. */
  v.strictObject({ type: v.literal("ordering"), order: Indexes }),
  /** For each left item (in `pairs` order), the index in `pairs` of the right item matched with it (null: none). */
  v.strictObject({ type: v.literal("matching"), matches: v.pipe(v.array(v.nullable(Index)), v.maxLength(50)) }),
]);
export type QuizResponse = v.InferOutput<typeof QuizResponseSchema>;
export type ResponseOf<T extends QuestionType> = Extract<QuizResponse, { type: T }>;

/** The responses of one attempt, by question id. */
export const QuizResponsesSchema = v.pipe(
  v.record(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,100}$/, "IdInvalid")), QuizResponseSchema),
  v.check((responses) => Object.keys(responses).length <= 200, "TooManyResponses"),
);
export type QuizResponses = v.InferOutput<typeof QuizResponsesSchema>;

/** The right answer of a question, as the player shows it after a check. */
export const QuestionAnswerSchema = v.variant("type", [
  v.object({ type: v.literal("single"), choice: v.number() }),
  v.object({ type: v.literal("multiple"), choices: v.array(v.number()) }),
  v.object({ type: v.literal("true-false"), value: v.boolean() }),
  v.object({ type: v.literal("numeric"), value: v.number(), tolerance: v.number(), unit: v.nullable(v.string()) }),
  v.object({ type: v.literal("text"), value: v.string(), accept: v.array(v.string()) }),
  v.object({ type: v.literal("ordering"), items: v.array(v.string()) }),
  v.object({ type: v.literal("matching"), pairs: v.array(v.object({ left: v.string(), right: v.string() })) }),
]);
export type QuestionAnswer = v.InferOutput<typeof QuestionAnswerSchema>;
