import { describe, expect, it } from "vitest";
import {
  bestAndLast,
  classFolder,
  dayKey,
  previousDay,
  retention,
  revisionStreak,
  type ReviewLogEntry,
} from "./progress.ts";
import { studyDay } from "./flashcards.ts";

const at = (iso: string) => new Date(iso);

describe("member days (Europe/Paris)", () => {
  it("puts an instant on its Paris calendar day, not its UTC one", () => {
    // 23:30 UTC in winter is 00:30 the next day in Paris (UTC+1); in summer 22:30 UTC is 00:30 (UTC+2).
    expect(dayKey(at("2026-11-21T23:30:00Z"))).toBe("2026-11-22");
    expect(dayKey(at("2026-11-21T22:59:59Z"))).toBe("2026-11-21");
    expect(dayKey(at("2026-07-01T22:30:00Z"))).toBe("2026-07-02");
    expect(dayKey(at("2026-07-01T22:30:00Z"), "UTC")).toBe("2026-07-01");
  });

  it("steps back one calendar day across months, years and leap days", () => {
    expect(previousDay("2026-03-01")).toBe("2026-02-28");
    expect(previousDay("2028-03-01")).toBe("2028-02-29");
    expect(previousDay("2027-01-01")).toBe("2026-12-31");
  });

  it("gives the day's bounds at Paris midnight, 23 or 25 hours long on daylight-saving days", () => {
    expect(studyDay(at("2026-11-22T12:00:00Z"))).toEqual({
      start: at("2026-11-21T23:00:00Z"),
      end: at("2026-11-22T23:00:00Z"),
    });
    expect(studyDay(at("2026-07-01T22:30:00Z"))).toEqual({
      start: at("2026-07-01T22:00:00Z"),
      end: at("2026-07-02T22:00:00Z"),
    });
    // 29 March 2026: clocks go forward at 02:00 (23-hour day); 25 October 2026: back at 03:00 (25 hours).
    const spring = studyDay(at("2026-03-29T10:00:00Z"));
    expect(spring).toEqual({ start: at("2026-03-28T23:00:00Z"), end: at("2026-03-29T22:00:00Z") });
    const autumn = studyDay(at("2026-10-25T10:00:00Z"));
    expect(autumn).toEqual({ start: at("2026-10-24T22:00:00Z"), end: at("2026-10-25T23:00:00Z") });
    expect(studyDay(at("2026-11-22T12:00:00Z"), "UTC").start).toEqual(at("2026-11-22T00:00:00Z"));
  });
});

describe("revision streak", () => {
  const now = at("2026-11-22T15:00:00Z");

  it("counts consecutive days with revision, ending today", () => {
    const activity = [
      at("2026-11-22T08:00:00Z"),
      at("2026-11-21T19:00:00Z"),
      at("2026-11-21T07:00:00Z"),
      at("2026-11-20T10:00:00Z"),
    ];
    expect(revisionStreak(activity, now)).toEqual({ days: 3, revisedToday: true });
  });

  it("keeps yesterday's streak while today has no revision yet", () => {
    expect(revisionStreak([at("2026-11-21T10:00:00Z"), at("2026-11-20T10:00:00Z")], now)).toEqual({
      days: 2,
      revisedToday: false,
    });
  });

  it("is broken by a whole day without revision", () => {
    expect(revisionStreak([at("2026-11-20T10:00:00Z"), at("2026-11-19T10:00:00Z")], now)).toEqual({
      days: 0,
      revisedToday: false,
    });
    expect(revisionStreak([at("2026-11-22T10:00:00Z"), at("2026-11-20T10:00:00Z")], now)).toEqual({
      days: 1,
      revisedToday: true,
    });
    expect(revisionStreak([], now)).toEqual({ days: 0, revisedToday: false });
  });

  it("takes days in Paris: a review at 23:30 UTC belongs to the next Paris day", () => {
    // 21 Nov 23:30 UTC is 22 Nov 00:30 in Paris: today. 20 Nov 23:30 UTC is the 21st: yesterday.
    expect(revisionStreak([at("2026-11-21T23:30:00Z"), at("2026-11-20T23:30:00Z")], now)).toEqual({
      days: 2,
      revisedToday: true,
    });
    expect(revisionStreak([at("2026-11-21T23:30:00Z")], now, "UTC")).toEqual({ days: 1, revisedToday: false });
  });
});

