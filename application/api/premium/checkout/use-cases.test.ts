import "reflect-metadata";
import { ManagedSubscriptionRepositoryToken, type ManagedSubscriptionRepository } from "../subscription/ports.ts";
import { container as root } from "tsyringe";
import { describe, expect, it } from "vitest";
import { MemoryCampaignRepository } from "../../../../adapters/memory/memory-premium-campaigns.ts";
import { MemoryCouponRepository } from "../../../../adapters/memory/memory-premium-coupons.ts";
import { MemoryPlanRepository } from "../../../../adapters/memory/memory-premium-plans.ts";
import {
  MemoryHasher,
  MemoryPaymentProvider,
  MemoryPaymentProviders,
} from "../../../../adapters/memory/memory-payment-provider.ts";
import { MemoryPaymentStore } from "../../../../adapters/memory/memory-payment-store.ts";
import { MemoryRateLimiter } from "../../../../adapters/memory/memory-rate-limiter.ts";
import type { CheckoutSessionRequest } from "../../../contracts/premium/checkout.ts";
import {
  CampaignRepositoryToken,
  CommerceSettingsToken,
  CouponRepositoryToken,
  PlanRepositoryToken,
} from "../catalog/ports.ts";
import { SEED_CAMPAIGN_RECORDS, SEED_COUPONS, SEED_PLANS } from "../catalog/seed-data.ts";
import { MemberRepositoryToken, type MemberRecord, type MemberRepository } from "../../account/members/ports.ts";
import { RateLimiterToken } from "../../security/ports.ts";
import { okAsync } from "neverthrow";
import type { CompanyFacts } from "../../legal/company.ts";
import { CompanyFactsToken } from "../../legal/company.ts";
import { MailerToken, type MailMessage } from "../../mail/ports.ts";
import {
  ApiSettingsToken,
  AppLoggerToken,
  BackgroundTasksToken,
  ClockToken,
  IdGeneratorToken,
} from "../../shared/ports.ts";
import { DownloadGiftCard, ListGiftCardPurchases } from "./gift-card-purchases.ts";
import { RetryRefunds, WithdrawGiftCard } from "./gift-card-withdrawal.ts";
import type { PaymentEvent } from "../subscriptions.ts";
import { ConfirmPayment, mismatchedFields } from "./confirm-payment.ts";
import { GetOrder } from "./get-order.ts";
import { IssueGiftCard, RedeemGiftCard } from "./gift-cards.ts";
import { normalizeGiftCardCode } from "./gift-card-codes.ts";
import { choiceOf, OpenCheckout } from "./open-checkout.ts";
import {
  CheckoutSettingsToken,
  GiftCardPdfRendererToken,
  GiftCardPurchaseRepositoryToken,
  GiftCardRepositoryToken,
  type GiftCardPrint,
  HasherToken,
  InvoiceRepositoryToken,
  OrderRepositoryToken,
  PaymentLedgerToken,
  PaymentProvidersToken,
} from "./ports.ts";
import {
  DownloadReceipt,
  ListOrders,
  ReceiptPdfCacheToken,
  ReceiptRendererToken,
  ReceiptSettingsToken,
  SendOrderConfirmation,
} from "./receipts.ts";
import type { ReceiptPdfInput } from "./receipt-format.ts";
import { ReceivePaymentEvent } from "./receive-payment-event.ts";

const NOW = new Date("2026-11-25T12:00:00+01:00");

const member = (id: string, country: string | null): MemberRecord => ({
  id,
  email: `${id}@example.org`,
  passwordHash: "x",
  firstname: null,
  lastname: null,
  username: null,
  birthdate: null,
  accessType: null,
  levelOfEducation: null,
  currentDegree: null,
  country,
  region: null,
  featureFlags: {},
  profiledAt: null,
  refreshProfilingStep: null,
  createdAt: NOW,
});

function members(records: MemberRecord[]): MemberRepository {
  const unexpected = () => Promise.reject(new Error("not used by the checkout"));
  return {
    findById: async (id) => records.find((r) => r.id === id) ?? null,
    findByEmail: unexpected,
    create: unexpected,
    updateProfile: unexpected,
    updatePasswordHash: unexpected,
    delete: unexpected,
  };
}

const COMPANY: CompanyFacts = {
  name: "Révizo SAS",
  legalForm: "société par actions simplifiée",
  shareCapital: "10 000 €",
  address: "1 rue de l'Exemple, 75001 Paris",
  rcs: "RCS Paris 000 000 000",
  vatNumber: "FR00000000000",
  email: "contact@revizo.test",
  phone: "01 00 00 00 00",
  publicationDirector: "Camille Exemple",
  hostingProvider: "Hébergeur",
  hostingAddress: "Paris",
  mediatorName: "Médiateur",
  mediatorUrl: "https://mediateur.test",
  privacyEmail: "privacy@revizo.test",
};

