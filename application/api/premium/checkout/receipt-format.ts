// Issue 15: how a receipt and its confirmation mail write amounts, dates and their fixed wording (French: the invoice
// is a French document). One place, so that the PDF and the mail always say the same.
import { SERVICE_TIME_ZONE } from "../../../../domain/time/service-time-zone.ts";
import type { Currency, ProviderKind } from "../../../../domain/premium/plan.ts";
import { frenchFirstOfMonth } from "../../../../domain/locale/locale.ts";
import type { VatRule, VatSplit } from "../../../../domain/premium/receipts.ts";
import type { OrderPurpose } from "../../../contracts/premium/checkout.ts";
import type { CompanyFacts } from "../../legal/company.ts";
import { fromMinorUnits } from "./order-view.ts";

/** An amount in minor units written in French with its currency: "89,99 €", "5 000 F CFA" (ordinary no-break spaces). */
export function receiptAmount(amountMinor: number, currency: Currency): string {
  return new Intl.NumberFormat("fr-FR", { style: "currency", currency })
    .format(fromMinorUnits(amountMinor, currency))
    .replace(/\u202f/g, "\u00a0");
}

/** A date in French, in Paris time: "25 novembre 2026", "1er décembre 2026". */
export function receiptDate(date: Date): string {
  const text = new Intl.DateTimeFormat("fr-FR", {
    timeZone: SERVICE_TIME_ZONE,
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(date);
  return frenchFirstOfMonth(text);
}

/** The payment method as printed. */
export const PAYMENT_METHOD_LABELS: Readonly<Record<ProviderKind, string>> = {
  card: "Carte bancaire",
  mobile_money: "Mobile money",
  gift_card: "Carte cadeau",
};

/** What the receipt says of VAT under each rule. */
export const VAT_MENTIONS: Readonly<Record<VatRule, string>> = {
  "fr-standard": "TVA française au taux normal de 20 % (prestation de services fournie par voie électronique).",
  "outside-eu":
    "TVA non applicable, article 259 B du Code général des impôts : prestation fournie par voie électronique à un client établi hors de l'Union européenne.",
};

/** The period a payment bought, as printed: "du 25 novembre 2026 au 25 novembre 2027", or lifetime. */
export function receiptPeriod(start: Date, end: Date | null): string {
  return end
    ? `du ${receiptDate(start)} au ${receiptDate(end)}`
    : `à partir du ${receiptDate(start)}, sans date de fin`;
}

/** Issue 15: what an invoice's line sells: a subscription, or a gift card of a plan (ADR 030). */
export function receiptDesignation(purpose: OrderPurpose, planName: string): string {
  return purpose === "gift-card" ? `Carte cadeau ${planName}` : `Abonnement ${planName}`;
}

/** Issue 15: what a receipt prints (French: an invoice is issued in French). */
export interface ReceiptPdfInput {
  number: string;
  /** Invoice date: when the payment was confirmed. */
  issuedAt: Date;
  orderId: string;
  brandName: string;
  seller: CompanyFacts;
  buyer: { name: string | null; email: string };
  /** The plan's French name. */
  planName: string;
  /** What the line sells ("Abonnement …", "Carte cadeau …": receiptDesignation). */
  designation: string;
  /** The period bought; null for a gift card's sale (its period starts when it is redeemed). */
  periodStart: Date | null;
  periodEnd: Date | null;
  currency: Currency;
  vat: VatSplit;
  /** The plan's price before a campaign or a coupon, when it differs from the price paid (minor unit). */
  listPriceMinor: number | null;
  couponCode: string | null;
  paymentMethod: ProviderKind;
  /** L221-28 13°: when the buyer asked for the access to start at once, giving up the right of withdrawal. */
  withdrawalWaiverAt: Date | null;
  /**
   * Issue 15 (ADR 030): set when the document is a credit note (avoir): the invoice it cancels. `number`, `issuedAt`
   * and `vat` are then the credit note's.
   */
  cancels: { invoiceNumber: string; invoiceDate: Date } | null;
}
