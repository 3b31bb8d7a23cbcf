// §2 /premium/checkout "Payer", issue 6 POST /checkout/sessions: opens the order (priced by the server from its
// own records: the page sends the choice, never an amount) and answers where the browser goes to pay (the
// provider's hosted page). §5: mobile-money plans need an e-mail, checked here first with the §5 rule.
import { errAsync, type ResultAsync } from "neverthrow";
import { inject, injectable } from "tsyringe";
import { isValidEmail } from "../../../domain/validation/email.ts";
import { mayStartAtOnce } from "../../../domain/premium/withdrawal.ts";
import { callOf } from "../../contracts/endpoint.ts";
import {
  OPEN_CHECKOUT,
  type CheckoutSessionRequestInput,
  type OrderView,
  CHECKOUT_OFFER_ERRORS,
  CHECKOUT_PLAN_ERRORS,
} from "../../contracts/premium/checkout.ts";
import { ApiClientToken, type ApiClient } from "../http/ports.ts";
import { AuthCookieSourceToken, type AuthCookieSource } from "../account/session/ports.ts";
import { premiumFailure, type PremiumCommonFailure } from "./failures.ts";

export interface StartCheckoutInput {
  planId: string;
  /** The campaign page's slug (`/premium/checkout/{campaignSlug}`), or null. */
  campaignSlug: string | null;
  /** A code typed by the buyer (empty: none). */
  couponCode: string;
  /** §5: the e-mail for a mobile-money plan. */
  email: string;
  /** Whether the plan needs an e-mail (§5), as the page knows it; the server checks again. */
  emailRequired: boolean;
  /** §7 region of the buyer (country headers, else FR). */
  region: string;
  /** §7: the page's own `?country=` (it overrides the profile's country), or null. */
  country: string | null;
  /** Chosen once per checkout page (a retry with the same key answers the same order). */
  idempotencyKey: string;
  /** Issue 15, L221-28 13°: the box "access at once, losing the 14-day right of withdrawal" is ticked. */
  withdrawalWaiver: boolean;
}

/** Why the coupon was refused (§3 reasons, plus one use per member). */
export type CheckoutCouponProblem =
  "Unknown" | "Expired" | "NotStarted" | "NotApplicable" | "Exhausted" | "AlreadyRedeemed";

export type StartCheckoutFailure =
  /** No session: the buyer must sign up or log in first (the checkout's account step). */
  | { type: "NotLoggedIn" }
  /** Issue 15: the express consent to start at once (losing the right of withdrawal) is missing. */
  | { type: "WithdrawalWaiverRequired" }
  /** §5: e-mail missing or invalid for a mobile-money plan. */
  | { type: "EmailRequired" }
  | { type: "EmailInvalid" }
  | { type: "CouponInvalid"; reason: CheckoutCouponProblem }
  /** The plan cannot be bought here (unknown, other market, only through an offer, no provider). */
  | { type: "PlanUnavailable"; code: string }
  /** The offer is over, not open yet, or for another plan. */
  | {
      type: "OfferUnavailable";
      code: (typeof CHECKOUT_OFFER_ERRORS)[number];
    }
  /** The payment provider did not answer: try again. */
  | { type: "ProviderFailed" }
  /** The form lacked its plan or its key (a stale or hand-made form): reload the checkout (issue 14: a 400). */
  | { type: "FormIncomplete" }
  | PremiumCommonFailure;

export interface StartedCheckout {
  redirectUrl: string;
  order: OrderView;
}

const COUPON_PROBLEMS: readonly CheckoutCouponProblem[] = [
  "Unknown",
  "Expired",
  "NotStarted",
  "NotApplicable",
  "Exhausted",
  "AlreadyRedeemed",
];

@injectable()
export class StartCheckout {
  constructor(
    @inject(ApiClientToken) private readonly api: ApiClient,
    @inject(AuthCookieSourceToken) private readonly cookie: AuthCookieSource,
  ) {}

  execute(input: StartCheckoutInput): ResultAsync<StartedCheckout, StartCheckoutFailure> {
    if (this.cookie.read() === null) return errAsync({ type: "NotLoggedIn" });
    if (input.planId.trim() === "" || input.idempotencyKey.trim() === "") return errAsync({ type: "FormIncomplete" });
    if (!mayStartAtOnce(input.withdrawalWaiver)) return errAsync({ type: "WithdrawalWaiverRequired" });
    const email = input.email.trim();
    if (input.emailRequired && email === "") return errAsync({ type: "EmailRequired" });
    if (input.emailRequired && !isValidEmail(email)) return errAsync({ type: "EmailInvalid" });
    const coupon = input.couponCode.trim();
    const body: CheckoutSessionRequestInput = {
      planId: input.planId,
      idempotencyKey: input.idempotencyKey,
      region: input.region,
      ...(input.country ? { country: input.country } : {}),
      withdrawalWaiver: true,
      ...(input.campaignSlug ? { campaignSlug: input.campaignSlug } : {}),
      ...(coupon !== "" ? { couponCode: coupon } : {}),
      ...(email !== "" ? { email } : {}),
    };
    return this.api
      .request(callOf(OPEN_CHECKOUT, { body }))
      .map(({ redirectUrl, ...order }) => ({ redirectUrl, order }))
      .mapErr(checkoutFailure);
  }
}

/** Issue 6 CHECKOUT_ERROR_CODES: each code the page can explain, the rest as common failures. */
export function checkoutFailure(failure: Parameters<typeof premiumFailure>[0]): StartCheckoutFailure {
  if (failure.type !== "HttpError") return premiumFailure(failure);
  const code = failure.code ?? "";
  if (failure.status === 401) return { type: "NotLoggedIn" };
  if (code === "WithdrawalWaiverRequired") return { type: "WithdrawalWaiverRequired" };
  if (code === "EmailRequired") return { type: "EmailRequired" };
  if (code === "EmailInvalid") return { type: "EmailInvalid" };
  if (code === "CouponInvalid") {
    const reason = COUPON_PROBLEMS.find((problem) => problem === failure.fields.couponCode) ?? "Unknown";
    return { type: "CouponInvalid", reason };
  }
  const offer = CHECKOUT_OFFER_ERRORS.find((known) => known === code);
  if (offer) return { type: "OfferUnavailable", code: offer };
  if (CHECKOUT_PLAN_ERRORS.some((known) => known === code)) return { type: "PlanUnavailable", code };
  if (code === "ProviderFailed") return { type: "ProviderFailed" };
  if (failure.status === 400 && failure.code === "ValidationFailed") {
    if (failure.fields.email) return { type: "EmailInvalid" };
    if (failure.fields.couponCode) return { type: "CouponInvalid", reason: "Unknown" };
    // Any other field the API refused came from the form itself, not from the buyer's typing.
    return { type: "FormIncomplete" };
  }
  return premiumFailure(failure);
}
