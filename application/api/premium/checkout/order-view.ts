// Issue 6: an order as the API answers it (the result pages and analytics read it), and the small rules shared
// by the checkout's use cases.
import type { Currency } from "../../../../domain/premium/plan.ts";
import type { OrderPlan, OrderView } from "../../../contracts/premium/checkout.ts";
import type { StoredPlan } from "../catalog/ports.ts";
import type { SubscriptionRecord } from "../subscriptions.ts";
import type { OrderRecord } from "./ports.ts";

/** Issue 6: an amount in minor units back in the currency's major unit (cents → euros; XOF has no minor unit). */
export function fromMinorUnits(amountMinor: number, currency: Currency): number {
  return currency === "EUR" ? amountMinor / 100 : amountMinor;
}

/** Issue 6: the plan of an order, as answered. */
export function orderPlanOf(stored: StoredPlan): OrderPlan {
  const { plan } = stored;
  return {
    id: plan.id,
    product: plan.product,
    name: plan.name,
    names: { fr: stored.names.fr, en: stored.names.en },
    provider: plan.provider,
    paymentProvider: plan.paymentProvider,
    planType: plan.planType,
    renewingPeriodicity: plan.renewingPeriodicity,
    fixedDuration: plan.fixedDuration,
    fixedDurationUnit: plan.fixedDurationUnit,
    isFamilyMasterPlan: plan.isFamilyMasterPlan,
  };
}

/** Issue 6: the answer for an order (GET /checkout/orders/{id}, sessions, gift cards). */
export function orderView(order: OrderRecord, plan: StoredPlan, subscription: SubscriptionRecord | null): OrderView {
  return {
    orderId: order.id,
    status: order.status,
    purpose: order.purpose,
    plan: orderPlanOf(plan),
    currency: order.currency,
    amount: fromMinorUnits(order.amountMinor, order.currency),
    amountMinor: order.amountMinor,
    listPrice: fromMinorUnits(order.listPriceMinor, order.currency),
    discount: fromMinorUnits(Math.max(0, order.listPriceMinor - order.amountMinor), order.currency),
    couponCode: order.couponCode,
    campaignSlug: order.campaignSlug,
    provider: order.provider,
    successPath: order.successPath,
    failurePath: order.failurePath,
    failureReason: order.failureReason,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt ? order.paidAt.toISOString() : null,
    subscription:
      order.status === "paid" && subscription
        ? {
            id: subscription.id,
            planId: subscription.planId,
            status: subscription.status,
            isFamily: subscription.isFamily,
            periodStart: subscription.periodStart.toISOString(),
            periodEnd: subscription.periodEnd ? subscription.periodEnd.toISOString() : null,
          }
        : null,
  };
}

/** Issue 6 §2 payment result routes: where the browser lands after paying. */
export const DEFAULT_SUCCESS_PATH = "/subscribe-success";
/** Issue 6 §2 payment result routes: where the browser lands when the payment did not go through. */
export const FAILURE_PATH = "/subscribe-failed";

/** Issue 6 §2: the page that waits for a mobile-money confirmation: `/validatePayment/{provider}`. */
export function mobileMoneyWaitingPath(paymentProvider: string): string {
  return `/validatePayment/${encodeURIComponent(paymentProvider)}`;
}

/** Issue 6: a result path with the order in its query (`?order=…`, added to any query already there). */
export function withOrder(path: string, orderId: string): string {
  return `${path}${path.includes("?") ? "&" : "?"}order=${encodeURIComponent(orderId)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Issue 6: whether a string can be an order id (checked before any query: the column is a uuid). */
export function isOrderId(value: string): boolean {
  return UUID.test(value);
}