function setup() {
  const c = root.createChildContainer();
  let now = new Date(NOW);
  let counter = 0;
  const logs: Array<[string, string, Record<string, unknown> | undefined]> = [];
  const log = (level: string) => (message: string, fields?: Record<string, unknown>) =>
    void logs.push([level, message, fields]);
  const coupons = new MemoryCouponRepository([
    ...SEED_COUPONS.map((s) => ({ ...s, redemptionCount: 0 })),
    {
      id: "c-once",
      code: "UNEFOIS",
      kind: "percent" as const,
      value: 50,
      currency: null,
      planIds: null,
      startsAt: null,
      expiresAt: null,
      maxRedemptions: 1,
      redemptionCount: 0,
    },
  ]);
  const store = new MemoryPaymentStore(coupons);
  const card = new MemoryPaymentProvider("stripe");
  const mobile = new MemoryPaymentProvider("sandbox");
  c.registerInstance(PlanRepositoryToken, new MemoryPlanRepository(SEED_PLANS));
  c.registerInstance(CampaignRepositoryToken, new MemoryCampaignRepository(SEED_CAMPAIGN_RECORDS));
  c.registerInstance(CouponRepositoryToken, coupons);
  c.registerInstance(CommerceSettingsToken, { plansTestingMode: false });
  c.registerInstance(ClockToken, { now: () => new Date(now) });
  c.registerInstance(IdGeneratorToken, {
    uuid: () => `00000000-0000-4000-8000-${String(++counter).padStart(12, "0")}`,
  });
  c.registerInstance(AppLoggerToken, {
    debug: log("debug"),
    info: log("info"),
    warn: log("warn"),
    error: log("error"),
  });
  c.registerInstance(RateLimiterToken, new MemoryRateLimiter(() => now.getTime()));
  c.registerInstance(
    MemberRepositoryToken,
    members([member("m-fr", "FR"), member("m-new", null), member("m-2", "FR")]),
  );
  c.registerInstance(OrderRepositoryToken, store);
  c.registerInstance(PaymentLedgerToken, store);
  c.registerInstance(GiftCardRepositoryToken, store);
  c.registerInstance(PaymentProvidersToken, new MemoryPaymentProviders(card, mobile));
  c.registerInstance(CheckoutSettingsToken, { publicOrigin: "https://revizo.test", orderTtlSeconds: 3600 });
  c.registerInstance(HasherToken, new MemoryHasher());
  // Issue 15: invoices, the confirmation mail (kept), background tasks (awaited by `idle`), receipts.
  c.registerInstance(InvoiceRepositoryToken, store);
  const mails: MailMessage[] = [];
  c.registerInstance(MailerToken, { send: (message: MailMessage) => (mails.push(message), okAsync(undefined)) });
  const tasks: Promise<void>[] = [];
  c.registerInstance(BackgroundTasksToken, {
    run: (_name: string, task: () => Promise<void>) => void tasks.push(task()),
  });
  c.registerInstance(CompanyFactsToken, COMPANY);
  c.registerInstance(GiftCardPurchaseRepositoryToken, store.giftCardPurchases);
  // Issue 15: a card-setup event (UpdatePaymentMethod, through ReceivePaymentEvent) and the provider's subscriptions
  // (SyncBilling after a payment, ADR 040) are not part of these checkout tests: the managed subscriptions are the
  // integration tests' (tests/integration/subscription.test.ts, stripe-renewals.test.ts). None is found here.
  c.registerInstance(
    ManagedSubscriptionRepositoryToken,
    new Proxy({} as ManagedSubscriptionRepository, {
      get: (_target, name) =>
        name === "findById"
          ? () => Promise.resolve(null)
          : () => Promise.reject(new Error(`no managed subscriptions here (${String(name)})`)),
    }),
  );
  c.registerInstance(ApiSettingsToken, {
    familyMaxMembers: 5,
    passwordResetTtlSeconds: 3600,
    publicOrigin: "https://revizo.test",
    brandName: "Révizo",
    production: false,
  });
  c.registerInstance(ReceiptSettingsToken, { apiBaseUrl: "https://revizo.test/api" });
  const rendered: ReceiptPdfInput[] = [];
  c.registerInstance(ReceiptRendererToken, {
    version: "test-1",
    render: async (input: ReceiptPdfInput) => (rendered.push(input), new TextEncoder().encode(`%PDF ${input.number}`)),
  });
  const files = new Map<string, Uint8Array>();
  c.registerInstance(ReceiptPdfCacheToken, {
    get: async (key: string) => files.get(key) ?? null,
    put: async (key: string, bytes: Uint8Array) => void files.set(key, bytes),
  });
  const prints: GiftCardPrint[] = [];
  c.registerInstance(GiftCardPdfRendererToken, {
    render: async (print: GiftCardPrint) => {
      prints.push(print);
      return new TextEncoder().encode(`%PDF ${print.code}`);
    },
  });
  const idle = async () => {
    while (tasks.length > 0) await Promise.all(tasks.splice(0));
  };
  return {
    c,
    store,
    card,
    mobile,
    coupons,
    logs,
    mails,
    rendered,
    prints,
    idle,
    setNow: (at: Date) => void (now = at),
  };
}

const request = (overrides: Partial<CheckoutSessionRequest> = {}): CheckoutSessionRequest => ({
  planId: "solo-yearly",
  idempotencyKey: "key-00000001",
  withdrawalWaiver: true,
  ...overrides,
});

function success(
  orderId: string,
  overrides: Partial<PaymentEvent> = {},
): Omit<PaymentEvent, "provider" | "payloadHash"> {
  return {
    eventId: `evt-${Math.random().toString(36).slice(2)}`,
    type: "test.succeeded",
    kind: "succeeded",
    orderId,
    providerReference: null,
    planId: "solo-yearly",
    amountMinor: 8999,
    currency: "EUR",
    failureReason: null,
    ...overrides,
  };
}

