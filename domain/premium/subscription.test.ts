import { describe, expect, it } from "vitest";
import {
  accessEndsAt,
  afterRefusedRenewal,
  chargeOnNewCard,
  canCancel,
  canResume,
  canUpdateCard,
  effectivePlanType,
  givesAccess,
  GRACE_DAYS,
  MAX_RENEWAL_ATTEMPTS,
  monthsBefore,
  nextRenewal,
  planChangeQuote,
  reminderWindow,
  renewalStep,
  renewalAwaitsMember,
  isCurrentTerm,
  nextRetryAt,
  providerBilling,
  switchTargetOf,
  type PlanFacts,
  type SubscriptionFacts,
} from "./subscription.ts";

const day = 86_400_000;
const start = new Date("2026-01-15T10:00:00Z");
const end = new Date("2027-01-15T10:00:00Z");
const sub = (over: Partial<SubscriptionFacts> = {}): SubscriptionFacts => ({
  status: "active",
  periodStart: start,
  periodEnd: end,
  graceUntil: null,
  renewalAttempts: 0,
  nextAttemptAt: null,
  ...over,
});
const solo: PlanFacts = {
  id: "solo-yearly",
  planType: "RENEWING",
  price: 89.99,
  currency: "EUR",
  isFamilyMasterPlan: false,
};
const family: PlanFacts = {
  id: "family-yearly",
  planType: "RENEWING",
  price: 149.99,
  currency: "EUR",
  isFamilyMasterPlan: true,
};
const fixed: PlanFacts = {
  id: "family-holiday-workbook",
  planType: "NON_RENEWING",
  price: 6.99,
  currency: "EUR",
  isFamilyMasterPlan: true,
};
const mid = new Date("2026-06-01T00:00:00Z");

describe("effectivePlanType", () => {
  it("renews only a RENEWING plan paid by card", () => {
    expect(effectivePlanType("RENEWING", "card")).toBe("RENEWING");
    expect(effectivePlanType("RENEWING", "mobile_money")).toBe("NON_RENEWING");
    expect(effectivePlanType("RENEWING", "gift_card")).toBe("NON_RENEWING");
    expect(effectivePlanType("NON_RENEWING", "card")).toBe("NON_RENEWING");
  });
});

describe("access", () => {
  it("ends at the period's end, or at the grace period's end while past due", () => {
    expect(accessEndsAt(sub())).toEqual(end);
    expect(accessEndsAt(sub({ periodEnd: null }))).toBeNull();
    const grace = new Date(end.getTime() + 8 * day);
    expect(accessEndsAt(sub({ status: "past_due", graceUntil: grace }))).toEqual(grace);
    expect(accessEndsAt(sub({ status: "canceled", graceUntil: grace }))).toEqual(end);
  });
  it("keeps access for the grace period while the provider's renewal of the term is awaited", () => {
    const grace = new Date(end.getTime() + 8 * day);
    expect(accessEndsAt(sub({ graceUntil: grace }))).toEqual(grace);
    expect(givesAccess(sub({ graceUntil: grace }), new Date(end.getTime() + day))).toBe(true);
    expect(givesAccess(sub({ graceUntil: grace }), grace)).toBe(false);
    expect(accessEndsAt(sub({ graceUntil: new Date(end.getTime() - day) }))).toEqual(end);
  });
  it("needs an access status, a started period and an end ahead", () => {
    expect(givesAccess(sub(), mid)).toBe(true);
    expect(givesAccess(sub({ status: "expired" }), mid)).toBe(false);
    expect(givesAccess(sub(), new Date(start.getTime() - day))).toBe(false);
    expect(givesAccess(sub(), end)).toBe(false);
    expect(givesAccess(sub({ periodEnd: null }), new Date("2090-01-01T00:00:00Z"))).toBe(true);
  });
});

