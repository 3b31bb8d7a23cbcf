// A small Markdown reader for the product's own content (content/README.md §4: CommonMark + GFM tables,
// KaTeX math with $...$ and $$...$$). It builds a tree that Markdown.tsx renders as React elements: no HTML
// string ever reaches the page, and raw HTML in a document is shown as text.
//
// Supported: ATX headings, paragraphs (soft and hard breaks), emphasis (* _), strong (** __), strikethrough
// (~~), inline code, links and images (with optional title), bullet and ordered lists (nested, tight or
// loose), GFM tables with alignment, fenced code blocks, blockquotes, thematic breaks, inline and display
// math, backslash escapes. Not supported (not used by the content): setext headings, indented code
// blocks, reference links, footnotes, raw HTML.

export type Inline =
  | { type: "text"; value: string }
  | { type: "strong"; children: Inline[] }
  | { type: "em"; children: Inline[] }
  | { type: "del"; children: Inline[] }
  | { type: "code"; value: string }
  | { type: "math"; tex: string; display: boolean }
  | { type: "link"; href: string; title: string | null; children: Inline[] }
  | { type: "image"; src: string; alt: string; title: string | null }
  | { type: "break" };

export type Align = "left" | "center" | "right" | null;

export type Block =
  | { type: "heading"; level: number; id: string; children: Inline[] }
  | { type: "paragraph"; children: Inline[] }
  | { type: "list"; ordered: boolean; start: number; tight: boolean; items: Block[][] }
  | { type: "table"; align: Align[]; head: Inline[][]; rows: Inline[][][] }
  | { type: "code"; lang: string | null; value: string }
  | { type: "math"; tex: string }
  | { type: "blockquote"; children: Block[] }
  | { type: "hr" };

