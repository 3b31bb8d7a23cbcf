// Issue 6, the Stripe Checkout adapter, offline: the session is created through a fake `fetch` (what would go to
// Stripe is checked), and webhooks are Stripe-shaped payloads signed with the webhook secret as Stripe signs them.
import { eq } from "drizzle-orm";
import * as v from "valibot";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedCommerce } from "../../adapters/api/premium/catalog/drizzle-commerce-seeder.ts";
import { subscriptions } from "../../adapters/api/db/schema.ts";
import { registerPayments } from "../../adapters/api/premium/payments/register-payments.ts";
import { signatureHeader } from "../../adapters/api/premium/payments/signatures.ts";
import { CheckoutSessionResponse, OrderView, WebhookResponse } from "../../application/contracts/premium/checkout.ts";
import { ENGINES, ORIGIN, startTestApi, type TestApi } from "./support/api.ts";
import { createMember, errorOf, login, type Session } from "./support/members.ts";

const NOW = new Date("2026-11-25T12:00:00+01:00");
const SECRET_KEY = "sk_test_offline";
const WEBHOOK_SECRET = "whsec_offline_test_secret";

interface SentRequest {
  url: string;
  headers: Record<string, string>;
  form: URLSearchParams;
}

describe.each(ENGINES)("payments with Stripe Checkout (offline) on %s", (engine) => {
  let api: TestApi;
  const sent: SentRequest[] = [];
  /** What the fake Stripe answers next: a status, or a thrown network error. */
  let nextAnswer: number | "network" = 200;
  let keyCounter = 0;
  const key = () => `stripe-key-${++keyCounter}-${Date.now()}`;

  const fakeFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const form = new URLSearchParams(String(init?.body ?? ""));
    sent.push({ url: String(input), headers, form });
    const answer = nextAnswer;
    nextAnswer = 200;
    if (answer === "network") throw new TypeError("fetch failed");
    if (answer !== 200)
      return new Response(JSON.stringify({ error: { type: "api_error", code: "resource_missing" } }), {
        status: answer,
      });
    const id = `cs_test_${headers["idempotency-key"]?.replace(/[^a-z0-9]/gi, "").slice(-24)}`;
    return Response.json({ id, object: "checkout.session", url: `https://checkout.stripe.com/c/pay/${id}` });
  }) as typeof fetch;

  beforeAll(async () => {
    api = await startTestApi(engine, {
      PAYMENT_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    await seedCommerce(api.database.db);
    registerPayments(api.container, api.database, api.config, { fetch: fakeFetch });
  });
  beforeEach(() => {
    api.clock.current = new Date(NOW);
    sent.length = 0;
  });
  afterAll(() => api.close());

  const open = (session: Session, body: Record<string, unknown>) =>
    api.request("/api/checkout/sessions", {
      cookie: session.cookie,
      body: { idempotencyKey: key(), withdrawalWaiver: true, ...body },
    });

  const orderOf = async (session: Session, orderId: string) => {
    const response = await api.request(`/api/checkout/orders/${orderId}`, { cookie: session.cookie });
    expect(response.status).toBe(200);
    return v.parse(OrderView, await response.json());
  };

  /** A Checkout Session event as Stripe posts it. */
  const stripeEvent = (
    type: string,
    order: { orderId: string; sessionId: string; amountMinor: number; planId: string },
    overrides: Record<string, unknown> = {},
  ) =>
    JSON.stringify({
      id: `evt_${crypto.randomUUID().replace(/-/g, "")}`,
      object: "event",
      type,
      created: Math.floor(api.clock.now().getTime() / 1000),
      data: {
        object: {
          id: order.sessionId,
          object: "checkout.session",
          client_reference_id: order.orderId,
          amount_total: order.amountMinor,
          currency: "eur",
          payment_status: "paid",
          metadata: { orderId: order.orderId, planId: order.planId },
          ...overrides,
        },
      },
    });

  const post = (rawBody: string, signature: string | null) =>
    api.request("/api/payments/webhooks/stripe", {
      bare: true,
      method: "POST",
      raw: rawBody,
      headers: {
        "content-type": "application/json",
        ...(signature !== null ? { "stripe-signature": signature } : {}),
      },
    });
  const signed = (rawBody: string, at = api.clock.now()) =>
    post(rawBody, signatureHeader(WEBHOOK_SECRET, Math.floor(at.getTime() / 1000), rawBody));
  const outcomeOf = async (response: Response) => {
    expect(response.status).toBe(200);
    return v.parse(WebhookResponse, await response.json()).outcome;
  };

  const checkout = async (session: Session, planId = "family-yearly") => {
    const response = await open(session, { planId });
    expect(response.status).toBe(201);
    const body = v.parse(CheckoutSessionResponse, await response.json());
    const sessionId = new URL(body.redirectUrl).pathname.split("/").pop() ?? "";
    return { body, ref: { orderId: body.orderId, sessionId, amountMinor: body.amountMinor, planId } };
  };

  it("creates the Checkout Session with the server's price, the order's idempotency key and the return URLs", async () => {
    const session = await login(api, await createMember(api));
    const { body } = await checkout(session);
    expect(body).toMatchObject({ provider: "stripe", amountMinor: 14999, currency: "EUR", status: "pending" });
    expect(body.redirectUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request?.url).toBe("https://api.stripe.com/v1/checkout/sessions");
    expect(request?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(request?.headers["idempotency-key"]).toBe(`order-${body.orderId}`);
    const form = request?.form;
    expect(form?.get("mode")).toBe("payment");
    expect(form?.get("client_reference_id")).toBe(body.orderId);
    expect(form?.get("line_items[0][price_data][unit_amount]")).toBe("14999");
    expect(form?.get("line_items[0][price_data][currency]")).toBe("eur");
    expect(form?.get("line_items[0][quantity]")).toBe("1");
    expect(form?.get("metadata[planId]")).toBe("family-yearly");
    expect(form?.get("success_url")).toBe(`${ORIGIN}/subscribe-success?order=${body.orderId}`);
    expect(form?.get("cancel_url")).toBe(`${ORIGIN}/subscribe-failed?order=${body.orderId}`);
    const expiresAt = Number(form?.get("expires_at"));
    const now = NOW.getTime() / 1000;
    expect(expiresAt).toBeGreaterThanOrEqual(now + 30 * 60);
    expect(expiresAt).toBeLessThanOrEqual(now + 24 * 3600);
  });

  it("answers 502 when Stripe fails, and the same request then opens the same session once", async () => {
    const session = await login(api, await createMember(api));
    const idempotencyKey = key();
    nextAnswer = 500;
    const failed = await api.request("/api/checkout/sessions", {
      cookie: session.cookie,
      body: { planId: "solo-yearly", idempotencyKey, withdrawalWaiver: true },
    });
    expect(failed.status).toBe(502);
    expect((await errorOf(failed)).code).toBe("ProviderFailed");
    nextAnswer = "network";
    const down = await api.request("/api/checkout/sessions", {
      cookie: session.cookie,
      body: { planId: "solo-yearly", idempotencyKey, withdrawalWaiver: true },
    });
    expect(down.status).toBe(502);
    const retried = await api.request("/api/checkout/sessions", {
      cookie: session.cookie,
      body: { planId: "solo-yearly", idempotencyKey, withdrawalWaiver: true },
    });
    expect(retried.status).toBe(200);
    const again = await api.request("/api/checkout/sessions", {
      cookie: session.cookie,
      body: { planId: "solo-yearly", idempotencyKey, withdrawalWaiver: true },
    });
    expect(again.status).toBe(200);
    // Three calls reached Stripe (two failed), all with the one order's key; the last answer came from the database.
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((r) => r.headers["idempotency-key"])).size).toBe(1);
  });

  it("checkout.session.completed (paid) activates once; a retried delivery is a duplicate", async () => {
    const member = await createMember(api);
    const session = await login(api, member);
    const { ref } = await checkout(session);
    const raw = stripeEvent("checkout.session.completed", ref);
    expect(await outcomeOf(await signed(raw))).toBe("activated");
    expect(await outcomeOf(await signed(raw))).toBe("duplicate");
    const order = await orderOf(session, ref.orderId);
    expect(order).toMatchObject({ status: "paid", provider: "stripe", subscription: { planId: "family-yearly" } });
    const rows = await api.database.db.select().from(subscriptions).where(eq(subscriptions.memberId, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: "stripe", providerReference: ref.sessionId, isFamily: true });
  });

  it("a delayed method: completed unpaid is ignored, then async_payment_succeeded activates", async () => {
    const session = await login(api, await createMember(api));
    const { ref } = await checkout(session, "solo-monthly");
    expect(
      await outcomeOf(await signed(stripeEvent("checkout.session.completed", ref, { payment_status: "unpaid" }))),
    ).toBe("ignored");
    expect((await orderOf(session, ref.orderId)).status).toBe("pending");
    expect(await outcomeOf(await signed(stripeEvent("checkout.session.async_payment_succeeded", ref)))).toBe(
      "activated",
    );
    expect((await orderOf(session, ref.orderId)).status).toBe("paid");
  });

  it("async_payment_failed fails the order and expired expires it, without a subscription; a paid session reported late activates", async () => {
    const member = await createMember(api);
    const session = await login(api, member);
    const failing = await checkout(session, "solo-monthly");
    expect(await outcomeOf(await signed(stripeEvent("checkout.session.async_payment_failed", failing.ref)))).toBe(
      "failed",
    );
    expect(await orderOf(session, failing.ref.orderId)).toMatchObject({
      status: "failed",
      failureReason: "async_payment_failed",
    });
    const expiring = await checkout(session, "solo-monthly");
    expect(
      await outcomeOf(
        await signed(stripeEvent("checkout.session.expired", expiring.ref, { payment_status: "unpaid" })),
      ),
    ).toBe("expired");
    expect((await orderOf(session, expiring.ref.orderId)).status).toBe("expired");
    expect(await api.database.db.select().from(subscriptions).where(eq(subscriptions.memberId, member.id))).toEqual([]);
    // A paid session reported after the order expired: the money was taken, so the plan is activated (issue 14,
    // docs/decisions/010); another success for the now paid order changes nothing.
    const late = await signed(stripeEvent("checkout.session.completed", expiring.ref));
    expect(await outcomeOf(late)).toBe("activated");
    expect((await orderOf(session, expiring.ref.orderId)).status).toBe("paid");
    expect(
      await api.database.db.select().from(subscriptions).where(eq(subscriptions.memberId, member.id)),
    ).toHaveLength(1);
    expect(await outcomeOf(await signed(stripeEvent("checkout.session.completed", expiring.ref)))).toBe(
      "already-final",
    );
  });

  it("rejects unsigned, wrongly signed and stale webhooks (300 s tolerance)", async () => {
    const session = await login(api, await createMember(api));
    const { ref } = await checkout(session);
    const raw = stripeEvent("checkout.session.completed", ref);
    const reasons: Array<[Response, string]> = [
      [await post(raw, null), "missing-signature"],
      [await post(raw, "t=123"), "missing-signature"],
      [await post(raw, signatureHeader("whsec_someone_else", Math.floor(NOW.getTime() / 1000), raw)), "bad-signature"],
      [await signed(raw, new Date(NOW.getTime() - 301_000)), "stale"],
      [await signed(raw, new Date(NOW.getTime() + 301_000)), "stale"],
    ];
    for (const [response, reason] of reasons) {
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatchObject({ code: "WebhookRejected", fields: { signature: reason } });
    }
    // Within the tolerance, and with a second (rotated) v1 signature beside the good one: accepted.
    const t = Math.floor(NOW.getTime() / 1000) - 299;
    const good = signatureHeader(WEBHOOK_SECRET, t, raw);
    const rotated = `${good},v1=${"0".repeat(64)}`;
    expect(await outcomeOf(await post(raw, rotated))).toBe("activated");
  });

  it("rejects a signed event whose amount, currency, plan or session does not match the order", async () => {
    const member = await createMember(api);
    const session = await login(api, member);
    const { ref } = await checkout(session);
    for (const overrides of [
      { amount_total: 100 },
      { currency: "usd" },
      { metadata: { orderId: ref.orderId, planId: "family-lifetime" } },
      { id: "cs_test_someone_elses_session" },
    ]) {
      const response = await signed(stripeEvent("checkout.session.completed", ref, overrides));
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe("PaymentMismatch");
    }
    expect((await orderOf(session, ref.orderId)).status).toBe("pending");
    expect(await api.database.db.select().from(subscriptions).where(eq(subscriptions.memberId, member.id))).toEqual([]);
    expect(api.logs.some((l) => l.message === "payment.tampered")).toBe(true);
  });

  it("ignores Stripe events of other kinds", async () => {
    const raw = JSON.stringify({ id: "evt_other", type: "customer.created", data: { object: { id: "cus_1" } } });
    expect(await outcomeOf(await signed(raw))).toBe("ignored");
  });
});
