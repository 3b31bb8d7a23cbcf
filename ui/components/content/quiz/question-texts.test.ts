import { describe, expect, it } from "vitest";
import { plainOf, questionTexts } from "./question-texts.ts";

describe("quiz texts", () => {
  it("writes a one-line Markdown text as plain text, formulas as their TeX", () => {
    expect(plainOf("**Victor** `Hugo`, [les Misérables](/revisions/x)")).toBe("Victor Hugo, les Misérables");
    expect(plainOf("$\\frac{2}{3}$ ou $$u_n$$, pour 5 \\$")).toBe("\\frac{2}{3} ou u_n, pour 5 $");
  });

  it("lists every text of a question that the page renders", () => {
    const common = { id: "q1", prompt: "P", explanation: "E" };
    expect(questionTexts({ ...common, type: "single", choices: ["a", "b"], answer: 0 })).toEqual(["P", "a", "b", "E"]);
    expect(questionTexts({ ...common, type: "text", answer: "x", accept: ["y"] })).toEqual(["P", "x", "y", "E"]);
    expect(questionTexts({ ...common, type: "ordering", items: ["1", "2", "3"] })).toEqual(["P", "1", "2", "3", "E"]);
    expect(questionTexts({ ...common, type: "matching", pairs: [{ left: "l", right: "r" }] })).toEqual(["P", "l", "r", "E"]);
    expect(questionTexts({ ...common, type: "true-false", answer: true })).toEqual(["P", "E"]);
  });
});
