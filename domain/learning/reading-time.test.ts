import { describe, expect, it } from "vitest";
import { countWords, readingMinutes } from "./reading-time.ts";

describe("countWords", () => {
  it("counts runs holding a letter or a digit, not dashes or lone punctuation", () => {
    expect(countWords("L'échelle — posée contre 1 mur !")).toBe(5);
    expect(countWords("  \n ")).toBe(0);
  });
});

describe("readingMinutes", () => {
  it("divides by 200 words a minute and rounds up", () => {
    expect(readingMinutes(200)).toBe(1);
    expect(readingMinutes(201)).toBe(2);
    expect(readingMinutes(1150)).toBe(6);
  });
  it("gives at least one minute", () => {
    expect(readingMinutes(0)).toBe(1);
  });
});
