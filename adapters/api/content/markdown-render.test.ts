import rehypeKatex from "rehype-katex";
import rehypeSanitize from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkMath from "remark-math";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { describe, expect, it } from "vitest";
import { markdownToText, renderMarkdown, renderPaper, SANITIZE_SCHEMA } from "./markdown-render.ts";

const html = (source: string, options?: Parameters<typeof renderMarkdown>[1]) => renderMarkdown(source, options).html;

describe("renderMarkdown", () => {
  it("renders headings from h2 with unique ids, and lists the h2/h3 as the table of contents", () => {
    const rendered = renderMarkdown(
      "# Titre\n\n## La dérivée\n\nDu **gras**, de l'*italique* et `du code`.\n\n### Propriétés\n\n#### Détail\n\n## La dérivée",
    );
    expect(rendered.html).toContain('<h2 id="titre" class="md-heading">Titre</h2>');
    expect(rendered.html).toContain('<h2 id="la-derivee" class="md-heading">La dérivée</h2>');
    expect(rendered.html).toContain('<h4 id="detail" class="md-heading">Détail</h4>');
    expect(rendered.html).toContain('<h2 id="la-derivee-2" class="md-heading">La dérivée</h2>');
    expect(rendered.html).toContain(
      "<p>Du <strong>gras</strong>, de l'<em>italique</em> et <code class=\"md-inline-code\">du code</code>.</p>",
    );
    expect(rendered.toc).toEqual([
      { id: "titre", text: "Titre", depth: 2 },
      { id: "la-derivee", text: "La dérivée", depth: 2 },
      { id: "proprietes", text: "Propriétés", depth: 3 },
      { id: "la-derivee-2", text: "La dérivée", depth: 2 },
    ]);
  });

  it("shows a formula of a heading in the table of contents as it reads, not as its TeX; the id keeps the TeX", () => {
    const rendered = renderMarkdown(
      [
        "### Exemple : $\\dfrac{1}{3}$ n'est pas décimal",
        "### Démonstration : $\\sqrt{2}$ est irrationnel",
        "### Méthode : traduire $|x - 3| \\leq 2$",
        "## Étude de la fonction $\\ln$ et de $x^2$",
        "### L'atome de sodium $^{23}_{11}\\text{Na}$",
        "## Angle aigu $\\widehat{B}$",
        "## Étude type : $g(x) = \\dfrac{\\ln x}{x}$, $y' = ay$ sur $\\mathbb{R}$",
      ].join("\n\n"),
    );
    expect(rendered.toc.map((entry) => entry.text)).toEqual([
      "Exemple : 1/3 n'est pas décimal",
      "Démonstration : √2 est irrationnel",
      "Méthode : traduire |x−3| ≤ 2",
      "Étude de la fonction ln et de x²",
      "L'atome de sodium ²³₁₁Na",
      "Angle aigu B\u0302",
      "Étude type : g(x) = (ln x)/x, y′ = ay sur ℝ",
    ]);
    expect(rendered.toc[0]!.id).toBe("exemple-dfrac-1-3-n-est-pas-decimal");
  });

  it("joins the lines of a paragraph as CommonMark does, unless the text keeps its line breaks", () => {
    const source = "**Révizo SAS**, au capital de 10 000 €\nSiège : {{company.address}}\n`a\nb` et *fin*\n\nAutre paragraphe";
    expect(renderMarkdown(source).html).toBe(
      "<p><strong>Révizo SAS</strong>, au capital de 10 000 €\nSiège\u00a0: {{company.address}}\n<code class=\"md-inline-code\">a b</code> et <em>fin</em></p>\n<p>Autre paragraphe</p>",
    );
    const kept = renderMarkdown(source, { lineBreaks: true });
    expect(kept.html).toBe(
      "<p><strong>Révizo SAS</strong>, au capital de 10 000 €<br>\nSiège\u00a0: {{company.address}}<br>\n<code class=\"md-inline-code\">a b</code> et <em>fin</em></p>\n<p>Autre paragraphe</p>",
    );
    expect(kept.text).toBe("Révizo SAS, au capital de 10 000 € Siège : {{company.address}} a b et fin\nAutre paragraphe");
  });

  it("renders GFM tables in a keyboard-scrollable region named after their columns, with alignment", () => {
    const table = html("| Épreuve | Coef. |\n|---|--:|\n| Philosophie | 8 |");
    expect(table).toContain('<div class="md-table" role="region" aria-label="Tableau : Épreuve, Coef." tabindex="0">');
    expect(table).toContain('<th scope="col">Épreuve</th>');
    expect(table).toContain('<th style="text-align:right" scope="col">Coef.</th>');
    expect(table).toContain('<td style="text-align:right">8</td>');
    expect(html("| A |\n|---|\n| b |", { locale: "en" })).toContain('aria-label="Table: A"');
  });

  it("makes a blank corner cell a plain cell, and a formula in a header cell its readable text", () => {
    const table = html("| | $q$ |\n|---|---|\n| a | b |");
    expect(table).toContain("<thead>\n<tr>\n<td></td>\n<th");
    expect(table).toContain('aria-label="Tableau : q"');
    expect(table).toContain('<span class="katex-mathml" aria-hidden="true">');
    expect(table).toContain('<span class="katex-html">');
  });

  it("renders inline math, and display math written on its own line or inline, with KaTeX (HTML and MathML)", () => {
    const rendered = renderMarkdown("Soit $x^2$ et\n\n$$\\frac{a}{b}$$\n\nou $$y$$ dans le texte.");
    expect(rendered.math).toBe(true);
    expect(rendered.html).toContain('<p>Soit <span class="math"><span class="katex"><span class="katex-mathml"><math');
    expect(rendered.html).toContain('<div class="math math--display" tabindex="0"><span class="katex-display">');
    expect(rendered.html).toContain('<annotation encoding="application/x-tex">\\frac{a}{b}</annotation>');
    expect(rendered.html).toContain('<span class="math math--display" tabindex="0"><span class="katex-display">');
    expect(rendered.html).toContain('<span class="katex-html" aria-hidden="true">');
    expect(renderMarkdown("Pas de formule.").math).toBe(false);
  });

  it("keeps prices as text where the §5 detector sees no math, and \\$ as a dollar", () => {
    const rendered = renderMarkdown("Un prix : 5 $ ou 10 $, puis 10$, 20$ et \\$ seul.");
    expect(rendered.math).toBe(false);
    expect(rendered.html).toBe("<p>Un prix\u00a0: 5 $ ou 10 $, puis 10$, 20$ et $ seul.</p>");
  });

  it("shows a formula KaTeX cannot read as an error, and never makes links from TeX", () => {
    const broken = html("$\\frac{1}{$ et $\\href{javascript:alert(1)}{x}$");
    expect(broken).toContain("katex-error");
    expect(broken).toContain("\\href"); // shown as text, in red
    expect(broken).not.toMatch(/<a |href=/);
  });

  it("keeps document paths, app routes and web links, and adds rel to external links", () => {
    const links = html("[FAQ](/pages/faq) [offres](/premium) [plus bas](#partie) [site](https://example.org) [mail](mailto:a@b.fr)");
    expect(links).toContain('<a href="/pages/faq">FAQ</a>');
    expect(links).toContain('<a href="/premium">offres</a>');
    expect(links).toContain('<a href="#partie">plus bas</a>');
    expect(links).toContain('<a href="https://example.org" rel="noopener noreferrer">site</a>');
    expect(links).toContain('<a href="mailto:a@b.fr">mail</a>');
  });

  it("strips scripts, event handlers and javascript: or data: addresses", () => {
    const unsafe = html(
      '<script>alert("x")</script>\n\n<img src=x onerror="alert(1)"> et [clic](javascript:alert(1)) [proto](//evil.example) ![x](javascript:alert(2)) ![y](data:image/png;base64,AAAA)',
    );
    expect(unsafe).not.toMatch(/<script|<img|<a |href=|javascript:|data:image/);
    expect(unsafe).toContain("&#x3C;script>alert(\"x\")&#x3C;/script>");
    expect(unsafe).toContain('<p>&#x3C;img src=x onerror="alert(1)"> et clic proto x y</p>');
  });

  it("renders images with a safe source, lazily, and code blocks reachable by keyboard", () => {
    expect(html("![Le logo](/favicon.svg)")).toBe(
      '<p><img class="md-image" src="/favicon.svg" alt="Le logo" loading="lazy" decoding="async"></p>',
    );
    expect(html("```js\nlet a = 1 < 2;\n```")).toBe(
      '<pre class="md-code" tabindex="0"><code class="language-js">let a = 1 &#x3C; 2;\n</code></pre>',
    );
  });

  it("renders a one-paragraph text without its <p> when inline (quiz choices, card fronts)", () => {
    expect(html("**Oui**", { inline: true })).toBe("<strong>Oui</strong>");
    expect(html("Un\n\nDeux", { inline: true })).toBe("<p>Un</p>\n<p>Deux</p>");
  });

  it("keeps French punctuation with the word before it", () => {
    expect(html("« Vrai ou faux ? » Réponse : oui")).toBe("<p>«\u00a0Vrai ou faux\u00a0?\u00a0» Réponse\u00a0: oui</p>");
  });
});

