// HTTP contract of learning progress: quiz attempts and flashcard reviews of the member.
import * as v from "valibot";
import { QUESTION_TYPES } from "../../domain/learning/question.ts";
import { QuestionAnswerSchema, QuizResponsesSchema } from "../../domain/learning/quiz-responses.ts";
import { isCardId, RATINGS } from "../../domain/learning/flashcards.ts";
import { IsoDateTime } from "./common.ts";
import { endpoint } from "./endpoint.ts";

const Id = v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9._:/-]{1,200}$/, "IdInvalid"));
const ClientId = v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9._:-]{1,100}$/, "IdInvalid")));
const DurationMs = v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(86_400_000))));

const Locale = v.optional(v.picklist(["fr", "en"], "LocaleInvalid"));

/**
 * §6 when the member opened the quiz: a session a member has started is never cut by a paywall, so a premium
 * quiz opened while subscribed is still scored (within QUIZ_SESSION_HOURS) after the subscription ended.
 */
const StartedAt = v.optional(IsoDateTime);

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
  startedAt: StartedAt,
});
export type QuizAttemptRequest = v.InferOutput<typeof QuizAttemptRequest>;

/** Checks responses without recording anything (the player's feedback after each question). */
export const QuizCheckRequest = v.strictObject({
  quizId: Id,
  locale: Locale,
  responses: QuizResponsesSchema,
  startedAt: StartedAt,
});
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

const ReviewClientId = v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9._:-]{1,100}$/, "IdInvalid"));
/** A card id exactly as the content writes it (domain/learning/flashcards.ts `isCardId`, checked at import too). */
const CardId = v.pipe(v.string(), v.check(isCardId, "CardIdInvalid"));
/** A deck's document path, with or without its leading slash. */
const DeckPath = v.pipe(
  Id,
  v.transform((path) => path.replace(/^\/+|\/+$/g, "")),
);

/**
 * One flashcard review as the device made it: which card of which deck, the rating and when. Never a state: the
 * API computes the card's state from the member's log (domain `review`, in reviewedAt order). `clientId` makes an
 * upload retry-safe (the same id is recorded once), which the browser's review outbox relies on.
 */
export const FlashcardReviewRequest = v.strictObject({
  clientId: ReviewClientId,
  deckPath: DeckPath,
  cardId: CardId,
  rating: v.picklist(RATINGS, "RatingInvalid"),
  reviewedAt: IsoDateTime,
});
export type FlashcardReviewRequest = v.InferOutput<typeof FlashcardReviewRequest>;

/** The most reviews one batch may carry (an outbox syncing after days offline sends several batches). */
export const MAX_REVIEW_BATCH = 200;

export const FlashcardReviewBatchRequest = v.strictObject({
  reviews: v.pipe(v.array(FlashcardReviewRequest), v.minLength(1), v.maxLength(MAX_REVIEW_BATCH)),
});
export type FlashcardReviewBatchRequest = v.InferOutput<typeof FlashcardReviewBatchRequest>;

/** A card's scheduling state (domain/learning/flashcards.ts `CardState`). */
export const CardStateSchema = v.object({
  phase: v.picklist(["new", "learning", "review", "relearning"]),
  due: IsoDateTime,
  stability: v.number(),
  difficulty: v.number(),
  scheduledDays: v.number(),
  learningSteps: v.number(),
  reps: v.number(),
  lapses: v.number(),
  lastReview: v.nullable(IsoDateTime),
  introducedAt: v.nullable(IsoDateTime),
});

export const FlashcardReview = v.object({
  id: v.string(),
  clientId: v.string(),
  deckPath: v.string(),
  cardId: v.string(),
  rating: v.picklist(RATINGS),
  reviewedAt: IsoDateTime,
});
export type FlashcardReview = v.InferOutput<typeof FlashcardReview>;

/** A recorded review and the card's state once the member's whole log is applied. */
export const FlashcardReviewResult = v.object({ review: FlashcardReview, state: CardStateSchema });
export type FlashcardReviewResult = v.InferOutput<typeof FlashcardReviewResult>;

/** What became of each review of a batch: recorded, already recorded (same clientId), or refused with a code. */
export const FlashcardReviewBatchResponse = v.object({
  results: v.array(
    v.object({
      clientId: v.string(),
      status: v.picklist(["recorded", "duplicate", "refused"]),
      code: v.nullable(v.string()),
    }),
  ),
});
export type FlashcardReviewBatchResponse = v.InferOutput<typeof FlashcardReviewBatchResponse>;

