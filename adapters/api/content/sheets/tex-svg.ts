// TeX → SVG for the PDF sheets (docs/decisions/020): MathJax's TeX input and SVG output, in pure JavaScript, with
// its glyphs written as paths (fontCache "none"), so that a formula becomes vector paths in the PDF, as sharp as
// KaTeX's on the page. KaTeX itself writes HTML + CSS, which no PDF library can draw.
import { liteAdaptor } from "mathjax-full/js/adaptors/liteAdaptor.js";
import { RegisterHTMLHandler } from "mathjax-full/js/handlers/html.js";
import { AllPackages } from "mathjax-full/js/input/tex/AllPackages.js";
import { TeX } from "mathjax-full/js/input/tex.js";
import { mathjax } from "mathjax-full/js/mathjax.js";
import { SVG } from "mathjax-full/js/output/svg.js";

/** A formula drawn: the SVG text and its box in em (1 em = the font size it is drawn at). */
export interface MathSvg {
  svg: string;
  /** Width. */
  width: number;
  /** Height above the baseline. */
  ascent: number;
  /** Depth below the baseline. */
  descent: number;
}

// KaTeX's macros that MathJax lacks (content/README.md writes KaTeX syntax).
const KATEX_MACROS: Record<string, string> = {
  R: "\\mathbb{R}",
  N: "\\mathbb{N}",
  Z: "\\mathbb{Z}",
  Q: "\\mathbb{Q}",
  C: "\\mathbb{C}",
  reals: "\\mathbb{R}",
  Reals: "\\mathbb{R}",
  natnums: "\\mathbb{N}",
  Complex: "\\mathbb{C}",
  empty: "\\emptyset",
  lang: "\\langle",
  rang: "\\rangle",
};

type MathDocument = ReturnType<typeof mathjax.document>;
let document: MathDocument | null = null;
const adaptor = liteAdaptor();

function mathDocument(): MathDocument {
  if (document) return document;
  RegisterHTMLHandler(adaptor);
  // bussproofs needs a two-pass layout the single convert() call does not do; the content never uses it.
  const packages = AllPackages.filter((name) => name !== "bussproofs");
  const tex = new TeX({ packages, macros: KATEX_MACROS, formatError: (_jax: unknown, error: { message: string }) => { throw new Error(error.message); } });
  const svg = new SVG({ fontCache: "none" });
  document = mathjax.document("", { InputJax: tex, OutputJax: svg });
  return document;
}

const VIEW_BOX = /viewBox="(-?[\d.]+) (-?[\d.]+) ([\d.]+) ([\d.]+)"/;

const ACCENTS: Readonly<Record<string, string>> = { "\u0301": "'", "\u0300": "`", "\u0302": "^", "\u0308": '"', "\u0327": "c" };
const LIGATURES: Readonly<Record<string, string>> = { œ: "{\\oe}", Œ: "{\\OE}", æ: "{\\ae}", Æ: "{\\AE}" };

/**
 * Accented letters as TeX accents (`\text{colinéaires}` → `\text{colin{\'e}aires}`): MathJax draws those with its
 * own glyphs, where a raw "é" becomes an SVG <text> of a guessed width (a visible gap in the PDF).
 */
export function texAccents(tex: string): string {
  return tex.normalize("NFD").replace(/([A-Za-z])([\u0300\u0301\u0302\u0308\u0327])/g, (_, letter: string, mark: string) => {
    const accent = ACCENTS[mark]!;
    return accent === "c" ? `{\\c{${letter}}}` : `{\\${accent}${letter}}`;
  }).normalize("NFC").replace(/[œŒæÆ]/g, (char) => LIGATURES[char]!);
}

function convert(tex: string, display: boolean): string | null {
  try {
    return adaptor.innerHTML(mathDocument().convert(tex, { display, em: 16, ex: 8, containerWidth: 80 * 16 }));
  } catch {
    return null;
  }
}

/**
 * A formula as SVG with its box in em, or null when MathJax cannot read it (the caller prints the TeX instead).
 * The box comes from the viewBox, in thousandths of an em, whose top is the negative height above the baseline.
 */
export function texToSvg(tex: string, display: boolean): MathSvg | null {
  const accented = texAccents(tex);
  // Accent commands are text-mode ones: an accented letter outside \text is tried as written.
  const svg = convert(accented, display) ?? (accented === tex ? null : convert(tex, display));
  if (svg === null) return null;
  const box = VIEW_BOX.exec(svg);
  if (!box) return null;
  const top = Number(box[2]);
  const width = Number(box[3]) / 1000;
  const height = Number(box[4]) / 1000;
  return { svg, width, ascent: -top / 1000, descent: height + top / 1000 };
}