describe("OpenCheckout", () => {
  it("issue 15: refuses an order without the express consent to start at once, and records the consent", async () => {
    const { c, card, store } = setup();
    for (const withdrawalWaiver of [undefined, false]) {
      const refused = await c.resolve(OpenCheckout).execute({
        memberId: "m-fr",
        request: { ...request(), withdrawalWaiver },
        region: "FR",
      });
      expect(refused._unsafeUnwrapErr()).toEqual({ type: "WithdrawalWaiverRequired" });
    }
    expect(store.orders).toHaveLength(0);
    expect(card.sessions).toHaveLength(0);
    (await c.resolve(OpenCheckout).execute({ memberId: "m-fr", request: request(), region: "FR" }))._unsafeUnwrap();
    expect(store.orders[0]?.withdrawalWaiverAt).toBeInstanceOf(Date);
  });

  it("prices on the server, opens one provider session with the order's key and the result URLs", async () => {
    const { c, card, store } = setup();
    const opened = (
      await c.resolve(OpenCheckout).execute({ memberId: "m-fr", request: request(), region: "SN" })
    )._unsafeUnwrap();
    expect(opened.created).toBe(true);
    // The profile's country (FR) decides, not the request's region.
    expect(opened.session).toMatchObject({ amount: 89.99, amountMinor: 8999, currency: "EUR", provider: "stripe" });
    expect(card.sessions).toHaveLength(1);
    expect(card.sessions[0]).toMatchObject({
      amountMinor: 8999,
      idempotencyKey: `order-${opened.session.orderId}`,
      successUrl: `https://revizo.test/subscribe-success?order=${opened.session.orderId}`,
      cancelUrl: `https://revizo.test/subscribe-failed?order=${opened.session.orderId}`,
      email: "m-fr@example.org",
    });
    expect(store.orders[0]).toMatchObject({ status: "pending", providerReference: `stripe_${opened.session.orderId}` });
  });

  it("sends mobile money back to /validatePayment/{provider} and keeps the buyer's e-mail", async () => {
    const { c, mobile } = setup();
    const opened = await c.resolve(OpenCheckout).execute({
      memberId: "m-new",
      request: request({ planId: "africa-family-yearly-mobile-money", email: " Parent@Example.sn " }),
      region: "SN",
    });
    const session = opened._unsafeUnwrap().session;
    expect(session).toMatchObject({ currency: "XOF", provider: "sandbox" });
    expect(mobile.sessions[0]?.successUrl).toBe(
      `https://revizo.test/validatePayment/mobile-money?order=${session.orderId}`,
    );
    expect(mobile.sessions[0]?.email).toBe("parent@example.sn"); // trimmed, in lower case (normalizeEmail)
  });

  it("answers the same order for the same key and choice, refuses another choice, retries a failed provider", async () => {
    const { c, card } = setup();
    const open = (r: CheckoutSessionRequest) =>
      c.resolve(OpenCheckout).execute({ memberId: "m-fr", request: r, region: "FR" });
    card.failNext();
    expect((await open(request()))._unsafeUnwrapErr()).toEqual({ type: "ProviderFailed" });
    const retried = (await open(request()))._unsafeUnwrap();
    expect(retried.created).toBe(false);
    expect(card.sessions.map((s) => s.idempotencyKey)).toEqual([
      `order-${retried.session.orderId}`,
      `order-${retried.session.orderId}`,
    ]);
    const again = (await open(request()))._unsafeUnwrap();
    expect(again.session.redirectUrl).toBe(retried.session.redirectUrl);
    expect(card.sessions).toHaveLength(2);
    expect((await open(request({ planId: "solo-monthly" })))._unsafeUnwrapErr()).toEqual({
      type: "IdempotencyKeyReused",
    });
  });

  it("passes PriceOrder's errors through and refuses a member that no longer exists", async () => {
    const { c } = setup();
    const open = (r: CheckoutSessionRequest, memberId = "m-fr") =>
      c.resolve(OpenCheckout).execute({ memberId, request: r, region: "FR" });
    expect((await open(request({ planId: "nope" })))._unsafeUnwrapErr()).toEqual({
      type: "UnknownPlan",
      planId: "nope",
    });
    expect((await open(request(), "m-gone"))._unsafeUnwrapErr()).toEqual({ type: "MemberNotFound" });
  });

  it("fingerprints the choice without regard to coupon or e-mail case", () => {
    expect(choiceOf(request({ couponCode: "abc", email: "A@B.C" }))).toBe(
      choiceOf(request({ couponCode: "ABC", email: "a@b.c" })),
    );
    expect(choiceOf(request())).not.toBe(choiceOf(request({ campaignSlug: "offre-solo" })));
  });
});

