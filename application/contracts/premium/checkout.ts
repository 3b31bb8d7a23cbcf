// HTTP contract of the checkout and the payments (issue 6, §2 payment result routes, §3 Plan, §5, §9):
// open a checkout session for a plan, follow the order, receive the providers' signed events, redeem a gift card.
//
// The journey (both providers):
//  1. The member (logged in, profiled or not: the checkout signs up or logs in inside the flow) posts
//     `POST /api/checkout/sessions`. The server prices the order from its own records (plan, campaign, coupon);
//     any amount or price from the client is never read. Answer: the order and `redirectUrl`.
//  2. The browser goes to `redirectUrl`: the provider's hosted payment page (Stripe Checkout, or the sandbox's
//     own test page served by this API under `/api/payments/sandbox/...` in development and tests).
//  3. The provider confirms through a signed event (`POST /api/payments/webhooks/{provider}`, or the mobile-money
//     callback) and the server activates the subscription exactly once.
//  4. The browser comes back on a §2 result route, with `?order={orderId}`:
//     card → `/subscribe-success` (or the campaign's success path) or `/subscribe-failed`;
//     mobile money → `/validatePayment/{paymentProvider}`, which polls `GET /api/checkout/orders/{orderId}` until
//     the status leaves `pending` (every 2 to 3 s is plenty), then moves on to the success or failure route.
//
// Error bodies are the API's one shape `{ error: { code, message, fields? } }` (contracts/errors.ts). Codes
// beside the common ones (contracts/http.ts) are listed in CHECKOUT_ERROR_CODES with their status.
import * as v from "valibot";
import { endpoint } from "../endpoint.ts";
import {
  CURRENCIES,
  DURATION_UNITS,
  PLAN_TYPES,
  PROVIDER_KINDS,
  RENEWING_PERIODICITIES,
} from "../../../domain/premium/plan.ts";
import { COUPON_CODE_MAX_LENGTH } from "./coupon-code.ts";
import { GIFT_MESSAGE_MAX_LENGTH, GIFT_RECIPIENT_MAX_LENGTH } from "../../../domain/premium/gift-card.ts";
import { IsoDateTime } from "../common.ts";
import { SUBSCRIPTION_STATUSES } from "../../../domain/premium/subscription.ts";

