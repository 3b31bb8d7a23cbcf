// Issue 15 (ADR 040), renewals through Stripe's own subscriptions, offline (a fake of Stripe's API and of its billing,
// tests/integration/support/fake-stripe.ts): a renewing plan's first payment by card (Checkout, its signed webhook
// keeping the customer and the card) creates a Stripe subscription whose first charge is our term, at the list price,
// once however many syncs race; each change is told to it (cancel, resume, a change of plan, a new card, the expiry);
// Stripe's signed events renew the term (invoice.paid, in the 2025-03-31 shape and the older one, whose PaymentIntent
// names the card charged), or make it past due (invoice.payment_failed, invoice.payment_action_required: then the
// member pays on Stripe's hosted invoice page, or a new card pays the open invoice at once), or end it
// (customer.subscription.deleted), each once, replayed, out of order or late; when Stripe does not answer nothing is
// acknowledged and the renewal job tells it again under the same Idempotency-Key. Also, on the same fake: a gift
// card's refund that Stripe failed is swept later under the same Idempotency-Key (ADR 030 addendum).
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
import { SyncBilling } from "../../application/api/premium/subscription/sync-billing.ts";
import { CheckoutSessionResponse, WebhookResponse } from "../../application/contracts/premium/checkout.ts";
import { OrderHistory } from "../../application/contracts/premium/receipts.ts";
import {
  CardUpdateResponse,
  RenewalPaymentView,
  SubscriptionView,
} from "../../application/contracts/premium/subscription.ts";
import { CATALOG_BY_ID } from "../../domain/premium/catalog.ts";
import { CARDS, FakeStripe, type FakeCard, type StripeEvent } from "./support/fake-stripe.ts";
import { ENGINES, startTestApi, type TestApi } from "./support/api.ts";
import { createMember, login, type Session, type TestMember } from "./support/members.ts";

const NOW = new Date("2026-11-25T12:00:00Z");
const WEBHOOK_SECRET = "whsec_renewals_test";
const VISA = CARDS.visa;
const DAY = 86_400_000;
const HOUR = 3_600_000;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const yearAfter = (date: Date) => new Date(new Date(date).setUTCFullYear(date.getUTCFullYear() + 1));

/** Issue 15 (ADR 040): the key of an update of our version `version`: the version, then what is sent. */
const updateKey = (id: string, version: number) => new RegExp(`^billing-${id}-${version}-[0-9a-f]{12}$`);