describe("ConfirmPayment and ReceivePaymentEvent", () => {
  const openOrder = async (c: ReturnType<typeof setup>["c"], overrides: Partial<CheckoutSessionRequest> = {}) =>
    (
      await c.resolve(OpenCheckout).execute({ memberId: "m-fr", request: request(overrides), region: "FR" })
    )._unsafeUnwrap().session.orderId;

  it("activates once under five racing confirmations, and redeems the coupon once", async () => {
    const { c, card, store, coupons } = setup();
    const orderId = await openOrder(c, { couponCode: "UNEFOIS" });
    const receive = c.resolve(ReceivePaymentEvent);
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () =>
        receive.execute({
          channel: { kind: "webhook", provider: "stripe" },
          ...card.deliver(success(orderId, { amountMinor: 4500 })),
        }),
      ),
    );
    expect(outcomes.map((o) => o._unsafeUnwrap()).sort()).toEqual([
      "activated",
      "already-final",
      "already-final",
      "already-final",
      "already-final",
    ]);
    expect(store.subscriptions).toHaveLength(1);
    expect(store.subscriptions[0]).toMatchObject({ memberId: "m-fr", planId: "solo-yearly", status: "active" });
    expect(coupons.redemptions).toEqual([expect.objectContaining({ couponId: "c-once", orderReference: orderId })]);
    expect(store.orders[0]).toMatchObject({ status: "paid", subscriptionId: store.subscriptions[0]?.id });
  });

  it("acts once per event id, refuses a bad signature and an unknown provider", async () => {
    const { c, card, store } = setup();
    const orderId = await openOrder(c);
    const receive = c.resolve(ReceivePaymentEvent);
    const delivery = card.deliver(success(orderId));
    const channel = { kind: "webhook" as const, provider: "stripe" };
    expect((await receive.execute({ channel, ...delivery }))._unsafeUnwrap()).toBe("activated");
    expect((await receive.execute({ channel, ...delivery }))._unsafeUnwrap()).toBe("duplicate");
    expect(store.events).toHaveLength(1);
    const forged = { headers: new Headers({ "x-memory-signature": "guess" }), rawBody: delivery.rawBody };
    expect((await receive.execute({ channel, ...forged }))._unsafeUnwrapErr()).toEqual({
      type: "WebhookRejected",
      reason: "bad-signature",
    });
    expect(
      (await receive.execute({ channel: { kind: "webhook", provider: "paypal" }, ...delivery }))._unsafeUnwrapErr(),
    ).toEqual({
      type: "UnknownProvider",
    });
  });

  it("rejects tampering, logs it, and still takes the genuine event", async () => {
    const { c, card, store, logs } = setup();
    const orderId = await openOrder(c);
    const confirm = c.resolve(ConfirmPayment);
    const event = (overrides: Partial<PaymentEvent>): PaymentEvent => ({
      ...success(orderId),
      provider: "stripe",
      payloadHash: "h",
      ...overrides,
    });
    expect((await confirm.execute(event({ amountMinor: 1 })))._unsafeUnwrapErr()).toEqual({
      type: "PaymentMismatch",
      orderId,
      fields: ["amount"],
    });
    expect(
      (await confirm.execute(event({ planId: "family-lifetime", currency: "XOF" })))._unsafeUnwrapErr().fields,
    ).toEqual(["planId", "currency"]);
    expect((await confirm.execute(event({ provider: "sandbox" })))._unsafeUnwrapErr().fields).toEqual(["provider"]);
    expect(store.orders[0]?.status).toBe("pending");
    expect(logs.filter(([level, message]) => level === "error" && message === "payment.tampered")).toHaveLength(3);
    expect(store.events.map((e) => e.outcome)).toEqual(["rejected", "rejected", "rejected"]);
    expect(card.name).toBe("stripe");
    expect((await confirm.execute(event({})))._unsafeUnwrap()).toBe("activated");
  });

  it("failed, canceled and expired close the order; a late success activates it, warns and is kept for follow-up", async () => {
    const { c, store, logs } = setup();
    const confirm = c.resolve(ConfirmPayment);
    for (const [index, kind] of (["failed", "canceled", "expired"] as const).entries()) {
      const orderId = await openOrder(c, { idempotencyKey: `key-close-${index}` });
      const closing = { ...success(orderId), kind, provider: "stripe", payloadHash: "h", amountMinor: null };
      expect((await confirm.execute(closing))._unsafeUnwrap()).toBe(kind);
      expect((await store.findById(orderId))?.status).toBe(kind);
      const late = { ...success(orderId), eventId: `evt-late-${index}`, provider: "stripe", payloadHash: "h" };
      expect((await confirm.execute(late))._unsafeUnwrap()).toBe("activated");
      expect((await store.findById(orderId))?.status).toBe("paid");
      // The same event again (a retry), then another success: the plan is not given twice.
      expect((await confirm.execute(late))._unsafeUnwrap()).toBe("duplicate");
      expect((await confirm.execute({ ...late, eventId: `evt-late-again-${index}` }))._unsafeUnwrap()).toBe(
        "already-final",
      );
      // A failure arriving after the success (out of order) changes nothing.
      expect((await confirm.execute({ ...closing, eventId: `evt-late-fail-${index}` }))._unsafeUnwrap()).toBe(
        "already-final",
      );
      expect((await store.findById(orderId))?.status).toBe("paid");
    }
    expect(store.events.filter((e) => e.outcome === "activated-late")).toHaveLength(3);
    expect(logs.filter(([level, message]) => level === "warn" && message === "payment.late_success")).toHaveLength(3);
    // One subscription, extended by each paid order.
    expect(store.subscriptions).toHaveLength(1);
  });

  it("ignores events without a known order, and events of kinds it does not act on", async () => {
    const { c, store } = setup();
    const confirm = c.resolve(ConfirmPayment);
    const stray = { ...success("not-a-uuid"), provider: "stripe", payloadHash: "h" };
    expect((await confirm.execute(stray))._unsafeUnwrap()).toBe("ignored");
    const orderId = await openOrder(c);
    expect(
      (
        await confirm.execute({ ...success(orderId), kind: "ignored", provider: "stripe", payloadHash: "h" })
      )._unsafeUnwrap(),
    ).toBe("ignored");
    expect((await store.findById(orderId))?.status).toBe("pending");
  });

  it("names the fields that differ", () => {
    const order = {
      id: "o",
      provider: "stripe",
      providerReference: "cs_1",
      planId: "p",
      amountMinor: 100,
      currency: "EUR",
    } as const;
    const base: PaymentEvent = {
      provider: "stripe",
      eventId: "e",
      type: "t",
      kind: "succeeded",
      orderId: "o",
      providerReference: "cs_1",
      planId: "p",
      amountMinor: 100,
      currency: "eur",
      failureReason: null,
      payloadHash: "h",
    };
    const full = { ...order, memberId: "m" } as unknown as Parameters<typeof mismatchedFields>[0];
    expect(mismatchedFields(full, base)).toEqual([]);
    expect(mismatchedFields(full, { ...base, providerReference: "cs_2", orderId: "x" })).toEqual([
      "providerReference",
      "orderId",
    ]);
    expect(mismatchedFields(full, { ...base, amountMinor: null })).toEqual(["amount"]);
    // A failure need not state an amount.
    expect(mismatchedFields(full, { ...base, kind: "failed", amountMinor: null, currency: null })).toEqual([]);
  });

  it("rolls the whole confirmation back when a write fails", async () => {
    const { c, store } = setup();
    const orderId = await openOrder(c);
    await expect(
      store.transaction(async (tx) => {
        await tx.settleOrder(orderId, { status: "paid", failureReason: null, subscriptionId: null, paidAt: NOW }, NOW);
        throw new Error("disk full");
      }),
    ).rejects.toThrow("disk full");
    expect((await store.findById(orderId))?.status).toBe("pending");
  });
});

