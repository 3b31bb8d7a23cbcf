import { describe, expect, it } from "vitest";
import {
  childWeek,
  digestDue,
  lastCompleteWeek,
  weekBefore,
  type ChildActivity,
  type PlanStanding,
} from "./weekly-family-digest.ts";

// 2026-11-23 is a Monday; the week of 16 to 22 November is the one before it.
const WEEK = { start: "2026-11-16", end: "2026-11-23" };
const ON_TRACK: PlanStanding = { exams: 1, daysBehind: 0, daysLeft: 200 };

const none: ChildActivity = { reviews: [], quizzes: [], chapters: [] };
const reviews = (day: string, count: number) => Array.from({ length: count }, () => ({ day }));
const quiz = (day: string, subject: string, score: number) => ({ day, subject, title: `Quiz ${subject}`, score });

describe("the weeks of the digest", () => {
  it("takes the last Monday-to-Sunday week before today, whatever the day", () => {
    expect(lastCompleteWeek("2026-11-23")).toEqual(WEEK); // Monday
    expect(lastCompleteWeek("2026-11-26")).toEqual(WEEK); // Thursday
    expect(lastCompleteWeek("2026-11-29")).toEqual(WEEK); // Sunday: this week is not over
    expect(lastCompleteWeek("2026-11-30")).toEqual({ start: "2026-11-23", end: "2026-11-30" });
    expect(weekBefore(WEEK)).toEqual({ start: "2026-11-09", end: "2026-11-16" });
  });

  it("is due from 8 o'clock on the Monday after the week, not at midnight", () => {
    expect(digestDue("2026-11-23", 7)).toBeNull();
    expect(digestDue("2026-11-23", 8)).toEqual(WEEK);
    expect(digestDue("2026-11-24", 0)).toEqual(WEEK); // a worker down on Monday sends it on Tuesday
  });
});

describe("a child's week", () => {
  it("counts the week's reviews, quizzes and chapters only, and estimates the minutes", () => {
    const activity: ChildActivity = {
      // 36 reviews in the week (6 min at 10 s), 12 the Sunday before (left out), 5 on the Monday after (left out).
      reviews: [...reviews("2026-11-16", 24), ...reviews("2026-11-18", 12), ...reviews("2026-11-15", 12)],
      quizzes: [quiz("2026-11-18", "maths", 0.8), quiz("2026-11-22", "francais", 0.9), quiz("2026-11-23", "svt", 0)],
      chapters: [
        { day: "2026-11-20", subject: "maths", title: "Suites" },
        { day: "2026-11-17", subject: "francais", title: "Le roman" },
      ],
    };
    const week = childWeek(activity, WEEK, ON_TRACK);
    // 6 + 2 × 10 + 2 × 25 = 76 minutes; days 16, 17, 18, 20 and 22.
    expect(week).toMatchObject({ minutes: 76, activeDays: 5, cardsReviewed: 36, quizzes: 2 });
    expect(week.quizAverage).toBeCloseTo(0.85);
    expect(week.chaptersLearned).toEqual([
      { subject: "francais", title: "Le roman" },
      { subject: "maths", title: "Suites" },
    ]);
    expect(week.advice).toEqual({ kind: "steady", activeDays: 5 });
    expect(week.plan).toBe(ON_TRACK);
  });

  it("says so when nothing was done all week, before anything else", () => {
    const week = childWeek({ ...none, reviews: reviews("2026-11-12", 30) }, WEEK, { ...ON_TRACK, daysBehind: 4 });
    expect(week).toMatchObject({ minutes: 0, activeDays: 0, quizAverage: null, advice: { kind: "inactive" } });
  });

  it("names the subject slipping most: a fall of 15 points or more from the week before", () => {
    const activity: ChildActivity = {
      ...none,
      quizzes: [
        quiz("2026-11-10", "maths", 0.9),
        quiz("2026-11-17", "maths", 0.7), // −20 points
        quiz("2026-11-11", "svt", 0.8),
        quiz("2026-11-12", "svt", 1),
        quiz("2026-11-19", "svt", 0.5), // 0.9 → 0.5: −40 points, the larger fall
        quiz("2026-11-12", "anglais", 0.8),
        quiz("2026-11-20", "anglais", 0.7), // −10 points: not slipping
      ],
    };
    expect(childWeek(activity, WEEK, { ...ON_TRACK, daysBehind: 3 }).advice).toEqual({
      kind: "slipping",
      subject: "svt",
      before: 0.9,
      now: 0.5,
    });
  });

  it("breaks a tie between equal falls by the subject's name", () => {
    const activity: ChildActivity = {
      ...none,
      quizzes: [
        quiz("2026-11-10", "svt", 0.9),
        quiz("2026-11-17", "svt", 0.6),
        quiz("2026-11-10", "maths", 0.9),
        quiz("2026-11-17", "maths", 0.6),
      ],
    };
    expect(childWeek(activity, WEEK, null).advice).toMatchObject({ kind: "slipping", subject: "maths" });
  });

  it("says the child is behind the plan (days, or a chapter that no longer fits) when nothing slips", () => {
    const activity = { ...none, quizzes: [quiz("2026-11-17", "maths", 0.9)] };
    expect(childWeek(activity, WEEK, { ...ON_TRACK, daysBehind: 6 }).advice).toEqual({ kind: "behind", days: 6 });
    expect(childWeek(activity, WEEK, { ...ON_TRACK, daysBehind: null }).advice).toEqual({
      kind: "behind",
      days: null,
    });
  });

  it("names the weakest subject under 60 %, the first by name on a tie, when on track", () => {
    const activity: ChildActivity = {
      ...none,
      quizzes: [
        quiz("2026-11-17", "svt", 0.5),
        quiz("2026-11-18", "maths", 0.4),
        quiz("2026-11-19", "maths", 0.6),
        quiz("2026-11-20", "anglais", 0.9),
      ],
    };
    // maths 0.5 and svt 0.5: maths first by name.
    expect(childWeek(activity, WEEK, ON_TRACK).advice).toEqual({ kind: "weak", subject: "maths", average: 0.5 });
    const fine = { ...none, quizzes: [quiz("2026-11-17", "svt", 0.6)] };
    expect(childWeek(fine, WEEK, null).advice).toEqual({ kind: "steady", activeDays: 1 });
  });
});
