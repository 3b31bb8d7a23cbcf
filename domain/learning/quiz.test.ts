import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canCheck, isMultipleChoice, scoreQuiz, type QuizQuestion } from "./quiz.ts";

const q = (id: string, answers: number[], choices = 3): QuizQuestion => ({
  id,
  choices: Array.from({ length: choices }, (_, i) => `choix ${i}`),
  answers,
});

describe("quiz scoring (content §3 quizzes)", () => {
  it("counts a point per question answered exactly right", () => {
    const result = scoreQuiz([q("q1", [0]), q("q2", [1, 2]), q("q3", [2])], { q1: [0], q2: [2, 1], q3: [1] });
    expect(result.score).toBe(2);
    expect(result.maxScore).toBe(3);
    expect(result.results.map((r) => r.correct)).toEqual([true, true, false]);
    expect(result.results[1]!.chosen).toEqual([1, 2]);
  });

  it("wants every right choice and nothing else on a multiple-answer question", () => {
    expect(scoreQuiz([q("q1", [0, 2])], { q1: [0] }).score).toBe(0);
    expect(scoreQuiz([q("q1", [0, 2])], { q1: [0, 1, 2] }).score).toBe(0);
    expect(isMultipleChoice(q("q1", [0, 2]))).toBe(true);
    expect(isMultipleChoice(q("q1", [0]))).toBe(false);
  });

  it("ignores unanswered questions, duplicates and choices out of range", () => {
    const result = scoreQuiz([q("q1", [1]), q("q2", [0])], { q1: [1, 1, 7, -1] });
    expect(result.results).toEqual([
      { id: "q1", chosen: [1], correct: true },
      { id: "q2", chosen: [], correct: false },
    ]);
  });

  it("never scores a question whose answers were withheld, and cannot check such a quiz", () => {
    expect(scoreQuiz([q("q1", [])], { q1: [] }).score).toBe(0);
    expect(canCheck([q("q1", [])])).toBe(false);
    expect(canCheck([])).toBe(false);
    expect(canCheck([q("q1", [0])])).toBe(true);
  });

  it("scores between 0 and the number of questions", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.integer({ min: -2, max: 5 }), { maxLength: 4 }), { minLength: 1, maxLength: 8 }),
        (responses) => {
          const questions = responses.map((_, i) => q(`q${i}`, [i % 3]));
          const result = scoreQuiz(questions, Object.fromEntries(responses.map((r, i) => [`q${i}`, r])));
          expect(result.score).toBeGreaterThanOrEqual(0);
          expect(result.score).toBeLessThanOrEqual(questions.length);
        },
      ),
    );
  });
});
