// Issue 15, a paid order's receipt as a PDF invoice (docs/decisions/027-receipts.md), with pdfkit and the sheets'
// fonts (adapters/api/pdf/pdf-fonts.ts): the seller's facts from configuration, the invoice number and date, the
// buyer, the plan and the period bought, the price before tax, the VAT and the price paid, the payment, the VAT rule's
// mention, and the withdrawal waiver when the buyer gave one. One A4 page, in French.
import type { ReceiptRenderer } from "../../../../application/api/premium/checkout/receipts.ts";
import {
  PAYMENT_METHOD_LABELS,
  VAT_MENTIONS,
  receiptAmount,
  receiptDate,
  receiptPeriod,
  type ReceiptPdfInput,
} from "../../../../application/api/premium/checkout/receipt-format.ts";
import { WITHDRAWAL_PERIOD_DAYS } from "../../../../domain/premium/withdrawal.ts";
import { FACE_FILES, newPdfDocument } from "../../pdf/pdf-fonts.ts";

const PAGE = { width: 595.28, height: 841.89 } as const;
const SIDE = 50;
const WIDTH = PAGE.width - SIDE * 2;
const COLORS = { text: "#1b1f2a", muted: "#4a5160", primary: "#1d3fbb", rule: "#d7dcea", shade: "#eef1fa" } as const;
const REGULAR = FACE_FILES.regular.main;
const BOLD = FACE_FILES.bold.main;

/** Renders receipts with pdfkit. `version` is raised whenever the same receipt would be drawn differently. */
export class PdfkitReceiptRenderer implements ReceiptRenderer {
  readonly version = "receipt-2";

