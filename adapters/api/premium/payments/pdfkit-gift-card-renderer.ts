// Issue 15: the printable gift card (A4, to print and fold in two, or to send as is), drawn with pdfkit and the fonts
// of the revision sheets (adapters/api/pdf/pdf-fonts.ts): the brand, "Carte cadeau", the plan and its period, the
// recipient and the message when given, the code in large type, and how to use it, in French then English.
import PDFDocument from "pdfkit";
import type { GiftCardPdfRenderer, GiftCardPrint } from "../../../../application/api/premium/checkout/ports.ts";
import { fontRuns } from "../../content/sheets/sheet-layout.ts";
import { FACE_FILES, loadFonts, type Face, type FontFiles } from "../../pdf/pdf-fonts.ts";

const PAGE = { width: 595.28, height: 841.89 } as const;
const CARD = { x: 56, y: 64, width: PAGE.width - 112, height: 360 } as const;
const COLORS = { text: "#1b1f2a", muted: "#4a5160", primary: "#1d3fbb", shade: "#eef1fa", rule: "#d7dcea" } as const;

/** Issue 15: the GiftCardPdfRenderer port with pdfkit. */
export class PdfkitGiftCardRenderer implements GiftCardPdfRenderer {
  async render(card: GiftCardPrint): Promise<Uint8Array> {
    const files = loadFonts();
    const doc = new PDFDocument({
      size: "A4",
      margin: 0,
      lang: "fr-FR",
      displayTitle: true,
      info: { Title: `Carte cadeau ${card.brandName}`, Author: card.brandName, Creator: card.brandName },
    });
    const chunks: Buffer[] = [];
    const done = new Promise<Uint8Array>((resolve, reject) => {
      doc.on("data", (chunk: Buffer) => chunks.push(chunk));
      doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
      doc.on("error", reject);
    });
    for (const [name, buffer] of files.buffers) doc.registerFont(name, buffer);
    draw(doc, files, card);
    doc.end();
    return done;
  }
}

/** Writes a text in a face, each character in Source Sans 3 or, when it lacks it, in DejaVu Sans. */
function write(
  doc: PDFKit.PDFDocument,
  files: FontFiles,
  text: string,
  style: { face: Face; size: number; color: string; x: number; y?: number; width: number; align?: "left" | "center" },
): void {
  const runs = fontRuns(text, (codePoint) => files.mainCovers.has(codePoint));
  doc.fillColor(style.color).fontSize(style.size);
  runs.forEach((run, index) => {
    doc.font(run.fallback ? FACE_FILES[style.face].fallback : FACE_FILES[style.face].main);
    const options = { width: style.width, align: style.align ?? "left", continued: index < runs.length - 1 };
    if (index === 0 && style.y !== undefined) doc.text(run.text, style.x, style.y, options);
    else if (index === 0) doc.text(run.text, style.x, doc.y, options);
    else doc.text(run.text, options);
  });
}

function draw(doc: PDFKit.PDFDocument, files: FontFiles, card: GiftCardPrint): void {
  const inner = { x: CARD.x + 32, width: CARD.width - 64 };
  doc.roundedRect(CARD.x, CARD.y, CARD.width, CARD.height, 18).fill(COLORS.shade);
  doc.roundedRect(CARD.x, CARD.y, CARD.width, 10, 5).fill(COLORS.primary);
  write(doc, files, card.brandName, {
    face: "bold",
    size: 14,
    color: COLORS.primary,
    x: inner.x,
    y: CARD.y + 34,
    width: inner.width,
  });
  write(doc, files, "Carte cadeau · Gift card", {
    face: "bold",
    size: 28,
    color: COLORS.text,
    x: inner.x,
    y: CARD.y + 56,
    width: inner.width,
  });
  const period = card.period.fr === "" ? "" : ` — ${card.period.fr}`;
  write(doc, files, `${card.planNames.fr}${period}`, {
    face: "regular",
    size: 15,
    color: COLORS.text,
    x: inner.x,
    y: CARD.y + 100,
    width: inner.width,
  });
  let y = CARD.y + 130;
  if (card.recipientName !== null) {
    write(doc, files, `Pour ${card.recipientName}`, {
      face: "bold",
      size: 15,
      color: COLORS.text,
      x: inner.x,
      y,
      width: inner.width,
    });
    y = doc.y + 6;
  }
  if (card.message !== null) {
    write(doc, files, `« ${card.message} »`, {
      face: "italic",
      size: 12,
      color: COLORS.muted,
      x: inner.x,
      y,
      width: inner.width,
    });
  }
  const codeY = CARD.y + CARD.height - 110;
  doc.roundedRect(inner.x, codeY, inner.width, 64, 10).fill("#ffffff");
  write(doc, files, "Code", {
    face: "regular",
    size: 10,
    color: COLORS.muted,
    x: inner.x,
    y: codeY + 8,
    width: inner.width,
    align: "center",
  });
  doc
    .font("Courier-Bold")
    .fontSize(26)
    .fillColor(COLORS.text)
    .text(card.code, inner.x, codeY + 24, { width: inner.width, align: "center", characterSpacing: 2 });

  let text = CARD.y + CARD.height + 40;
  write(doc, files, "Comment l'utiliser", {
    face: "bold",
    size: 13,
    color: COLORS.text,
    x: CARD.x,
    y: text,
    width: CARD.width,
  });
  write(
    doc,
    files,
    `Connectez-vous (ou créez un compte) sur ${card.brandName}, ouvrez ${card.redeemUrl} et saisissez le code. ` +
      "L'abonnement démarre à ce moment-là. Le code ne sert qu'une fois.",
    { face: "regular", size: 11, color: COLORS.muted, x: CARD.x, y: doc.y + 4, width: CARD.width },
  );
  text = doc.y + 18;
  write(doc, files, "How to use it", {
    face: "bold",
    size: 13,
    color: COLORS.text,
    x: CARD.x,
    y: text,
    width: CARD.width,
  });
  const englishPeriod = card.period.en === "" ? "" : ` (${card.period.en})`;
  write(
    doc,
    files,
    `${card.planNames.en}${englishPeriod}. Log in (or sign up) on ${card.brandName}, open ${card.redeemUrl} and type the ` +
      "code. The subscription starts then. The code works once.",
    { face: "regular", size: 11, color: COLORS.muted, x: CARD.x, y: doc.y + 4, width: CARD.width },
  );
  doc
    .moveTo(CARD.x, PAGE.height - 60)
    .lineTo(CARD.x + CARD.width, PAGE.height - 60)
    .lineWidth(0.5)
    .stroke(COLORS.rule);
}
