import { describe, expect, it } from "vitest";
import { renderMarkdown } from "../markdown-render.ts";
import { figureProblems, MAX_FIGURE_GZIP_BYTES, preparedFigure } from "./blocks.ts";
import { svgProblems } from "./svg-sanitize.ts";

const TRIANGLE = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 140" width="200" height="140">
  <polygon points="20,120 20,20 180,120" fill="none" stroke="currentColor" stroke-width="2"/>
  <path d="M20 108h12v12" fill="none" stroke="currentColor" class="fig-accent"/>
  <text x="10" y="132" font-size="12" fill="currentColor">A</text>
</svg>`;

const block = (yaml: string) => `Avant.\n\n\`\`\`figure\n${yaml}\n\`\`\`\n\nAprès.\n`;
const indent = (text: string) => text.replace(/^/gm, "  ");

describe("figure blocks (issue 27)", () => {
  it("renders a figure inline with its caption and its text alternative, the SVG without fixed size", () => {
    const { html, text } = renderMarkdown(
      block(`caption: "Le triangle $ABC$ est rectangle en A."\nalt: "Un triangle rectangle en A."\nwidth: narrow\nsvg: |\n${indent(TRIANGLE)}`),
    );
    expect(html).toContain('<figure class="figure figure--narrow">');
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="Un triangle rectangle en A\."/);
    expect(html).not.toMatch(/<svg[^>]*\swidth=/);
    expect(html).toContain('class="fig-accent"');
    // The caption's math is KaTeX, as in any text.
    expect(html).toMatch(/<figcaption class="figure__caption">Le triangle <span class="math"><span class="katex">/);
    // The search text has the caption and the alternative, not the SVG.
    expect(text).toContain("Un triangle rectangle en A.");
    expect(text).not.toContain("polygon");
  });

  it("tints an area marked fig-fill that has no fill of its own, and keeps a writer's own fill", () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
  <rect x="10" y="10" width="40" height="40" class="fig-fill"/>
  <circle cx="70" cy="70" r="20" class="fig-fill" fill="none" stroke="currentColor"/>
</svg>`;
    const { html } = renderMarkdown(block(`caption: "Deux formes."\nalt: "Un carré teinté et un cercle."\nsvg: |\n${indent(svg)}`));
    // (svgo writes the rectangle as a path.)
    expect(html).toMatch(/<path[^>]*class="fig-fill" fill="currentColor" fill-opacity="0\.15"/);
    expect(html).toMatch(/<circle[^>]*fill="none"/);
    expect(html).not.toMatch(/<circle[^>]*fill-opacity/);
  });

  it("refuses a figure without caption or text alternative, or with no drawing", () => {
    expect(figureProblems(block(`alt: "x"\nsvg: |\n${indent(TRIANGLE)}`))).toContain("a figure needs a caption");
    expect(figureProblems(block(`caption: "x"\nsvg: |\n${indent(TRIANGLE)}`))).toContain("a figure needs an alt: its text alternative, what it shows in words");
    expect(figureProblems(block(`caption: "x"\nalt: "y"`))).toContain("a figure needs one of svg, plot or map");
    expect(figureProblems(block(`caption: "x"\nalt: "y"\nwidth: huge\nsvg: |\n${indent(TRIANGLE)}`))).toContain("a figure's width is narrow, normal or wide");
    expect(figureProblems(block("caption: [unclosed"))[0]).toMatch(/not valid YAML/);
  });

  it("refuses scripts, handlers, foreign objects, styles and external references, and strips them anyway", () => {
    const evil = `<svg viewBox="0 0 10 10"><script>alert(1)</script><circle cx="5" cy="5" r="4" onclick="alert(2)"/><foreignObject><p>x</p></foreignObject><use href="https://evil.example/x.svg#a"/><rect width="2" height="2" fill="url(https://evil.example/p)" style="fill:red"/><style>*{}</style></svg>`;
    const problems = svgProblems(evil);
    expect(problems).toEqual(
      expect.arrayContaining([
        "a figure's svg may not hold <script>",
        "a figure's svg may not hold an event handler (onClick)",
        "a figure's svg may not hold <foreignObject>",
        "a figure's svg may not hold <style>",
        "a figure's svg may only refer to its own parts (#id), not https://evil.example/x.svg#a",
        "a figure's svg may only refer to its own parts, not url(https://evil.example/p)",
      ]),
    );
    expect(svgProblems("<p>not svg</p>")).toEqual(["a figure's svg must be one <svg> element"]);
    expect(svgProblems('<svg><circle r="1"/></svg>')).toEqual(["a figure's svg needs a viewBox"]);
    // A refused figure never reaches the page.
    const { html } = renderMarkdown(block(`caption: "x"\nalt: "y"\nsvg: |\n  ${evil}`));
    expect(html).not.toContain("<figure");
    expect(html).not.toContain("alert");
  });

  it("draws a plot from its declaration: the curve, its tangent, a point and an area", () => {
    const prepared = preparedFigure(
      [
        'caption: "La parabole $y = x^2 - 2x$ et sa tangente en 2."',
        'alt: "Une parabole de sommet (1 ; −1) et sa tangente au point d\'abscisse 2."',
        "plot:",
        "  x: [-1, 4]",
        "  functions:",
        '    - { fn: "x^2 - 2*x", label: "C_f" }',
        "  points: [{ x: 1, y: -1, label: S }]",
        "  tangents: [{ function: 0, at: 2 }]",
        "  areas: [{ function: 0, from: 0, to: 2 }]",
        "  asymptotes: [{ y: 3 }]",
      ].join("\n"),
    );
    expect(prepared.ok).toBe(true);
    if (!prepared.ok) return;
    const svg = prepared.figure.svg;
    expect(svg).toMatch(/class="fig-accent"/);
    expect(svg).toMatch(/<path[^>]*class="fig-fill"/);
    // The tangent (in its curve's colour) and the asymptote stay dashed through svgo and the sanitizer.
    expect(svg).toMatch(/stroke-dasharray="6 4"[^>]*class="fig-accent"/);
    expect(svg).toMatch(/stroke-dasharray="5 4"[^>]*class="fig-muted"/);
    expect(svg).toContain(">S</text>");
    expect(svg).toMatch(/C<tspan[^>]*>f<\/tspan>/);
    // Tick labels in French (decimal comma, true minus).
    expect(svg).toContain(">−1</text>");
  });

  it("draws ln where it is defined, and a dashed reference line muted", () => {
    const prepared = preparedFigure('caption: "x"\nalt: "y"\nplot:\n  x: [-3, 5]\n  functions:\n    - { fn: "log(x)" }\n    - { fn: "x", dashed: true }');
    expect(prepared.ok).toBe(true);
    if (prepared.ok) expect(prepared.figure.svg).toMatch(/stroke-dasharray="6 4"[^>]*class="fig-muted"/);
  });

  it("refuses a plot it cannot draw", () => {
    const problems = (plot: string) => figureProblems(block(`caption: "x"\nalt: "y"\nplot:\n${indent(plot)}`));
    expect(problems("x: [3, 1]\nfunctions: [{ fn: x }]")).toContain("a plot needs x: [from, to], from below to");
    expect(problems('x: [0, 1]\nfunctions: [{ fn: "x +* 2" }]')[0]).toMatch(/is not an expression in x/);
    expect(problems("x: [0, 1]\nfunctions: [{ fn: x }]\ntangents: [{ function: 3, at: 1 }]")).toContain("tangents[0].function must be the index of a function");
    expect(problems("x: [0, 1]\ncolour: red\nfunctions: [{ fn: x }]")[0]).toMatch(/has no key "colour"/);
  });

  it("refuses a figure over 30 KB once compressed", () => {
    // Random coordinates do not compress: a few thousand circles weigh far more than the limit.
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 1000;
    const circles = Array.from({ length: 3500 }, () => `<circle cx="${random().toFixed(3)}" cy="${random().toFixed(3)}" r="${random().toFixed(3)}"/>`).join("");
    const problems = figureProblems(block(`caption: "x"\nalt: "y"\nsvg: |\n  <svg viewBox="0 0 1000 1000">${circles}</svg>`));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`over ${MAX_FIGURE_GZIP_BYTES} B`));
  });

  it("gives each figure's ids a prefix of its own, so two figures of a page never share one", () => {
    const marked = (caption: string) =>
      `caption: "${caption}"\nalt: "y"\nsvg: |\n  <svg viewBox="0 0 10 10"><defs><marker id="m"><circle r="1"/></marker></defs><line x2="5" marker-end="url(#m)"/></svg>`;
    const { html } = renderMarkdown(`${block(marked("un"))}\n${block(marked("deux"))}`);
    const ids = [...html.matchAll(/<marker[^>]*id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    for (const id of ids) expect(html).toContain(`url(#${id})`);
  });

  it("draws a map of France with its places, and a world map with the countries it names", async () => {
    const france = preparedFigure(
      'caption: "Paris et Lyon."\nalt: "La France métropolitaine, Paris au nord, Lyon au sud-est."\nmap:\n  area: france\n  places: [{ name: Paris, lat: 48.86, lon: 2.35 }, { name: Lyon, lat: 45.76, lon: 4.84 }, { name: Dakar, lat: 14.7, lon: -17.4 }]',
    );
    expect(france.ok).toBe(true);
    if (!france.ok) return;
    const labels = [...france.figure.svg.matchAll(/<text[^>]*x="([\d.]+)" y="([\d.]+)"[^>]*>([^<]+)</g)].map((match) => ({ x: Number(match[1]), y: Number(match[2]), name: match[3] }));
    // Dakar is outside the frame; Lyon is south-east of Paris.
    expect(labels.map((label) => label.name)).toEqual(["Paris", "Lyon"]);
    const [paris, lyon] = labels;
    expect(lyon!.y).toBeGreaterThan(paris!.y);
    expect(lyon!.x).toBeGreaterThan(paris!.x);
    const world = preparedFigure('caption: "x"\nalt: "y"\nmap:\n  area: world\n  highlight: [France, Senegal]');
    expect(world.ok).toBe(true);
    if (world.ok) expect(world.figure.svg).toMatch(/class="fig-accent"/);
    expect(figureProblems(block('caption: "x"\nalt: "y"\nmap:\n  area: mars\n  highlight: [Atlantis]'))).toEqual([
      "a map's area is one of france, europe, africa, world",
      'a map\'s highlight names no country "Atlantis" (Natural Earth\'s English names: "France", "Senegal", "Côte d\'Ivoire"…)',
    ]);
  });
});
