// Issue 15, gift cards bought on the site (/premium/carte-cadeau/offrir and /premium/carte-cadeau/mes-cartes): the
// plans that can be given (the buyer's market, §7, filtered by the domain's rule), the purchase (issue 6 POST
// /checkout/sessions with `giftCard`: the server prices it, the page sends the choice only), and the buyer's cards
// with their state (GET /checkout/gift-cards).
import { errAsync, type ResultAsync } from "neverthrow";
import { inject, injectable } from "tsyringe";
import { giftDedication, isGiftablePlan } from "../../../domain/premium/gift-card.ts";
import type { Currency, PlanDuration } from "../../../domain/premium/plan.ts";
import { planDuration } from "../../../domain/premium/plan-duration.ts";
import { isValidEmail } from "../../../domain/validation/email.ts";
import { callOf } from "../../contracts/endpoint.ts";
import {
  LIST_GIFT_CARDS,
  OPEN_CHECKOUT,
  WITHDRAW_GIFT_CARD,
  type CheckoutSessionRequestInput,
  type GiftCardPurchaseView,
  type GiftCardWithdrawalResponse,
} from "../../contracts/premium/checkout.ts";
import { ANONYMOUS_PLANS, MEMBER_PLANS } from "../../contracts/premium/plans.ts";
import { AuthCookieSourceToken, type AuthCookieSource } from "../account/session/ports.ts";
import { ApiClientToken, type ApiClient } from "../http/ports.ts";
import { premiumFailure, type PremiumCommonFailure } from "./failures.ts";
import { toDomainPlan, type PlanNames } from "./plans-view.ts";
import { checkoutFailure, type StartedCheckout } from "./start-checkout.ts";

/** Issue 15: a plan that can be given, as the purchase page shows it. */
export interface GiftPlanView {
  id: string;
  names: PlanNames;
  family: boolean;
  /** What the card costs (the plan's promo price when it has one: the server prices the same way). */
  price: number;
  currency: Currency;
  duration: PlanDuration;
}

export type GiftCardsFailure = { type: "NotLoggedIn" } | PremiumCommonFailure;

/** Issue 15: the giftable plans, family first then by length (longest first). */
@injectable()
export class LoadGiftPlans {
  constructor(
    @inject(ApiClientToken) private readonly api: ApiClient,
    @inject(AuthCookieSourceToken) private readonly cookie: AuthCookieSource,
  ) {}

  /**
   * `region`: the buyer's (headers, else FR); `country`: the page's own `?country=`, which overrides a member's
   * profile country. Issue 32: a visitor sees the plans they can give too (the anonymous list), before the account
   * step of the page.
   */
  execute(input: { region: string; country: string | null }): ResultAsync<GiftPlanView[], PremiumCommonFailure> {
    const member = this.cookie.read() !== null;
    return this.api
      .request(
        member
          ? callOf(MEMBER_PLANS, { query: { region: input.region, country: input.country ?? undefined } })
          : callOf(ANONYMOUS_PLANS, { query: { country: input.region } }),
      )
      .mapErr(premiumFailure)
      .map((plans) =>
        plans.flatMap((response): GiftPlanView[] => {
          const plan = toDomainPlan(response);
          const duration = planDuration(plan);
          if (!isGiftablePlan(plan) || duration === null) return [];
          const view: GiftPlanView = {
            id: plan.id,
            names: response.names,
            family: plan.isFamilyMasterPlan,
            price: plan.promoPrice ?? plan.price,
            currency: plan.currency,
            duration,
          };
          return [view];
        }),
      )
      .map((plans) =>
        [...plans].sort((a, b) => Number(b.family) - Number(a.family) || months(b.duration) - months(a.duration)),
      );
  }
}

const months = (duration: PlanDuration) => (duration.unit === "months" ? duration.amount : duration.amount / 30);

/** Issue 15: the purchase form's fields. */
export const GIFT_CARD_FIELDS = ["planId", "email", "recipientName", "message"] as const;
export type GiftCardField = (typeof GIFT_CARD_FIELDS)[number];

export interface BuyGiftCardInput {
  planId: string;
  email: string;
  recipientName: string;
  message: string;
  /** §7 region of the buyer (country headers, else FR). */
  region: string;
  /** §7: the page's own `?country=` (it overrides the profile's country), or null. */
  country: string | null;
  idempotencyKey: string;
}

export type BuyGiftCardFailure =
  /** The fields the buyer must correct (Required, EmailInvalid, TooLong). */
  | { type: "Invalid"; errors: Partial<Record<GiftCardField, string>> }
  /** The plan cannot be given (any more) here. */
  | { type: "PlanUnavailable" }
  | { type: "ProviderFailed" }
  | GiftCardsFailure;

