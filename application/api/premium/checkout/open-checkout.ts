// Issue 6 POST /checkout/sessions: a member opens a checkout for a plan. The server prices the order from its own
// records (PriceOrder), stores it (one order per idempotency key), then asks the plan's provider for a hosted
// payment session. Nothing the client says about money is read.
import { err, ok, ResultAsync, type Result } from "neverthrow";
import { inject, injectable } from "tsyringe";
import { buyerRegion } from "../../../../domain/region/region.ts";
import {
  CHECKOUT_PROVIDERS,
  GIFT_CARDS_PAGE,
  type CheckoutSessionRequest,
  type CheckoutSessionResponse,
} from "../../../contracts/premium/checkout.ts";
import { toMinorUnits } from "../../../../domain/premium/coupons.ts";
import { mayStartAtOnce } from "../../../../domain/premium/withdrawal.ts";
import { effectivePlanType } from "../../../../domain/premium/subscription.ts";
import { giftDedication, isGiftablePlan } from "../../../../domain/premium/gift-card.ts";
import { isValidEmail, normalizeEmail } from "../../../../domain/validation/email.ts";
import { PriceOrder, type PriceOrderError, type PricedOrder } from "../catalog/price-order.ts";
import {
  CampaignRepositoryToken,
  PlanRepositoryToken,
  type CampaignRepository,
  type PlanRepository,
  type StoredPlan,
} from "../catalog/ports.ts";
import { MemberRepositoryToken, type MemberRepository } from "../../account/members/ports.ts";
import {
  AppLoggerToken,
  ClockToken,
  IdGeneratorToken,
  type AppLogger,
  type Clock,
  type IdGenerator,
} from "../../shared/ports.ts";
import type { PaymentProvider } from "../subscriptions.ts";
import { DEFAULT_SUCCESS_PATH, FAILURE_PATH, mobileMoneyWaitingPath, orderView, withOrder } from "./order-view.ts";
import {
  CheckoutSettingsToken,
  GiftCardPurchaseRepositoryToken,
  HasherToken,
  type GiftCardPurchaseRepository,
  OrderRepositoryToken,
  PaymentProvidersToken,
  type CheckoutSettings,
  type Hasher,
  type MemberOrder,
  type OrderRecord,
  type OrderRepository,
  type PaymentProviders,
} from "./ports.ts";

/** Issue 6: why a checkout cannot be opened (PriceOrder's reasons, plus the checkout's own). */
export type OpenCheckoutError =
  | PriceOrderError
  /** Issue 15, L221-28 13°: the express consent to start at once (losing the right of withdrawal) is missing. */
  | { type: "WithdrawalWaiverRequired" }
  /** Issue 15: this plan cannot be given as a gift card. */
  | { type: "PlanNotGiftable"; planId: string }
  /** Issue 15: a gift card is sold at the plan's price (no campaign, no coupon). */
  | { type: "GiftCardNoDiscount" }
  | { type: "IdempotencyKeyReused" }
  | { type: "ProviderUnavailable"; planId: string }
  | { type: "ProviderFailed" }
  | { type: "MemberNotFound" };

export interface OpenCheckoutInput {
  memberId: string;
  request: CheckoutSessionRequest;
  /** The request's region (the `region` field, else the country headers, else FR); `country` overrides it. */
  region: string;
}

/** Issue 6: the session opened, and whether it is new (201) or the one of this idempotency key (200). */
export interface OpenedCheckout {
  created: boolean;
  session: CheckoutSessionResponse;
}

/** Issue 6: the choice an idempotency key stands for (two requests with one key must agree on it). */
export function choiceOf(request: CheckoutSessionRequest): string {
  return JSON.stringify([
    request.planId,
    request.campaignSlug ?? "",
    (request.couponCode ?? "").toUpperCase(),
    (request.email ?? "").toLowerCase(),
    request.successPath ?? "",
    request.giftCard
      ? [request.giftCard.email.toLowerCase(), request.giftCard.recipientName ?? "", request.giftCard.message ?? ""]
      : null,
  ]);
}

