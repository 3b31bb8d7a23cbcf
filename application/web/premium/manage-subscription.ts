// Issue 15: the member's own subscription in /mon-compte: load it, cancel it (the confirmation page's form),
// resume it, change between its solo and family plans, replace its card (the provider's page). The API decides every rule; refusals come back as codes
// the page words in the member's language.
import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import { inject, injectable } from "tsyringe";
import { callOf } from "../../contracts/endpoint.ts";
import {
  CANCEL_SUBSCRIPTION,
  CHANGE_SUBSCRIPTION_PLAN,
  GET_RENEWAL_PAYMENT,
  GET_SUBSCRIPTION,
  PAY_RENEWAL,
  RESUME_SUBSCRIPTION,
  UPDATE_SUBSCRIPTION_CARD,
  type RenewalPaymentView,
  type SubscriptionView,
} from "../../contracts/premium/subscription.ts";
import { commonFailure, type CommonFailure } from "../account/failures.ts";
import { ApiClientToken, type ApiFailure, type ApiClient } from "../http/ports.ts";

export type { RenewalPaymentView, SubscriptionView };

/** Issue 15: a refusal of a subscription action (the page says why). */
export type SubscriptionRefusal =
  | { type: "NoSubscription" }
  | { type: "SubscriptionNotCancelable" }
  | { type: "SubscriptionNotResumable" }
  | { type: "PlanChangeNotAllowed" }
  | { type: "CardUpdateNotAllowed" };

export type SubscriptionActionFailure = SubscriptionRefusal | CommonFailure;

const REFUSALS: readonly SubscriptionRefusal["type"][] = [
  "NoSubscription",
  "SubscriptionNotCancelable",
  "SubscriptionNotResumable",
  "PlanChangeNotAllowed",
  "CardUpdateNotAllowed",
];

function actionFailure(failure: ApiFailure): SubscriptionActionFailure {
  if (failure.type === "HttpError" && REFUSALS.includes(failure.code as SubscriptionRefusal["type"]))
    return { type: failure.code as SubscriptionRefusal["type"] };
  return commonFailure(failure);
}

@injectable()
export class LoadSubscription {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  /** The member's own subscription, or null when they have none. */
  execute(): ResultAsync<SubscriptionView | null, CommonFailure> {
    return this.api
      .request(callOf(GET_SUBSCRIPTION))
      .map((view): SubscriptionView | null => view)
      .orElse((failure): ResultAsync<SubscriptionView | null, CommonFailure> =>
        failure.type === "HttpError" && failure.code === "NoSubscription"
          ? okAsync(null)
          : errAsync(commonFailure(failure)),
      );
  }
}

@injectable()
export class ChangeSubscription {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  /** Stops the renewal (access kept until the end; a confirmation e-mail is sent). */
  cancel(): ResultAsync<SubscriptionView, SubscriptionActionFailure> {
    return this.api.request(callOf(CANCEL_SUBSCRIPTION)).mapErr(actionFailure);
  }

  /** Renews again a cancelled subscription before its end. */
  resume(): ResultAsync<SubscriptionView, SubscriptionActionFailure> {
    return this.api.request(callOf(RESUME_SUBSCRIPTION)).mapErr(actionFailure);
  }

  /** Issue 15: opens the provider's card update; answers where the browser enters the new card. */
  updateCard(): ResultAsync<{ redirectUrl: string }, SubscriptionActionFailure> {
    return this.api.request(callOf(UPDATE_SUBSCRIPTION_CARD)).mapErr(actionFailure);
  }

  /** Switches to `planId` at the next renewal (the current plan's id withdraws a pending change). */
  changePlan(planId: string): ResultAsync<SubscriptionView, SubscriptionActionFailure> {
    const id = planId.trim();
    if (id === "") return errAsync({ type: "PlanChangeNotAllowed" });
    return this.api.request(callOf(CHANGE_SUBSCRIPTION_PLAN, { body: { planId: id } })).mapErr(actionFailure);
  }
}

/**
 * Issue 15 (ADR 029 addendum): the renewal the bank refused for authentication, which the member pays on the
 * provider's page (null: nothing awaits payment).
 */
@injectable()
export class RenewalPayment {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  load(): ResultAsync<RenewalPaymentView | null, CommonFailure> {
    return this.api
      .request(callOf(GET_RENEWAL_PAYMENT))
      .map((view): RenewalPaymentView | null => view)
      .orElse((failure): ResultAsync<RenewalPaymentView | null, CommonFailure> =>
        failure.type === "HttpError" && failure.code === "NoRenewalPayment"
          ? okAsync(null)
          : errAsync(commonFailure(failure)),
      );
  }

  /** Opens the provider's payment page of that renewal: where the browser pays (null: nothing to pay any more). */
  open(): ResultAsync<{ redirectUrl: string } | null, CommonFailure> {
    return this.api
      .request(callOf(PAY_RENEWAL))
      .map((answer): { redirectUrl: string } | null => answer)
      .orElse((failure): ResultAsync<{ redirectUrl: string } | null, CommonFailure> =>
        failure.type === "HttpError" && failure.code === "NoRenewalPayment"
          ? okAsync(null)
          : errAsync(commonFailure(failure)),
      );
  }
}