/** Issue 6: the life of an order. `pending` until the provider answers; the four others are final. */
export const ORDER_STATUSES = ["pending", "paid", "failed", "canceled", "expired"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Issue 15: what an order buys: a subscription for the buyer, or a gift card for someone else. */
export const ORDER_PURPOSES = ["subscription", "gift-card"] as const;
export type OrderPurpose = (typeof ORDER_PURPOSES)[number];

/** Issue 6: whether an order status is final (the result pages stop polling). */
export function isFinalOrderStatus(status: OrderStatus): boolean {
  return status !== "pending";
}

/**
 * Issue 6: the payment provider that handles an order (PAYMENT_PROVIDER of the server; gift cards are redeemed
 * without a payment). Not to be confused with a plan's `paymentProvider` (stripe, mobile-money), the name in
 * `/validatePayment/{paymentProvider}`.
 */
export const CHECKOUT_PROVIDERS = ["sandbox", "stripe", "gift-card"] as const;
export type CheckoutProvider = (typeof CHECKOUT_PROVIDERS)[number];

/** Issue 6: the header carrying the sandbox's signature: `t={unix seconds},v1={hex HMAC-SHA256 of "t.rawBody"}`. */
export const SANDBOX_SIGNATURE_HEADER = "x-sandbox-signature";
/** Issue 6: the header carrying Stripe's signature (Stripe's own format, `t=…,v1=…`). */
export const STRIPE_SIGNATURE_HEADER = "stripe-signature";
/** Issue 6: how old (or how far ahead) a signed event may be, in seconds, before it is refused as stale. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Issue 6 sandbox (development and tests only; the production configuration refuses the sandbox): the test
 * cards and mobile-money numbers of the hosted test page. Spaces are ignored when typed.
 */
export const SANDBOX_TEST_CARDS = {
  /** Paid at once. */
  success: "4242 4242 4242 4242",
  /** Declined: the order fails. */
  declined: "4000 0000 0000 0002",
  /** Needs an extra step (a second confirmation screen), then paid. */
  extraStep: "4000 0027 6000 3184",
} as const;
/** Issue 6 sandbox: test mobile-money numbers (any other number is refused by the test page). */
export const SANDBOX_TEST_PHONES = {
  success: "+221 77 000 00 00",
  failure: "+221 77 000 00 01",
} as const;

const PLAN_ID = /^[A-Za-z0-9._-]{1,64}$/;
/** §2 campaign slugs: `offre-famille`, `flashoffer/lesfolles40`… */
const CAMPAIGN_SLUG = /^[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)*$/;
/** A path of this site: one leading slash, no scheme, no `//`, no backslash. */
const LOCAL_PATH = /^\/(?![/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@/%?]*$/;

/** Issue 6: the longest idempotency key accepted. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * Issue 6 `POST /api/checkout/sessions`: what the buyer chose. Unknown fields are refused (400 UnknownField): an
 * `amount`, a `price` or a `currency` sent here is a malformed request, never a price.
 * - `planId`: a plan of the buyer's market, the same rule as the member's plan list (`buyerRegion`): `country` when
 *   given (the page's `?country=`, which overrides the profile), else the profile's country, else `region` (the
 *   region the site resolved from the visitor's headers), else the country headers, else FR.
 * - `campaignSlug`: the campaign page the buyer came from (`/premium/checkout/{campaignSlug}`), e.g. `offre-famille`.
 * - `couponCode`: a code typed by the buyer (empty: none; without one, a live campaign's own code applies).
 * - `email`: required for mobile-money plans (§5: the page may prefill it with the account's), kept on the order;
 *   ignored for other plans.
 * - `successPath`: where a paid card order lands instead of `/subscribe-success` (a campaign's success path,
 *   e.g. `/subscribe-success/lifeoffer-mobile`); a path of this site only. Default: the campaign's success
 *   path, else `/subscribe-success`.
 * - `idempotencyKey`: chosen by the client once per checkout attempt (e.g. a UUID kept while the page lives);
 *   the same key with the same choice answers the same order (200) instead of opening a second one.
 */
export const CheckoutSessionRequest = v.strictObject({
  planId: v.pipe(v.string(), v.trim(), v.nonEmpty("Required"), v.regex(PLAN_ID, "PlanIdInvalid")),
  campaignSlug: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.toLowerCase(),
      v.maxLength(100, "CampaignSlugInvalid"),
      v.regex(CAMPAIGN_SLUG, "CampaignSlugInvalid"),
    ),
  ),
  couponCode: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(COUPON_CODE_MAX_LENGTH, "CouponCodeTooLong"),
      v.regex(/^[A-Za-z0-9_-]*$/, "CouponCodeInvalid"),
    ),
  ),
  email: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(320, "EmailInvalid"))),
  country: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z]{2}$/, "CountryInvalid"))),
  region: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z]{2}$/, "CountryInvalid"))),
  successPath: v.optional(v.pipe(v.string(), v.maxLength(300, "PathInvalid"), v.regex(LOCAL_PATH, "PathInvalid"))),
  idempotencyKey: v.pipe(v.string(), v.regex(IDEMPOTENCY_KEY_PATTERN, "IdempotencyKeyInvalid")),
  /**
   * Issue 15, L221-28 13°: the buyer asks for the access to start at once and acknowledges losing the 14-day right of
   * withdrawal (the checkbox of the payment step). Required true: without it, 400 WithdrawalWaiverRequired.
   */
  withdrawalWaiver: v.optional(v.boolean()),
  /**
   * Issue 15: present, the order buys a gift card of the plan instead of a subscription for the buyer: `email` receives
   * the code once paid; `recipientName` and `message` are printed on the card. No campaign or coupon applies
   * (422 GiftCardNoDiscount), the plan must be a card plan with a period (422 PlanNotGiftable), and the right of
   * withdrawal is kept (no `withdrawalWaiver` needed: nothing starts at once).
   */
  giftCard: v.optional(
    v.strictObject({
      email: v.pipe(v.string(), v.trim(), v.nonEmpty("Required"), v.maxLength(320, "EmailInvalid")),
      recipientName: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(GIFT_RECIPIENT_MAX_LENGTH, "TooLong"))),
      message: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(GIFT_MESSAGE_MAX_LENGTH, "TooLong"))),
    }),
  ),
});
export type CheckoutSessionRequest = v.InferOutput<typeof CheckoutSessionRequest>;
export type CheckoutSessionRequestInput = v.InferInput<typeof CheckoutSessionRequest>;