describe("cancel and resume", () => {
  it("cancels an active or past-due renewing plan before its end, never a fixed one", () => {
    expect(canCancel(sub(), solo, mid)).toBe(true);
    expect(canCancel(sub({ status: "past_due", graceUntil: new Date(end.getTime() + day) }), solo, end)).toBe(true);
    expect(canCancel(sub({ status: "canceled" }), solo, mid)).toBe(false);
    expect(canCancel(sub(), fixed, mid)).toBe(false);
    expect(canCancel(sub({ periodEnd: null }), solo, mid)).toBe(false);
    expect(canCancel(sub(), solo, end)).toBe(false);
  });
  it("resumes a cancelled renewing plan until its end", () => {
    expect(canResume(sub({ status: "canceled" }), solo, mid)).toBe(true);
    expect(canResume(sub({ status: "canceled" }), solo, end)).toBe(false);
    expect(canResume(sub(), solo, mid)).toBe(false);
    expect(canResume(sub({ status: "canceled" }), fixed, mid)).toBe(false);
  });
});

describe("card update", () => {
  it("replaces the card of a plan that still renews by card, past due included", () => {
    expect(canUpdateCard(sub(), solo, mid)).toBe(true);
    expect(canUpdateCard(sub({ status: "past_due", graceUntil: new Date(end.getTime() + day) }), solo, end)).toBe(true);
    expect(canUpdateCard(sub({ status: "canceled" }), solo, mid)).toBe(false);
    expect(canUpdateCard(sub(), fixed, mid)).toBe(false);
  });
  it("charges a past-due subscription at once with the new card, nothing otherwise", () => {
    expect(chargeOnNewCard({ status: "past_due" })).toBe(true);
    expect(chargeOnNewCard({ status: "active" })).toBe(false);
  });
});

describe("renewal paid by the member (ADR 029 addendum)", () => {
  it("only a past-due renewal refused because the card holder must authenticate it", () => {
    expect(renewalAwaitsMember({ status: "past_due" }, "authentication_required")).toBe(true);
    expect(renewalAwaitsMember({ status: "past_due" }, "requires_action")).toBe(true);
    expect(renewalAwaitsMember({ status: "past_due" }, "card_declined")).toBe(false);
    expect(renewalAwaitsMember({ status: "past_due" }, null)).toBe(false);
    expect(renewalAwaitsMember({ status: "expired" }, "authentication_required")).toBe(false);
    expect(renewalAwaitsMember({ status: "active" }, "authentication_required")).toBe(false);
  });
});

describe("change of plan", () => {
  it("pairs the solo and family versions of a plan", () => {
    expect(switchTargetOf("solo-yearly")).toBe("family-yearly");
    expect(switchTargetOf("family-monthly")).toBe("solo-monthly");
    expect(switchTargetOf("family-lifetime")).toBeNull();
  });
  it("takes effect at the next renewal, with the price difference", () => {
    const quote = planChangeQuote(sub(), solo, family, mid);
    expect(quote).toEqual({
      targetPlanId: "family-yearly",
      effectiveAt: end,
      currentAmount: 89.99,
      newAmount: 149.99,
      difference: 60,
      currency: "EUR",
    });
    expect(planChangeQuote(sub(), family, solo, mid)?.difference).toBe(-60);
  });
  it("is refused without a counterpart, across currencies, for a fixed plan or a subscription not active", () => {
    expect(planChangeQuote(sub(), solo, null, mid)).toBeNull();
    expect(planChangeQuote(sub(), solo, { ...family, id: "family-monthly" }, mid)).toBeNull();
    expect(planChangeQuote(sub(), solo, { ...family, currency: "XOF" }, mid)).toBeNull();
    expect(planChangeQuote(sub(), { ...solo, planType: "NON_RENEWING" }, family, mid)).toBeNull();
    expect(planChangeQuote(sub(), solo, { ...family, planType: "NON_RENEWING" }, mid)).toBeNull();
    expect(planChangeQuote(sub({ status: "canceled" }), solo, family, mid)).toBeNull();
    expect(planChangeQuote(sub({ periodEnd: null }), solo, family, mid)).toBeNull();
    expect(planChangeQuote(sub(), solo, family, end)).toBeNull();
  });
});

