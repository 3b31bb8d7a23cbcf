// A sheet's PDF with pdfkit (docs/decisions/020): the Markdown tree the importer reads (markdown-render.ts
// parseMarkdown) laid out on A4: headings, paragraphs, lists, tables, bold/italic, code, inline and display
// formulas (MathJax SVG drawn as vector paths by svg-to-pdfkit). Fonts ship in npm packages (Source Sans 3, DejaVu
// Sans for the symbols Source Sans lacks: arrows, ≤, Greek...), so nothing depends on the machine's fonts.
// A header (brand, class and subject, the title on the first page) and a footer (page address, page n / N) on
// every page; the metadata Title is the chapter title.
import type { List, ListItem, PhrasingContent, Root, RootContent, Table } from "mdast";
import SVGtoPDF from "svg-to-pdfkit";
import type { SheetPdfInput, SheetRenderer } from "../../../../application/api/content/sheets.ts";
import { FACE_FILES, newPdfDocument, type Face, type FontFiles } from "../../pdf/pdf-fonts.ts";
import { figureOfNode, type PreparedFigure } from "../figures/blocks.ts";
import { parseMarkdown } from "../markdown-render.ts";
import { breakLines, columnWidths, fontRuns, splitWords, type LineItem } from "./sheet-layout.ts";
import { texToSvg, type MathSvg } from "./tex-svg.ts";

// ---- Page and type ------------------------------------------------------------------------------------------

const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN = { side: 40, top: 34, bottom: 40 } as const;
const HEADER_HEIGHT = 18;
const BODY_SIZE = 9.3;
/**
 * Large print (issue 30): the sheet is laid out on a page 1.4 times smaller than A4, then drawn on A4 scaled 1.4 times:
 * every size and margin grows alike (text 9.3 pt → 13 pt), and the layout code knows one set of sizes.
 */
const PRINT_SCALE = { standard: 1, large: 1.4 } as const;

/** The page the layout fills, in its own units (A4 for the usual sheet). */
interface PageLayout {
  scale: number;
  width: number;
  height: number;
  footerY: number;
  contentBottom: number;
}

function pageLayout(scale: number): PageLayout {
  const width = A4.width / scale;
  const height = A4.height / scale;
  return { scale, width, height, footerY: height - 26, contentBottom: height - MARGIN.bottom };
}
// Formulas at 1.12 × the text size: the x-height of MathJax's TeX fonts (0.43 em) then matches Source Sans 3's (0.49 em).
const MATH_SCALE = 1.12;
const COLORS = { text: "#1b1f2a", muted: "#4a5160", primary: "#1d3fbb", rule: "#d7dcea", shade: "#eef1fa", code: "#f3f4f8" } as const;

/** French names of the front-matter values printed in the header (the web's are in its Lingui catalogs). */
const GRADE_NAMES: Readonly<Record<string, string>> = {
  cp: "CP", ce1: "CE1", ce2: "CE2", cm1: "CM1", cm2: "CM2", "6eme": "6e", "5eme": "5e", "4eme": "4e", "3eme": "3e",
  seconde: "Seconde", premiere: "Première", terminale: "Terminale", sup: "Études supérieures",
};
const SUBJECT_NAMES: Readonly<Record<string, string>> = {
  maths: "Mathématiques", francais: "Français", "histoire-geo": "Histoire-géographie", svt: "SVT",
  "physique-chimie": "Physique-chimie", technologie: "Technologie", anglais: "Anglais", ses: "SES",
  philosophie: "Philosophie", "enseignement-scientifique": "Enseignement scientifique", hggsp: "HGGSP",
  "grand-oral": "Grand oral", methodologie: "Méthodologie",
};
const nameOf = (names: Readonly<Record<string, string>>, slug: string | null) =>
  slug === null ? null : (names[slug] ?? slug.charAt(0).toUpperCase() + slug.slice(1).replace(/-/g, " "));

// ---- Fonts (adapters/api/pdf/pdf-fonts.ts, shared with the receipts) -----------------------------------------

const CODE_FONT = "Courier";

/** Courier is a standard PDF font written in WinAnsi: Latin-1 and a few more (œ, €, dashes, quotes). */
const WIN_ANSI_EXTRA = new Set([..."ŒœŠšŸŽžƒˆ˜–—‘’‚“”„†‡•…‰‹›€™"].map((c) => c.codePointAt(0)!));
const winAnsi = (codePoint: number) => (codePoint >= 0x20 && codePoint <= 0x7e) || (codePoint >= 0xa0 && codePoint <= 0xff) || WIN_ANSI_EXTRA.has(codePoint);

