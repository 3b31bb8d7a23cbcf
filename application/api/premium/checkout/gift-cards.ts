// Issue 6 / §3 gift-card provider: a gift-card code activates its plan for its duration (the card's own, else the
// plan's), once. The redemption, its order and the subscription are written in one ledger transaction, under
// the card's lock: two members racing for one code leave one redemption.
import { RATE_RULES } from "../../security/throttle-rules.ts";
import { err, ok, ResultAsync, type Result } from "neverthrow";
import { inject, injectable } from "tsyringe";
import type { DurationUnit, PlanDuration } from "../../../../domain/premium/plan.ts";
import { planDuration } from "../../../../domain/premium/plan-duration.ts";
import type { OrderView } from "../../../contracts/premium/checkout.ts";
import { PlanRepositoryToken, type PlanRepository, type StoredPlan } from "../catalog/ports.ts";
import { RateLimiterToken, type RateLimiter } from "../../security/ports.ts";
import {
  AppLoggerToken,
  ClockToken,
  IdGeneratorToken,
  type AppLogger,
  type Clock,
  type IdGenerator,
} from "../../shared/ports.ts";
import { toMinorUnits } from "../../../../domain/premium/coupons.ts";
import { giftCardHash, isGiftCardCode, normalizeGiftCardCode } from "./gift-card-codes.ts";
import { activateOrder } from "./confirm-payment.ts";
import { FAILURE_PATH, DEFAULT_SUCCESS_PATH, orderView } from "./order-view.ts";
import {
  GiftCardRepositoryToken,
  HasherToken,
  OrderRepositoryToken,
  PaymentLedgerToken,
  type GiftCardRecord,
  type GiftCardRepository,
  type Hasher,
  type MemberOrder,
  type OrderRepository,
  type PaymentLedger,
} from "./ports.ts";

/** Issue 6: the period a gift card gives: its own duration, else its plan's (null: lifetime). */
export function giftCardDuration(
  card: Pick<GiftCardRecord, "duration" | "durationUnit">,
  plan: StoredPlan,
): PlanDuration | null {
  if (card.duration !== null && card.durationUnit !== null) return { amount: card.duration, unit: card.durationUnit };
  return planDuration(plan.plan);
}

export type RedeemGiftCardError =
  | { type: "GiftCardUnknown" }
  | { type: "GiftCardRedeemed" }
  /** Issue 15: its buyer withdrew (ADR 030): the card was voided and refunded. */
  | { type: "GiftCardCancelled" }
  | { type: "TooManyAttempts"; retryAfterSeconds: number };

/** Issue 6: redeems a gift-card code for a member. */
@injectable()
export class RedeemGiftCard {
  constructor(
    @inject(GiftCardRepositoryToken) private readonly cards: GiftCardRepository,
    @inject(PaymentLedgerToken) private readonly ledger: PaymentLedger,
    @inject(OrderRepositoryToken) private readonly orders: OrderRepository,
    @inject(PlanRepositoryToken) private readonly plans: PlanRepository,
    @inject(RateLimiterToken) private readonly limiter: RateLimiter,
    @inject(HasherToken) private readonly hasher: Hasher,
    @inject(IdGeneratorToken) private readonly ids: IdGenerator,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(AppLoggerToken) private readonly logger: AppLogger,
  ) {}

  execute(memberId: string, code: string): ResultAsync<{ created: boolean; order: OrderView }, RedeemGiftCardError> {
    return new ResultAsync(this.run(memberId, code));
  }

