import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import type { Question } from "./question.ts";
import {
  foldText,
  mistakesOf,
  parseDecimal,
  questionOutcome,
  rightAnswer,
  scoreQuestion,
  scoreQuiz,
  shuffledOrder,
} from "./quiz.ts";
import { QuizResponseSchema, QuizResponsesSchema, type QuizResponse } from "./quiz-responses.ts";

const common = { prompt: "P", explanation: "Parce que." };
const single: Question = { ...common, id: "q1", type: "single", choices: ["a", "b", "c"], answer: 1 };
const multiple: Question = {
  ...common,
  id: "q2",
  type: "multiple",
  choices: ["a", "b", "c", "d", "e"],
  answer: [0, 2, 3],
};
const trueFalse: Question = { ...common, id: "q3", type: "true-false", answer: false };
const numeric: Question = { ...common, id: "q4", type: "numeric", answer: 12.5, tolerance: 0.1, unit: "cm" };
const exact: Question = { ...common, id: "q5", type: "numeric", answer: 1200, tolerance: 0 };
const text: Question = {
  ...common,
  id: "q6",
  type: "text",
  answer: "Élisabeth II",
  accept: ["Elizabeth II", "la reine"],
};
const ordering: Question = { ...common, id: "q7", type: "ordering", items: ["1789", "1792", "1804", "1815"] };
const matching: Question = {
  ...common,
  id: "q8",
  type: "matching",
  pairs: [
    { left: "Hugo", right: "Les Misérables" },
    { left: "Zola", right: "Germinal" },
    { left: "Camus", right: "L'Étranger" },
  ],
};

const credit = (question: Question, response: QuizResponse | undefined) => scoreQuestion(question, response).credit;

