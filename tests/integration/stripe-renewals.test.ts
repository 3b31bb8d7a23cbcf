// Issue 15 (ADR 029), renewals through Stripe, offline (a fake of Stripe's API, tests/integration/support/fake-stripe.ts):
// a renewing plan's Checkout keeps a customer and the card, the payment's signed webhook stores them; at term the
// job charges an off-session PaymentIntent under the renewal order's id, once however many runs race; a refusal
// makes the plan past due, the member's card update (Checkout in setup mode, its signed webhook) replaces the card
// and charges the renewal at once; no answer from Stripe leaves the charge to a later run, under the same key; a
// refusal for authentication is paid by the member in Checkout (payment mode) for the same renewal order, settled once
// by its signed webhook, or as a late success once the retries are over (ADR 029 addendum). Also, on the same fake:
// a gift card's refund that Stripe failed is swept later under the same Idempotency-Key (ADR 030 addendum).
import { and, eq, like } from "drizzle-orm";
import * as v from "valibot";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { creditNotes, orders, paymentEvents } from "../../adapters/api/db/premium-payments-schema.ts";
import { RetryRefunds } from "../../application/api/premium/checkout/gift-card-withdrawal.ts";
import { mailOutbox, subscriptions } from "../../adapters/api/db/schema.ts";
import { seedCommerce } from "../../adapters/api/premium/catalog/drizzle-commerce-seeder.ts";
import { registerPayments } from "../../adapters/api/premium/payments/register-payments.ts";
import { signatureHeader } from "../../adapters/api/premium/payments/signatures.ts";
import { RunRenewals } from "../../application/api/premium/subscription/run-renewals.ts";
import { CheckoutSessionResponse, WebhookResponse } from "../../application/contracts/premium/checkout.ts";
import {
  CardUpdateResponse,
  RenewalPaymentView,
  SubscriptionView,
} from "../../application/contracts/premium/subscription.ts";
import { FakeStripe } from "./support/fake-stripe.ts";
import { ENGINES, startTestApi, type TestApi } from "./support/api.ts";
import { createMember, login, type Session, type TestMember } from "./support/members.ts";

const NOW = new Date("2026-11-25T12:00:00Z");
const WEBHOOK_SECRET = "whsec_renewals_test";
const VISA = { id: "pm_card_visa", brand: "visa", last4: "4242" };
const DECLINED = { id: "pm_card_chargeDeclined", brand: "visa", last4: "0002" };
const AUTHENTICATE = { id: "pm_card_authenticationRequired", brand: "visa", last4: "3184" };
const DAY = 86_400_000;