  private async run(
    memberId: string,
    code: string,
  ): Promise<Result<{ created: boolean; order: OrderView }, RedeemGiftCardError>> {
    const throttle = await this.limiter.hit(RATE_RULES.giftCardMember, memberId);
    if (!throttle.allowed) return err({ type: "TooManyAttempts", retryAfterSeconds: throttle.retryAfterSeconds });
    const normalized = normalizeGiftCardCode(code);
    if (!isGiftCardCode(normalized)) return err({ type: "GiftCardUnknown" });
    const hash = giftCardHash(this.hasher, normalized);
    const card = await this.cards.findByCodeHash(hash);
    const plan = card ? await this.plans.findById(card.planId) : null;
    if (!card || !plan) return err({ type: "GiftCardUnknown" });
    const now = this.clock.now();

    const outcome = await this.ledger.transaction(
      async (tx): Promise<Result<{ created: boolean; orderId: string }, RedeemGiftCardError>> => {
        const locked = await tx.lockGiftCard(hash);
        if (!locked) return err({ type: "GiftCardUnknown" });
        if (locked.voidedAt !== null) return err({ type: "GiftCardCancelled" });
        if (locked.redeemedAt !== null) {
          // The same member again (a double click): the same answer; anyone else: already used.
          return locked.redeemedBy === memberId && locked.orderId !== null
            ? ok({ created: false, orderId: locked.orderId })
            : err({ type: "GiftCardRedeemed" });
        }
        // The member's lock before the order's insert (whose foreign key share-locks the member): two cards
        // redeemed at once by one member queue here instead of deadlocking.
        await tx.lockMemberSubscriptions(memberId, now);
        const order = this.orderFor(memberId, locked, plan, now);
        await tx.insertOrder(order);
        const done = await activateOrder(tx, {
          order,
          plan,
          duration: giftCardDuration(locked, plan),
          newId: () => this.ids.uuid(),
          now,
        });
        if (!done.activated) throw new Error("a new gift-card order was not pending");
        await tx.markGiftCardRedeemed(locked.id, { memberId, orderId: order.id, now });
        return ok({ created: true, orderId: order.id });
      },
    );
    if (outcome.isErr()) return err(outcome.error);
    if (outcome.value.created) {
      this.logger.info("gift_card.redeemed", { giftCardId: card.id, memberId, orderId: outcome.value.orderId });
    }
    const order = await this.orders.findById(outcome.value.orderId);
    if (!order) throw new Error("the gift-card order vanished");
    const subscription = order.subscriptionId ? await this.orders.findSubscription(order.subscriptionId) : null;
    return ok({ created: outcome.value.created, order: orderView(order, plan, subscription) });
  }

  private orderFor(memberId: string, card: GiftCardRecord, plan: StoredPlan, now: Date): MemberOrder {
    const listPriceMinor = toMinorUnits(plan.plan.price, plan.plan.currency);
    return {
      id: this.ids.uuid(),
      memberId,
      planId: plan.plan.id,
      campaignId: null,
      campaignSlug: null,
      couponId: null,
      couponCode: null,
      amountMinor: 0,
      listPriceMinor,
      currency: plan.plan.currency,
      provider: "gift-card",
      providerReference: card.id,
      redirectUrl: null,
      status: "pending",
      idempotencyKey: `gift-card-${card.id}`,
      requestFingerprint: card.codeHash,
      email: null,
      successPath: DEFAULT_SUCCESS_PATH,
      failurePath: FAILURE_PATH,
      failureReason: null,
      subscriptionId: null,
      createdAt: now,
      updatedAt: now,
      expiresAt: now,
      paidAt: null,
      withdrawalWaiverAt: null,
      purpose: "subscription",
    };
  }
}

/** Issue 6: issues a gift card (sandbox and tests; a shop would call the same): answers the code, shown once. */
@injectable()
export class IssueGiftCard {
  constructor(
    @inject(GiftCardRepositoryToken) private readonly cards: GiftCardRepository,
    @inject(PlanRepositoryToken) private readonly plans: PlanRepository,
    @inject(HasherToken) private readonly hasher: Hasher,
    @inject(IdGeneratorToken) private readonly ids: IdGenerator,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  async execute(input: {
    planId: string;
    duration?: { amount: number; unit: DurationUnit } | null;
    /** The code; default: a random one of 16 characters from the id generator. */
    code?: string;
  }): Promise<Result<{ code: string; giftCardId: string }, { type: "UnknownPlan" }>> {
    const plan = await this.plans.findById(input.planId);
    if (!plan) return err({ type: "UnknownPlan" });
    const code = normalizeGiftCardCode(input.code ?? this.ids.uuid().replace(/-/g, "").slice(0, 16));
    if (!isGiftCardCode(code)) throw new Error("a gift-card code is 8 to 40 letters and digits");
    const id = this.ids.uuid();
    await this.cards.issue(
      {
        id,
        codeHash: giftCardHash(this.hasher, code),
        codeHint: code.slice(-4),
        planId: plan.plan.id,
        duration: input.duration?.amount ?? null,
        durationUnit: input.duration?.unit ?? null,
      },
      this.clock.now(),
    );
    return ok({ code, giftCardId: id });
  }
}
