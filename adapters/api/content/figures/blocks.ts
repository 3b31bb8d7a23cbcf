// The ```figure block of content/README.md §9 (docs/decisions/052). The one renderer (markdown-render.ts) calls two
// hooks of this file, as it does for the listening blocks: markFigureBlocks on the Markdown tree, and figureElement
// on the HTML tree after sanitizing. At the first, each block is read, its SVG written by hand or drawn from a plot
// declaration, then shrunk and sanitized (svg-sanitize.ts); what it gives travels through the HTML sanitizer as the
// text of a carrier <pre><code>, and becomes a <figure> with its caption at the second. The PDF sheet draws the same
// SVG (preparedFigure).
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { Code, Parent as MdParent, Root as MdRoot, RootContent as MdContent } from "mdast";
import type { Element, ElementContent } from "hast";
import { fromHtml } from "hast-util-from-html";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { parse as parseYaml } from "yaml";
import { drawMap, parseMap } from "./map.ts";
import { drawPlot, parsePlot } from "./plot.ts";
import { cleanSvg, svgProblems } from "./svg-sanitize.ts";

export const FIGURE_WIDTHS = ["narrow", "normal", "wide"] as const;
export type FigureWidth = (typeof FIGURE_WIDTHS)[number];
/** A figure's SVG once cleaned, gzipped, may not weigh more (issue 27). */
export const MAX_FIGURE_GZIP_BYTES = 30 * 1024;