const Counts = v.object({ new: v.number(), learning: v.number(), due: v.number() });
const Day = v.object({ start: IsoDateTime, end: IsoDateTime, timeZone: v.string() });

export const DeckProgressQuery = v.strictObject({ path: DeckPath });
export type DeckProgressQuery = v.InferOutput<typeof DeckProgressQuery>;

/**
 * A deck for the member: its counts today and the state of each card they reviewed; the daily cap of new cards and,
 * as it is across decks, the states of the cards of their other decks started today (the page counts them too).
 */
export const DeckProgress = v.object({
  deckPath: v.string(),
  retention: v.number(),
  day: Day,
  newPerDay: v.number(),
  counts: Counts,
  states: v.array(v.object({ cardId: v.string(), state: CardStateSchema })),
  startedToday: v.array(v.object({ deckPath: v.string(), cardId: v.string(), state: CardStateSchema })),
});
export type DeckProgress = v.InferOutput<typeof DeckProgress>;

/** The member's daily queue across the decks they study, with each card's sides and current state. */
export const ReviewQueue = v.object({
  retention: v.number(),
  day: Day,
  newPerDay: v.number(),
  total: v.number(),
  dueCount: v.number(),
  newCount: v.number(),
  decks: v.array(v.object({ path: v.string(), title: v.string(), counts: Counts })),
  cards: v.array(
    v.object({
      deckPath: v.string(),
      deckTitle: v.string(),
      cardId: v.string(),
      kind: v.picklist(["due", "new"]),
      front: v.string(),
      back: v.nullable(v.string()),
      state: v.nullable(CardStateSchema),
    }),
  ),
});
export type ReviewQueue = v.InferOutput<typeof ReviewQueue>;

export const FlashcardSettings = v.object({ desiredRetention: v.number(), newCardsPerDay: v.number() });
export type FlashcardSettings = v.InferOutput<typeof FlashcardSettings>;

/**
 * The settings a member changes (one or both; those not sent are kept); the domain decides whether each is allowed
 * (retention 0.80 to 0.97, new cards a day a whole number from 0 to 100).
 */
export const FlashcardSettingsRequest = v.pipe(
  v.strictObject({ desiredRetention: v.optional(v.number()), newCardsPerDay: v.optional(v.number()) }),
  v.check((body) => body.desiredRetention !== undefined || body.newCardsPerDay !== undefined, "NothingToUpdate"),
);
export type FlashcardSettingsRequest = v.InferOutput<typeof FlashcardSettingsRequest>;

/** GET /progress query: records at or after `since`, newest first, at most `limit` of each kind. */
export const ProgressQuery = v.strictObject({
  since: v.optional(IsoDateTime),
  limit: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,4}$/, "LimitInvalid"), v.transform(Number), v.minValue(1), v.maxValue(500)),
  ),
  quizId: v.optional(Id),
  cardId: v.optional(CardId),
});
export type ProgressQuery = v.InferOutput<typeof ProgressQuery>;

export const ProgressResponse = v.object({
  quizAttempts: v.array(QuizAttempt),
  flashcardReviews: v.array(FlashcardReview),
});
export type ProgressResponse = v.InferOutput<typeof ProgressResponse>;

/** GET /progress: the member's own quiz attempts and flashcard reviews. */
export const LIST_PROGRESS = endpoint({
  method: "GET",
  path: "/progress",
  summary: "The member's quiz attempts and flashcard reviews, newest first",
  tags: ["progress"],
  query: ProgressQuery,
  response: ProgressResponse,
  success: { status: 200, description: "Progress" },
  errors: { 400: ["ValidationFailed"] },
  notes: { 400: "fields name each problem (LimitInvalid, UnknownField...)" },
  member: { profiled: true },
});

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

/** POST /progress/flashcard-reviews: one review; the API checks the card and computes its state. */
export const FLASHCARD_REVIEW = endpoint({
  method: "POST",
  path: "/progress/flashcard-reviews",
  summary:
    "Record one flashcard review (deck path, card id, rating, time): the API loads the deck, checks the card and " +
    "that the member may open it, and computes the card's state from the member's whole log in reviewedAt order " +
    "(domain/learning/flashcards.ts); retry-safe with clientId",
  tags: ["progress"],
  body: FlashcardReviewRequest,
  response: FlashcardReviewResult,
  success: { status: 201, description: "Recorded, with the card's state" },
  alsoSuccess: { status: 200, description: "Already recorded with this clientId, with the card's state" },
  errors: { 400: ["ValidationFailed"], 403: ["PremiumRequired"], 404: ["FlashcardNotFound"] },
  notes: { 400: "InFuture: reviewedAt beyond the allowed clock skew; CardIdInvalid, RatingInvalid" },
  member: { profiled: true },
});

