import { describe, expect, it } from "vitest";
import { containsMath, detectMath } from "./math.ts";

describe("§5 math-notation detector", () => {
  it("finds dollar-delimited formulas", () => {
    for (const text of ["Soit $f(x) = 2x + 1$ la fonction.", "$x$", "on a $\\frac{1}{2}$", "$a$, $b$"]) {
      expect(detectMath(text), text).toBe("dollar");
    }
  });
  it("finds double-dollar blocks", () => {
    expect(detectMath("$$\n\\int_0^1 x\\,dx\n$$")).toBe("doubleDollar");
    expect(detectMath("avant $$ x^2 $$ après")).toBe("doubleDollar");
  });
  it("finds environments", () => {
    expect(detectMath("\\begin{align*} a &= b \\end{align*}")).toBe("environment");
    expect(detectMath("\\begin{pmatrix}1\\end{pmatrix}")).toBe("environment");
  });
  it("finds backslash commands and the \\( \\) and \\[ \\] delimiters", () => {
    expect(detectMath("La racine \\sqrt{2} est irrationnelle.")).toBe("command");
    expect(detectMath("\\alpha")).toBe("command");
    expect(detectMath("l'angle (\\widehat{ABC})")).toBe("command");
    expect(detectMath("\\(x+1\\)")).toBe("command");
    expect(detectMath("\\[x+1\\]")).toBe("command");
  });
  it("does not take prices for formulas", () => {
    for (const text of [
      "5 $ et 10 $",
      "Le livre coûte 5$ et le cahier 10$.",
      "10$, 20$",
      "entre $5 et $10",
      "Prix : $10, $20 et $30",
      "1 $US vaut 0,92 € et 2 $US",
      "US$ 5 ou 10 US$",
      "prix:$5/$10",
    ]) {
      expect(containsMath(text), text).toBe(false);
    }
  });
  it("ignores escaped dollars, empty blocks, paths and plain text", () => {
    for (const text of [
      "Gagnez \\$5 et \\$10\\$",
      "$$ $$",
      "$ $",
      "Ouvrez C:\\Users\\Documents\\cours",
      "un simple \\ isolé",
      "Une phrase sans formule.",
      "",
      "$x$5",
    ]) {
      expect(containsMath(text), text).toBe(false);
    }
  });
  it("keeps inline formulas on one line", () => {
    expect(containsMath("$a\nb$")).toBe(false);
  });
});