// ---- Inline content -----------------------------------------------------------------------------------------

interface Style {
  face: Face;
  code: boolean;
  color: string;
  size: number;
}

type Atom =
  | { type: "text"; runs: { text: string; font: string }[]; width: number; space: number; style: Style }
  | { type: "math"; math: MathSvg; size: number; width: number; space: number };

/** A paragraph's boxes and where lines must break (hard breaks). */
interface Inline {
  atoms: Atom[];
  breaks: Set<number>;
}

const faceOf = (style: Style, change: { bold?: boolean; italic?: boolean }): Face => {
  const bold = change.bold ?? (style.face === "bold" || style.face === "boldItalic");
  const italic = change.italic ?? (style.face === "italic" || style.face === "boldItalic");
  return bold && italic ? "boldItalic" : bold ? "bold" : italic ? "italic" : "regular";
};

class SheetWriter {
  readonly doc: PDFKit.PDFDocument;
  private readonly fonts: FontFiles;
  private readonly page: PageLayout;
  y: number;
  private top: number;

  constructor(doc: PDFKit.PDFDocument, files: FontFiles, page: PageLayout, firstTop: number) {
    this.doc = doc;
    this.fonts = files;
    this.page = page;
    this.y = firstTop;
    this.top = firstTop;
    // pdfkit starts each page with the identity transform: the scale is set again on every new page.
    if (page.scale !== 1) doc.scale(page.scale);
  }

  // -- measuring

  private fontFor(style: Style, fallback: boolean): string {
    if (style.code && !fallback) return CODE_FONT;
    const files = FACE_FILES[style.face];
    return fallback ? files.fallback : files.main;
  }

  private width(text: string, font: string, size: number): number {
    return this.doc.font(font).fontSize(size).widthOfString(text);
  }

  /** A word drawn in its style, cut into runs of the main font and the fallback one. */
  private textAtom(text: string, style: Style, spaceBefore: boolean): Atom {
    const covers = style.code ? winAnsi : (codePoint: number) => this.fonts.mainCovers.has(codePoint);
    const runs = fontRuns(text, covers).map((run) => ({ text: run.text, font: this.fontFor(style, run.fallback) }));
    const width = runs.reduce((sum, run) => sum + this.width(run.text, run.font, style.size), 0);
    const space = spaceBefore ? this.width(" ", this.fontFor({ ...style, code: false }, false), style.size) : 0;
    return { type: "text", runs, width, space, style };
  }

  private mathAtom(tex: string, display: boolean, style: Style, spaceBefore: boolean): Atom[] {
    const math = texToSvg(tex, display);
    if (!math) return [this.textAtom(tex, { ...style, code: true, color: COLORS.muted }, spaceBefore)];
    const size = style.size * MATH_SCALE;
    const space = spaceBefore ? this.width(" ", this.fontFor(style, false), style.size) : 0;
    return [{ type: "math", math, size, width: math.width * size, space }];
  }

  /** The boxes of phrasing content (a paragraph, a heading, a table cell). */
  inline(nodes: readonly PhrasingContent[], base: Style): Inline {
    const atoms: Atom[] = [];
    const breaks = new Set<number>();
    let space = false;
    const walk = (node: PhrasingContent, style: Style) => {
      switch (node.type) {
        case "text": {
          const { words, trailingSpace } = splitWords(node.value, space);
          for (const word of words) atoms.push(this.textAtom(word.text, style, word.spaceBefore));
          space = trailingSpace;
          return;
        }
        case "inlineCode": {
          const { words, trailingSpace } = splitWords(node.value, space);
          for (const word of words) atoms.push(this.textAtom(word.text, { ...style, code: true, size: style.size * 0.95 }, word.spaceBefore));
          space = trailingSpace;
          return;
        }
        case "inlineMath": {
          const classes = (node.data as { hProperties?: { className?: string[] } } | undefined)?.hProperties?.className ?? [];
          atoms.push(...this.mathAtom(node.value, classes.includes("math-display"), style, space));
          space = false;
          return;
        }
        case "break":
          breaks.add(atoms.length);
          space = false;
          return;
        case "strong":
          for (const child of node.children) walk(child, { ...style, face: faceOf(style, { bold: true }) });
          return;
        case "emphasis":
          for (const child of node.children) walk(child, { ...style, face: faceOf(style, { italic: true }) });
          return;
        case "link":
        case "linkReference":
          for (const child of node.children) walk(child, { ...style, color: COLORS.primary });
          return;
        case "delete":
          for (const child of node.children) walk(child, style);
          return;
        case "image":
        case "imageReference":
          if (node.alt) walk({ type: "text", value: node.alt }, { ...style, face: faceOf(style, { italic: true }) });
          return;
        case "html":
          walk({ type: "text", value: node.value }, style);
          return;
        default:
          return;
      }
    };
    for (const node of nodes) walk(node, base);
    return { atoms, breaks };
  }

