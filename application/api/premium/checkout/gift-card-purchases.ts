// Issue 15: gift cards bought on the site. The order is opened by the checkout (OpenCheckout with `giftCard`) and paid
// like any order; its confirmation (ConfirmPayment, exactly once, in the ledger's transaction) issues the card with
// a fresh random code instead of a subscription: the buyer gets no subscription. After the commit the code is mailed
// to the address the buyer gave. The buyer lists their cards with their state and downloads the printable card.
import { creditNoteSummary } from "./receipts.ts";
import { err, ok, ResultAsync, type Result } from "neverthrow";
import { inject, injectable } from "tsyringe";
import { formatGiftCardCode, giftCardCodeFrom, giftCardState } from "../../../../domain/premium/gift-card.ts";
import type { PlanDuration } from "../../../../domain/premium/plan.ts";
import { planDuration } from "../../../../domain/premium/plan-duration.ts";
import { giftCardWithdrawal } from "../../../../domain/premium/withdrawal.ts";
import {
  GIFT_CARD_REDEEM_PAGE,
  GIFT_CARDS_PAGE,
  type GiftCardPurchaseView,
  type OrderStatus,
} from "../../../contracts/premium/checkout.ts";
import { giftCardPurchasedMail } from "../../mail/templates.ts";
import { MailerToken, type Mailer } from "../../mail/ports.ts";
import { PlanRepositoryToken, type PlanRepository, type StoredPlan } from "../catalog/ports.ts";
import {
  ApiSettingsToken,
  AppLoggerToken,
  ClockToken,
  IdGeneratorToken,
  type ApiSettings,
  type AppLogger,
  type Clock,
  type IdGenerator,
} from "../../shared/ports.ts";
import { giftCardHash } from "./gift-card-codes.ts";
import { fromMinorUnits, orderPlanOf } from "./order-view.ts";
import { issueInvoice } from "./receipts.ts";
import {
  GiftCardPdfRendererToken,
  GiftCardPurchaseRepositoryToken,
  HasherToken,
  type GiftCardPdfRenderer,
  type GiftCardPurchaseEntry,
  type GiftCardPurchaseRepository,
  type GiftCardPrint,
  type Hasher,
  type OrderRecord,
  type PaymentTransaction,
} from "./ports.ts";

/** Issue 15: a period in words, French and English (mails and the printed card). */
export function periodWords(duration: PlanDuration): { fr: string; en: string } {
  const n = duration.amount;
  if (duration.unit === "days") return { fr: `${n} jour${n > 1 ? "s" : ""}`, en: `${n} day${n > 1 ? "s" : ""}` };
  return { fr: `${n} mois`, en: `${n} month${n > 1 ? "s" : ""}` };
}

/** Issue 15: what a gift-card order's confirmation did. */
export type GiftCardFulfilment = { issued: false } | { issued: true; giftCardId: string; code: string; email: string };

/** Issue 15: issues the card a gift-card order pays for, and mails its code once the payment is committed. */
@injectable()
export class GiftCardDelivery {
  constructor(
    @inject(HasherToken) private readonly hasher: Hasher,
    @inject(IdGeneratorToken) private readonly ids: IdGenerator,
    @inject(MailerToken) private readonly mailer: Mailer,
    @inject(ApiSettingsToken) private readonly settings: ApiSettings,
    @inject(AppLoggerToken) private readonly logger: AppLogger,
  ) {}

  /**
   * Inside the confirmation's transaction: the order goes to paid (conditionally: false when it was no longer in
   * `from`), a card of the plan is issued with a fresh random code, and the purchase records it. No subscription.
   */
  async fulfil(
    tx: PaymentTransaction,
    input: { order: OrderRecord; plan: StoredPlan; now: Date; from: OrderStatus },
  ): Promise<GiftCardFulfilment> {
    const { order, plan, now } = input;
    const purchase = await tx.lockGiftCardPurchase(order.id);
    if (!purchase) throw new Error(`gift-card order ${order.id} has no purchase`);
    const settled = await tx.settleOrder(
      order.id,
      { status: "paid", failureReason: null, subscriptionId: null, paidAt: now },
      now,
      input.from,
    );
    if (!settled || purchase.giftCardId !== null) return { issued: false };
    // 16 hex characters from the random tails of two fresh UUIDs (the id port's randomness: 64 random bits).
    const tail = () => this.ids.uuid().replace(/-/g, "").slice(-8);
    const code = giftCardCodeFrom(`${tail()}${tail()}`);
    const giftCardId = this.ids.uuid();
    await tx.issueGiftCard(
      {
        id: giftCardId,
        codeHash: giftCardHash(this.hasher, code),
        codeHint: code.slice(-4),
        planId: plan.plan.id,
        duration: null,
        durationUnit: null,
      },
      now,
    );
    await tx.attachGiftCard(order.id, { giftCardId, code });
    // ADR 030: the sale is invoiced like a subscription order, in this transaction (gap-free); no period: the card's
    // starts when it is redeemed.
    await issueInvoice(tx, { orderId: order.id, paidAt: now, periodStart: null, periodEnd: null });
    return { issued: true, giftCardId, code, email: purchase.email };
  }

