// HTTP contract of the revision coach (issue 30): the member's exams and weekly minutes, and the plan the API makes
// from them and from their progress (domain/coach/exam-plan.ts).
import * as v from "valibot";
import { EXAM_IDS } from "../../domain/coach/exam-calendar.ts";
import { IsoDateTime } from "./common.ts";
import { endpoint } from "./endpoint.ts";

const Day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, "DayInvalid"));
const ExamIdSchema = v.picklist(EXAM_IDS, "ExamUnknown");

export const CoachSettingsRequest = v.strictObject({
  exams: v.pipe(
    v.array(v.strictObject({ id: v.string(), date: v.optional(v.nullable(Day)) })),
    v.maxLength(EXAM_IDS.length, "TooMany"),
  ),
  minutesPerWeekday: v.pipe(v.array(v.number()), v.length(7, "SevenDays")),
});
export type CoachSettingsRequest = v.InferOutput<typeof CoachSettingsRequest>;

export const CoachSettings = v.object({
  exams: v.array(v.object({ id: ExamIdSchema, date: Day })),
  minutesPerWeekday: v.array(v.number()),
});
export type CoachSettings = v.InferOutput<typeof CoachSettings>;

const Done = { done: v.boolean(), minutes: v.number() };
const ExamRef = { exam: ExamIdSchema, title: v.string(), path: v.string() };

/** A task of a day's plan; `path` is the content document to open (no leading slash). */
export const PlanTask = v.variant("kind", [
  v.object({ kind: v.literal("review"), cards: v.number(), ...Done }),
  v.object({ kind: v.literal("learn"), ...ExamRef, ...Done }),
  v.object({ kind: v.literal("quiz"), ...ExamRef, best: v.nullable(v.number()), ...Done }),
  v.object({ kind: v.literal("paper"), ...ExamRef, ...Done }),
]);
export type PlanTask = v.InferOutput<typeof PlanTask>;

export const PlanDay = v.object({ day: Day, capacity: v.number(), minutes: v.number(), tasks: v.array(PlanTask) });
export type PlanDay = v.InferOutput<typeof PlanDay>;

export const ExamStatus = v.object({
  id: ExamIdSchema,
  date: Day,
  /** The session's date is an estimate until the ministry publishes the calendar (the member did not set it). */
  provisional: v.boolean(),
  daysLeft: v.number(),
  learnBy: Day,
  chaptersToLearn: v.number(),
  chaptersUnplanned: v.number(),
  daysBehind: v.nullable(v.number()),
  onTrack: v.boolean(),
});
export type ExamStatus = v.InferOutput<typeof ExamStatus>;

/** The plan: null settings when the member has chosen no exam yet. */
export const RevisionPlan = v.object({
  settings: v.nullable(CoachSettings),
  today: Day,
  exams: v.array(ExamStatus),
  /** Today and the days after it, up to PLAN_DAYS_SHOWN days. */
  days: v.array(PlanDay),
  /** Days until the last exam (the plan goes on past the days shown). */
  totalDays: v.number(),
  generatedAt: IsoDateTime,
});
export type RevisionPlan = v.InferOutput<typeof RevisionPlan>;

/** The days a plan answer holds: six weeks, what the calendar view shows. */
export const PLAN_DAYS_SHOWN = 42;

export const RevisionPlanQuery = v.strictObject({ locale: v.optional(v.picklist(["fr", "en"], "LocaleInvalid")) });

/** GET /coach/plan: the member's plan from today to their exams. */
export const REVISION_PLAN = endpoint({
  method: "GET",
  path: "/coach/plan",
  summary:
    "The member's revision plan from today to their exams (the next 42 days): flashcard reviews forecast with FSRS, " +
    "chapters to learn in exam order, weak quizzes first, timed papers in the last two weeks; today's tasks ticked " +
    "from what the member did today; each exam on track or days behind",
  tags: ["coach"],
  query: RevisionPlanQuery,
  response: RevisionPlan,
  success: { status: 200, description: "The plan (empty without exams chosen)" },
  errors: { 400: ["ValidationFailed"] },
  member: { profiled: true },
});

/** PUT /coach/settings: the exams the member prepares and their minutes per weekday. */
export const UPDATE_COACH_SETTINGS = endpoint({
  method: "PUT",
  path: "/coach/settings",
  summary:
    "Choose the exams to prepare (each once, the session's date unless another is given, from today to 400 days " +
    "ahead; the TOEIC needs a date) and the minutes for each weekday (7 whole numbers, 0 to 480)",
  tags: ["coach"],
  body: CoachSettingsRequest,
  response: CoachSettings,
  success: { status: 200, description: "Saved" },
  errors: {
    400: ["ValidationFailed", "ExamUnknown", "ExamTwice", "ExamDateInvalid", "ExamDateRequired", "MinutesInvalid"],
    403: ["CsrfRejected"],
  },
  member: { profiled: true },
});
