import { describe, expect, it } from "vitest";
import { texAccents, texToSvg } from "./tex-svg.ts";

describe("TeX to SVG for the PDF sheets", () => {
  it("draws a formula as paths with its box: height above and depth below the baseline", () => {
    const fraction = texToSvg("\\frac{a}{b}", false)!;
    expect(fraction.svg).toMatch(/^<svg[^>]*viewBox=/);
    expect(fraction.svg).toContain("<path");
    expect(fraction.svg).not.toContain("<text");
    expect(fraction.ascent).toBeGreaterThan(0.5);
    expect(fraction.descent).toBeGreaterThan(0.2);
    const letter = texToSvg("x", false)!;
    expect(letter.width).toBeLessThan(fraction.width + 0.2);
    expect(texToSvg("\\R", false)?.svg).toContain("<path");
  });

  it("returns null for TeX MathJax cannot read, so that the PDF shows the source", () => {
    expect(texToSvg("\\frac{1}{2", false)).toBeNull();
  });

  it("writes accented letters and ligatures as TeX accents, drawn with MathJax's own glyphs", () => {
    expect(texAccents("\\text{façon œuvre à é}")).toBe("\\text{fa{\\c{c}}on {\\oe}uvre {\\`a} {\\'e}}");
    expect(texToSvg("\\text{colinéaires}", false)?.svg).not.toContain("<text");
  });
});
