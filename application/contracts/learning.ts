// HTTP contract of learning progress: quiz attempts and flashcard reviews of the member.
import * as v from "valibot";
import { IsoDateTime } from "./common.ts";

const Id = v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9._:/-]{1,200}$/, "IdInvalid"));
const ClientId = v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9._:-]{1,100}$/, "IdInvalid")));
const Count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000));
const DurationMs = v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(86_400_000))));

/** One finished quiz. `clientId` makes an upload retry-safe (the same id is recorded once). */
export const QuizAttemptRequest = v.pipe(
  v.strictObject({
    clientId: ClientId,
    quizId: Id,
    score: Count,
    maxScore: Count,
    answers: v.optional(v.pipe(v.array(v.unknown()), v.maxLength(500))),
    durationMs: DurationMs,
    completedAt: IsoDateTime,
  }),
  v.forward(
    v.check((input) => input.score <= input.maxScore, "ScoreAboveMax"),
    ["score"],
  ),
);
export type QuizAttemptRequest = v.InferOutput<typeof QuizAttemptRequest>;

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