  render(input: ReceiptPdfInput): Promise<Uint8Array> {
    // An invoice, or the credit note (avoir) that cancels one (ADR 030): the same layout, another title and wording.
    const title = input.cancels ? "Avoir" : "Facture";
    const { doc, bytes } = newPdfDocument({
      Title: `${title} ${input.number}`,
      Author: input.seller.name,
      Subject: `${title} ${input.number} — ${input.planName}`,
      Creator: input.brandName,
    });
    const money = (minor: number) => receiptAmount(minor, input.currency);
    const { seller, vat } = input;

    // Header: the brand, and the invoice's number and date.
    let y = 50;
    doc.font(BOLD).fontSize(20).fillColor(COLORS.primary).text(input.brandName, SIDE, y, { lineBreak: false });
    doc.font(BOLD).fontSize(16).fillColor(COLORS.text).text(title, SIDE, y, { width: WIDTH, align: "right" });
    y += 24;
    doc.font(REGULAR).fontSize(10).fillColor(COLORS.muted);
    doc.text(`N° ${input.number}`, SIDE, y, { width: WIDTH, align: "right" });
    doc.text(`Date : ${receiptDate(input.issuedAt)}`, SIDE, y + 14, { width: WIDTH, align: "right" });
    if (input.cancels) {
      doc.text(
        `Sur la facture n° ${input.cancels.invoiceNumber} du ${receiptDate(input.cancels.invoiceDate)}`,
        SIDE,
        y + 28,
        { width: WIDTH, align: "right" },
      );
      y += 14;
    }
    y += 44;
    doc
      .moveTo(SIDE, y)
      .lineTo(SIDE + WIDTH, y)
      .lineWidth(1.2)
      .strokeColor(COLORS.primary)
      .stroke();
    y += 16;

    // The seller (left) and the buyer (right).
    const half = WIDTH / 2 - 10;
    const block = (title: string, lines: string[], x: number): number => {
      doc.font(BOLD).fontSize(9).fillColor(COLORS.muted).text(title.toUpperCase(), x, y, { width: half });
      let at = y + 14;
      lines.forEach((line, index) => {
        doc
          .font(index === 0 ? BOLD : REGULAR)
          .fontSize(10)
          .fillColor(COLORS.text)
          .text(line, x, at, { width: half });
        at = doc.y + 1;
      });
      return at;
    };
    const sellerEnd = block(
      "Vendeur",
      [
        seller.name,
        `${capitalized(seller.legalForm)} au capital de ${seller.shareCapital}`,
        seller.address,
        seller.rcs,
        `N° de TVA intracommunautaire : ${seller.vatNumber}`,
        `${seller.email} · ${seller.phone}`,
      ],
      SIDE,
    );
    const buyerEnd = block(
      "Client",
      input.buyer.name ? [input.buyer.name, input.buyer.email] : [input.buyer.email],
      SIDE + WIDTH / 2 + 10,
    );
    y = Math.max(sellerEnd, buyerEnd) + 20;

    // The line: the plan and its period, before tax, VAT, paid.
    const columns = [
      { title: "Désignation", width: WIDTH - 270, align: "left" as const },
      { title: "Montant HT", width: 90, align: "right" as const },
      { title: `TVA ${vat.ratePercent} %`, width: 80, align: "right" as const },
      { title: "Montant TTC", width: 100, align: "right" as const },
    ];
    const row = (cells: string[], font: string, top: number) => {
      let x = SIDE;
      let bottom = top;
      cells.forEach((cell, index) => {
        const column = columns[index]!;
        doc
          .font(index === 0 && font === REGULAR ? BOLD : font)
          .fontSize(10)
          .fillColor(COLORS.text);
        doc.text(cell, x + 6, top, { width: column.width - 12, align: column.align });
        bottom = Math.max(bottom, doc.y);
        x += column.width;
      });
      return bottom;
    };
    doc.rect(SIDE, y, WIDTH, 22).fillColor(COLORS.shade).fill();
    row(
      columns.map((c) => c.title),
      BOLD,
      y + 6,
    );
    y += 30;
    const lineBottom = row(
      [input.designation, money(vat.netMinor), money(vat.vatMinor), money(vat.totalMinor)],
      REGULAR,
      y,
    );
    doc.font(REGULAR).fontSize(9).fillColor(COLORS.muted);
    doc.text(
      input.periodStart
        ? `Période ${receiptPeriod(input.periodStart, input.periodEnd)}`
        : "Carte à utiliser par son bénéficiaire : la période commence le jour où elle est utilisée",
      SIDE + 6,
      lineBottom + 2,
      { width: columns[0]!.width - 12 },
    );
    let notes = doc.y;
    if (input.listPriceMinor !== null) {
      const discount = money(input.listPriceMinor - vat.totalMinor);
      const coupon = input.couponCode ? ` (code ${input.couponCode})` : "";
      doc.text(
        `Prix de l'offre ${money(input.listPriceMinor)} TTC, remise${coupon} de ${discount}`,
        SIDE + 6,
        notes + 2,
        {
          width: columns[0]!.width - 12,
        },
      );
      notes = doc.y;
    }
    y = notes + 10;
    doc
      .moveTo(SIDE, y)
      .lineTo(SIDE + WIDTH, y)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke();
    y += 10;

    // Totals, right-aligned.
    const totals: [string, string, boolean][] = [
      ["Total HT", money(vat.netMinor), false],
      [`TVA (${vat.ratePercent} %)`, money(vat.vatMinor), false],
      [input.cancels ? "Total TTC remboursé" : "Total TTC payé", money(vat.totalMinor), true],
    ];
    for (const [label, value, strong] of totals) {
      doc
        .font(strong ? BOLD : REGULAR)
        .fontSize(strong ? 12 : 10)
        .fillColor(COLORS.text);
      doc.text(label, SIDE + WIDTH - 280, y, { width: 170, align: "right" });
      doc.text(value, SIDE + WIDTH - 106, y, { width: 100, align: "right" });
      y += strong ? 20 : 16;
    }
    y += 14;

    // The payment, the VAT rule, the withdrawal waiver.
    const paragraph = (text: string, options: { bold?: boolean; color?: string } = {}) => {
      doc
        .font(options.bold ? BOLD : REGULAR)
        .fontSize(10)
        .fillColor(options.color ?? COLORS.text);
      doc.text(text, SIDE, y, { width: WIDTH });
      y = doc.y + 8;
    };
    const method = PAYMENT_METHOD_LABELS[input.paymentMethod].toLowerCase();
    paragraph(
      input.cancels
        ? `Avoir annulant la facture n° ${input.cancels.invoiceNumber} : le client a exercé son droit de rétractation ` +
            `(articles L221-18 et suivants du Code de la consommation). Le prix est remboursé par le moyen de paiement ` +
            `utilisé lors de l'achat (${method}). Référence de commande : ${input.orderId}.`
        : `Facture acquittée : payée le ${receiptDate(input.issuedAt)} par ${method}. ` +
            `Référence de commande : ${input.orderId}.`,
      { bold: true },
    );
    paragraph(VAT_MENTIONS[vat.rule], { color: COLORS.muted });
    if (input.withdrawalWaiverAt && !input.cancels) {
      paragraph(
        `Renonciation au droit de rétractation : le ${receiptDate(input.withdrawalWaiverAt)}, le client a demandé que ` +
          `l'accès au contenu numérique commence avant la fin du délai de rétractation de ${WITHDRAWAL_PERIOD_DAYS} jours et ` +
          "a reconnu perdre ainsi son droit de rétractation (article L221-28 13° du Code de la consommation).",
        { color: COLORS.muted },
      );
    }

    // Footer: the seller's identity and the consumer mediator.
    const footerY = PAGE.height - 60;
    doc
      .moveTo(SIDE, footerY - 8)
      .lineTo(SIDE + WIDTH, footerY - 8)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke();
    doc.font(REGULAR).fontSize(8).fillColor(COLORS.muted);
    doc.text(
      `${seller.name} · ${seller.address} · ${seller.rcs} · TVA ${seller.vatNumber}. ` +
        `Médiateur de la consommation : ${seller.mediatorName}, ${seller.mediatorUrl}.`,
      SIDE,
      footerY,
      { width: WIDTH, align: "center" },
    );
    doc.end();
    return bytes;
  }
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