describe("GetOrder", () => {
  it("answers the member's own order only, and expires a pending order whose time is up", async () => {
    const { c, setNow } = setup();
    const opened = (
      await c.resolve(OpenCheckout).execute({ memberId: "m-fr", request: request(), region: "FR" })
    )._unsafeUnwrap();
    const get = c.resolve(GetOrder);
    expect((await get.execute("m-fr", opened.session.orderId))._unsafeUnwrap().status).toBe("pending");
    expect((await get.execute("m-2", opened.session.orderId))._unsafeUnwrapErr()).toEqual({ type: "OrderNotFound" });
    expect((await get.execute("m-fr", "nope"))._unsafeUnwrapErr()).toEqual({ type: "OrderNotFound" });
    setNow(new Date(NOW.getTime() + 3600_000));
    expect((await get.execute("m-fr", opened.session.orderId))._unsafeUnwrap().status).toBe("expired");
  });
});

describe("gift cards", () => {
  it("normalises codes: spaces and dashes dropped, upper case", () => {
    expect(normalizeGiftCardCode(" abcd-efgh 1234 ")).toBe("ABCDEFGH1234");
  });

  it("redeems once, answers the same member again, refuses others and throttles guessing", async () => {
    const { c, store } = setup();
    const issued = (
      await c.resolve(IssueGiftCard).execute({ planId: "solo-monthly", code: "GIFT-0000-0001" })
    )._unsafeUnwrap();
    expect(issued.code).toBe("GIFT00000001");
    expect((await c.resolve(IssueGiftCard).execute({ planId: "nope" }))._unsafeUnwrapErr()).toEqual({
      type: "UnknownPlan",
    });
    const redeem = c.resolve(RedeemGiftCard);
    const first = (await redeem.execute("m-fr", "gift 0000 0001"))._unsafeUnwrap();
    expect(first.created).toBe(true);
    expect(first.order).toMatchObject({ status: "paid", amount: 0, provider: "gift-card" });
    expect(first.order.subscription?.periodEnd).toBe("2026-12-25T11:00:00.000Z");
    expect((await redeem.execute("m-fr", "GIFT00000001"))._unsafeUnwrap().created).toBe(false);
    expect((await redeem.execute("m-2", "GIFT00000001"))._unsafeUnwrapErr()).toEqual({ type: "GiftCardRedeemed" });
    expect((await redeem.execute("m-2", "short"))._unsafeUnwrapErr()).toEqual({ type: "GiftCardUnknown" });
    expect(store.subscriptions).toHaveLength(1);
    for (let i = 0; i < 10; i++) await redeem.execute("m-new", `UNKNOWN${i}CODE`);
    expect((await redeem.execute("m-new", "GIFT00000001"))._unsafeUnwrapErr().type).toBe("TooManyAttempts");
  });
});

describe("receipts (issue 15)", () => {
  const openOrder = async (c: ReturnType<typeof setup>["c"], memberId: string, key: string) =>
    (
      await c.resolve(OpenCheckout).execute({ memberId, request: request({ idempotencyKey: key }), region: "FR" })
    )._unsafeUnwrap().session.orderId;
  const paid = (orderId: string): PaymentEvent => ({ ...success(orderId), provider: "stripe", payloadHash: "h" });

  it("numbers invoices in sequence, once per paid order, and mails one confirmation per order", async () => {
    const { c, store, mails, idle } = setup();
    const confirm = c.resolve(ConfirmPayment);
    const first = await openOrder(c, "m-fr", "key-receipt-1");
    const second = await openOrder(c, "m-2", "key-receipt-2");
    const event = paid(first);
    expect((await confirm.execute(event))._unsafeUnwrap()).toBe("activated");
    // The same event replayed, and another success for the same order: no second invoice, no second mail.
    expect((await confirm.execute(event))._unsafeUnwrap()).toBe("duplicate");
    expect((await confirm.execute(paid(first)))._unsafeUnwrap()).toBe("already-final");
    expect((await confirm.execute(paid(second)))._unsafeUnwrap()).toBe("activated");
    await idle();
    expect(store.invoices.map((i) => [i.orderId, i.number]).sort()).toEqual(
      [
        [first, "F2026-000001"],
        [second, "F2026-000002"],
      ].sort(),
    );
    expect(mails.map((m) => [m.to, m.template])).toEqual([
      ["m-fr@example.org", "order-confirmation"],
      ["m-2@example.org", "order-confirmation"],
    ]);
    const mail = mails[0]!;
    expect(mail.subject).toContain("F2026-000001");
    expect(mail.text).toContain(`https://revizo.test/api/checkout/orders/${first}/receipt`);
    expect(mail.text).toContain("89,99\u00a0€");
    expect(mail.text).toContain("L221-28");
    // Asked again directly (e.g. a retry of the task), the claim keeps it to one.
    expect(await c.resolve(SendOrderConfirmation).execute(first)).toBe(false);
    expect(mails).toHaveLength(2);
  });

  it("lists a member's paid orders only, and lets only the owner download a receipt", async () => {
    const { c, rendered, idle } = setup();
    const confirm = c.resolve(ConfirmPayment);
    const mine = await openOrder(c, "m-fr", "key-receipt-mine");
    await openOrder(c, "m-fr", "key-receipt-unpaid");
    await confirm.execute(paid(mine));
    await idle();
    const history = await c.resolve(ListOrders).execute("m-fr");
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      orderId: mine,
      status: "paid",
      currency: "EUR",
      amount: 89.99,
      amountMinor: 8999,
      paymentMethod: "card",
      invoiceNumber: "F2026-000001",
      receiptPath: `/checkout/orders/${mine}/receipt`,
    });
    expect(await c.resolve(ListOrders).execute("m-2")).toEqual([]);

    const download = c.resolve(DownloadReceipt);
    expect((await download.execute("m-2", mine))._unsafeUnwrapErr()).toEqual({ type: "OrderNotFound" });
    expect((await download.execute("m-fr", "not-an-id"))._unsafeUnwrapErr()).toEqual({ type: "OrderNotFound" });
    const receipt = (await download.execute("m-fr", mine))._unsafeUnwrap();
    expect(receipt.fileName).toBe("facture-F2026-000001.pdf");
    expect(new TextDecoder().decode(receipt.bytes)).toBe("%PDF F2026-000001");
    expect(rendered[0]).toMatchObject({
      number: "F2026-000001",
      vat: { rule: "fr-standard", ratePercent: 20, netMinor: 7499, vatMinor: 1500, totalMinor: 8999 },
      paymentMethod: "card",
      seller: COMPANY,
      buyer: { name: null, email: "m-fr@example.org" },
    });
    expect(rendered[0]?.withdrawalWaiverAt).toBeInstanceOf(Date);
    // A second download is read from the cache, not drawn again.
    await download.execute("m-fr", mine);
    expect(rendered).toHaveLength(1);
  });
});