describe("SANITIZE_SCHEMA", () => {
  const formulas = [
    "x^2",
    "\\frac{a}{b}",
    "\\sqrt[3]{x}",
    "\\overrightarrow{AB}",
    "\\widehat{ABC}",
    "\\color{red}{x}",
    "\\colorbox{yellow}{x}",
    "\\fcolorbox{red}{blue}{x}",
    "\\boxed{x}",
    "\\cancel{x}",
    "\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}",
    "\\begin{array}{c|c}a&b\\\\\\hline c&d\\end{array}",
    "\\begin{cases}a&b\\\\c&d\\end{cases}",
    "\\begin{aligned}a&=b\\\\&=c\\end{aligned}",
    "\\underbrace{a}_{b}",
    "\\xrightarrow[a]{b}",
    "\\lim_{x\\to 0}\\sum_{k=0}^n\\int_0^1",
    "\\mathbb{R}\\mathcal{C}\\text{si } x",
    "\\left(\\frac{a}{b}\\right)",
    "\\phantom{x}\\hspace{1em}\\rule{1em}{2em}",
  ];

  it("keeps KaTeX's HTML and MathML output exactly as KaTeX wrote it", () => {
    const source = formulas.map((tex) => `$${tex}$\n\n$$\n${tex}\n$$`).join("\n\n");
    const pipeline = (sanitize: boolean) => {
      const processor = unified().use(remarkParse).use(remarkMath).use(remarkRehype).use(rehypeKatex, { strict: "ignore" });
      if (sanitize) processor.use(rehypeSanitize, SANITIZE_SCHEMA);
      return String(processor.use(rehypeStringify).processSync(source));
    };
    const raw = pipeline(false);
    expect(raw).toContain("<svg");
    expect(raw).toContain('style="');
    expect(pipeline(true)).toBe(raw);
  });

  it("refuses styles that KaTeX never writes", () => {
    const processor = unified().use(rehypeSanitize, SANITIZE_SCHEMA).use(rehypeStringify);
    const tree = (style: string) => ({
      type: "root" as const,
      children: [{ type: "element" as const, tagName: "span", properties: { style }, children: [] }],
    });
    const out = (style: string) => processor.stringify(processor.runSync(tree(style)));
    expect(out("height:0.8em;vertical-align:-0.2em;")).toBe('<span style="height:0.8em;vertical-align:-0.2em;"></span>');
    expect(out("position:fixed;top:0")).toBe("<span></span>");
    expect(out("background-color:url(https://evil.example/x)")).toBe("<span></span>");
    expect(out('color:red;font-family:"x"')).toBe("<span></span>");
  });
});

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
      '<div class="note">Texte <b>important</b></div>',
    ].join("\n");
    expect(markdownToText(markdown)).toBe(
      "La dérivée\nUne définition et un exemple avec code.\nvoir le cours et un schéma\npremier point\nFonction Dérivée\nexp exp\nTexte important",
    );
  });

  it("drops inline and display math but keeps escaped dollars and prices", () => {
    expect(
      markdownToText("Si $f'(x) = \\dfrac{1}{x}$ alors\n\n$$\\int_1^e \\frac{1}{x} dx = 1$$\n\nPrix : 5 \\$ seulement, ou 5 $ ou 10 $"),
    ).toBe("Si alors\nPrix : 5 $ seulement, ou 5 $ ou 10 $");
  });

  it("keeps code block contents without their fences", () => {
    expect(markdownToText("```js\nconst tangente = 1;\n```")).toBe("const tangente = 1;");
  });

  it("gives the same text as the rendering", () => {
    expect(renderMarkdown("## Titre\n\nDu **gras** et $x$.").text).toBe(markdownToText("## Titre\n\nDu **gras** et $x$."));
  });
});

