// Issue 15: HTTP contract of subscription management (/mon-compte): the member's subscription as shown (plan,
// status, next renewal or end, payment method, what may be done), cancel, resume and change of plan; and the
// development trigger of the renewal job.
import * as v from "valibot";
import { CURRENCIES, PLAN_TYPES } from "../../../domain/premium/plan.ts";
import { SUBSCRIPTION_STATUSES } from "../../../domain/premium/subscription.ts";
import { IsoDateTime } from "../common.ts";
import { endpoint } from "../endpoint.ts";

const Currency = v.picklist(CURRENCIES);
const Names = v.object({ fr: v.string(), en: v.string() });

/** Issue 15: a member's own subscription, as /mon-compte shows it. Amounts in the currency's major unit. */
export const SubscriptionView = v.object({
  id: v.string(),
  planId: v.string(),
  names: Names,
  status: v.picklist(SUBSCRIPTION_STATUSES),
  planType: v.picklist(PLAN_TYPES),
  isFamily: v.boolean(),
  periodStart: IsoDateTime,
  /** Null: lifetime. */
  periodEnd: v.nullable(IsoDateTime),
  /** The last instant of access (the grace period's end while a charge is retried); null: lifetime. */
  accessEndsAt: v.nullable(IsoDateTime),
  canceledAt: v.nullable(IsoDateTime),
  /** The next charge (date, plan, amount), or null when the plan will not renew. */
  renewal: v.nullable(
    v.object({ date: IsoDateTime, planId: v.string(), names: Names, amount: v.number(), currency: Currency }),
  ),
  paymentMethod: v.object({
    kind: v.picklist(["card", "mobile_money", "gift_card"]),
    /** The provider's name (stripe, sandbox, mobile-money, gift-card). */
    provider: v.string(),
    brand: v.nullable(v.string()),
    last4: v.nullable(v.string()),
  }),
  canCancel: v.boolean(),
  canResume: v.boolean(),
  /** Issue 15: the member may replace the card renewals are charged to (a plan renewing by card). */
  canUpdateCard: v.boolean(),
  /** Issue 15 (ADR 029 addendum): a refused renewal awaits the member's payment (RENEWAL_PAYMENT_PAGE). */
  renewalAwaitsPayment: v.boolean(),
  /** The change of plan offered (solo to family or back), with its price difference; null when none. */
  change: v.nullable(
    v.object({
      targetPlanId: v.string(),
      names: Names,
      effectiveAt: IsoDateTime,
      currentAmount: v.number(),
      newAmount: v.number(),
      difference: v.number(),
      currency: Currency,
    }),
  ),
  /** A change of plan already asked for: the plan of the next renewal, from the term. */
  pendingChange: v.nullable(v.object({ planId: v.string(), names: Names, effectiveAt: IsoDateTime })),
});
export type SubscriptionView = v.InferOutput<typeof SubscriptionView>;

/** Issue 15: the change of plan asked for: the counterpart plan, or the current plan to withdraw a pending change. */
export const ChangePlanRequest = v.strictObject({ planId: v.pipe(v.string(), v.nonEmpty(), v.maxLength(100)) });

/** GET /subscription: the member's own subscription. */
export const GET_SUBSCRIPTION = endpoint({
  method: "GET",
  path: "/subscription",
  summary: "The member's own subscription: plan, status, next renewal or end, payment method, what may be done",
  tags: ["subscription"],
  response: SubscriptionView,
  success: { status: 200, description: "The subscription" },
  member: { profiled: false },
  errors: { 404: ["NoSubscription"] },
  notes: { 404: "no subscription of the member's own gives access (a child of a family has none of their own)" },
});

/** POST /subscription/cancel: stop the renewal; access runs to the end of the period. A confirmation is mailed. */
export const CANCEL_SUBSCRIPTION = endpoint({
  method: "POST",
  path: "/subscription/cancel",
  summary: "Cancel the renewal (access kept until the end of the period paid); sends a confirmation e-mail",
  tags: ["subscription"],
  response: SubscriptionView,
  success: { status: 200, description: "The subscription, cancelled (a second call answers it as it is)" },
  member: { profiled: false },
  errors: { 403: ["CsrfRejected"], 404: ["NoSubscription"], 422: ["SubscriptionNotCancelable"] },
});

/** POST /subscription/resume: renew again a cancelled plan before its end. */
export const RESUME_SUBSCRIPTION = endpoint({
  method: "POST",
  path: "/subscription/resume",
  summary: "Resume a cancelled subscription before its end (it renews at term again)",
  tags: ["subscription"],
  response: SubscriptionView,
  success: { status: 200, description: "The subscription, renewing again" },
  member: { profiled: false },
  errors: { 403: ["CsrfRejected"], 404: ["NoSubscription"], 422: ["SubscriptionNotResumable"] },
});

/** POST /subscription/plan: switch between the solo and family versions of the plan at the next renewal. */
export const CHANGE_SUBSCRIPTION_PLAN = endpoint({
  method: "POST",
  path: "/subscription/plan",
  summary: "Change between the solo and family plan from the next renewal (the current plan's id withdraws a change)",
  tags: ["subscription"],
  body: ChangePlanRequest,
  response: SubscriptionView,
  success: { status: 200, description: "The subscription with its pending change" },
  member: { profiled: false },
  errors: { 403: ["CsrfRejected"], 404: ["NoSubscription"], 422: ["PlanChangeNotAllowed"] },
});

/** Issue 15: where the browser comes back to from the provider's card update (the notice /mon-compte shows). */
export const CARD_UPDATE_RETURN = {
  updated: "/mon-compte?abonnement=cardUpdated",
  unchanged: "/mon-compte?abonnement=cardUnchanged",
} as const;

