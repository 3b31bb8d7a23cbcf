import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { blocksText, parseInline, parseMarkdown, plainText, slugify, splitRow, type Block } from "./parse.ts";

const only = (source: string): Block => {
  const blocks = parseMarkdown(source);
  expect(blocks).toHaveLength(1);
  return blocks[0]!;
};

describe("blocks", () => {
  it("reads headings with unique ids", () => {
    const blocks = parseMarkdown("## Le théorème\n\n### Exemple\n\n## Le théorème ##");
    expect(blocks).toEqual([
      { type: "heading", level: 2, id: "le-theoreme", children: [{ type: "text", value: "Le théorème" }] },
      { type: "heading", level: 3, id: "exemple", children: [{ type: "text", value: "Exemple" }] },
      { type: "heading", level: 2, id: "le-theoreme-2", children: [{ type: "text", value: "Le théorème" }] },
    ]);
  });

  it("joins paragraph lines and separates paragraphs on blank lines", () => {
    const blocks = parseMarkdown("Une ligne\net la suite.\n\nAutre paragraphe.");
    expect(blocks).toEqual([
      { type: "paragraph", children: [{ type: "text", value: "Une ligne\net la suite." }] },
      { type: "paragraph", children: [{ type: "text", value: "Autre paragraphe." }] },
    ]);
  });

  it("reads tight and loose, bullet and ordered, nested lists", () => {
    const list = only("1. **Initialisation** : vrai.\n   - sous-point\n   - autre\n2. Hérédité\n   suite du point 2.");
    expect(list).toMatchObject({ type: "list", ordered: true, start: 1, tight: true });
    if (list.type !== "list") throw new Error();
    expect(list.items).toHaveLength(2);
    expect(list.items[0]![1]).toMatchObject({ type: "list", ordered: false, items: [[{ type: "paragraph" }], [{ type: "paragraph" }]] });
    const second = list.items[1]![0];
    expect(second?.type === "paragraph" ? plainText(second.children) : null).toBe("Hérédité\nsuite du point 2.");
    const loose = only("- un\n\n- deux");
    expect(loose).toMatchObject({ type: "list", tight: false });
    expect(only("3) trois\n4) quatre")).toMatchObject({ type: "list", ordered: true, start: 3 });
  });

  it("does not start a list in the middle of a paragraph with a number other than 1", () => {
    expect(only("Depuis la session\n2027. Elle compte.")).toMatchObject({ type: "paragraph" });
  });

  it("reads GFM tables with alignment, math and escaped pipes in cells", () => {
    const table = only("| Terme | Valeur |\n|:---|---:|\n| $|x|$ | a \\| b |\n| seul |");
    expect(table).toMatchObject({ type: "table", align: ["left", "right"] });
    if (table.type !== "table") throw new Error();
    expect(table.rows[0]![0]).toEqual([{ type: "math", tex: "|x|", display: false }]);
    expect(table.rows[0]![1]).toEqual([{ type: "text", value: "a | b" }]);
    expect(table.rows[1]).toHaveLength(2);
    expect(splitRow("| `a|b` | c |")).toEqual(["`a|b`", "c"]);
  });

  it("reads fenced code without interpreting it", () => {
    expect(only("```python\ndef f(x):\n    return x * 2 # *pas* d'italique\n```")).toEqual({
      type: "code",
      lang: "python",
      value: "def f(x):\n    return x * 2 # *pas* d'italique",
    });
  });

  it("reads display math on one line or over several", () => {
    expect(parseMarkdown("$$\\frac{1}{2}$$\n\n$$\na^2 + b^2\n= c^2\n$$")).toEqual([
      { type: "math", tex: "\\frac{1}{2}" },
      { type: "math", tex: "a^2 + b^2\n= c^2" },
    ]);
  });

  it("ends a paragraph at a display formula line inside a list item", () => {
    const list = only("- supposons :\n  $$(1+a)^{n+1} \\geq 1$$\n  car $a > 0$.");
    if (list.type !== "list") throw new Error();
    expect(list.items[0]!.map((block) => block.type)).toEqual(["paragraph", "math", "paragraph"]);
  });

  it("reads blockquotes with their own blocks, and thematic breaks", () => {
    expect(parseMarkdown("> **Sujet** original\n> sur deux lignes\n\n---\n\nFin")).toEqual([
      {
        type: "blockquote",
        children: [{ type: "paragraph", children: [{ type: "strong", children: [{ type: "text", value: "Sujet" }] }, { type: "text", value: " original\nsur deux lignes" }] }],
      },
      { type: "hr" },
      { type: "paragraph", children: [{ type: "text", value: "Fin" }] },
    ]);
  });

  it("shows raw HTML as text", () => {
    expect(only("<script>alert(1)</script>")).toEqual({ type: "paragraph", children: [{ type: "text", value: "<script>alert(1)</script>" }] });
  });
});

