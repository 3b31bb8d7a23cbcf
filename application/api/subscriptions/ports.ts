// Port of subscriptions: which plan a member holds, through which provider, for which period.

export const SUBSCRIPTION_STATUSES = ["pending", "active", "past_due", "canceled", "expired"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export interface SubscriptionRecord {
  id: string;
  memberId: string;
  planId: string;
  product: string;
  /** The payment provider's name (stripe, mobile-money, gift-card, sandbox). */
  provider: string;
  providerReference: string | null;
  status: SubscriptionStatus;
  /** A family master plan: the holder may add children, who share it. */
  isFamily: boolean;
  periodStart: Date;
  /** Null: never ends (lifetime plan). */
  periodEnd: Date | null;
}

export interface SubscriptionRepository {
  /**
   * The subscriptions that give access at `now`: period started and not ended, status active or
   * past_due (the provider is retrying a payment), or canceled (renewal stopped, access kept until the end).
   */
  activeOf(memberId: string, now: Date): Promise<SubscriptionRecord[]>;
  create(subscription: SubscriptionRecord, now: Date): Promise<void>;
  updateStatus(id: string, status: SubscriptionStatus, now: Date): Promise<void>;
}
export const SubscriptionRepositoryToken = Symbol("SubscriptionRepository");

/** Whether a subscription gives access at `now` (the rule `activeOf` applies in the database). */
export function givesAccess(
  subscription: Pick<SubscriptionRecord, "status" | "periodStart" | "periodEnd">,
  now: Date,
): boolean {
  const inPeriod = subscription.periodStart <= now && (subscription.periodEnd === null || subscription.periodEnd > now);
  return (
    inPeriod &&
    (subscription.status === "active" || subscription.status === "past_due" || subscription.status === "canceled")
  );
}

/**
 * The payment-provider port, implemented by the premium issue (sandbox and Stripe adapters):
 * start a checkout for a plan, and turn a provider's webhook into a subscription change.
 */
export interface PaymentProvider {
  readonly name: string;
  createCheckout(input: {
    memberId: string;
    email: string;
    planId: string;
    successUrl: string;
    cancelUrl: string;
    couponCode?: string;
  }): Promise<{ checkoutUrl: string; reference: string }>;
  parseWebhook(input: {
    payload: string;
    signature: string | null;
  }): Promise<
    | {
        kind: "subscription";
        reference: string;
        memberId: string;
        planId: string;
        status: SubscriptionStatus;
        periodStart: Date;
        periodEnd: Date | null;
      }
    | { kind: "ignored" }
    | { kind: "invalid"; reason: string }
  >;
}
export const PaymentProviderToken = Symbol("PaymentProvider");
