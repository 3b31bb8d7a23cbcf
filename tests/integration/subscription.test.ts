// Issue 15, subscription management and renewals through the whole process app on PGlite (and PostgreSQL when
// TEST_DATABASE_URL is set): the member's own subscription, cancel (with its e-mail) and resume, the change of plan
// at the next renewal, the renewal job's L215-1 reminder and charge at term exactly once (runs repeated or racing),
// a declined charge retried within the grace period, and expiry after the last refusal.
import { and, eq, like } from "drizzle-orm";
import * as v from "valibot";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { orders } from "../../adapters/api/db/premium-payments-schema.ts";
import { mailOutbox as outbox } from "../../adapters/api/db/schema.ts";
import { seedCommerce } from "../../adapters/api/premium/catalog/drizzle-commerce-seeder.ts";
import { RunRenewals } from "../../application/api/premium/subscription/run-renewals.ts";
import { CheckoutSessionResponse, SANDBOX_TEST_CARDS } from "../../application/contracts/premium/checkout.ts";
import { OrderHistory } from "../../application/contracts/premium/receipts.ts";
import { CardUpdateResponse, SubscriptionView } from "../../application/contracts/premium/subscription.ts";
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
  const run = (at: Date, memberId: string) => api.container.resolve(RunRenewals).execute(at, { memberId });
  const renewalOrders = (memberId: string) =>
    api.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.memberId, memberId), like(orders.idempotencyKey, "renewal:%")));
  const setCard = (email: string, number: string) =>
    api.request("/api/dev/sandbox/card-on-file", { body: { email, number }, method: "POST" });

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
    // Still a subscriber until the end.
    expect((await view(session)).accessEndsAt).toBe(body.periodEnd);

    expect((await post(session, "/api/subscription/resume")).status).toBe(200);
    expect((await view(session)).status).toBe("active");
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

  it("switches to the family plan at the next renewal, charged at its price", async () => {
    const { member, session } = await subscribed();
    const changed = v.parse(
      SubscriptionView,
      await (await post(session, "/api/subscription/plan", { planId: "family-yearly" })).json(),
    );
    expect(changed.pendingChange).toMatchObject({ planId: "family-yearly", effectiveAt: changed.periodEnd });
    expect(changed.renewal).toMatchObject({ planId: "family-yearly", amount: 149.99 });
    const term = new Date(changed.periodEnd ?? "");
    expect((await run(new Date(term.getTime() + 60_000), member.id)).renewed).toBe(1);
    const [order] = await renewalOrders(member.id);
    expect(order).toMatchObject({ planId: "family-yearly", amountMinor: 14999, status: "paid" });
    const renewed = v.parse(SubscriptionView, await (await viewAt(member, new Date(term.getTime() + 2 * DAY))).json());
    expect(renewed).toMatchObject({ planId: "family-yearly", isFamily: true, pendingChange: null });
  });

  it("reminds once inside the L215-1 window and renews once at term, however many runs", async () => {
    const { member, session } = await subscribed();
    const term = new Date((await view(session)).periodEnd ?? "");
    expect((await run(new Date(term.getTime() - 100 * DAY), member.id)).reminded).toBe(0);
    const inWindow = new Date(term.getTime() - 80 * DAY);
    await Promise.all([run(inWindow, member.id), run(inWindow, member.id)]);
    const reminders = await mails(member.email, "renewal-reminder");
    expect(reminders).toHaveLength(1);
    // The English part names the plan and writes the amount in English.
    expect(reminders[0]?.textBody).toMatch(
      new RegExp(`Your ${SOLO_YEARLY.en} subscription renews automatically on .+, for €89\\.99\\.`),
    );

    const atTerm = new Date(term.getTime() + 60_000);
    const reports = await Promise.all([run(atTerm, member.id), run(atTerm, member.id), run(atTerm, member.id)]);
    expect(reports.reduce((sum, r) => sum + r.renewed, 0)).toBe(1);
    expect(await renewalOrders(member.id)).toHaveLength(1);
    const renewedMails = await mails(member.email, "renewal-succeeded");
    expect(renewedMails).toHaveLength(1);
    expect(renewedMails[0]?.textBody).toMatch(
      new RegExp(`Your ${SOLO_YEARLY.en} subscription is renewed until .+; €89\\.99 was charged\\.`),
    );
    // The renewal is in the order history with an invoice of its own (issue 15), once.
    const [renewal] = await renewalOrders(member.id);
    const history = v.parse(
      OrderHistory,
      await (await api.request("/api/checkout/orders", { cookie: session.cookie })).json(),
    ).orders;
    expect(history.filter((entry) => entry.orderId === renewal?.id)).toEqual([
      expect.objectContaining({ invoiceNumber: expect.stringMatching(/^F\d{4}-\d{6}$/) }),
    ]);
    const renewed = v.parse(SubscriptionView, await (await viewAt(member, new Date(term.getTime() + DAY))).json());
    expect(new Date(renewed.periodEnd ?? "").getTime()).toBeGreaterThan(term.getTime() + 364 * DAY);
  });

  it("retries a declined charge within the grace period, then expires after the last refusal", async () => {
    const { member, session } = await subscribed();
    const term = new Date((await view(session)).periodEnd ?? "");
    expect((await setCard(member.email, SANDBOX_TEST_CARDS.declined)).status).toBe(204);

    expect((await run(new Date(term.getTime() + 60_000), member.id)).failed).toBe(1);
    const pastDue = await viewAt(member, new Date(term.getTime() + 60_000));
    expect(await pastDue.json()).toMatchObject({ status: "past_due", canCancel: true });
    // Before the retry instant: nothing charged again.
    expect((await run(new Date(term.getTime() + DAY / 2), member.id)).failed).toBe(0);
    for (const days of [1, 3, 7]) await run(new Date(term.getTime() + days * DAY + 60_000), member.id);
    expect(await renewalOrders(member.id)).toHaveLength(4);
    expect(await mails(member.email, "renewal-failed")).toHaveLength(4);
    expect((await viewAt(member, new Date(term.getTime() + 7 * DAY + 120_000))).status).toBe(404);
  });

  it("a retry with a working card renews the term", async () => {
    const { member, session } = await subscribed();
    const term = new Date((await view(session)).periodEnd ?? "");
    await setCard(member.email, SANDBOX_TEST_CARDS.declined);
    await run(new Date(term.getTime() + 60_000), member.id);
    await setCard(member.email, SANDBOX_TEST_CARDS.success);
    expect((await run(new Date(term.getTime() + DAY + 60_000), member.id)).renewed).toBe(1);
    const renewed = await viewAt(member, new Date(term.getTime() + 2 * DAY));
    expect(await renewed.json()).toMatchObject({ status: "active" });
  });

  it("the sandbox's setup page replaces the card and charges a past-due renewal at once (issue 15, ADR 029)", async () => {
    const { member } = await subscribed();
    const term = new Date((await view(await login(api, member))).periodEnd ?? "");
    await setCard(member.email, SANDBOX_TEST_CARDS.declined);
    await run(new Date(term.getTime() + 60_000), member.id);
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
    const renewed = await view(session);
    expect(renewed).toMatchObject({ status: "active", paymentMethod: { brand: "visa", last4: "4242" } });
    expect(new Date(renewed.periodEnd ?? "").getTime()).toBeGreaterThan(term.getTime() + 364 * DAY);
    expect((await renewalOrders(member.id)).map((o) => o.status).sort()).toEqual(["failed", "paid"]);
  });

  it("ADR 029 addendum: a renewal the bank asks to authenticate is paid by the member on the sandbox's page, once", async () => {
    const { member } = await subscribed();
    const term = new Date((await view(await login(api, member))).periodEnd ?? "");
    // The sandbox card that asks for an extra confirmation cannot be charged off-session.
    await setCard(member.email, SANDBOX_TEST_CARDS.extraStep);
    expect((await run(new Date(term.getTime() + 60_000), member.id)).failed).toBe(1);
    const [refusal] = await mails(member.email, "renewal-failed");
    expect(refusal?.textBody).toContain(`${api.config.PUBLIC_ORIGIN}/mon-compte/abonnement/payer`);
    api.clock.current = new Date(term.getTime() + 3_600_000);
    const session = await login(api, member);
    expect(await view(session)).toMatchObject({ status: "past_due", renewalAwaitsPayment: true });

    const opened = await post(session, "/api/subscription/renewal-payment");
    expect(opened.status).toBe(200);
    const page = new URL(v.parse(CardUpdateResponse, await opened.json()).redirectUrl);
    const [order] = await renewalOrders(member.id);
    expect(page.pathname).toBe(`/api/payments/sandbox/checkout/${order?.id}`);
    expect(order).toMatchObject({ status: "pending", failureReason: "authentication_required" });
    const pay = () =>
      api.request("/api/payments/sandbox/pay", {
        bare: true,
        method: "POST",
        raw: new URLSearchParams({
          order: order?.id ?? "",
          token: page.searchParams.get("token") ?? "",
          action: "pay",
          number: SANDBOX_TEST_CARDS.success,
        }).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN },
      });
    expect((await pay()).status).toBe(303);
    const renewed = await view(session);
    expect(renewed).toMatchObject({ status: "active", renewalAwaitsPayment: false, paymentMethod: { last4: "4242" } });
    expect(new Date(renewed.periodEnd ?? "").getTime()).toBeGreaterThan(term.getTime() + 364 * DAY);
    // The page posted again: the order is paid, nothing more happens.
    await pay();
    expect((await view(session)).periodEnd).toBe(renewed.periodEnd);
    expect((await renewalOrders(member.id)).map((o) => o.status)).toEqual(["paid"]);
    expect(await mails(member.email, "renewal-succeeded")).toHaveLength(1);
    // Invoiced like a renewal charged by the job: in the history, from the term.
    const history = v.parse(
      OrderHistory,
      await (await api.request("/api/checkout/orders", { cookie: session.cookie })).json(),
    );
    expect(history.orders.find((o) => o.orderId === order?.id)).toMatchObject({ periodStart: term.toISOString() });
    expect((await post(session, "/api/subscription/renewal-payment")).status).toBe(404);
  });

  it("no card update for a plan that does not renew by card (a gift card)", async () => {
    const issued = await api.request("/api/payments/sandbox/gift-cards", { body: { planId: "solo-yearly" } });
    const { code } = (await issued.json()) as { code: string };
    const session = await login(api, await createMember(api));
    expect(
      (await api.request("/api/checkout/gift-card/redeem", { cookie: session.cookie, body: { code } })).status,
    ).toBe(201);
    expect((await view(session)).canUpdateCard).toBe(false);
    const refused = await post(session, "/api/subscription/card");
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ error: { code: "CardUpdateNotAllowed" } });
  });
});
