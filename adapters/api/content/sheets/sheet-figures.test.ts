// A figure of a sheet is drawn in its PDF (issue 27): the page's content stream holds the figure's vector paths.
import { PDFDocument, PDFRawStream, decodePDFRawStream, PDFArray, PDFRef } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { PdfkitSheetRenderer } from "./pdfkit-sheet-renderer.ts";

const FIGURE = [
  "```figure",
  'caption: "Le cercle de centre O."',
  'alt: "Un cercle de centre O et un de ses rayons."',
  "svg: |",
  '  <svg viewBox="0 0 100 100"><circle cx="50" cy="50" r="40" fill="none" stroke="currentColor"/><line x1="50" y1="50" x2="90" y2="50" stroke="currentColor" class="fig-accent"/></svg>',
  "```",
].join("\n");

/** The decoded content streams of a PDF's first page. */
async function firstPageOperators(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const page = pdf.getPages()[0]!;
  const contents = page.node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  return refs
    .map((ref) => (ref instanceof PDFRef ? pdf.context.lookup(ref) : ref))
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => new TextDecoder("latin1").decode(decodePDFRawStream(stream).decode()))
    .join("\n");
}

const render = (body: string, print: "standard" | "large" = "standard") =>
  new PdfkitSheetRenderer().render({ title: "Fiche", brandName: "Révizo", level: null, grade: null, subject: null, body, pageUrl: "https://example.test/f", print });

describe("figures in PDF sheets", () => {
  it("draws the figure's circle and line as vector paths, in the sheet's blue for the marked part", async () => {
    const without = await firstPageOperators(await render("Un texte."));
    const withFigure = await firstPageOperators(await render(`Un texte.\n\n${FIGURE}\n`));
    // A circle is drawn with Bézier curves (c), the radius as a line (l); the text alone has none.
    const curves = (operators: string) => (operators.match(/ c\n/g) ?? []).length;
    expect(curves(without)).toBe(0);
    expect(curves(withFigure)).toBeGreaterThanOrEqual(4);
    // #1d3fbb, the sheet's primary colour, as the stroke colour (SCN).
    expect(withFigure).toMatch(/0\.11\d* 0\.24\d* 0\.73\d* SCN/);
  });

  it("draws a large-print sheet 1.4 times larger on the same A4 pages, so a long sheet takes more of them", async () => {
    const body = Array.from({ length: 40 }, (_, i) => `Paragraphe ${i + 1} : une définition à retenir, avec un exemple.`).join("\n\n");
    const standard = await render(body);
    const large = await render(body, "large");
    const [standardPdf, largePdf] = await Promise.all([PDFDocument.load(standard), PDFDocument.load(large)]);
    // A4 both, the large one scaled from the start of every page.
    for (const pdf of [standardPdf, largePdf]) expect(pdf.getPages()[0]!.getSize()).toEqual({ width: 595.28, height: 841.89 });
    expect(await firstPageOperators(large)).toMatch(/^1\.4 0 0 1\.4 0 0 cm/m);
    expect(await firstPageOperators(standard)).not.toMatch(/1\.4 0 0 1\.4 0 0 cm/);
    expect(largePdf.getPageCount()).toBeGreaterThan(standardPdf.getPageCount());
  });
});
