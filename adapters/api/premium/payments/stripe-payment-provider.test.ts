import { describe, expect, it } from "vitest";
import type { CheckoutOrder } from "../../../../application/api/premium/subscriptions.ts";
import { signatureHeader } from "./signatures.ts";
import { stripeForm, StripePaymentProvider } from "./stripe-payment-provider.ts";

const NOW = new Date("2026-11-25T11:00:00Z");
const T = Math.floor(NOW.getTime() / 1000);
const WEBHOOK_SECRET = "whsec_unit";

const order: CheckoutOrder = {
  orderId: "11111111-1111-4111-8111-111111111111",
  memberId: "m",
  email: "a@b.c",
  plan: { id: "solo-yearly", name: "Solo annuel", kind: "card", paymentProvider: "stripe", renewing: false },
  amountMinor: 8999,
  currency: "EUR",
  successUrl: "https://revizo.test/subscribe-success?order=1",
  cancelUrl: "https://revizo.test/subscribe-failed?order=1",
  idempotencyKey: "order-1",
  expiresAt: new Date(NOW.getTime() + 48 * 3600_000),
};

function provider(answer: () => Promise<Response>) {
  const calls: RequestInit[] = [];
  const stripe = new StripePaymentProvider({
    secretKey: "sk_test_unit",
    webhookSecret: WEBHOOK_SECRET,
    clock: { now: () => NOW },
    fetch: (async (_url: RequestInfo | URL, init?: RequestInit) => {
      calls.push(init ?? {});
      return answer();
    }) as typeof fetch,
  });
  return { stripe, calls };
}

const headers = (value: string | null) => new Headers(value === null ? {} : { "stripe-signature": value });
const event = (type: string, object: Record<string, unknown>) =>
  JSON.stringify({
    id: "evt_1",
    type,
    data: {
      object: {
        id: "cs_1",
        client_reference_id: order.orderId,
        amount_total: 8999,
        currency: "eur",
        metadata: { planId: "solo-yearly" },
        ...object,
      },
    },
  });

describe("stripeForm", () => {
  it("encodes nested objects and arrays the way Stripe reads them, leaving out empty values", () => {
    expect(stripeForm({ a: 1, b: { c: "x y", d: [{ e: true }] }, skip: undefined, none: null })).toBe(
      "a=1&b%5Bc%5D=x%20y&b%5Bd%5D%5B0%5D%5Be%5D=true",
    );
  });
});

describe("StripePaymentProvider.createCheckout", () => {
  it("clamps the session's expiry to Stripe's 24 hours", () => {
    const { stripe } = provider(() => Promise.resolve(Response.json({})));
    expect(stripe.sessionParams(order).expires_at).toBe(T + 24 * 3600 - 60);
    expect(stripe.sessionParams({ ...order, expiresAt: NOW }).expires_at).toBe(T + 31 * 60);
    expect(stripe.sessionParams({ ...order, email: null }).customer_email).toBeUndefined();
  });

  it("answers the session's URL and id, or ProviderFailed with the reason", async () => {
    const ok = provider(() =>
      Promise.resolve(Response.json({ id: "cs_1", url: "https://checkout.stripe.com/c/pay/cs_1" })),
    );
    expect((await ok.stripe.createCheckout(order))._unsafeUnwrap()).toEqual({
      redirectUrl: "https://checkout.stripe.com/c/pay/cs_1",
      providerReference: "cs_1",
    });
    expect(new Headers(ok.calls[0]?.headers).get("idempotency-key")).toBe("order-1");
    const refused = provider(() =>
      Promise.resolve(
        Response.json({ error: { type: "invalid_request_error", code: "parameter_invalid_integer" } }, { status: 400 }),
      ),
    );
    expect((await refused.stripe.createCheckout(order))._unsafeUnwrapErr().reason).toBe(
      "http 400: parameter_invalid_integer",
    );
    const garbled = provider(() => Promise.resolve(new Response("<html>", { status: 502 })));
    expect((await garbled.stripe.createCheckout(order))._unsafeUnwrapErr().reason).toBe("http 502: unreadable body");
    const incomplete = provider(() => Promise.resolve(Response.json({ id: "cs_1" })));
    expect((await incomplete.stripe.createCheckout(order))._unsafeUnwrapErr().reason).toBe("session without id or url");
    const down = provider(() => Promise.reject(new TypeError("fetch failed")));
    expect((await down.stripe.createCheckout(order))._unsafeUnwrapErr().reason).toBe("TypeError");
  });
});