/** Issue 6: the plan of an order, as the result pages and analytics need it. */
export const OrderPlan = v.object({
  id: v.string(),
  product: v.string(),
  /** French display name. */
  name: v.string(),
  names: v.object({ fr: v.string(), en: v.string() }),
  /** card | mobile_money | gift_card */
  provider: v.picklist(PROVIDER_KINDS),
  /** The plan's concrete provider (stripe, mobile-money): the `{provider}` of `/validatePayment/{provider}`. */
  paymentProvider: v.string(),
  planType: v.picklist(PLAN_TYPES),
  renewingPeriodicity: v.nullable(v.picklist(RENEWING_PERIODICITIES)),
  fixedDuration: v.nullable(v.number()),
  fixedDurationUnit: v.nullable(v.picklist(DURATION_UNITS)),
  isFamilyMasterPlan: v.boolean(),
});
export type OrderPlan = v.InferOutput<typeof OrderPlan>;

/** Issue 6: the subscription an order activated (or extended). `periodEnd` null: lifetime. */
export const OrderSubscription = v.object({
  id: v.string(),
  planId: v.string(),
  status: v.picklist(SUBSCRIPTION_STATUSES),
  isFamily: v.boolean(),
  periodStart: IsoDateTime,
  periodEnd: v.nullable(IsoDateTime),
});
export type OrderSubscription = v.InferOutput<typeof OrderSubscription>;

/**
 * Issue 6 `GET /api/checkout/orders/{orderId}` (and the body of a session): an order, priced by the server.
 * Amounts: `amount` in the currency's major unit (euros, francs CFA) as the pages show it; `amountMinor` in
 * its minor unit as providers take it (cents for EUR; XOF has none, so both are equal).
 */
export const OrderView = v.object({
  orderId: v.string(),
  status: v.picklist(ORDER_STATUSES),
  /** Issue 15: a subscription for the buyer, or a gift card (then `subscription` stays null). */
  purpose: v.picklist(ORDER_PURPOSES),
  plan: OrderPlan,
  currency: v.picklist(CURRENCIES),
  /** What is charged (after campaign price and coupon). */
  amount: v.number(),
  amountMinor: v.number(),
  /** The plan's own price. */
  listPrice: v.number(),
  /** listPrice − amount, never negative. */
  discount: v.number(),
  /** The coupon applied (as stored, upper case), or null. */
  couponCode: v.nullable(v.string()),
  /** The campaign page slug the order came from (`/premium/checkout/{campaignSlug}`), or null. */
  campaignSlug: v.nullable(v.string()),
  provider: v.picklist(CHECKOUT_PROVIDERS),
  /**
   * Where the browser goes once the order is final: `successPath` for `paid`, `failurePath` otherwise. For a
   * mobile-money order, the browser first waits on `/validatePayment/{plan.paymentProvider}?order=…`.
   */
  successPath: v.string(),
  failurePath: v.string(),
  /** Why the payment failed when the provider says (e.g. `card_declined`, `mobile_money_refused`), else null. */
  failureReason: v.nullable(v.string()),
  createdAt: IsoDateTime,
  paidAt: v.nullable(IsoDateTime),
  /** Present once paid. */
  subscription: v.nullable(OrderSubscription),
});
export type OrderView = v.InferOutput<typeof OrderView>;

/**
 * Issue 6 `POST /api/checkout/sessions` answer (201 for a new order, 200 for the same idempotency key again): the
 * order, and where to send the browser to pay (an absolute URL: Stripe Checkout, or the sandbox test page).
 */
export const CheckoutSessionResponse = v.object({
  ...OrderView.entries,
  redirectUrl: v.string(),
});
export type CheckoutSessionResponse = v.InferOutput<typeof CheckoutSessionResponse>;

