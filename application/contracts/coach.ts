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
  /** The hour (0 to 23, Europe/Paris) of the evening's e-mail reminder; null or absent: none. */
  reminderHour: v.optional(v.nullable(v.number())),
});
export type CoachSettingsRequest = v.InferOutput<typeof CoachSettingsRequest>;

export const CoachSettings = v.object({
  exams: v.array(v.object({ id: ExamIdSchema, date: Day })),
  minutesPerWeekday: v.array(v.number()),
  reminderHour: v.nullable(v.number()),
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
    400: [
      "ValidationFailed",
      "ExamUnknown",
      "ExamTwice",
      "ExamDateInvalid",
      "ExamDateRequired",
      "MinutesInvalid",
      "ReminderHourInvalid",
    ],
    403: ["CsrfRejected"],
  },
  member: { profiled: true },
});

/** The weekly word to parents (issue 30, domain/coach/weekly-family-digest.ts): the advice the week's data gives. */
export const DigestAdvice = v.variant("kind", [
  v.object({ kind: v.literal("inactive") }),
  v.object({ kind: v.literal("slipping"), subject: v.string(), before: v.number(), now: v.number() }),
  v.object({ kind: v.literal("behind"), days: v.nullable(v.number()) }),
  v.object({ kind: v.literal("weak"), subject: v.string(), average: v.number() }),
  v.object({ kind: v.literal("steady"), activeDays: v.number() }),
]);
export type DigestAdvice = v.InferOutput<typeof DigestAdvice>;

/** One child's week, as the holder reads it. */
export const ChildWeekView = v.object({
  memberId: v.string(),
  firstname: v.nullable(v.string()),
  minutes: v.number(),
  activeDays: v.number(),
  cardsReviewed: v.number(),
  quizzes: v.number(),
  quizAverage: v.nullable(v.number()),
  chaptersLearned: v.array(v.object({ subject: v.string(), title: v.string() })),
  plan: v.nullable(v.object({ exams: v.number(), daysBehind: v.nullable(v.number()), daysLeft: v.number() })),
  advice: DigestAdvice,
});
export type ChildWeekView = v.InferOutput<typeof ChildWeekView>;

export const WeeklyFamilyDigest = v.object({
  /** Whether the holder gets it by mail each Monday. */
  subscribed: v.boolean(),
  /** The last complete week, Monday to Sunday (`end` is the Monday after it). */
  week: v.object({ start: Day, end: Day }),
  children: v.array(ChildWeekView),
});
export type WeeklyFamilyDigest = v.InferOutput<typeof WeeklyFamilyDigest>;

export const WeeklyFamilyDigestQuery = v.strictObject({
  locale: v.optional(v.picklist(["fr", "en"], "LocaleInvalid")),
});

/** GET /family/weekly-digest: the holder's children's last week. */
export const WEEKLY_FAMILY_DIGEST = endpoint({
  method: "GET",
  path: "/family/weekly-digest",
  summary:
    "The holder of a family plan reads each child's last complete week (Monday to Sunday, Europe/Paris): estimated " +
    "minutes, days of revision, cards reviewed, quizzes and their average, chapters learned, the revision plan's " +
    "standing, and one piece of advice from the data; and whether it comes by mail each Monday",
  tags: ["coach"],
  query: WeeklyFamilyDigestQuery,
  response: WeeklyFamilyDigest,
  success: { status: 200, description: "The week" },
  errors: { 400: ["ValidationFailed"], 403: ["FamilyPlanRequired"], 404: ["NoFamily"] },
  member: { profiled: true },
});

export const WeeklyFamilyDigestSubscription = v.strictObject({
  subscribed: v.boolean(),
  /** The mails' language (default fr). */
  locale: v.optional(v.picklist(["fr", "en"], "LocaleInvalid")),
});
export type WeeklyFamilyDigestSubscription = v.InferOutput<typeof WeeklyFamilyDigestSubscription>;

/** PUT /family/weekly-digest: the holder asks for the Monday mail, or stops it. */
export const UPDATE_WEEKLY_FAMILY_DIGEST = endpoint({
  method: "PUT",
  path: "/family/weekly-digest",
  summary: "The holder of a family plan asks for each child's week by mail every Monday (opt-in), or stops it",
  tags: ["coach"],
  body: WeeklyFamilyDigestSubscription,
  response: v.object({ subscribed: v.boolean() }),
  success: { status: 200, description: "Saved" },
  errors: { 400: ["ValidationFailed"], 403: ["CsrfRejected", "FamilyPlanRequired"], 404: ["NoFamily"] },
  member: { profiled: true },
});

/** POST /dev/coach/reminders: development only, sends the evening reminders due (as at `at`). */
export const DEV_RUN_REMINDERS = endpoint({
  method: "POST",
  path: "/dev/coach/reminders",
  summary: "Development only: send the revision coach's evening reminders due now, or as if the clock read `at`",
  tags: ["dev"],
  body: v.strictObject({ at: v.optional(IsoDateTime) }),
  response: v.object({ sent: v.number() }),
  success: { status: 200, description: "How many reminders went" },
  errors: {},
});

/** Run the weekly mail now, or as if the clock read `at`. */
export const RunWeeklyDigestRequest = v.strictObject({ at: v.optional(IsoDateTime) });

/** POST /dev/weekly-digest: development only, runs the weekly mail's job (as at `at`). */
export const DEV_RUN_WEEKLY_DIGEST = endpoint({
  method: "POST",
  path: "/dev/weekly-digest",
  summary: "Development only: send the weekly word to parents due now, or as if the clock read `at`",
  tags: ["dev"],
  body: RunWeeklyDigestRequest,
  response: v.object({ week: v.nullable(Day), sent: v.number() }),
  success: { status: 200, description: "The week sent (null: none due) and how many mails went" },
  errors: {},
});