/** A figure as the page and the PDF show it. */
export interface PreparedFigure {
  caption: string;
  alt: string;
  width: FigureWidth;
  /** Cleaned, sanitized SVG markup. */
  svg: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const KEYS = ["caption", "alt", "width", "svg", "plot", "map"];

/** A block's YAML read, checked and drawn: the figure, or what is wrong with it. */
export function preparedFigure(source: string): { ok: true; figure: PreparedFigure } | { ok: false; errors: string[] } {
  let data: unknown;
  try {
    data = parseYaml(source);
  } catch (error) {
    return { ok: false, errors: [`a figure block is not valid YAML: ${error instanceof Error ? (error.message.split("\n")[0] ?? "") : "parse error"}`] };
  }
  if (!isRecord(data)) return { ok: false, errors: ["a figure block must be a YAML mapping"] };
  const errors: string[] = [];
  for (const key of Object.keys(data)) if (!KEYS.includes(key)) errors.push(`a figure block has no key "${key}" (keys: ${KEYS.join(", ")})`);
  const caption = typeof data.caption === "string" ? data.caption.trim() : "";
  const alt = typeof data.alt === "string" ? data.alt.trim() : "";
  if (caption === "") errors.push("a figure needs a caption");
  if (alt === "") errors.push("a figure needs an alt: its text alternative, what it shows in words");
  const width = data.width ?? "normal";
  if (!(FIGURE_WIDTHS as readonly unknown[]).includes(width)) errors.push("a figure's width is narrow, normal or wide");
  const drawings = ["svg", "plot", "map"].filter((key) => data[key] !== undefined);
  if (drawings.length !== 1) errors.push("a figure needs one of svg, plot or map");
  let raw = "";
  if (typeof data.svg === "string") {
    errors.push(...svgProblems(data.svg));
    raw = data.svg;
  } else if (data.svg !== undefined) errors.push("a figure's svg must be a text (the SVG markup)");
  if (data.plot !== undefined) {
    const plot = parsePlot(data.plot);
    if (plot.ok) raw = drawPlot(plot.plot, plot.compiled);
    else errors.push(...plot.errors);
  }
  if (data.map !== undefined) {
    const map = parseMap(data.map);
    if (map.ok) raw = drawMap(map.map);
    else errors.push(...map.errors);
  }
  if (errors.length > 0) return { ok: false, errors };
  const prefix = `f${createHash("sha1").update(source).digest("hex").slice(0, 6)}`;
  const svg = cleanSvg(raw, prefix, alt);
  const bytes = gzipSync(svg).length;
  if (bytes > MAX_FIGURE_GZIP_BYTES) return { ok: false, errors: [`a figure weighs ${bytes} B gzipped, over ${MAX_FIGURE_GZIP_BYTES} B`] };
  return { ok: true, figure: { caption, alt, width: width as FigureWidth, svg } };
}

const isFigure = (node: MdContent): node is Code => node.type === "code" && node.lang === "figure";
const CARRIER_CLASS = "language-revizo-figure";

/**
 * The hook on the Markdown tree: each block becomes a node the search text reads as its caption and text
 * alternative, reaching the HTML tree as `<pre><code class="language-revizo-figure">` holding the prepared figure.
 */
export function markFigureBlocks(tree: MdRoot): void {
  const walk = (parent: MdParent) => {
    const children = parent.children as MdContent[];
    for (let index = 0; index < children.length; index += 1) {
      const node = children[index]!;
      if (!isFigure(node)) {
        if ("children" in node) walk(node);
        continue;
      }
      const prepared = preparedFigure(node.value);
      const carried = prepared.ok ? prepared.figure : null;
      const code = { type: "element", tagName: "code", properties: { className: [CARRIER_CLASS] }, children: [{ type: "text", value: JSON.stringify(carried) }] };
      const words = carried ? `${carried.caption}\n${carried.alt}` : "";
      children[index] = { type: "figure", children: [], data: { hName: "pre", hChildren: [code], figureText: words } } as unknown as MdContent;
    }
  };
  walk(tree);
}

/** The search text of a figure node (markdown-render.ts's mdText), or null for any other node. */
export function figureText(node: { type: string; data?: unknown }): string | null {
  return node.type === "figure" && isRecord(node.data) && typeof node.data.figureText === "string" ? node.data.figureText : null;
}

/** The prepared figure a figure node carries (the PDF sheet draws it), or null for any other node. */
export function figureOfNode(node: { type: string; data?: unknown }): PreparedFigure | null {
  if (node.type !== "figure" || !isRecord(node.data) || !Array.isArray(node.data.hChildren)) return null;
  const code = node.data.hChildren[0] as Element | undefined;
  const text = code?.children[0];
  return text?.type === "text" ? (JSON.parse(text.value) as PreparedFigure | null) : null;
}

const fragment = (html: string): ElementContent[] => fromHtml(html, { fragment: true }).children as ElementContent[];

/**
 * The hook on the HTML tree: a carrier `<pre>` to its `<figure>` (null for any other `<pre>`); an invalid block (the
 * importer refused its document already) leaves nothing. `inline` renders the caption's Markdown.
 */
export function figureElement(pre: Element, inline: (markdown: string) => string): Element | "drop" | null {
  const code = pre.children.find((child): child is Element => child.type === "element" && child.tagName === "code");
  const names = code?.properties.className;
  if (!code || !Array.isArray(names) || !names.includes(CARRIER_CLASS)) return null;
  const raw = code.children.map((child) => (child.type === "text" ? child.value : "")).join("");
  const figure = JSON.parse(raw) as PreparedFigure | null;
  if (figure === null) return "drop";
  const svg = fromHtml(figure.svg, { fragment: true, space: "svg" }).children as ElementContent[];
  return {
    type: "element",
    tagName: "figure",
    properties: { className: ["figure", `figure--${figure.width}`] },
    children: [
      { type: "element", tagName: "div", properties: { className: ["figure__drawing"] }, children: svg },
      { type: "element", tagName: "figcaption", properties: { className: ["figure__caption"] }, children: fragment(inline(figure.caption)) },
    ],
  };
}

const blockParser = unified().use(remarkParse).freeze();

/** Whether a Markdown text may hold a figure block (a cheap test before parsing it). */
export const FIGURE_FENCE = /^[ \t]*(?:`{3,}|~{3,})[ \t]*figure\b/m;

/** The figure blocks of a Markdown text, in reading order. */
export function figureBlocksOf(markdown: string): string[] {
  if (!FIGURE_FENCE.test(markdown)) return [];
  const found: string[] = [];
  const walk = (parent: MdParent) => {
    for (const node of parent.children as MdContent[]) {
      if (isFigure(node)) found.push(node.value);
      else if ("children" in node) walk(node);
    }
  };
  walk(blockParser.parse(markdown));
  return found;
}

/** What is wrong with the figure blocks of a Markdown text (content-document.ts, the linter). */
export function figureProblems(markdown: string): string[] {
  return figureBlocksOf(markdown).flatMap((source) => {
    const prepared = preparedFigure(source);
    return prepared.ok ? [] : prepared.errors;
  });
}