/** Issue 6 `POST /api/checkout/gift-card/redeem`: a gift-card code (spaces and dashes ignored, any case). */
export const GiftCardRedeemRequest = v.strictObject({
  code: v.pipe(v.string(), v.trim(), v.nonEmpty("Required"), v.maxLength(64, "GiftCardCodeInvalid")),
});
export type GiftCardRedeemRequest = v.InferOutput<typeof GiftCardRedeemRequest>;

/** Issue 6 gift-card redemption answer (201): the plan it activated and the subscription, as for a paid order. */
export const GiftCardRedeemResponse = v.object({ ...OrderView.entries });
export type GiftCardRedeemResponse = v.InferOutput<typeof GiftCardRedeemResponse>;

/**
 * Issue 6 `POST /api/payments/webhooks/{provider}` and `POST /api/payments/mobile-money/{provider}/callback`
 * answer (200): the event was taken into account. `outcome`: `activated` (this event paid the order),
 * `failed`, `canceled`, `expired` (it closed the order), `duplicate` (already received: nothing done),
 * `already-final` (another event settled the order first: nothing done), `ignored` (a type we do not act on).
 */
export const WEBHOOK_OUTCOMES = [
  "activated",
  "failed",
  "canceled",
  "expired",
  "duplicate",
  "already-final",
  "ignored",
  /** Issue 15: a card update (the provider's setup flow) replaced the card on file. */
  "card-updated",
  /** Issue 15 (ADR 040): the provider's own subscription charged a term, refused it, or ended. */
  "renewed",
  "renewal-refused",
  "subscription-ended",
] as const;
export type WebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number];
export const WebhookResponse = v.object({ received: v.literal(true), outcome: v.picklist(WEBHOOK_OUTCOMES) });
export type WebhookResponse = v.InferOutput<typeof WebhookResponse>;

/**
 * Issue 6: the sandbox's signed event (body of `POST /api/payments/webhooks/sandbox` and of the mobile-money
 * callback in development), signed with a key derived from AUTH_SECRET. Amounts in minor units.
 */
export const SandboxEvent = v.object({
  id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)),
  type: v.picklist(["payment.succeeded", "payment.failed", "payment.canceled", "payment.expired"]),
  orderId: v.pipe(v.string(), v.maxLength(100)),
  planId: v.pipe(v.string(), v.maxLength(100)),
  amountMinor: v.pipe(v.number(), v.integer()),
  currency: v.string(),
  method: v.picklist(["card", "mobile_money"]),
  failureReason: v.optional(v.nullable(v.string())),
  /** Issue 15: the card paid with (brand and last four digits), for the card on file. */
  card: v.optional(
    v.object({ brand: v.pipe(v.string(), v.maxLength(20)), last4: v.pipe(v.string(), v.regex(/^\d{4}$/)) }),
  ),
  created: v.pipe(v.number(), v.integer()),
});
export type SandboxEvent = v.InferOutput<typeof SandboxEvent>;

/**
 * Issue 15: the sandbox's signed event of a card update (its setup page): the new card of a subscription, set up for
 * the member the page was opened for. Same signature and route as SandboxEvent.
 */
export const SandboxSetupEvent = v.object({
  id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)),
  type: v.literal("setup.succeeded"),
  subscriptionId: v.pipe(v.string(), v.maxLength(100)),
  memberId: v.pipe(v.string(), v.maxLength(100)),
  card: v.object({ brand: v.pipe(v.string(), v.maxLength(20)), last4: v.pipe(v.string(), v.regex(/^\d{4}$/)) }),
  created: v.pipe(v.number(), v.integer()),
});
export type SandboxSetupEvent = v.InferOutput<typeof SandboxSetupEvent>;

/**
 * Issue 15 (ADR 040): the sandbox provider's signed event of its own subscription (what Stripe Billing sends as
 * invoice.paid, invoice.payment_failed and customer.subscription.deleted): a renewal charged or refused on the term's
 * invoice, or the provider's subscription over. `metadata` names ours (set by this server when it was created).
 */