describe.each(ENGINES)("renewals through Stripe (offline) on %s", (engine) => {
  let api: TestApi;
  // Stripe's clock is the tests' clock.
  const stripe = new FakeStripe(() => api.clock.now());
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
    stripe.invoiceShape = "basil";
  });
  afterAll(() => api.close());

  /** A signed event delivered to the webhook, as Stripe posts it. */
  const post = (event: { id: string; type: string; object: Record<string, unknown> }) => {
    const raw = JSON.stringify({
      id: event.id,
      object: "event",
      api_version: stripe.invoiceShape === "basil" ? "2025-03-31.basil" : "2024-06-20",
      created: seconds(api.clock.now()),
      type: event.type,
      data: { object: event.object },
    });
    const t = seconds(api.clock.now());
    return api.request("/api/payments/webhooks/stripe", {
      bare: true,
      method: "POST",
      raw,
      headers: { "content-type": "application/json", "stripe-signature": signatureHeader(WEBHOOK_SECRET, t, raw) },
    });
  };
  const webhook = (object: Record<string, unknown>) =>
    post({ id: `evt_${++counter}_${Date.now()}`, type: "checkout.session.completed", object });
  const outcomeOf = async (response: Response) => {
    expect(response.status).toBe(200);
    return v.parse(WebhookResponse, await response.json()).outcome;
  };
  /** One of Stripe's events delivered; its outcome once the work after the answer is done. */
  const deliver = async (event: StripeEvent) => {
    const outcome = await outcomeOf(await post(event));
    await api.idle();
    return outcome;
  };
  const single = (events: StripeEvent[], type: string): StripeEvent => {
    const found = events.filter((e) => e.type === type);
    expect(found).toHaveLength(1);
    return found[0] as StripeEvent;
  };
  const idOf = (event: StripeEvent) => String(event.object.id);

  /** A member who paid solo-yearly through Stripe Checkout with `card` (saved on customer `cus_{n}`), not yet synced. */
  const pay = async (card: FakeCard = VISA): Promise<{ member: TestMember; session: Session; customer: string }> => {
    const member = await createMember(api);
    const session = await login(api, member);
    const opened = await api.request("/api/checkout/sessions", {
      cookie: session.cookie,
      body: { planId: "solo-yearly", idempotencyKey: `renewal-test-${++counter}`, withdrawalWaiver: true },
    });
    expect(opened.status).toBe(201);
    const body = v.parse(CheckoutSessionResponse, await opened.json());
    const sent = stripe.sent("POST", "/v1/checkout/sessions").at(-1)?.form;
    // A renewing plan: Stripe keeps a customer and the card for the subscription's off-session charges.
    expect(sent?.get("customer_creation")).toBe("always");
    expect(sent?.get("payment_intent_data[setup_future_usage]")).toBe("off_session");
    const customer = `cus_${engine}_${counter}`;
    const paymentIntent = `pi_first_${engine}_${counter}`;
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
  /** A member subscribed through Stripe, whose Stripe subscription was created after the payment. */
  const subscribed = async (card: FakeCard = VISA) => {
    const paid = await pay(card);
    await api.idle();
    const row = await subscriptionOf(paid.member.id);
    const stripeId = row.providerSubscriptionId ?? "";
    expect(stripe.subscriptions.get(stripeId)?.customer).toBe(paid.customer);
    return { ...paid, row, stripeId, term: row.periodEnd ?? new Date() };
  };
  const renewalOrders = (memberId: string) =>
    api.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.memberId, memberId), like(orders.idempotencyKey, "renewal:%")));
  const run = (at: Date, memberId: string) => api.container.resolve(RunRenewals).execute(at, { memberId });
  const mails = async (email: string, template: string) => {
    await api.idle();
    return api.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.template, template)));
  };
  /** The member at `at`, logged in again (access tokens are short-lived). */
  const sessionAt = async (member: TestMember, at: Date) => {
    api.clock.current = new Date(at);
    return login(api, member);
  };
  const form = (request: { form: URLSearchParams } | undefined) => Object.fromEntries(request?.form ?? []);
  const acknowledged = (row: { billingVersion: number; billingSyncedVersion: number }) =>
    row.billingSyncedVersion === row.billingVersion;

  it("the first payment creates Stripe's subscription: its first charge at our term, at the list price; ours keeps its id", async () => {
    const { member, customer } = await pay();
    await api.idle();
    const row = await subscriptionOf(member.id);
    const created = stripe.subscriptionsOf(customer);
    expect(created).toHaveLength(1);
    const [sub] = created;
    expect(row).toMatchObject({
      providerSubscriptionId: sub?.id,
      providerCustomerId: customer,
      providerPaymentMethodId: VISA.id,
      cardBrand: "visa",
      cardLast4: "4242",
    });
    expect(acknowledged(row)).toBe(true);
    const term = row.periodEnd ?? new Date();
    expect(term.getTime()).toBe(yearAfter(NOW).getTime());

    const creations = stripe.sent("POST", "/v1/subscriptions").filter((r) => r.form.get("customer") === customer);
    expect(creations.map((r) => r.idempotencyKey)).toEqual([`subscription-${row.id}-0`]);
    expect(form(creations[0])).toEqual({
      customer,
      default_payment_method: VISA.id,
      "items[0][price_data][currency]": "eur",
      "items[0][price_data][product]": "revizo_solo_yearly",
      "items[0][price_data][unit_amount]": "8999",
      "items[0][price_data][recurring][interval]": "month",
      "items[0][price_data][recurring][interval_count]": "12",
      trial_end: String(seconds(term)),
      proration_behavior: "none",
      cancel_at_period_end: "false",
      off_session: "true",
      "metadata[subscriptionId]": row.id,
      "metadata[memberId]": member.id,
      "metadata[planId]": "solo-yearly",
    });
    expect(form(stripe.sent("POST", "/v1/products")[0])).toMatchObject({
      id: "revizo_solo_yearly",
      name: CATALOG_BY_ID["solo-yearly"].names.fr,
    });
    expect(sub).toMatchObject({
      status: "trialing",
      trialEnd: seconds(term),
      currentPeriodEnd: seconds(term),
      cancelAtPeriodEnd: false,
      defaultPaymentMethod: VISA.id,
      metadata: { subscriptionId: row.id, memberId: member.id, planId: "solo-yearly" },
      items: [expect.objectContaining({ unitAmount: 8999, currency: "eur", interval: "month", intervalCount: 12 })],
    });

    // Acknowledged: a later run tells Stripe nothing.
    const before = stripe.requests.length;
    expect(await run(new Date(NOW.getTime() + HOUR), member.id)).toMatchObject({ synced: 0, awaiting: 0 });
    expect(stripe.requests).toHaveLength(before);
    // Stripe's invoice of the trial (nothing charged, billing_reason subscription_create) is no renewal.
    const trial = stripe.events.find(
      (e) =>
        e.type === "invoice.paid" &&
        e.object.billing_reason === "subscription_create" &&
        JSON.stringify(e.object.parent).includes(sub?.id ?? "-"),
    );
    expect(trial).toBeDefined();
    expect(await deliver(trial as StripeEvent)).toBe("ignored");
    expect(await renewalOrders(member.id)).toHaveLength(0);
  });

  it("two syncs racing (the job's runs, the sync after a lost answer) create one Stripe subscription, under one key", async () => {
    stripe.failNext("network", { method: "POST", path: "/v1/subscriptions" });
    const { member, customer } = await pay();
    await api.idle();
    const billing = api.container.resolve(SyncBilling);
    const stale = await subscriptionOf(member.id);
    expect(stale.providerSubscriptionId).toBeNull();
    const snapshot = await billing.find(stale.id);
    if (snapshot === null) throw new Error("no subscription");
    // The same unacknowledged version told at once by two syncs and two runs of the renewal job.
    await Promise.all([
      billing.sync(snapshot),
      billing.sync(snapshot),
      run(new Date(NOW.getTime() + HOUR), member.id),
      run(new Date(NOW.getTime() + HOUR), member.id),
    ]);
    await api.idle();
    const creations = stripe.sent("POST", "/v1/subscriptions").filter((r) => r.form.get("customer") === customer);
    // The lost first call, then one or more of the racers (on PostgreSQL a racer may find the version already
    // acknowledged and send nothing): every call carries the one key, and Stripe holds one subscription.
    expect(creations.length).toBeGreaterThanOrEqual(2);
    expect(new Set(creations.map((r) => r.idempotencyKey))).toEqual(new Set([`subscription-${stale.id}-0`]));
    const created = stripe.subscriptionsOf(customer);
    expect(created).toHaveLength(1);
    const row = await subscriptionOf(member.id);
    expect(row.providerSubscriptionId).toBe(created[0]?.id);
    expect(acknowledged(row)).toBe(true);
  });

  it("invoice.paid (API 2025-03-31) renews the term once: its order, invoice and mail; a replay is a duplicate", async () => {
    const { member, row, stripeId, term } = await subscribed();
    // At term the job keeps access for the grace period while Stripe's answer comes.
    expect(await run(new Date(term.getTime() + 60_000), member.id)).toMatchObject({ awaiting: 1, synced: 0 });
    expect(await subscriptionOf(member.id)).toMatchObject({
      status: "active",
      graceUntil: new Date(term.getTime() + 8 * DAY),
    });

    api.clock.current = new Date(term.getTime() + HOUR);
    const reads = stripe.sent("GET", /^\/v1\/payment_intents\//).length;
    const paid = single(stripe.bill(stripeId), "invoice.paid");
    expect(paid.object).toMatchObject({
      billing_reason: "subscription_cycle",
      amount_paid: 8999,
      parent: { subscription_details: { subscription: stripeId, metadata: { subscriptionId: row.id } } },
      lines: { data: [{ period: { start: seconds(term) } }] },
    });
    expect(await deliver(paid)).toBe("renewed");
    // That shape names no PaymentIntent: nothing is read.
    expect(stripe.sent("GET", /^\/v1\/payment_intents\//)).toHaveLength(reads);

    const renewed = await subscriptionOf(member.id);
    expect(renewed).toMatchObject({
      status: "active",
      planId: "solo-yearly",
      renewalAttempts: 0,
      graceUntil: null,
      periodEnd: yearAfter(term),
    });
    // Ours and Stripe's agree on the next term.
    expect((stripe.subscriptions.get(stripeId)?.currentPeriodEnd ?? 0) * 1000).toBe(yearAfter(term).getTime());
    const [order, ...others] = await renewalOrders(member.id);
    expect(others).toHaveLength(0);
    expect(order).toMatchObject({
      status: "paid",
      provider: "stripe",
      planId: "solo-yearly",
      amountMinor: 8999,
      currency: "EUR",
      providerReference: idOf(paid),
      idempotencyKey: `renewal:${row.id}:${term.toISOString()}`,
      subscriptionId: row.id,
    });
    const session = await sessionAt(member, new Date(term.getTime() + 2 * HOUR));
    const history = v.parse(
      OrderHistory,
      await (await api.request("/api/checkout/orders", { cookie: session.cookie })).json(),
    ).orders;
    expect(history.filter((entry) => entry.orderId === order?.id)).toEqual([
      expect.objectContaining({
        invoiceNumber: expect.stringMatching(/^F\d{4}-\d{6}$/),
        periodStart: term.toISOString(),
      }),
    ]);
    const renewedMails = await mails(member.email, "renewal-succeeded");
    expect(renewedMails).toHaveLength(1);
    expect(renewedMails[0]?.textBody).toMatch(/€89\.99 was charged/);

    // The same event again: a duplicate; the same invoice under another event: its term is over, ignored.
    expect(await deliver(paid)).toBe("duplicate");
    expect(await deliver({ ...paid, id: `${paid.id}_again` })).toBe("ignored");
    expect((await subscriptionOf(member.id)).periodEnd).toEqual(yearAfter(term));
    expect(await renewalOrders(member.id)).toHaveLength(1);
    expect(await mails(member.email, "renewal-succeeded")).toHaveLength(1);
    // Nothing to tell Stripe.
    const before = stripe.requests.length;
    expect(await run(new Date(term.getTime() + 3 * HOUR), member.id)).toMatchObject({ synced: 0, awaiting: 0 });
    expect(stripe.requests).toHaveLength(before);
  });

  it("older API versions: the invoice's PaymentIntent says why it was refused, and which card paid it at last", async () => {
    stripe.invoiceShape = "legacy";
    const { member, customer, row, stripeId, term } = await subscribed(CARDS.authenticationRequired);
    api.clock.current = new Date(term.getTime() + HOUR);
    const refused = stripe.bill(stripeId);
    expect(refused.map((e) => e.type)).toEqual(["invoice.payment_failed", "invoice.payment_action_required"]);
    const [failed, action] = refused as [StripeEvent, StripeEvent];
    const invoiceId = idOf(failed);
    const paymentIntent = String(failed.object.payment_intent);
    expect(failed.object).toMatchObject({
      subscription: stripeId,
      subscription_details: { metadata: { subscriptionId: row.id, memberId: member.id } },
      payment_intent: expect.stringMatching(/^pi_/),
    });
    expect(failed.object).not.toHaveProperty("parent");

    // Stripe does not answer the PaymentIntent's read: the event is refused for now, and delivered again.
    stripe.failNext("network", { method: "GET", path: `/v1/payment_intents/${paymentIntent}` });
    expect((await post(failed)).status).toBe(502);
    expect(await subscriptionOf(member.id)).toMatchObject({ status: "active", renewalAttempts: 0 });
    expect(await deliver(failed)).toBe("renewal-refused");
    const read = stripe.sent("GET", `/v1/payment_intents/${paymentIntent}`).at(-1);
    expect(read?.query.getAll("expand[]")).toEqual(["payment_method"]);
    // payment_failed alone, but the PaymentIntent awaits its holder: the member pays on the hosted invoice page.
    expect(await subscriptionOf(member.id)).toMatchObject({ status: "past_due", renewalAttempts: 1 });
    const [order] = await renewalOrders(member.id);
    expect(order).toMatchObject({
      status: "failed",
      failureReason: "authentication_required",
      redirectUrl: stripe.hostedUrl(invoiceId),
      providerReference: invoiceId,
    });
    expect(await deliver(action)).toBe("already-final");

    // The member pays it on that page with another card; Stripe's invoice.paid names the PaymentIntent charged.
    api.clock.current = new Date(term.getTime() + 2 * HOUR);
    const paid = single(stripe.payHosted(invoiceId, CARDS.mastercard), "invoice.paid");
    expect(await deliver(paid)).toBe("renewed");
    const renewed = await subscriptionOf(member.id);
    expect(renewed).toMatchObject({
      status: "active",
      renewalAttempts: 0,
      periodEnd: yearAfter(term),
      cardBrand: "mastercard",
      cardLast4: "4444",
      providerCustomerId: customer,
      providerPaymentMethodId: CARDS.mastercard.id,
    });
    expect((await renewalOrders(member.id)).map((o) => [o.id, o.status])).toEqual([[order?.id, "paid"]]);
    // Stripe's subscription is told to charge that card from now on (nothing else changes).
    expect(acknowledged(renewed)).toBe(true);
    const update = stripe.sent("POST", `/v1/subscriptions/${stripeId}`).at(-1);
    expect(update?.idempotencyKey).toMatch(updateKey(row.id, renewed.billingVersion));
    expect(form(update)).toEqual({
      cancel_at_period_end: "false",
      default_payment_method: CARDS.mastercard.id,
      proration_behavior: "none",
      "metadata[subscriptionId]": row.id,
      "metadata[memberId]": member.id,
      "metadata[planId]": "solo-yearly",
    });
    expect(stripe.subscriptions.get(stripeId)).toMatchObject({
      status: "active",
      defaultPaymentMethod: CARDS.mastercard.id,
    });
  });

  it("cancel, resume and a change of plan are told to Stripe's subscription; the new plan's price is charged at term", async () => {
    const { member, session, row, stripeId, term } = await subscribed();
    const updates = () => stripe.sent("POST", `/v1/subscriptions/${stripeId}`);
    const change = async (path: string, body: unknown = {}) => {
      const response = await api.request(path, { cookie: session.cookie, method: "POST", body });
      expect(response.status).toBe(200);
      await api.idle();
      const stored = await subscriptionOf(member.id);
      expect(acknowledged(stored)).toBe(true);
      const last = updates().at(-1);
      expect(last?.idempotencyKey).toMatch(updateKey(row.id, stored.billingVersion));
      return { stored, sent: form(last) };
    };
    const metadata = { "metadata[subscriptionId]": row.id, "metadata[memberId]": member.id };

    const canceled = await change("/api/subscription/cancel");
    expect(canceled.stored.status).toBe("canceled");
    expect(canceled.sent).toEqual({
      cancel_at_period_end: "true",
      default_payment_method: VISA.id,
      proration_behavior: "none",
      ...metadata,
      "metadata[planId]": "solo-yearly",
    });
    expect(stripe.subscriptions.get(stripeId)).toMatchObject({ status: "trialing", cancelAtPeriodEnd: true });

    const resumed = await change("/api/subscription/resume");
    expect(resumed.stored.status).toBe("active");
    expect(resumed.sent).toMatchObject({ cancel_at_period_end: "false" });
    expect(stripe.subscriptions.get(stripeId)?.cancelAtPeriodEnd).toBe(false);
    expect(updates()).toHaveLength(2);

    const itemId = stripe.subscriptions.get(stripeId)?.items[0]?.id;
    const reads = stripe.sent("GET", `/v1/subscriptions/${stripeId}`).length;
    const switched = await change("/api/subscription/plan", { planId: "family-yearly" });
    expect(switched.stored).toMatchObject({ planId: "solo-yearly", pendingPlanId: "family-yearly" });
    expect(stripe.sent("GET", `/v1/subscriptions/${stripeId}`).length).toBeGreaterThan(reads);
    expect(form(stripe.sent("POST", "/v1/products").at(-1))).toMatchObject({ id: "revizo_family_yearly" });
    expect(switched.sent).toEqual({
      cancel_at_period_end: "false",
      default_payment_method: VISA.id,
      proration_behavior: "none",
      ...metadata,
      "metadata[planId]": "family-yearly",
      "items[0][id]": itemId,
      "items[0][price_data][currency]": "eur",
      "items[0][price_data][product]": "revizo_family_yearly",
      "items[0][price_data][unit_amount]": "14999",
      "items[0][price_data][recurring][interval]": "month",
      "items[0][price_data][recurring][interval_count]": "12",
    });
    // The one item's price replaced, from the next invoice (no proration, the trial's end unchanged).
    expect(stripe.subscriptions.get(stripeId)).toMatchObject({
      status: "trialing",
      trialEnd: seconds(term),
      items: [expect.objectContaining({ id: itemId, unitAmount: 14999, product: "revizo_family_yearly" })],
    });

    // At term Stripe charges the family plan's price; its invoice renews ours onto that plan.
    api.clock.current = new Date(term.getTime() + HOUR);
    const paid = single(stripe.bill(stripeId), "invoice.paid");
    expect(paid.object).toMatchObject({ amount_paid: 14999 });
    expect(await deliver(paid)).toBe("renewed");
    expect(await subscriptionOf(member.id)).toMatchObject({
      status: "active",
      planId: "family-yearly",
      isFamily: true,
      pendingPlanId: null,
      periodEnd: yearAfter(term),
    });
    const [order] = await renewalOrders(member.id);
    expect(order).toMatchObject({ status: "paid", planId: "family-yearly", amountMinor: 14999 });
    // Stripe already holds all that: nothing more is sent.
    expect(updates()).toHaveLength(3);
  });

  it("a cancelled plan expires at its term: Stripe's subscription is deleted once; its deletion event changes nothing", async () => {
    const { member, customer, row, stripeId, term } = await subscribed();
    const session = await login(api, member);
    expect((await api.request("/api/subscription/cancel", { cookie: session.cookie, method: "POST" })).status).toBe(
      200,
    );
    await api.idle();
    const at = new Date(term.getTime() + 60_000);
    api.clock.current = at;
    expect(await run(at, member.id)).toMatchObject({ expired: 1, synced: 1 });
    const expired = await subscriptionOf(member.id);
    expect(expired).toMatchObject({ status: "expired", providerSubscriptionId: null });
    expect(acknowledged(expired)).toBe(true);
    const deletes = stripe.sent("DELETE", `/v1/subscriptions/${stripeId}`);
    expect(deletes.map((r) => r.idempotencyKey)).toEqual([`billing-${row.id}-${expired.billingVersion}`]);
    expect(stripe.subscriptions.get(stripeId)?.status).toBe("canceled");

    const deleted = stripe.events.filter((e) => e.type === "customer.subscription.deleted" && idOf(e) === stripeId);
    expect(deleted).toHaveLength(1);
    expect(await deliver(deleted[0] as StripeEvent)).toBe("ignored");
    const before = stripe.requests.length;
    expect(await run(new Date(at.getTime() + HOUR), member.id)).toMatchObject({ expired: 0, synced: 0 });
    expect(stripe.requests).toHaveLength(before);
    expect(stripe.subscriptionsOf(customer)).toHaveLength(1);
    expect(await renewalOrders(member.id)).toHaveLength(0);
  });

  it("a cancelled plan that Stripe ends at term itself (its deletion event first) is not created again at Stripe", async () => {
    const { member, customer, stripeId, term } = await subscribed();
    const session = await login(api, member);
    expect((await api.request("/api/subscription/cancel", { cookie: session.cookie, method: "POST" })).status).toBe(
      200,
    );
    await api.idle();
    // At its term Stripe ends a subscription set to cancel at period end (no invoice), and says so.
    api.clock.current = new Date(term.getTime() + 30_000);
    const ended = single(stripe.bill(stripeId), "customer.subscription.deleted");
    expect(await deliver(ended)).toBe("subscription-ended");
    // Ours does not renew: Stripe is not asked to hold anything again.
    expect(stripe.subscriptionsOf(customer).filter((s) => s.status !== "canceled")).toEqual([]);
    expect(await subscriptionOf(member.id)).toMatchObject({ status: "canceled", providerSubscriptionId: null });
    // The job then expires ours; nothing is created or deleted at Stripe.
    expect(await run(new Date(term.getTime() + 60_000), member.id)).toMatchObject({ expired: 1 });
    await api.idle();
    expect(await subscriptionOf(member.id)).toMatchObject({ status: "expired" });
    expect(stripe.subscriptionsOf(customer)).toHaveLength(1);
    expect(await renewalOrders(member.id)).toHaveLength(0);
  });

  it("refused for authentication: past due, Stripe's hosted invoice page offered; a new card pays the open invoice at once", async () => {
    const { member, customer, row, stripeId, term } = await subscribed(CARDS.authenticationRequired);
    api.clock.current = new Date(term.getTime() + HOUR);
    const refused = stripe.bill(stripeId);
    expect(refused.map((e) => e.type)).toEqual(["invoice.payment_failed", "invoice.payment_action_required"]);
    const [failed, action] = refused as [StripeEvent, StripeEvent];
    const invoiceId = idOf(failed);
    expect(failed.object).toMatchObject({
      attempt_count: 1,
      next_payment_attempt: seconds(term) + DAY / 1000,
      hosted_invoice_url: stripe.hostedUrl(invoiceId),
    });

    expect(await deliver(failed)).toBe("renewal-refused");
    expect(await subscriptionOf(member.id)).toMatchObject({
      status: "past_due",
      renewalAttempts: 1,
      nextAttemptAt: new Date(term.getTime() + DAY),
      graceUntil: new Date(term.getTime() + 8 * DAY),
    });
    const [first] = await renewalOrders(member.id);
    expect(first).toMatchObject({
      status: "failed",
      failureReason: "payment_failed",
      redirectUrl: stripe.hostedUrl(invoiceId),
      providerReference: invoiceId,
      amountMinor: 8999,
    });
    // payment_failed does not say the bank asks the card holder: nothing for the member to pay yet.
    let session = await sessionAt(member, new Date(term.getTime() + HOUR));
    expect((await api.request("/api/subscription/renewal-payment", { cookie: session.cookie })).status).toBe(404);

    // The second event of that same attempt says so.
    expect(await deliver(action)).toBe("renewal-refused");
    expect(await deliver(action)).toBe("duplicate");
    const [awaiting] = await renewalOrders(member.id);
    expect(awaiting).toMatchObject({ id: first?.id, status: "failed", failureReason: "authentication_required" });
    expect(await subscriptionOf(member.id)).toMatchObject({ status: "past_due", renewalAttempts: 1 });
    const shown = await api.request("/api/subscription/renewal-payment", { cookie: session.cookie });
    expect(shown.status).toBe(200);
    expect(v.parse(RenewalPaymentView, await shown.json())).toMatchObject({
      orderId: first?.id,
      amount: 89.99,
      currency: "EUR",
      term: term.toISOString(),
    });
    const opened = await api.request("/api/subscription/renewal-payment", {
      cookie: session.cookie,
      method: "POST",
      body: {},
    });
    expect(opened.status).toBe(200);
    expect(v.parse(CardUpdateResponse, await opened.json()).redirectUrl).toBe(stripe.hostedUrl(invoiceId));
    expect(
      v.parse(SubscriptionView, await (await api.request("/api/subscription", { cookie: session.cookie })).json()),
    ).toMatchObject({ status: "past_due", renewalAwaitsPayment: true, canUpdateCard: true });
    expect(await mails(member.email, "renewal-failed")).toHaveLength(1);

    // The member replaces the card instead (Checkout in setup mode for the same customer, its signed webhook).
    session = await sessionAt(member, new Date(term.getTime() + 2 * HOUR));
    const card = await api.request("/api/subscription/card", { cookie: session.cookie, method: "POST", body: {} });
    expect(card.status).toBe(200);
    expect(v.parse(CardUpdateResponse, await card.json()).redirectUrl).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const setup = stripe.sent("POST", "/v1/checkout/sessions").at(-1);
    expect(setup?.form.get("mode")).toBe("setup");
    expect(setup?.form.get("customer")).toBe(customer);
    expect(setup?.form.get("metadata[subscriptionId]")).toBe(row.id);
    const setupIntent = `seti_${engine}_${++counter}`;
    stripe.intents.set(setupIntent, { customer, paymentMethod: VISA });
    const completed = {
      id: `cs_setup_${counter}`,
      object: "checkout.session",
      mode: "setup",
      status: "complete",
      customer,
      setup_intent: setupIntent,
      metadata: { subscriptionId: row.id, memberId: member.id, purpose: "card-update" },
    };
    expect(await outcomeOf(await webhook(completed))).toBe("card-updated");
    await api.idle();

    // Stripe is told the card, and pays the open invoice with it at once.
    const updated = await subscriptionOf(member.id);
    expect(updated).toMatchObject({ cardLast4: "4242", providerPaymentMethodId: VISA.id });
    expect(acknowledged(updated)).toBe(true);
    const key = `billing-${row.id}-${updated.billingVersion}-charge`;
    const update = stripe.sent("POST", `/v1/subscriptions/${stripeId}`).at(-1);
    expect(update?.idempotencyKey).toMatch(new RegExp(`^${key}-[0-9a-f]{12}$`));
    expect(update?.form.get("default_payment_method")).toBe(VISA.id);
    const pays = stripe.sent("POST", `/v1/invoices/${invoiceId}/pay`);
    expect(pays.map((r) => [r.idempotencyKey, form(r)])).toEqual([
      [`${key}-pay`, { off_session: "true", payment_method: VISA.id }],
    ]);
    expect(stripe.charges.filter((c) => c.invoice === invoiceId)).toEqual([
      expect.objectContaining({ amount: 8999, currency: "eur", customer, paymentMethod: VISA.id }),
    ]);

    // Its invoice.paid renews the term, on the order of that term.
    const paid = stripe.events.filter((e) => e.type === "invoice.paid" && idOf(e) === invoiceId);
    expect(paid).toHaveLength(1);
    expect(await deliver(paid[0] as StripeEvent)).toBe("renewed");
    expect(await subscriptionOf(member.id)).toMatchObject({
      status: "active",
      renewalAttempts: 0,
      nextAttemptAt: null,
      graceUntil: null,
      periodEnd: yearAfter(term),
    });
    expect((await renewalOrders(member.id)).map((o) => [o.id, o.status])).toEqual([[first?.id, "paid"]]);
    session = await sessionAt(member, new Date(term.getTime() + 3 * HOUR));
    expect((await api.request("/api/subscription/renewal-payment", { cookie: session.cookie })).status).toBe(404);
    expect(await mails(member.email, "renewal-succeeded")).toHaveLength(1);
    expect(stripe.subscriptions.get(stripeId)).toMatchObject({ status: "active", defaultPaymentMethod: VISA.id });
  });

  it("events out of order, replayed or late act once; Stripe's deletion after the last refusal expires the plan", async () => {
    const { member, row, stripeId, term } = await subscribed(CARDS.declined);
    const at = (ms: number) => {
      api.clock.current = new Date(term.getTime() + ms);
      return api.clock.current;
    };
    at(HOUR);
    const first = single(stripe.bill(stripeId), "invoice.payment_failed");
    const invoiceId = idOf(first);
    at(DAY + HOUR);
    const second = single(stripe.retry(invoiceId), "invoice.payment_failed");
    expect(second.object).toMatchObject({ attempt_count: 2, next_payment_attempt: seconds(term) + (3 * DAY) / 1000 });

    // The second attempt's event comes first; the first's, late, changes nothing; a replay is a duplicate.
    expect(await deliver(second)).toBe("renewal-refused");
    expect(await deliver(first)).toBe("already-final");
    expect(await deliver(second)).toBe("duplicate");
    expect(await subscriptionOf(member.id)).toMatchObject({
      status: "past_due",
      renewalAttempts: 2,
      nextAttemptAt: new Date(term.getTime() + 3 * DAY),
      graceUntil: new Date(term.getTime() + 8 * DAY),
    });
    expect(await renewalOrders(member.id)).toEqual([
      expect.objectContaining({ status: "failed", failureReason: "payment_failed", providerReference: invoiceId }),
    ]);
    expect(await mails(member.email, "renewal-failed")).toHaveLength(1);
    // The job leaves it to Stripe's retries during the grace period, and has nothing to tell it.
    const before = stripe.requests.length;
    expect(await run(at(2 * DAY), member.id)).toMatchObject({ awaiting: 0, expired: 0, synced: 0 });
    expect(stripe.requests).toHaveLength(before);

    at(3 * DAY + HOUR);
    expect(await deliver(single(stripe.retry(invoiceId), "invoice.payment_failed"))).toBe("renewal-refused");
    expect(await subscriptionOf(member.id)).toMatchObject({ status: "past_due", renewalAttempts: 3 });
    // The last retry: refused, and Stripe cancels its subscription. The deletion is delivered before the refusal.
    at(7 * DAY + HOUR);
    const last = stripe.retry(invoiceId);
    expect(last.map((e) => e.type)).toEqual(["invoice.payment_failed", "customer.subscription.deleted"]);
    const [refusal, deleted] = last as [StripeEvent, StripeEvent];
    expect(refusal.object).toMatchObject({ attempt_count: 4, next_payment_attempt: null });
    expect(deleted.object).toMatchObject({ id: stripeId, status: "canceled", metadata: { subscriptionId: row.id } });
    expect(await deliver(deleted)).toBe("subscription-ended");
    const ended = await subscriptionOf(member.id);
    expect(ended).toMatchObject({ status: "expired", providerSubscriptionId: null });
    expect(acknowledged(ended)).toBe(true);
    // Stripe's own subscription is gone already: nothing deleted, nothing created.
    expect(stripe.sent("DELETE", `/v1/subscriptions/${stripeId}`)).toHaveLength(0);
    expect(stripe.subscriptionsOf(row.providerCustomerId ?? "")).toHaveLength(1);
    expect(await deliver(refusal)).toBe("already-final");
    expect(await deliver(deleted)).toBe("duplicate");
    expect(await subscriptionOf(member.id)).toMatchObject({ status: "expired", periodEnd: term });
    const session = await sessionAt(member, at(7 * DAY + 2 * HOUR));
    expect((await api.request("/api/subscription", { cookie: session.cookie })).status).toBe(404);
  });

  it("a charge Stripe made for a cancelled plan (told too late) gives the period paid for; the plan stays cancelled", async () => {
    const { member, customer, stripeId, term } = await subscribed();
    // The member cancels the day before the term; Stripe does not answer.
    const session = await sessionAt(member, new Date(term.getTime() - DAY));
    stripe.failNext("network", { method: "POST", path: `/v1/subscriptions/${stripeId}` });
    expect((await api.request("/api/subscription/cancel", { cookie: session.cookie, method: "POST" })).status).toBe(
      200,
    );
    await api.idle();
    const canceled = await subscriptionOf(member.id);
    expect(canceled.status).toBe("canceled");
    expect(acknowledged(canceled)).toBe(false);
    expect(stripe.subscriptions.get(stripeId)?.cancelAtPeriodEnd).toBe(false);

    // Stripe charges the term; its event comes before the job's next run.
    api.clock.current = new Date(term.getTime() + 30_000);
    const paid = single(stripe.bill(stripeId), "invoice.paid");
    expect(await deliver(paid)).toBe("renewed");
    const [kept] = await api.database.db.select().from(paymentEvents).where(eq(paymentEvents.providerEventId, paid.id));
    expect(kept?.outcome).toBe("activated-late");
    const after = await subscriptionOf(member.id);
    expect(after).toMatchObject({ status: "canceled", renewalAttempts: 0, periodEnd: yearAfter(term) });
    expect((await renewalOrders(member.id)).map((o) => o.status)).toEqual(["paid"]);
    // Stripe is told again that ours does not renew (after the event), and it is acknowledged.
    expect(acknowledged(after)).toBe(true);
    expect(stripe.sent("POST", `/v1/subscriptions/${stripeId}`).at(-1)?.form.get("cancel_at_period_end")).toBe("true");
    expect(stripe.subscriptions.get(stripeId)).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect(stripe.subscriptionsOf(customer)).toHaveLength(1);
  });

  it("a charge Stripe made for a cancelled plan the job expired first: the period is given, no renewal after it", async () => {
    const { member, customer, stripeId, term } = await subscribed();
    const session = await sessionAt(member, new Date(term.getTime() - DAY));
    stripe.failNext("network", { method: "POST", path: `/v1/subscriptions/${stripeId}` });
    expect((await api.request("/api/subscription/cancel", { cookie: session.cookie, method: "POST" })).status).toBe(
      200,
    );
    await api.idle();
    // Stripe charges at the term; the job's run comes before its event: ours expires and Stripe's is deleted.
    api.clock.current = new Date(term.getTime() + 30_000);
    const paid = single(stripe.bill(stripeId), "invoice.paid");
    expect(await run(new Date(term.getTime() + 60_000), member.id)).toMatchObject({ expired: 1 });
    expect(stripe.subscriptions.get(stripeId)?.status).toBe("canceled");
    api.clock.current = new Date(term.getTime() + 120_000);
    expect(await deliver(paid)).toBe("renewed");
    const after = await subscriptionOf(member.id);
    expect(after.periodEnd).toEqual(yearAfter(term));
    // The member had cancelled: the period paid for is given, and nothing renews it at its end.
    expect(stripe.subscriptionsOf(customer).filter((s) => s.status !== "canceled" && !s.cancelAtPeriodEnd)).toEqual([]);
    expect(after.status).toBe("canceled");
  });

  it("Stripe not answering: nothing acknowledged; the job tells it again under the same key, one subscription created", async () => {
    // Stripe created the subscription, but its answer was lost.
    stripe.failNext("answer-lost", { method: "POST", path: "/v1/subscriptions" });
    const { member, customer } = await pay();
    await api.idle();
    const unsynced = await subscriptionOf(member.id);
    expect(unsynced.providerSubscriptionId).toBeNull();
    expect(acknowledged(unsynced)).toBe(false);
    expect(stripe.subscriptionsOf(customer)).toHaveLength(1);

    expect((await run(new Date(NOW.getTime() + HOUR), member.id)).synced).toBe(1);
    const creations = stripe.sent("POST", "/v1/subscriptions").filter((r) => r.form.get("customer") === customer);
    // The job finds the one Stripe created among the customer's subscriptions (our id in its metadata): no second
    // creation.
    expect(creations.map((r) => [r.idempotencyKey, r.failed])).toEqual([
      [`subscription-${unsynced.id}-0`, "answer-lost"],
    ]);
    expect(stripe.sent("GET", "/v1/subscriptions").length).toBeGreaterThanOrEqual(1);
    const created = stripe.subscriptionsOf(customer);
    expect(created).toHaveLength(1);
    const synced = await subscriptionOf(member.id);
    expect(synced.providerSubscriptionId).toBe(created[0]?.id);
    expect(acknowledged(synced)).toBe(true);
    expect((await run(new Date(NOW.getTime() + 2 * HOUR), member.id)).synced).toBe(0);
  });

  it("Stripe failing (5xx, no answer): nothing created or changed until a later run does it, under the same keys", async () => {
    stripe.failNext(500, { method: "POST", path: "/v1/subscriptions" });
    const { member, session, customer } = await pay();
    await api.idle();
    expect(stripe.subscriptionsOf(customer)).toHaveLength(0);
    const row = await subscriptionOf(member.id);
    expect(acknowledged(row)).toBe(false);
    stripe.failNext("network", { method: "POST", path: "/v1/products" });
    expect((await run(new Date(NOW.getTime() + HOUR), member.id)).synced).toBe(0);
    expect((await run(new Date(NOW.getTime() + 2 * HOUR), member.id)).synced).toBe(1);
    const created = stripe.subscriptionsOf(customer);
    expect(created).toHaveLength(1);
    const creations = stripe.sent("POST", "/v1/subscriptions").filter((r) => r.form.get("customer") === customer);
    expect(creations.map((r) => r.idempotencyKey)).toEqual([`subscription-${row.id}-0`, `subscription-${row.id}-0`]);
    const stripeId = created[0]?.id ?? "";

    // A cancellation Stripe answers with a 500: told again by the job, under the same key.
    stripe.failNext(500, { method: "POST", path: `/v1/subscriptions/${stripeId}` });
    const cancelled = await api.request("/api/subscription/cancel", { cookie: session.cookie, method: "POST" });
    expect(cancelled.status).toBe(200);
    await api.idle();
    const pending = await subscriptionOf(member.id);
    expect(acknowledged(pending)).toBe(false);
    expect(stripe.subscriptions.get(stripeId)?.cancelAtPeriodEnd).toBe(false);
    expect((await run(new Date(NOW.getTime() + 3 * HOUR), member.id)).synced).toBe(1);
    const updates = stripe.sent("POST", `/v1/subscriptions/${stripeId}`);
    expect(updates.map((r) => r.failed)).toEqual([500, null]);
    expect(updates[0]?.idempotencyKey).toMatch(updateKey(row.id, pending.billingVersion));
    expect(updates[1]?.idempotencyKey).toBe(updates[0]?.idempotencyKey);
    expect(stripe.subscriptions.get(stripeId)?.cancelAtPeriodEnd).toBe(true);
    expect(acknowledged(await subscriptionOf(member.id))).toBe(true);
  });

  it("a creation whose answer was lost, then a cancellation: still one Stripe subscription, told it does not renew", async () => {
    stripe.failNext("answer-lost", { method: "POST", path: "/v1/subscriptions" });
    const { member, session, customer } = await pay();
    await api.idle();
    expect(stripe.subscriptionsOf(customer)).toHaveLength(1);
    expect((await api.request("/api/subscription/cancel", { cookie: session.cookie, method: "POST" })).status).toBe(
      200,
    );
    await api.idle();
    // Told again by the job within the 24 hours Stripe keeps the key, and after.
    await run(new Date(NOW.getTime() + HOUR), member.id);
    api.clock.current = new Date(NOW.getTime() + 25 * HOUR);
    await run(api.clock.now(), member.id);
    const row = await subscriptionOf(member.id);
    const held = stripe.subscriptionsOf(customer);
    // No Stripe subscription charges at term the member who cancelled; ours names the one Stripe holds.
    expect(held.filter((s) => s.status !== "canceled" && !s.cancelAtPeriodEnd)).toEqual([]);
    expect(held).toHaveLength(1);
    expect(row.providerSubscriptionId).toBe(held[0]?.id);
    expect(held[0]?.cancelAtPeriodEnd).toBe(true);
    expect(acknowledged(row)).toBe(true);
  });

  it("a change of plan whose answer was lost is told again and acknowledged", async () => {
    const { member, session, row, stripeId } = await subscribed();
    stripe.failNext("answer-lost", { method: "POST", path: `/v1/subscriptions/${stripeId}` });
    const changed = await api.request("/api/subscription/plan", {
      cookie: session.cookie,
      method: "POST",
      body: { planId: "family-yearly" },
    });
    expect(changed.status).toBe(200);
    await api.idle();
    // Stripe changed the price; we did not hear it.
    expect(stripe.subscriptions.get(stripeId)?.items[0]?.unitAmount).toBe(14999);
    expect(acknowledged(await subscriptionOf(member.id))).toBe(false);
    expect((await run(new Date(NOW.getTime() + HOUR), member.id)).synced).toBe(1);
    const stored = await subscriptionOf(member.id);
    expect(acknowledged(stored)).toBe(true);
    const updates = stripe.sent("POST", `/v1/subscriptions/${stripeId}`);
    // Told again with what is still to change (the price was applied): under a key of its own, which Stripe takes.
    expect(updates).toHaveLength(2);
    for (const update of updates) expect(update.idempotencyKey).toMatch(updateKey(row.id, stored.billingVersion));
    expect(updates[1]?.idempotencyKey).not.toBe(updates[0]?.idempotencyKey);
    expect(updates[1]?.form.has("items[0][id]")).toBe(false);
    expect(stripe.subscriptions.get(stripeId)?.items).toHaveLength(1);
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
