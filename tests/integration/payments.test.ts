// Issue 6, the checkout with the sandbox provider (the default), through the whole process app: sessions priced by
// the server, the hosted test page (cards, extra step, mobile money), webhooks signed and idempotent, activation
// exactly once under duplicates and races, tampering refused, gift cards, and the member's profile after it.
import { and, count, eq } from "drizzle-orm";
import * as v from "valibot";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedCommerce } from "../../adapters/api/premium/catalog/drizzle-commerce-seeder.ts";
import { campaigns, couponRedemptions, coupons } from "../../adapters/api/db/premium-catalog-schema.ts";
import { orders, paymentEvents } from "../../adapters/api/db/premium-payments-schema.ts";
import { subscriptions } from "../../adapters/api/db/schema.ts";
import { SandboxProviderToken } from "../../adapters/api/premium/payments/register-payments.ts";
import type { SandboxPaymentProvider } from "../../adapters/api/premium/payments/sandbox-payment-provider.ts";
import { signatureHeader } from "../../adapters/api/premium/payments/signatures.ts";
import {
  CheckoutSessionResponse,
  OrderView,
  SANDBOX_SIGNATURE_HEADER,
  SANDBOX_TEST_CARDS,
  SANDBOX_TEST_PHONES,
  WebhookResponse,
  type SandboxEvent,
} from "../../application/contracts/premium/checkout.ts";
import { parseProfileEntries } from "../../domain/account/profile.ts";
import { isPremium, profileHasFamilyPlan } from "../../domain/account/profile.ts";
import { ENGINES, ORIGIN, startTestApi, type TestApi } from "./support/api.ts";
import { createMember, errorOf, login, type Session } from "./support/members.ts";

const NOW = new Date("2026-11-25T12:00:00+01:00");
const DAY = 86_400_000;

