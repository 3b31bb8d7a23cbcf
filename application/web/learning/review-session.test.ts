import { describe, expect, it } from "vitest";
import { cardKey, type CardState } from "../../../domain/learning/flashcards.ts";
import { sessionSummary } from "./review-session.ts";

const state = (due: string): CardState => ({ due }) as CardState;

describe("sessionSummary", () => {
  it("counts a card seen twice once, and each answer", () => {
    const a = cardKey("revisions/x/flashcards-a", "c1");
    const b = cardKey("revisions/x/flashcards-a", "c2");
    const states = new Map([
      [a, state("2026-11-25T10:00:00.000Z")],
      [b, state("2026-11-24T10:00:00.000Z")],
    ]);
    const summary = sessionSummary(["again", "good", "easy"], states, new Set([a, b]));
    expect(summary).toEqual({
      reviewed: 2,
      answers: 3,
      byRating: { again: 1, hard: 0, good: 1, easy: 1 },
      nextDue: "2026-11-24T10:00:00.000Z",
    });
  });

  it("has no next review when nothing was reviewed", () => {
    expect(sessionSummary([], new Map(), new Set())).toMatchObject({ reviewed: 0, answers: 0, nextDue: null });
  });
});
