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
