// Issue 15, receipts (docs/decisions/027-receipts.md): the invoice issued when a payment is confirmed (in the
// ledger's transaction), a member's history of paid orders, the receipt PDF only for its owner, and the order
// confirmation mail of Code de la consommation L221-13, sent once per order.
import { err, ok, ResultAsync, type Result } from "neverthrow";
import { inject, injectable } from "tsyringe";
import { PAYMENT_PROVIDERS, type ProviderKind } from "../../../../domain/premium/plan.ts";
import {
  invoiceNumber,
  invoiceSeries,
  receiptFileName,
  vatSplit,
  type ReceiptDocument,
} from "../../../../domain/premium/receipts.ts";
import { receiptDesignation } from "./receipt-format.ts";
import { WITHDRAWAL_PERIOD_DAYS, withdrawalDeadline } from "../../../../domain/premium/withdrawal.ts";
import { GIFT_CARDS_PAGE } from "../../../contracts/premium/checkout.ts";
import type { OrderHistoryEntry } from "../../../contracts/premium/receipts.ts";
import { creditNotePath, receiptPath } from "../../../contracts/premium/receipts.ts";
import type { CreditNoteSummary } from "../../../contracts/premium/checkout.ts";
import { MemberRepositoryToken, type MemberRepository } from "../../account/members/ports.ts";
import { CompanyFactsToken, type CompanyFacts } from "../../legal/company.ts";
import { orderConfirmationMail } from "./order-confirmation-mail.ts";
import type { ReceiptPdfInput } from "./receipt-format.ts";
import { MailerToken, type Mailer } from "../../mail/ports.ts";
import { PlanRepositoryToken, type PlanRepository, type StoredPlan } from "../catalog/ports.ts";
import {
  ApiSettingsToken,
  AppLoggerToken,
  ClockToken,
  type ApiSettings,
  type AppLogger,
  type Clock,
} from "../../shared/ports.ts";
import { fromMinorUnits, isOrderId } from "./order-view.ts";
import {
  InvoiceRepositoryToken,
  OrderRepositoryToken,
  type CreditNoteRecord,
  type InvoiceRecord,
  type InvoiceRepository,
  type OrderRecord,
  type OrderRepository,
  type PaymentTransaction,
} from "./ports.ts";
import type { OrderNotFound } from "./get-order.ts";

/** Issue 15: draws receipts. `version` changes whenever the same receipt would be drawn differently. */
export interface ReceiptRenderer {
  readonly version: string;
  render(input: ReceiptPdfInput): Promise<Uint8Array>;
}
export const ReceiptRendererToken = Symbol("ReceiptRenderer");

/** Issue 15: rendered receipts, by key (the sheets' file cache, in its own directory). */
export interface ReceiptPdfCache {
  get(key: string): Promise<Uint8Array | null>;
  put(key: string, bytes: Uint8Array): Promise<void>;
}
export const ReceiptPdfCacheToken = Symbol("ReceiptPdfCache");

/** Issue 15: where the browser reaches the API (absolute, no trailing slash), for the link in the mail. */
export interface ReceiptSettings {
  apiBaseUrl: string;
}
export const ReceiptSettingsToken = Symbol("ReceiptSettings");

/** Issue 15: how an order was paid: the gift-card provider, else the plan's kind (card, mobile money). */
export function paymentMethodOf(order: Pick<OrderRecord, "provider">, plan: StoredPlan): ProviderKind {
  return order.provider === PAYMENT_PROVIDERS.gift_card.name ? "gift_card" : plan.plan.provider;
}

/**
 * Issue 15: inside the transaction that activates an order, issues its invoice: the next number of the series of the
 * payment's year (gap-free: a rollback gives it back), once per order (the order left `pending` once).
 */
export async function issueInvoice(
  tx: PaymentTransaction,
  input: { orderId: string; paidAt: Date; periodStart: Date | null; periodEnd: Date | null },
): Promise<InvoiceRecord> {
  const series = invoiceSeries(input.paidAt);
  const sequence = await tx.nextInvoiceSequence(series);
  const invoice: InvoiceRecord = {
    orderId: input.orderId,
    number: invoiceNumber(series, sequence),
    series,
    sequence,
    issuedAt: input.paidAt,
    periodStart: input.periodStart,
    periodEnd: input.periodEnd,
    confirmationMailedAt: null,
  };
  await tx.insertInvoice(invoice);
  return invoice;
}

/** Issue 15 (ADR 030): a credit note as the member's pages list it, with the address of its PDF. */
export function creditNoteSummary(orderId: string, note: CreditNoteRecord): CreditNoteSummary {
  return {
    number: note.number,
    issuedAt: note.issuedAt.toISOString(),
    refunded: note.refundedAt !== null,
    path: creditNotePath(orderId),
  };
}