describe("issue 15: buying a gift card", () => {
  const giftRequest = (overrides: Partial<CheckoutSessionRequest> = {}): CheckoutSessionRequest => ({
    planId: "family-yearly",
    idempotencyKey: "key-gift-0001",
    giftCard: { email: "Buyer@Example.org", recipientName: "Léa", message: "Bon courage pour le bac !" },
    ...overrides,
  });
  const pay = (c: ReturnType<typeof setup>["c"], orderId: string, amountMinor: number, eventId: string) =>
    c.resolve(ConfirmPayment).execute({
      ...success(orderId, { planId: "family-yearly", amountMinor, eventId }),
      provider: "stripe",
      payloadHash: "h",
    });

  it("prices the plan on the server without the withdrawal waiver, and lands on the buyer's cards", async () => {
    const { c, store } = setup();
    const opened = (
      await c.resolve(OpenCheckout).execute({ memberId: "m-fr", request: giftRequest(), region: "FR" })
    )._unsafeUnwrap();
    // The plan's own price (family yearly: its promo price), whatever the client thinks.
    expect(opened.session).toMatchObject({ purpose: "gift-card", amount: 149.99, amountMinor: 14999, currency: "EUR" });
    expect(opened.session.successPath).toBe("/premium/carte-cadeau/mes-cartes");
    expect(store.orders[0]).toMatchObject({ purpose: "gift-card", withdrawalWaiverAt: null, email: null });
    const listed = await c.resolve(ListGiftCardPurchases).execute("m-fr");
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ state: "pending", code: null, email: "buyer@example.org", recipientName: "Léa" });
  });

  it("refuses plans that cannot be given, discounts and a bad address", async () => {
    const { c, store } = setup();
    const open = (request: CheckoutSessionRequest) =>
      c.resolve(OpenCheckout).execute({ memberId: "m-fr", request, region: "FR" });
    expect((await open(giftRequest({ planId: "family-lifetime" })))._unsafeUnwrapErr().type).toBe("CampaignRequired");
    expect((await open(giftRequest({ couponCode: "UNEFOIS" })))._unsafeUnwrapErr()).toEqual({
      type: "GiftCardNoDiscount",
    });
    expect((await open(giftRequest({ giftCard: { email: "not-an-address" } })))._unsafeUnwrapErr()).toEqual({
      type: "EmailInvalid",
    });
    expect(store.orders).toHaveLength(0);
  });

  it("on payment issues one card with a random code, mails it, gives the buyer no subscription", async () => {
    const { c, store, mails, prints, idle } = setup();
    const orderId = (
      await c.resolve(OpenCheckout).execute({ memberId: "m-fr", request: giftRequest(), region: "FR" })
    )._unsafeUnwrap().session.orderId;
    const outcomes = await Promise.all([pay(c, orderId, 14999, "evt-a"), pay(c, orderId, 14999, "evt-b")]);
    expect(outcomes.map((o) => o._unsafeUnwrap()).sort()).toEqual(["activated", "already-final"]);
    // A replayed delivery of the event that paid: nothing more.
    expect((await pay(c, orderId, 14999, "evt-a"))._unsafeUnwrap()).toBe("duplicate");
    await idle();
    expect(store.subscriptions).toHaveLength(0);
    expect(store.giftCards).toHaveLength(1);
    // The code to the address given, and the L221-13 confirmation once to the buyer's account address.
    expect(mails.map((m) => [m.to, m.template]).sort()).toEqual([
      ["buyer@example.org", "gift-card-purchased"],
      ["m-fr@example.org", "order-confirmation"],
    ]);
    const [listed] = await c.resolve(ListGiftCardPurchases).execute("m-fr");
    expect(listed?.state).toBe("unused");
    expect(listed?.code).toMatch(/^[0-9A-F]{4}(-[0-9A-F]{4}){3}$/);
    const codeMail = mails.find((m) => m.template === "gift-card-purchased");
    expect(codeMail?.text).toContain(listed?.code);
    const confirmation = mails.find((m) => m.template === "order-confirmation");
    expect(confirmation?.subject).toContain("F2026-000001");
    expect(confirmation?.text).toContain("Offre : Carte cadeau Famille annuel");
    expect(confirmation?.text).toContain("149,99\u00a0€ TTC");
    expect(confirmation?.text).toContain("Facture n° F2026-000001");
    // ADR 030's right: 14 days from the payment (Wednesday 25 November 2026) while unused, to 9 December included.
    expect(confirmation?.text).toContain("jusqu'au\n9 décembre 2026 inclus, tant que la carte n'a pas été utilisée");
    expect(confirmation?.text).not.toContain("vous avez demandé que l'accès commence");
    expect(confirmation?.text).toContain("https://revizo.test/premium/carte-cadeau/mes-cartes");
    expect(confirmation?.text).toContain(`https://revizo.test/api/checkout/orders/${orderId}/receipt`);
    expect(await c.resolve(SendOrderConfirmation).execute(orderId)).toBe(false);
    expect(mails).toHaveLength(2);
    const order = (await c.resolve(GetOrder).execute("m-fr", orderId))._unsafeUnwrap();
    expect(order).toMatchObject({ status: "paid", purpose: "gift-card", subscription: null });

    // Another member redeems it: the card's plan is theirs, and the buyer sees it used on that date.
    const redeemed = (await c.resolve(RedeemGiftCard).execute("m-2", listed?.code ?? ""))._unsafeUnwrap();
    expect(redeemed.order.plan.id).toBe("family-yearly");
    expect(store.subscriptions.map((s) => s.memberId)).toEqual(["m-2"]);
    const [used] = await c.resolve(ListGiftCardPurchases).execute("m-fr");
    expect(used).toMatchObject({ state: "used", usedAt: NOW.toISOString() });

    const pdf = (await c.resolve(DownloadGiftCard).execute("m-fr", orderId))._unsafeUnwrap();
    expect(new TextDecoder().decode(pdf)).toBe(`%PDF ${listed?.code}`);
    expect(prints[0]).toMatchObject({ recipientName: "Léa", period: { fr: "12 mois", en: "12 months" } });
    expect((await c.resolve(DownloadGiftCard).execute("m-2", orderId))._unsafeUnwrapErr()).toEqual({
      type: "OrderNotFound",
    });
  });

  /** Issue 15: a gift card bought and paid by m-fr; its order id and code. */
  async function paidCard(env: ReturnType<typeof setup>) {
    const orderId = (
      await env.c.resolve(OpenCheckout).execute({ memberId: "m-fr", request: giftRequest(), region: "FR" })
    )._unsafeUnwrap().session.orderId;
    (await pay(env.c, orderId, 14999, `evt-${orderId}`))._unsafeUnwrap();
    const [listed] = await env.c.resolve(ListGiftCardPurchases).execute("m-fr");
    return { orderId, code: listed?.code ?? "" };
  }

  it("ADR 030: the sale is invoiced in the payment's transaction, without a period, as a gift card", async () => {
    const env = setup();
    const { orderId } = await paidCard(env);
    expect(env.store.invoices).toEqual([
      expect.objectContaining({ orderId, number: "F2026-000001", periodStart: null }),
    ]);
    const [entry] = await env.c.resolve(ListOrders).execute("m-fr");
    expect(entry).toMatchObject({
      orderId,
      purpose: "gift-card",
      periodStart: null,
      periodEnd: null,
      creditNote: null,
    });
    (await env.c.resolve(DownloadReceipt).execute("m-fr", orderId))._unsafeUnwrap();
    expect(env.rendered[0]).toMatchObject({
      designation: "Carte cadeau Famille annuel",
      periodStart: null,
      vat: { netMinor: 12499, vatMinor: 2500, totalMinor: 14999 },
    });
    // A subscription paid next takes the following number of the same gap-free series.
    const sub = (
      await env.c.resolve(OpenCheckout).execute({ memberId: "m-fr", request: request(), region: "FR" })
    )._unsafeUnwrap().session.orderId;
    await env.c.resolve(ConfirmPayment).execute({ ...success(sub), provider: "stripe", payloadHash: "h" });
    expect(env.store.invoices.map((i) => i.number).sort()).toEqual(["F2026-000001", "F2026-000002"]);
  });

  it("ADR 030: withdrawing voids the card, issues one credit note, refunds once and mails once", async () => {
    const env = setup();
    const { orderId, code } = await paidCard(env);
    env.mails.splice(0);
    env.setNow(new Date(NOW.getTime() + 3 * 86_400_000));
    // A double click: two requests at once, one withdrawal.
    const [first, second] = await Promise.all([
      env.c.resolve(WithdrawGiftCard).execute("m-fr", orderId),
      env.c.resolve(WithdrawGiftCard).execute("m-fr", orderId),
    ]);
    const answers = [first._unsafeUnwrap(), second._unsafeUnwrap()];
    expect(answers.map((a) => a.created).sort()).toEqual([false, true]);
    expect(answers.every((a) => a.creditNoteNumber === "A2026-000001" && a.refunded)).toBe(true);
    expect([...env.card.refunds.values()]).toEqual([
      {
        orderId,
        providerReference: `stripe_${orderId}`,
        amountMinor: 14999,
        currency: "EUR",
        idempotencyKey: `refund-${orderId}`,
      },
    ]);
    expect(env.store.creditNotes).toEqual([
      expect.objectContaining({
        orderId,
        number: "A2026-000001",
        amountMinor: 14999,
        refundId: `stripe_re_refund-${orderId}`,
      }),
    ]);
    expect(env.store.giftCards[0]?.voidedAt).toEqual(new Date(NOW.getTime() + 3 * 86_400_000));
    expect(env.mails.map((m) => m.template)).toEqual(["gift-card-withdrawn"]);
    expect(env.mails[0]).toMatchObject({ to: "m-fr@example.org" });
    expect(env.mails[0]?.text).toContain("A2026-000001");
    expect(env.mails[0]?.text).toContain("F2026-000001");
    // Once more later: the same answer, nothing done twice.
    const again = (await env.c.resolve(WithdrawGiftCard).execute("m-fr", orderId))._unsafeUnwrap();
    expect(again).toEqual({ created: false, creditNoteNumber: "A2026-000001", refunded: true });
    expect(env.card.refunds.size).toBe(1);
    expect(env.mails).toHaveLength(1);

    // The card can no longer be redeemed, nor printed; the buyer sees it withdrawn, with its credit note.
    expect((await env.c.resolve(RedeemGiftCard).execute("m-2", code))._unsafeUnwrapErr()).toEqual({
      type: "GiftCardCancelled",
    });
    expect(env.store.subscriptions).toHaveLength(0);
    expect((await env.c.resolve(DownloadGiftCard).execute("m-fr", orderId)).isErr()).toBe(true);
    const [listed] = await env.c.resolve(ListGiftCardPurchases).execute("m-fr");
    expect(listed).toMatchObject({
      state: "withdrawn",
      code: null,
      withdrawal: { allowed: false, reason: "withdrawn" },
      creditNote: { number: "A2026-000001", refunded: true },
    });
    const [entry] = await env.c.resolve(ListOrders).execute("m-fr");
    expect(entry?.creditNote).toMatchObject({ number: "A2026-000001", refunded: true });
  });

  it("ADR 030: a failed refund leaves the card voided and the refund pending; asking again retries it", async () => {
    const env = setup();
    const { orderId } = await paidCard(env);
    env.card.failNextRefunds(1);
    const first = (await env.c.resolve(WithdrawGiftCard).execute("m-fr", orderId))._unsafeUnwrap();
    expect(first).toEqual({ created: true, creditNoteNumber: "A2026-000001", refunded: false });
    expect(env.logs.some(([level, message]) => level === "error" && message === "gift_card.refund_failed")).toBe(true);
    expect((await env.c.resolve(ListGiftCardPurchases).execute("m-fr"))[0]?.creditNote?.refunded).toBe(false);
    const retried = (await env.c.resolve(WithdrawGiftCard).execute("m-fr", orderId))._unsafeUnwrap();
    expect(retried).toEqual({ created: false, creditNoteNumber: "A2026-000001", refunded: true });
    expect(env.card.refunds.size).toBe(1);
    expect(env.store.creditNotes).toHaveLength(1);
    // One mail: the withdrawal's (sent with the refund still to come).
    expect(env.mails.filter((m) => m.template === "gift-card-withdrawn")).toHaveLength(1);
  });

  it("ADR 030 addendum: the sweep retries a refund in progress with the same key, warns past 3 failures, once", async () => {
    const env = setup();
    const { orderId } = await paidCard(env);
    env.card.failNextRefunds(4);
    expect((await env.c.resolve(WithdrawGiftCard).execute("m-fr", orderId))._unsafeUnwrap().refunded).toBe(false);
    const sweep = (minutes: number) => env.c.resolve(RetryRefunds).execute(new Date(NOW.getTime() + minutes * 60_000));
    // Left to the withdrawal's own call while it is young.
    expect(await sweep(5)).toEqual({ retried: 0, refunded: 0, failed: 0 });
    expect(await sweep(15)).toEqual({ retried: 1, refunded: 0, failed: 1 });
    const stuck = () => env.logs.filter(([level, message]) => level === "warn" && message === "gift_card.refund_stuck");
    expect(stuck()).toHaveLength(0);
    await sweep(75);
    expect(stuck()).toHaveLength(1);
    await sweep(135);
    expect(stuck()).toHaveLength(2);
    expect(env.store.creditNotes[0]).toMatchObject({ refundFailures: 4, refundedAt: null });
    expect(await sweep(195)).toEqual({ retried: 1, refunded: 1, failed: 0 });
    expect([...env.card.refunds.keys()]).toEqual([`refund-${orderId}`]);
    expect(env.store.creditNotes[0]).toMatchObject({ refundId: `stripe_re_refund-${orderId}` });
    expect(await sweep(255)).toEqual({ retried: 0, refunded: 0, failed: 0 });
    expect((await env.c.resolve(ListGiftCardPurchases).execute("m-fr"))[0]?.creditNote?.refunded).toBe(true);
    // The scheduled run is claimed once per interval: a second process at the same time skips it.
    const at = new Date(NOW.getTime() + 300 * 60_000);
    const since = new Date(at.getTime() - 55 * 60_000);
    const runs = await Promise.all([
      env.c.resolve(RetryRefunds).scheduled(at, since),
      env.c.resolve(RetryRefunds).scheduled(at, since),
    ]);
    expect(runs.filter((run) => run === null)).toHaveLength(1);
  });

  it("ADR 030: refused once the card was redeemed, after the 14 days, to another member and before payment", async () => {
    const env = setup();
    const { orderId, code } = await paidCard(env);
    const withdraw = (memberId: string, id = orderId) => env.c.resolve(WithdrawGiftCard).execute(memberId, id);
    expect((await withdraw("m-2"))._unsafeUnwrapErr()).toEqual({ type: "OrderNotFound" });
    expect((await withdraw("m-fr", "not-an-order"))._unsafeUnwrapErr()).toEqual({ type: "OrderNotFound" });
    // 25 November 2026 (a Wednesday) + 14 days: the right ends at midnight in Paris after Wednesday 9 December.
    env.setNow(new Date("2026-12-09T22:59:59Z"));
    expect((await env.c.resolve(ListGiftCardPurchases).execute("m-fr"))[0]?.withdrawal).toEqual({
      allowed: true,
      reason: null,
      until: "2026-12-09T23:00:00.000Z",
    });
    env.setNow(new Date("2026-12-09T23:00:00Z"));
    expect((await withdraw("m-fr"))._unsafeUnwrapErr()).toEqual({ type: "WithdrawalRefused", reason: "expired" });
    env.setNow(NOW);
    (await env.c.resolve(RedeemGiftCard).execute("m-2", code))._unsafeUnwrap();
    expect((await withdraw("m-fr"))._unsafeUnwrapErr()).toEqual({ type: "WithdrawalRefused", reason: "redeemed" });
    expect(env.card.refunds.size).toBe(0);
    expect(env.store.creditNotes).toHaveLength(0);
    // A subscription order is not a gift card; an unpaid gift card has no contract yet.
    const unpaid = (
      await env.c
        .resolve(OpenCheckout)
        .execute({ memberId: "m-fr", request: giftRequest({ idempotencyKey: "key-gift-0002" }), region: "FR" })
    )._unsafeUnwrap().session.orderId;
    expect((await withdraw("m-fr", unpaid))._unsafeUnwrapErr()).toEqual({
      type: "WithdrawalRefused",
      reason: "unpaid",
    });
  });

  it("no printable card before the payment", async () => {
    const { c } = setup();
    const orderId = (
      await c.resolve(OpenCheckout).execute({ memberId: "m-fr", request: giftRequest(), region: "FR" })
    )._unsafeUnwrap().session.orderId;
    expect((await c.resolve(DownloadGiftCard).execute("m-fr", orderId)).isErr()).toBe(true);
  });
});
