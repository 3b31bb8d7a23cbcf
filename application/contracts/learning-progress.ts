// HTTP contract of a member's progress summary and of "mark as learned" (issue 12, "Progress, for pupils and
// parents"): the member's own summary, a family-plan holder's view of a child's, the chapters marked learned, and
// the marks « Réussi » / « À revoir » on the exercises of exercise banks (issue 27).
import * as v from "valibot";
import { IsoDateTime } from "./common.ts";
import { endpoint } from "./endpoint.ts";

/** A course's document path as a chapter: lowercase segments (content/README.md §1), no leading slash. */
export const ChapterPath = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*){1,7}$/, "PathInvalid"),
  v.maxLength(300, "PathInvalid"),
);

export const ChapterLearned = v.object({ chapterPath: v.string(), learnedAt: IsoDateTime });
export type ChapterLearned = v.InferOutput<typeof ChapterLearned>;

/** Whether a chapter is marked learned: the mark's date, or null. */
export const ChapterLearnedState = v.object({ chapterPath: v.string(), learnedAt: v.nullable(IsoDateTime) });
export type ChapterLearnedState = v.InferOutput<typeof ChapterLearnedState>;

/** A pupil's latest mark on an exercise (domain/learning/exercises.ts). */
export const ExerciseMarkValue = v.picklist(["success", "review"], "MarkInvalid");

/** The member's marks on one bank: exercise id to its latest mark (exercises never marked are absent). */
export const BankMarks = v.object({ bankPath: v.string(), marks: v.record(v.string(), ExerciseMarkValue) });
export type BankMarks = v.InferOutput<typeof BankMarks>;

export const ExerciseMarkRequest = v.strictObject({
  exerciseId: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, "ExerciseIdInvalid"), v.maxLength(80, "ExerciseIdInvalid")),
  mark: ExerciseMarkValue,
});
export type ExerciseMarkRequest = v.InferOutput<typeof ExerciseMarkRequest>;

/** A bank the member worked on, as bankProgress counts it, with the exercises to do again (in the bank's order). */
export const BankProgress = v.object({
  path: v.string(),
  title: v.string(),
  subject: v.nullable(v.string()),
  done: v.number(),
  succeeded: v.number(),
  /** The exercises the member may open (a non-subscriber: the preview of a premium bank). */
  total: v.number(),
  toReview: v.array(v.object({ id: v.string(), title: v.string() })),
  lastMarkedAt: IsoDateTime,
});
export type BankProgress = v.InferOutput<typeof BankProgress>;

export const ExerciseBanksWorked = v.object({ banks: v.array(BankProgress) });
export type ExerciseBanksWorked = v.InferOutput<typeof ExerciseBanksWorked>;

/** The language of the titles in a summary (default fr; a document without English version keeps its French title). */
export const ProgressSummaryQuery = v.strictObject({ locale: v.optional(v.picklist(["fr", "en"], "LocaleInvalid")) });
export type ProgressSummaryQuery = v.InferOutput<typeof ProgressSummaryQuery>;

const Score = v.object({ score: v.number(), maxScore: v.number(), completedAt: IsoDateTime });

/** A document the summary names: its path (a content document path, no leading slash) and its title. */
const Named = { path: v.string(), title: v.string() };

/** The progress of one subject (content/README.md §7 subject slug). */
export const SubjectProgress = v.object({
  subject: v.string(),
  chapters: v.object({
    /** Chapters of the member's class in this subject marked learned. */
    learned: v.number(),
    /** Chapters (courses) of the member's class in this subject. */
    available: v.number(),
    /** Every chapter of this subject the member marked learned (their class or not), newest first. */
    learnedItems: v.array(v.object({ ...Named, learnedAt: IsoDateTime })),
    /** The first chapter of the class, in the subject's order, not yet learned. */
    next: v.nullable(v.object({ ...Named, premium: v.boolean() })),
  }),
  /** The quizzes taken, most recent last attempt first. */
  quizzes: v.array(v.object({ ...Named, attempts: v.number(), best: Score, last: Score })),
  /** The exercise banks worked in this subject, the most recently marked first. */
  exercises: v.array(BankProgress),
  flashcards: v.object({
    /** Distinct cards reviewed at least once. */
    cardsReviewed: v.number(),
    /** Cards due by the end of the member's day (DueCards.cardsDue). */
    cardsDue: v.number(),
    /** Share of the last 30 days' review-phase reviews rated good or easy (domain/learning/progress.ts); null: none. */
    retention: v.nullable(v.number()),
    decks: v.array(v.object({ ...Named, cardsReviewed: v.number(), cardsDue: v.number() })),
  }),
});
export type SubjectProgress = v.InferOutput<typeof SubjectProgress>;

/** A member's progress, per subject, with the streak of revision days (days in Europe/Paris). */
export const ProgressSummary = v.object({
  memberId: v.string(),
  firstname: v.nullable(v.string()),
  /** The member's class (§3 levelOfEducation), which decides the chapters available. */
  levelOfEducation: v.nullable(v.string()),
  streak: v.object({ days: v.number(), revisedToday: v.boolean() }),
  totals: v.object({
    chaptersLearned: v.number(),
    chaptersAvailable: v.number(),
    quizzesTaken: v.number(),
    cardsReviewed: v.number(),
    cardsDue: v.number(),
    retention: v.nullable(v.number()),
    /** Exercises marked « Réussi » and « À revoir » (their latest mark), over every bank. */
    exercisesSucceeded: v.number(),
    exercisesToReview: v.number(),
  }),
  /** The subjects of the member's class, then those with activity only, each in slug order. */
  subjects: v.array(SubjectProgress),
  generatedAt: IsoDateTime,
});
export type ProgressSummary = v.InferOutput<typeof ProgressSummary>;

