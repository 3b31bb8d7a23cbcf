// Issue 15 (docs/decisions/030): the 14-day withdrawal of a gift card its buyer has not seen redeemed. In ONE ledger
// transaction, under the order's lock: the rule of domain/premium/withdrawal.ts is applied, the card is voided (it can
// no longer be redeemed) and a credit note is numbered in its own gap-free series. After the commit the payment is
// refunded at the provider that took it, with one idempotency key per order (a double click, a retry or two requests
// at once make one refund), and the buyer gets one mail (claimed on the credit note).
import { err, ok, ResultAsync, type Result } from "neverthrow";
import { inject, injectable } from "tsyringe";
import { creditNoteNumber, creditNoteSeries } from "../../../../domain/premium/receipts.ts";
import { giftCardWithdrawal, type GiftCardWithdrawal } from "../../../../domain/premium/withdrawal.ts";
import { GIFT_CARDS_PAGE } from "../../../contracts/premium/checkout.ts";
import { MemberRepositoryToken, type MemberRepository } from "../../account/members/ports.ts";
import { giftCardWithdrawnMail } from "../../mail/templates.ts";
import { MailerToken, type Mailer } from "../../mail/ports.ts";
import { PlanRepositoryToken, type PlanRepository } from "../catalog/ports.ts";
import {
  ApiSettingsToken,
  AppLoggerToken,
  ClockToken,
  type ApiSettings,
  type AppLogger,
  type Clock,
} from "../../shared/ports.ts";
import { giftCardHash } from "./gift-card-codes.ts";
import { withdrawalFacts } from "./gift-card-purchases.ts";
import { isOrderId } from "./order-view.ts";
import { receiptAmount } from "./receipt-format.ts";
import {
  InvoiceRepositoryToken,
  HasherToken,
  OrderRepositoryToken,
  PaymentLedgerToken,
  PaymentProvidersToken,
  type CreditNoteRecord,
  type Hasher,
  type InvoiceRepository,
  type OrderRecord,
  type OrderRepository,
  type PaymentLedger,
  type PaymentProviders,
} from "./ports.ts";

/** Issue 15: why a withdrawal is refused (`withdrawn` is not a refusal: the same answer again). */
export type WithdrawGiftCardError =
  | { type: "OrderNotFound" }
  | {
      type: "WithdrawalRefused";
      reason: Exclude<Extract<GiftCardWithdrawal, { allowed: false }>["reason"], "withdrawn">;
    };

/** Issue 15: a withdrawal done (now or before): its credit note, and whether the refund was made. */
export interface GiftCardWithdrawalDone {
  /** False: it had been withdrawn already (the same answer, nothing done twice). */
  created: boolean;
  creditNoteNumber: string;
  refunded: boolean;
}

/** Issue 15: the one refund key of an order (the provider makes one refund per key). */
export function refundIdempotencyKey(orderId: string): string {
  return `refund-${orderId}`;
}

/** Issue 15: after this many failed refund calls of one credit note, each further failure is a warning for support. */
export const REFUND_FAILURES_BEFORE_WARNING = 3;

/**
 * Issue 15 (ADR 030): refunds the order of a credit note at the provider that took its payment (its webhook name is
 * the order's provider), under the order's one idempotency key (refundIdempotencyKey: the provider makes one refund
 * per key, so a retry never refunds twice), and records it on the credit note; a failure is counted on it. Used by
 * the withdrawal right after its commit and by the refund sweep (RetryRefunds).
 */
@injectable()
export class RefundCreditNote {
  constructor(
    @inject(PaymentProvidersToken) private readonly providers: PaymentProviders,
    @inject(InvoiceRepositoryToken) private readonly invoices: InvoiceRepository,
    @inject(AppLoggerToken) private readonly logger: AppLogger,
  ) {}