describe("renderPaper (content/README.md §8)", () => {
  const source = [
    "Durée : 2 heures.",
    "",
    "## Exercice 1 — Le cercle de rayon $r$ (4 points)",
    "",
    "Calculer l'aire.",
    "",
    "### Corrigé",
    "",
    "$A = \\pi r^2$.",
    "",
    "### Barème",
    "",
    "4 points.",
    "",
    "## Exercice 2 — Suite (2,5 points)",
    "",
    "### Question",
    "",
    "Énoncé.",
    "",
    "### Corrigé",
    "",
    "### Question",
    "",
    "Réponse.",
    "",
    "## Récapitulatif du barème",
    "",
    "Total : 6,5.",
  ].join("\n");
  const paper = renderPaper(source, { locale: "fr", choice: false });

  it("splits the instructions, each exercise's statement and parts, and the closing sections, each rendered", () => {
    expect(paper.introHtml).toBe("<p>Durée\u00a0: 2 heures.</p>");
    expect(paper.exercises.map(({ id, title, points }) => ({ id, title, points }))).toEqual([
      { id: "exercice-1", title: "Exercice 1 — Le cercle de rayon", points: 4 },
      { id: "exercice-2", title: "Exercice 2 — Suite", points: 2.5 },
    ]);
    expect(paper.exercises[0]!.statementHtml).toBe("<p>Calculer l'aire.</p>");
    expect(paper.exercises[0]!.parts.map((part) => [part.kind, part.title])).toEqual([
      ["answers", "Corrigé"],
      ["marking", "Barème"],
    ]);
    expect(paper.exercises[0]!.parts[0]!.html).toContain('class="katex"');
    expect(paper.closing).toEqual([{ id: "fin-1", title: "Récapitulatif du barème", kind: "marking", html: "<p>Total\u00a0: 6,5.</p>" }]);
    expect(paper.total).toBe(6.5);
    expect(paper.choice).toBe(false);
  });
  it("renders a title's formula, without the points", () => {
    expect(paper.exercises[0]!.titleHtml).toContain('class="katex"');
    expect(paper.exercises[0]!.titleHtml).not.toContain("points");
  });
  it("keeps heading ids unique in the page: each exercise's are prefixed", () => {
    expect(paper.exercises[1]!.statementHtml).toContain('id="exercice-2-question"');
    expect(paper.exercises[1]!.parts[0]!.html).toContain('id="exercice-2-1-question"');
  });
  it("counts one subject when the candidate chooses one", () => {
    expect(renderPaper("## Sujet 1 (20 points)\n\n## Sujet 2 (20 points)\n", { choice: true }).total).toBe(20);
  });
});
