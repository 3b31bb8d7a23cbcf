// Issue 15: the ports of subscription management and renewals: the member's own subscription, its conditional
// transitions (cancel, resume, change of plan), and the renewal job's reads and writes (notices kept once per term,
// the grace period of a term awaited from the provider, what the provider's own subscription acknowledged: ADR 040).
import type { SubscriptionFacts } from "../../../../domain/premium/subscription.ts";
import type { StoredWithDates } from "../../../contracts/common.ts";
import type { SubscriptionView } from "../../../contracts/premium/subscription.ts";
import type { CardOnFile, SubscriptionRecord } from "../subscriptions.ts";

/**
 * Issue 15: a subscription with what its management and renewals read: the stored subscription with the domain's
 * facts of its term (SubscriptionFacts), its cancellation date as the contract's SubscriptionView names it, and the
 * card and plan change on file (the view shows them composed: `paymentMethod`, `pendingChange`).
 */
export interface ManagedSubscription
  extends
    Omit<SubscriptionRecord, keyof SubscriptionFacts>,
    SubscriptionFacts,
    StoredWithDates<Pick<SubscriptionView, "canceledAt">, "canceledAt"> {
  /** The plan the next renewal switches to, or null. */
  pendingPlanId: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  /** Issue 15: the provider's customer and saved payment method (Stripe), or null. */
  providerCustomerId: string | null;
  providerPaymentMethodId: string | null;
  /** Issue 15 (ADR 040): the provider's own subscription that charges the renewals, once created. */
  providerSubscriptionId: string | null;
  /** Issue 15 (ADR 040): the version of what the provider must hold, and the last one it acknowledged. */
  billingVersion: number;
  billingSyncedVersion: number;
}

/** Issue 15: the kinds of mail the renewal job sends (one per subscription, kind and term). */
export type NoticeKind = "renewal-reminder" | "end-notice" | `renewal-failed-${number}` | "renewal-succeeded";

export interface ManagedSubscriptionRepository {
  /**
   * The member's own subscription that /mon-compte manages: among those giving access at `now` (grace period
   * included), the one that ends last (a lifetime one first); null when none.
   */
  currentOf(memberId: string, now: Date): Promise<ManagedSubscription | null>;
  /** Issue 15: a subscription by its id, whatever its status. */
  findById(id: string): Promise<ManagedSubscription | null>;
  /** Stops the renewal (active or past due → canceled); false when it was not in one of those statuses. */
  cancel(id: string, now: Date): Promise<boolean>;
  /** Renews again (canceled → active, before its end); false otherwise. */
  resume(id: string, now: Date): Promise<boolean>;
  /** Sets or clears the plan of the next renewal of an active subscription; false when it is not active. */
  setPendingPlan(id: string, planId: string | null, now: Date): Promise<boolean>;
  /**
   * Subscriptions the renewal job may have to act on: giving access, with an end before `horizon`, or past due, or
   * whose provider has not acknowledged what it must hold (of one member).
   */
  renewalCandidates(horizon: Date, memberId?: string): Promise<ManagedSubscription[]>;
  /** Keeps a notice; false when it was already kept (it is then not sent again). */
  claimNotice(id: string, kind: NoticeKind, term: Date, now: Date): Promise<boolean>;
  /** Forgets a notice whose mail could not be written (the next run tries again). */
  releaseNotice(id: string, kind: NoticeKind, term: Date): Promise<void>;
  /**
   * Issue 15 (ADR 040): the term has come and the provider charges it: access is kept until `graceUntil` while its
   * answer comes (conditional: still active at that term and not already awaited); false otherwise.
   */
  awaitRenewal(id: string, term: Date, graceUntil: Date, now: Date): Promise<boolean>;
  /** Ends access (a plan at its end, or past its grace period). */
  expire(id: string, now: Date): Promise<boolean>;
  /** Records the card on file (brand and last four digits, and the provider's ids when it keeps them). */
  setCardOnFile(id: string, card: CardOnFile, now: Date): Promise<void>;
  /**
   * Issue 15 (ADR 040): the provider acknowledged version `version` of what it must hold, and answered its
   * subscription's id (null once ended; kept whatever the version); a write made since keeps it to be told again.
   */
  markBillingSynced(id: string, version: number, providerSubscriptionId: string | null, now: Date): Promise<void>;
}
/** Issue 15: DI token of the ManagedSubscriptionRepository port. */
export const ManagedSubscriptionRepositoryToken = Symbol("ManagedSubscriptionRepository");