const FENCE = /^( {0,3})(`{3,}|~{3,})[ \t]*([^`\s]*)[^`]*$/;
const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const HR = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const QUOTE = /^ {0,3}> ?/;
const LIST_ITEM = /^( {0,3})([-*+]|\d{1,9}[.)])( +|$)(.*)$/;
const TABLE_DELIMITER = /^ {0,3}\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;
const PUNCTUATION = /[!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]/;

const isBlank = (line: string) => line.trim() === "";
const indentOf = (line: string) => /^ */.exec(line)?.[0].length ?? 0;

/** Reads a Markdown document into blocks; heading ids are unique slugs of their text. */
export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, "\n").replace(/\t/g, "    ").split("\n");
  const blocks = parseBlocks(lines);
  const seen = new Map<string, number>();
  walkBlocks(blocks, (block) => {
    if (block.type !== "heading") return;
    const base = slugify(plainText(block.children)) || "section";
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    block.id = count === 1 ? base : `${base}-${count}`;
  });
  return blocks;
}

/** Every block, depth first (lists and blockquotes included). */
export function walkBlocks(blocks: readonly Block[], visit: (block: Block) => void): void {
  for (const block of blocks) {
    visit(block);
    if (block.type === "list") for (const item of block.items) walkBlocks(item, visit);
    if (block.type === "blockquote") walkBlocks(block.children, visit);
  }
}

/** Every inline node of a block tree, depth first. */
export function walkInlines(blocks: readonly Block[], visit: (node: Inline) => void): void {
  const inlines = (nodes: readonly Inline[]) => {
    for (const node of nodes) {
      visit(node);
      if (node.type === "strong" || node.type === "em" || node.type === "del" || node.type === "link") inlines(node.children);
    }
  };
  walkBlocks(blocks, (block) => {
    if (block.type === "heading" || block.type === "paragraph") inlines(block.children);
    if (block.type === "table") [...block.head, ...block.rows.flat()].forEach(inlines);
  });
}

/** The text of inline nodes, without formatting (alt texts, ids, structured data). */
export function plainText(nodes: readonly Inline[]): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case "text":
        case "code":
          return node.value;
        case "math":
          return node.tex;
        case "image":
          return node.alt;
        case "break":
          return " ";
        default:
          return plainText(node.children);
      }
    })
    .join("");
}

/** The text of blocks, paragraphs separated by a space. */
export function blocksText(blocks: readonly Block[]): string {
  const parts: string[] = [];
  for (const block of blocks) {
    if (block.type === "heading" || block.type === "paragraph") parts.push(plainText(block.children));
    else if (block.type === "list") block.items.forEach((item) => parts.push(blocksText(item)));
    else if (block.type === "blockquote") parts.push(blocksText(block.children));
    else if (block.type === "code") parts.push(block.value);
    else if (block.type === "math") parts.push(block.tex);
    else if (block.type === "table") [block.head, ...block.rows].forEach((row) => parts.push(row.map(plainText).join(" ")));
  }
  return parts.filter(Boolean).join(" ").replace(/\s+/g, " ").trim();
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

function parseBlocks(lines: readonly string[]): Block[] {
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? "";
    if (isBlank(line)) {
      i += 1;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const [, indent = "", marker = "", lang = ""] = fence;
      const body: string[] = [];
      const close = new RegExp(`^ {0,3}${marker[0] === "`" ? "`" : "~"}{${marker.length},}[ \\t]*$`);
      i += 1;
      while (i < lines.length && !close.test(lines[i] ?? "")) {
        body.push((lines[i] ?? "").replace(new RegExp(`^ {0,${indent.length}}`), ""));
        i += 1;
      }
      i += 1;
      blocks.push({ type: "code", lang: lang === "" ? null : lang, value: body.join("\n") });
      continue;
    }
    const math = readMathBlock(lines, i);
    if (math) {
      blocks.push({ type: "math", tex: math.tex });
      i = math.next;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ type: "heading", level: heading[1]?.length ?? 1, id: "", children: parseInline(heading[2] ?? "") });
      i += 1;
      continue;
    }
    if (HR.test(line)) {
      blocks.push({ type: "hr" });
      i += 1;
      continue;
    }
    if (QUOTE.test(line)) {
      const quoted: string[] = [];
      while (i < lines.length && !isBlank(lines[i] ?? "")) {
        const current = lines[i] ?? "";
        if (QUOTE.test(current)) quoted.push(current.replace(QUOTE, ""));
        else if (startsBlock(lines, i)) break;
        else quoted.push(current); // lazy continuation of the quoted paragraph
        i += 1;
      }
      blocks.push({ type: "blockquote", children: parseBlocks(quoted) });
      continue;
    }
    if (isTableStart(lines, i)) {
      const table = readTable(lines, i);
      blocks.push(table.block);
      i = table.next;
      continue;
    }
    if (LIST_ITEM.test(line)) {
      const list = readList(lines, i);
      blocks.push(list.block);
      i = list.next;
      continue;
    }
    const paragraph: string[] = [line];
    i += 1;
    while (i < lines.length && !isBlank(lines[i] ?? "") && !startsBlock(lines, i, true)) {
      paragraph.push(lines[i] ?? "");
      i += 1;
    }
    blocks.push({ type: "paragraph", children: parseInline(paragraph.map((l) => l.replace(/^ +/, "")).join("\n").replace(/\s+$/, "")) });
  }
  return blocks;
}

/** Whether line i starts a block that ends a paragraph (lists: bullets, or ordered lists starting at 1). */
function startsBlock(lines: readonly string[], i: number, inParagraph = false): boolean {
  const line = lines[i] ?? "";
  if (FENCE.test(line) || HEADING.test(line) || HR.test(line) || QUOTE.test(line) || readMathBlock(lines, i) !== null) return true;
  if (isTableStart(lines, i)) return true;
  const item = LIST_ITEM.exec(line);
  if (!item) return false;
  if (!inParagraph) return true;
  const marker = item[2] ?? "";
  return item[4] !== "" && (/^[-*+]$/.test(marker) || /^0*1[.)]$/.test(marker));
}

/** `$$...$$` on one line, or `$$` opening a block closed by a line ending with `$$`. */
function readMathBlock(lines: readonly string[], i: number): { tex: string; next: number } | null {
  const first = (lines[i] ?? "").trim();
  if (!first.startsWith("$$")) return null;
  const rest = first.slice(2);
  if (rest.endsWith("$$") && rest.length >= 2) {
    const tex = rest.slice(0, -2);
    return tex.includes("$$") || tex.trim() === "" ? null : { tex: tex.trim(), next: i + 1 };
  }
  if (rest.includes("$$")) return null;
  const body = [rest];
  for (let j = i + 1; j < lines.length; j += 1) {
    const line = (lines[j] ?? "").trim();
    if (line === "") return null;
    if (line.endsWith("$$")) {
      body.push(line.slice(0, -2));
      const tex = body.join("\n").trim();
      return tex === "" ? null : { tex, next: j + 1 };
    }
    body.push(line);
  }
  return null;
}

function isTableStart(lines: readonly string[], i: number): boolean {
  const head = lines[i] ?? "";
  const delimiter = lines[i + 1] ?? "";
  if (!head.includes("|") || !TABLE_DELIMITER.test(delimiter) || !delimiter.includes("-")) return false;
  if (!delimiter.includes("|") && splitRow(head).length !== 1) return false;
  return splitRow(head).length === splitRow(delimiter).length;
}

function readTable(lines: readonly string[], i: number): { block: Block; next: number } {
  const head = splitRow(lines[i] ?? "");
  const align: Align[] = splitRow(lines[i + 1] ?? "").map((cell) => {
    const left = cell.startsWith(":");
    const right = cell.endsWith(":");
    return left && right ? "center" : right ? "right" : left ? "left" : null;
  });
  const rows: Inline[][][] = [];
  let next = i + 2;
  while (next < lines.length && !isBlank(lines[next] ?? "") && (lines[next] ?? "").includes("|")) {
    const cells = splitRow(lines[next] ?? "");
    rows.push(head.map((_, index) => parseInline(cells[index] ?? "")));
    next += 1;
  }
  return { block: { type: "table", align, head: head.map((cell) => parseInline(cell)), rows }, next };
}

/** The cells of a table row: pipes inside code spans, math or escaped (\|) do not split. */
export function splitRow(line: string): string[] {
  let row = line.trim();
  if (row.startsWith("|")) row = row.slice(1);
  if (row.endsWith("|") && !row.endsWith("\\|")) row = row.slice(0, -1);
  const cells: string[] = [];
  let cell = "";
  let code = false;
  let math = false;
  for (let i = 0; i < row.length; i += 1) {
    const c = row[i] ?? "";
    if (c === "\\" && row[i + 1] === "|") {
      cell += "|";
      i += 1;
    } else if (c === "\\") {
      cell += c + (row[i + 1] ?? "");
      i += 1;
    } else if (c === "`" && !math) {
      code = !code;
      cell += c;
    } else if (c === "$" && !code) {
      math = !math;
      cell += c;
    } else if (c === "|" && !code && !math) {
      cells.push(cell.trim());
      cell = "";
    } else cell += c;
  }
  cells.push(cell.trim());
  return cells;
}

