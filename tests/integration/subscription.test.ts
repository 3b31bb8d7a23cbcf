// Issue 15, subscription management and renewals through the whole process app on PGlite (and PostgreSQL when
// TEST_DATABASE_URL is set): the member's own subscription, cancel (with its e-mail) and resume, the change of plan
// at the next renewal; the renewals charged by the sandbox provider's own subscription (ADR 040: created once the
// first period is paid, told each change, its billing clock moved by the development trigger): the L215-1 reminder,
// the charge at term exactly once (runs repeated or racing), a refused charge retried by the provider within the
// grace period, expiry after the last refusal, a new card charging a past-due term at once, a renewal the bank asks
// to authenticate paid on the provider's invoice page, the grace period while the provider has not answered, and the
// provider's events replayed, out of order or late.
import { and, eq, like } from "drizzle-orm";
import * as v from "valibot";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { orders, paymentEvents, sandboxSubscriptions } from "../../adapters/api/db/premium-payments-schema.ts";
import { mailOutbox as outbox, subscriptions } from "../../adapters/api/db/schema.ts";
import { seedCommerce } from "../../adapters/api/premium/catalog/drizzle-commerce-seeder.ts";
import { SandboxProviderToken } from "../../adapters/api/premium/payments/register-payments.ts";
import type { SandboxPaymentProvider } from "../../adapters/api/premium/payments/sandbox-payment-provider.ts";
import { RunRenewals } from "../../application/api/premium/subscription/run-renewals.ts";
import {
  CheckoutSessionResponse,
  SANDBOX_TEST_CARDS,
  WebhookResponse,
  type SandboxRenewalEvent,
} from "../../application/contracts/premium/checkout.ts";
import { OrderHistory } from "../../application/contracts/premium/receipts.ts";
import {
  CardUpdateResponse,
  RenewalRunReport,
  SubscriptionView,
} from "../../application/contracts/premium/subscription.ts";
import { CATALOG_BY_ID } from "../../domain/premium/catalog.ts";
import { ENGINES, ORIGIN, startTestApi, type TestApi } from "./support/api.ts";
import { createMember, login, type Session, type TestMember } from "./support/members.ts";

/** The names of the plan these members subscribe to. */
const SOLO_YEARLY = CATALOG_BY_ID["solo-yearly"].names;

const NOW = new Date("2026-11-25T12:00:00Z");
const DAY = 86_400_000;

