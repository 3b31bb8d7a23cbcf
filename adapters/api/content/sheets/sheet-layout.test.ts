import { describe, expect, it } from "vitest";
import { breakLines, columnWidths, fontRuns, splitWords } from "./sheet-layout.ts";

describe("words of a text", () => {
  it("splits on spaces and line ends, keeps no-break spaces inside a word, and carries the space across texts", () => {
    expect(splitWords("Pour  la\nfonction\u00a0:", false)).toEqual({
      words: [
        { text: "Pour", spaceBefore: false },
        { text: "la", spaceBefore: true },
        { text: "fonction\u00a0:", spaceBefore: true },
      ],
      trailingSpace: false,
    });
    expect(splitWords("croissante ", true)).toEqual({ words: [{ text: "croissante", spaceBefore: true }], trailingSpace: true });
    expect(splitWords("", true)).toEqual({ words: [], trailingSpace: true });
  });
});

describe("font runs", () => {
  it("groups the characters the main font covers and those drawn with the fallback", () => {
    const latin = (codePoint: number) => codePoint < 0x2000;
    expect(fontRuns("a⇒b≤≥c", latin)).toEqual([
      { text: "a", fallback: false },
      { text: "⇒", fallback: true },
      { text: "b", fallback: false },
      { text: "≤≥", fallback: true },
      { text: "c", fallback: false },
    ]);
    expect(fontRuns("", latin)).toEqual([]);
  });
});

describe("line breaking", () => {
  const items = [10, 10, 10, 10].map((width) => ({ width, space: 2 }));

  it("fills each line with what fits, dropping the space at the start of a line", () => {
    expect(breakLines(items, 34)).toEqual([
      [0, 3],
      [3, 4],
    ]);
    expect(breakLines(items, 33)).toEqual([
      [0, 2],
      [2, 4],
    ]);
    expect(breakLines(items, 1000)).toEqual([[0, 4]]);
  });

  it("gives an item wider than the line a line of its own, and starts a line at a forced break", () => {
    expect(breakLines([{ width: 5, space: 0 }, { width: 50, space: 1 }, { width: 5, space: 1 }], 20)).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
    ]);
    expect(breakLines(items, 1000, new Set([2]))).toEqual([
      [0, 2],
      [2, 4],
    ]);
    expect(breakLines([], 10)).toEqual([]);
  });
});

describe("table column widths", () => {
  it("stretches natural widths to the full width when they fit", () => {
    expect(columnWidths([10, 10], [30, 70], 200)).toEqual([60, 140]);
  });

  it("gives each column its minimum and shares the rest by what each still wants", () => {
    // Minimums 20 + 40 = 60; 40 left, wanted 80 and 20 more: shared 4 to 1.
    expect(columnWidths([20, 40], [100, 60], 100)).toEqual([52, 48]);
  });

  it("scales the minimums down together when even they do not fit", () => {
    expect(columnWidths([60, 140], [100, 200], 100)).toEqual([30, 70]);
    expect(columnWidths([0, 0], [0, 0], 90)).toEqual([45, 45]);
  });
});
