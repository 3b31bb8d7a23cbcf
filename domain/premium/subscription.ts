// Issue 15: the rules of a subscription a member manages (cancel, resume, change of plan) and of its renewals
// (the L215-1 reminder, what the payment provider's own subscription must hold, the provider's refused charges and
// the grace period, the end notice of a plan that does not renew). Pure: time and the plans come in as arguments
// (docs/decisions/023-renewals.md, 040-provider-subscriptions.md).
import type { Currency, PlanType, ProviderKind } from "./plan.ts";

/** Issue 6: the statuses of a subscription. */
export const SUBSCRIPTION_STATUSES = ["pending", "active", "past_due", "canceled", "expired"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The statuses that give access within the subscription's period (past_due: to the end of its grace period). */
export const ACCESS_STATUSES: readonly SubscriptionStatus[] = ["active", "past_due", "canceled"];

const DAY_MS = 86_400_000;

/** What the rules read of a subscription. */
export interface SubscriptionFacts {
  status: SubscriptionStatus;
  periodStart: Date;
  /** Null: never ends (lifetime). */
  periodEnd: Date | null;
  /** Past due: the last instant of access while the charge is retried. */
  graceUntil: Date | null;
  /** Failed charges for the current term. */
  renewalAttempts: number;
  /** Past due: when the provider tries the charge again (null: it will not). */
  nextAttemptAt: Date | null;
}

/** What the rules read of a plan. */
export interface PlanFacts {
  id: string;
  planType: PlanType;
  price: number;
  currency: Currency;
  isFamilyMasterPlan: boolean;
}

/**
 * Issue 15: how a plan bought through a payment of this kind renews: a RENEWING plan renews tacitly only when it
 * was paid by card (a card on file the provider can charge); bought by mobile money or with a gift card, it runs
 * for the period paid and ends, like a NON_RENEWING plan.
 */
export function effectivePlanType(planType: PlanType, paymentKind: ProviderKind): PlanType {
  return planType === "RENEWING" && paymentKind === "card" ? "RENEWING" : "NON_RENEWING";
}

/**
 * Issue 15: the last instant of access: the end of the period, or of the grace period while the renewal of the term
 * is awaited from the provider (active) or its refused charge is retried (past due).
 */
export function accessEndsAt(s: Pick<SubscriptionFacts, "periodEnd" | "graceUntil" | "status">): Date | null {
  if (s.periodEnd === null) return null;
  const renewing = s.status === "past_due" || s.status === "active";
  if (renewing && s.graceUntil !== null && s.graceUntil > s.periodEnd) return s.graceUntil;
  return s.periodEnd;
}

/** Issue 15: whether the subscription still gives access at `now` (status and period). */
export function givesAccess(s: SubscriptionFacts, now: Date): boolean {
  if (!ACCESS_STATUSES.includes(s.status) || s.periodStart > now) return false;
  const end = accessEndsAt(s);
  return end === null || end > now;
}

/**
 * Issue 15 (résiliation en trois clics): a member may stop the renewal of a RENEWING plan they still have access
 * to, whether it is active or its charge is being retried. Access runs to the end of what was paid.
 */
export function canCancel(s: SubscriptionFacts, plan: Pick<PlanFacts, "planType">, now: Date): boolean {
  return (
    plan.planType === "RENEWING" &&
    (s.status === "active" || s.status === "past_due") &&
    s.periodEnd !== null &&
    givesAccess(s, now)
  );
}

/** Issue 15: a cancelled RENEWING plan may be resumed until its end (it then renews at term again). */
export function canResume(s: SubscriptionFacts, plan: Pick<PlanFacts, "planType">, now: Date): boolean {
  return plan.planType === "RENEWING" && s.status === "canceled" && givesAccess(s, now);
}

/**
 * Issue 15 (ADR 029): the member may replace the card their renewals are charged to while the plan still renews at
 * term by card (active, or past due while a refused charge is retried), never a plan that will not be charged again.
 */
export function canUpdateCard(s: SubscriptionFacts, plan: Pick<PlanFacts, "planType">, now: Date): boolean {
  return canCancel(s, plan, now);
}

/** Issue 15 (ADR 029 addendum): the refusals of an off-session charge that the card holder clears by authenticating. */
const AUTHENTICATION_REFUSALS: ReadonlySet<string> = new Set(["authentication_required", "requires_action"]);

/**
 * Issue 15 (ADR 029 addendum): whether the member pays the refused renewal of the current term themselves: the
 * subscription is past due and the last charge of its term was refused because the bank asked the card holder to
 * authenticate it (3-D Secure), which an off-session charge cannot do. `lastRefusal`: that charge's reason, or null.
 */
export function renewalAwaitsMember(s: Pick<SubscriptionFacts, "status">, lastRefusal: string | null): boolean {
  return s.status === "past_due" && lastRefusal !== null && AUTHENTICATION_REFUSALS.has(lastRefusal);
}

/**
 * Issue 15 (ADR 029, 040): a new card on a past-due subscription is charged at once (the provider pays the term's open
 * invoice with it now, within the same attempt count and grace period); otherwise nothing is charged.
 */
export function chargeOnNewCard(s: Pick<SubscriptionFacts, "status">): boolean {
  return s.status === "past_due";
}

/**
 * Issue 15: the solo and family versions of one renewing plan (same period, same market): the plan a member may
 * switch to, or null when the plan has no counterpart.
 */
const COUNTERPARTS: Readonly<Record<string, string>> = {
  "solo-yearly": "family-yearly",
  "family-yearly": "solo-yearly",
  "solo-yearly-partner": "family-yearly-partner",
  "family-yearly-partner": "solo-yearly-partner",
  "solo-monthly": "family-monthly",
  "family-monthly": "solo-monthly",
  "solo-quarterly": "family-quarterly",
  "family-quarterly": "solo-quarterly",
};

/** Issue 15: the change of plan offered to the holder of `planId` (solo to family and back), or null. */
export function switchTargetOf(planId: string): string | null {
  return COUNTERPARTS[planId] ?? null;
}

/** Issue 15: a change of plan as stated to the member before they confirm it. */
export interface PlanChangeQuote {
  targetPlanId: string;
  /** The change takes effect at the next renewal: the current period stays as paid, nothing is charged now. */
  effectiveAt: Date;
  /** What each renewal costs today and after the change, and the difference (negative: cheaper). */
  currentAmount: number;
  newAmount: number;
  difference: number;
  currency: Currency;
}

/**
 * Issue 15: the one rule of a change of plan. A change between the solo and family versions of a plan takes effect
 * at the next renewal (no proration, nothing charged or refunded now: the member keeps what they paid for until
 * the term); the next renewal is charged at the new plan's price. Allowed on an active RENEWING subscription with a
 * counterpart in the same currency; null otherwise.
 */
export function planChangeQuote(
  s: SubscriptionFacts,
  current: PlanFacts,
  target: PlanFacts | null,
  now: Date,
): PlanChangeQuote | null {
  if (target === null || switchTargetOf(current.id) !== target.id) return null;
  if (current.planType !== "RENEWING" || target.planType !== "RENEWING" || current.currency !== target.currency)
    return null;
  if (s.status !== "active" || s.periodEnd === null || !givesAccess(s, now)) return null;
  return {
    targetPlanId: target.id,
    effectiveAt: s.periodEnd,
    currentAmount: current.price,
    newAmount: target.price,
    difference: Math.round((target.price - current.price) * 100) / 100,
    currency: current.currency,
  };
}

/** Issue 15: the next charge of a renewing subscription (the plan it renews to may be a pending change). */
export interface NextRenewal {
  date: Date;
  planId: string;
  amount: number;
  currency: Currency;
}

/**
 * Issue 15: when and how much the next renewal charges: at the term (or the next retry), the list price of the plan
 * it renews to (a promotion or coupon applies to the first period only). A term or retry already past is a charge
 * the provider is making now (a Stripe invoice is paid about an hour after the period ends): it is dated `now`, never
 * in the past. Null for a plan that will not renew (NON_RENEWING, cancelled, lifetime).
 */
export function nextRenewal(s: SubscriptionFacts, renewsTo: PlanFacts, now: Date): NextRenewal | null {
  if (renewsTo.planType !== "RENEWING" || s.periodEnd === null) return null;
  const at = s.status === "active" ? s.periodEnd : s.status === "past_due" ? s.nextAttemptAt : null;
  if (at === null) return null;
  return {
    date: at.getTime() < now.getTime() ? now : at,
    planId: renewsTo.id,
    amount: renewsTo.price,
    currency: renewsTo.currency,
  };
}

/**
 * Issue 15: the retry schedule of a refused renewal: the charge at term is tried again this many days after the term.
 * The payment providers are set to it (the sandbox applies it; Stripe's dashboard retry schedule is set to it:
 * docs/decisions/040-provider-subscriptions.md).
 */
export const RETRY_OFFSETS_DAYS = [1, 3, 7] as const;
/** Issue 15: the charge at term plus its retries. */
export const MAX_RENEWAL_ATTEMPTS = RETRY_OFFSETS_DAYS.length + 1;
/** Issue 15: access is kept this many days after the term while the renewal is awaited or retried. */
export const GRACE_DAYS = 8;

/**
 * Issue 15: when a provider set to the schedule above charges a term's renewal again after `attempts` refusals: 1, 3
 * and 7 days after the term; null after the last one (the provider then ends its subscription).
 */
export function nextRetryAt(term: Date, attempts: number): Date | null {
  if (attempts < 1 || attempts >= MAX_RENEWAL_ATTEMPTS) return null;
  // 1 <= attempts < MAX_RENEWAL_ATTEMPTS: an offset exists for it.
  const offset = RETRY_OFFSETS_DAYS[attempts - 1] as number;
  return new Date(term.getTime() + offset * DAY_MS);
}

/** Issue 15: the provider refused the renewal of a term: what the subscription becomes. */
export type AfterRefusedRenewal =
  | { status: "past_due"; renewalAttempts: number; nextAttemptAt: Date; graceUntil: Date }
  | { status: "expired"; renewalAttempts: number; nextAttemptAt: null; graceUntil: null };

/**
 * Issue 15: the one rule of a refused renewal. The provider reports its `attempt`-th refused charge of the term and
 * when it tries again (null: it will not). While it tries again within the attempts allowed, the subscription is
 * past due and keeps access until the grace period ends; after the last refusal, or when the provider gives up, it
 * expires.
 */
export function afterRefusedRenewal(term: Date, attempt: number, providerRetryAt: Date | null): AfterRefusedRenewal {
  if (attempt >= MAX_RENEWAL_ATTEMPTS || providerRetryAt === null)
    return { status: "expired", renewalAttempts: attempt, nextAttemptAt: null, graceUntil: null };
  return {
    status: "past_due",
    renewalAttempts: attempt,
    nextAttemptAt: providerRetryAt,
    graceUntil: new Date(term.getTime() + GRACE_DAYS * DAY_MS),
  };
}

/** Issue 15: the grace period of a term whose renewal is awaited from the provider. */
export function graceEnd(term: Date): Date {
  return new Date(term.getTime() + GRACE_DAYS * DAY_MS);
}

/**
 * Issue 15: a provider's event about the renewal of `eventTerm` concerns the subscription's current term when both
 * name the same instant, within a day either way (the provider counts its periods in its own calendar and seconds).
 */
export function isCurrentTerm(s: Pick<SubscriptionFacts, "periodEnd">, eventTerm: Date): boolean {
  return s.periodEnd !== null && Math.abs(s.periodEnd.getTime() - eventTerm.getTime()) <= DAY_MS;
}

/**
 * Issue 15 (ADR 040): what the payment provider's own subscription must hold for one of ours: whether it charges
 * again at term (false once cancelled: it ends at its period's end), when (the term), and what (the list price of
 * the plan the term renews to: a pending change of plan is charged from that term). Null: the provider must hold
 * nothing (a plan that does not renew by card, a lifetime or ended one): what it holds ends now.
 */
export interface ProviderBilling {
  renews: boolean;
  nextChargeAt: Date;
  planId: string;
  amount: number;
  currency: Currency;
}

export function providerBilling(
  s: SubscriptionFacts,
  plan: Pick<PlanFacts, "planType">,
  renewsTo: PlanFacts,
): ProviderBilling | null {
  if (plan.planType !== "RENEWING" || s.periodEnd === null || !ACCESS_STATUSES.includes(s.status)) return null;
  return {
    renews: s.status !== "canceled",
    nextChargeAt: s.periodEnd,
    planId: renewsTo.id,
    amount: renewsTo.price,
    currency: renewsTo.currency,
  };
}

/** Issue 15: how many days before its end a plan that does not renew says so (at its start when shorter). */
export const END_NOTICE_DAYS = 7;

/** Issue 15: the instant `months` calendar months before `instant` (UTC; the day clamped to the month's end). */
export function monthsBefore(instant: Date, months: number): Date {
  const year = instant.getUTCFullYear();
  const month = instant.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(instant.getUTCDate(), lastDay),
      instant.getUTCHours(),
      instant.getUTCMinutes(),
      instant.getUTCSeconds(),
      instant.getUTCMilliseconds(),
    ),
  );
}