function readList(lines: readonly string[], start: number): { block: Block; next: number } {
  const first = LIST_ITEM.exec(lines[start] ?? "");
  const firstMarker = first?.[2] ?? "-";
  const ordered = /\d/.test(firstMarker);
  const kind = firstMarker.slice(-1);
  const sameList = (marker: string) => /\d/.test(marker) === ordered && marker.slice(-1) === kind;
  const items: Block[][] = [];
  let tight = true;
  let i = start;
  while (i < lines.length) {
    const match = LIST_ITEM.exec(lines[i] ?? "");
    if (!match || !sameList(match[2] ?? "")) break;
    const [, indent = "", marker = "", spaces = "", text = ""] = match;
    const contentIndent = indent.length + marker.length + (spaces.length === 0 || spaces.length > 4 ? 1 : spaces.length);
    const itemLines = [text];
    i += 1;
    while (i < lines.length) {
      const line = lines[i] ?? "";
      if (isBlank(line)) {
        let j = i;
        while (j < lines.length && isBlank(lines[j] ?? "")) j += 1;
        if (j < lines.length && indentOf(lines[j] ?? "") >= contentIndent) {
          for (let k = i; k < j; k += 1) itemLines.push("");
          tight = false;
          i = j;
          continue;
        }
        break;
      }
      if (indentOf(line) >= contentIndent) itemLines.push(line.slice(contentIndent));
      else if (LIST_ITEM.test(line) || startsBlock(lines, i)) break;
      else if (!isBlank(itemLines[itemLines.length - 1] ?? "")) itemLines.push(line.trim());
      else break;
      i += 1;
    }
    items.push(parseBlocks(itemLines));
    let j = i;
    while (j < lines.length && isBlank(lines[j] ?? "")) j += 1;
    const sibling = LIST_ITEM.exec(lines[j] ?? "");
    if (j < lines.length && sibling && sameList(sibling[2] ?? "") && indentOf(lines[j] ?? "") < contentIndent) {
      if (j > i) tight = false;
      i = j;
      continue;
    }
    break;
  }
  const startNumber = ordered ? Number.parseInt(firstMarker, 10) : 1;
  return { block: { type: "list", ordered, start: startNumber, tight, items }, next: i };
}