describe("StripePaymentProvider.verifyWebhook", () => {
  const { stripe } = provider(() => Promise.resolve(Response.json({})));
  const verify = (raw: string) => stripe.verifyWebhook(headers(signatureHeader(WEBHOOK_SECRET, T, raw)), raw);

  it("reads Checkout Session events into payment events", () => {
    expect(verify(event("checkout.session.completed", { payment_status: "paid" }))._unsafeUnwrap()).toMatchObject({
      provider: "stripe",
      eventId: "evt_1",
      kind: "succeeded",
      orderId: order.orderId,
      providerReference: "cs_1",
      planId: "solo-yearly",
      amountMinor: 8999,
      currency: "eur",
    });
    expect(verify(event("checkout.session.completed", { payment_status: "unpaid" }))._unsafeUnwrap().kind).toBe(
      "ignored",
    );
    expect(
      verify(event("checkout.session.completed", { payment_status: "no_payment_required" }))._unsafeUnwrap().kind,
    ).toBe("succeeded");
    expect(verify(event("checkout.session.async_payment_succeeded", {}))._unsafeUnwrap().kind).toBe("succeeded");
    expect(verify(event("checkout.session.async_payment_failed", {}))._unsafeUnwrap()).toMatchObject({
      kind: "failed",
      failureReason: "async_payment_failed",
    });
    expect(verify(event("checkout.session.expired", {}))._unsafeUnwrap().kind).toBe("expired");
    expect(verify(event("payment_intent.succeeded", {}))._unsafeUnwrap()).toMatchObject({
      kind: "ignored",
      orderId: null,
    });
    // The order id falls back to the metadata; a fractional amount is no amount.
    expect(
      verify(
        event("checkout.session.completed", {
          client_reference_id: null,
          metadata: { orderId: "o-2" },
          amount_total: 1.5,
        }),
      )._unsafeUnwrap(),
    ).toMatchObject({ orderId: "o-2", amountMinor: null });
  });

  it("refuses unsigned and unreadable bodies", () => {
    const raw = event("checkout.session.completed", {});
    expect(stripe.verifyWebhook(headers(null), raw)._unsafeUnwrapErr().reason).toBe("missing-signature");
    for (const bad of ["not json", "[]", JSON.stringify({ id: "evt" })]) {
      expect(verify(bad)._unsafeUnwrapErr().reason).toBe("malformed");
    }
  });
});

