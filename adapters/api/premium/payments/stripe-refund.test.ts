// Issue 15 (ADR 030): the Stripe adapter's refund against a fake Stripe (the fetch pattern of
// stripe-payment-provider.test.ts): the session's payment intent is read, then one refund per Idempotency-Key.
import { describe, expect, it } from "vitest";
import type { RefundRequest } from "../../../../application/api/premium/subscriptions.ts";
import { StripePaymentProvider } from "./stripe-payment-provider.ts";

const ORDER = "11111111-1111-4111-8111-111111111111";
const request: RefundRequest = {
  orderId: ORDER,
  providerReference: "cs_test_1",
  amountMinor: 14999,
  currency: "EUR",
  idempotencyKey: `refund-${ORDER}`,
};

/** A fake Stripe: one session with its payment intent; refunds kept by idempotency key, as Stripe does. */
function fakeStripe(options: { intent?: unknown; refundStatus?: number } = {}) {
  const calls: { method: string; url: string; headers: Headers; body: string }[] = [];
  const refunds = new Map<string, { id: string; body: string }>();
  const fetch = (async (url: RequestInfo | URL, init?: RequestInit) => {
    const call = {
      method: init?.method ?? "GET",
      url: String(url),
      headers: new Headers(init?.headers),
      body: String(init?.body ?? ""),
    };
    calls.push(call);
    if (call.method === "GET" && call.url === "https://stripe.test/v1/checkout/sessions/cs_test_1")
      return Response.json({ id: "cs_test_1", payment_intent: "intent" in options ? options.intent : "pi_1" });
    if (call.method === "POST" && call.url === "https://stripe.test/v1/refunds") {
      if (options.refundStatus)
        return Response.json({ error: { code: "charge_already_refunded" } }, { status: options.refundStatus });
      const key = call.headers.get("idempotency-key") ?? "";
      if (!refunds.has(key)) refunds.set(key, { id: `re_${refunds.size + 1}`, body: call.body });
      return Response.json({ id: refunds.get(key)!.id, object: "refund" });
    }
    return Response.json({ error: { code: "resource_missing" } }, { status: 404 });
  }) as typeof globalThis.fetch;
  const stripe = new StripePaymentProvider({
    secretKey: "sk_test_unit",
    webhookSecret: "whsec_unit",
    clock: { now: () => new Date("2026-11-25T11:00:00Z") },
    fetch,
    apiBase: "https://stripe.test",
  });
  return { stripe, calls, refunds };
}

describe("StripePaymentProvider.refund (issue 15)", () => {
  it("refunds the session's payment intent in full, with the order's idempotency key", async () => {
    const { stripe, calls, refunds } = fakeStripe();
    expect((await stripe.refund(request))._unsafeUnwrap()).toEqual({ refundId: "re_1" });
    const post = calls.find((call) => call.method === "POST");
    expect(post?.headers.get("idempotency-key")).toBe(`refund-${ORDER}`);
    expect(post?.headers.get("authorization")).toBe("Bearer sk_test_unit");
    expect(new URLSearchParams(post?.body)).toEqual(
      new URLSearchParams({ payment_intent: "pi_1", amount: "14999", "metadata[orderId]": ORDER }),
    );
    // A double click, a retry: the same key, the same refund.
    expect((await stripe.refund(request))._unsafeUnwrap()).toEqual({ refundId: "re_1" });
    expect(refunds.size).toBe(1);
  });

  it("reads an expanded payment intent too", async () => {
    const { stripe } = fakeStripe({ intent: { id: "pi_2", object: "payment_intent" } });
    expect((await stripe.refund(request)).isOk()).toBe(true);
  });

  it("answers ProviderFailed with the reason, and refunds nothing it cannot find", async () => {
    expect((await fakeStripe().stripe.refund({ ...request, providerReference: null }))._unsafeUnwrapErr()).toEqual({
      type: "ProviderFailed",
      reason: "no session to refund",
    });
    expect(
      (await fakeStripe().stripe.refund({ ...request, providerReference: "cs_other" }))._unsafeUnwrapErr(),
    ).toEqual({ type: "ProviderFailed", reason: "http 404: resource_missing" });
    // A session that was never paid has no payment intent: nothing is posted.
    const unpaid = fakeStripe({ intent: null });
    expect((await unpaid.stripe.refund(request))._unsafeUnwrapErr().reason).toBe("session without payment intent");
    expect(unpaid.calls.some((call) => call.method === "POST")).toBe(false);
    const refused = fakeStripe({ refundStatus: 400 });
    expect((await refused.stripe.refund(request))._unsafeUnwrapErr().reason).toBe("http 400: charge_already_refunded");
  });
});