describe("quiz scoring, one point per question (content/README.md §3)", () => {
  it("single: the right choice earns the point, any other nothing", () => {
    expect(scoreQuestion(single, { type: "single", choice: 1 })).toEqual({
      id: "q1",
      type: "single",
      credit: 1,
      correct: true,
      answered: true,
    });
    expect(credit(single, { type: "single", choice: 2 })).toBe(0);
  });

  it("multiple: (right ticked - wrong ticked) / right choices, never below 0", () => {
    // Right choices are a, c, d (three of them).
    expect(credit(multiple, { type: "multiple", choices: [0, 2, 3] })).toBe(1);
    expect(credit(multiple, { type: "multiple", choices: [3, 0] })).toBeCloseTo(2 / 3);
    // a and c right, b wrong: (2 - 1) / 3.
    expect(credit(multiple, { type: "multiple", choices: [0, 1, 2] })).toBeCloseTo(1 / 3);
    // Everything ticked: (3 - 2) / 3; a wrong one only: max(0, 0 - 1) = 0.
    expect(credit(multiple, { type: "multiple", choices: [0, 1, 2, 3, 4] })).toBeCloseTo(1 / 3);
    expect(credit(multiple, { type: "multiple", choices: [4] })).toBe(0);
    // Duplicates count once, indexes outside the choices are ignored.
    expect(credit(multiple, { type: "multiple", choices: [0, 0, 2, 2, 3, 9] })).toBe(1);
    expect(scoreQuestion(multiple, { type: "multiple", choices: [] })).toMatchObject({ credit: 0, answered: false });
  });

  it("true-false: exact", () => {
    expect(credit(trueFalse, { type: "true-false", value: false })).toBe(1);
    expect(credit(trueFalse, { type: "true-false", value: true })).toBe(0);
  });

  it("numeric: within the tolerance, with a comma or a point, spaces and the unit", () => {
    for (const typed of ["12,5", "12.5", " 12,5 ", "12,5 cm", "12.5cm", "12,6", "12.4 CM", "1.25e1"]) {
      expect(credit(numeric, { type: "numeric", value: typed }), typed).toBe(1);
    }
    for (const typed of ["12,7", "12,5 kg", "douze", "12,5,5", "", "cm"]) {
      expect(credit(numeric, { type: "numeric", value: typed }), typed).toBe(0);
    }
    expect(credit(exact, { type: "numeric", value: "1 200" })).toBe(1);
    expect(credit(exact, { type: "numeric", value: "1\u202f200,0" })).toBe(1);
    expect(credit(exact, { type: "numeric", value: "1200 cm" })).toBe(0);
    expect(credit(exact, { type: "numeric", value: "1201" })).toBe(0);
    expect(scoreQuestion(exact, { type: "numeric", value: "  " })).toMatchObject({ answered: false });
  });

  it("numeric: a tolerance met exactly counts despite floating point", () => {
    const close: Question = { ...common, id: "q", type: "numeric", answer: 12.5, tolerance: 0.01 };
    expect(credit(close, { type: "numeric", value: "12,51" })).toBe(1);
    expect(credit(close, { type: "numeric", value: "12,52" })).toBe(0);
  });

  it("reads typed numbers", () => {
    expect(parseDecimal("−3,5")).toBe(-3.5);
    expect(parseDecimal("+0,25")).toBe(0.25);
    expect(parseDecimal(",5")).toBe(0.5);
    expect(parseDecimal("12.")).toBe(12);
    expect(parseDecimal("2E-3")).toBe(0.002);
    expect(parseDecimal("3 m²", "m²")).toBe(3);
    expect(parseDecimal("3 m^2", "m²")).toBe(3);
    expect(parseDecimal("3m2", "m^2")).toBe(3);
    expect(parseDecimal("12 %", "%")).toBe(12);
    expect(parseDecimal("3 m")).toBeNull();
    expect(parseDecimal("1,200.5")).toBeNull();
    expect(parseDecimal("abc")).toBeNull();
  });

  it("text: the answer or an accepted one, whatever case, accents, spaces and punctuation", () => {
    for (const typed of ["élisabeth ii", "ELISABETH II", "Elisabeth-II.", " elizabeth  ii ", "La Reine !"]) {
      expect(credit(text, { type: "text", value: typed }), typed).toBe(1);
    }
    expect(credit(text, { type: "text", value: "Victoria" })).toBe(0);
    expect(scoreQuestion(text, { type: "text", value: " " })).toMatchObject({ credit: 0, answered: false });
    expect(foldText("Œuvre d’Ærè, Straße")).toBe("oeuvredaerestrasse");
    expect(foldText("CO₂")).toBe("co2");
  });

  it("text: punctuation alone never matches", () => {
    const odd: Question = { ...common, id: "q", type: "text", answer: "?", accept: [] };
    expect(credit(odd, { type: "text", value: "!" })).toBe(0);
  });

  it("ordering: the share of items in their right place", () => {
    expect(credit(ordering, { type: "ordering", order: [0, 1, 2, 3] })).toBe(1);
    // 1789 and 1815 in place, the middle two swapped: 2 / 4.
    expect(credit(ordering, { type: "ordering", order: [0, 2, 1, 3] })).toBe(0.5);
    expect(credit(ordering, { type: "ordering", order: [3, 2, 1, 0] })).toBe(0);
    expect(credit(ordering, { type: "ordering", order: [0] })).toBe(0.25);
    expect(scoreQuestion(ordering, { type: "ordering", order: [] })).toMatchObject({ answered: false });
  });

  it("matching: the share of left items matched with their partner", () => {
    expect(credit(matching, { type: "matching", matches: [0, 1, 2] })).toBe(1);
    // Hugo right, Zola and Camus swapped: 1 / 3.
    expect(credit(matching, { type: "matching", matches: [0, 2, 1] })).toBeCloseTo(1 / 3);
    expect(credit(matching, { type: "matching", matches: [0, null, null] })).toBeCloseTo(1 / 3);
    expect(scoreQuestion(matching, { type: "matching", matches: [null, null, null] })).toMatchObject({
      answered: false,
    });
  });

  it("earns nothing without a response or with a response of another type", () => {
    expect(scoreQuestion(single, undefined)).toEqual({
      id: "q1",
      type: "single",
      credit: 0,
      correct: false,
      answered: false,
    });
    const wrongType: [Question, QuizResponse][] = [
      [single, { type: "true-false", value: true }],
      [multiple, { type: "single", choice: 0 }],
      [trueFalse, { type: "single", choice: 0 }],
      [numeric, { type: "text", value: "12,5" }],
      [text, { type: "numeric", value: "1" }],
      [ordering, { type: "matching", matches: [0] }],
      [matching, { type: "ordering", order: [0, 1, 2] }],
    ];
    for (const [question, response] of wrongType) {
      expect(scoreQuestion(question, response), question.type).toMatchObject({ credit: 0, answered: false });
    }
  });

  it("sums the credits of a quiz, rounded to the hundredth, out of the number of questions", () => {
    const result = scoreQuiz([single, multiple, trueFalse, ordering, matching], {
      q1: { type: "single", choice: 1 },
      q2: { type: "multiple", choices: [0, 1, 2] },
      q7: { type: "ordering", order: [0, 2, 1, 3] },
      unknown: { type: "single", choice: 0 },
    });
    expect(result.score).toBe(1.83);
    expect(result.maxScore).toBe(5);
    expect(result.results.map((r) => r.correct)).toEqual([true, false, false, false, false]);
    expect(mistakesOf(result.results)).toEqual(["q2", "q3", "q7", "q8"]);
  });

  it("gives the right answer and the explanation of each type", () => {
    expect(questionOutcome(single, undefined)).toMatchObject({
      answer: { type: "single", choice: 1 },
      explanation: "Parce que.",
    });
    expect(rightAnswer({ ...multiple, answer: [3, 0] } as Question)).toEqual({ type: "multiple", choices: [0, 3] });
    expect(rightAnswer(trueFalse)).toEqual({ type: "true-false", value: false });
    expect(rightAnswer(numeric)).toEqual({ type: "numeric", value: 12.5, tolerance: 0.1, unit: "cm" });
    expect(rightAnswer(exact)).toEqual({ type: "numeric", value: 1200, tolerance: 0, unit: null });
    expect(rightAnswer(text)).toEqual({ type: "text", value: "Élisabeth II", accept: ["Elizabeth II", "la reine"] });
    expect(rightAnswer(ordering)).toEqual({ type: "ordering", items: ["1789", "1792", "1804", "1815"] });
    expect(rightAnswer(matching)).toMatchObject({
      type: "matching",
      pairs: [{ left: "Hugo" }, { left: "Zola" }, { left: "Camus" }],
    });
  });

  it("keeps every credit in [0, 1] and every score between 0 and the number of questions", () => {
    const response = fc.oneof(
      fc.record({ type: fc.constant("multiple" as const), choices: fc.array(fc.nat(8), { maxLength: 8 }) }),
      fc.record({ type: fc.constant("ordering" as const), order: fc.array(fc.nat(6), { maxLength: 6 }) }),
      fc.record({ type: fc.constant("matching" as const), matches: fc.array(fc.option(fc.nat(4)), { maxLength: 5 }) }),
      fc.record({ type: fc.constant("numeric" as const), value: fc.string() }),
      fc.record({ type: fc.constant("text" as const), value: fc.string() }),
    );
    fc.assert(
      fc.property(fc.array(response, { minLength: 5, maxLength: 5 }), (responses) => {
        const questions = [multiple, ordering, matching, numeric, text];
        const result = scoreQuiz(questions, Object.fromEntries(questions.map((q, i) => [q.id, responses[i]!])));
        for (const r of result.results) expect(r.credit).toBeGreaterThanOrEqual(0);
        for (const r of result.results) expect(r.credit).toBeLessThanOrEqual(1);
        expect(result.score).toBeLessThanOrEqual(result.maxScore);
      }),
    );
  });
});