  async execute(
    order: OrderRecord,
    now: Date,
    by: "withdrawal" | "sweep",
  ): Promise<{ refunded: true } | { refunded: false; failures: number; reason: string }> {
    const provider = this.providers.webhook(order.provider);
    const refund = provider
      ? await provider.refund({
          orderId: order.id,
          providerReference: order.providerReference,
          amountMinor: order.amountMinor,
          currency: order.currency,
          idempotencyKey: refundIdempotencyKey(order.id),
        })
      : null;
    if (!refund || refund.isErr()) {
      // The card stays voided and the credit note stands: the next try uses the same key.
      const reason = refund ? refund.error.reason : "no provider";
      const failures = await this.invoices.recordRefundFailure(order.id);
      const facts = { orderId: order.id, provider: order.provider, reason, failures, by };
      if (by === "withdrawal") this.logger.error("gift_card.refund_failed", facts);
      else if (failures >= REFUND_FAILURES_BEFORE_WARNING) this.logger.warn("gift_card.refund_stuck", facts);
      else this.logger.info("gift_card.refund_retry_failed", facts);
      return { refunded: false, failures, reason };
    }
    await this.invoices.recordRefund(order.id, refund.value.refundId, now);
    this.logger.info("gift_card.refunded", { orderId: order.id, refundId: refund.value.refundId, by });
    return { refunded: true };
  }
}

/** Issue 15: what a run of the refund sweep did. */
export interface RefundSweepReport {
  retried: number;
  refunded: number;
  failed: number;
}

/** A refund younger than this belongs to its withdrawal (called right after its commit): the sweep leaves it. */
const REFUND_SWEEP_MIN_AGE_MS = 10 * 60_000;
/** At most this many credit notes per run (the next run takes the rest). */
const REFUND_SWEEP_BATCH = 100;

/**
 * Issue 15 (ADR 030 addendum): the sweep of refunds left in progress (a provider that failed or did not answer, a
 * process that stopped between the withdrawal's commit and its refund): each credit note whose refund is not
 * confirmed is refunded again under the same idempotency key, so a retry never refunds twice; past
 * REFUND_FAILURES_BEFORE_WARNING failures each is logged at warn (`gift_card.refund_stuck`) for support.
 */
@injectable()
export class RetryRefunds {
  constructor(
    @inject(InvoiceRepositoryToken) private readonly invoices: InvoiceRepository,
    @inject(OrderRepositoryToken) private readonly orders: OrderRepository,
    @inject(RefundCreditNote) private readonly refunds: RefundCreditNote,
    @inject(AppLoggerToken) private readonly logger: AppLogger,
  ) {}

  /** The job's run: only when this process claims it (no run since `since`); null when another one did. */
  async scheduled(now: Date, since: Date): Promise<RefundSweepReport | null> {
    if (!(await this.invoices.claimRefundSweep(now, since))) return null;
    return this.execute(now);
  }

  async execute(now: Date): Promise<RefundSweepReport> {
    const report: RefundSweepReport = { retried: 0, refunded: 0, failed: 0 };
    const notes = await this.invoices.refundsInProgress(
      new Date(now.getTime() - REFUND_SWEEP_MIN_AGE_MS),
      REFUND_SWEEP_BATCH,
    );
    for (const note of notes) {
      const order = await this.orders.findById(note.orderId);
      if (!order) continue;
      report.retried++;
      const done = await this.refunds.execute(order, now, "sweep");
      if (done.refunded) report.refunded++;
      else report.failed++;
    }
    if (report.retried > 0) this.logger.info("refunds.swept", { ...report });
    return report;
  }
}

/** Issue 15: withdraws from a bought gift card, for its buyer only. */
@injectable()
export class WithdrawGiftCard {
  constructor(
    @inject(PaymentLedgerToken) private readonly ledger: PaymentLedger,
    @inject(OrderRepositoryToken) private readonly orders: OrderRepository,
    @inject(InvoiceRepositoryToken) private readonly invoices: InvoiceRepository,
    @inject(RefundCreditNote) private readonly refunds: RefundCreditNote,
    @inject(PlanRepositoryToken) private readonly plans: PlanRepository,
    @inject(MemberRepositoryToken) private readonly members: MemberRepository,
    @inject(HasherToken) private readonly hasher: Hasher,
    @inject(MailerToken) private readonly mailer: Mailer,
    @inject(ApiSettingsToken) private readonly settings: ApiSettings,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(AppLoggerToken) private readonly logger: AppLogger,
  ) {}