describe("StripePaymentProvider, issue 15: the card kept for renewals", () => {
  const renewing: CheckoutOrder = { ...order, plan: { ...order.plan, renewing: true } };

  it("asks Checkout to keep a customer and the card for off-session use, only for a renewing plan", () => {
    const { stripe } = provider(() => Promise.resolve(Response.json({})));
    const kept = stripe.sessionParams(renewing);
    expect(kept).toMatchObject({
      customer_creation: "always",
      payment_intent_data: { setup_future_usage: "off_session", metadata: { orderId: order.orderId } },
    });
    const once = stripe.sessionParams(order);
    expect(once.customer_creation).toBeUndefined();
    expect(once.payment_intent_data).toEqual({ metadata: { orderId: order.orderId, planId: "solo-yearly" } });
    // ADR 029 addendum: a renewal paid by its member is charged to the customer on file (no new customer).
    const renewal = stripe.sessionParams({ ...renewing, customerId: "cus_on_file" });
    expect(renewal).toMatchObject({
      customer: "cus_on_file",
      payment_intent_data: { setup_future_usage: "off_session" },
    });
    expect(renewal.customer_creation).toBeUndefined();
    expect(renewal.customer_email).toBeUndefined();
  });

  it("opens a setup-mode session for a card update, on the customer on file or a new one", async () => {
    const { stripe, calls } = provider(() =>
      Promise.resolve(Response.json({ id: "cs_setup", url: "https://checkout.stripe.com/c/pay/cs_setup" })),
    );
    const setup = {
      subscriptionId: "sub-1",
      memberId: "m",
      email: "a@b.c",
      customerId: "cus_1",
      currency: "EUR" as const,
      successUrl: "https://revizo.test/mon-compte?abonnement=cardUpdated",
      cancelUrl: "https://revizo.test/mon-compte?abonnement=cardUnchanged",
      idempotencyKey: "card-update-1",
    };
    expect((await stripe.createSetup(setup))._unsafeUnwrap()).toEqual({
      redirectUrl: "https://checkout.stripe.com/c/pay/cs_setup",
    });
    const form = new URLSearchParams(String(calls[0]?.body));
    expect(Object.fromEntries(form)).toMatchObject({
      mode: "setup",
      currency: "eur",
      "payment_method_types[0]": "card",
      customer: "cus_1",
      "metadata[subscriptionId]": "sub-1",
      "setup_intent_data[metadata][memberId]": "m",
    });
    expect(form.has("customer_creation")).toBe(false);
    expect(stripe.setupParams({ ...setup, customerId: null })).toMatchObject({
      customer_creation: "always",
      customer_email: "a@b.c",
    });
  });

  it("reads the setup session's event and the saved card from its intent", async () => {
    const answers: Response[] = [];
    const { stripe, calls } = provider(() => Promise.resolve(answers.shift() ?? Response.json({}, { status: 500 })));
    const verify = (raw: string) => stripe.verifyWebhook(headers(signatureHeader(WEBHOOK_SECRET, T, raw)), raw);
    const setup = verify(
      event("checkout.session.completed", {
        mode: "setup",
        status: "complete",
        setup_intent: "seti_1",
        customer: "cus_1",
        metadata: { subscriptionId: "sub-1", memberId: "m" },
      }),
    )._unsafeUnwrap();
    expect(setup).toMatchObject({ kind: "ignored", orderId: null, setup: { subscriptionId: "sub-1", memberId: "m" } });
    expect(setup.savedCardRef).toBe("seti_1");
    // Without our metadata, a setup session is nobody's card update.
    expect(
      verify(
        event("checkout.session.completed", { mode: "setup", setup_intent: "seti_2", metadata: {} }),
      )._unsafeUnwrap(),
    ).toMatchObject({ setup: null, savedCardRef: null });

    answers.push(
      Response.json({
        id: "seti_1",
        customer: "cus_1",
        payment_method: { id: "pm_1", card: { brand: "mastercard", last4: "4444" } },
      }),
    );
    expect((await stripe.withSavedCard(setup))._unsafeUnwrap().card).toEqual({
      brand: "mastercard",
      last4: "4444",
      customerId: "cus_1",
      paymentMethodId: "pm_1",
    });
    expect(String(calls[0]?.method)).toBe("GET");
    // Stripe down: the event is not taken (delivered again later).
    expect((await stripe.withSavedCard(setup))._unsafeUnwrapErr().type).toBe("ProviderFailed");

    const paid = verify(
      event("checkout.session.completed", { payment_status: "paid", customer: "cus_1", payment_intent: "pi_1" }),
    )._unsafeUnwrap();
    expect(paid.savedCardRef).toBe("pi_1");
    // A payment without a customer saved no card: nothing to read.
    const single = verify(event("checkout.session.completed", { payment_status: "paid", payment_intent: "pi_2" }));
    expect(single._unsafeUnwrap().savedCardRef).toBeNull();
    expect((await stripe.withSavedCard(single._unsafeUnwrap()))._unsafeUnwrap().card).toBeUndefined();
  });
});

/** Issue 15 (ADR 040): a Stripe answering each call by method and path, with a log of what was sent. */
function stripeAt(routes: Record<string, (form: URLSearchParams) => Response>) {
  const sent: { route: string; form: URLSearchParams; key: string | null }[] = [];
  const stripe = new StripePaymentProvider({
    secretKey: "sk_test_unit",
    webhookSecret: WEBHOOK_SECRET,
    clock: { now: () => NOW },
    fetch: (async (url: RequestInfo | URL, init?: RequestInit) => {
      const route = `${init?.method ?? "GET"} ${new URL(String(url)).pathname}`;
      const form = new URLSearchParams(String(init?.body ?? ""));
      sent.push({ route, form, key: new Headers(init?.headers).get("idempotency-key") });
      const answer = routes[route];
      return answer ? answer(form) : Response.json({ error: { code: "resource_missing" } }, { status: 404 });
    }) as typeof fetch,
  });
  return { stripe, sent };
}