describe("retention", () => {
  const now = at("2026-11-22T12:00:00Z");
  const day = 86_400_000;
  const entry = (
    card: string,
    rating: number,
    daysAgo: number,
    phaseAfter: ReviewLogEntry["phaseAfter"],
    dueInDays: number | null = null,
  ) => {
    const reviewedAt = new Date(now.getTime() - daysAgo * day);
    return {
      card,
      rating,
      reviewedAt,
      phaseAfter,
      dueAt: dueInDays === null ? null : new Date(reviewedAt.getTime() + dueInDays * day),
    };
  };

  it("is the share of review-phase reviews of the last 30 days rated good or easy", () => {
    const log = [
      // Card a: learnt (new, then learning steps), then three reviews in review phase: good, again, easy.
      entry("a", 1, 20, "learning"),
      entry("a", 3, 19.9, "review"),
      entry("a", 3, 15, "review"),
      entry("a", 1, 10, "relearning"),
      entry("a", 3, 9.9, "review"),
      entry("a", 4, 2, "review"),
      // Card b: one review-phase review, rated hard (not recalled well enough to count).
      entry("b", 3, 12, "review"),
      entry("b", 2, 5, "review"),
    ];
    // Review-phase reviews: a@15 (good), a@10 (again), a@2 (easy), b@5 (hard): 2 of 4.
    expect(retention(log, now)).toEqual({ rate: 0.5, reviews: 4 });
  });

  it("ignores reviews older than 30 days or after now, but uses them to know the phase", () => {
    const log = [
      entry("a", 3, 60, "review"),
      entry("a", 1, 31, "relearning"),
      entry("a", 3, 30.5, "review"),
      entry("a", 4, 29, "review"),
      entry("a", 1, -1, "relearning"),
    ];
    expect(retention(log, now)).toEqual({ rate: 1, reviews: 1 });
  });

  it("reads the order of the reviews from their times, not from the log's order", () => {
    const log = [entry("a", 4, 1, "review"), entry("a", 3, 3, "review"), entry("a", 3, 4, "learning")];
    // Sorted: learning@4, then review@3 (phase before: learning, not counted), then @1 (phase before: review).
    expect(retention(log, now)).toEqual({ rate: 1, reviews: 1 });
  });

  it("without a stored phase, counts a card sent a day or more away as in review", () => {
    const log = [
      entry("a", 3, 10, null, 3),
      entry("a", 1, 7, null, 0.007),
      entry("a", 3, 6, null, 1),
      entry("a", 2, 4, null, 2),
    ];
    // a@10 sends it 3 days away (review): a@7 counts (again); a@7 sends it 10 min away: a@6 does not count;
    // a@6 sends it 1 day away: a@4 counts (hard). 0 of 2.
    expect(retention(log, now)).toEqual({ rate: 0, reviews: 2 });
    expect(retention([entry("b", 3, 5, null), entry("b", 3, 4, null)], now)).toEqual({ rate: null, reviews: 0 });
  });

  it("is null without any review-phase review", () => {
    expect(retention([], now)).toEqual({ rate: null, reviews: 0 });
    expect(retention([entry("a", 3, 1, "review")], now)).toEqual({ rate: null, reviews: 0 });
  });
});

describe("best and last quiz scores", () => {
  const attempt = (score: number, maxScore: number, iso: string) => ({ score, maxScore, completedAt: at(iso) });

  it("picks the best share of the maximum and the latest attempt", () => {
    const first = attempt(6, 10, "2026-11-01T10:00:00Z");
    const best = attempt(9, 12, "2026-11-05T10:00:00Z");
    const last = attempt(4, 10, "2026-11-20T10:00:00Z");
    expect(bestAndLast([first, last, best])).toEqual({ best, last });
  });

  it("keeps the earlier attempt on a tie and copes with a zero maximum", () => {
    const a = attempt(5, 10, "2026-11-01T10:00:00Z");
    const b = attempt(10, 20, "2026-11-02T10:00:00Z");
    expect(bestAndLast([b, a])).toEqual({ best: a, last: b });
    const empty = attempt(0, 0, "2026-11-03T10:00:00Z");
    expect(bestAndLast([empty, a])).toEqual({ best: a, last: empty });
    expect(bestAndLast([])).toBeNull();
  });
});

describe("class folder", () => {
  it("maps a member's class to its library folder", () => {
    expect(classFolder("3ème")).toBe("revisions/college/3eme");
    expect(classFolder("première")).toBe("revisions/lycee/premiere");
    expect(classFolder("primaire")).toBe("revisions/primaire");
    expect(classFolder("sup")).toBe("revisions/sup");
    expect(classFolder("parent")).toBeNull();
    expect(classFolder(null)).toBeNull();
  });
});