/**
 * Code de la consommation L215-1: the subscriber of a tacitly renewed plan is told that they can refuse the renewal
 * no earlier than three months and no later than one month before the end of the period. The window opens three
 * months before the term (or at the start of a shorter period) and closes one month before it. A period shorter
 * than a month (monthly plans) has no such window: the reminder is then sent at the start of the period, the
 * earliest it can be (docs/decisions/023-renewals.md).
 */
export function reminderWindow(
  s: Pick<SubscriptionFacts, "periodStart" | "periodEnd">,
): { opens: Date; closes: Date } | null {
  if (s.periodEnd === null) return null;
  const threeMonths = monthsBefore(s.periodEnd, 3);
  const opens = threeMonths > s.periodStart ? threeMonths : s.periodStart;
  const oneMonth = monthsBefore(s.periodEnd, 1);
  return { opens, closes: oneMonth > opens ? oneMonth : opens };
}

/** Issue 15: one step the renewal job takes for a subscription at `now`. */
export type RenewalStep =
  /** L215-1 reminder of the renewal of this term (once per term). */
  | { kind: "remind"; term: Date }
  /** A plan that does not renew (or was cancelled) says when it ends (once per term). */
  | { kind: "announce-end"; term: Date }
  /**
   * The term has come: the provider charges it on its own; access is kept until `graceUntil` while its answer (a
   * signed event) comes.
   */
  | { kind: "await-renewal"; term: Date; graceUntil: Date }
  /** Access is over: the subscription expires (and what the provider holds ends). */
  | { kind: "expire" }
  | { kind: "none" };