  // -- drawing

  private newPage(): void {
    this.doc.addPage();
    if (this.page.scale !== 1) this.doc.scale(this.page.scale);
    this.top = MARGIN.top + HEADER_HEIGHT + 8;
    this.y = this.top;
  }

  /** Starts a new page unless `height` fits below the cursor (never on an empty page). */
  ensure(height: number): void {
    if (this.y + height > this.page.contentBottom && this.y > this.top) this.newPage();
  }

  gap(height: number): void {
    if (this.y > this.top) this.y += height;
  }

  /** Lines of boxes in `width`, with their heights: ascent and descent of the tallest box. */
  lines(inline: Inline, width: number, size: number) {
    const items: LineItem[] = inline.atoms.map((atom) => ({ width: atom.width, space: atom.space }));
    return breakLines(items, width, inline.breaks).map(([start, end]) => {
      const atoms = inline.atoms.slice(start, end);
      let ascent = size * 0.92;
      let descent = size * 0.32;
      for (const atom of atoms) {
        if (atom.type !== "math") continue;
        ascent = Math.max(ascent, atom.math.ascent * atom.size + 1);
        descent = Math.max(descent, atom.math.descent * atom.size + 1);
      }
      const natural = atoms.reduce((sum, atom, index) => sum + (index === 0 ? 0 : atom.space) + atom.width, 0);
      return { atoms, ascent, descent, natural };
    });
  }

  /** Draws one line with its baseline at `baseline`, from `x`. */
  drawLine(atoms: Atom[], x: number, baseline: number): void {
    let cursor = x;
    atoms.forEach((atom, index) => {
      if (index > 0) cursor += atom.space;
      if (atom.type === "text") {
        for (const run of atom.runs) {
          this.doc.font(run.font).fontSize(atom.style.size).fillColor(atom.style.color);
          this.doc.text(run.text, cursor, baseline, { lineBreak: false, baseline: "alphabetic" });
          cursor += this.doc.widthOfString(run.text);
        }
        return;
      }
      const { math, size } = atom;
      const height = (math.ascent + math.descent) * size;
      const svg = math.svg.replace(/ width="[^"]*"/, ` width="${atom.width}"`).replace(/ height="[^"]*"/, ` height="${height}"`);
      this.doc.fillColor(COLORS.text);
      SVGtoPDF(this.doc, svg, cursor, baseline - math.ascent * size, { width: atom.width, height, assumePt: true });
      cursor += atom.width;
    });
  }

  /** A block of inline content in the flow: line after line, a new page when a line does not fit. */
  flow(inline: Inline, x: number, width: number, size: number, align: "left" | "center" = "left"): void {
    const leading = size * 0.16;
    for (const line of this.lines(inline, width, size)) {
      const height = line.ascent + line.descent + leading;
      this.ensure(height);
      const offset = align === "center" ? Math.max(0, (width - line.natural) / 2) : 0;
      this.drawLine(line.atoms, x + offset, this.y + line.ascent);
      this.y += height;
    }
  }

