// The fonts of the PDFs this API draws with pdfkit (revision sheets, docs/decisions/020; gift cards, issue 15), read
// from npm packages at run time so nothing depends on the machine's fonts: Source Sans 3 for the text, and DejaVu
// Sans for each character Source Sans lacks (arrows, ≤, Greek...), chosen per character from Source Sans' set.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";

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
}

let fonts: FontFiles | null = null;
/** The font files, read once per process. Register each buffer under its name with `doc.registerFont`. */
export function loadFonts(): FontFiles {
  if (fonts) return fonts;
  const require = createRequire(import.meta.url);
  const buffers = new Map<string, Buffer>();
  for (const { main, fallback } of Object.values(FACE_FILES)) {
    buffers.set(main, readFileSync(require.resolve(`@fontsource/source-sans-3/files/${main}.woff`)));
    buffers.set(fallback, readFileSync(require.resolve(`@fontsource/dejavu-sans/files/${fallback}.woff`)));
  }
  const regular = fontkit.create(buffers.get(FACE_FILES.regular.main)!) as fontkit.Font;
  fonts = { buffers, mainCovers: new Set(regular.characterSet) };
  return fonts;
}