  execute(memberId: string, orderId: string): ResultAsync<GiftCardWithdrawalDone, WithdrawGiftCardError> {
    return new ResultAsync(this.run(memberId, orderId));
  }

  private async run(memberId: string, orderId: string): Promise<Result<GiftCardWithdrawalDone, WithdrawGiftCardError>> {
    if (!isOrderId(orderId)) return err({ type: "OrderNotFound" });
    const now = this.clock.now();
    const outcome = await this.ledger.transaction(
      async (tx): Promise<Result<{ note: CreditNoteRecord; created: boolean }, WithdrawGiftCardError>> => {
        // The order's lock first: two withdrawals of one card run one after the other.
        const order = await tx.lockOrder(orderId);
        if (!order || order.memberId !== memberId || order.purpose !== "gift-card")
          return err({ type: "OrderNotFound" });
        const existing = await tx.findCreditNote(orderId);
        if (existing) return ok({ note: existing, created: false });
        const purchase = await tx.lockGiftCardPurchase(orderId);
        // The card's lock: a redemption racing this withdrawal waits, then finds the card voided (or the reverse).
        const card = purchase?.code ? await tx.lockGiftCard(giftCardHash(this.hasher, purchase.code)) : null;
        const rule = giftCardWithdrawal(withdrawalFacts({ order, card }), now);
        if (!rule.allowed) {
          // A voided card always has its credit note (same transaction): "withdrawn" was answered above.
          if (rule.reason === "withdrawn") throw new Error(`gift card of order ${orderId} voided without credit note`);
          return err({ type: "WithdrawalRefused", reason: rule.reason });
        }
        await tx.voidGiftCard(card!.id, now);
        const series = creditNoteSeries(now);
        const sequence = await tx.nextInvoiceSequence(series);
        const note: CreditNoteRecord = {
          orderId,
          number: creditNoteNumber(series, sequence),
          series,
          sequence,
          issuedAt: now,
          amountMinor: order.amountMinor,
          refundId: null,
          refundedAt: null,
          mailedAt: null,
          refundFailures: 0,
        };
        await tx.insertCreditNote(note);
        return ok({ note, created: true });
      },
    );
    if (outcome.isErr()) return err(outcome.error);
    const { note, created } = outcome.value;
    const order = await this.orders.findById(orderId);
    if (!order) return err({ type: "OrderNotFound" });
    if (created) this.logger.info("gift_card.withdrawn", { orderId, creditNote: note.number });
    const refunded = note.refundedAt !== null || (await this.refunds.execute(order, now, "withdrawal")).refunded;
    if (created || refunded) await this.mail(order, note, refunded);
    return ok({ created, creditNoteNumber: note.number, refunded });
  }

  /** The buyer's confirmation, once per credit note (claimed first; given back if it cannot be sent). */
  private async mail(order: OrderRecord, note: CreditNoteRecord, refunded: boolean): Promise<void> {
    const [member, plan, invoice] = await Promise.all([
      order.memberId === null ? Promise.resolve(null) : this.members.findById(order.memberId),
      this.plans.findById(order.planId),
      this.invoices.findByOrderId(order.id),
    ]);
    if (!member || !plan) return;
    if (!(await this.invoices.claimCreditNoteMail(order.id, this.clock.now()))) return;
    const sent = await this.mailer.send(
      giftCardWithdrawnMail({
        to: order.email ?? member.email,
        brandName: this.settings.brandName,
        planName: plan.names,
        amount: receiptAmount(note.amountMinor, order.currency),
        creditNoteNumber: note.number,
        invoiceNumber: invoice?.number ?? null,
        refunded,
        cardsLink: `${this.settings.publicOrigin}${GIFT_CARDS_PAGE}`,
      }),
    );
    if (sent.isErr()) {
      this.logger.warn("mail.failed", {
        template: "gift-card-withdrawn",
        orderId: order.id,
        reason: sent.error.reason,
      });
    }
  }
}