  /** A display formula, centred, scaled down when wider than the column. */
  /** A figure (content/README.md §9): its SVG drawn as vectors, centred, then its caption in italics. */
  figure(figure: PreparedFigure, x: number, width: number): void {
    const viewBox = /viewBox="([^"]+)"/.exec(figure.svg)?.[1]?.split(/[\s,]+/).map(Number) ?? [];
    const [, , boxWidth = 320, boxHeight = 240] = viewBox;
    const drawnWidth = Math.min(width, figure.width === "narrow" ? 180 : figure.width === "normal" ? 300 : width);
    const drawnHeight = (drawnWidth * boxHeight) / boxWidth;
    this.gap(4);
    this.ensure(drawnHeight + BODY_SIZE * 3);
    // The page's colours are CSS; on paper, currentColor is the text's colour and the marked parts the sheet's blue.
    const svg = figure.svg.replace(/<svg\b/, `<svg color="${COLORS.text}"`).replace(/class="fig-accent(-2)?"/g, `$& color="${COLORS.primary}"`).replace(/class="fig-(muted|fill)"/g, `$& color="${COLORS.muted}"`);
    SVGtoPDF(this.doc, svg, x + (width - drawnWidth) / 2, this.y, { width: drawnWidth, height: drawnHeight, assumePt: true });
    this.y += drawnHeight + 4;
    const caption = parseMarkdown(figure.caption).children[0];
    if (caption?.type === "paragraph") {
      this.flow(this.inline(caption.children, { face: "italic", code: false, color: COLORS.muted, size: BODY_SIZE - 1 }), x, width, BODY_SIZE - 1, "center");
    }
    this.gap(4);
  }

  displayMath(tex: string, x: number, width: number): void {
    const style: Style = { face: "regular", code: false, color: COLORS.text, size: BODY_SIZE };
    const [atom] = this.mathAtom(tex, true, style, false);
    if (!atom) return;
    if (atom.type === "math" && atom.width > width) {
      atom.size *= width / atom.width;
      atom.width = width;
    }
    this.gap(2);
    this.flow({ atoms: [atom], breaks: new Set() }, x, width, BODY_SIZE, "center");
    this.gap(3);
  }

  rule(x: number, width: number, color: string = COLORS.rule, thickness = 0.6): void {
    this.doc.moveTo(x, this.y).lineTo(x + width, this.y).lineWidth(thickness).strokeColor(color).stroke();
  }
}

// ---- Blocks -------------------------------------------------------------------------------------------------

const BODY: Style = { face: "regular", code: false, color: COLORS.text, size: BODY_SIZE };

function blocks(writer: SheetWriter, nodes: readonly RootContent[], x: number, width: number): void {
  for (const node of nodes) block(writer, node, x, width);
}

function block(writer: SheetWriter, node: RootContent, x: number, width: number): void {
  switch (node.type) {
    case "heading": {
      const size = node.depth <= 2 ? 11.6 : 10.4;
      const inline = writer.inline(node.children, { face: "bold", code: false, color: node.depth <= 2 ? COLORS.primary : COLORS.text, size });
      writer.gap(node.depth <= 2 ? 7 : 4);
      // Keep a heading with the two lines that follow it.
      writer.ensure(size * 1.4 + BODY_SIZE * 3);
      writer.flow(inline, x, width, size);
      if (node.depth <= 2) {
        writer.rule(x, width, COLORS.rule, 0.5);
        writer.y += 3;
      } else writer.y += 1;
      return;
    }
    case "paragraph":
      writer.flow(writer.inline(node.children, BODY), x, width, BODY_SIZE);
      writer.y += 3;
      return;
    case "math":
      writer.displayMath(node.value, x, width);
      return;
    case "list":
      list(writer, node, x, width);
      writer.y += 2;
      return;
    case "table":
      table(writer, node, x, width);
      writer.y += 5;
      return;
    case "code":
      code(writer, node.value, x, width);
      return;
    case "blockquote": {
      const start = writer.y;
      const page = writer.doc.bufferedPageRange().count;
      blocks(writer, node.children, x + 10, width - 10);
      if (writer.doc.bufferedPageRange().count === page) {
        writer.doc.rect(x + 2, start, 2.5, writer.y - start - 3).fillColor(COLORS.rule).fill();
      }
      return;
    }
    case "thematicBreak":
      writer.gap(3);
      writer.rule(x, width);
      writer.y += 5;
      return;
    case "html":
      writer.flow(writer.inline([{ type: "text", value: node.value }], BODY), x, width, BODY_SIZE);
      writer.y += 3;
      return;
    default: {
      const figure = figureOfNode(node);
      if (figure) writer.figure(figure, x, width);
      return;
    }
  }
}

