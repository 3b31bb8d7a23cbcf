import { describe, expect, it } from "vitest";
import { parseQuestion, questionProblems, withDeclaredType } from "./question.ts";

const base = { id: "q1", prompt: "P", explanation: "E" };

describe("question types (content/README.md §3)", () => {
  it("infers single and multiple choice from the answer when type is left out", () => {
    expect(withDeclaredType({ ...base, choices: ["a", "b"], answer: 1 })).toMatchObject({ type: "single" });
    expect(withDeclaredType({ ...base, choices: ["a", "b"], answer: [0, 1] })).toMatchObject({ type: "multiple" });
    expect(withDeclaredType({ ...base, type: "numeric", answer: 3 })).toMatchObject({ type: "numeric" });
    expect(withDeclaredType("oops")).toBe("oops");
  });

  it("accepts each type with its own keys, and fills the defaults", () => {
    expect(parseQuestion({ ...base, type: "true-false", answer: false })).toMatchObject({
      type: "true-false",
      answer: false,
    });
    expect(parseQuestion({ ...base, type: "numeric", answer: 2.5, unit: "cm" })).toEqual({
      ...base,
      type: "numeric",
      answer: 2.5,
      unit: "cm",
      tolerance: 0,
    });
    expect(parseQuestion({ ...base, type: "text", answer: "Verdun" })).toEqual({
      ...base,
      type: "text",
      answer: "Verdun",
      accept: [],
    });
    expect(parseQuestion({ ...base, type: "ordering", items: ["a", "b", "c"] })).toMatchObject({
      items: ["a", "b", "c"],
    });
    expect(
      parseQuestion({
        ...base,
        type: "matching",
        pairs: [
          { left: "a", right: "1" },
          { left: "b", right: "2" },
          { left: "c", right: "3" },
        ],
      }),
    ).toMatchObject({ type: "matching" });
  });

  it("says what is wrong with a question", () => {
    expect(questionProblems([1])).toEqual(["must be a mapping"]);
    expect(questionProblems({ ...base, choices: ["a", "b"], answer: 2 })).toEqual(["answer: not an index of choices"]);
    expect(questionProblems({ ...base, choices: ["a", "a"], answer: 0 })).toEqual(["choices: the same choice twice"]);
    expect(questionProblems({ ...base, choices: ["a", "b"], answer: [0, 0] })).toEqual([
      "answer: an index is listed twice",
    ]);
    expect(questionProblems({ ...base, choices: ["a", "b"], answer: [0, 3] })).toEqual([
      "answer: not an index of choices",
    ]);
    expect(questionProblems({ ...base, type: "ordering", items: ["a", "b", "a"] })).toEqual([
      "items: the same item twice",
    ]);
    const pairs = [
      { left: "a", right: "1" },
      { left: "a", right: "1" },
      { left: "c", right: "3" },
    ];
    expect(questionProblems({ ...base, type: "matching", pairs })).toEqual([
      "pairs: the same left item twice",
      "pairs: the same right item twice",
    ]);
    expect(questionProblems({ id: "q1", type: "true-false", answer: true, prompt: "P" })[0]).toMatch(/^explanation: /);
    expect(questionProblems({ ...base, type: "essay" })[0]).toMatch(/^type: /);
    expect(parseQuestion({ ...base, type: "numeric", answer: "3" })).toBeNull();
  });
});

describe("listening questions (content/README.md §9)", () => {
  it("keep their audio, a language of the players and a text", () => {
    const audio = { lang: "en-GB", text: "The train leaves at ten past nine." };
    expect(parseQuestion({ ...base, type: "text", answer: "9:10", audio })).toMatchObject({ audio });
    expect(parseQuestion({ ...base, type: "true-false", answer: true })).not.toHaveProperty("audio");
  });

  it("say what is wrong with an audio", () => {
    const question = { ...base, type: "true-false", answer: true };
    expect(questionProblems({ ...question, audio: "Hello" })[0]).toMatch(/^audio: /);
    expect(questionProblems({ ...question, audio: { lang: "en-AU", text: "Hi." } })[0]).toMatch(/^audio\.lang: /);
    expect(questionProblems({ ...question, audio: { lang: "en-US", text: "  " } })[0]).toMatch(/^audio\.text: /);
    expect(questionProblems({ ...question, audio: { lang: "en-US", text: "Hi.", voice: "Kate" } })[0]).toMatch(
      /^audio\.voice: /,
    );
  });
});