export const CardUpdateResponse = v.object({ redirectUrl: v.string() });

/**
 * Issue 15 (ADR 029 addendum, ADR 040): the page where a member pays a renewal their bank asked them to authenticate
 * (linked from the refusal's mail and from /mon-compte); its form opens the provider's page for that term's invoice.
 */
export const RENEWAL_PAYMENT_PAGE = "/mon-compte/abonnement/payer";

/** Issue 15 (ADR 029 addendum): the renewal awaiting its member's payment: its order and what it charges. */
export const RenewalPaymentView = v.object({
  orderId: v.string(),
  names: Names,
  amount: v.number(),
  currency: Currency,
  /** The term it renews from (the new period's start). */
  term: IsoDateTime,
});
export type RenewalPaymentView = v.InferOutput<typeof RenewalPaymentView>;

/** GET /subscription/renewal-payment: the renewal awaiting the member's payment, if any. */
export const GET_RENEWAL_PAYMENT = endpoint({
  method: "GET",
  path: "/subscription/renewal-payment",
  summary: "The renewal the provider could not charge because the bank asked the card holder to authenticate it",
  tags: ["subscription"],
  response: RenewalPaymentView,
  success: { status: 200, description: "The renewal to pay" },
  member: { profiled: false },
  errors: { 404: ["NoRenewalPayment"] },
  notes: { 404: "nothing to pay: no past-due renewal refused for authentication" },
});

/** POST /subscription/renewal-payment: the provider's page for that term's invoice. */
export const PAY_RENEWAL = endpoint({
  method: "POST",
  path: "/subscription/renewal-payment",
  summary:
    "Pay the renewal refused for authentication: answers the provider's page for that term's invoice (Stripe's hosted " +
    "invoice page, or the sandbox's), whose signed event settles the renewal once",
  tags: ["subscription"],
  response: CardUpdateResponse,
  success: { status: 200, description: "Where the browser pays" },
  member: { profiled: false },
  errors: { 403: ["CsrfRejected"], 404: ["NoRenewalPayment"] },
});

/** POST /subscription/card: opens the provider's card update (its setup flow; nothing is charged there). */
export const UPDATE_SUBSCRIPTION_CARD = endpoint({
  method: "POST",
  path: "/subscription/card",
  summary:
    "Replace the card renewals are charged to: answers the provider's setup page (Stripe Checkout in setup mode, or " +
    "the sandbox's); the provider's signed event replaces the card, and a past-due renewal is charged again at once",
  tags: ["subscription"],
  response: CardUpdateResponse,
  success: { status: 200, description: "Where the browser enters the new card" },
  member: { profiled: false },
  errors: { 403: ["CsrfRejected"], 404: ["NoSubscription"], 422: ["CardUpdateNotAllowed"], 502: ["ProviderFailed"] },
  notes: { 422: "the plan does not renew by card (mobile money, gift card, cancelled, fixed term)" },
});

/**
 * Issue 15: the development trigger of the renewal job: run it now, or as if it were `at`; for every subscription,
 * or only the member of `email` (a test moving the clock a year ahead leaves the others alone). With the sandbox
 * provider, its billing clock is moved to `at` first (like Stripe's test clocks): it charges what is due.
 */
export const RunRenewalsRequest = v.strictObject({
  at: v.optional(IsoDateTime),
  email: v.optional(v.pipe(v.string(), v.maxLength(320))),
});

/**
 * Issue 15: what a run of the renewal job did (ADR 040: the provider charges the renewals; the job mails, keeps the
 * grace period of an awaited term, expires, and tells the provider what it has not acknowledged), and, in
 * development, what the sandbox provider's billing did when its clock was moved to `at` first (null without it).
 */
export const RenewalRunReport = v.object({
  at: IsoDateTime,
  reminded: v.number(),
  announced: v.number(),
  awaiting: v.number(),
  expired: v.number(),
  synced: v.number(),
  provider: v.nullable(v.object({ charged: v.number(), refused: v.number(), ended: v.number() })),
});
export type RenewalRunReport = v.InferOutput<typeof RenewalRunReport>;

/** POST /dev/subscriptions/renewals: development only, runs the renewal job (as at `at`). */
export const DEV_RUN_RENEWALS = endpoint({
  method: "POST",
  path: "/dev/subscriptions/renewals",
  summary:
    "Development only: move the sandbox provider's billing clock to `at` (it charges the renewals due), then run the " +
    "renewal job as if the clock read `at`",
  tags: ["dev"],
  body: RunRenewalsRequest,
  response: RenewalRunReport,
  success: { status: 200, description: "What the run did" },
  errors: { 404: ["NoSubscription"] },
});

/** Issue 15: the sandbox's card on file of a member's subscription (development only: test a declined renewal). */
export const SandboxCardRequest = v.strictObject({
  email: v.pipe(v.string(), v.maxLength(320)),
  number: v.pipe(v.string(), v.maxLength(30)),
});

/** POST /dev/sandbox/card-on-file: development only, replaces the card on file of the member's subscription. */
export const DEV_SANDBOX_CARD = endpoint({
  method: "POST",
  path: "/dev/sandbox/card-on-file",
  summary: "Development only: the sandbox card the member's renewals are charged to (4000 0000 0000 0002 declines)",
  tags: ["dev"],
  body: SandboxCardRequest,
  response: v.unknown(),
  success: { status: 204, description: "Replaced" },
  errors: { 404: ["NoSubscription"] },
});