/**
 * Issue 15: the one rule of what the renewal job does with a subscription at `now`. A renewing active plan is
 * reminded inside its L215-1 window; at term the provider charges it (ADR 040), and the job keeps access for the
 * grace period while the provider's answer comes (a past-due plan keeps it while the provider retries); with no
 * renewal by the end of the grace period it expires. A plan that does not renew, or a cancelled one, is announced
 * to end END_NOTICE_DAYS before its end and expires at it. Each step is keyed by its term so that the job acts once.
 */
export function renewalStep(s: SubscriptionFacts, plan: Pick<PlanFacts, "planType">, now: Date): RenewalStep {
  if (s.periodEnd === null || !ACCESS_STATUSES.includes(s.status)) return { kind: "none" };
  const term = s.periodEnd;
  const renews = plan.planType === "RENEWING" && s.status !== "canceled";
  if (!renews) {
    if (now >= term) return { kind: "expire" };
    const noticeAt = new Date(term.getTime() - END_NOTICE_DAYS * DAY_MS);
    return now >= (noticeAt > s.periodStart ? noticeAt : s.periodStart)
      ? { kind: "announce-end", term }
      : { kind: "none" };
  }
  if (now >= term) {
    if (s.graceUntil === null) return { kind: "await-renewal", term, graceUntil: graceEnd(term) };
    return now >= s.graceUntil ? { kind: "expire" } : { kind: "none" };
  }
  const window = reminderWindow(s);
  return window !== null && now >= window.opens ? { kind: "remind", term } : { kind: "none" };
}
