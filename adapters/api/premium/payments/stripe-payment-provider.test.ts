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

  it("renews off-session under the order id: success, refusals, and failures to retry", async () => {
    const charge = {
      subscriptionId: "sub-1",
      memberId: "m",
      orderId: "22222222-2222-4222-8222-222222222222",
      providerReference: "cs_1",
      card: { brand: "visa", last4: "4242", customerId: "cus_1", paymentMethodId: "pm_1" },
      planId: "solo-yearly",
      amountMinor: 8999,
      currency: "EUR" as const,
      idempotencyKey: "renewal:sub-1:2027:1",
    };
    const answering = (body: unknown, status = 200) => provider(() => Promise.resolve(Response.json(body, { status })));

    const paid = answering({ id: "pi_9", status: "succeeded" });
    expect((await paid.stripe.renew(charge))._unsafeUnwrap()).toEqual({ providerReference: "pi_9" });
    expect(new Headers(paid.calls[0]?.headers).get("idempotency-key")).toBe(charge.orderId);
    expect(Object.fromEntries(new URLSearchParams(String(paid.calls[0]?.body)))).toMatchObject({
      amount: "8999",
      currency: "eur",
      customer: "cus_1",
      payment_method: "pm_1",
      off_session: "true",
      confirm: "true",
    });

    const refused = async (body: unknown, status: number) =>
      (await answering(body, status).stripe.renew(charge))._unsafeUnwrapErr();
    expect(
      await refused({ error: { type: "card_error", code: "card_declined", decline_code: "insufficient_funds" } }, 402),
    ).toEqual({
      type: "RenewalDeclined",
      reason: "insufficient_funds",
    });
    expect(await refused({ error: { type: "card_error", code: "authentication_required" } }, 402)).toEqual({
      type: "RenewalDeclined",
      reason: "authentication_required",
    });
    expect(await refused({ error: { type: "invalid_request_error" } }, 400)).toEqual({
      type: "RenewalDeclined",
      reason: "invalid_request_error",
    });
    expect(await refused({ id: "pi_3", status: "requires_action" }, 200)).toEqual({
      type: "RenewalDeclined",
      reason: "requires_action",
    });
    expect(await refused({ error: { type: "api_error" } }, 500)).toEqual({
      type: "ProviderFailed",
      reason: "http 500: api_error",
    });
    expect(await refused({ error: { type: "idempotency_error" } }, 409)).toMatchObject({ type: "ProviderFailed" });
    expect(await refused({ id: "pi_4", status: "processing" }, 200)).toMatchObject({ type: "ProviderFailed" });
    const down = provider(() => Promise.reject(new TypeError("fetch failed")));
    expect((await down.stripe.renew(charge))._unsafeUnwrapErr()).toEqual({
      type: "ProviderFailed",
      reason: "TypeError",
    });

    // No customer or payment method saved (a subscription bought before): refused without calling Stripe.
    const none = answering({});
    expect((await none.stripe.renew({ ...charge, card: { brand: "visa", last4: "4242" } }))._unsafeUnwrapErr()).toEqual(
      {
        type: "RenewalDeclined",
        reason: "no_saved_card",
      },
    );
    expect(none.calls).toHaveLength(0);
  });
});
