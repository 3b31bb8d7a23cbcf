import { describe, expect, it } from "vitest";
import { collectMath, MathContext, mathKey } from "./math.ts";
import { renderMath } from "./math.server.ts";
import { Markdown } from "./Markdown.tsx";
import { renderHtml } from "./test-support.tsx";

describe("Markdown renderer", () => {
  it("renders headings from h2, paragraphs, emphasis, lists and code", async () => {
    const html = await renderHtml(
      <Markdown source={"# Titre\n\n## Partie\n\nDu **gras**, de l'*italique* et `du code`.\n\n1. un\n2. deux\n\n```js\nlet a = 1 < 2;\n```"} />,
    );
    expect(html).toContain('<h2 id="titre" class="md-heading">Titre</h2>');
    expect(html).toContain('<h2 id="partie" class="md-heading">Partie</h2>');
    expect(html).toContain("<p>Du <strong>gras</strong>, de l&#x27;<em>italique</em> et <code class=\"md-inline-code\">du code</code>.</p>");
    expect(html).toContain("<ol><li>un</li><li>deux</li></ol>");
    expect(html).toContain('<pre class="md-code" tabindex="0"><code class="language-js">let a = 1 &lt; 2;</code></pre>');
  });

  it("never lets a document inject HTML", async () => {
    const html = await renderHtml(<Markdown source={'<img src=x onerror="alert(1)"> et [clic](javascript:alert(1)) ![x](javascript:alert(2))'} />);
    expect(html).not.toContain("<img");
    expect(html).not.toContain("javascript:");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; et clic x");
  });

  it("maps document links to site routes and keeps app and web links", async () => {
    const html = await renderHtml(
      <Markdown source={"[FAQ](/pages/faq) [presse](/presse/kit-media) [blog](/blog/2025-09-08-bien-demarrer) [offres](/premium) [site](https://example.org)"} />,
    );
    expect(html).toContain('<a href="/faq" data-discover="true">FAQ</a>');
    expect(html).toContain('<a href="/espace-presse/kit-media" data-discover="true">presse</a>');
    expect(html).toContain('<a href="/blog/articles/2025-09-08/bien-demarrer" data-discover="true">blog</a>');
    expect(html).toContain('<a href="/premium" data-discover="true">offres</a>');
    expect(html).toContain('<a href="https://example.org" rel="noopener noreferrer">site</a>');
  });

  it("renders tables in a keyboard-scrollable region named after their columns, with alignment", async () => {
    const html = await renderHtml(<Markdown source={"| Épreuve | Coef. |\n|---|--:|\n| Philosophie | 8 |"} />);
    expect(html).toContain('role="region" aria-label="Tableau : Épreuve, Coef." tabindex="0"');
    expect(html).toContain('<th scope="col">Épreuve</th><th scope="col" style="text-align:right">Coef.</th>');
    expect(html).toContain('<td style="text-align:right">8</td>');
  });

  it("makes a blank corner cell a plain cell, and a formula in a header cell its readable text", async () => {
    const source = "| | $q$ |\n|---|---|\n| a | b |";
    const html = await renderHtml(
      <MathContext.Provider value={renderMath(collectMath([source]))}>
        <Markdown source={source} />
      </MathContext.Provider>,
    );
    expect(html).toContain("<thead><tr><td></td><th");
    expect(html).toContain('<span class="katex-mathml" aria-hidden="true">');
    expect(html).toContain('<span class="katex-html">');
  });

  it("renders images with a safe source, lazily", async () => {
    const html = await renderHtml(<Markdown source={"![Le logo](/favicon.svg)"} />);
    expect(html).toContain('<img class="md-image" src="/favicon.svg" alt="Le logo" loading="lazy" decoding="async"/>');
  });

  it("renders a one-paragraph text inline when asked (quiz choices)", async () => {
    expect(await renderHtml(<Markdown source="**Oui**" inline />)).toBe("<strong>Oui</strong>");
  });

  it("shows the TeX source when no rendering is given, and KaTeX's HTML when the page has it", async () => {
    const source = "Soit $x^2$ et\n\n$$\\frac{a}{b}$$";
    expect(await renderHtml(<Markdown source={source} />)).toContain('<code class="math math--source">x^2</code>');
    const math = renderMath(collectMath([source]));
    const html = await renderHtml(
      <MathContext.Provider value={math}>
        <Markdown source={source} />
      </MathContext.Provider>,
    );
    expect(html).toContain('<span class="math"><span class="katex">');
    expect(html).toContain('<div class="math math--display" tabindex="0"><span class="katex-display">');
    expect(html).toContain('<annotation encoding="application/x-tex">\\frac{a}{b}</annotation>');
  });
});

describe("math of a page", () => {
  it("collects each distinct formula once, inline and display apart", () => {
    expect(collectMath(["$a$ et $a$ puis $$a$$", "- $b$\n\n| $c$ |\n|---|"])).toEqual([
      { tex: "a", display: false },
      { tex: "a", display: true },
      { tex: "b", display: false },
      { tex: "c", display: false },
    ]);
  });

  it("renders with KaTeX on the server without trusting commands that make links", () => {
    const html = renderMath([{ tex: "\\href{javascript:alert(1)}{x}", display: false }, { tex: "\\frac{1}{", display: false }]);
    expect(html[mathKey("\\href{javascript:alert(1)}{x}", false)]).not.toContain("href=");
    expect(html[mathKey("\\frac{1}{", false)]).toContain("katex-error");
  });
});