describe.each(ENGINES)("payments with the sandbox on %s", (engine) => {
  let api: TestApi;
  let sandbox: SandboxPaymentProvider;
  let keyCounter = 0;
  const key = () => `test-key-${Date.now()}-${++keyCounter}`;

  beforeAll(async () => {
    api = await startTestApi(engine);
    await seedCommerce(api.database.db);
    sandbox = api.container.resolve<SandboxPaymentProvider>(SandboxProviderToken);
    await api.database.db.insert(coupons).values([
      { id: "test-once", code: "UNEFOIS", kind: "percent", value: 50, maxRedemptions: 1 },
      { id: "test-twenty", code: "VINGT", kind: "percent", value: 20 },
    ]);
    await api.database.db.insert(campaigns).values({
      id: "test-ended",
      slug: "offre-test-finie",
      kind: "solo",
      planId: "solo-yearly",
      paywallPath: "/premium/offre-test-finie",
      couponCode: "VINGT",
      startDate: new Date("2026-01-01T00:00:00Z"),
      endDate: new Date("2026-02-01T00:00:00Z"),
      counterRotation: 3,
    });
  });
  beforeEach(() => {
    api.clock.current = new Date(NOW);
  });
  afterAll(() => api.close());

  const open = (session: Session, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    api.request("/api/checkout/sessions", {
      cookie: session.cookie,
      body: { idempotencyKey: key(), withdrawalWaiver: true, ...body },
      headers,
    });

  const opened = async (session: Session, body: Record<string, unknown>) => {
    const response = await open(session, body);
    expect(response.status).toBe(201);
    return v.parse(CheckoutSessionResponse, await response.json());
  };

  const orderOf = async (session: Session, orderId: string) => {
    const response = await api.request(`/api/checkout/orders/${orderId}`, { cookie: session.cookie });
    expect(response.status).toBe(200);
    return v.parse(OrderView, await response.json());
  };

  /** What the browser does on the test page: load it, then post its form. */
  const pay = async (redirectUrl: string, fields: Record<string, string>) => {
    const url = new URL(redirectUrl);
    const pageResponse = await api.request(url.pathname + url.search, { bare: true });
    expect(pageResponse.status).toBe(200);
    expect(pageResponse.headers.get("content-type")).toContain("text/html");
    const orderId = url.pathname.split("/").pop() ?? "";
    const body = new URLSearchParams({ order: orderId, token: url.searchParams.get("token") ?? "", ...fields });
    return api.request("/api/payments/sandbox/pay", {
      bare: true,
      raw: body.toString(),
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN },
    });
  };

  const subscriptionsOf = (memberId: string) =>
    api.database.db.select().from(subscriptions).where(eq(subscriptions.memberId, memberId));

  const signedEvent = (event: Partial<SandboxEvent> & { orderId: string }, at = api.clock.now()) => {
    const full: SandboxEvent = {
      id: `evt_test_${crypto.randomUUID()}`,
      type: "payment.succeeded",
      planId: "solo-yearly",
      amountMinor: 8999,
      currency: "EUR",
      method: "card",
      failureReason: null,
      created: Math.floor(at.getTime() / 1000),
      ...event,
    };
    return sandbox.sign(full);
  };

  const postEvent = (
    signed: { rawBody: string; headers: Record<string, string> },
    path = "/api/payments/webhooks/sandbox",
  ) => api.request(path, { bare: true, raw: signed.rawBody, method: "POST", headers: signed.headers });

  const outcomeOf = async (response: Response) => {
    const body: unknown = await response.json();
    if (response.status !== 200) throw new Error(`webhook answered ${response.status}: ${JSON.stringify(body)}`);
    return v.parse(WebhookResponse, body).outcome;
  };

  describe("POST /api/checkout/sessions", () => {
    it("prices the order on the server and answers the sandbox's test page", async () => {
      const session = await login(api, await createMember(api));
      const body = await opened(session, { planId: "family-yearly" });
      expect(body).toMatchObject({
        status: "pending",
        amount: 149.99,
        amountMinor: 14999,
        currency: "EUR",
        provider: "sandbox",
        listPrice: 149.99,
        discount: 0,
        couponCode: null,
        successPath: "/subscribe-success",
        failurePath: "/subscribe-failed",
        subscription: null,
        plan: { id: "family-yearly", provider: "card", paymentProvider: "stripe", isFamilyMasterPlan: true },
      });
      expect(body.redirectUrl).toMatch(
        new RegExp(`^${ORIGIN}/api/payments/sandbox/checkout/${body.orderId}\\?token=[0-9a-f]{32}$`),
      );
    });

    it("refuses any amount, price or currency sent by the client, and answers 401 without a member", async () => {
      const session = await login(api, await createMember(api));
      for (const extra of [{ amount: 1 }, { price: 0.01 }, { currency: "XOF" }, { amountMinor: 1 }]) {
        const response = await open(session, { planId: "family-yearly", ...extra });
        expect(response.status).toBe(400);
        expect(Object.values((await errorOf(response)).fields ?? {})).toContain("UnknownField");
      }
      const anonymous = await api.request("/api/checkout/sessions", {
        body: { planId: "family-yearly", idempotencyKey: key() },
      });
      expect(anonymous.status).toBe(401);
    });

    it("issue 15: refuses an order without the express consent to start at once (400), and records the consent", async () => {
      const session = await login(api, await createMember(api));
      for (const withdrawalWaiver of [false, undefined]) {
        const response = await open(session, { planId: "family-yearly", withdrawalWaiver });
        expect(response.status).toBe(400);
        expect(await errorOf(response)).toMatchObject({ code: "WithdrawalWaiverRequired" });
      }
      const none = await api.database.db.select({ n: count() }).from(orders).where(eq(orders.memberId, session.id));
      expect(none[0]?.n).toBe(0);
      const body = await opened(session, { planId: "family-yearly" });
      const [row] = await api.database.db.select().from(orders).where(eq(orders.id, body.orderId));
      expect(row?.withdrawalWaiverAt).toBeInstanceOf(Date);
    });

    it("applies a coupon to the price and keeps it on the order", async () => {
      const session = await login(api, await createMember(api));
      const body = await opened(session, { planId: "solo-yearly", couponCode: "vingt" });
      expect(body).toMatchObject({ amount: 71.99, amountMinor: 7199, listPrice: 89.99, couponCode: "VINGT" });
      expect(body.discount).toBeCloseTo(18, 2);
    });

    it("answers the same order for the same idempotency key, and refuses the key for another choice", async () => {
      const session = await login(api, await createMember(api));
      const idempotencyKey = key();
      const first = await open(session, { planId: "solo-monthly", idempotencyKey });
      expect(first.status).toBe(201);
      const firstBody = v.parse(CheckoutSessionResponse, await first.json());
      const again = await open(session, { planId: "solo-monthly", idempotencyKey });
      expect(again.status).toBe(200);
      const againBody = v.parse(CheckoutSessionResponse, await again.json());
      expect(againBody.orderId).toBe(firstBody.orderId);
      expect(againBody.redirectUrl).toBe(firstBody.redirectUrl);
      const other = await open(session, { planId: "solo-yearly", idempotencyKey });
      expect(other.status).toBe(422);
      expect((await errorOf(other)).code).toBe("IdempotencyKeyReused");
      // Racing requests with one key leave one order.
      const raceKey = key();
      const raced = await Promise.all(
        Array.from({ length: 4 }, () => open(session, { planId: "solo-quarterly", idempotencyKey: raceKey })),
      );
      const ids = new Set(
        await Promise.all(raced.map(async (r) => v.parse(CheckoutSessionResponse, await r.json()).orderId)),
      );
      expect(ids.size).toBe(1);
    });

    it("refuses an expired campaign, an unknown plan, a plan of another market and a bad coupon", async () => {
      const session = await login(api, await createMember(api));
      const ended = await open(session, { planId: "solo-yearly", campaignSlug: "offre-test-finie" });
      expect(ended.status).toBe(422);
      expect((await errorOf(ended)).code).toBe("CampaignEnded");
      const unknown = await open(session, { planId: "no-such-plan" });
      expect(unknown.status).toBe(404);
      expect((await errorOf(unknown)).code).toBe("UnknownPlan");
      const xof = await open(session, { planId: "africa-family-yearly-card" });
      expect(xof.status).toBe(422);
      expect((await errorOf(xof)).code).toBe("PlanNotSoldInMarket");
      const coupon = await open(session, { planId: "solo-yearly", couponCode: "NOPE" });
      expect(coupon.status).toBe(422);
      expect(await errorOf(coupon)).toMatchObject({ code: "CouponInvalid", fields: { couponCode: "Unknown" } });
      const rows = await api.database.db.select({ n: count() }).from(orders).where(eq(orders.memberId, session.id));
      expect(rows[0]?.n).toBe(0);
    });

    it("requires an e-mail for a mobile-money plan (§5)", async () => {
      const session = await login(api, await createMember(api, { profiled: false }));
      const missing = await open(session, { planId: "africa-family-yearly-mobile-money", country: "SN" });
      expect(missing.status).toBe(422);
      expect(await errorOf(missing)).toMatchObject({ code: "EmailRequired", fields: { email: "Required" } });
      const bad = await open(session, { planId: "africa-family-yearly-mobile-money", country: "SN", email: "nope" });
      expect((await errorOf(bad)).code).toBe("EmailInvalid");
    });
  });

  describe("the sandbox's test page", () => {
    it("success card: pays, activates the family plan and lands on /subscribe-success; the member is premium", async () => {
      const member = await createMember(api);
      const session = await login(api, member);
      const body = await opened(session, { planId: "family-yearly" });
      const paid = await pay(body.redirectUrl, { number: SANDBOX_TEST_CARDS.success, action: "pay" });
      expect(paid.status).toBe(303);
      expect(paid.headers.get("location")).toBe(`${ORIGIN}/subscribe-success?order=${body.orderId}`);

      const order = await orderOf(session, body.orderId);
      expect(order.status).toBe("paid");
      expect(order.paidAt).toBe(NOW.toISOString());
      expect(order.subscription).toMatchObject({ planId: "family-yearly", isFamily: true, status: "active" });
      expect(order.subscription?.periodEnd).toBe("2027-11-25T11:00:00.000Z");

      const profile = await api.request("/api/profile", { cookie: session.cookie });
      const { profile: entries } = parseProfileEntries((await profile.json()) as unknown[])._unsafeUnwrap();
      expect(isPremium(entries)).toBe(true);
      expect(profileHasFamilyPlan(entries)).toBe(true);
      expect(entries.products).toEqual(["revizo-premium"]);
      // The buyer holds the family: the family space opens.
      const family = await api.request("/api/family", { cookie: session.cookie });
      expect(family.status).toBe(200);
      expect(await family.json()).toMatchObject({ role: "holder", canAddMember: true });
      // The page of a paid order no longer takes a payment.
      const url = new URL(body.redirectUrl);
      const closed = await api.request(url.pathname + url.search, { bare: true });
      expect(await closed.text()).toContain("paid");
    });

    it("declined card: lands on /subscribe-failed, no subscription", async () => {
      const session = await login(api, await createMember(api));
      const body = await opened(session, { planId: "family-yearly" });
      const declined = await pay(body.redirectUrl, { number: SANDBOX_TEST_CARDS.declined, action: "pay" });
      expect(declined.status).toBe(303);
      expect(declined.headers.get("location")).toBe(`${ORIGIN}/subscribe-failed?order=${body.orderId}`);
      expect(await orderOf(session, body.orderId)).toMatchObject({
        status: "failed",
        failureReason: "card_declined",
        subscription: null,
      });
      expect(await subscriptionsOf(session.id)).toEqual([]);
    });

    it("extra-step card: a confirmation screen, then paid; refusing it fails the order", async () => {
      const session = await login(api, await createMember(api));
      const body = await opened(session, { planId: "solo-monthly" });
      const step = await pay(body.redirectUrl, { number: SANDBOX_TEST_CARDS.extraStep, action: "pay" });
      expect(step.status).toBe(200);
      const html = await step.text();
      const stepToken = /name="stepToken" value="([0-9a-f]{32})"/.exec(html)?.[1] ?? "";
      expect(stepToken).not.toBe("");
      expect((await orderOf(session, body.orderId)).status).toBe("pending");
      // A forged step token does nothing.
      const forged = await pay(body.redirectUrl, { action: "confirm", stepToken: "0".repeat(32) });
      expect(forged.status).toBe(403);
      const confirmed = await pay(body.redirectUrl, { action: "confirm", stepToken });
      expect(confirmed.status).toBe(303);
      expect(confirmed.headers.get("location")).toBe(`${ORIGIN}/subscribe-success?order=${body.orderId}`);
      const order = await orderOf(session, body.orderId);
      expect(order.status).toBe("paid");
      expect(order.subscription?.periodEnd).toBe("2026-12-25T11:00:00.000Z");

      const other = await opened(session, { planId: "solo-quarterly" });
      await pay(other.redirectUrl, { number: SANDBOX_TEST_CARDS.extraStep, action: "pay" });
      const otherToken = sandbox.pageToken(other.orderId, "extra-step");
      const refused = await pay(other.redirectUrl, { action: "abandon", stepToken: otherToken });
      expect(refused.headers.get("location")).toBe(`${ORIGIN}/subscribe-failed?order=${other.orderId}`);
      expect(await orderOf(session, other.orderId)).toMatchObject({
        status: "failed",
        failureReason: "authentication_failed",
      });
    });

    it("a card that is not a test card, a bad token or a foreign origin changes nothing", async () => {
      const session = await login(api, await createMember(api));
      const body = await opened(session, { planId: "solo-monthly" });
      const unknown = await pay(body.redirectUrl, { number: "4111 1111 1111 1111", action: "pay" });
      expect(unknown.status).toBe(400);
      expect(await unknown.text()).toContain("carte de test");
      const badToken = await api.request("/api/payments/sandbox/pay", {
        bare: true,
        method: "POST",
        raw: new URLSearchParams({
          order: body.orderId,
          token: "0".repeat(32),
          number: SANDBOX_TEST_CARDS.success,
        }).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN },
      });
      expect(badToken.status).toBe(404);
      const url = new URL(body.redirectUrl);
      const foreign = await api.request("/api/payments/sandbox/pay", {
        bare: true,
        method: "POST",
        raw: new URLSearchParams({
          order: body.orderId,
          token: url.searchParams.get("token") ?? "",
          number: SANDBOX_TEST_CARDS.success,
        }).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
      });
      expect(foreign.status).toBe(403);
      // Issue 14: a multipart body (or any other encoding) is refused as such, not a 500 of the parser.
      for (const [type, raw] of [
        [
          "multipart/form-data; boundary=x",
          `--x\r\nContent-Disposition: form-data; name="order"\r\n\r\n${body.orderId}\r\n--x--\r\n`,
        ],
        ["multipart/form-data", "--broken"],
        ["application/json", JSON.stringify({ order: body.orderId })],
      ] as const) {
        const odd = await api.request("/api/payments/sandbox/pay", {
          bare: true,
          method: "POST",
          raw,
          headers: { "content-type": type, origin: ORIGIN },
        });
        expect(odd.status, type).toBe(415);
        expect((await errorOf(odd)).code).toBe("FormBodyRequired");
      }
      expect((await orderOf(session, body.orderId)).status).toBe("pending");
    });

    it("cancel: back to the failure path, the order canceled", async () => {
      const session = await login(api, await createMember(api));
      const body = await opened(session, { planId: "solo-monthly" });
      const canceled = await pay(body.redirectUrl, { action: "cancel" });
      expect(canceled.headers.get("location")).toBe(`${ORIGIN}/subscribe-failed?order=${body.orderId}`);
      expect((await orderOf(session, body.orderId)).status).toBe("canceled");
    });

    it("mobile money (XOF): waits on /validatePayment/{provider}, then the signed callback activates the plan", async () => {
      const session = await login(api, await createMember(api, { profiled: false }));
      const body = await opened(session, {
        planId: "africa-family-yearly-mobile-money",
        country: "SN",
        email: "parent@example.sn",
      });
      expect(body).toMatchObject({
        currency: "XOF",
        plan: { provider: "mobile_money", paymentProvider: "mobile-money" },
      });
      expect(body.amountMinor).toBe(body.amount);
      const paid = await pay(body.redirectUrl, { number: SANDBOX_TEST_PHONES.success, action: "pay" });
      expect(paid.status).toBe(303);
      expect(paid.headers.get("location")).toBe(`${ORIGIN}/validatePayment/mobile-money?order=${body.orderId}`);
      await api.idle();
      const order = await orderOf(session, body.orderId);
      expect(order).toMatchObject({
        status: "paid",
        currency: "XOF",
        plan: { id: "africa-family-yearly-mobile-money" },
      });
      expect(order.subscription?.isFamily).toBe(true);
      const events = await api.database.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, body.orderId));
      expect(events.map((e) => e.outcome)).toEqual(["activated"]);
    });

    it("mobile money refused: the waiting page sees the order fail, no subscription", async () => {
      const session = await login(api, await createMember(api, { profiled: false }));
      const body = await opened(session, {
        planId: "africa-family-yearly-mobile-money",
        country: "CI",
        email: "parent@example.ci",
      });
      const refused = await pay(body.redirectUrl, { number: SANDBOX_TEST_PHONES.failure, action: "pay" });
      expect(refused.headers.get("location")).toBe(`${ORIGIN}/validatePayment/mobile-money?order=${body.orderId}`);
      await api.idle();
      expect(await orderOf(session, body.orderId)).toMatchObject({
        status: "failed",
        failureReason: "mobile_money_refused",
      });
      expect(await subscriptionsOf(session.id)).toEqual([]);
    });
  });

  describe("webhooks and callbacks", () => {
    it("acts once on the same event delivered twice (webhook retry)", async () => {
      const session = await login(api, await createMember(api));
      const body = await opened(session, { planId: "solo-yearly" });
      const signed = signedEvent({ orderId: body.orderId });
      expect(await outcomeOf(await postEvent(signed))).toBe("activated");
      expect(await outcomeOf(await postEvent(signed))).toBe("duplicate");
      expect(await subscriptionsOf(session.id)).toHaveLength(1);
      const kept = await api.database.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, body.orderId));
      expect(kept).toHaveLength(1);
      expect(kept[0]?.payloadHash).toMatch(/^[0-9a-f]{64}$/);
    });

    it("duplicate mobile-money callbacks (new event ids) leave one subscription", async () => {
      const session = await login(api, await createMember(api, { profiled: false }));
      const body = await opened(session, {
        planId: "africa-family-yearly-mobile-money",
        country: "SN",
        email: "parent@example.sn",
      });
      const callback = "/api/payments/mobile-money/mobile-money/callback";
      const event = {
        orderId: body.orderId,
        planId: body.plan.id,
        amountMinor: body.amountMinor,
        currency: "XOF",
        method: "mobile_money" as const,
      };
      expect(await outcomeOf(await postEvent(signedEvent(event), callback))).toBe("activated");
      expect(await outcomeOf(await postEvent(signedEvent(event), callback))).toBe("already-final");
      expect(await outcomeOf(await postEvent(signedEvent({ ...event, type: "payment.failed" }), callback))).toBe(
        "already-final",
      );
      expect(await subscriptionsOf(session.id)).toHaveLength(1);
      expect((await orderOf(session, body.orderId)).status).toBe("paid");
    });

    it("five confirmations racing leave one subscription and one coupon redemption", async () => {
      const session = await login(api, await createMember(api));
      const body = await opened(session, { planId: "solo-yearly", couponCode: "UNEFOIS" });
      expect(body.amountMinor).toBe(4500);
      const event = { orderId: body.orderId, amountMinor: 4500 };
      const outcomes = await Promise.all(
        Array.from({ length: 5 }, async () => outcomeOf(await postEvent(signedEvent(event)))),
      );
      expect(outcomes.filter((o) => o === "activated")).toHaveLength(1);
      expect(outcomes.filter((o) => o === "already-final")).toHaveLength(4);
      expect(await subscriptionsOf(session.id)).toHaveLength(1);
      const redemptions = await api.database.db
        .select()
        .from(couponRedemptions)
        .where(and(eq(couponRedemptions.couponId, "test-once"), eq(couponRedemptions.memberId, session.id)));
      expect(redemptions).toHaveLength(1);
      expect(redemptions[0]?.orderReference).toBe(body.orderId);
      const [coupon] = await api.database.db.select().from(coupons).where(eq(coupons.id, "test-once"));
      expect(coupon?.redemptionCount).toBe(1);
      // The same event racing itself: one acts, the others are duplicates.
      const second = await opened(session, { planId: "solo-monthly" });
      const same = signedEvent({ orderId: second.orderId, planId: "solo-monthly", amountMinor: 1199 });
      const sameOutcomes = await Promise.all(Array.from({ length: 5 }, async () => outcomeOf(await postEvent(same))));
      expect(sameOutcomes.sort()).toEqual(["activated", "duplicate", "duplicate", "duplicate", "duplicate"]);
    });

    it("two paid orders of one member for one plan, confirmed at once, add two periods to one subscription", async () => {
      const session = await login(api, await createMember(api));
      const a = await opened(session, { planId: "solo-monthly" });
      const b = await opened(session, { planId: "solo-monthly" });
      const outcomes = await Promise.all(
        [a, b].map(async (o) =>
          outcomeOf(await postEvent(signedEvent({ orderId: o.orderId, planId: "solo-monthly", amountMinor: 1199 }))),
        ),
      );
      expect(outcomes).toEqual(["activated", "activated"]);
      const rows = await subscriptionsOf(session.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.periodEnd?.toISOString()).toBe("2027-01-25T11:00:00.000Z");
    });

    it("rejects and logs a signed event whose amount, currency or plan does not match the order", async () => {
      const session = await login(api, await createMember(api));
      const body = await opened(session, { planId: "solo-yearly" });
      for (const tampered of [{ amountMinor: 1 }, { currency: "XOF" }, { planId: "family-lifetime" }]) {
        const response = await postEvent(signedEvent({ orderId: body.orderId, ...tampered }));
        expect(response.status).toBe(400);
        expect((await errorOf(response)).code).toBe("PaymentMismatch");
      }
      expect((await orderOf(session, body.orderId)).status).toBe("pending");
      expect(await subscriptionsOf(session.id)).toEqual([]);
      const logged = api.logs.filter((l) => l.message === "payment.tampered");
      expect(logged.length).toBeGreaterThanOrEqual(3);
      // The genuine event still goes through afterwards.
      expect(await outcomeOf(await postEvent(signedEvent({ orderId: body.orderId })))).toBe("activated");
    });

    it("rejects unsigned, wrongly signed and stale events", async () => {
      const session = await login(api, await createMember(api));
      const body = await opened(session, { planId: "solo-yearly" });
      const signed = signedEvent({ orderId: body.orderId });
      const unsigned = await postEvent({ rawBody: signed.rawBody, headers: { "content-type": "application/json" } });
      expect(unsigned.status).toBe(400);
      expect(await errorOf(unsigned)).toMatchObject({
        code: "WebhookRejected",
        fields: { signature: "missing-signature" },
      });
      const t = Math.floor(api.clock.now().getTime() / 1000);
      const wrong = await postEvent({
        rawBody: signed.rawBody,
        headers: { [SANDBOX_SIGNATURE_HEADER]: signatureHeader("not-the-key", t, signed.rawBody) },
      });
      expect((await errorOf(wrong)).fields).toEqual({ signature: "bad-signature" });
      const altered = await postEvent({ rawBody: signed.rawBody.replace("8999", "8998"), headers: signed.headers });
      expect((await errorOf(altered)).fields).toEqual({ signature: "bad-signature" });
      const stale = signedEvent({ orderId: body.orderId });
      api.clock.advance(301);
      expect((await errorOf(await postEvent(stale))).fields).toEqual({ signature: "stale" });
      // Only the known providers' paths skip the CSRF check; with it, an unknown provider is a 404.
      expect((await postEvent(signed, "/api/payments/webhooks/paypal")).status).toBe(403);
      const unknownProvider = await api.request("/api/payments/webhooks/paypal", {
        raw: signed.rawBody,
        headers: signed.headers,
      });
      expect(unknownProvider.status).toBe(404);
      expect((await orderOf(session, body.orderId)).status).toBe("pending");
    });

    it("renewing a live subscription extends it from its end; an event for an unknown order is ignored", async () => {
      const member = await createMember(api);
      const session = await login(api, member);
      const first = await opened(session, { planId: "solo-quarterly" });
      await pay(first.redirectUrl, { number: SANDBOX_TEST_CARDS.success, action: "pay" });
      api.clock.advance(10 * 86_400);
      const later = await login(api, member);
      const second = await opened(later, { planId: "solo-quarterly" });
      await pay(second.redirectUrl, { number: SANDBOX_TEST_CARDS.success, action: "pay" });
      const rows = await subscriptionsOf(session.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.periodEnd?.toISOString()).toBe("2027-05-25T11:00:00.000Z");
      expect((await orderOf(later, second.orderId)).subscription?.id).toBe(rows[0]?.id);
      const stray = await postEvent(signedEvent({ orderId: crypto.randomUUID() }));
      expect(await outcomeOf(stray)).toBe("ignored");
    });
  });

  describe("orders", () => {
    it("are private to their member and expire when left pending", async () => {
      const ownerMember = await createMember(api);
      let owner = await login(api, ownerMember);
      const other = await login(api, await createMember(api));
      const body = await opened(owner, { planId: "solo-monthly" });
      const foreign = await api.request(`/api/checkout/orders/${body.orderId}`, { cookie: other.cookie });
      expect(foreign.status).toBe(404);
      expect((await errorOf(foreign)).code).toBe("OrderNotFound");
      expect((await api.request("/api/checkout/orders/not-an-id", { cookie: owner.cookie })).status).toBe(404);
      api.clock.advance(24 * 3600 + 1);
      owner = await login(api, ownerMember);
      expect((await orderOf(owner, body.orderId)).status).toBe("expired");
      // ADR 010 (issue 14): the money was taken after the order expired: the plan is given, the event kept for support.
      const lateEvent = signedEvent({ orderId: body.orderId, planId: "solo-monthly", amountMinor: 1199 });
      const late = await postEvent(lateEvent);
      expect(await outcomeOf(late)).toBe("activated");
      expect(await subscriptionsOf(owner.id)).toHaveLength(1);
      expect((await orderOf(owner, body.orderId)).status).toBe("paid");
      const kept = await api.database.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, body.orderId));
      expect(kept.map((event) => event.outcome)).toEqual(["activated-late"]);
      expect(api.logs.some((line) => line.level === "warn" && line.message === "payment.late_success")).toBe(true);
      // Delivered again: a duplicate; a failure arriving after it: nothing changes.
      expect(await outcomeOf(await postEvent(lateEvent))).toBe("duplicate");
      const failedLater = signedEvent({ orderId: body.orderId, planId: "solo-monthly", type: "payment.failed" });
      expect(await outcomeOf(await postEvent(failedLater))).toBe("already-final");
      expect(await subscriptionsOf(owner.id)).toHaveLength(1);
    });
  });

  describe("gift cards", () => {
    const issue = async (body: Record<string, unknown>) => {
      const response = await api.request("/api/payments/sandbox/gift-cards", { body });
      expect(response.status).toBe(201);
      return (await response.json()) as { code: string; giftCardId: string };
    };

    it("a code activates its plan for its duration, once", async () => {
      const { code } = await issue({ planId: "solo-yearly", duration: 30, durationUnit: "days" });
      const first = await login(api, await createMember(api));
      const redeemed = await api.request("/api/checkout/gift-card/redeem", {
        cookie: first.cookie,
        body: { code: code.toLowerCase().replace(/(.{4})/g, "$1-") },
      });
      expect(redeemed.status).toBe(201);
      const order = v.parse(OrderView, await redeemed.json());
      expect(order).toMatchObject({ status: "paid", provider: "gift-card", amount: 0, plan: { id: "solo-yearly" } });
      expect(order.subscription?.periodEnd).toBe(new Date(NOW.getTime() + 30 * DAY).toISOString());
      // The same member again: the same answer.
      const again = await api.request("/api/checkout/gift-card/redeem", { cookie: first.cookie, body: { code } });
      expect(again.status).toBe(200);
      expect(v.parse(OrderView, await again.json()).orderId).toBe(order.orderId);
      // Anyone else: already used.
      const second = await login(api, await createMember(api));
      const used = await api.request("/api/checkout/gift-card/redeem", { cookie: second.cookie, body: { code } });
      expect(used.status).toBe(422);
      expect((await errorOf(used)).code).toBe("GiftCardRedeemed");
      expect(await subscriptionsOf(second.id)).toEqual([]);
      const unknown = await api.request("/api/checkout/gift-card/redeem", {
        cookie: second.cookie,
        body: { code: "ZZZZZZZZZZ" },
      });
      expect(unknown.status).toBe(404);
    });

    it("one member redeeming two codes at once gets both periods", async () => {
      const first = await issue({ planId: "solo-monthly" });
      const second = await issue({ planId: "solo-monthly" });
      const session = await login(api, await createMember(api));
      const statuses = await Promise.all(
        [first, second].map(
          async ({ code }) =>
            (await api.request("/api/checkout/gift-card/redeem", { cookie: session.cookie, body: { code } })).status,
        ),
      );
      expect(statuses).toEqual([201, 201]);
      const rows = await subscriptionsOf(session.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.periodEnd?.toISOString()).toBe("2027-01-25T11:00:00.000Z");
    });

    it("members racing for one code: one redemption; a lifetime plan never ends", async () => {
      const { code } = await issue({ planId: "family-lifetime" });
      const sessions = await Promise.all(Array.from({ length: 4 }, async () => login(api, await createMember(api))));
      const statuses = await Promise.all(
        sessions.map(
          async (s) =>
            (await api.request("/api/checkout/gift-card/redeem", { cookie: s.cookie, body: { code } })).status,
        ),
      );
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 422)).toHaveLength(3);
      const winner = sessions[statuses.indexOf(201)];
      const rows = winner ? await subscriptionsOf(winner.id) : [];
      expect(rows).toHaveLength(1);
      expect(rows[0]?.periodEnd).toBeNull();
      expect(rows[0]?.isFamily).toBe(true);
    });
  });
});