describe("nextRenewal", () => {
  it("charges the list price of the plan renewed to, at term (or at the next retry)", () => {
    expect(nextRenewal(sub(), family, mid)).toEqual({
      date: end,
      planId: "family-yearly",
      amount: 149.99,
      currency: "EUR",
    });
    const retry = new Date(end.getTime() + day);
    expect(nextRenewal(sub({ status: "past_due", nextAttemptAt: retry }), solo, end)?.date).toEqual(retry);
    expect(nextRenewal(sub({ status: "past_due" }), solo, mid)).toBeNull();
    expect(nextRenewal(sub({ status: "canceled" }), solo, mid)).toBeNull();
    expect(nextRenewal(sub(), fixed, mid)).toBeNull();
    expect(nextRenewal(sub({ periodEnd: null }), solo, mid)).toBeNull();
  });

  it("dates a term or retry already past (the provider charging it now) today, not in the past", () => {
    const later = new Date(end.getTime() + 3_600_000);
    expect(nextRenewal(sub(), solo, later)?.date).toEqual(later);
    const retry = new Date(end.getTime() + day);
    const afterRetry = new Date(retry.getTime() + 60_000);
    expect(nextRenewal(sub({ status: "past_due", nextAttemptAt: retry }), solo, afterRetry)?.date).toEqual(afterRetry);
  });
});

describe("refused renewals (the provider's retries)", () => {
  it("the providers' schedule: 1, 3 and 7 days after the term, then no more", () => {
    expect(nextRetryAt(end, 1)).toEqual(new Date(end.getTime() + day));
    expect(nextRetryAt(end, 2)).toEqual(new Date(end.getTime() + 3 * day));
    expect(nextRetryAt(end, 3)).toEqual(new Date(end.getTime() + 7 * day));
    expect(nextRetryAt(end, MAX_RENEWAL_ATTEMPTS)).toBeNull();
    expect(nextRetryAt(end, 0)).toBeNull();
  });
  it("past due within the grace period while the provider retries, expired after the last refusal", () => {
    const retry = new Date(end.getTime() + day);
    expect(afterRefusedRenewal(end, 1, retry)).toEqual({
      status: "past_due",
      renewalAttempts: 1,
      nextAttemptAt: retry,
      graceUntil: new Date(end.getTime() + GRACE_DAYS * day),
    });
    const expired = { status: "expired", renewalAttempts: MAX_RENEWAL_ATTEMPTS, nextAttemptAt: null, graceUntil: null };
    expect(afterRefusedRenewal(end, MAX_RENEWAL_ATTEMPTS, retry)).toEqual(expired);
  });
  it("expires when the provider says it will not try again", () => {
    expect(afterRefusedRenewal(end, 2, null)).toEqual({
      status: "expired",
      renewalAttempts: 2,
      nextAttemptAt: null,
      graceUntil: null,
    });
  });
  it("an event names the current term within a day either way", () => {
    expect(isCurrentTerm(sub(), new Date(end.getTime() + day - 1000))).toBe(true);
    expect(isCurrentTerm(sub(), new Date(end.getTime() - day))).toBe(true);
    expect(isCurrentTerm(sub(), new Date(end.getTime() + 2 * day))).toBe(false);
    expect(isCurrentTerm(sub({ periodEnd: null }), end)).toBe(false);
  });
});

