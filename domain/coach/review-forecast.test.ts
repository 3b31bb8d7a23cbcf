import { describe, expect, it } from "vitest";
import { newCardState, review, type CardState } from "../learning/flashcards.ts";
import { forecastReviews } from "./review-forecast.ts";

const at = (iso: string) => new Date(iso);

/** A card learned on `day` (answered "good" through its learning steps): in review, due a few days later. */
function learnedOn(day: string): CardState {
  let state = review(null, "good", at(`${day}T08:00:00Z`));
  while (state.phase !== "review") state = review(state, "good", at(state.due));
  return state;
}

describe("the review forecast", () => {
  it("runs a card forward answered good: each review on its due day, intervals growing", () => {
    const card = learnedOn("2027-01-04");
    const forecast = forecastReviews([card], "2027-01-05", "2027-03-31", 0.9);
    const days = [...forecast.keys()];
    expect(days[0]).toBe(card.due.slice(0, 10));
    expect([...forecast.values()].every((count) => count === 1)).toBe(true);
    const gaps = days.slice(1).map((day, index) => (Date.parse(day) - Date.parse(days[index]!)) / 86_400_000);
    expect(gaps.length).toBeGreaterThan(1);
    for (let index = 1; index < gaps.length; index += 1) expect(gaps[index]).toBeGreaterThanOrEqual(gaps[index - 1]!);
  });

  it("counts an overdue card on the first day, adds cards up, and leaves out new cards and later days", () => {
    const overdue = learnedOn("2026-12-01");
    const forecast = forecastReviews(
      [overdue, overdue, newCardState(at("2027-01-01T00:00:00Z"))],
      "2027-01-10",
      "2027-01-10",
      0.9,
    );
    expect(forecast).toEqual(new Map([["2027-01-10", 2]]));
    expect(forecastReviews([learnedOn("2027-01-04")], "2027-01-05", "2027-01-05", 0.9).size).toBe(0);
  });

  it("counts a card in learning steps once for its day", () => {
    // Forgotten at its first sight: two more steps (1 and 10 minutes) before it leaves the day.
    const learning = review(null, "again", at("2027-01-10T08:00:00Z"));
    expect(learning.phase).toBe("learning");
    const forecast = forecastReviews([learning], "2027-01-10", "2027-01-10", 0.9);
    expect(forecast).toEqual(new Map([["2027-01-10", 1]]));
  });

  it("a higher desired retention brings more reviews", () => {
    const cards = Array.from({ length: 20 }, () => learnedOn("2027-01-04"));
    const total = (retention: number) =>
      [...forecastReviews(cards, "2027-01-05", "2027-06-30", retention).values()].reduce(
        (sum, count) => sum + count,
        0,
      );
    expect(total(0.95)).toBeGreaterThan(total(0.85));
  });
});