export const SandboxRenewalEvent = v.object({
  id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)),
  type: v.picklist(["invoice.paid", "invoice.payment_failed", "customer.subscription.deleted"]),
  subscription: v.pipe(v.string(), v.nonEmpty(), v.maxLength(100)),
  metadata: v.object({
    subscriptionId: v.pipe(v.string(), v.maxLength(100)),
    memberId: v.pipe(v.string(), v.maxLength(100)),
  }),
  invoice: v.nullable(
    v.object({
      id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(100)),
      /** The term it charges (the new period's start). */
      term: IsoDateTime,
      planId: v.pipe(v.string(), v.maxLength(100)),
      amountMinor: v.pipe(v.number(), v.integer()),
      currency: v.string(),
      /** Which charge of the invoice (from 1). */
      attempt: v.pipe(v.number(), v.integer(), v.minValue(1)),
      nextAttemptAt: v.nullable(IsoDateTime),
      failureReason: v.nullable(v.string()),
      /** The sandbox's page where the member pays the invoice (a refused one). */
      payUrl: v.nullable(v.pipe(v.string(), v.maxLength(500))),
    }),
  ),
  /** The card charged (a paid invoice). */
  card: v.optional(
    v.object({ brand: v.pipe(v.string(), v.maxLength(20)), last4: v.pipe(v.string(), v.regex(/^\d{4}$/)) }),
  ),
  created: v.pipe(v.number(), v.integer()),
});
export type SandboxRenewalEvent = v.InferOutput<typeof SandboxRenewalEvent>;

/**
 * Issue 6: the error codes of the checkout and payment routes and their status (beside the common ones of
 * contracts/http.ts: ValidationFailed with `fields`, Unauthenticated 401, CsrfRejected 403, TooManyRequests 429…).
 * Never 409 (the web app reads 409 as "profiling required", §8).
 */
export const CHECKOUT_ERROR_CODES = {
  /** 400: issue 15 (L221-28 13°): the express consent to start at once, losing the right of withdrawal, is missing. */
  WithdrawalWaiverRequired: 400,
  /** 404: no such plan, or no longer sold. */
  UnknownPlan: 404,
  /** 404: no such campaign page. */
  UnknownCampaign: 404,
  /** 422: the plan is not sold in the buyer's market (e.g. an XOF plan in France). */
  PlanNotSoldInMarket: 422,
  /** 422: the plan is sold only through a live campaign offering it. */
  CampaignRequired: 422,
  /** 422: the campaign's window has not opened. */
  CampaignNotStarted: 422,
  /** 422: the campaign is over (the page shows the current offers). */
  CampaignEnded: 422,
  /** 422: the campaign sells another plan. */
  CampaignNotForPlan: 422,
  /** 422: the typed coupon cannot be used: `fields.couponCode` is Unknown, Expired, NotStarted, NotApplicable, Exhausted or AlreadyRedeemed. */
  CouponInvalid: 422,
  /** 422: §5 mobile-money plans need an e-mail (`fields.email`: Required). */
  EmailRequired: 422,
  /** 422: the e-mail is not valid (`fields.email`: EmailInvalid). */
  EmailInvalid: 422,
  /** 422: the same idempotency key was used for another choice (plan, campaign, coupon, e-mail). */
  IdempotencyKeyReused: 422,
  /** 422: no provider can take this plan here (e.g. a gift-card plan, or mobile money without a provider). */
  ProviderUnavailable: 422,
  /** 502: the payment provider did not answer or refused to open the session; try again. */
  ProviderFailed: 502,
  /** 404: no such order, or not this member's. */
  OrderNotFound: 404,
  /** 422: issue 15, this plan cannot be given as a gift card (mobile money, lifetime, gift-card plans). */
  PlanNotGiftable: 422,
  /** 422: issue 15, a gift card is sold at the plan's price: no campaign or coupon with `giftCard`. */
  GiftCardNoDiscount: 422,
  /** 404: unknown gift-card code. */
  GiftCardUnknown: 404,
  /** 422: this gift card was already used. */
  GiftCardRedeemed: 422,
  /** 422: issue 15, this gift card was cancelled (its buyer withdrew and was refunded). */
  GiftCardCancelled: 422,
  /** 422: issue 15, the gift card can no longer be withdrawn from (`fields.reason`: unpaid, redeemed, expired). */
  WithdrawalRefused: 422,
  /** 400: webhook without a valid signature, with a stale timestamp, or unreadable. */
  WebhookRejected: 400,
  /** 400: a signed event whose amount, currency or plan does not match the order (logged as tampering). */
  PaymentMismatch: 400,
  /** 404: webhook for an unknown provider. */
  UnknownProvider: 404,
} as const;