describe("providerBilling (what the provider's subscription holds)", () => {
  it("charges the plan the term renews to at term, and stops renewing once cancelled", () => {
    expect(providerBilling(sub(), solo, family)).toEqual({
      renews: true,
      nextChargeAt: end,
      planId: "family-yearly",
      amount: 149.99,
      currency: "EUR",
    });
    expect(providerBilling(sub({ status: "past_due" }), solo, solo)?.renews).toBe(true);
    expect(providerBilling(sub({ status: "canceled" }), solo, solo)?.renews).toBe(false);
  });
  it("holds nothing for a plan that does not renew, a lifetime one or one without access", () => {
    expect(providerBilling(sub(), fixed, fixed)).toBeNull();
    expect(providerBilling(sub({ periodEnd: null }), solo, solo)).toBeNull();
    expect(providerBilling(sub({ status: "expired" }), solo, solo)).toBeNull();
  });
});

describe("L215-1 reminder window", () => {
  it("opens three months and closes one month before the term", () => {
    expect(reminderWindow(sub())).toEqual({
      opens: new Date("2026-10-15T10:00:00Z"),
      closes: new Date("2026-12-15T10:00:00Z"),
    });
  });
  it("opens at the start of a shorter period", () => {
    const monthly = sub({ periodEnd: new Date("2026-02-15T10:00:00Z") });
    expect(reminderWindow(monthly)).toEqual({ opens: start, closes: start });
    expect(reminderWindow(sub({ periodEnd: null }))).toBeNull();
  });
  it("clamps to the end of a shorter month", () => {
    expect(monthsBefore(new Date("2027-05-31T00:00:00Z"), 3)).toEqual(new Date("2027-02-28T00:00:00Z"));
  });
});

describe("renewalStep", () => {
  it("reminds a renewing plan inside its window; at term the provider charges it, awaited for the grace period", () => {
    const grace = new Date(end.getTime() + GRACE_DAYS * day);
    expect(renewalStep(sub(), solo, mid)).toEqual({ kind: "none" });
    expect(renewalStep(sub(), solo, new Date("2026-10-16T00:00:00Z"))).toEqual({ kind: "remind", term: end });
    expect(renewalStep(sub(), solo, end)).toEqual({ kind: "await-renewal", term: end, graceUntil: grace });
    expect(renewalStep(sub({ graceUntil: grace }), solo, new Date(end.getTime() + day))).toEqual({ kind: "none" });
    expect(renewalStep(sub({ graceUntil: grace }), solo, grace)).toEqual({ kind: "expire" });
  });
  it("leaves a past-due plan to the provider's retries and expires it after its grace period", () => {
    const retry = new Date(end.getTime() + day);
    const grace = new Date(end.getTime() + GRACE_DAYS * day);
    const pastDue = sub({ status: "past_due", renewalAttempts: 1, nextAttemptAt: retry, graceUntil: grace });
    expect(renewalStep(pastDue, solo, new Date(end.getTime() + day / 2))).toEqual({ kind: "none" });
    expect(renewalStep(pastDue, solo, retry)).toEqual({ kind: "none" });
    expect(renewalStep(pastDue, solo, grace)).toEqual({ kind: "expire" });
  });
  it("announces the end of a plan that does not renew, then expires it", () => {
    expect(renewalStep(sub(), fixed, mid)).toEqual({ kind: "none" });
    expect(renewalStep(sub(), fixed, new Date(end.getTime() - 3 * day))).toEqual({ kind: "announce-end", term: end });
    expect(renewalStep(sub({ status: "canceled" }), solo, new Date(end.getTime() - day))).toEqual({
      kind: "announce-end",
      term: end,
    });
    expect(renewalStep(sub({ status: "canceled" }), solo, end)).toEqual({ kind: "expire" });
    const short = sub({ periodEnd: new Date(start.getTime() + 3 * day) });
    expect(renewalStep(short, fixed, start)).toEqual({ kind: "announce-end", term: short.periodEnd });
  });
  it("does nothing for a lifetime plan or one without access", () => {
    expect(renewalStep(sub({ periodEnd: null }), solo, mid)).toEqual({ kind: "none" });
    expect(renewalStep(sub({ status: "expired" }), solo, end)).toEqual({ kind: "none" });
  });
});