describe.each(ENGINES)("renewals through Stripe (offline) on %s", (engine) => {
  let api: TestApi;
  const stripe = new FakeStripe();
  let counter = 0;

  beforeAll(async () => {
    api = await startTestApi(engine, {
      PAYMENT_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_test_renewals",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    await seedCommerce(api.database.db);
    registerPayments(api.container, api.database, api.config, { fetch: stripe.fetch });
  });
  beforeEach(() => {
    api.clock.current = new Date(NOW);
  });
  afterAll(() => api.close());

  const webhook = async (object: Record<string, unknown>) => {
    const raw = JSON.stringify({
      id: `evt_${++counter}_${Date.now()}`,
      object: "event",
      type: "checkout.session.completed",
      data: { object },
    });
    const t = Math.floor(api.clock.now().getTime() / 1000);
    return api.request("/api/payments/webhooks/stripe", {
      bare: true,
      method: "POST",
      raw,
      headers: { "content-type": "application/json", "stripe-signature": signatureHeader(WEBHOOK_SECRET, t, raw) },
    });
  };
  const outcomeOf = async (response: Response) => {
    expect(response.status).toBe(200);
    return v.parse(WebhookResponse, await response.json()).outcome;
  };

  /** A member who paid solo-yearly through Stripe Checkout with `card` (saved on customer `cus_{n}`). */
  const subscribed = async (card = VISA): Promise<{ member: TestMember; session: Session; customer: string }> => {
    const member = await createMember(api);
    const session = await login(api, member);
    const opened = await api.request("/api/checkout/sessions", {
      cookie: session.cookie,
      body: { planId: "solo-yearly", idempotencyKey: `renewal-test-${++counter}`, withdrawalWaiver: true },
    });
    expect(opened.status).toBe(201);
    const body = v.parse(CheckoutSessionResponse, await opened.json());
    const sent = stripe.requests.at(-1)?.form;
    // A renewing plan: Stripe keeps a customer and the card for off-session charges.
    expect(sent?.get("customer_creation")).toBe("always");
    expect(sent?.get("payment_intent_data[setup_future_usage]")).toBe("off_session");
    const customer = `cus_${counter}`;
    const paymentIntent = `pi_first_${counter}`;
    stripe.intents.set(paymentIntent, { customer, paymentMethod: card });
    const outcome = await outcomeOf(
      await webhook({
        id: new URL(body.redirectUrl).pathname.split("/").pop(),
        object: "checkout.session",
        mode: "payment",
        client_reference_id: body.orderId,
        amount_total: body.amountMinor,
        currency: "eur",
        payment_status: "paid",
        customer,
        payment_intent: paymentIntent,
        metadata: { orderId: body.orderId, planId: "solo-yearly" },
      }),
    );
    expect(outcome).toBe("activated");
    return { member, session, customer };
  };
  const subscriptionOf = async (memberId: string) => {
    const [row] = await api.database.db.select().from(subscriptions).where(eq(subscriptions.memberId, memberId));
    if (!row) throw new Error("no subscription");
    return row;
  };
  const renewalOrders = (memberId: string) =>
    api.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.memberId, memberId), like(orders.idempotencyKey, "renewal:%")));
  const run = (at: Date, memberId: string) => api.container.resolve(RunRenewals).execute(at, { memberId });
  const chargesOf = (customer: string) => stripe.charges.filter((charge) => charge.customer === customer);

  it("stores the customer and card from the signed webhook, and renews at term once however many runs race", async () => {
    const { member, session, customer } = await subscribed();
    const first = await subscriptionOf(member.id);
    expect(first).toMatchObject({
      providerCustomerId: customer,
      providerPaymentMethodId: "pm_card_visa",
      cardBrand: "visa",
      cardLast4: "4242",
    });
    const view = v.parse(
      SubscriptionView,
      await (await api.request("/api/subscription", { cookie: session.cookie })).json(),
    );
    expect(view).toMatchObject({ canUpdateCard: true, paymentMethod: { provider: "stripe", last4: "4242" } });

    const term = first.periodEnd ?? new Date();
    const atTerm = new Date(term.getTime() + 60_000);
    const reports = await Promise.all([run(atTerm, member.id), run(atTerm, member.id)]);
    expect(reports.reduce((sum, r) => sum + r.renewed, 0)).toBe(1);
    expect((await run(atTerm, member.id)).renewed).toBe(0);

    const [order] = await renewalOrders(member.id);
    expect(order).toMatchObject({ status: "paid", provider: "stripe", amountMinor: 8999 });
    expect(chargesOf(customer)).toEqual([
      expect.objectContaining({
        amount: 8999,
        currency: "eur",
        paymentMethod: "pm_card_visa",
        idempotencyKey: order?.id,
        orderId: order?.id,
      }),
    ]);
    expect((await subscriptionOf(member.id)).periodEnd?.getTime()).toBeGreaterThan(term.getTime() + 364 * 86_400_000);
  });

  it("a declined renewal is past due; the member's new card (setup mode, signed webhook) is charged at once", async () => {
    const { member, customer } = await subscribed(DECLINED);
    const term = (await subscriptionOf(member.id)).periodEnd ?? new Date();
    const atTerm = new Date(term.getTime() + 60_000);
    expect((await run(atTerm, member.id)).failed).toBe(1);
    expect(await subscriptionOf(member.id)).toMatchObject({ status: "past_due", renewalAttempts: 1 });
    expect(chargesOf(customer)).toHaveLength(0);

    // The member opens the card update: a Checkout Session in setup mode for the same customer.
    api.clock.current = new Date(term.getTime() + 3_600_000);
    const relogged = await login(api, member);
    const opened = await api.request("/api/subscription/card", { cookie: relogged.cookie, method: "POST", body: {} });
    expect(opened.status).toBe(200);
    expect(v.parse(CardUpdateResponse, await opened.json()).redirectUrl).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const setup = stripe.requests.at(-1);
    expect(setup?.form.get("mode")).toBe("setup");
    expect(setup?.form.get("customer")).toBe(customer);
    const subscriptionId = setup?.form.get("metadata[subscriptionId]");
    expect(subscriptionId).toBe((await subscriptionOf(member.id)).id);

    stripe.intents.set("seti_new_card", { customer, paymentMethod: VISA });
    const completed = {
      id: "cs_setup_1",
      object: "checkout.session",
      mode: "setup",
      status: "complete",
      customer,
      setup_intent: "seti_new_card",
      metadata: { subscriptionId, memberId: member.id, purpose: "card-update" },
    };
    expect(await outcomeOf(await webhook(completed))).toBe("card-updated");

    const renewed = await subscriptionOf(member.id);
    expect(renewed).toMatchObject({ status: "active", renewalAttempts: 0, providerPaymentMethodId: "pm_card_visa" });
    expect(renewed.periodEnd?.getTime()).toBeGreaterThan(term.getTime());
    expect(chargesOf(customer)).toHaveLength(1);
    expect((await renewalOrders(member.id)).map((o) => o.status).sort()).toEqual(["failed", "paid"]);
    // A setup event for another member's subscription changes nothing.
    const other = await subscribed();
    expect(
      await outcomeOf(await webhook({ ...completed, metadata: { subscriptionId, memberId: other.member.id } })),
    ).toBe("ignored");
  });

  it("no answer from Stripe leaves the charge pending; a later run charges it under the same key, once", async () => {
    const { member, customer } = await subscribed();
    const term = (await subscriptionOf(member.id)).periodEnd ?? new Date();
    stripe.failNext = "answer-lost";
    const report = await run(new Date(term.getTime() + 60_000), member.id);
    expect(report).toMatchObject({ renewed: 0, failed: 0 });
    const [pending] = await renewalOrders(member.id);
    expect(pending?.status).toBe("pending");
    expect(await subscriptionOf(member.id)).toMatchObject({ status: "active", renewalAttempts: 0 });

    // Within the lease another run leaves it alone; after it, the same order id is sent again.
    expect((await run(new Date(term.getTime() + 5 * 60_000), member.id)).renewed).toBe(0);
    expect((await run(new Date(term.getTime() + 20 * 60_000), member.id)).renewed).toBe(1);
    const keys = stripe.chargeRequests().filter((r) => r.form.get("customer") === customer);
    expect(keys.map((r) => r.idempotencyKey)).toEqual([pending?.id, pending?.id]);
    expect(chargesOf(customer)).toHaveLength(1);
    expect((await renewalOrders(member.id)).map((o) => o.status)).toEqual(["paid"]);
  });

  it("a 5xx is no refusal: the plan stays active and is charged by a later run", async () => {
    const { member, customer } = await subscribed();
    const term = (await subscriptionOf(member.id)).periodEnd ?? new Date();
    stripe.failNext = 500;
    expect((await run(new Date(term.getTime() + 60_000), member.id)).failed).toBe(0);
    expect((await subscriptionOf(member.id)).status).toBe("active");
    expect((await run(new Date(term.getTime() + 30 * 60_000), member.id)).renewed).toBe(1);
    expect(chargesOf(customer)).toHaveLength(1);
  });

  /** ADR 029 addendum: the member opens the payment of their renewal refused for authentication. */
  const openRenewalPayment = async (member: TestMember) => {
    const session = await login(api, member);
    const shown = await api.request("/api/subscription/renewal-payment", { cookie: session.cookie });
    expect(shown.status).toBe(200);
    const payment = v.parse(RenewalPaymentView, await shown.json());
    const opened = await api.request("/api/subscription/renewal-payment", {
      cookie: session.cookie,
      method: "POST",
      body: {},
    });
    expect(opened.status).toBe(200);
    return { session, payment, redirectUrl: v.parse(CardUpdateResponse, await opened.json()).redirectUrl };
  };
  const paidSession = (redirectUrl: string, orderId: string, customer: string, paymentIntent: string) => ({
    id: new URL(redirectUrl).pathname.split("/").pop(),
    object: "checkout.session",
    mode: "payment",
    client_reference_id: orderId,
    amount_total: 8999,
    currency: "eur",
    payment_status: "paid",
    customer,
    payment_intent: paymentIntent,
    metadata: { orderId, planId: "solo-yearly" },
  });

  it("ADR 029 addendum: a renewal refused for authentication is paid by the member in Checkout, settled once", async () => {
    const { member, customer } = await subscribed(AUTHENTICATE);
    const term = (await subscriptionOf(member.id)).periodEnd ?? new Date();
    expect((await run(new Date(term.getTime() + 60_000), member.id)).failed).toBe(1);
    const [refused] = await renewalOrders(member.id);
    expect(refused).toMatchObject({ status: "failed", failureReason: "authentication_required" });
    await api.idle();
    const [mail] = await api.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, member.email), eq(mailOutbox.template, "renewal-failed")));
    expect(mail?.textBody).toContain(`${api.config.PUBLIC_ORIGIN}/mon-compte/abonnement/payer`);

    api.clock.current = new Date(term.getTime() + 3_600_000);
    const { session, payment, redirectUrl } = await openRenewalPayment(member);
    expect(payment).toMatchObject({ orderId: refused?.id, amount: 89.99, currency: "EUR", term: term.toISOString() });
    expect(
      v.parse(SubscriptionView, await (await api.request("/api/subscription", { cookie: session.cookie })).json()),
    ).toMatchObject({ status: "past_due", renewalAwaitsPayment: true });
    expect(redirectUrl).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const sent = stripe.requests.at(-1)?.form;
    // Payment mode for that same renewal order, charged to the customer on file, the card kept for the next ones.
    expect(sent?.get("mode")).toBe("payment");
    expect(sent?.get("client_reference_id")).toBe(refused?.id);
    expect(sent?.get("customer")).toBe(customer);
    expect(sent?.get("customer_creation")).toBeNull();
    expect(sent?.get("line_items[0][price_data][unit_amount]")).toBe("8999");
    expect(sent?.get("payment_intent_data[setup_future_usage]")).toBe("off_session");
    // Asked again while that page is open: the same page, no second session.
    const sessions = stripe.requests.filter((r) => r.path === "/v1/checkout/sessions").length;
    expect((await openRenewalPayment(member)).redirectUrl).toBe(redirectUrl);
    expect(stripe.requests.filter((r) => r.path === "/v1/checkout/sessions")).toHaveLength(sessions);

    // Stripe authenticates the card in Checkout; its signed webhook renews the term once.
    stripe.intents.set("pi_renewal_authenticated", { customer, paymentMethod: VISA });
    const completed = paidSession(redirectUrl, refused?.id ?? "", customer, "pi_renewal_authenticated");
    expect(await outcomeOf(await webhook(completed))).toBe("activated");
    const renewed = await subscriptionOf(member.id);
    expect(renewed).toMatchObject({ status: "active", renewalAttempts: 0, providerPaymentMethodId: "pm_card_visa" });
    expect(renewed.periodEnd?.getTime()).toBe(new Date(term).setUTCFullYear(term.getUTCFullYear() + 1));
    expect(await outcomeOf(await webhook(completed))).toBe("already-final");
    expect((await subscriptionOf(member.id)).periodEnd).toEqual(renewed.periodEnd);
    expect((await renewalOrders(member.id)).map((o) => o.status)).toEqual(["paid"]);
    await api.idle();
    const renewedMails = await api.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, member.email), eq(mailOutbox.template, "renewal-succeeded")));
    expect(renewedMails).toHaveLength(1);
    // Nothing left to pay; the job's retry instant charges nothing.
    const after = await login(api, member);
    expect((await api.request("/api/subscription/renewal-payment", { cookie: after.cookie })).status).toBe(404);
    const report = await run(new Date(term.getTime() + DAY + 60_000), member.id);
    expect(report).toMatchObject({ renewed: 0, failed: 0 });
    expect(chargesOf(customer)).toHaveLength(0);
  });

  it("ADR 029 addendum: paid after the last retry expired the plan, it follows the late-success rule", async () => {
    const { member, customer } = await subscribed(AUTHENTICATE);
    const term = (await subscriptionOf(member.id)).periodEnd ?? new Date();
    await run(new Date(term.getTime() + 60_000), member.id);
    api.clock.current = new Date(term.getTime() + 6 * DAY + 3_600_000);
    const { payment, redirectUrl } = await openRenewalPayment(member);
    for (const days of [1, 3, 7]) await run(new Date(term.getTime() + days * DAY + 60_000), member.id);
    expect((await subscriptionOf(member.id)).status).toBe("expired");

    api.clock.current = new Date(term.getTime() + 7 * DAY + 120_000);
    stripe.intents.set("pi_renewal_late", { customer, paymentMethod: VISA });
    expect(await outcomeOf(await webhook(paidSession(redirectUrl, payment.orderId, customer, "pi_renewal_late")))).toBe(
      "activated",
    );
    const [event] = await api.database.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.orderId, payment.orderId), eq(paymentEvents.outcome, "activated-late")));
    expect(event).toBeDefined();
    const live = await api.database.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.memberId, member.id), eq(subscriptions.status, "active")));
    expect(live).toHaveLength(1);
  });

  it("ADR 030 addendum: a gift card's refund Stripe failed is swept later with the same key, refunded once", async () => {
    const member = await createMember(api);
    const session = await login(api, member);
    const opened = await api.request("/api/checkout/sessions", {
      cookie: session.cookie,
      body: { planId: "solo-yearly", idempotencyKey: `gift-card-key-${++counter}`, giftCard: { email: member.email } },
    });
    expect(opened.status).toBe(201);
    const body = v.parse(CheckoutSessionResponse, await opened.json());
    const sessionId = new URL(body.redirectUrl).pathname.split("/").pop();
    const paid = await webhook({
      id: sessionId,
      object: "checkout.session",
      mode: "payment",
      client_reference_id: body.orderId,
      amount_total: body.amountMinor,
      currency: "eur",
      payment_status: "paid",
      payment_intent: `pi_of_${sessionId}`,
      metadata: { orderId: body.orderId, planId: "solo-yearly" },
    });
    expect(await outcomeOf(paid)).toBe("activated");

    stripe.failRefunds = 4;
    const withdrawn = await api.request(`/api/checkout/gift-cards/${body.orderId}/withdrawal`, {
      cookie: session.cookie,
      method: "POST",
    });
    expect(withdrawn.status).toBe(201);
    const note = async () =>
      (await api.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, body.orderId)))[0];
    expect(await note()).toMatchObject({ refundedAt: null, refundFailures: 1 });
    const sweep = (hours: number) =>
      api.container.resolve(RetryRefunds).execute(new Date(NOW.getTime() + hours * 3_600_000));
    for (const hours of [1, 2, 3]) expect((await sweep(hours)).failed).toBe(1);
    expect(await note()).toMatchObject({ refundedAt: null, refundFailures: 4 });
    expect(await sweep(4)).toMatchObject({ refunded: 1, failed: 0 });
    const refundCalls = stripe.requests.filter((r) => r.path === "/v1/refunds");
    expect(refundCalls).toHaveLength(5);
    expect(new Set(refundCalls.map((r) => r.idempotencyKey))).toEqual(new Set([`refund-${body.orderId}`]));
    expect(stripe.refunds.get(`refund-${body.orderId}`)).toMatchObject({ paymentIntent: `pi_of_${sessionId}` });
    expect((await note())?.refundId).toBe(stripe.refunds.get(`refund-${body.orderId}`)?.id);
    expect((await sweep(5)).retried).toBe(0);
  });
});
