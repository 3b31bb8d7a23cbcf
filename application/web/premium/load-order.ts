// §2 Payment result routes (/validatePayment, /validatePayment/{provider}, /validation-buybox,
// /subscribe-success, /subscribe-failed) with `?order=`: the order (issue 6 GET /checkout/orders/{orderId}),
// where it sends the browser once final, and how often a page waiting on it asks again.
import { errAsync, type ResultAsync } from "neverthrow";
import { inject, injectable } from "tsyringe";
import { callOf } from "../../contracts/endpoint.ts";
import { GET_ORDER, isFinalOrderStatus, type OrderView } from "../../contracts/premium/checkout.ts";
import { ApiClientToken, type ApiClient } from "../http/ports.ts";
import { AuthCookieSourceToken, type AuthCookieSource } from "../account/session/ports.ts";
import { premiumFailure, type PremiumCommonFailure } from "./failures.ts";

export type LoadOrderFailure =
  /** No session: orders are private to their buyer. */
  | { type: "NotLoggedIn" }
  /** No such order, or not this member's. */
  | { type: "NotFound" }
  | PremiumCommonFailure;

const ORDER_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** An order id as it may appear in `?order=` (else the page ignores it). */
export function isOrderId(value: string | null | undefined): value is string {
  return typeof value === "string" && ORDER_ID.test(value);
}

/** A site path with `?order={id}` added (keeping its own query). */
export function withOrder(path: string, orderId: string): string {
  const url = new URL(path, "http://site.invalid");
  url.searchParams.set("order", orderId);
  return `${url.pathname}${url.search}`;
}

/**
 * Issue 6 journey: where an order sends the browser: while pending, the waiting page of its provider for mobile
 * money (`/validatePayment/{paymentProvider}`), else the generic one; once paid, its success path; otherwise its
 * failure path. Each with `?order=`.
 */
export function orderDestination(
  order: Pick<OrderView, "orderId" | "status" | "successPath" | "failurePath" | "plan">,
): string {
  if (order.status === "paid") return withOrder(order.successPath, order.orderId);
  if (isFinalOrderStatus(order.status)) return withOrder(order.failurePath, order.orderId);
  const waiting =
    order.plan.provider === "mobile_money" ? `/validatePayment/${order.plan.paymentProvider}` : "/validatePayment";
  return withOrder(waiting, order.orderId);
}

/** How often a page waiting on a pending order asks again (issue 6: every 2 to 3 s is plenty). */
export const ORDER_POLL_INTERVAL_MS = 2_500;
/** After this long the waiting page stops asking by itself and offers to check again. */
export const ORDER_POLL_GIVE_UP_MS = 10 * 60_000;

/** Whether a waiting page should ask again, `elapsedMs` after it started waiting. */
export function shouldPollAgain(status: OrderView["status"], elapsedMs: number): boolean {
  return !isFinalOrderStatus(status) && elapsedMs < ORDER_POLL_GIVE_UP_MS;
}

@injectable()
export class LoadOrder {
  constructor(
    @inject(ApiClientToken) private readonly api: ApiClient,
    @inject(AuthCookieSourceToken) private readonly cookie: AuthCookieSource,
  ) {}

  execute(orderId: string): ResultAsync<OrderView, LoadOrderFailure> {
    if (!isOrderId(orderId)) return errAsync({ type: "NotFound" });
    if (this.cookie.read() === null) return errAsync({ type: "NotLoggedIn" });
    return this.api.request(callOf(GET_ORDER, { params: { orderId } })).mapErr((failure): LoadOrderFailure => {
      if (failure.type === "HttpError" && failure.status === 404) return { type: "NotFound" };
      if (failure.type === "HttpError" && failure.status === 401) return { type: "NotLoggedIn" };
      return premiumFailure(failure);
    });
  }
}