/** Issue 15: opens the order of a gift card and answers where the browser goes to pay. */
@injectable()
export class BuyGiftCard {
  constructor(
    @inject(ApiClientToken) private readonly api: ApiClient,
    @inject(AuthCookieSourceToken) private readonly cookie: AuthCookieSource,
  ) {}

  execute(input: BuyGiftCardInput): ResultAsync<StartedCheckout, BuyGiftCardFailure> {
    if (this.cookie.read() === null) return errAsync({ type: "NotLoggedIn" });
    const errors: Partial<Record<GiftCardField, string>> = {};
    const email = input.email.trim();
    if (input.planId.trim() === "") errors.planId = "Required";
    if (email === "") errors.email = "Required";
    else if (!isValidEmail(email)) errors.email = "EmailInvalid";
    const dedication = giftDedication(input);
    if (dedication === null) {
      if (giftDedication({ recipientName: input.recipientName }) === null) errors.recipientName = "TooLong";
      if (giftDedication({ message: input.message }) === null) errors.message = "TooLong";
    }
    if (Object.keys(errors).length > 0 || dedication === null) return errAsync({ type: "Invalid", errors });
    const body: CheckoutSessionRequestInput = {
      planId: input.planId,
      idempotencyKey: input.idempotencyKey,
      region: input.region,
      ...(input.country ? { country: input.country } : {}),
      giftCard: {
        email,
        ...(dedication.recipientName !== null ? { recipientName: dedication.recipientName } : {}),
        ...(dedication.message !== null ? { message: dedication.message } : {}),
      },
    };
    return this.api
      .request(callOf(OPEN_CHECKOUT, { body }))
      .map(({ redirectUrl, ...order }) => ({ redirectUrl, order }))
      .mapErr((failure): BuyGiftCardFailure => {
        const reason = checkoutFailure(failure);
        switch (reason.type) {
          case "EmailInvalid":
          case "EmailRequired":
            return { type: "Invalid", errors: { email: "EmailInvalid" } };
          case "PlanUnavailable":
          case "OfferUnavailable":
          case "CouponInvalid":
          case "FormIncomplete":
          case "WithdrawalWaiverRequired":
            return { type: "PlanUnavailable" };
          case "ProviderFailed":
          case "NotLoggedIn":
            return { type: reason.type };
          default:
            return reason;
        }
      });
  }
}

/** Issue 15: the gift cards the member bought, newest first. */
@injectable()
export class LoadGiftCards {
  constructor(
    @inject(ApiClientToken) private readonly api: ApiClient,
    @inject(AuthCookieSourceToken) private readonly cookie: AuthCookieSource,
  ) {}

  execute(): ResultAsync<GiftCardPurchaseView[], GiftCardsFailure> {
    if (this.cookie.read() === null) return errAsync({ type: "NotLoggedIn" });
    return this.api
      .request(callOf(LIST_GIFT_CARDS, {}))
      .map((answer) => answer.giftCards)
      .mapErr((failure): GiftCardsFailure =>
        failure.type === "HttpError" && failure.status === 401 ? { type: "NotLoggedIn" } : premiumFailure(failure),
      );
  }
}

/** Issue 15: why a withdrawal could not be done, as the page says it. */
export type WithdrawGiftCardFailure =
  /** The 14 days are over, the card was used, or it is not paid: the list says which. */
  | { type: "WithdrawalRefused"; reason: string }
  /** No such card of this member. */
  | { type: "NotFound" }
  | GiftCardsFailure;

/**
 * Issue 15 (ADR 030): the buyer withdraws from an unused gift card within 14 days (POST
 * /checkout/gift-cards/{orderId}/withdrawal): voided, refunded, a credit note; asking twice does it once.
 */
@injectable()
export class WithdrawGiftCard {
  constructor(
    @inject(ApiClientToken) private readonly api: ApiClient,
    @inject(AuthCookieSourceToken) private readonly cookie: AuthCookieSource,
  ) {}

  execute(orderId: string): ResultAsync<GiftCardWithdrawalResponse, WithdrawGiftCardFailure> {
    if (this.cookie.read() === null) return errAsync({ type: "NotLoggedIn" });
    return this.api
      .request(callOf(WITHDRAW_GIFT_CARD, { params: { orderId } }))
      .mapErr((failure): WithdrawGiftCardFailure => {
        if (failure.type === "HttpError") {
          if (failure.status === 401) return { type: "NotLoggedIn" };
          if (failure.status === 404) return { type: "NotFound" };
          if (failure.code === "WithdrawalRefused")
            return { type: "WithdrawalRefused", reason: failure.fields.reason ?? "expired" };
        }
        return premiumFailure(failure);
      });
  }
}