/** The checkout codes that say the offer (campaign) cannot be used now: the page shows the current offers. */
export const CHECKOUT_OFFER_ERRORS = [
  "CampaignEnded",
  "CampaignNotStarted",
  "CampaignNotForPlan",
  "UnknownCampaign",
] as const;
/** The checkout codes that say the plan cannot be bought here. */
export const CHECKOUT_PLAN_ERRORS = [
  "UnknownPlan",
  "PlanNotSoldInMarket",
  "CampaignRequired",
  "ProviderUnavailable",
  "PlanNotGiftable",
] as const;

/** Issue 6: POST /checkout/sessions, open a checkout for a plan (a member; profiling not required). */
export const OPEN_CHECKOUT = endpoint({
  method: "POST",
  path: "/checkout/sessions",
  summary:
    "Open a checkout for a plan (issue 6). The server prices the order from its own records (plan, campaign, coupon); " +
    "an amount, price or currency in the body is refused as an unknown field. Region: `country` (the page's " +
    "choice), else the profile's country, else `region`, else the country headers, else FR. Answers the order and `redirectUrl`, the provider's hosted payment " +
    "page (Stripe Checkout, or the sandbox test page under /api/payments/sandbox/). The same `idempotencyKey` with the " +
    "same choice answers the same order (200). A member is required; profiling is not (sign-up inside the checkout).",
  tags: ["checkout"],
  body: CheckoutSessionRequest,
  response: CheckoutSessionResponse,
  success: { status: 201, description: "A new order, pending, with its payment page" },
  alsoSuccess: { status: 200, description: "The order of this idempotency key (already opened)" },
  member: { profiled: false },
  errors: {
    400: ["WithdrawalWaiverRequired"],
    404: ["UnknownPlan", "UnknownCampaign"],
    422: [
      "PlanNotSoldInMarket",
      "PlanNotGiftable",
      "GiftCardNoDiscount",
      "CampaignRequired",
      "CampaignNotStarted",
      "CampaignEnded",
      "CampaignNotForPlan",
      "CouponInvalid",
      "EmailRequired",
      "EmailInvalid",
      "IdempotencyKeyReused",
      "ProviderUnavailable",
    ],
    429: ["TooManyRequests"],
    502: ["ProviderFailed"],
  },
  notes: {
    422:
      "CouponInvalid with fields.couponCode (Unknown, Expired, NotStarted, NotApplicable, Exhausted, AlreadyRedeemed), " +
      "EmailRequired with fields.email (Required)",
    429: "per member; Retry-After given",
    502: "the provider did not open a session; the same request may be retried",
  },
});

/** Issue 6: GET /checkout/orders/{orderId}, one of the member's orders (the payment result pages poll it). */
export const GET_ORDER = endpoint({
  method: "GET",
  path: "/checkout/orders/{orderId}",
  summary:
    "One of the member's orders (issue 6): status pending, paid, failed, canceled or expired; plan, amount, currency, " +
    "coupon, campaign; the subscription once paid; where to go next (successPath, failurePath). The payment result " +
    "pages poll it while it is pending.",
  tags: ["checkout"],
  response: OrderView,
  success: { status: 200, description: "The order" },
  member: { profiled: false },
  errors: { 404: ["OrderNotFound"] },
  notes: { 404: "no such order, or another member's" },
});

/** Issue 6: POST /checkout/gift-card/redeem, redeem a gift-card code (a member; profiling not required). */
export const REDEEM_GIFT_CARD = endpoint({
  method: "POST",
  path: "/checkout/gift-card/redeem",
  summary:
    "Redeem a gift-card code (issue 6, the gift-card provider of §3): its plan is activated for its duration, once. " +
    "The same member sending the same code again gets the same answer (200).",
  tags: ["checkout"],
  body: GiftCardRedeemRequest,
  response: GiftCardRedeemResponse,
  success: { status: 201, description: "Redeemed: the paid order and its subscription" },
  alsoSuccess: { status: 200, description: "Already redeemed by this member: the same order" },
  member: { profiled: false },
  errors: { 404: ["GiftCardUnknown"], 422: ["GiftCardRedeemed", "GiftCardCancelled"], 429: ["TooManyRequests"] },
  notes: {
    422: "used by another member, or cancelled (its buyer withdrew)",
    429: "10 attempts an hour per member",
  },
});