/** GET /progress/summary: the member's own progress summary. */
export const MY_PROGRESS_SUMMARY = endpoint({
  method: "GET",
  path: "/progress/summary",
  summary:
    "The member's progress per subject: chapters learned of their class, best and last score of each quiz, cards " +
    "reviewed and due, retention, and the streak of revision days (Europe/Paris)",
  tags: ["progress"],
  query: ProgressSummaryQuery,
  response: ProgressSummary,
  success: { status: 200, description: "The summary" },
  errors: { 400: ["ValidationFailed"] },
  member: { profiled: true },
});

/** GET /family/members/{memberId}/progress: a family-plan holder reads a child's progress summary. */
export const CHILD_PROGRESS_SUMMARY = endpoint({
  method: "GET",
  path: "/family/members/{memberId}/progress",
  summary: "The progress summary of a child of the holder's family (the same read model as /progress/summary)",
  tags: ["family", "progress"],
  query: ProgressSummaryQuery,
  response: ProgressSummary,
  success: { status: 200, description: "The child's summary" },
  errors: { 400: ["ValidationFailed"], 404: ["FamilyMemberNotFound"] },
  notes: { 404: "not a child of the caller's family (a child cannot read a sibling's or the holder's)" },
  member: { profiled: true },
});

/** GET /progress/chapters-learned/{chapterPath+}: whether the member marked this chapter learned (the course page). */
export const CHAPTER_LEARNED_STATE = endpoint({
  method: "GET",
  path: "/progress/chapters-learned/{chapterPath+}",
  summary: "Whether the member marked a chapter learned, and when (learnedAt null: not marked)",
  tags: ["progress"],
  response: ChapterLearnedState,
  success: { status: 200, description: "The chapter's mark" },
  errors: { 404: ["ChapterNotFound"] },
  notes: { 404: "the path cannot name a chapter" },
  member: { profiled: true },
});

/** PUT /progress/chapters-learned/{chapterPath+}: marks a course chapter learned (idempotent). */
export const MARK_CHAPTER_LEARNED = endpoint({
  method: "PUT",
  path: "/progress/chapters-learned/{chapterPath+}",
  summary:
    "Mark a course chapter as learned (a chapter already marked keeps its first date); the chapter must be a course " +
    "the member may open",
  tags: ["progress"],
  response: ChapterLearned,
  success: { status: 200, description: "Marked" },
  errors: { 403: ["PremiumRequired", "CsrfRejected"], 404: ["ChapterNotFound"] },
  notes: { 403: "PremiumRequired: a premium chapter and the member is not a subscriber (§6)" },
  member: { profiled: true },
});

/** DELETE /progress/chapters-learned/{chapterPath+}: undoes the mark (204 even when there was none). */
export const UNMARK_CHAPTER_LEARNED = endpoint({
  method: "DELETE",
  path: "/progress/chapters-learned/{chapterPath+}",
  summary: "Undo a chapter's learned mark (204 whether or not it was marked)",
  tags: ["progress"],
  response: v.unknown(),
  success: { status: 204, description: "Not marked any more" },
  errors: { 403: ["CsrfRejected"], 404: ["ChapterNotFound"] },
  notes: { 404: "the path cannot name a chapter" },
  member: { profiled: true },
});

/** GET /progress/exercise-marks/{bankPath+}: the member's marks on one exercise bank (the bank's page). */
export const EXERCISE_MARKS_OF_BANK = endpoint({
  method: "GET",
  path: "/progress/exercise-marks/{bankPath+}",
  summary: "The member's latest mark on each exercise of a bank (exercises never marked are absent)",
  tags: ["progress"],
  response: BankMarks,
  success: { status: 200, description: "The bank's marks" },
  errors: { 404: ["ExercisesNotFound"] },
  notes: { 404: "no exercise bank at that path" },
  member: { profiled: true },
});

/** PUT /progress/exercise-marks/{bankPath+}: marks one exercise « Réussi » or « À revoir » (replaces the last mark). */
export const MARK_EXERCISE = endpoint({
  method: "PUT",
  path: "/progress/exercise-marks/{bankPath+}",
  summary:
    "Mark an exercise of a bank succeeded or to do again; the exercise must be one the member may open (a " +
    "non-subscriber: the preview of a premium bank). Answers the bank's marks",
  tags: ["progress"],
  body: ExerciseMarkRequest,
  response: BankMarks,
  success: { status: 200, description: "Marked" },
  errors: { 400: ["ValidationFailed"], 403: ["CsrfRejected"], 404: ["ExercisesNotFound", "ExerciseNotFound"] },
  member: { profiled: true },
});

/** GET /progress/exercise-banks: the banks the member worked on (the review page lists those with exercises to redo). */
export const EXERCISE_BANKS_WORKED = endpoint({
  method: "GET",
  path: "/progress/exercise-banks",
  summary: "The exercise banks the member marked, most recent first, with what was succeeded and what is to redo",
  tags: ["progress"],
  query: ProgressSummaryQuery,
  response: ExerciseBanksWorked,
  success: { status: 200, description: "The banks" },
  errors: { 400: ["ValidationFailed"] },
  member: { profiled: true },
});