/** Issue 6: opens (or answers again) the checkout session of an order priced by the server. */
@injectable()
export class OpenCheckout {
  constructor(
    @inject(PriceOrder) private readonly priceOrder: PriceOrder,
    @inject(PlanRepositoryToken) private readonly plans: PlanRepository,
    @inject(CampaignRepositoryToken) private readonly campaigns: CampaignRepository,
    @inject(MemberRepositoryToken) private readonly members: MemberRepository,
    @inject(OrderRepositoryToken) private readonly orders: OrderRepository,
    @inject(GiftCardPurchaseRepositoryToken) private readonly giftCards: GiftCardPurchaseRepository,
    @inject(PaymentProvidersToken) private readonly providers: PaymentProviders,
    @inject(CheckoutSettingsToken) private readonly settings: CheckoutSettings,
    @inject(HasherToken) private readonly hasher: Hasher,
    @inject(IdGeneratorToken) private readonly ids: IdGenerator,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(AppLoggerToken) private readonly logger: AppLogger,
  ) {}

  execute(input: OpenCheckoutInput): ResultAsync<OpenedCheckout, OpenCheckoutError> {
    return new ResultAsync(this.run(input));
  }

  private async run({
    memberId,
    request,
    region,
  }: OpenCheckoutInput): Promise<Result<OpenedCheckout, OpenCheckoutError>> {
    const gift = request.giftCard ?? null;
    // Issue 15: a gift card starts nothing at once (the recipient starts it), so the right of withdrawal is kept.
    if (gift === null && !mayStartAtOnce(request.withdrawalWaiver)) return err({ type: "WithdrawalWaiverRequired" });
    if (gift !== null) {
      if ((request.campaignSlug ?? "") !== "" || (request.couponCode ?? "") !== "")
        return err({ type: "GiftCardNoDiscount" });
      if (!isValidEmail(gift.email)) return err({ type: "EmailInvalid" });
    }
    const fingerprint = this.hasher.sha256(choiceOf(request));
    const known = await this.orders.findByIdempotencyKey(memberId, request.idempotencyKey);
    if (known) return this.again(known, fingerprint);

    const member = await this.members.findById(memberId);
    if (!member) return err({ type: "MemberNotFound" });
    // §4 / §7: the same market as the member's plan list.
    const buyer = buyerRegion({ chosen: request.country, profileCountry: member.country, requestRegion: region });
    const priced = await this.priceOrder.execute({
      planId: request.planId,
      campaignSlug: request.campaignSlug ?? null,
      couponCode: request.couponCode ?? null,
      memberId,
      email: gift === null ? (request.email ?? null) : null,
      region: buyer,
    });
    if (priced.isErr()) return err(priced.error);
    const stored = await this.plans.findById(priced.value.plan.id);
    if (!stored) return err({ type: "UnknownPlan", planId: request.planId });
    if (gift !== null && !isGiftablePlan(stored.plan)) return err({ type: "PlanNotGiftable", planId: stored.plan.id });
    const provider = this.providers.forPlan(stored.plan);
    if (!provider) return err({ type: "ProviderUnavailable", planId: stored.plan.id });

    const now = this.clock.now();
    const order = await this.newOrder(memberId, request, fingerprint, priced.value, provider, now);
    const saved = await this.orders.create(order);
    if (!saved.created) return this.again(saved.existing, fingerprint);
    if (gift !== null) {
      const dedication = giftDedication(gift);
      await this.giftCards.create({
        orderId: order.id,
        email: normalizeEmail(gift.email),
        recipientName: dedication?.recipientName ?? null,
        message: dedication?.message ?? null,
        giftCardId: null,
        code: null,
        createdAt: now,
      });
    }
    this.logger.info("checkout.order_created", {
      orderId: order.id,
      memberId,
      planId: order.planId,
      amountMinor: order.amountMinor,
      currency: order.currency,
      provider: order.provider,
    });
    return this.openSession(order, stored, provider, member.email, true);
  }

  /** The same key again: the same order when the choice is the same, else refused. */
  private async again(order: MemberOrder, fingerprint: string): Promise<Result<OpenedCheckout, OpenCheckoutError>> {
    if (order.requestFingerprint !== fingerprint) return err({ type: "IdempotencyKeyReused" });
    const stored = await this.plans.findById(order.planId);
    if (!stored) return err({ type: "UnknownPlan", planId: order.planId });
    if (order.redirectUrl !== null || order.status !== "pending") {
      return ok({
        created: false,
        session: { ...orderView(order, stored, null), redirectUrl: order.redirectUrl ?? this.resultUrl(order) },
      });
    }
    // The provider failed the first time: try again (the provider's idempotency key is the order's).
    const provider = this.providers.forPlan(stored.plan);
    if (!provider || provider.name !== order.provider)
      return err({ type: "ProviderUnavailable", planId: order.planId });
    const member = await this.members.findById(order.memberId);
    return this.openSession(order, stored, provider, member?.email ?? null, false);
  }

