// The fonts of every PDF the API draws (docs/decisions/020): Source Sans 3 for the text and DejaVu Sans for each
// character Source Sans lacks, read from their npm packages (no system font), registered on a pdfkit document under
// their file names. Used by the revision sheets, the receipts (docs/decisions/027) and the printable gift cards.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";
import PDFDocument from "pdfkit";

export type Face = "regular" | "bold" | "italic" | "boldItalic";
export const FACE_FILES: Record<Face, { main: string; fallback: string }> = {
  regular: { main: "source-sans-3-latin-400-normal", fallback: "dejavu-sans-latin-400-normal" },
  bold: { main: "source-sans-3-latin-700-normal", fallback: "dejavu-sans-latin-700-normal" },
  italic: { main: "source-sans-3-latin-400-italic", fallback: "dejavu-sans-latin-400-italic" },
  boldItalic: { main: "source-sans-3-latin-700-italic", fallback: "dejavu-sans-latin-700-italic" },
};

export interface FontFiles {
  buffers: Map<string, Buffer>;
  /** Code points Source Sans 3 draws (one set: its four faces cover the same characters). */
  mainCovers: Set<number>;
  /** Code points DejaVu Sans draws (its regular face), for what Source Sans lacks. */
  fallbackCovers: Set<number>;
}

let fonts: FontFiles | null = null;
/** The font files, read once per process. */
export function loadFonts(): FontFiles {
  if (fonts) return fonts;
  const require = createRequire(import.meta.url);
  const buffers = new Map<string, Buffer>();
  for (const { main, fallback } of Object.values(FACE_FILES)) {
    buffers.set(main, readFileSync(require.resolve(`@fontsource/source-sans-3/files/${main}.woff`)));
    buffers.set(fallback, readFileSync(require.resolve(`@fontsource/dejavu-sans/files/${fallback}.woff`)));
  }
  const regular = fontkit.create(buffers.get(FACE_FILES.regular.main)!) as fontkit.Font;
  const fallback = fontkit.create(buffers.get(FACE_FILES.regular.fallback)!) as fontkit.Font;
  fonts = { buffers, mainCovers: new Set(regular.characterSet), fallbackCovers: new Set(fallback.characterSet) };
  return fonts;
}

/**
 * The characters of `text` that no font of a PDF draws (neither Source Sans 3 nor DejaVu Sans): a coloured emoji such
 * as ❌ or ✅ prints as nothing. Spaces and line breaks are never missing.
 */
export function undrawableCharacters(text: string): string[] {
  const { mainCovers, fallbackCovers } = loadFonts();
  const missing = new Set<string>();
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (/\s/.test(char) || codePoint === 0xfe0f) continue;
    if (!mainCovers.has(codePoint) && !fallbackCovers.has(codePoint)) missing.add(char);
  }
  return [...missing];
}

/**
 * A new A4 pdfkit document (French, pages buffered) with the fonts registered, and the promise of its bytes once
 * `doc.end()` is called.
 */
export function newPdfDocument(info: PDFKit.DocumentInfo): {
  doc: PDFKit.PDFDocument;
  files: FontFiles;
  bytes: Promise<Uint8Array>;
} {
  const doc = new PDFDocument({ size: "A4", margin: 0, bufferPages: true, lang: "fr-FR", displayTitle: true, info });
  const files = loadFonts();
  for (const [name, buffer] of files.buffers) doc.registerFont(name, buffer);
  const chunks: Buffer[] = [];
  const bytes = new Promise<Uint8Array>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
  });
  return { doc, files, bytes };
}
