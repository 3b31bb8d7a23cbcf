// The one Markdown renderer of the product (content/README.md §4, §5; docs/decisions/013): at import, every
// Markdown text of content/ (document bodies, quiz questions, flashcards) becomes sanitized HTML with unified
// (remark-parse, remark-gfm, remark-math, remark-rehype, rehype-katex, rehype-sanitize, rehype-stringify).
// A body also gets its table of contents (h2/h3 with their ids) and its plain text for search, from the same
// tree. No page parses Markdown or runs KaTeX: the web app shows the stored HTML.
//
// Order: Markdown tree (dollar pairs that the §5 detector refuses kept as text) -> HTML tree (raw HTML kept
// as text: the content never needs it) -> KaTeX -> sanitize (SANITIZE_SCHEMA: KaTeX's HTML+MathML and the Markdown elements, nothing
// that runs or loads) -> the product's own presentation (heading ids, table regions, math boxes, link rel),
// added after sanitizing, by this code alone, from values it computes -> HTML text.
import type { Element, ElementContent, Root as HastRoot, RootContent as HastContent, Text as HastText } from "hast";
import type { Parent as MdParent, Root as MdRoot, RootContent as MdContent } from "mdast";
import rehypeKatex from "rehype-katex";
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkMath from "remark-math";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { paperTotal, splitPaper, type PaperHeading, type PaperPartKind } from "../../../domain/learning/paper.ts";
import { containsMath } from "../../../domain/validation/math.ts";
import { figureElement, figureText, markFigureBlocks } from "./figures/blocks.ts";
import { listeningElement, markListeningBlocks } from "./listening/blocks.ts";

/** A heading of a body's table of contents. */
export interface TocEntry {
  /** The heading's id in the HTML (a slug of its text, unique in the document). */
  id: string;
  text: string;
  depth: 2 | 3;
}

export interface RenderedMarkdown {
  /** Sanitized HTML. */
  html: string;
  /** The h2 and h3 headings, in reading order. */
  toc: TocEntry[];
  /** The words, for full-text search: no markup, no link targets, no formulas. */
  text: string;
  /** Whether the HTML holds KaTeX output (the page then needs KaTeX's stylesheet). */
  math: boolean;
}

export interface RenderOptions {
  /** One-line texts (quiz choices, card fronts): a lone paragraph is rendered without its <p>. */
  inline?: boolean;
  /** The language of the text: names the table regions for screen readers. */
  locale?: "fr" | "en";
  /**
   * Every line break of a paragraph is kept (front matter `lineBreaks: true`, content/README.md §4): for texts
   * written a line per fact (a publisher's identity, an address). Elsewhere content is wrapped at 100 columns and a
   * single line break is a space, as CommonMark reads it.
   */
  lineBreaks?: boolean;
  /** The document's path: names its dictées for the player that asks for their text (listening/blocks.ts). */
  path?: string;
}

/** KaTeX as the server ran it before (trust off: no \href, \url, \htmlClass...; errors shown in red, not thrown). */
const KATEX_OPTIONS = { throwOnError: false, strict: "ignore", trust: false, output: "htmlAndMathml", maxSize: 50, maxExpand: 500 } as const;

/** The MathML elements KaTeX writes, with their attributes (hast property names). */
const MATHML: Record<string, string[]> = {
  math: ["xmlns", "display"],
  semantics: [],
  annotation: ["encoding"],
  mrow: [],
  mi: ["mathvariant"],
  mn: ["mathvariant"],
  mo: ["mathvariant", "stretchy", "fence", "separator", "lspace", "rspace", "minsize", "maxsize", "largeop", "movablelimits", "symmetric", "accent"],
  ms: [],
  mtext: ["mathvariant"],
  mspace: ["width", "height", "depth", "mathbackground", "linebreak"],
  mstyle: ["scriptlevel", "displaystyle", "mathcolor", "mathsize", "mathbackground"],
  mfrac: ["linethickness"],
  msqrt: [],
  mroot: [],
  msup: [],
  msub: [],
  msubsup: [],
  mover: ["accent"],
  munder: ["accentunder"],
  munderover: ["accent", "accentunder"],
  mtable: ["rowspacing", "columnalign", "columnspacing", "columnlines", "rowlines", "frame", "framespacing", "width"],
  mtr: [],
  mlabeledtr: [],
  mtd: ["columnalign", "rowalign"],
  mpadded: ["width", "height", "depth", "lspace", "voffset", "mathbackground", "style"],
  mphantom: [],
  menclose: ["notation", "mathbackground", "mathcolor"],
  merror: [],
};

