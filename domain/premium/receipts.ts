// Issue 15, receipts (docs/decisions/027-receipts.md): the invoice of a paid order. Its number comes from a gap-free
// sequence per calendar year (Paris time), assigned once when the payment is confirmed; its price is the price paid,
// VAT included (TTC), split into the amount before tax and the VAT by the rule of the order's currency.
import { SERVICE_TIME_ZONE } from "../time/service-time-zone.ts";
import type { Currency } from "./plan.ts";

/** The letter that starts every invoice number (F for facture). */
const INVOICE_PREFIX = "F";
/** Digits of the sequence in an invoice number (zero-padded; a larger number is written in full). */
const SEQUENCE_DIGITS = 6;

/**
 * The series an invoice paid at `paidAt` belongs to: its calendar year in France (Europe/Paris), so that an order paid
 * on 31 December at 23:30 in Paris is numbered in that year's series, as its printed date says.
 */
export function invoiceSeries(paidAt: Date): string {
  return new Intl.DateTimeFormat("en-GB", { timeZone: SERVICE_TIME_ZONE, year: "numeric" }).format(paidAt);
}

/** An invoice number: `F{series}-{sequence on 6 digits}`, e.g. F2026-000042. The sequence starts at 1. */
export function invoiceNumber(series: string, sequence: number): string {
  return `${INVOICE_PREFIX}${documentNumber(series, sequence)}`;
}

/** A series and its zero-padded sequence: `2026-000042`. */
function documentNumber(series: string, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`document sequence ${sequence}`);
  return `${series}-${String(sequence).padStart(SEQUENCE_DIGITS, "0")}`;
}

/** The letter that starts every credit note's number and series (A for avoir). */
const CREDIT_NOTE_PREFIX = "A";

/**
 * Issue 15 (docs/decisions/030): credit notes (avoirs) have their own gap-free sequence per Paris calendar year, kept
 * beside the invoices' under the series `A{year}`, so that each kind of document is numbered continuously.
 */
export function creditNoteSeries(issuedAt: Date): string {
  return `${CREDIT_NOTE_PREFIX}${invoiceSeries(issuedAt)}`;
}

/** Issue 15: a credit note's number: its series and the zero-padded sequence, e.g. A2026-000003. */
export function creditNoteNumber(series: string, sequence: number): string {
  return documentNumber(series, sequence);
}

/** The VAT rule an invoice states. */
export type VatRule =
  /** France, 20 % (the standard rate of article 278 du CGI applies to services supplied electronically). */
  | "fr-standard"
  /**
   * Services supplied electronically to a private customer established outside the European Union are not taxed in
   * France (article 259 B du CGI): no French VAT is charged on XOF orders, sold only in Francophone Africa.
   */
  | "outside-eu";

/** The price of an order split for its invoice, all in the currency's minor unit (cents; XOF has none). */
export interface VatSplit {
  rule: VatRule;
  /** The VAT rate in percent (20 or 0). */
  ratePercent: number;
  /** Amount before tax (HT). */
  netMinor: number;
  /** VAT amount. */
  vatMinor: number;
  /** Amount paid, VAT included (TTC): net + vat, exactly. */
  totalMinor: number;
}

/** The VAT rate of each rule, in percent. */
const RATES: Record<VatRule, number> = { "fr-standard": 20, "outside-eu": 0 };

/**
 * The one rule of VAT on receipts: EUR orders (France) at 20 %, XOF orders (Francophone Africa) outside French VAT
 * (article 259 B du CGI). The price paid is the TTC price; the amount before tax is rounded to the nearest minor unit
 * (half up) and the VAT is what remains, so that net + VAT is always the price paid.
 */
export function vatSplit(totalMinor: number, currency: Currency): VatSplit {
  if (!Number.isSafeInteger(totalMinor) || totalMinor < 0) throw new RangeError(`amount ${totalMinor}`);
  const rule: VatRule = currency === "EUR" ? "fr-standard" : "outside-eu";
  const ratePercent = RATES[rule];
  // Integer arithmetic: net = total × 100 / (100 + rate), rounded half up.
  const netMinor = Math.floor((totalMinor * 100 * 2 + (100 + ratePercent)) / ((100 + ratePercent) * 2));
  return { rule, ratePercent, netMinor, vatMinor: totalMinor - netMinor, totalMinor };
}

/** Issue 15: the two documents of an order: its invoice, and the credit note (avoir) that cancels it after a refund. */
export type ReceiptDocument = "invoice" | "credit-note";

/** The file name a receipt (an invoice, or a credit note: ADR 030) is downloaded under. */
export function receiptFileName(number: string, document: ReceiptDocument = "invoice"): string {
  return `${document === "invoice" ? "facture" : "avoir"}-${number}.pdf`;
}
