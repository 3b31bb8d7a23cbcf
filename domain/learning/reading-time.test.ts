import { describe, expect, it } from "vitest";
import { countWords, readingTimeOf } from "./reading-time.ts";

describe("countWords", () => {
  it("counts runs holding a letter or a digit, not dashes or lone punctuation", () => {
    expect(countWords("L'échelle — posée contre 1 mur !")).toBe(5);
    expect(countWords("  \n ")).toBe(0);
  });
});

describe("readingTimeOf", () => {
  it("divides the words by 200 words a minute and rounds up", () => {
    expect(readingTimeOf("course", 200)).toBe(1);
    expect(readingTimeOf("course", 201)).toBe(2);
    expect(readingTimeOf("article", 1150)).toBe(6);
  });
  it("gives at least one minute", () => {
    expect(readingTimeOf("sheet", 0)).toBe(1);
  });
  it("shows a time only for kinds that are read through (no kind: a page)", () => {
    for (const kind of ["course", "sheet", "article", "press", "orientation", "page", null])
      expect(readingTimeOf(kind, 400)).toBe(2);
    for (const kind of ["quiz", "flashcards", "exam"]) expect(readingTimeOf(kind, 400)).toBeNull();
  });
  it("has no time when the words were not counted", () => {
    expect(readingTimeOf("course", undefined)).toBeNull();
    expect(readingTimeOf("course", null)).toBeNull();
    expect(readingTimeOf("course", Number.NaN)).toBeNull();
    expect(readingTimeOf("course", -3)).toBeNull();
  });
});
