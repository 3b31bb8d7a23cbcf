// The revision coach (issue 30): the plan of each day from today to a member's exams. Pure and deterministic: the
// same state gives the same plan; "re-planning" is calling it again with the state of the day (what was learned,
// the quiz scores, the cards' load), so a pupil ahead or behind gets a plan that starts from where they are.
//
// The rules, in the order a day is filled up to the minutes the member gives that weekday:
//   1. the flashcard reviews the forecast puts on that day (they keep memory; never left for later);
//   2. in an exam's last REVISION_WINDOW_DAYS days: a timed practice paper of the exam, on the day of the window with
//      the most minutes that can hold it (PAPERS_PER_EXAM at most, the latest first so the last one is closest);
//   3. one quiz to retake, weakest score first: a learned chapter whose best score is under WEAK_SCORE, then, in the
//      window, every chapter of the exam once (revising by retrieval);
//   4. chapters not yet learned, the nearest exam first, each subject in the library's order, paced evenly up to the
//      day before the exam's revision window (never all in the first weeks, then nothing), as many a day as fit;
//      learning should end by then: the exam is "on track" when it does, "behind" by the days past.
// A task is never split: a chapter longer than a whole day's minutes goes alone on a day that has no other chapter.
import { addDays, daysBetween, weekday } from "./days.ts";
import type { DayKey, ExamId } from "./exam-calendar.ts";

/** The last days before an exam, kept for retrieval (quizzes) and timed papers rather than new chapters. */
export const REVISION_WINDOW_DAYS = 14;
/** Timed papers planned per written exam, in its revision window. */
export const PAPERS_PER_EXAM = 2;
/** A best quiz score under this (0 to 1) marks a weak chapter, retaken first. */
export const WEAK_SCORE = 0.7;
/** Minutes of a quiz retake. */
export const QUIZ_MINUTES = 10;
/** Seconds a flashcard review takes, on average, to count a day's reviews in minutes. */
export const REVIEW_SECONDS = 10;

export interface PlanExam {
  id: ExamId;
  date: DayKey;
  /** The chapters' subjects, as `grade/subject` keys. */
  subjects: readonly string[];
  /** Written exams get timed papers. */
  written: boolean;
}

export interface PlanChapter {
  chapter: string;
  /** `grade/subject`, as PlanExam.subjects. */
  subject: string;
  order: number;
  title: string;
  coursePath: string;
  quizPath: string | null;
  learned: boolean;
  /** The best quiz score, 0 to 1; null when the quiz was never done. */
  quizBest: number | null;
  /** Reading the course, its deck's new cards and the quiz. */
  learnMinutes: number;
}

export interface PlanPaper {
  path: string;
  exam: ExamId;
  title: string;
  minutes: number;
}

/** What was done today, to tick today's tasks (the plan of today is made from the state before them). */
export interface TodayActivity {
  learned: ReadonlySet<string>;
  quizzes: ReadonlySet<string>;
  papers: ReadonlySet<string>;
  reviews: number;
}

export interface PlanInput {
  today: DayKey;
  exams: readonly PlanExam[];
  chapters: readonly PlanChapter[];
  papers: readonly PlanPaper[];
  /** Reviews due each day (review-forecast.ts). */
  reviews: ReadonlyMap<DayKey, number>;
  /** Minutes the member gives each weekday, Monday first (7 numbers). */
  minutesPerWeekday: readonly number[];
  activity?: TodayActivity;
}

export type PlanTask =
  | { kind: "review"; cards: number; minutes: number; done: boolean }
  | { kind: "learn"; exam: ExamId; chapter: string; title: string; path: string; minutes: number; done: boolean }
  | {
      kind: "quiz";
      exam: ExamId;
      chapter: string;
      title: string;
      path: string;
      minutes: number;
      best: number | null;
      done: boolean;
    }
  | { kind: "paper"; exam: ExamId; title: string; path: string; minutes: number; done: boolean };

export interface PlanDay {
  day: DayKey;
  /** The minutes the member gives that day. */
  capacity: number;
  tasks: PlanTask[];
  /** The minutes of its tasks (may pass capacity by one long chapter or the day's reviews). */
  minutes: number;
}

export interface ExamStatus {
  id: ExamId;
  date: DayKey;
  daysLeft: number;
  /** The last day for new chapters: the day before the revision window. */
  learnBy: DayKey;
  /** Chapters of the exam not learned yet, and those the plan could not fit before the exam. */
  chaptersToLearn: number;
  chaptersUnplanned: number;
  /** Days past `learnBy` of the last chapter planned (0 when on time); null when some chapter does not fit at all. */
  daysBehind: number | null;
  onTrack: boolean;
}