  /** After the commit: the code to the buyer's address (a failure is logged; the card stays on the buyer's page). */
  async send(fulfilment: Extract<GiftCardFulfilment, { issued: true }>, order: OrderRecord, plan: StoredPlan) {
    const duration = planDuration(plan.plan);
    const origin = this.settings.publicOrigin;
    const mail = giftCardPurchasedMail({
      to: fulfilment.email,
      brandName: this.settings.brandName,
      planName: plan.names,
      period: duration ? periodWords(duration) : null,
      code: formatGiftCardCode(fulfilment.code),
      redeemLink: `${origin}${GIFT_CARD_REDEEM_PAGE}`,
      cardsLink: `${origin}${GIFT_CARDS_PAGE}`,
    });
    const sent = await this.mailer.send(mail);
    if (sent.isErr()) {
      this.logger.error("gift_card.mail_failed", { orderId: order.id, reason: sent.error.reason });
    } else {
      this.logger.info("gift_card.issued", { orderId: order.id, giftCardId: fulfilment.giftCardId });
    }
  }
}

/** Issue 15: a purchase as its buyer sees it, at `now` (whether it may still be withdrawn from). */
export function giftCardPurchaseView(entry: GiftCardPurchaseEntry, plan: StoredPlan, now: Date): GiftCardPurchaseView {
  const { purchase, order, card, creditNote } = entry;
  const state = giftCardState({
    issued: card !== null && order.status === "paid",
    redeemedAt: card?.redeemedAt ?? null,
    voidedAt: card?.voidedAt ?? null,
  });
  const withdrawal = giftCardWithdrawal(withdrawalFacts(entry), now);
  return {
    orderId: order.id,
    orderStatus: order.status,
    plan: orderPlanOf(plan),
    currency: order.currency,
    amount: fromMinorUnits(order.amountMinor, order.currency),
    email: purchase.email,
    recipientName: purchase.recipientName,
    message: purchase.message,
    state: state.state,
    usedAt: state.state === "used" ? state.usedAt.toISOString() : null,
    code:
      (state.state === "unused" || state.state === "used") && purchase.code !== null
        ? formatGiftCardCode(purchase.code)
        : null,
    withdrawal: withdrawal.allowed
      ? { allowed: true, reason: null, until: withdrawal.until.toISOString() }
      : { allowed: false, reason: withdrawal.reason, until: withdrawal.until ? withdrawal.until.toISOString() : null },
    creditNote: creditNote ? creditNoteSummary(order.id, creditNote) : null,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt ? order.paidAt.toISOString() : null,
  };
}

/** Issue 15: the gift cards a member bought, newest first. */
@injectable()
export class ListGiftCardPurchases {
  constructor(
    @inject(GiftCardPurchaseRepositoryToken) private readonly purchases: GiftCardPurchaseRepository,
    @inject(PlanRepositoryToken) private readonly plans: PlanRepository,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  async execute(memberId: string): Promise<GiftCardPurchaseView[]> {
    const now = this.clock.now();
    const entries = await this.purchases.listOfMember(memberId);
    const plans = new Map(
      (await this.plans.findByIds([...new Set(entries.map((e) => e.order.planId))])).map((p) => [p.plan.id, p]),
    );
    return entries.flatMap((entry) => {
      const plan = plans.get(entry.order.planId);
      return plan ? [giftCardPurchaseView(entry, plan, now)] : [];
    });
  }
}

/** Issue 15: what the withdrawal rule (domain/premium/withdrawal.ts) reads of a purchase. */
export function withdrawalFacts(entry: Pick<GiftCardPurchaseEntry, "order" | "card">): {
  paidAt: Date | null;
  redeemedAt: Date | null;
  voidedAt: Date | null;
} {
  const { order, card } = entry;
  return {
    paidAt: card !== null && order.status === "paid" ? order.paidAt : null,
    redeemedAt: card?.redeemedAt ?? null,
    voidedAt: card?.voidedAt ?? null,
  };
}

/** Issue 15: why a printable card cannot be given. */
export type DownloadGiftCardError = { type: "OrderNotFound" };

/** Issue 15: the printable card (PDF) of a paid gift card, to its buyer only. */
@injectable()
export class DownloadGiftCard {
  constructor(
    @inject(GiftCardPurchaseRepositoryToken) private readonly purchases: GiftCardPurchaseRepository,
    @inject(PlanRepositoryToken) private readonly plans: PlanRepository,
    @inject(GiftCardPdfRendererToken) private readonly renderer: GiftCardPdfRenderer,
    @inject(ApiSettingsToken) private readonly settings: ApiSettings,
  ) {}

  execute(memberId: string, orderId: string): ResultAsync<Uint8Array, DownloadGiftCardError> {
    return new ResultAsync(this.run(memberId, orderId));
  }

  private async run(memberId: string, orderId: string): Promise<Result<Uint8Array, DownloadGiftCardError>> {
    const entry = await this.purchases.findOfMember(memberId, orderId);
    const plan = entry ? await this.plans.findById(entry.order.planId) : null;
    if (!entry || !plan || entry.order.status !== "paid" || entry.purchase.code === null || entry.card?.voidedAt)
      return err({ type: "OrderNotFound" });
    const duration = planDuration(plan.plan);
    const print: GiftCardPrint = {
      brandName: this.settings.brandName,
      planNames: { fr: plan.names.fr, en: plan.names.en },
      period: duration ? periodWords(duration) : { fr: "", en: "" },
      code: formatGiftCardCode(entry.purchase.code),
      recipientName: entry.purchase.recipientName,
      message: entry.purchase.message,
      redeemUrl: `${this.settings.publicOrigin}${GIFT_CARD_REDEEM_PAGE}`,
    };
    return ok(await this.renderer.render(print));
  }
}