const PAYMENT_EVENT = {
  tags: ["payments"],
  response: WebhookResponse,
  success: {
    status: 200,
    description:
      "Taken into account: outcome activated, failed, canceled, expired, duplicate (already received), already-final " +
      "(another event settled the order), ignored, card-updated (issue 15: a setup event replaced the card on file), " +
      "renewed, renewal-refused, subscription-ended (issue 15: the provider's own subscription charged a term, refused " +
      "it, or ended: ADR 040)",
  },
  errors: { 400: ["WebhookRejected", "PaymentMismatch"], 404: ["UnknownProvider"], 502: ["ProviderFailed"] },
  notes: {
    400:
      "WebhookRejected with fields.signature (missing-signature, bad-signature, stale, malformed); PaymentMismatch for a " +
      "signed event whose amount, currency, plan or session differs from the order (logged as tampering)",
  },
} as const;

/** Issue 6: POST /payments/webhooks/{provider}, a payment provider's signed event (no CSRF header: signed). */
export const PAYMENT_WEBHOOK = endpoint({
  ...PAYMENT_EVENT,
  method: "POST",
  path: "/payments/webhooks/{provider}",
  summary:
    "A payment provider's signed event (issue 6). stripe: Stripe-Signature (t=…,v1=… HMAC-SHA256 of `t.rawBody` with " +
    "STRIPE_WEBHOOK_SECRET, 300 s tolerance), events checkout.session.completed, async_payment_succeeded, " +
    "async_payment_failed, expired. sandbox: X-Sandbox-Signature, same scheme with a key derived from AUTH_SECRET. " +
    "Each event id acts once; a success activates the subscription exactly once. No CSRF header: the signature is the proof.",
});

/** Issue 6: POST /payments/mobile-money/{provider}/callback, a mobile-money provider's signed callback. */
export const MOBILE_MONEY_CALLBACK = endpoint({
  ...PAYMENT_EVENT,
  method: "POST",
  path: "/payments/mobile-money/{provider}/callback",
  summary:
    "A mobile-money provider's signed callback (issue 6; `provider` is the plan's paymentProvider, e.g. mobile-money). " +
    "Outside production the sandbox signs it (X-Sandbox-Signature, body of SandboxEvent). Same effects and answers as the webhooks.",
});

/** Issue 15: the page where a gift card's code is typed (the header's "Carte cadeau"). */
export const GIFT_CARD_REDEEM_PAGE = "/premium/carte-cadeau";
/** Issue 15: the buyer's gift cards and their state (where a paid gift-card order lands; linked from /mon-compte). */
export const GIFT_CARDS_PAGE = "/premium/carte-cadeau/mes-cartes";

/** Issue 15: why a bought gift card can no longer be withdrawn from (domain/premium/withdrawal.ts). */
export const GIFT_CARD_WITHDRAWAL_REFUSALS = ["unpaid", "withdrawn", "redeemed", "expired"] as const;

/** Issue 15 (ADR 030): the credit note of a refunded order, as a member's pages list it. */
export const CreditNoteSummary = v.object({
  /** A{year}-{sequence}. */
  number: v.string(),
  issuedAt: IsoDateTime,
  refunded: v.boolean(),
  /** The credit note's PDF, under API_BASE_URL. */
  path: v.string(),
});
export type CreditNoteSummary = v.InferOutput<typeof CreditNoteSummary>;

