// Issue 15, /mon-compte: the member's paid orders with their receipts (GET /checkout/orders).
import { errAsync, type ResultAsync } from "neverthrow";
import { inject, injectable } from "tsyringe";
import { callOf } from "../../contracts/endpoint.ts";
import { LIST_ORDERS, type OrderHistoryEntry } from "../../contracts/premium/receipts.ts";
import { AuthCookieSourceToken, type AuthCookieSource } from "../account/session/ports.ts";
import { ApiClientToken, type ApiClient } from "../http/ports.ts";
import { premiumFailure, type PremiumCommonFailure } from "./failures.ts";

export type LoadOrderHistoryFailure =
  /** No session: orders are private to their buyer. */
  { type: "NotLoggedIn" } | PremiumCommonFailure;

@injectable()
export class LoadOrderHistory {
  constructor(
    @inject(ApiClientToken) private readonly api: ApiClient,
    @inject(AuthCookieSourceToken) private readonly cookie: AuthCookieSource,
  ) {}

  execute(): ResultAsync<OrderHistoryEntry[], LoadOrderHistoryFailure> {
    if (this.cookie.read() === null) return errAsync({ type: "NotLoggedIn" });
    return this.api
      .request(callOf(LIST_ORDERS, {}))
      .map((answer) => answer.orders)
      .mapErr((failure): LoadOrderHistoryFailure => {
        if (failure.type === "HttpError" && failure.status === 401) return { type: "NotLoggedIn" };
        return premiumFailure(failure);
      });
  }
}