/** POST /progress/flashcard-reviews/batch: an outbox's reviews, applied in reviewedAt order. */
export const FLASHCARD_REVIEW_BATCH = endpoint({
  method: "POST",
  path: "/progress/flashcard-reviews/batch",
  summary:
    "Record up to 200 flashcard reviews at once (the browser's outbox syncing): each is recorded, found already " +
    "recorded (clientId) or refused with its code (FlashcardNotFound, PremiumRequired, InFuture), the others still count",
  tags: ["progress"],
  body: FlashcardReviewBatchRequest,
  response: FlashcardReviewBatchResponse,
  success: { status: 200, description: "What became of each review" },
  errors: { 400: ["ValidationFailed"] },
  member: { profiled: true },
});

/** GET /progress/flashcards/deck: a deck's counts and card states for the member. */
export const DECK_PROGRESS = endpoint({
  method: "GET",
  path: "/progress/flashcards/deck",
  summary: "A deck for the member: new, learning and due counts today, and the state of each card they reviewed",
  tags: ["progress"],
  query: DeckProgressQuery,
  response: DeckProgress,
  success: { status: 200, description: "The deck's counts and states" },
  errors: { 400: ["ValidationFailed"], 403: ["PremiumRequired"], 404: ["DeckNotFound"] },
  member: { profiled: true },
});

/** GET /progress/flashcards/queue: today's cards across the decks the member studies. */
export const REVIEW_QUEUE = endpoint({
  method: "GET",
  path: "/progress/flashcards/queue",
  summary:
    "The member's cards for today across every deck they study (one with a reviewed card): due cards first, then " +
    "new ones up to the daily cap across decks (20 unless the member chose another), with each card's sides and state",
  tags: ["progress"],
  response: ReviewQueue,
  success: { status: 200, description: "Today's queue" },
  errors: {},
  member: { profiled: true },
});

export const FLASHCARD_SETTINGS = endpoint({
  method: "GET",
  path: "/progress/flashcards/settings",
  summary:
    "The member's flashcard settings (desired retention, 0.90 unless they chose another; new cards a day across " +
    "decks, 20 unless they chose another)",
  tags: ["progress"],
  response: FlashcardSettings,
  success: { status: 200, description: "The settings" },
  errors: {},
  member: { profiled: true },
});

export const UPDATE_FLASHCARD_SETTINGS = endpoint({
  method: "PUT",
  path: "/progress/flashcards/settings",
  summary:
    "Set the member's desired retention (0.80 to 0.97) and/or daily cap of new cards across decks (0 to 100): " +
    "refused, never clamped, outside",
  tags: ["progress"],
  body: FlashcardSettingsRequest,
  response: FlashcardSettings,
  success: { status: 200, description: "Saved" },
  errors: { 400: ["ValidationFailed", "RetentionOutOfRange", "NewCardsPerDayOutOfRange"] },
  member: { profiled: true },
});

/** Memory tuned to the member (issue 30, docs/decisions/050): whether their own FSRS parameters are in use. */
export const MemoryView = v.object({
  /** True once the member's parameters are fitted; false: FSRS's defaults. */
  personal: v.boolean(),
  /** Reviews a member needs before a fit. */
  minReviews: v.number(),
  /** Reviews the parameters were fitted on, when fitted. */
  reviewCount: v.nullable(v.number()),
  fittedAt: v.nullable(IsoDateTime),
  optimizer: v.nullable(v.string()),
  /** How well each model predicted the member's own reviews (lower is better). */
  logLossDefault: v.nullable(v.number()),
  logLossFitted: v.nullable(v.number()),
  /** Days until a card answered "good" at each review comes back: with the defaults, with the member's parameters. */
  intervals: v.object({ defaults: v.array(v.number()), mine: v.array(v.number()) }),
});
export type MemoryView = v.InferOutput<typeof MemoryView>;

/** GET /progress/flashcards/memory: the member's memory model. */
export const FLASHCARD_MEMORY = endpoint({
  method: "GET",
  path: "/progress/flashcards/memory",
  summary:
    "Whether the member's flashcards follow FSRS parameters fitted to their own reviews (from 800 reviews on, refitted " +
    "as the log grows), how well each model predicts them, and how a card answered good comes back with each",
  tags: ["progress"],
  response: MemoryView,
  success: { status: 200, description: "The member's memory model" },
  errors: {},
  member: { profiled: true },
});
