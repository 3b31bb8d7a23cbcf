import { describe, expect, it } from "vitest";
import { bankProgress, exerciseBankProblems } from "./exercises.ts";

const exercise = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  title: "Hauteur d'une échelle",
  statement: "Une échelle de 6,5 m…",
  hints: ["Quel théorème ?", "L'échelle est l'hypoténuse."],
  steps: ["Le triangle est rectangle.", "$h^2 = 6{,}5^2 - 2{,}5^2 = 36$, donc $h = 6$ m."],
  answer: "6 m",
  ...overrides,
});

describe("exercise banks (issue 27)", () => {
  it("accepts a bank of three exercises with two hints and two to eight steps each", () => {
    expect(exerciseBankProblems([exercise("e1"), exercise("e2"), exercise("e3")])).toEqual([]);
  });

  it("refuses a short bank, a third hint, one step or nine, a missing answer and a repeated id", () => {
    expect(exerciseBankProblems("nope")).toEqual(["exercises: a list is needed"]);
    expect(exerciseBankProblems([exercise("e1")])).toEqual(["exercises: at least 3"]);
    const problems = exerciseBankProblems([
      exercise("e1", { hints: ["a", "b", "c"] }),
      exercise("e2", { steps: ["only one"] }),
      exercise("e3", { steps: Array.from({ length: 9 }, (_, index) => `step ${index}`) }),
      exercise("e4", { answer: "  " }),
      exercise("e6"),
      exercise("e6"),
      exercise("E 5"),
    ]);
    expect(problems).toEqual([
      "exercises[0].hints: hints: exactly 2",
      "exercises[1].steps: steps: at least 2",
      "exercises[2].steps: steps: at most 8",
      expect.stringMatching(/^exercises\[3\]\.answer: /),
      'exercises[5]: id "e6" is used twice',
      "exercises[6].id: id: lowercase letters, digits and -",
    ]);
    expect(exerciseBankProblems([exercise("e1"), exercise("e2"), "x"])).toEqual([
      expect.stringMatching(/^exercises\[2\]\.: /),
    ]);
  });

  it("counts a bank's marks: done, succeeded, and those to do again", () => {
    expect(bankProgress(["e1", "e2", "e3"], {})).toEqual({ done: 0, succeeded: 0, toReview: [], total: 3 });
    expect(bankProgress(["e1", "e2", "e3"], { e1: "success", e3: "review", gone: "review" })).toEqual({
      done: 2,
      succeeded: 1,
      toReview: ["e3"],
      total: 3,
    });
  });
});