/** Issue 15: a member's paid orders with their invoices (GET /checkout/orders). */
@injectable()
export class ListOrders {
  constructor(
    @inject(InvoiceRepositoryToken) private readonly invoices: InvoiceRepository,
    @inject(PlanRepositoryToken) private readonly plans: PlanRepository,
  ) {}

  async execute(memberId: string): Promise<OrderHistoryEntry[]> {
    const paid = await this.invoices.listPaid(memberId);
    const entries: OrderHistoryEntry[] = [];
    for (const { order, invoice, creditNote } of paid) {
      const plan = await this.plans.findById(order.planId);
      if (!plan) continue;
      entries.push({
        orderId: order.id,
        paidAt: (order.paidAt ?? invoice.issuedAt).toISOString(),
        status: order.status,
        plan: { id: plan.plan.id, names: { fr: plan.names.fr, en: plan.names.en } },
        purpose: order.purpose,
        periodStart: invoice.periodStart ? invoice.periodStart.toISOString() : null,
        periodEnd: invoice.periodEnd ? invoice.periodEnd.toISOString() : null,
        currency: order.currency,
        amount: fromMinorUnits(order.amountMinor, order.currency),
        amountMinor: order.amountMinor,
        paymentMethod: paymentMethodOf(order, plan),
        invoiceNumber: invoice.number,
        receiptPath: receiptPath(order.id),
        creditNote: creditNote ? creditNoteSummary(order.id, creditNote) : null,
      });
    }
    return entries;
  }
}

/** Issue 15: a receipt as downloaded. */
export interface ReceiptPdf {
  bytes: Uint8Array;
  fileName: string;
  /** The same key, the same bytes (the HTTP layer derives its ETag from it). */
  key: string;
}

/** Issue 15: the facts of an order's receipt, or null when it has none (not paid, not issued, unknown plan or member). */
async function receiptInputOf(
  deps: {
    invoices: InvoiceRepository;
    plans: PlanRepository;
    members: MemberRepository;
    seller: CompanyFacts;
    brandName: string;
  },
  order: OrderRecord,
): Promise<{ input: ReceiptPdfInput; invoice: InvoiceRecord; plan: StoredPlan } | null> {
  if (order.status !== "paid") return null;
  const [invoice, plan, member] = await Promise.all([
    deps.invoices.findByOrderId(order.id),
    deps.plans.findById(order.planId),
    order.memberId === null ? null : deps.members.findById(order.memberId),
  ]);
  if (!invoice || !plan || !member) return null;
  const name = [member.firstname, member.lastname].filter((part) => part && part.trim() !== "").join(" ");
  return {
    invoice,
    plan,
    input: {
      number: invoice.number,
      issuedAt: invoice.issuedAt,
      orderId: order.id,
      brandName: deps.brandName,
      seller: deps.seller,
      buyer: { name: name === "" ? null : name, email: order.email ?? member.email },
      planName: plan.names.fr,
      designation: receiptDesignation(order.purpose, plan.names.fr),
      periodStart: invoice.periodStart,
      periodEnd: invoice.periodEnd,
      currency: order.currency,
      vat: vatSplit(order.amountMinor, order.currency),
      listPriceMinor: order.listPriceMinor !== order.amountMinor ? order.listPriceMinor : null,
      couponCode: order.couponCode,
      paymentMethod: paymentMethodOf(order, plan),
      withdrawalWaiverAt: order.withdrawalWaiverAt,
      cancels: null,
    },
  };
}

/** Issue 15: the receipt of a paid order, for the member who paid only (another's is "not found"). */
@injectable()
export class DownloadReceipt {
  constructor(
    @inject(OrderRepositoryToken) private readonly orders: OrderRepository,
    @inject(InvoiceRepositoryToken) private readonly invoices: InvoiceRepository,
    @inject(PlanRepositoryToken) private readonly plans: PlanRepository,
    @inject(MemberRepositoryToken) private readonly members: MemberRepository,
    @inject(CompanyFactsToken) private readonly seller: CompanyFacts,
    @inject(ApiSettingsToken) private readonly settings: ApiSettings,
    @inject(ReceiptRendererToken) private readonly renderer: ReceiptRenderer,
    @inject(ReceiptPdfCacheToken) private readonly cache: ReceiptPdfCache,
  ) {}

  /** `document`: the order's invoice, or the credit note that cancels it (a refunded order only: ADR 030). */
  execute(
    memberId: string,
    orderId: string,
    document: ReceiptDocument = "invoice",
  ): ResultAsync<ReceiptPdf, OrderNotFound> {
    return new ResultAsync(this.run(memberId, orderId, document));
  }

