// Issue 15, HTTP contract of a member's order history and receipts (docs/decisions/027-receipts.md): the paid orders
// with their invoice numbers, and each one's receipt (a PDF invoice), only for the member who paid.
import * as v from "valibot";
import { CURRENCIES, PROVIDER_KINDS } from "../../../domain/premium/plan.ts";
import { IsoDateTime } from "../common.ts";
import { endpoint, endpointPath } from "../endpoint.ts";
import { CreditNoteSummary, ORDER_PURPOSES, ORDER_STATUSES } from "./checkout.ts";

/** Issue 15: a paid order in the member's history. Amounts as in OrderView (major unit, and minor unit). */
export const OrderHistoryEntry = v.object({
  orderId: v.string(),
  paidAt: IsoDateTime,
  status: v.picklist(ORDER_STATUSES),
  plan: v.object({ id: v.string(), names: v.object({ fr: v.string(), en: v.string() }) }),
  /** Issue 15: a subscription, or a gift card (ADR 030: invoiced at its sale, without a period). */
  purpose: v.picklist(ORDER_PURPOSES),
  /** The period the payment bought (null end: lifetime); null for a gift card (no period until it is redeemed). */
  periodStart: v.nullable(IsoDateTime),
  periodEnd: v.nullable(IsoDateTime),
  currency: v.picklist(CURRENCIES),
  amount: v.number(),
  amountMinor: v.number(),
  /** card | mobile_money | gift_card */
  paymentMethod: v.picklist(PROVIDER_KINDS),
  invoiceNumber: v.string(),
  /** The receipt's API path (under API_BASE_URL). */
  receiptPath: v.string(),
  /**
   * Issue 15: the credit note (avoir) of a refunded order (a gift card withdrawn from), whether the refund is done, and
   * its PDF's API path (under API_BASE_URL).
   */
  creditNote: v.nullable(CreditNoteSummary),
});
export type OrderHistoryEntry = v.InferOutput<typeof OrderHistoryEntry>;

export const OrderHistory = v.object({ orders: v.array(OrderHistoryEntry) });
export type OrderHistory = v.InferOutput<typeof OrderHistory>;

/** Issue 15: GET /checkout/orders, the member's paid orders, the most recent first. */
export const LIST_ORDERS = endpoint({
  method: "GET",
  path: "/checkout/orders",
  summary:
    "The member's paid orders, the most recent payment first (issue 15): date, plan, period, amount and currency, " +
    "payment method, status, invoice number and the address of the receipt.",
  tags: ["checkout"],
  response: OrderHistory,
  success: { status: 200, description: "The paid orders (possibly none)" },
  member: { profiled: false },
  errors: {},
});

/** Issue 15: GET /checkout/orders/{orderId}/receipt, the receipt of a paid order as a PDF invoice. */
export const ORDER_RECEIPT = endpoint({
  method: "GET",
  path: "/checkout/orders/{orderId}/receipt",
  summary:
    "The receipt of one of the member's paid orders, a PDF invoice with the legal mentions (issue 15): seller, invoice " +
    "number, date, buyer, plan and period, price with VAT, payment method, the withdrawal waiver when given. Rendered " +
    "once and cached. Only for the member who paid.",
  tags: ["checkout"],
  response: v.unknown(),
  success: {
    status: 200,
    description: 'application/pdf, Content-Disposition: attachment; filename="facture-<number>.pdf"',
  },
  member: { profiled: false },
  errors: { 404: ["OrderNotFound"] },
  notes: { 404: "no such paid order, or another member's (never told apart)" },
});

/** Issue 15: the API path of an order's receipt. */
export function receiptPath(orderId: string): string {
  return endpointPath(ORDER_RECEIPT.path, { orderId });
}

/** Issue 15 (ADR 030): GET /checkout/orders/{orderId}/credit-note, the credit note of a refunded order as a PDF. */
export const ORDER_CREDIT_NOTE = endpoint({
  method: "GET",
  path: "/checkout/orders/{orderId}/credit-note",
  summary:
    "The credit note (avoir) of one of the member's refunded orders (a gift card withdrawn from within 14 days), a PDF " +
    "that cancels the order's invoice: its own number (A<year>-…), date, the invoice it cancels, the amount refunded. " +
    "Only for the member who paid.",
  tags: ["checkout"],
  response: v.unknown(),
  success: {
    status: 200,
    description: 'application/pdf, Content-Disposition: attachment; filename="avoir-<number>.pdf"',
  },
  member: { profiled: false },
  errors: { 404: ["OrderNotFound"] },
  notes: { 404: "no such refunded order, or another member's (never told apart)" },
});

/** Issue 15: the API path of an order's credit note. */
export function creditNotePath(orderId: string): string {
  return endpointPath(ORDER_CREDIT_NOTE.path, { orderId });
}