describe("inlines", () => {
  it("reads emphasis, strong, strike and nesting", () => {
    expect(parseInline("a *b* __c__ ***d*** ~~e~~ *x **y** z*")).toEqual([
      { type: "text", value: "a " },
      { type: "em", children: [{ type: "text", value: "b" }] },
      { type: "text", value: " " },
      { type: "strong", children: [{ type: "text", value: "c" }] },
      { type: "text", value: " " },
      { type: "strong", children: [{ type: "em", children: [{ type: "text", value: "d" }] }] },
      { type: "text", value: " " },
      { type: "del", children: [{ type: "text", value: "e" }] },
      { type: "text", value: " " },
      { type: "em", children: [{ type: "text", value: "x " }, { type: "strong", children: [{ type: "text", value: "y" }] }, { type: "text", value: " z" }] },
    ]);
  });

  it("leaves lone stars, intraword underscores and spaced operators alone", () => {
    expect(parseInline("3 * 4 = 12 et snake_case_name")).toEqual([{ type: "text", value: "3 * 4 = 12 et snake_case_name" }]);
  });

  it("reads links with titles, images, and keeps bracketed placeholders as text", () => {
    expect(parseInline('[le cours](/revisions/x "Titre") ![Logo](/logo.svg) [adresse du siège]')).toEqual([
      { type: "link", href: "/revisions/x", title: "Titre", children: [{ type: "text", value: "le cours" }] },
      { type: "text", value: " " },
      { type: "image", src: "/logo.svg", alt: "Logo", title: null },
      { type: "text", value: " [adresse du siège]" },
    ]);
    expect(parseInline("[f(x)](https://example.org/a_(b))")).toEqual([
      { type: "link", href: "https://example.org/a_(b)", title: null, children: [{ type: "text", value: "f(x)" }] },
    ]);
  });

  it("reads math without touching what is inside, and keeps prices and escaped dollars", () => {
    expect(parseInline("soit $u_{n+1} = 2*u_n$ et $$\\sum_i x_i$$ ; 5 $ ou 10$, \\$ seul")).toEqual([
      { type: "text", value: "soit " },
      { type: "math", tex: "u_{n+1} = 2*u_n", display: false },
      { type: "text", value: " et " },
      { type: "math", tex: "\\sum_i x_i", display: true },
      { type: "text", value: " ; 5 $ ou 10$, $ seul" },
    ]);
  });

  it("lets inline math span a line break", () => {
    expect(parseInline("$a \\iff\nb$")).toEqual([{ type: "math", tex: "a \\iff\nb", display: false }]);
  });

  it("reads code spans, escapes and hard breaks", () => {
    expect(parseInline("`while u < 14.5:` \\*pas\\* fin  \nligne\\\nsuite")).toEqual([
      { type: "code", value: "while u < 14.5:" },
      { type: "text", value: " *pas* fin" },
      { type: "break" },
      { type: "text", value: "ligne" },
      { type: "break" },
      { type: "text", value: "suite" },
    ]);
  });

  it("never loses or invents text for plain input", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zA-Zéà0-9 ,.;:'!?()-]{0,60}$/), (text) => {
        expect(plainText(parseInline(text))).toBe(text);
      }),
    );
  });

  it("terminates on any input", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("*", "_", "~", "`", "$", "[", "]", "(", ")", "\\", "\n", "|", "-", "#", ">", " ", "a", "1", ".") }), (text) => {
        expect(Array.isArray(parseMarkdown(text))).toBe(true);
      }),
    );
  });
});

describe("text helpers", () => {
  it("slugifies headings and flattens blocks", () => {
    expect(slugify("1. Rappels de première !")).toBe("1-rappels-de-premiere");
    expect(blocksText(parseMarkdown("Le **bac** :\n\n- $x$\n- fin"))).toBe("Le bac : x fin");
  });
});

describe("nested emphasis sharing a closing run", () => {
  it("closes the inner strong first, then the emphasis", () => {
    expect(parseInline("*Léa **ne** chante **pas***.")).toEqual([
      {
        type: "em",
        children: [
          { type: "text", value: "Léa " },
          { type: "strong", children: [{ type: "text", value: "ne" }] },
          { type: "text", value: " chante " },
          { type: "strong", children: [{ type: "text", value: "pas" }] },
        ],
      },
      { type: "text", value: "." },
    ]);
  });
});

describe("robustness", () => {
  it("reads many unclosed delimiters quickly", () => {
    const started = performance.now();
    parseMarkdown("*a _b **c ~~d ".repeat(400));
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