/**
 * CSS declarations as KaTeX writes them (sizes, offsets, colours of \color and \colorbox, the borders of
 * \boxed and \fcolorbox): a property from this list and a value of numbers, units, names, # colours and
 * calc(); nothing else (no url(), no quotes, no position other than relative).
 */
const KATEX_STYLE = new RegExp(
  "^(?:\\s*(?:(?:background-color|border|border-(?:top|bottom|left|right)-width|border-color|border-right-style|border-style|border-width|bottom|color|height|left|margin|margin-(?:left|right)|min-width|padding-left|top|vertical-align|width):(?![^;]*(?:url|expression|image)\\s*\\()[-+\\w.#%(), ]+|position:relative)\\s*;?)*\\s*$",
  "i",
);

/**
 * What survives sanitizing: GitHub's default schema (the Markdown elements, http(s)/mailto links, no
 * scripts, styles or event handlers), plus KaTeX's output: its classes and checked styles on span, aria-hidden
 * on its visual half, its MathML and the SVG of stretchy symbols (paths and lines only). Images only from
 * https or this site; links only to this site, #anchors, http(s), mailto and tel.
 */
export const SANITIZE_SCHEMA: SanitizeSchema = {
  ...defaultSchema,
  tagNames: [...(defaultSchema.tagNames ?? []), ...Object.keys(MATHML), "svg", "path", "line"],
  attributes: {
    ...defaultSchema.attributes,
    span: ["className", ["ariaHidden", "true"], ["style", KATEX_STYLE], "title"],
    code: [["className", /^language-./]],
    ...Object.fromEntries(Object.entries(MATHML).map(([tag, names]) => [tag, names.map((name) => (name === "style" ? ["style", KATEX_STYLE] : name))])),
    svg: ["xmlns", "width", "height", "viewBox", "preserveAspectRatio", ["style", KATEX_STYLE]],
    path: ["d"],
    line: ["x1", "y1", "x2", "y2", "strokeWidth"],
  },
  protocols: { ...defaultSchema.protocols, href: ["http", "https", "mailto", "tel"], src: ["https"] },
  strip: ["script", "style"],
};

// ---- Markdown tree --------------------------------------------------------------------------------------

type AnyMd = MdRoot | MdContent;
const hasChildren = (node: AnyMd): node is AnyMd & MdParent => "children" in node && Array.isArray(node.children);

/**
 * Before HTML: a dollar pair the §5 detector does not call math ("5 $ ou 10 $", "10$, 20$") stays text;
 * `$$...$$` written inline is display math, a block of its own when it is the whole paragraph (as the content
 * writes it); French typography (no line break before : ; ! ? » or after «).
 */
function prepareMarkdown(tree: MdRoot, source: string): void {
  markListeningBlocks(tree);
  markFigureBlocks(tree);
  const slice = (node: MdContent) => source.slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? 0);
  const rewrite = (parent: AnyMd & MdParent) => {
    const children = parent.children as MdContent[];
    for (let index = 0; index < children.length; index += 1) {
      const node = children[index]!;
      if (node.type === "inlineMath") {
        const start = node.position?.start.offset ?? 0;
        const end = node.position?.end.offset ?? 0;
        const written = slice(node);
        const display = written.startsWith("$$");
        // One character of context each side: the detector refuses a $ after a digit or before one.
        if (!display && !containsMath(source.slice(Math.max(0, start - 1), end + 1))) {
          children[index] = { type: "text", value: written.replace(/\\\$/g, "$") };
        } else if (display && parent.type === "paragraph" && children.length === 1) {
          // The shape remark-math gives a $$ block: <pre><code class="language-math math-display">.
          const code = {
            type: "element",
            tagName: "code",
            properties: { className: ["language-math", "math-display"] },
            children: [{ type: "text", value: node.value }],
          };
          const block = parent as unknown as Record<string, unknown>;
          delete block.children;
          Object.assign(block, { type: "math", value: node.value, meta: null, data: { hName: "pre", hChildren: [code] } });
          return;
        } else if (display) {
          node.data = { ...node.data, hProperties: { className: ["language-math", "math-display"] } };
        }
      } else if (node.type === "text") {
        node.value = node.value.replace(/ ([:;!?»])/g, "\u00a0$1").replace(/« /g, "«\u00a0");
      } else if (hasChildren(node)) rewrite(node);
    }
  };
  rewrite(tree);
}

