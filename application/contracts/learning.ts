// HTTP contract of learning progress: quiz attempts and flashcard reviews of the member.
import * as v from "valibot";
import { QUESTION_TYPES } from "../../domain/learning/question.ts";
import { QuestionAnswerSchema, QuizResponsesSchema } from "../../domain/learning/quiz.ts";
import { IsoDateTime } from "./common.ts";
import { endpoint } from "./endpoint.ts";

const Id = v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9._:/-]{1,200}$/, "IdInvalid"));
const ClientId = v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9._:-]{1,100}$/, "IdInvalid")));
const DurationMs = v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(86_400_000))));

const Locale = v.optional(v.picklist(["fr", "en"], "LocaleInvalid"));

/**
 * One finished quiz: the pupil's responses, never a score. The API loads the quiz (`quizId`: its document
 * path; `locale`: the version played, default fr), refuses a quiz that does not exist (404 QuizNotFound) or
 * that the member may not open (403 PremiumRequired), scores it (domain/learning/quiz.ts) and stores the score.
 * `clientId` makes an upload retry-safe (the same id is recorded once).
 */
export const QuizAttemptRequest = v.strictObject({
  clientId: ClientId,
  quizId: Id,
  locale: Locale,
  responses: QuizResponsesSchema,
  durationMs: DurationMs,
  completedAt: IsoDateTime,
});
export type QuizAttemptRequest = v.InferOutput<typeof QuizAttemptRequest>;

/** Checks responses without recording anything (the player's feedback after each question). */
export const QuizCheckRequest = v.strictObject({ quizId: Id, locale: Locale, responses: QuizResponsesSchema });
export type QuizCheckRequest = v.InferOutput<typeof QuizCheckRequest>;

/** One scored question: its credit in [0, 1], the right answer and the explanation. */
export const QuestionOutcome = v.object({
  id: v.string(),
  type: v.picklist(QUESTION_TYPES),
  credit: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
  correct: v.boolean(),
  answered: v.boolean(),
  answer: QuestionAnswerSchema,
  explanation: v.string(),
});
export type QuestionOutcome = v.InferOutput<typeof QuestionOutcome>;

export const QuizCheckResponse = v.object({ quizId: v.string(), results: v.array(QuestionOutcome) });
export type QuizCheckResponse = v.InferOutput<typeof QuizCheckResponse>;

export const QuizAttempt = v.object({
  id: v.string(),
  clientId: v.nullable(v.string()),
  quizId: v.string(),
  score: v.number(),
  maxScore: v.number(),
  answers: v.array(v.unknown()),
  durationMs: v.nullable(v.number()),
  completedAt: IsoDateTime,
});
export type QuizAttempt = v.InferOutput<typeof QuizAttempt>;

/** A recorded attempt with every question of the quiz scored, in the quiz's order. */
export const QuizAttemptResult = v.object({ ...QuizAttempt.entries, results: v.array(QuestionOutcome) });
export type QuizAttemptResult = v.InferOutput<typeof QuizAttemptResult>;

/** One flashcard review: rating 1 (again), 2 (hard), 3 (good), 4 (easy), with the scheduler's state after it. */
export const FlashcardReviewRequest = v.strictObject({
  clientId: ClientId,
  cardId: Id,
  deckId: v.optional(v.nullable(Id)),
  rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4)),
  durationMs: DurationMs,
  reviewedAt: IsoDateTime,
  dueAt: v.optional(v.nullable(IsoDateTime)),
  state: v.optional(v.nullable(v.record(v.pipe(v.string(), v.maxLength(50)), v.unknown()))),
});
export type FlashcardReviewRequest = v.InferOutput<typeof FlashcardReviewRequest>;

export const FlashcardReview = v.object({
  id: v.string(),
  clientId: v.nullable(v.string()),
  cardId: v.string(),
  deckId: v.nullable(v.string()),
  rating: v.number(),
  durationMs: v.nullable(v.number()),
  reviewedAt: IsoDateTime,
  dueAt: v.nullable(IsoDateTime),
  state: v.nullable(v.record(v.string(), v.unknown())),
});
export type FlashcardReview = v.InferOutput<typeof FlashcardReview>;

/** GET /progress query: records at or after `since`, newest first, at most `limit` of each kind. */
export const ProgressQuery = v.strictObject({
  since: v.optional(IsoDateTime),
  limit: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,4}$/, "LimitInvalid"), v.transform(Number), v.minValue(1), v.maxValue(500)),
  ),
  quizId: v.optional(Id),
  cardId: v.optional(Id),
});
export type ProgressQuery = v.InferOutput<typeof ProgressQuery>;

export const ProgressResponse = v.object({
  quizAttempts: v.array(QuizAttempt),
  flashcardReviews: v.array(FlashcardReview),
});
export type ProgressResponse = v.InferOutput<typeof ProgressResponse>;

/** POST /progress/quiz-attempts: a finished quiz, scored by the API from its responses and recorded. */
export const QUIZ_ATTEMPT = endpoint({
  method: "POST",
  path: "/progress/quiz-attempts",
  summary:
    "Record a finished quiz from its responses (never a score): the API loads the quiz, scores every question " +
    "(domain/learning/quiz.ts, partial credit) and stores that score; retry-safe with clientId (the same id " +
    "answers 200 with the attempt already recorded)",
  tags: ["progress"],
  body: QuizAttemptRequest,
  response: QuizAttemptResult,
  success: {
    status: 201,
    description: "Recorded, with every question scored (200: already recorded with this clientId)",
  },
  errors: { 400: ["ValidationFailed"], 403: ["PremiumRequired"], 404: ["QuizNotFound"] },
  member: { profiled: true },
});

/** POST /progress/quiz-checks: some responses scored, nothing recorded (the player's feedback after a question). */
export const QUIZ_CHECK = endpoint({
  method: "POST",
  path: "/progress/quiz-checks",
  summary:
    "Score some responses of a quiz without recording them: each question's credit, right answer and explanation",
  tags: ["progress"],
  body: QuizCheckRequest,
  response: QuizCheckResponse,
  success: { status: 200, description: "The given questions scored" },
  errors: { 400: ["ValidationFailed"], 403: ["PremiumRequired"], 404: ["QuizNotFound"] },
  member: { profiled: true },
});