describe.each(ENGINES)("subscription management and renewals on %s", (engine) => {
  let api: TestApi;
  let counter = 0;

  beforeAll(async () => {
    api = await startTestApi(engine);
    await seedCommerce(api.database.db);
  });
  beforeEach(() => {
    api.clock.current = new Date(NOW);
  });
  afterAll(() => api.close());

  /** A member subscribed to `planId` with the sandbox's success card. */
  const subscribed = async (planId = "solo-yearly"): Promise<{ member: TestMember; session: Session }> => {
    const member = await createMember(api);
    const session = await login(api, member);
    const response = await api.request("/api/checkout/sessions", {
      cookie: session.cookie,
      body: { planId, idempotencyKey: `sub-test-${++counter}`, withdrawalWaiver: true },
    });
    expect(response.status).toBe(201);
    const { redirectUrl } = v.parse(CheckoutSessionResponse, await response.json());
    const url = new URL(redirectUrl);
    const orderId = url.pathname.split("/").pop() ?? "";
    const body = new URLSearchParams({
      order: orderId,
      token: url.searchParams.get("token") ?? "",
      action: "pay",
      number: SANDBOX_TEST_CARDS.success,
    });
    const paid = await api.request("/api/payments/sandbox/pay", {
      bare: true,
      raw: body.toString(),
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN },
    });
    expect(paid.status).toBe(303);
    // The sandbox provider's subscription is created once the payment is committed (after the answer).
    await api.idle();
    return { member, session };
  };

  /** The subscription as the member sees it at `at` (logged in again then: access tokens are short-lived). */
  const viewAt = async (member: TestMember, at: Date) => {
    api.clock.current = new Date(at);
    return api.request("/api/subscription", { cookie: (await login(api, member)).cookie });
  };
  const view = async (session: Session) => {
    const response = await api.request("/api/subscription", { cookie: session.cookie });
    expect(response.status).toBe(200);
    return v.parse(SubscriptionView, await response.json());
  };
  const post = (session: Session, path: string, body: unknown = {}) =>
    api.request(path, { cookie: session.cookie, body, method: "POST" });
  const mails = async (email: string, template: string) => {
    await api.idle();
    return api.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, email), eq(outbox.template, template)));
  };
  /** The development trigger: the sandbox provider's billing clock moved to `at`, then the renewal job run at `at`. */
  const run = async (at: Date, member: TestMember) => {
    const response = await api.request("/api/dev/subscriptions/renewals", {
      body: { at: at.toISOString(), email: member.email },
    });
    expect(response.status).toBe(200);
    const report = v.parse(RenewalRunReport, await response.json());
    await api.idle();
    return { ...report, charged: report.provider?.charged ?? 0, refused: report.provider?.refused ?? 0 };
  };
  /** The sandbox provider's own subscription of a member (its side, which our tables never read). */
  const providerSide = async (memberId: string) => {
    await api.idle();
    const [row] = await api.database.db
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.memberId, memberId));
    return row ?? null;
  };
  const stored = async (memberId: string) => {
    const [row] = await api.database.db.select().from(subscriptions).where(eq(subscriptions.memberId, memberId));
    if (!row) throw new Error("no subscription");
    return row;
  };
  /** A signed event of the sandbox provider's subscription, delivered to the webhook (a replay, a late one). */
  const deliver = async (event: SandboxRenewalEvent) => {
    const signed = api.container.resolve<SandboxPaymentProvider>(SandboxProviderToken).sign(event);
    const response = await api.request("/api/payments/webhooks/sandbox", {
      bare: true,
      method: "POST",
      raw: signed.rawBody,
      headers: signed.headers,
    });
    expect(response.status).toBe(200);
    await api.idle();
    return v.parse(WebhookResponse, await response.json()).outcome;
  };
  const renewalOrders = (memberId: string) =>
    api.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.memberId, memberId), like(orders.idempotencyKey, "renewal:%")));
  const setCard = (email: string, number: string) =>
    api.request("/api/dev/sandbox/card-on-file", { body: { email, number }, method: "POST" });

  it("the first payment creates the provider's own subscription: its first charge at our term, at the list price", async () => {
    const { member } = await subscribed();
    const ours = await stored(member.id);
    const theirs = await providerSide(member.id);
    expect(theirs).toMatchObject({
      subscriptionId: ours.id,
      planId: "solo-yearly",
      amountMinor: 8999,
      currency: "EUR",
      intervalUnit: "months",
      intervalCount: 12,
      cardLast4: "4242",
      cancelAtPeriodEnd: false,
      status: "active",
    });
    expect(theirs?.currentPeriodEnd.getTime()).toBe(ours.periodEnd?.getTime());
    expect(ours).toMatchObject({ providerSubscriptionId: theirs?.id, billingSyncedVersion: ours.billingVersion });
  });

  it("shows the subscription: status, next renewal and amount, card on file, the change offered", async () => {
    const { session } = await subscribed();
    const subscription = await view(session);
    expect(subscription).toMatchObject({
      planId: "solo-yearly",
      status: "active",
      planType: "RENEWING",
      canCancel: true,
      canResume: false,
      renewal: { planId: "solo-yearly", amount: 89.99, currency: "EUR", date: subscription.periodEnd },
      paymentMethod: { kind: "card", provider: "sandbox", brand: "visa", last4: "4242" },
      change: { targetPlanId: "family-yearly", currentAmount: 89.99, newAmount: 149.99, difference: 60 },
    });
    const none = await login(api, await createMember(api));
    expect((await api.request("/api/subscription", { cookie: none.cookie })).status).toBe(404);
  });

  it("cancels (one e-mail, access kept to the end) and resumes before the end", async () => {
    const { member, session } = await subscribed();
    const canceled = await post(session, "/api/subscription/cancel");
    expect(canceled.status).toBe(200);
    const body = v.parse(SubscriptionView, await canceled.json());
    expect(body).toMatchObject({ status: "canceled", renewal: null, canCancel: false, canResume: true });
    // A second cancel answers the subscription as it is, without a second e-mail.
    expect((await post(session, "/api/subscription/cancel")).status).toBe(200);
    const canceledMails = await mails(member.email, "subscription-canceled");
    expect(canceledMails).toHaveLength(1);
    const [canceledMail] = canceledMails;
    // Bilingual mails: the English part names the plan in English (it read "Your Solo annuel subscription").
    expect(canceledMail?.textBody).toContain(`abonnement ${SOLO_YEARLY.fr}.`);
    expect(canceledMail?.textBody).toContain(`Your ${SOLO_YEARLY.en} subscription is cancelled`);
    // Still a subscriber until the end; the provider's subscription ends then instead of charging.
    expect((await view(session)).accessEndsAt).toBe(body.periodEnd);
    expect(await providerSide(member.id)).toMatchObject({ cancelAtPeriodEnd: true, status: "active" });

    expect((await post(session, "/api/subscription/resume")).status).toBe(200);
    expect((await view(session)).status).toBe("active");
    expect(await providerSide(member.id)).toMatchObject({ cancelAtPeriodEnd: false });
    const again = await post(session, "/api/subscription/resume");
    expect(again.status).toBe(422);
    expect(await again.json()).toMatchObject({ error: { code: "SubscriptionNotResumable" } });
  });

  it("refuses a change to a plan that is not the counterpart, and actions without a subscription", async () => {
    const { session } = await subscribed();
    const change = await post(session, "/api/subscription/plan", { planId: "family-monthly" });
    expect(change.status).toBe(422);
    expect(await change.json()).toMatchObject({ error: { code: "PlanChangeNotAllowed" } });
    const none = await login(api, await createMember(api));
    const refused = await post(none, "/api/subscription/cancel");
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ error: { code: "NoSubscription" } });
  });

  it("switches to the family plan at the next renewal, charged at its price by the provider", async () => {
    const { member, session } = await subscribed();
    const changed = v.parse(
      SubscriptionView,
      await (await post(session, "/api/subscription/plan", { planId: "family-yearly" })).json(),
    );
    expect(changed.pendingChange).toMatchObject({ planId: "family-yearly", effectiveAt: changed.periodEnd });
    expect(changed.renewal).toMatchObject({ planId: "family-yearly", amount: 149.99 });
    // The provider's subscription charges the family plan's price from the term.
    expect(await providerSide(member.id)).toMatchObject({ planId: "family-yearly", amountMinor: 14999 });
    const term = new Date(changed.periodEnd ?? "");
    expect((await run(new Date(term.getTime() + 60_000), member)).charged).toBe(1);
    const [order] = await renewalOrders(member.id);
    expect(order).toMatchObject({ planId: "family-yearly", amountMinor: 14999, status: "paid" });
    const renewed = v.parse(SubscriptionView, await (await viewAt(member, new Date(term.getTime() + 2 * DAY))).json());
    expect(renewed).toMatchObject({ planId: "family-yearly", isFamily: true, pendingChange: null });
  });

  it("reminds once inside the L215-1 window and renews once at term, however many runs", async () => {
    const { member, session } = await subscribed();
    const term = new Date((await view(session)).periodEnd ?? "");
    expect((await run(new Date(term.getTime() - 100 * DAY), member)).reminded).toBe(0);
    const inWindow = new Date(term.getTime() - 80 * DAY);
    await Promise.all([run(inWindow, member), run(inWindow, member)]);
    const reminders = await mails(member.email, "renewal-reminder");
    expect(reminders).toHaveLength(1);
    // The English part names the plan and writes the amount in English.
    expect(reminders[0]?.textBody).toMatch(
      new RegExp(`Your ${SOLO_YEARLY.en} subscription renews automatically on .+, for €89\\.99\\.`),
    );

    const atTerm = new Date(term.getTime() + 60_000);
    const reports = await Promise.all([run(atTerm, member), run(atTerm, member), run(atTerm, member)]);
    expect(reports.reduce((sum, r) => sum + r.charged, 0)).toBe(1);
    expect(await renewalOrders(member.id)).toHaveLength(1);
    const renewedMails = await mails(member.email, "renewal-succeeded");
    expect(renewedMails).toHaveLength(1);
    expect(renewedMails[0]?.textBody).toMatch(
      new RegExp(`Your ${SOLO_YEARLY.en} subscription is renewed until .+; €89\\.99 was charged\\.`),
    );
    // The renewal is in the order history with an invoice of its own (issue 15), once.
    const [renewal] = await renewalOrders(member.id);
    expect(renewal).toMatchObject({ status: "paid", provider: "sandbox", amountMinor: 8999 });
    expect(renewal?.providerReference).toMatch(/^sbx_in_/);
    const history = v.parse(
      OrderHistory,
      await (await api.request("/api/checkout/orders", { cookie: session.cookie })).json(),
    ).orders;
    expect(history.filter((entry) => entry.orderId === renewal?.id)).toEqual([
      expect.objectContaining({
        invoiceNumber: expect.stringMatching(/^F\d{4}-\d{6}$/),
        periodStart: term.toISOString(),
      }),
    ]);
    const renewed = v.parse(SubscriptionView, await (await viewAt(member, new Date(term.getTime() + DAY))).json());
    expect(new Date(renewed.periodEnd ?? "").getTime()).toBeGreaterThan(term.getTime() + 364 * DAY);
    // Ours and the provider's agree on the next term.
    expect((await providerSide(member.id))?.currentPeriodEnd.toISOString()).toBe(renewed.periodEnd);
  });

  it("the provider retries a refused charge within the grace period; the subscription expires after the last refusal", async () => {
    const { member, session } = await subscribed();
    const term = new Date((await view(session)).periodEnd ?? "");
    expect((await setCard(member.email, SANDBOX_TEST_CARDS.declined)).status).toBe(204);
    expect(await providerSide(member.id)).toMatchObject({ cardLast4: "0002" });

    expect((await run(new Date(term.getTime() + 60_000), member)).refused).toBe(1);
    const pastDue = await viewAt(member, new Date(term.getTime() + 60_000));
    expect(await pastDue.json()).toMatchObject({
      status: "past_due",
      canCancel: true,
      accessEndsAt: new Date(term.getTime() + 8 * DAY).toISOString(),
      renewal: { date: new Date(term.getTime() + DAY).toISOString() },
    });
    // Before the provider's retry instant: nothing charged again.
    expect((await run(new Date(term.getTime() + DAY / 2), member)).refused).toBe(0);
    for (const days of [1, 3])
      expect((await run(new Date(term.getTime() + days * DAY + 60_000), member)).refused).toBe(1);
    expect(await viewAt(member, new Date(term.getTime() + 3 * DAY + 120_000)).then((r) => r.json())).toMatchObject({
      status: "past_due",
    });
    const last = await run(new Date(term.getTime() + 7 * DAY + 60_000), member);
    expect(last.provider).toEqual({ charged: 0, refused: 1, ended: 1 });
    // One order for the term's invoice (failed), four refusal mails, the last saying it has ended.
    expect((await renewalOrders(member.id)).map((o) => o.status)).toEqual(["failed"]);
    const refusals = await mails(member.email, "renewal-failed");
    expect(refusals).toHaveLength(4);
    expect(refusals.some((mail) => mail.textBody.includes("That was the last attempt"))).toBe(true);
    expect((await viewAt(member, new Date(term.getTime() + 7 * DAY + 120_000))).status).toBe(404);
    expect((await stored(member.id)).status).toBe("expired");
    expect(await providerSide(member.id)).toMatchObject({ status: "canceled" });
  });

  it("a provider retry with a working card renews the term", async () => {
    const { member } = await subscribed();
    const term = (await stored(member.id)).periodEnd ?? new Date();
    await setCard(member.email, SANDBOX_TEST_CARDS.declined);
    await run(new Date(term.getTime() + 60_000), member);
    await setCard(member.email, SANDBOX_TEST_CARDS.success);
    expect((await run(new Date(term.getTime() + DAY + 60_000), member)).charged).toBe(1);
    const renewed = await viewAt(member, new Date(term.getTime() + 2 * DAY));
    expect(await renewed.json()).toMatchObject({ status: "active", accessEndsAt: expect.any(String) });
    expect((await renewalOrders(member.id)).map((o) => o.status)).toEqual(["paid"]);
  });

  it("the sandbox's setup page replaces the card, and the provider charges the past-due term with it at once", async () => {
    const { member } = await subscribed();
    const term = (await stored(member.id)).periodEnd ?? new Date();
    await setCard(member.email, SANDBOX_TEST_CARDS.declined);
    await run(new Date(term.getTime() + 60_000), member);
    api.clock.current = new Date(term.getTime() + 3_600_000);
    const session = await login(api, member);
    expect(await view(session)).toMatchObject({ status: "past_due", canUpdateCard: true });

    const opened = await post(session, "/api/subscription/card");
    expect(opened.status).toBe(200);
    const page = new URL(v.parse(CardUpdateResponse, await opened.json()).redirectUrl);
    expect(page.pathname).toBe("/api/payments/sandbox/setup");
    expect((await api.request(`${page.pathname}${page.search}`, { bare: true })).status).toBe(200);
    const form = (number: string, fields = page.searchParams) =>
      api.request(page.pathname, {
        bare: true,
        method: "POST",
        raw: new URLSearchParams({ ...Object.fromEntries(fields), action: "save", number }).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN },
      });
    // The declined card is refused on the page; a forged field fails the token; nothing changes.
    expect((await form(SANDBOX_TEST_CARDS.declined)).status).toBe(400);
    const forged = new URLSearchParams(page.searchParams);
    forged.set("success", "https://evil.example/");
    expect((await form(SANDBOX_TEST_CARDS.success, forged)).status).toBe(404);
    expect((await view(session)).status).toBe("past_due");

    const saved = await form(SANDBOX_TEST_CARDS.success);
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe(`${api.config.PUBLIC_ORIGIN}/mon-compte?abonnement=cardUpdated`);
    await api.idle();
    const renewed = await view(session);
    expect(renewed).toMatchObject({ status: "active", paymentMethod: { brand: "visa", last4: "4242" } });
    expect(new Date(renewed.periodEnd ?? "").getTime()).toBeGreaterThan(term.getTime() + 364 * DAY);
    // The term's one order, refused then paid.
    expect((await renewalOrders(member.id)).map((o) => o.status)).toEqual(["paid"]);
    expect(await providerSide(member.id)).toMatchObject({ status: "active", cardLast4: "4242" });
  });

  it("a renewal the bank asks to authenticate is paid by the member on the provider's invoice page, once", async () => {
    const { member } = await subscribed();
    const term = (await stored(member.id)).periodEnd ?? new Date();
    // The sandbox card that asks for an extra confirmation cannot be charged without its holder.
    await setCard(member.email, SANDBOX_TEST_CARDS.extraStep);
    expect((await run(new Date(term.getTime() + 60_000), member)).refused).toBe(1);
    const [refusal] = await mails(member.email, "renewal-failed");
    expect(refusal?.textBody).toContain(`${api.config.PUBLIC_ORIGIN}/mon-compte/abonnement/payer`);
    api.clock.current = new Date(term.getTime() + 3_600_000);
    const session = await login(api, member);
    expect(await view(session)).toMatchObject({ status: "past_due", renewalAwaitsPayment: true });

    const opened = await post(session, "/api/subscription/renewal-payment");
    expect(opened.status).toBe(200);
    const page = new URL(v.parse(CardUpdateResponse, await opened.json()).redirectUrl);
    const [order] = await renewalOrders(member.id);
    expect(order).toMatchObject({ status: "failed", failureReason: "authentication_required" });
    expect(page.pathname).toBe(`/api/payments/sandbox/invoice/${order?.providerReference}`);
    expect((await api.request(`${page.pathname}${page.search}`, { bare: true })).status).toBe(200);
    const pay = () =>
      api.request("/api/payments/sandbox/invoice", {
        bare: true,
        method: "POST",
        raw: new URLSearchParams({
          invoice: order?.providerReference ?? "",
          token: page.searchParams.get("token") ?? "",
          action: "pay",
          number: SANDBOX_TEST_CARDS.success,
        }).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN },
      });
    const paid = await pay();
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`${api.config.PUBLIC_ORIGIN}/mon-compte`);
    await api.idle();
    const renewed = await view(session);
    expect(renewed).toMatchObject({ status: "active", renewalAwaitsPayment: false, paymentMethod: { last4: "4242" } });
    expect(new Date(renewed.periodEnd ?? "").getTime()).toBeGreaterThan(term.getTime() + 364 * DAY);
    // The page posted again: the invoice is paid, nothing more happens.
    expect((await pay()).status).toBe(404);
    expect((await view(session)).periodEnd).toBe(renewed.periodEnd);
    expect((await renewalOrders(member.id)).map((o) => o.status)).toEqual(["paid"]);
    expect(await mails(member.email, "renewal-succeeded")).toHaveLength(1);
    // Invoiced like any renewal: in the history, from the term.
    const history = v.parse(
      OrderHistory,
      await (await api.request("/api/checkout/orders", { cookie: session.cookie })).json(),
    );
    expect(history.orders.find((o) => o.orderId === order?.id)).toMatchObject({ periodStart: term.toISOString() });
    expect((await post(session, "/api/subscription/renewal-payment")).status).toBe(404);
    // The provider charges the card paid with from now on.
    expect(await providerSide(member.id)).toMatchObject({ status: "active", cardLast4: "4242" });
  });

  it("keeps access for the grace period while the provider has not answered at term, then expires", async () => {
    const { member } = await subscribed();
    const term = (await stored(member.id)).periodEnd ?? new Date();
    // The job alone at term (the provider's clock not moved: its charge has not come).
    const job = (at: Date) => api.container.resolve(RunRenewals).execute(at, { memberId: member.id });
    expect((await job(new Date(term.getTime() + 60_000))).awaiting).toBe(1);
    expect((await job(new Date(term.getTime() + 120_000))).awaiting).toBe(0);
    const waiting = await viewAt(member, new Date(term.getTime() + 3 * DAY));
    expect(await waiting.json()).toMatchObject({
      status: "active",
      accessEndsAt: new Date(term.getTime() + 8 * DAY).toISOString(),
    });
    expect((await job(new Date(term.getTime() + 8 * DAY))).expired).toBe(1);
    expect((await viewAt(member, new Date(term.getTime() + 8 * DAY + 1000))).status).toBe(404);
    // What the provider held ends with it.
    await api.idle();
    expect(await providerSide(member.id)).toMatchObject({ status: "canceled" });
  });

  it("acts once on the provider's events: replayed, out of order, and a charge after a cancellation", async () => {
    const { member } = await subscribed();
    const ours = await stored(member.id);
    const term = ours.periodEnd ?? new Date();
    const theirs = await providerSide(member.id);
    const event = (id: string, type: SandboxRenewalEvent["type"], attempt: number, over = {}): SandboxRenewalEvent => ({
      id,
      type,
      subscription: theirs?.id ?? "",
      metadata: { subscriptionId: ours.id, memberId: member.id },
      invoice: {
        id: "sbx_in_aaaaaaaaaaaaaaaaaaaaaaaa",
        term: term.toISOString(),
        planId: "solo-yearly",
        amountMinor: 8999,
        currency: "EUR",
        attempt,
        nextAttemptAt: type === "invoice.payment_failed" ? new Date(term.getTime() + 3 * DAY).toISOString() : null,
        failureReason: type === "invoice.payment_failed" ? "card_declined" : null,
        payUrl: null,
      },
      created: Math.floor(term.getTime() / 1000),
      ...over,
    });
    api.clock.current = new Date(term.getTime() + 2 * DAY);
    // The second refusal arrives first; the first, late, changes nothing; a replay is a duplicate.
    expect(await deliver(event("evt_order_2", "invoice.payment_failed", 2))).toBe("renewal-refused");
    expect(await deliver(event("evt_order_1", "invoice.payment_failed", 1))).toBe("already-final");
    expect(await deliver(event("evt_order_2", "invoice.payment_failed", 2))).toBe("duplicate");
    expect(await stored(member.id)).toMatchObject({ status: "past_due", renewalAttempts: 2 });
    expect(await mails(member.email, "renewal-failed")).toHaveLength(1);

    // The member cancels; the provider's charge comes anyway (it had not been told yet): the member gets the period
    // paid for, the plan stays cancelled, and the event is kept for follow-up.
    const canceled = await post(await login(api, member), "/api/subscription/cancel");
    expect(canceled.status).toBe(200);
    expect(await deliver(event("evt_order_3", "invoice.paid", 3))).toBe("renewed");
    const after = await stored(member.id);
    expect(after).toMatchObject({ status: "canceled", renewalAttempts: 0 });
    expect(after.periodEnd?.getTime()).toBeGreaterThan(term.getTime() + 364 * DAY);
    const [kept] = await api.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.providerEventId, "evt_order_3"));
    expect(kept?.outcome).toBe("activated-late");
    expect((await renewalOrders(member.id)).map((o) => o.status)).toEqual(["paid"]);
    // The same charge again: acted on once.
    expect(await deliver(event("evt_order_3", "invoice.paid", 3))).toBe("duplicate");
    expect(await deliver(event("evt_order_4", "invoice.paid", 3))).toBe("ignored");
    // The provider is told again that ours does not renew.
    expect(await providerSide(member.id)).toMatchObject({ cancelAtPeriodEnd: true });
  });

  it("no card update for a plan that does not renew by card (a gift card)", async () => {
    const issued = await api.request("/api/payments/sandbox/gift-cards", { body: { planId: "solo-yearly" } });
    const { code } = (await issued.json()) as { code: string };
    const member = await createMember(api);
    const session = await login(api, member);
    expect(
      (await api.request("/api/checkout/gift-card/redeem", { cookie: session.cookie, body: { code } })).status,
    ).toBe(201);
    expect((await view(session)).canUpdateCard).toBe(false);
    // A gift card's period is not billed by any provider.
    expect(await providerSide(member.id)).toBeNull();
    const refused = await post(session, "/api/subscription/card");
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ error: { code: "CardUpdateNotAllowed" } });
  });
});
