import { describe, expect, it } from "vitest";
import { markdownToText } from "./markdown-text.ts";

describe("markdownToText", () => {
  it("keeps the words of headings, lists, quotes, emphasis, links and tables", () => {
    const markdown = [
      "## La dérivée",
      "",
      "> Une **définition** et un *exemple* avec `code`.",
      "",
      "- voir [le cours](/revisions/lycee/terminale/maths/suites) et ![un schéma](/img.png)",
      "1. premier point",
      "",
      "| Fonction | Dérivée |",
      "|---|:---:|",
      "| exp | exp |",
      "",
      "---",
      "<div class=\"note\">Texte <b>important</b></div>",
    ].join("\n");
    expect(markdownToText(markdown)).toBe(
      "La dérivée\nUne définition et un exemple avec code .\nvoir le cours et un schéma\npremier point\nFonction Dérivée\nexp exp\nTexte important",
    );
  });

  it("drops inline and display math but keeps escaped dollars", () => {
    expect(markdownToText("Si $f'(x) = \\dfrac{1}{x}$ alors\n\n$$\\int_1^e \\frac{1}{x} dx = 1$$\n\nPrix : 5 \\$ seulement")).toBe("Si alors\nPrix : 5 $ seulement");
  });

  it("keeps code block contents without their fences", () => {
    expect(markdownToText("```js\nconst tangente = 1;\n```")).toBe("const tangente = 1;");
  });
});