describe("responses (what the player and the API exchange)", () => {
  it("accepts one response per type and refuses unknown keys, bad indexes and long texts", () => {
    expect(v.is(QuizResponseSchema, { type: "matching", matches: [1, null] })).toBe(true);
    expect(v.is(QuizResponseSchema, { type: "single", choice: 0, score: 1 })).toBe(false);
    expect(v.is(QuizResponseSchema, { type: "single", choice: -1 })).toBe(false);
    expect(v.is(QuizResponseSchema, { type: "text", value: "x".repeat(301) })).toBe(false);
    expect(v.is(QuizResponsesSchema, { q1: { type: "true-false", value: true } })).toBe(true);
    expect(v.is(QuizResponsesSchema, { "Q 1": { type: "true-false", value: true } })).toBe(false);
    const many = Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`q${i}`, { type: "single", choice: 0 }]));
    expect(v.safeParse(QuizResponsesSchema, many).issues?.[0]?.message).toBe("TooManyResponses");
  });
});

describe("display order of ordering items and matching's right column", () => {
  it("is a permutation fixed by the seed, never the right order", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.string(), (count, seed) => {
        const order = shuffledOrder(count, seed);
        expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: count }, (_, i) => i));
        expect(shuffledOrder(count, seed)).toEqual(order);
        if (count > 1) expect(order.some((item, position) => item !== position)).toBe(true);
      }),
    );
  });

  it("changes with the seed", () => {
    const orders = new Set(["a", "b", "c", "d", "e", "f"].map((seed) => shuffledOrder(6, seed).join()));
    expect(orders.size).toBeGreaterThan(1);
  });
});
