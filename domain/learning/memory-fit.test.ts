import { default_w } from "ts-fsrs";
import { describe, expect, it } from "vitest";
import { replayReviews, review } from "./flashcards.ts";
import {
  dueForFit,
  goodIntervals,
  logLoss,
  MIN_REVIEWS_TO_FIT,
  trainingHistories,
  trainingItems,
  usableParameters,
} from "./memory-fit.ts";

const at = (iso: string) => new Date(iso);

describe("memory tuned to each pupil", () => {
  it("reads each card's reviews as grades and whole days in the member's time zone", () => {
    const histories = trainingHistories(
      [
        { card: "d#c1", rating: "good", reviewedAt: at("2026-11-03T08:00:00Z") },
        { card: "d#c2", rating: "again", reviewedAt: at("2026-11-01T10:00:00Z") },
        { card: "d#c1", rating: "again", reviewedAt: at("2026-11-01T23:10:00Z") }, // 2 Nov, 00:10 in Paris
        { card: "d#c1", rating: "hard", reviewedAt: at("2026-11-02T20:00:00Z") }, // 2 Nov too
        { card: "d#c2", rating: "easy", reviewedAt: at("2026-11-05T10:00:00Z") },
      ],
      "Europe/Paris",
    );
    expect(histories).toEqual([
      [
        { rating: 1, deltaT: 0 },
        { rating: 2, deltaT: 0 },
        { rating: 3, deltaT: 1 },
      ],
      [
        { rating: 1, deltaT: 0 },
        { rating: 4, deltaT: 4 },
      ],
    ]);
    // The items to predict end on a review of a later day.
    expect(trainingItems(histories)).toEqual([histories[0], histories[1]]);
    expect(trainingItems([[{ rating: 3, deltaT: 0 }]])).toEqual([]);
  });

  it("fits a member once they have enough reviews, and again once their log has grown by a quarter", () => {
    expect(dueForFit(MIN_REVIEWS_TO_FIT - 1, null)).toBe(false);
    expect(dueForFit(MIN_REVIEWS_TO_FIT, null)).toBe(true);
    expect(dueForFit(1200, 1000)).toBe(false);
    expect(dueForFit(1250, 1000)).toBe(true);
  });

  it("uses 21 finite parameters and nothing else", () => {
    expect(usableParameters([...default_w])).toEqual([...default_w]);
    expect(usableParameters(default_w.slice(0, 19))).toBeNull();
    expect(usableParameters([...default_w.slice(0, 20), Number.NaN])).toBeNull();
    expect(usableParameters(null)).toBeNull();
    expect(usableParameters(undefined)).toBeNull();
  });

  it("schedules with the member's parameters: a slow forgetter's cards come back later", () => {
    const slow = [...default_w];
    for (const index of [0, 1, 2, 3]) slow[index] = slow[index]! * 3;
    const compared = goodIntervals(slow, 0.9, at("2026-11-01T17:00:00Z"));
    expect(compared.defaults).toHaveLength(5);
    expect(compared.mine).toHaveLength(5);
    expect(compared.mine[0]).toBeGreaterThan(compared.defaults[0]!);
    expect(goodIntervals(null, 0.9, at("2026-11-01T17:00:00Z")).mine).toEqual(compared.defaults);
    // The replay of a card's log follows the same parameters.
    const log = [
      { clientId: "a", rating: "good" as const, reviewedAt: "2026-11-01T17:00:00.000Z", retention: 0.9 },
      { clientId: "b", rating: "good" as const, reviewedAt: "2026-11-01T17:20:00.000Z", retention: 0.9 },
    ];
    const mine = replayReviews(log, slow)!;
    expect(mine).toEqual(
      review(review(null, "good", at(log[0]!.reviewedAt), 0.9, slow), "good", at(log[1]!.reviewedAt), 0.9, slow),
    );
    expect(mine.scheduledDays).toBeGreaterThan(replayReviews(log)!.scheduledDays);
  });

  it("measures how well parameters predict each item's last review, in log loss", () => {
    // Cards reviewed after 1, 3, 8 and 20 days, all remembered: a slow forgetter's model expects that better.
    const remembered = trainingItems([
      [
        { rating: 3, deltaT: 0 },
        { rating: 3, deltaT: 1 },
        { rating: 3, deltaT: 3 },
        { rating: 3, deltaT: 8 },
        { rating: 3, deltaT: 20 },
      ],
    ]);
    const slow = [...default_w];
    for (const index of [0, 1, 2, 3]) slow[index] = slow[index]! * 3;
    const defaults = logLoss(remembered, null)!;
    expect(defaults).toBeGreaterThan(0);
    expect(logLoss(remembered, slow)!).toBeLessThan(defaults);
    // The same reviews forgotten at the end cost the slow model more: it was sure of a recall.
    const forgotten = trainingItems([
      [
        { rating: 3, deltaT: 0 },
        { rating: 3, deltaT: 3 },
        { rating: 1, deltaT: 20 },
      ],
    ]);
    expect(logLoss(forgotten, slow)!).toBeGreaterThan(logLoss(forgotten, null)!);
    expect(logLoss(forgotten, null)!).toBeGreaterThan(defaults);
    // Nothing to predict: no measure.
    expect(logLoss([], null)).toBeNull();
    expect(logLoss([[{ rating: 3, deltaT: 0 }]], null)).toBeNull();
  });
});