describe("StripePaymentProvider.syncSubscription (ADR 040)", () => {
  const term = new Date("2027-11-25T11:00:00Z");
  const sync = {
    subscriptionId: "sub-ours",
    memberId: "member-1",
    providerSubscriptionId: null,
    billing: {
      renews: true,
      nextChargeAt: term,
      plan: { id: "solo-yearly", name: "Solo annuel" },
      amountMinor: 8999,
      currency: "EUR" as const,
      every: { amount: 12, unit: "months" as const },
    },
    card: { brand: "visa", last4: "4242", customerId: "cus_1", paymentMethodId: "pm_1" },
    chargeNow: false,
    idempotencyKey: "billing-sub-ours-1",
    creationKey: "subscription-sub-ours-0",
  };
  const held = (over: Record<string, unknown> = {}) =>
    Response.json({
      id: "sub_1",
      status: "trialing",
      trial_end: Math.floor(term.getTime() / 1000),
      metadata: { planId: "solo-yearly" },
      latest_invoice: "in_0",
      items: {
        data: [
          {
            id: "si_1",
            price: { unit_amount: 8999, currency: "eur", recurring: { interval: "month", interval_count: 12 } },
          },
        ],
      },
      ...over,
    });

  it("creates the subscription: its first charge at our term, the list price, the saved card, our ids", async () => {
    const { stripe, sent } = stripeAt({
      "POST /v1/products": () => Response.json({ error: { code: "resource_already_exists" } }, { status: 400 }),
      // None of ours among the customer's (a creation whose answer was lost would be found here).
      "GET /v1/subscriptions": () =>
        Response.json({ data: [{ id: "sub_other", status: "active", metadata: { subscriptionId: "someone-else" } }] }),
      "POST /v1/subscriptions": () => Response.json({ id: "sub_1", status: "trialing" }),
    });
    expect((await stripe.syncSubscription(sync))._unsafeUnwrap()).toEqual({ providerSubscriptionId: "sub_1" });
    expect(sent.map((s) => s.route)).toEqual(["GET /v1/subscriptions", "POST /v1/products", "POST /v1/subscriptions"]);
    expect(sent[1]?.form.get("id")).toBe("revizo_solo_yearly");
    const created = sent[2];
    expect(created?.key).toBe("subscription-sub-ours-0");
    expect(Object.fromEntries(created?.form ?? [])).toMatchObject({
      customer: "cus_1",
      default_payment_method: "pm_1",
      "items[0][price_data][currency]": "eur",
      "items[0][price_data][product]": "revizo_solo_yearly",
      "items[0][price_data][unit_amount]": "8999",
      "items[0][price_data][recurring][interval]": "month",
      "items[0][price_data][recurring][interval_count]": "12",
      trial_end: String(Math.floor(term.getTime() / 1000)),
      proration_behavior: "none",
      cancel_at_period_end: "false",
      off_session: "true",
      "metadata[subscriptionId]": "sub-ours",
      "metadata[memberId]": "member-1",
      "metadata[planId]": "solo-yearly",
    });
  });

  it("tells an existing one the cancellation, a new price from the next term, and the card; pays the open invoice", async () => {
    const { stripe, sent } = stripeAt({
      "POST /v1/products": () => Response.json({ id: "revizo_family_yearly" }),
      "GET /v1/subscriptions/sub_1": () =>
        held({ status: "past_due", latest_invoice: { id: "in_9", status: "open" }, current_period_end: 1 }),
      "POST /v1/subscriptions/sub_1": () => Response.json({ id: "sub_1" }),
      "POST /v1/invoices/in_9/pay": () => Response.json({ error: { code: "card_declined" } }, { status: 402 }),
    });
    const changed = {
      ...sync,
      providerSubscriptionId: "sub_1",
      billing: {
        ...sync.billing,
        renews: false,
        plan: { id: "family-yearly", name: "Famille annuel" },
        amountMinor: 14999,
      },
      card: { ...sync.card, paymentMethodId: "pm_2" },
      chargeNow: true,
    };
    expect((await stripe.syncSubscription(changed))._unsafeUnwrap()).toEqual({ providerSubscriptionId: "sub_1" });
    const update = sent.find((s) => s.route === "POST /v1/subscriptions/sub_1");
    // The key names the version and what is sent (a repeat after a lost answer sends less, under a key of its own).
    expect(update?.key).toMatch(/^billing-sub-ours-1-[0-9a-f]{12}$/);
    expect(Object.fromEntries(update?.form ?? [])).toMatchObject({
      cancel_at_period_end: "true",
      default_payment_method: "pm_2",
      proration_behavior: "none",
      "items[0][id]": "si_1",
      "items[0][price_data][unit_amount]": "14999",
      "metadata[planId]": "family-yearly",
    });
    // The refused invoice is charged again with the new card (its outcome comes as an event).
    const pay = sent.find((s) => s.route === "POST /v1/invoices/in_9/pay");
    expect(Object.fromEntries(pay?.form ?? [])).toEqual({ off_session: "true", payment_method: "pm_2" });
    expect(pay?.key).toBe("billing-sub-ours-1-pay");
  });

  it("leaves the price alone when it is the same, and moves a later first charge (an extension)", async () => {
    const { stripe, sent } = stripeAt({
      "POST /v1/products": () => Response.json({ id: "revizo_solo_yearly" }),
      "GET /v1/subscriptions/sub_1": () => held(),
      "POST /v1/subscriptions/sub_1": () => Response.json({ id: "sub_1" }),
    });
    const later = new Date(term.getTime() + 365 * 86_400_000);
    await stripe.syncSubscription({ ...sync, providerSubscriptionId: "sub_1" });
    await stripe.syncSubscription({
      ...sync,
      providerSubscriptionId: "sub_1",
      billing: { ...sync.billing, nextChargeAt: later },
    });
    const [same, extended] = sent.filter((s) => s.route === "POST /v1/subscriptions/sub_1");
    expect(same?.form.has("items[0][id]")).toBe(false);
    expect(same?.form.has("trial_end")).toBe(false);
    expect(extended?.form.get("trial_end")).toBe(String(Math.floor(later.getTime() / 1000)));
  });

  it("ends it now when ours holds nothing; no saved card or no answer is ProviderFailed", async () => {
    const gone = stripeAt({
      "DELETE /v1/subscriptions/sub_1": () => Response.json({ id: "sub_1", status: "canceled" }),
    });
    const ended = await gone.stripe.syncSubscription({ ...sync, providerSubscriptionId: "sub_1", billing: null });
    expect(ended._unsafeUnwrap()).toEqual({ providerSubscriptionId: null });
    expect(gone.sent.map((s) => s.route)).toEqual(["DELETE /v1/subscriptions/sub_1"]);
    // Unknown to Stripe: nothing is held either. A cancelled one Stripe holds none of is not created only to end.
    const unknown = stripeAt({ "GET /v1/subscriptions": () => Response.json({ data: [] }) });
    expect(
      (
        await unknown.stripe.syncSubscription({ ...sync, providerSubscriptionId: "sub_1", billing: null })
      )._unsafeUnwrap(),
    ).toEqual({ providerSubscriptionId: null });
    const cancelled = { ...sync, billing: { ...sync.billing, renews: false } };
    expect((await unknown.stripe.syncSubscription(cancelled))._unsafeUnwrap()).toEqual({
      providerSubscriptionId: null,
    });
    expect(unknown.sent.map((s) => s.route)).not.toContain("POST /v1/subscriptions");

    const noCard = stripeAt({});
    expect(
      (await noCard.stripe.syncSubscription({ ...sync, card: { brand: "visa", last4: "4242" } }))._unsafeUnwrapErr(),
    ).toEqual({ type: "ProviderFailed", reason: "no_saved_card" });
    expect(noCard.sent).toHaveLength(0);
    const down = stripeAt({
      "POST /v1/products": () => Response.json({ id: "revizo_solo_yearly" }),
      "GET /v1/subscriptions": () => Response.json({ data: [] }),
      "POST /v1/subscriptions": () => Response.json({ error: { type: "api_error" } }, { status: 500 }),
    });
    expect((await down.stripe.syncSubscription(sync))._unsafeUnwrapErr()).toEqual({
      type: "ProviderFailed",
      reason: "http 500: api_error",
    });
  });
});