  private async run(
    memberId: string,
    orderId: string,
    document: ReceiptDocument,
  ): Promise<Result<ReceiptPdf, OrderNotFound>> {
    if (!isOrderId(orderId)) return err({ type: "OrderNotFound" });
    const order = await this.orders.findById(orderId);
    // The owner is checked before the cache is read: a cached receipt never leaves to someone else.
    if (!order || order.memberId !== memberId) return err({ type: "OrderNotFound" });
    const found = await receiptInputOf(
      {
        invoices: this.invoices,
        plans: this.plans,
        members: this.members,
        seller: this.seller,
        brandName: this.settings.brandName,
      },
      order,
    );
    if (!found) return err({ type: "OrderNotFound" });
    let { input } = found;
    if (document === "credit-note") {
      const note = await this.invoices.findCreditNote(order.id);
      if (!note) return err({ type: "OrderNotFound" });
      input = {
        ...input,
        number: note.number,
        issuedAt: note.issuedAt,
        vat: vatSplit(note.amountMinor, order.currency),
        cancels: { invoiceNumber: found.invoice.number, invoiceDate: found.invoice.issuedAt },
      };
    }
    // Whatever is printed is in the key: a change of the seller's facts, the buyer's name or the renderer draws it anew.
    const key = JSON.stringify(["receipt", this.renderer.version, input]);
    const fileName = receiptFileName(input.number, document);
    const cached = await this.cache.get(key);
    if (cached) return ok({ bytes: cached, fileName, key });
    const bytes = await this.renderer.render(input);
    await this.cache.put(key, bytes);
    return ok({ bytes, fileName, key });
  }
}

/**
 * Issue 15, Code de la consommation L221-13: the confirmation of the contract on a durable medium (an e-mail), with
 * its main information (L221-5: seller, plan, price, period) and the withdrawal right's (given up when the access
 * started at once, L221-28 13°; for a gift card's sale, 14 days while unused: ADR 030), and the receipt's link. Sent once per order: the invoice's mail flag is claimed by a
 * conditional update before sending (a replayed webhook, or two deliveries at once, find it claimed).
 */
@injectable()
export class SendOrderConfirmation {
  constructor(
    @inject(OrderRepositoryToken) private readonly orders: OrderRepository,
    @inject(InvoiceRepositoryToken) private readonly invoices: InvoiceRepository,
    @inject(PlanRepositoryToken) private readonly plans: PlanRepository,
    @inject(MemberRepositoryToken) private readonly members: MemberRepository,
    @inject(CompanyFactsToken) private readonly seller: CompanyFacts,
    @inject(ApiSettingsToken) private readonly settings: ApiSettings,
    @inject(ReceiptSettingsToken) private readonly receipts: ReceiptSettings,
    @inject(MailerToken) private readonly mailer: Mailer,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(AppLoggerToken) private readonly logger: AppLogger,
  ) {}

  /** Sends the confirmation of a paid order unless it was sent (or is being sent). False: nothing sent. */
  async execute(orderId: string): Promise<boolean> {
    const order = await this.orders.findById(orderId);
    if (!order) return false;
    const found = await receiptInputOf(
      {
        invoices: this.invoices,
        plans: this.plans,
        members: this.members,
        seller: this.seller,
        brandName: this.settings.brandName,
      },
      order,
    );
    if (!found || found.invoice.confirmationMailedAt !== null) return false;
    if (!(await this.invoices.claimConfirmationMail(order.id, this.clock.now()))) return false;
    const sent = await this.mailer.send(
      orderConfirmationMail({
        to: found.input.buyer.email,
        receipt: found.input,
        receiptLink: `${this.receipts.apiBaseUrl}${receiptPath(order.id)}`,
        accountLink: `${this.settings.publicOrigin}/mon-compte`,
        withdrawalDays: WITHDRAWAL_PERIOD_DAYS,
        // ADR 030: a gift card's sale may be withdrawn from while unused, for 14 days from its payment.
        giftCard:
          order.purpose === "gift-card"
            ? {
                withdrawUntil: withdrawalDeadline(order.paidAt ?? found.invoice.issuedAt),
                cardsLink: `${this.settings.publicOrigin}${GIFT_CARDS_PAGE}`,
              }
            : null,
      }),
    );
    if (sent.isErr()) {
      // Given back, so that a later attempt may send it; logged for support.
      await this.invoices.releaseConfirmationMail(order.id);
      this.logger.warn("mail.failed", { template: "order-confirmation", orderId: order.id, reason: sent.error.reason });
      return false;
    }
    this.logger.info("payment.confirmation_mailed", { orderId: order.id, invoice: found.invoice.number });
    return true;
  }
}