function list(writer: SheetWriter, node: List, x: number, width: number): void {
  const indent = node.ordered ? 15 : 11;
  node.children.forEach((item: ListItem, index) => {
    const marker = node.ordered ? `${(node.start ?? 1) + index}.` : "•";
    const first = item.children[0];
    // The marker shares the first line's baseline: draw it once the first line's place is known.
    const lines = first?.type === "paragraph" ? writer.lines(writer.inline(first.children, BODY), width - indent, BODY_SIZE) : [];
    const firstHeight = lines[0] ? lines[0].ascent + lines[0].descent : BODY_SIZE * 1.2;
    writer.ensure(firstHeight);
    const baseline = writer.y + (lines[0]?.ascent ?? BODY_SIZE * 0.92);
    writer.doc.font(FACE_FILES.regular.main).fontSize(BODY_SIZE).fillColor(node.ordered ? COLORS.text : COLORS.primary);
    writer.doc.text(marker, x + (node.ordered ? 0 : 2), baseline, { lineBreak: false, baseline: "alphabetic" });
    for (const child of item.children) {
      if (child.type === "paragraph") {
        writer.flow(writer.inline(child.children, BODY), x + indent, width - indent, BODY_SIZE);
        writer.y += 0.5;
      } else block(writer, child, x + indent, width - indent);
    }
    writer.y += 1;
  });
}

const CELL_PAD = { x: 4, y: 2.6 } as const;

function table(writer: SheetWriter, node: Table, x: number, width: number): void {
  const size = BODY_SIZE * 0.95;
  const rows = node.children.map((row, rowIndex) =>
    row.children.map((cell) => writer.inline(cell.children, { ...BODY, size, face: rowIndex === 0 ? "bold" : "regular" })),
  );
  const columns = Math.max(...rows.map((row) => row.length));
  const minimums = Array.from({ length: columns }, (_, column) =>
    Math.max(0, ...rows.map((row) => Math.max(0, ...(row[column]?.atoms.map((atom) => atom.width) ?? [0])))) + CELL_PAD.x * 2,
  );
  const naturals = Array.from({ length: columns }, (_, column) =>
    Math.max(0, ...rows.map((row) => (row[column]?.atoms ?? []).reduce((sum, atom, index) => sum + (index === 0 ? 0 : atom.space) + atom.width, 0))) + CELL_PAD.x * 2,
  );
  const widths = columnWidths(minimums, naturals, width);
  const align = node.align ?? [];
  const drawRow = (cells: Inline[], header: boolean) => {
    const laid = cells.map((cell, column) => writer.lines(cell, widths[column]! - CELL_PAD.x * 2, size));
    // The first lines of a row share one baseline (a formula's height pushes the words of its row down with it).
    const firstAscent = Math.max(size * 0.92, ...laid.map((lines) => lines[0]?.ascent ?? 0));
    for (const lines of laid) if (lines[0]) lines[0].ascent = firstAscent;
    const heights = laid.map((lines) => lines.reduce((sum, line) => sum + line.ascent + line.descent + 1, 0));
    const height = Math.max(size * 1.3, ...heights) + CELL_PAD.y * 2;
    writer.ensure(height);
    const top = writer.y;
    if (header) writer.doc.rect(x, top, width, height).fillColor(COLORS.shade).fill();
    let left = x;
    laid.forEach((lines, column) => {
      let y = top + CELL_PAD.y;
      const cellWidth = widths[column]! - CELL_PAD.x * 2;
      for (const line of lines) {
        const where = align[column];
        const offset = where === "center" ? (cellWidth - line.natural) / 2 : where === "right" ? cellWidth - line.natural : 0;
        writer.drawLine(line.atoms, left + CELL_PAD.x + Math.max(0, offset), y + line.ascent);
        y += line.ascent + line.descent + 1;
      }
      left += widths[column]!;
    });
    // Grid: the row's bottom line and the column separators.
    writer.doc.lineWidth(0.5).strokeColor(COLORS.rule);
    writer.doc.rect(x, top, width, height).stroke();
    let separator = x;
    for (const columnWidth of widths.slice(0, -1)) {
      separator += columnWidth;
      writer.doc.moveTo(separator, top).lineTo(separator, top + height).stroke();
    }
    writer.y = top + height;
  };
  writer.gap(2);
  rows.forEach((cells, rowIndex) => {
    // A table cut by a page break starts again with its header row.
    const before = writer.doc.bufferedPageRange().count;
    if (rowIndex > 0) {
      const probe = writer.y;
      writer.ensure(size * 1.3 + CELL_PAD.y * 2);
      if (writer.doc.bufferedPageRange().count !== before && rows[0]) drawRow(rows[0], true);
      else writer.y = Math.max(writer.y, probe);
    }
    drawRow(cells, rowIndex === 0);
  });
}