describe("StripePaymentProvider billing events (ADR 040)", () => {
  const { stripe } = provider(() => Promise.resolve(Response.json({})));
  const signed = (type: string, object: Record<string, unknown>) => {
    const raw = JSON.stringify({ id: "evt_b", type, data: { object } });
    return stripe.verifyWebhook(headers(signatureHeader(WEBHOOK_SECRET, T, raw)), raw)._unsafeUnwrap();
  };
  const termSeconds = Math.floor(new Date("2027-11-25T11:00:00Z").getTime() / 1000);
  const invoice = (over: Record<string, unknown> = {}) => ({
    id: "in_1",
    billing_reason: "subscription_cycle",
    currency: "eur",
    amount_paid: 8999,
    amount_due: 8999,
    attempt_count: 1,
    next_payment_attempt: termSeconds + 86_400,
    hosted_invoice_url: "https://invoice.stripe.com/i/in_1",
    lines: { data: [{ period: { start: termSeconds, end: termSeconds + 365 * 86_400 } }] },
    parent: {
      subscription_details: {
        subscription: "sub_1",
        metadata: { subscriptionId: "sub-ours", memberId: "member-1", planId: "solo-yearly" },
      },
    },
    ...over,
  });

  it("reads a paid renewal (2025-03-31 shape) and a refused one with its next attempt and hosted page", () => {
    expect(signed("invoice.paid", invoice()).renewal).toEqual({
      outcome: "paid",
      subscriptionId: "sub-ours",
      memberId: "member-1",
      providerSubscriptionId: "sub_1",
      invoiceId: "in_1",
      term: new Date(termSeconds * 1000),
      planId: "solo-yearly",
      amountMinor: 8999,
      currency: "eur",
      attempt: 1,
      nextAttemptAt: new Date((termSeconds + 86_400) * 1000),
      reason: null,
      payUrl: null,
    });
    expect(signed("invoice.payment_failed", invoice()).renewal).toMatchObject({
      outcome: "refused",
      reason: "payment_failed",
      payUrl: "https://invoice.stripe.com/i/in_1",
    });
    expect(signed("invoice.payment_action_required", invoice()).renewal?.reason).toBe("authentication_required");
  });

  it("reads the older shape (subscription and subscription_details on the invoice, its PaymentIntent named)", () => {
    const older = signed(
      "invoice.paid",
      invoice({
        parent: null,
        subscription: "sub_2",
        subscription_details: { metadata: { subscriptionId: "sub-ours", memberId: "member-1", planId: "solo-yearly" } },
        payment_intent: "pi_9",
      }),
    );
    expect(older.renewal).toMatchObject({ providerSubscriptionId: "sub_2", subscriptionId: "sub-ours" });
    expect(older.savedCardRef).toBe("pi_9");
  });

  it("ignores the trial's invoice and subscriptions that are not ours; reads the end of ours", () => {
    expect(signed("invoice.paid", invoice({ billing_reason: "subscription_create" })).renewal).toBeNull();
    expect(
      signed("invoice.paid", invoice({ parent: { subscription_details: { subscription: "sub_x" } } })).renewal,
    ).toBeNull();
    expect(
      signed("customer.subscription.deleted", {
        id: "sub_1",
        metadata: { subscriptionId: "sub-ours", memberId: "member-1" },
      }).renewal,
    ).toMatchObject({ outcome: "ended", providerSubscriptionId: "sub_1", subscriptionId: "sub-ours", invoiceId: null });
    expect(signed("customer.subscription.deleted", { id: "sub_1", metadata: {} }).renewal).toBeNull();
  });

  it("a refusal's reason is read from its PaymentIntent when the event names one", async () => {
    const reading = provider(() =>
      Promise.resolve(
        Response.json({
          id: "pi_9",
          status: "requires_payment_method",
          last_payment_error: { decline_code: "insufficient_funds" },
        }),
      ),
    );
    const raw = JSON.stringify({
      id: "evt_c",
      type: "invoice.payment_failed",
      data: { object: invoice({ payment_intent: "pi_9" }) },
    });
    const event = reading.stripe.verifyWebhook(headers(signatureHeader(WEBHOOK_SECRET, T, raw)), raw)._unsafeUnwrap();
    const read = (await reading.stripe.withSavedCard(event))._unsafeUnwrap();
    expect(read.renewal?.reason).toBe("insufficient_funds");
  });
});