export interface ExamPlan {
  days: PlanDay[];
  exams: ExamStatus[];
}

const reviewMinutes = (cards: number) => Math.ceil((cards * REVIEW_SECONDS) / 60);

/** The plan from `today` to the day before the last exam (exams already past are left out). */
export function planRevision(input: PlanInput): ExamPlan {
  const exams = input.exams.filter((exam) => exam.date > input.today).sort(byDateThenId);
  const last = exams.at(-1);
  if (last === undefined) return { days: [], exams: [] };
  const activity = input.activity;

  const days: PlanDay[] = [];
  for (let day = input.today; day < last.date; day = addDays(day, 1)) {
    const capacity = input.minutesPerWeekday[weekday(day)] ?? 0;
    const cards = input.reviews.get(day) ?? 0;
    const tasks: PlanTask[] = cards > 0 ? [{ kind: "review", cards, minutes: reviewMinutes(cards), done: false }] : [];
    days.push({ day, capacity, tasks, minutes: tasks.reduce((sum, task) => sum + task.minutes, 0) });
  }
  const room = (plan: PlanDay) => plan.capacity - plan.minutes;
  const add = (plan: PlanDay, task: PlanTask) => {
    plan.tasks.push(task);
    plan.minutes += task.minutes;
  };

  // Each chapter belongs to the first exam (by date) that names its subject.
  const examOf = new Map<string, PlanExam>();
  for (const exam of exams) for (const subject of exam.subjects) if (!examOf.has(subject)) examOf.set(subject, exam);
  const chapters = input.chapters
    .filter((chapter) => examOf.has(chapter.subject))
    .sort(
      (a, b) =>
        byDateThenId(examOf.get(a.subject)!, examOf.get(b.subject)!) ||
        a.subject.localeCompare(b.subject) ||
        a.order - b.order,
    );
  const windowStart = (exam: PlanExam) => addDays(exam.date, -REVISION_WINDOW_DAYS);
  const inWindow = (plan: PlanDay, exam: PlanExam) => plan.day >= windowStart(exam) && plan.day < exam.date;

  // 2. Papers: in each written exam's window, on the roomiest days that hold one, one paper a day.
  for (const exam of exams.filter((candidate) => candidate.written)) {
    const papers = input.papers.filter((paper) => paper.exam === exam.id).slice(0, PAPERS_PER_EXAM);
    for (const paper of papers) {
      const best = days
        .filter((plan) => inWindow(plan, exam) && room(plan) >= paper.minutes)
        .filter((plan) => !plan.tasks.some((task) => task.kind === "paper"))
        .sort((a, b) => room(b) - room(a) || b.day.localeCompare(a.day))[0];
      if (best !== undefined)
        add(best, {
          kind: "paper",
          exam: exam.id,
          title: paper.title,
          path: paper.path,
          minutes: paper.minutes,
          done: false,
        });
    }
  }

  // 3. Weak chapters first: one retake a day while any is left, weakest first.
  // A learned chapter whose quiz was never done counts as a score of 0.
  const scoreOf = (chapter: PlanChapter) => chapter.quizBest ?? 0;
  const weak = chapters
    .filter((chapter) => chapter.learned && chapter.quizPath !== null && scoreOf(chapter) < WEAK_SCORE)
    .sort((a, b) => scoreOf(a) - scoreOf(b));
  const quizTask = (chapter: PlanChapter): PlanTask => ({
    kind: "quiz",
    exam: examOf.get(chapter.subject)!.id,
    chapter: chapter.chapter,
    title: chapter.title,
    path: chapter.quizPath!,
    minutes: QUIZ_MINUTES,
    best: chapter.quizBest,
    done: false,
  });
  const weakLeft = [...weak];
  for (const plan of days) {
    if (room(plan) < QUIZ_MINUTES) continue;
    const index = weakLeft.findIndex((chapter) => plan.day < examOf.get(chapter.subject)!.date);
    if (index >= 0) add(plan, quizTask(weakLeft.splice(index, 1)[0]!));
  }

  // 4. Chapters to learn, in exam order, paced evenly from today to the exam's last day for new chapters (chapter k of
  // n not before day k × span / n), as many a day as fit; a long one alone on a day without another.
  const toLearn = chapters.filter((chapter) => !chapter.learned);
  const learnedOn = new Map<string, DayKey>();
  const rank = new Map<PlanChapter, { index: number; count: number }>();
  for (const exam of exams) {
    const mine = toLearn.filter((chapter) => examOf.get(chapter.subject) === exam);
    mine.forEach((chapter, index) => rank.set(chapter, { index, count: mine.length }));
  }
  for (const chapter of toLearn) {
    const exam = examOf.get(chapter.subject)!;
    const { index, count } = rank.get(chapter)!;
    const span = Math.max(0, daysBetween(input.today, addDays(exam.date, -REVISION_WINDOW_DAYS)));
    const paced = addDays(input.today, Math.floor((index * span) / count));
    const earliest = [paced, lastLearnDay(learnedOn, exam, toLearn)].sort().at(-1)!;
    const fits = (plan: PlanDay) =>
      plan.day < exam.date &&
      (room(plan) >= chapter.learnMinutes ||
        (!plan.tasks.some((task) => task.kind === "learn" || task.kind === "paper") &&
          plan.capacity - plan.minutes > 0 &&
          chapter.learnMinutes > plan.capacity));
    // A chapter learned today (ahead of the plan or not) is today's, done.
    const plan = activity?.learned.has(chapter.chapter)
      ? days[0]
      : days.find((candidate) => candidate.day >= earliest && fits(candidate));
    if (plan === undefined) continue;
    add(plan, {
      kind: "learn",
      exam: exam.id,
      chapter: chapter.chapter,
      title: chapter.title,
      path: chapter.coursePath,
      minutes: chapter.learnMinutes,
      done: false,
    });
    learnedOn.set(chapter.chapter, plan.day);
  }

  // 3 (continued). In each window, the exam's chapters retaken once each, weakest or never tried first.
  for (const exam of exams) {
    const retakes = chapters
      .filter((chapter) => examOf.get(chapter.subject) === exam && chapter.quizPath !== null)
      .filter((chapter) => !weak.includes(chapter))
      .sort((a, b) => (a.quizBest ?? -1) - (b.quizBest ?? -1));
    for (const plan of days.filter((candidate) => inWindow(candidate, exam))) {
      for (const chapter of [...retakes]) {
        if (room(plan) < QUIZ_MINUTES) break;
        const learned = learnedOn.get(chapter.chapter);
        if (learned !== undefined && learned >= plan.day) continue;
        add(plan, quizTask(chapter));
        retakes.splice(retakes.indexOf(chapter), 1);
      }
    }
  }

  if (activity !== undefined && days[0] !== undefined) tick(days[0], activity);

  const statuses = exams.map((exam): ExamStatus => {
    const mine = toLearn.filter((chapter) => examOf.get(chapter.subject) === exam);
    const unplanned = mine.filter((chapter) => !learnedOn.has(chapter.chapter)).length;
    const learnBy = addDays(exam.date, -REVISION_WINDOW_DAYS - 1);
    const lastDay = mine.reduce<DayKey | null>((latest, chapter) => {
      const day = learnedOn.get(chapter.chapter);
      return day !== undefined && (latest === null || day > latest) ? day : latest;
    }, null);
    const daysBehind = unplanned > 0 ? null : lastDay === null ? 0 : Math.max(0, daysBetween(learnBy, lastDay));
    return {
      id: exam.id,
      date: exam.date,
      daysLeft: daysBetween(input.today, exam.date),
      learnBy,
      chaptersToLearn: mine.length,
      chaptersUnplanned: unplanned,
      daysBehind,
      onTrack: daysBehind === 0,
    };
  });
  return { days, exams: statuses };
}

/** Chapters of one subject are learned in order: not before the day the previous one of the same exam was planned. */
function lastLearnDay(learnedOn: ReadonlyMap<string, DayKey>, exam: PlanExam, toLearn: readonly PlanChapter[]): DayKey {
  let latest = "";
  for (const chapter of toLearn) {
    const day = learnedOn.get(chapter.chapter);
    if (day !== undefined && exam.subjects.includes(chapter.subject) && day > latest) latest = day;
  }
  return latest;
}

/** Ticks today's tasks from what the member did today. */
function tick(today: PlanDay, activity: TodayActivity): void {
  for (const task of today.tasks) {
    if (task.kind === "review") task.done = activity.reviews >= task.cards;
    else if (task.kind === "learn") task.done = activity.learned.has(task.chapter);
    else if (task.kind === "quiz") task.done = activity.quizzes.has(task.path);
    else task.done = activity.papers.has(task.path);
  }
}

function byDateThenId(a: PlanExam, b: PlanExam): number {
  return a.date.localeCompare(b.date) || a.id.localeCompare(b.id);
}