function code(writer: SheetWriter, value: string, x: number, width: number): void {
  const size = BODY_SIZE * 0.88;
  const lineHeight = size * 1.3;
  writer.gap(2);
  for (const line of value.split("\n")) {
    writer.ensure(lineHeight);
    writer.doc.rect(x, writer.y, width, lineHeight).fillColor(COLORS.code).fill();
    const inline = writer.inline([{ type: "inlineCode", value: line.replace(/\t/g, "    ") }], { ...BODY, size: size / 0.95 });
    // Leading spaces are the indentation of code: keep them as an offset.
    const indent = /^ */.exec(line)?.[0].length ?? 0;
    writer.drawLine(inline.atoms, x + 4 + indent * size * 0.6, writer.y + size);
    writer.y += lineHeight;
  }
  writer.y += 4;
}

// ---- Header, footer, document -------------------------------------------------------------------------------

function header(doc: PDFKit.PDFDocument, page: PageLayout, input: SheetPdfInput): void {
  const y = MARGIN.top;
  doc.font(FACE_FILES.bold.main).fontSize(11).fillColor(COLORS.primary);
  doc.text(input.brandName, MARGIN.side, y, { lineBreak: false, baseline: "alphabetic" });
  const context = ["Fiche de révision", nameOf(GRADE_NAMES, input.grade), nameOf(SUBJECT_NAMES, input.subject)].filter(Boolean).join(" · ");
  doc.font(FACE_FILES.regular.main).fontSize(8.5).fillColor(COLORS.muted);
  const width = doc.widthOfString(context);
  doc.text(context, page.width - MARGIN.side - width, y, { lineBreak: false, baseline: "alphabetic" });
  doc.moveTo(MARGIN.side, y + 6).lineTo(page.width - MARGIN.side, y + 6).lineWidth(1.2).strokeColor(COLORS.primary).stroke();
}

function footer(doc: PDFKit.PDFDocument, layout: PageLayout, pageUrl: string, page: number, pages: number): void {
  const y = layout.footerY;
  doc.moveTo(MARGIN.side, y - 9).lineTo(layout.width - MARGIN.side, y - 9).lineWidth(0.5).strokeColor(COLORS.rule).stroke();
  doc.font(FACE_FILES.regular.main).fontSize(7.5).fillColor(COLORS.muted);
  doc.text(pageUrl, MARGIN.side, y, { lineBreak: false, baseline: "alphabetic", link: pageUrl });
  const number = `Page ${page} / ${pages}`;
  doc.text(number, layout.width - MARGIN.side - doc.widthOfString(number), y, { lineBreak: false, baseline: "alphabetic" });
}

/** Renders sheets with pdfkit. `version` is raised whenever the same sheet would be drawn differently. */
export class PdfkitSheetRenderer implements SheetRenderer {
  readonly version = "pdfkit-3";

  render(input: SheetPdfInput): Promise<Uint8Array> {
    const { doc, files, bytes: done } = newPdfDocument({
      Title: input.title,
      Author: input.brandName,
      Subject: "Fiche de révision",
      Creator: input.brandName,
    });
    const page = pageLayout(PRINT_SCALE[input.print]);
    const writer = new SheetWriter(doc, files, page, MARGIN.top + HEADER_HEIGHT);
    const x = MARGIN.side;
    const width = page.width - MARGIN.side * 2;
    // The title, on the first page only.
    writer.flow(writer.inline([{ type: "text", value: input.title }], { face: "bold", code: false, color: COLORS.text, size: 16 }), x, width, 16);
    writer.y += 2;
    const tree: Root = parseMarkdown(input.body);
    blocks(writer, tree.children, x, width);
    const { start, count } = doc.bufferedPageRange();
    for (let index = start; index < start + count; index += 1) {
      doc.switchToPage(index);
      header(doc, page, input);
      footer(doc, page, input.pageUrl, index - start + 1, count);
    }
    doc.end();
    return done;
  }
}