  private async openSession(
    order: MemberOrder,
    stored: StoredPlan,
    provider: PaymentProvider,
    accountEmail: string | null,
    created: boolean,
  ): Promise<Result<OpenedCheckout, OpenCheckoutError>> {
    const origin = this.settings.publicOrigin;
    const mobileMoney = stored.plan.provider === "mobile_money";
    const successPath = mobileMoney ? mobileMoneyWaitingPath(stored.plan.paymentProvider) : order.successPath;
    const session = await provider.createCheckout({
      orderId: order.id,
      memberId: order.memberId,
      email: order.email ?? accountEmail,
      plan: {
        id: stored.plan.id,
        name: stored.plan.name,
        kind: stored.plan.provider,
        paymentProvider: stored.plan.paymentProvider,
        renewing:
          order.purpose === "subscription" &&
          effectivePlanType(stored.plan.planType, stored.plan.provider) === "RENEWING",
      },
      amountMinor: order.amountMinor,
      currency: order.currency,
      successUrl: origin + withOrder(successPath, order.id),
      cancelUrl: origin + withOrder(order.failurePath, order.id),
      idempotencyKey: `order-${order.id}`,
      expiresAt: order.expiresAt,
    });
    if (session.isErr()) {
      this.logger.warn("checkout.provider_failed", {
        orderId: order.id,
        provider: provider.name,
        reason: session.error.reason,
      });
      return err({ type: "ProviderFailed" });
    }
    const now = this.clock.now();
    await this.orders.attachSession(order.id, session.value, now);
    const withSession: MemberOrder = {
      ...order,
      providerReference: session.value.providerReference,
      redirectUrl: session.value.redirectUrl,
      updatedAt: now,
    };
    return ok({
      created,
      session: { ...orderView(withSession, stored, null), redirectUrl: session.value.redirectUrl },
    });
  }

  private async newOrder(
    memberId: string,
    request: CheckoutSessionRequest,
    fingerprint: string,
    priced: PricedOrder,
    provider: PaymentProvider,
    now: Date,
  ): Promise<MemberOrder> {
    const gift = request.giftCard !== undefined;
    let successPath = gift ? GIFT_CARDS_PAGE : (request.successPath ?? null);
    if (successPath === null && priced.campaign !== null) {
      const records = await this.campaigns.bySlug(priced.campaign.slug);
      successPath = records.find((c) => c.id === priced.campaign?.id)?.successPath ?? null;
    }
    return {
      id: this.ids.uuid(),
      memberId,
      planId: priced.plan.id,
      campaignId: priced.campaign?.id ?? null,
      campaignSlug: priced.campaign?.slug ?? null,
      couponId: priced.coupon?.id ?? null,
      couponCode: priced.coupon?.code ?? null,
      amountMinor: priced.amountMinor,
      listPriceMinor: Math.max(priced.amountMinor, toMinorUnits(priced.listPrice, priced.currency)),
      currency: priced.currency,
      provider: checkoutProviderOf(provider.name),
      providerReference: null,
      redirectUrl: null,
      status: "pending",
      idempotencyKey: request.idempotencyKey,
      requestFingerprint: fingerprint,
      email: priced.emailRequired ? priced.email : null,
      successPath: successPath ?? DEFAULT_SUCCESS_PATH,
      failurePath: FAILURE_PATH,
      failureReason: null,
      subscriptionId: null,
      createdAt: now,
      updatedAt: now,
      expiresAt: new Date(now.getTime() + this.settings.orderTtlSeconds * 1000),
      paidAt: null,
      withdrawalWaiverAt: gift ? null : now,
      purpose: gift ? "gift-card" : "subscription",
    };
  }

  /** Where a final order sends the browser (a replayed request after the payment). */
  private resultUrl(order: OrderRecord): string {
    const path = order.status === "paid" ? order.successPath : order.failurePath;
    return this.settings.publicOrigin + withOrder(path, order.id);
  }
}

/** Issue 6: the order's provider column from a provider's name (the adapters are named sandbox and stripe). */
function checkoutProviderOf(name: string): OrderRecord["provider"] {
  const known = CHECKOUT_PROVIDERS.find((p) => p === name);
  if (!known) throw new Error(`unknown payment provider ${name}`);
  return known;
}
