// §7 analytics of the purchase journey: viewPaywall (plans and campaign pages, the paywall after a premium preview), initiateCheckout (the checkout
// shows), purchaseStart ("Payer"), purchaseComplete (the success page of a paid order, once per order even
// when the page is reloaded: the orders already counted are kept in session storage, §3 Browser storage).
import { inject, injectable } from "tsyringe";
import { AnalyticsToken, type Analytics } from "../analytics/ports.ts";
import { BrowserStorageToken, type BrowserStorage } from "../chrome/ports.ts";

/** §3 Browser storage (session): the orders whose purchaseComplete was already sent, comma-separated. */
export const COMPLETED_ORDERS_KEY = "purchaseCompleteOrders";

/** The orders kept in the list (the oldest are forgotten first). */
const KEPT_ORDERS = 20;

@injectable()
export class TrackPremium {
  constructor(
    @inject(AnalyticsToken) private readonly analytics: Analytics,
    @inject(BrowserStorageToken) private readonly storage: BrowserStorage,
  ) {}

  /** §7 viewPaywall: a plans or offer page, or the paywall after a premium preview, was shown. */
  viewPaywall(path: string): void {
    this.analytics.push({ event: "viewPaywall", path });
  }

  /** §7 initiateCheckout: the checkout of a plan was shown. */
  initiateCheckout(planId: string): void {
    this.analytics.push({ event: "initiateCheckout", planId });
  }

  /** §7 purchaseStart: the buyer asked to pay. */
  purchaseStart(planId: string): void {
    this.analytics.push({ event: "purchaseStart", planId });
  }

  /** §7 purchaseComplete: a paid order, sent once per order. Returns whether it was sent now. */
  purchaseComplete(order: { orderId: string; planId: string; amount: number; currency: string }): boolean {
    const done = (this.storage.get("session", COMPLETED_ORDERS_KEY) ?? "").split(",").filter((id) => id !== "");
    if (done.includes(order.orderId)) return false;
    this.analytics.push({
      event: "purchaseComplete",
      planId: order.planId,
      value: order.amount,
      currency: order.currency,
    });
    this.storage.set("session", COMPLETED_ORDERS_KEY, [...done, order.orderId].slice(-KEPT_ORDERS).join(","));
    return true;
  }
}
