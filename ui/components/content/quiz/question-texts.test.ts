import { describe, expect, it } from "vitest";
import { plainOf } from "./question-texts.ts";

describe("quiz texts", () => {
  it("writes a one-line Markdown text as plain text, formulas as their TeX", () => {
    expect(plainOf("**Victor** `Hugo`, [les Misérables](/revisions/x)")).toBe("Victor Hugo, les Misérables");
    expect(plainOf("$\\frac{2}{3}$ ou $$u_n$$, pour 5 \\$")).toBe("\\frac{2}{3} ou u_n, pour 5 $");
  });
});
