// Learning rules: the question types of a quiz, as the content declares them (content/README.md §3).
// One schema for the importer, the content linter, the API and the quiz player.
import * as v from "valibot";
import { LISTENING_LANGS } from "./dictation.ts";

export const QUESTION_TYPES = ["single", "multiple", "true-false", "numeric", "text", "ordering", "matching"] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

const Text = v.pipe(v.string(), v.trim(), v.minLength(1));
const Common = {
  id: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, "id: lowercase letters, digits and -")),
  prompt: Text,
  explanation: Text,
  /** A listening question (content/README.md §9): the device reads `text` aloud in `lang`, then the pupil answers. */
  audio: v.optional(v.strictObject({ lang: v.picklist(LISTENING_LANGS), text: Text })),
};
const Choices = v.pipe(v.array(Text), v.minLength(2), v.maxLength(6));

const Single = v.object({
  ...Common,
  type: v.literal("single"),
  choices: Choices,
  answer: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
const Multiple = v.object({
  ...Common,
  type: v.literal("multiple"),
  choices: Choices,
  answer: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(0))), v.minLength(1)),
});
const TrueFalse = v.object({ ...Common, type: v.literal("true-false"), answer: v.boolean() });
const Numeric = v.object({
  ...Common,
  type: v.literal("numeric"),
  answer: v.pipe(v.number(), v.finite()),
  /** Absolute tolerance around the answer (0: exact). */
  tolerance: v.optional(v.pipe(v.number(), v.minValue(0)), 0),
  unit: v.optional(Text),
  /** How the answer is computed (mathjs syntax); the content linter recomputes the answer from it. */
  expression: v.optional(Text),
});
const FreeText = v.object({
  ...Common,
  type: v.literal("text"),
  answer: Text,
  /** Other accepted answers; case, accents and surrounding spaces never matter. */
  accept: v.optional(v.array(Text), []),
});
const Ordering = v.object({
  ...Common,
  type: v.literal("ordering"),
  /** The items in the right order (the player shuffles them). */
  items: v.pipe(v.array(Text), v.minLength(3), v.maxLength(8)),
});
const Matching = v.object({
  ...Common,
  type: v.literal("matching"),
  /** Each left item with its right partner (the player shuffles the right column). */
  pairs: v.pipe(v.array(v.object({ left: Text, right: Text })), v.minLength(3), v.maxLength(8)),
});

export const QuestionSchema = v.variant("type", [Single, Multiple, TrueFalse, Numeric, FreeText, Ordering, Matching]);
export type Question = v.InferOutput<typeof QuestionSchema>;

/**
 * A question as written in content: `type` may be left out for choice questions (an integer answer is
 * `single`, a list is `multiple`), as the first quizzes were written.
 */
export function withDeclaredType(raw: unknown): unknown {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw) || "type" in raw) return raw;
  const answer = (raw as { answer?: unknown }).answer;
  return { ...raw, type: Array.isArray(answer) ? "multiple" : "single" };
}

/** Why a written question is not a valid one (empty when it is). */
export function questionProblems(raw: unknown): string[] {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return ["must be a mapping"];
  const parsed = v.safeParse(QuestionSchema, withDeclaredType(raw));
  if (!parsed.success) {
    // The input is a mapping, so every issue sits at a key of it (the type, or a field of that type).
    return parsed.issues.map((issue) => `${String(v.getDotPath(issue))}: ${issue.message}`);
  }
  const question = parsed.output;
  const problems: string[] = [];
  if (question.type === "single" && question.answer >= question.choices.length)
    problems.push("answer: not an index of choices");
  if (question.type === "multiple") {
    if (question.answer.some((index) => index >= question.choices.length))
      problems.push("answer: not an index of choices");
    if (new Set(question.answer).size !== question.answer.length) problems.push("answer: an index is listed twice");
  }
  if (question.type === "single" || question.type === "multiple") {
    if (new Set(question.choices).size !== question.choices.length) problems.push("choices: the same choice twice");
  }
  if (question.type === "ordering" && new Set(question.items).size !== question.items.length)
    problems.push("items: the same item twice");
  if (question.type === "matching") {
    if (new Set(question.pairs.map((pair) => pair.left)).size !== question.pairs.length)
      problems.push("pairs: the same left item twice");
    if (new Set(question.pairs.map((pair) => pair.right)).size !== question.pairs.length)
      problems.push("pairs: the same right item twice");
  }
  return problems;
}

/** A written question, checked, or null when it is not valid (see questionProblems). */
export function parseQuestion(raw: unknown): Question | null {
  if (questionProblems(raw).length > 0) return null;
  return v.parse(QuestionSchema, withDeclaredType(raw));
}