/** Every soft line break (a newline inside a text) becomes a hard one (`<br>`), as written. Code and math are left alone. */
function keepLineBreaks(parent: AnyMd & MdParent): void {
  const children = parent.children as MdContent[];
  for (let index = 0; index < children.length; index += 1) {
    const node = children[index]!;
    if (node.type === "text" && node.value.includes("\n")) {
      const parts: MdContent[] = node.value
        .split(/[ \t]*\n[ \t]*/)
        .flatMap((line, at): MdContent[] => [...(at > 0 ? [{ type: "break" } as MdContent] : []), ...(line ? [{ type: "text", value: line } as MdContent] : [])]);
      children.splice(index, 1, ...parts);
      index += parts.length - 1;
    } else if (hasChildren(node)) keepLineBreaks(node);
  }
}

/** The words of a Markdown tree, a block a line (headings, paragraphs, table rows, code...): no math. */
export function mdText(tree: MdRoot): string {
  const lines: string[] = [];
  const inline = (node: AnyMd): string => {
    if (node.type === "text" || node.type === "inlineCode") return node.value;
    if (node.type === "image") return node.alt ?? "";
    if (node.type === "break") return " ";
    if (node.type === "inlineMath" || node.type === "html") return " ";
    return hasChildren(node) ? node.children.map(inline).join("") : "";
  };
  const block = (node: AnyMd) => {
    if (node.type === "heading" || node.type === "paragraph") lines.push(inline(node));
    else if (node.type === "code") lines.push(node.value);
    else if (figureText(node) !== null) lines.push(figureText(node)!);
    else if (node.type === "html") lines.push(node.value.replace(/<[^>]*>/g, " "));
    else if (node.type === "tableRow") lines.push(node.children.map(inline).join(" "));
    else if (hasChildren(node)) node.children.forEach(block);
  };
  block(tree);
  return lines
    .map((line) => line.replace(/\u00a0/g, " ").replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}

// ---- HTML tree ------------------------------------------------------------------------------------------

const classes = (node: Element): string[] => {
  const value = node.properties.className;
  return Array.isArray(value) ? value.map(String) : typeof value === "string" ? (value as string).split(" ") : [];
};
const element = (tagName: string, properties: Element["properties"], children: ElementContent[]): Element => ({ type: "element", tagName, properties, children });

/** The text of an HTML subtree; a formula counts as its TeX (KaTeX's annotation), read once. */
function hastText(node: HastContent | HastRoot): string {
  if (node.type === "text") return node.value;
  if (node.type !== "element" && node.type !== "root") return "";
  if (node.type === "element" && classes(node).includes("katex")) {
    let tex = "";
    const find = (inner: HastContent) => {
      if (inner.type === "element" && inner.tagName === "annotation") tex = hastText(inner);
      else if (inner.type === "element") inner.children.forEach(find);
    };
    node.children.forEach(find);
    return tex;
  }
  return node.children.map(hastText).join("");
}

const SUPERSCRIPTS: Record<string, string> = { "0": "⁰", "1": "¹", "2": "²", "3": "³", "4": "⁴", "5": "⁵", "6": "⁶", "7": "⁷", "8": "⁸", "9": "⁹", "+": "⁺", "−": "⁻", "-": "⁻", n: "ⁿ", "′": "′", "″": "″" };
const SUBSCRIPTS: Record<string, string> = { "0": "₀", "1": "₁", "2": "₂", "3": "₃", "4": "₄", "5": "₅", "6": "₆", "7": "₇", "8": "₈", "9": "₉", "+": "₊", "−": "₋", "-": "₋" };
const DOUBLE_STRUCK: Record<string, string> = { N: "ℕ", Z: "ℤ", Q: "ℚ", R: "ℝ", C: "ℂ" };
const RELATIONS = new Set(["=", "<", ">", "≤", "≥", "≠", "≈", "↦", "→", "⇒", "⇔", "⟺", "∈"]);
const ACCENTS: Record<string, string> = { "^": "\u0302", "→": "\u20d7", "‾": "\u0305", "¯": "\u0305" };

/** A script in Unicode super/subscript letters when it has them all (x², ₁₁), else marked ("^(n+1)"). */
function script(text: string, table: Record<string, string>, mark: string): string {
  const chars = [...text];
  if (chars.length > 0 && chars.every((char) => table[char] !== undefined)) return chars.map((char) => table[char]).join("");
  return chars.length > 1 ? `${mark}(${text})` : `${mark}${text}`;
}
const grouped = (text: string) => ([...text].length > 1 && /[^\p{L}\p{N}.,]/u.test(text) ? `(${text})` : text);

/** A formula as a reader reads it, from KaTeX's MathML (1/3, √2, x², |x − 3| ≤ 2), not from its TeX source. */
function mathmlText(node: HastContent): string {
  if (node.type === "text") return node.value;
  if (node.type !== "element" || node.tagName === "annotation") return "";
  const parts = node.children.map(mathmlText);
  switch (node.tagName) {
    case "mfrac":
      return `${grouped(parts[0] ?? "")}/${grouped(parts[1] ?? "")}`;
    case "msqrt":
      return `√${grouped(parts.join(""))}`;
    case "mroot":
      return `${script(parts[1] ?? "", SUPERSCRIPTS, "^")}√${grouped(parts[0] ?? "")}`;
    case "msup":
      return `${parts[0] ?? ""}${script(parts[1] ?? "", SUPERSCRIPTS, "^")}`;
    case "msub":
      return `${parts[0] ?? ""}${script(parts[1] ?? "", SUBSCRIPTS, "_")}`;
    case "msubsup":
      // A nuclide (^{23}_{11}Na) has no base: its mass number reads first.
      return (parts[0] ?? "") === ""
        ? `${script(parts[2] ?? "", SUPERSCRIPTS, "^")}${script(parts[1] ?? "", SUBSCRIPTS, "_")}`
        : `${parts[0]}${script(parts[1] ?? "", SUBSCRIPTS, "_")}${script(parts[2] ?? "", SUPERSCRIPTS, "^")}`;
    case "mover":
      return `${parts[0] ?? ""}${ACCENTS[(parts[1] ?? "").trim()] ?? ""}`;
    case "mi":
      // \mathbb{R}: the set's own letter (ℝ, ℤ…).
      return (node.properties.mathVariant ?? node.properties.mathvariant) === "double-struck" ? parts.join("").replace(/[A-Z]/g, (letter) => DOUBLE_STRUCK[letter] ?? letter) : parts.join("");
    case "mo":
      return RELATIONS.has(parts.join("").trim()) ? ` ${parts.join("").trim()} ` : parts.join("");
    default:
      return parts.join("");
  }
}

/** The text of a heading for the table of contents: a formula reads as its MathML text, not as TeX. */
function readableText(node: HastContent | HastRoot): string {
  if (node.type === "text") return node.value;
  if (node.type !== "element" && node.type !== "root") return "";
  if (node.type === "element" && node.tagName === "math")
    // Invisible operators (function application after "ln"…) out; KaTeX's "∣" for "|" back to the bar.
    return mathmlText(node)
      .replace(/[\u2061-\u2064](?=[\p{L}\p{N}])/gu, " ")
      .replace(/[\u2061-\u2064]/g, "")
      .replace(/\u2223/g, "|")
      .replace(/\s+/g, " ")
      .trim();
  if (node.type === "element" && classes(node).includes("katex-html")) return "";
  return node.children.map(readableText).join("");
}

/** A URL fragment from a heading: lowercase ASCII, accents dropped, words joined by "-". */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const SAFE_HREF = /^(?:\/(?!\/)|#|https?:\/\/|mailto:|tel:)/i;
const SAFE_SRC = /^(?:https:\/\/|\/(?!\/))/i;
const TABLE_LABEL = { fr: "Tableau : ", en: "Table: " } as const;

/** What one render passes to rehypeContent (in the file's data) and reads back: the heading ids' prefix, the table of contents, whether math was found. */
interface RenderState {
  locale: "fr" | "en";
  toc: TocEntry[];
  math: { found: boolean };
  idPrefix: string;
  path: string;
}
const RENDER_STATE = "revizoRender";

/**
 * After sanitizing, the product's presentation (the class names of ui/styles/content.css): headings from h2
 * with unique ids (and the table of contents), tables in a named keyboard-scrollable region, formulas in
 * their boxes (a display formula scrolls on its own), code blocks reachable by keyboard, lazy images, rel on
 * external links. Links and images the sanitizer left without a safe address become their text.
 */
function rehypeContent() {
  return (tree: HastRoot, file: { data: Record<string, unknown> }) => {
    const options = file.data[RENDER_STATE] as RenderState;
    const seen = new Map<string, number>();
    const visit = (parent: HastRoot | Element, inHeader: boolean) => {
      const children = parent.children as HastContent[];
      for (let index = 0; index < children.length; index += 1) {
        const node = children[index]!;
        if (node.type !== "element") continue;
        const names = classes(node);
        const heading = /^h([1-6])$/.exec(node.tagName);
        if (heading) {
          const level = Math.max(2, Number(heading[1]));
          const text = hastText(node).replace(/\u00a0/g, " ").trim();
          const base = slugify(text) || "section";
          const count = (seen.get(base) ?? 0) + 1;
          seen.set(base, count);
          const id = `${options.idPrefix}${count === 1 ? base : `${base}-${count}`}`;
          node.tagName = `h${level}`;
          node.properties = { id, className: ["md-heading"] };
          // The id keeps the TeX of a formula (stable anchors); the table of contents shows it as read.
          const shown = readableText(node).replace(/\u00a0/g, " ").trim();
          if (level <= 3) options.toc.push({ id, text: shown, depth: level as 2 | 3 });
        } else if (names.includes("katex-display")) {
          options.math.found = true;
          const block = parent.type === "root" || ["li", "blockquote", "td", "th"].includes(parent.tagName);
          children[index] = element(block ? "div" : "span", { className: ["math", "math--display"], tabIndex: 0 }, [node]);
          continue;
        } else if (names.includes("katex") || names.includes("katex-error")) {
          options.math.found = true;
          children[index] = element("span", { className: ["math"] }, [node]);
          if (inHeader) exposeVisualMath(node);
          continue;
        } else if (node.tagName === "table") {
          const head = node.children.find((child): child is Element => child.type === "element" && child.tagName === "thead");
          const columns = head
            ? tableCells(head)
                .map((cell) => hastText(cell).replace(/\u00a0/g, " ").trim())
                .filter(Boolean)
            : [];
          children[index] = element("div", { className: ["md-table"], role: "region", ariaLabel: `${TABLE_LABEL[options.locale]}${columns.join(", ")}`, tabIndex: 0 }, [node]);
        } else if (node.tagName === "th" || node.tagName === "td") {
          const align = node.properties.align;
          node.properties = typeof align === "string" ? { style: `text-align:${align}` } : {};
          if (node.tagName === "th" && hastText(node).trim() === "") node.tagName = "td";
          else if (node.tagName === "th") node.properties.scope = "col";
          visit(node, node.tagName === "th");
          continue;
        } else if (node.tagName === "pre") {
          const inline = (markdown: string) => renderMarkdown(markdown, { inline: true, locale: options.locale }).html;
          const media = listeningElement(node, options.locale, options.path) ?? figureElement(node, inline);
          if (media === "drop") children.splice(index--, 1);
          else if (media) children[index] = media;
          if (media) continue;
          node.properties = { ...node.properties, className: ["md-code"], tabIndex: 0 };
          continue;
        } else if (node.tagName === "code") {
          node.properties = { className: ["md-inline-code"] };
          continue;
        } else if (node.tagName === "blockquote") {
          node.properties = { className: ["md-quote"] };
        } else if (node.tagName === "hr") {
          node.properties = { className: ["md-rule"] };
        } else if (node.tagName === "img") {
          const src = typeof node.properties.src === "string" ? node.properties.src : "";
          const alt = typeof node.properties.alt === "string" ? node.properties.alt : "";
          if (!SAFE_SRC.test(src)) children[index] = { type: "text", value: alt } satisfies HastText;
          else node.properties = { className: ["md-image"], src, alt, ...(node.properties.title ? { title: node.properties.title } : {}), loading: "lazy", decoding: "async" };
          continue;
        } else if (node.tagName === "a") {
          const href = typeof node.properties.href === "string" ? node.properties.href : "";
          if (!SAFE_HREF.test(href)) {
            children.splice(index, 1, ...node.children);
            index -= 1;
            continue;
          }
          const title = node.properties.title;
          node.properties = { href, ...(title ? { title } : {}), ...(/^https?:/i.test(href) ? { rel: ["noopener", "noreferrer"] } : {}) };
        }
        visit(node, inHeader);
      }
    };
    visit(tree, false);
  };
}

function tableCells(head: Element): Element[] {
  const row = head.children.find((child): child is Element => child.type === "element" && child.tagName === "tr");
  return row ? row.children.filter((child): child is Element => child.type === "element") : [];
}

/** In a header cell a formula must be the cell's readable text: KaTeX's visual half is exposed, its MathML hidden. */
function exposeVisualMath(katex: Element): void {
  for (const part of katex.children) {
    if (part.type !== "element") continue;
    const names = classes(part);
    if (names.includes("katex-mathml")) part.properties = { ...part.properties, ariaHidden: "true" };
    if (names.includes("katex-html")) delete part.properties.ariaHidden;
  }
}

/** The lone paragraph of an inline text, unwrapped. */
function unwrapLoneParagraph(tree: HastRoot): void {
  const elements = tree.children.filter((node) => !(node.type === "text" && node.value.trim() === ""));
  const [first] = elements;
  if (elements.length === 1 && first?.type === "element" && first.tagName === "p") tree.children = first.children;
}

const markdownParser = unified().use(remarkParse).use(remarkGfm).use(remarkMath);

/**
 * Markdown tree to HTML: one processor for every render (built and frozen once: a processor per call cost more than
 * most of the short texts it rendered); what differs per render travels in the file's data (RenderState).
 */
const htmlRenderer = unified()
  // Raw HTML is shown as text: the content never needs it, and a writer's "<title>" stays readable.
  .use(remarkRehype, { handlers: { html: (_state, node: { value: string }) => ({ type: "text", value: node.value }) } })
  .use(rehypeKatex, KATEX_OPTIONS)
  .use(rehypeSanitize, SANITIZE_SCHEMA)
  .use(rehypeContent)
  .use(rehypeStringify)
  .freeze();

/** A prepared Markdown tree to sanitized HTML, with its table of contents. */
function renderTree(mdTree: MdRoot, options: RenderOptions & { idPrefix?: string }): Omit<RenderedMarkdown, "text"> {
  const state: RenderState = { locale: options.locale ?? "fr", toc: [], math: { found: false }, idPrefix: options.idPrefix ?? "", path: options.path ?? "" };
  const hast = htmlRenderer.runSync(mdTree, { data: { [RENDER_STATE]: state } }) as HastRoot;
  if (options.inline) unwrapLoneParagraph(hast);
  return { html: htmlRenderer.stringify(hast).trim(), toc: state.toc, math: state.math.found };
}

/** Markdown (content/README.md §4) to sanitized HTML, with its table of contents and its plain text. */
export function renderMarkdown(source: string, options: RenderOptions = {}): RenderedMarkdown {
  const mdTree = markdownParser.parse(source);
  prepareMarkdown(mdTree, source);
  if (options.lineBreaks) keepLineBreaks(mdTree);
  const text = mdText(mdTree);
  return { ...renderTree(mdTree, options), text };
}

/** A part of a practice paper rendered: a correction or a marking scheme. */
export interface RenderedPaperPart {
  kind: PaperPartKind;
  title: string;
  html: string;
}

/** A practice paper split at import (content/README.md §8, the rule: domain/learning/paper.ts). */
export interface RenderedPaper {
  /** The instructions before the first exercise. */
  introHtml: string;
  exercises: {
    /** The exercise heading's id: its anchor in the page. */
    id: string;
    title: string;
    titleHtml: string;
    points: number;
    statementHtml: string;
    parts: RenderedPaperPart[];
  }[];
  /** Sections after the exercises (a summary of the marking scheme, notes). */
  closing: { id: string; title: string; kind: PaperPartKind | null; html: string }[];
  /** The points a candidate can score (paperTotal). */
  total: number;
  /** The candidate treats one subject of several. */
  choice: boolean;
}

/**
 * A practice paper's body split into its instructions, exercises (statement, corrections, marking schemes)
 * and closing sections, each rendered like a body; heading ids stay unique in the page: "exercice-n-" starts
 * those of exercise n's statement, "exercice-n-k-" those of its k-th part, "fin-k-" those of closing section k.
 */
export function renderPaper(source: string, options: RenderOptions & { choice: boolean }): RenderedPaper {
  const mdTree = markdownParser.parse(source);
  prepareMarkdown(mdTree, source);
  const headingOf = (node: MdContent): PaperHeading | null => (node.type === "heading" ? { depth: node.depth, text: mdText({ type: "root", children: [node] }) } : null);
  const split = splitPaper(mdTree.children, headingOf);
  const html = (children: MdContent[], idPrefix = "") => renderTree({ type: "root", children } as MdRoot, { ...options, idPrefix }).html;
  const titleSource = (node: MdContent) => {
    if (node.type !== "heading" || node.children.length === 0) return "";
    const start = node.children[0]!.position?.start.offset ?? 0;
    const end = node.children.at(-1)!.position?.end.offset ?? 0;
    return source.slice(start, end).replace(/\s*\(\d+(?:[.,]\d+)?\s*points?\)\s*$/i, "");
  };
  const exercises = split.exercises.map((exercise, index) => {
    const prefix = `exercice-${index + 1}-`;
    return {
      id: `exercice-${index + 1}`,
      title: exercise.title,
      titleHtml: renderTree(markdownParserTree(titleSource(exercise.heading)), { ...options, inline: true }).html,
      points: exercise.points,
      statementHtml: html(exercise.statement, prefix),
      parts: exercise.parts.map((part, at) => ({ kind: part.kind, title: part.title, html: html(part.blocks, `${prefix}${at + 1}-`) })),
    };
  });
  return {
    introHtml: html(split.intro),
    exercises,
    closing: split.closing.map((closing, index) => ({ id: `fin-${index + 1}`, title: closing.title, kind: closing.kind, html: html(closing.blocks, `fin-${index + 1}-`) })),
    total: paperTotal(
      exercises.map((exercise) => exercise.points),
      options.choice,
    ),
    choice: options.choice,
  };
}

/** A one-line Markdown text parsed and prepared. */
function markdownParserTree(source: string): MdRoot {
  const tree = markdownParser.parse(source);
  prepareMarkdown(tree, source);
  return tree;
}

/**
 * The Markdown tree of a text as this renderer reads it (§5 dollar pairs that are prices kept as text, `$$` blocks,
 * French spaces): what other outputs of the same content walk (the PDF sheets, docs/decisions/020).
 */
export function parseMarkdown(source: string): MdRoot {
  const tree = markdownParser.parse(source);
  prepareMarkdown(tree, source);
  return tree;
}

/** The plain text of a Markdown text (search, word counts). */
export function markdownToText(source: string): string {
  return mdText(parseMarkdown(source));
}
