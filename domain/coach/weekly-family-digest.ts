// The weekly word to parents (issue 30): each child's week, as the holder of a family plan reads it in a Monday
// mail and on the family space. Pure: the week's bounds, what each child did in it, and the one piece of advice the
// data gives. Days are calendar days in the service's time zone (the caller turns instants into day keys).
import { addDays, weekday } from "./days.ts";
import type { DayKey } from "./exam-calendar.ts";
import { QUIZ_MINUTES, REVIEW_SECONDS } from "./exam-plan.ts";

/** The mail of a week goes out from this hour (service time) on the Monday after it, not at midnight. */
export const DIGEST_SEND_HOUR = 8;
/** Minutes counted for a chapter marked learned (reading the course and its sheet), as the plan's pace assumes. */
export const CHAPTER_MINUTES = 25;
/** A fall of the average quiz score of a subject by this much (0 to 1) from one week to the next is "slipping". */
export const SLIPPING_DROP = 0.15;
/** A subject whose average quiz score in the week is under this (0 to 1) is the one to revise. */
export const WEAK_AVERAGE = 0.6;

/** A week, Monday to Sunday: `start` is its Monday, `end` the Monday after (excluded). */
export interface DigestWeek {
  start: DayKey;
  end: DayKey;
}

/** The week that ended last before `today` (its Monday is 7 to 13 days before a Monday-to-Sunday today). */
export function lastCompleteWeek(today: DayKey): DigestWeek {
  const thisMonday = addDays(today, -weekday(today));
  return { start: addDays(thisMonday, -7), end: thisMonday };
}

/** The week before a week. */
export function weekBefore(week: DigestWeek): DigestWeek {
  return { start: addDays(week.start, -7), end: week.start };
}

/**
 * The week whose mail is due at a moment (`today` and the hour, service time): the last complete week, once Monday's
 * DIGEST_SEND_HOUR has come; before it on a Monday, none (the week before was sent the Monday before).
 */
export function digestDue(today: DayKey, hour: number): DigestWeek | null {
  if (weekday(today) === 0 && hour < DIGEST_SEND_HOUR) return null;
  return lastCompleteWeek(today);
}

const inWeek = (day: DayKey, week: DigestWeek) => day >= week.start && day < week.end;

/** What a child did, as day-stamped records (days in the service's time zone). */
export interface ChildActivity {
  reviews: readonly { day: DayKey }[];
  quizzes: readonly { day: DayKey; subject: string; title: string; score: number }[];
  chapters: readonly { day: DayKey; subject: string; title: string }[];
}

/** How a child stands on their revision plan today (null: no exam chosen). */
export interface PlanStanding {
  exams: number;
  /** The most days behind among the exams (0 when every exam is on track); null when a chapter no longer fits. */
  daysBehind: number | null;
  /** Days until the nearest exam. */
  daysLeft: number;
}

export type DigestAdvice =
  /** Nothing done all week. */
  | { kind: "inactive" }
  /** A subject's average quiz score fell by SLIPPING_DROP or more since the week before (scores 0 to 1). */
  | { kind: "slipping"; subject: string; before: number; now: number }
  /** Behind the revision plan (days), or a chapter no longer fits before an exam (null). */
  | { kind: "behind"; days: number | null }
  /** The week's weakest subject, under WEAK_AVERAGE. */
  | { kind: "weak"; subject: string; average: number }
  /** Active, on track, nothing weak: say so. */
  | { kind: "steady"; activeDays: number };

export interface ChildWeek {
  /** Estimated minutes: reviews at REVIEW_SECONDS, quizzes at QUIZ_MINUTES, chapters at CHAPTER_MINUTES. */
  minutes: number;
  /** Days of the week with any revision (0 to 7). */
  activeDays: number;
  cardsReviewed: number;
  quizzes: number;
  /** The average quiz score of the week (0 to 1), null without a quiz. */
  quizAverage: number | null;
  /** The chapters marked learned in the week, in the order they were. */
  chaptersLearned: { subject: string; title: string }[];
  plan: PlanStanding | null;
  advice: DigestAdvice;
}

function averagesBySubject(quizzes: ChildActivity["quizzes"]): Map<string, number> {
  const sums = new Map<string, { total: number; count: number }>();
  for (const quiz of quizzes) {
    const sum = sums.get(quiz.subject) ?? { total: 0, count: 0 };
    sums.set(quiz.subject, { total: sum.total + quiz.score, count: sum.count + 1 });
  }
  return new Map([...sums].map(([subject, { total, count }]) => [subject, total / count]));
}

/**
 * The advice, the first that applies: nothing done; a subject slipping (the largest fall); behind the plan; the
 * weakest subject under WEAK_AVERAGE; else steady. Ties between subjects go to the name first in alphabetical order.
 */
function adviceFor(
  week: ChildActivity,
  previous: ChildActivity,
  plan: PlanStanding | null,
  activeDays: number,
): DigestAdvice {
  if (activeDays === 0) return { kind: "inactive" };
  const now = averagesBySubject(week.quizzes);
  const before = averagesBySubject(previous.quizzes);
  const bySubject = (a: [string, number], b: [string, number]) => a[1] - b[1] || a[0].localeCompare(b[0]);
  const falls = [...now]
    .flatMap(([subject, average]) => {
      const earlier = before.get(subject);
      return earlier !== undefined && earlier - average >= SLIPPING_DROP
        ? [{ kind: "slipping" as const, subject, before: earlier, now: average }]
        : [];
    })
    .sort((a, b) => a.now - a.before - (b.now - b.before) || a.subject.localeCompare(b.subject));
  const slipping = falls[0];
  if (slipping) return slipping;
  if (plan && (plan.daysBehind === null || plan.daysBehind > 0)) return { kind: "behind", days: plan.daysBehind };
  const weakest = [...now].sort(bySubject)[0];
  if (weakest && weakest[1] < WEAK_AVERAGE) return { kind: "weak", subject: weakest[0], average: weakest[1] };
  return { kind: "steady", activeDays };
}

/** A child's week from their activity (any span: records outside the week and the week before are left out). */
export function childWeek(activity: ChildActivity, week: DigestWeek, plan: PlanStanding | null): ChildWeek {
  const of = (span: DigestWeek): ChildActivity => ({
    reviews: activity.reviews.filter((review) => inWeek(review.day, span)),
    quizzes: activity.quizzes.filter((quiz) => inWeek(quiz.day, span)),
    chapters: activity.chapters.filter((chapter) => inWeek(chapter.day, span)),
  });
  const current = of(week);
  const days = new Set([...current.reviews, ...current.quizzes, ...current.chapters].map((record) => record.day));
  const quizTotal = current.quizzes.reduce((sum, quiz) => sum + quiz.score, 0);
  return {
    minutes: Math.round(
      (current.reviews.length * REVIEW_SECONDS) / 60 +
        current.quizzes.length * QUIZ_MINUTES +
        current.chapters.length * CHAPTER_MINUTES,
    ),
    activeDays: days.size,
    cardsReviewed: current.reviews.length,
    quizzes: current.quizzes.length,
    quizAverage: current.quizzes.length > 0 ? quizTotal / current.quizzes.length : null,
    chaptersLearned: [...current.chapters]
      .sort((a, b) => a.day.localeCompare(b.day))
      .map(({ subject, title }) => ({ subject, title })),
    plan,
    advice: adviceFor(current, of(weekBefore(week)), plan, days.size),
  };
}