/** Issue 15: a gift card bought by the member, as its buyer sees it. */
export const GiftCardPurchaseView = v.object({
  /** The order that pays it (the card's id for the buyer). */
  orderId: v.string(),
  orderStatus: v.picklist(ORDER_STATUSES),
  plan: OrderPlan,
  currency: v.picklist(CURRENCIES),
  amount: v.number(),
  /** Where the code was (or will be) mailed. */
  email: v.string(),
  recipientName: v.nullable(v.string()),
  message: v.nullable(v.string()),
  /** `pending`: not paid yet (no card); `unused`; `used` (on `usedAt`); `withdrawn` (voided and refunded). */
  state: v.picklist(["pending", "unused", "used", "withdrawn"]),
  usedAt: v.nullable(IsoDateTime),
  /** The code, grouped by four, once paid (shown to its buyer only; not for a withdrawn card). */
  code: v.nullable(v.string()),
  /**
   * Issue 15 (ADR 030): whether its buyer may still withdraw (14 days, unused), until when, or why not (`unpaid`,
   * `withdrawn`, `redeemed`, `expired`).
   */
  withdrawal: v.object({
    allowed: v.boolean(),
    reason: v.nullable(v.picklist(GIFT_CARD_WITHDRAWAL_REFUSALS)),
    until: v.nullable(IsoDateTime),
  }),
  /** Issue 15: the credit note of a withdrawn card, whether the refund was made, and its PDF's API path. */
  creditNote: v.nullable(CreditNoteSummary),
  createdAt: IsoDateTime,
  paidAt: v.nullable(IsoDateTime),
});
export type GiftCardPurchaseView = v.InferOutput<typeof GiftCardPurchaseView>;

/** Issue 15: GET /checkout/gift-cards, the gift cards the member bought, newest first. */
export const LIST_GIFT_CARDS = endpoint({
  method: "GET",
  path: "/checkout/gift-cards",
  summary:
    "The gift cards the member bought (issue 15), newest first: plan, price, recipient and message, the code once paid, " +
    "and the state: pending (not paid), unused, or used (with the date).",
  tags: ["checkout"],
  response: v.object({ giftCards: v.array(GiftCardPurchaseView) }),
  success: { status: 200, description: "The member's bought gift cards" },
  member: { profiled: false },
  errors: {},
});

/** Issue 15: GET /checkout/gift-cards/{orderId}/card.pdf, the printable card of a paid gift card (its buyer only). */
export const GIFT_CARD_PDF = endpoint({
  method: "GET",
  path: "/checkout/gift-cards/{orderId}/card.pdf",
  summary:
    "The printable card of a gift card the member bought and paid (issue 15): an A4 PDF with the plan and the code.",
  tags: ["checkout"],
  response: v.unknown(),
  success: {
    status: 200,
    description: 'application/pdf, Content-Disposition: attachment; filename="carte-cadeau.pdf"',
  },
  member: { profiled: false },
  errors: { 404: ["OrderNotFound"] },
  notes: { 404: "no such gift card, not paid yet, or another member's" },
});

/** Issue 15 (ADR 030): what a withdrawal answers: the credit note, and whether the refund was made already. */
export const GiftCardWithdrawalResponse = v.object({
  creditNoteNumber: v.string(),
  /** False: the provider could not be reached; the card is voided all the same, and asking again retries the refund. */
  refunded: v.boolean(),
});
export type GiftCardWithdrawalResponse = v.InferOutput<typeof GiftCardWithdrawalResponse>;

/** Issue 15: POST /checkout/gift-cards/{orderId}/withdrawal, the buyer withdraws from an unused card within 14 days. */
export const WITHDRAW_GIFT_CARD = endpoint({
  method: "POST",
  path: "/checkout/gift-cards/{orderId}/withdrawal",
  summary:
    "The 14-day withdrawal of a gift card the member bought and nobody redeemed (issue 15, Code de la consommation " +
    "L221-18): the card is voided, a credit note is issued, the payment is refunded at its provider and a mail is " +
    "sent, once. Asking again answers the same credit note (200) and retries a refund that failed.",
  tags: ["checkout"],
  response: GiftCardWithdrawalResponse,
  success: { status: 201, description: "Withdrawn: the card is voided, its credit note issued" },
  alsoSuccess: { status: 200, description: "Withdrawn already: the same credit note" },
  member: { profiled: false },
  errors: { 404: ["OrderNotFound"], 422: ["WithdrawalRefused"] },
  notes: {
    404: "no such gift card, or another member's",
    422: "fields.reason: unpaid (not paid), redeemed (used), expired (the 14 days are over)",
  },
});