/** Spans that emphasis and brackets must not look into: escapes, code spans, math. Returns the index after it. */
function atomicEnd(src: string, i: number): number | null {
  const c = src[i];
  if (c === "\\") return i + 2;
  if (c === "`") return codeSpan(src, i)?.end ?? null;
  if (c === "$") return mathSpan(src, i)?.end ?? null;
  return null;
}

function codeSpan(src: string, i: number): { value: string; end: number } | null {
  const run = /^`+/.exec(src.slice(i))?.[0].length ?? 0;
  let j = i + run;
  while (j < src.length) {
    const k = src.indexOf("`", j);
    if (k < 0) return null;
    const closing = /^`+/.exec(src.slice(k))?.[0].length ?? 0;
    if (closing === run) {
      let value = src.slice(i + run, k).replace(/\n/g, " ");
      if (value.length > 2 && value.startsWith(" ") && value.endsWith(" ") && value.trim() !== "") value = value.slice(1, -1);
      return { value, end: k + closing };
    }
    j = k + closing;
  }
  return null;
}

function mathSpan(src: string, i: number): { tex: string; display: boolean; end: number } | null {
  if (src[i + 1] === "$") {
    for (let j = i + 2; j < src.length - 1; j += 1) {
      if (src[j] === "\\") j += 1;
      else if (src[j] === "$" && src[j + 1] === "$") {
        const tex = src.slice(i + 2, j).trim();
        return tex === "" ? null : { tex, display: true, end: j + 2 };
      }
    }
    return null;
  }
  // Inline: the opening $ is followed by a non-space and not preceded by a digit (prices); the closing $ is
  // preceded by a non-space and not followed by a digit (same rules as domain/validation/math.ts).
  const next = src[i + 1];
  if (next === undefined || /\s/.test(next) || /\d/.test(src[i - 1] ?? "")) return null;
  for (let j = i + 1; j < src.length; j += 1) {
    const c = src[j];
    if (c === "\\") j += 1;
    else if (c === "\n" && src[j + 1] === "\n") return null;
    else if (c === "$") {
      if (/\s/.test(src[j - 1] ?? "") || /\d/.test(src[j + 1] ?? "")) continue;
      return { tex: src.slice(i + 1, j), display: false, end: j + 1 };
    }
  }
  return null;
}

/** `[label](destination "title")` starting at the `[` at i. */
function linkAt(src: string, i: number): { label: string; href: string; title: string | null; end: number } | null {
  let depth = 0;
  let j = i;
  for (; j < src.length; j += 1) {
    const skip = atomicEnd(src, j);
    if (skip !== null) {
      j = skip - 1;
      continue;
    }
    if (src[j] === "[") depth += 1;
    else if (src[j] === "]") {
      depth -= 1;
      if (depth === 0) break;
    }
  }
  if (depth !== 0 || src[j + 1] !== "(") return null;
  const label = src.slice(i + 1, j);
  let k = j + 2;
  while (src[k] === " ") k += 1;
  let href = "";
  if (src[k] === "<") {
    const close = src.indexOf(">", k);
    if (close < 0) return null;
    href = src.slice(k + 1, close);
    k = close + 1;
  } else {
    let parens = 0;
    while (k < src.length && !/\s/.test(src[k] ?? "")) {
      const c = src[k];
      if (c === "\\" && PUNCTUATION.test(src[k + 1] ?? "")) {
        href += src[k + 1];
        k += 2;
        continue;
      }
      if (c === "(") parens += 1;
      if (c === ")") {
        if (parens === 0) break;
        parens -= 1;
      }
      href += c;
      k += 1;
    }
  }
  while (src[k] === " " || src[k] === "\n") k += 1;
  let title: string | null = null;
  const quote = src[k];
  if (quote === '"' || quote === "'") {
    const close = src.indexOf(quote, k + 1);
    if (close < 0) return null;
    title = src.slice(k + 1, close);
    k = close + 1;
    while (src[k] === " ") k += 1;
  }
  if (src[k] !== ")") return null;
  return { label, href, title, end: k + 1 };
}

const RUN = /^(\*+|_+|~+)/;

/**
 * Emphasis opened by the run of `*`, `_` or `~` at i. Delimiter runs met on the way that open their own
 * emphasis are read first (so `*a **b** c*` and `*a **b***` nest); a closing run may be longer than the
 * opening one, the rest being left to an outer emphasis.
 */
function emphasis(src: string, i: number, memo = new Map<number, Emphasis | null>()): Emphasis | null {
  if (memo.has(i)) return memo.get(i) ?? null;
  const found = readEmphasis(src, i, memo);
  memo.set(i, found);
  return found;
}

type Emphasis = { node: Inline; end: number };

function readEmphasis(src: string, i: number, memo: Map<number, Emphasis | null>): Emphasis | null {
  const c = src[i] ?? "";
  const run = Math.min(RUN.exec(src.slice(i))?.[0].length ?? 0, 3);
  if (c === "~" && run !== 2) return null;
  const after = src[i + run];
  if (after === undefined || /\s/.test(after)) return null;
  if (c === "_" && /[\p{L}\p{N}]/u.test(src[i - 1] ?? "")) return null;
  let j = i + run;
  while (j < src.length) {
    const skip = atomicEnd(src, j);
    if (skip !== null) {
      j = skip;
      continue;
    }
    if (src[j] !== c) {
      j += 1;
      continue;
    }
    const length = RUN.exec(src.slice(j))?.[0].length ?? 1;
    const canClose = j > i + run && !/\s/.test(src[j - 1] ?? " ") && !(c === "_" && /[\p{L}\p{N}]/u.test(src[j + length] ?? ""));
    if (canClose && length >= run) {
      const children = parseInline(src.slice(i + run, j));
      const node: Inline =
        c === "~"
          ? { type: "del", children }
          : run === 1
            ? { type: "em", children }
            : run === 2
              ? { type: "strong", children }
              : { type: "strong", children: [{ type: "em", children }] };
      return { node, end: j + run };
    }
    const inner = canClose ? null : emphasis(src, j, memo);
    j = inner ? inner.end : j + length;
  }
  return null;
}

/** Reads inline Markdown (one paragraph, heading or table cell). */
export function parseInline(src: string): Inline[] {
  const memo = new Map<number, Emphasis | null>();
  const out: Inline[] = [];
  let text = "";
  const flush = () => {
    if (text !== "") out.push({ type: "text", value: text });
    text = "";
  };
  let i = 0;
  while (i < src.length) {
    const c = src[i] ?? "";
    if (c === "\\") {
      const next = src[i + 1];
      if (next === "\n") {
        flush();
        out.push({ type: "break" });
        i += 2;
      } else if (next !== undefined && PUNCTUATION.test(next)) {
        text += next;
        i += 2;
      } else {
        text += c;
        i += 1;
      }
      continue;
    }
    if (c === "\n") {
      if (/ {2,}$/.test(text)) {
        text = text.replace(/ +$/, "");
        flush();
        out.push({ type: "break" });
      } else text = `${text.replace(/ +$/, "")}\n`;
      i += 1;
      continue;
    }
    if (c === "`") {
      const span = codeSpan(src, i);
      const run = /^`+/.exec(src.slice(i))?.[0] ?? "`";
      if (span) {
        flush();
        out.push({ type: "code", value: span.value });
        i = span.end;
      } else {
        text += run;
        i += run.length;
      }
      continue;
    }
    if (c === "$") {
      const math = mathSpan(src, i);
      if (math) {
        flush();
        out.push({ type: "math", tex: math.tex, display: math.display });
        i = math.end;
      } else {
        text += c;
        i += 1;
      }
      continue;
    }
    if (c === "!" && src[i + 1] === "[") {
      const image = linkAt(src, i + 1);
      if (image) {
        flush();
        out.push({ type: "image", src: image.href, alt: plainText(parseInline(image.label)), title: image.title });
        i = image.end;
        continue;
      }
    }
    if (c === "[") {
      const link = linkAt(src, i);
      if (link) {
        flush();
        out.push({ type: "link", href: link.href, title: link.title, children: parseInline(link.label) });
        i = link.end;
        continue;
      }
    }
    if (c === "*" || c === "_" || c === "~") {
      const found = emphasis(src, i, memo);
      if (found) {
        flush();
        out.push(found.node);
        i = found.end;
        continue;
      }
      const run = RUN.exec(src.slice(i))?.[0] ?? c;
      text += run;
      i += run.length;
      continue;
    }
    text += c;
    i += 1;
  }
  flush();
  return out;
}
