import { describe, expect, it } from "vitest";
import type { ReceivePaymentEvent } from "../../../../application/api/premium/checkout/receive-payment-event.ts";
import type { MemberOrder } from "../../../../application/api/premium/checkout/ports.ts";
import { SEED_PLANS } from "../../../../application/api/premium/catalog/seed-data.ts";
import { SANDBOX_SIGNATURE_HEADER } from "../../../../application/contracts/premium/checkout.ts";
import { MemoryCouponRepository } from "../../../memory/memory-premium-coupons.ts";
import { MemoryPlanRepository } from "../../../memory/memory-premium-plans.ts";
import { MemoryPaymentStore } from "../../../memory/memory-payment-store.ts";
import { cardOutcome, escapeHtml, formatAmount, phoneOutcome, SandboxCheckout } from "./sandbox-checkout.ts";
import { SandboxPaymentProvider, sandboxReference, sandboxSigningKey } from "./sandbox-payment-provider.ts";
import { signatureHeader } from "./signatures.ts";

const NOW = new Date("2026-11-25T11:00:00Z");
const ORDER_ID = "22222222-2222-4222-8222-222222222222";
const INVOICE_ID = "sbx_in_0123456789abcdef01234567";

const provider = () =>
  new SandboxPaymentProvider({
    signingKey: sandboxSigningKey("a-test-secret-of-at-least-32-characters"),
    apiBaseUrl: "https://revizo.test/api",
    clock: { now: () => NOW },
  });

const order = (overrides: Partial<MemberOrder> = {}): MemberOrder => ({
  id: ORDER_ID,
  purpose: "subscription",
  memberId: "m",
  planId: "solo-yearly",
  campaignId: null,
  campaignSlug: null,
  couponId: null,
  couponCode: "VINGT",
  amountMinor: 7199,
  listPriceMinor: 8999,
  currency: "EUR",
  provider: "sandbox",
  providerReference: sandboxReference(ORDER_ID),
  redirectUrl: null,
  status: "pending",
  idempotencyKey: "key-12345678",
  requestFingerprint: "f",
  email: null,
  successPath: "/subscribe-success",
  failurePath: "/subscribe-failed",
  failureReason: null,
  subscriptionId: null,
  createdAt: NOW,
  updatedAt: NOW,
  expiresAt: new Date(NOW.getTime() + 3600_000),
  paidAt: null,
  withdrawalWaiverAt: NOW,
  ...overrides,
});

describe("sandbox test numbers", () => {
  it("knows the test cards and phones, spaces or not", () => {
    expect(cardOutcome("4242424242424242")).toBe("success");
    expect(cardOutcome(" 4000 0000 0000 0002 ")).toBe("declined");
    expect(cardOutcome("4000-0027-6000-3184")).toBe("extra-step");
    expect(cardOutcome("4111111111111111")).toBe("unknown");
    expect(phoneOutcome("+221770000000")).toBe("success");
    expect(phoneOutcome("+221 77 000 00 01")).toBe("declined");
    expect(phoneOutcome("+221 77 000 00 02")).toBe("unknown");
  });

  it("escapes HTML and formats amounts", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
    expect(formatAmount(14999, "EUR")).toBe("149,99 €");
    expect(formatAmount(98390, "XOF")).toBe("98390 F CFA");
  });
});

describe("SandboxPaymentProvider", () => {
  it("opens a session on its own test page, with a per-order token", async () => {
    const sandbox = provider();
    const session = (
      await sandbox.createCheckout({
        orderId: ORDER_ID,
        memberId: "m",
        email: null,
        plan: { id: "solo-yearly", name: "Solo", kind: "card", paymentProvider: "stripe", renewing: false },
        amountMinor: 8999,
        currency: "EUR",
        successUrl: "",
        cancelUrl: "",
        idempotencyKey: "k",
        expiresAt: NOW,
      })
    )._unsafeUnwrap();
    expect(session.redirectUrl).toBe(
      `https://revizo.test/api/payments/sandbox/checkout/${ORDER_ID}?token=${sandbox.pageToken(ORDER_ID)}`,
    );
    expect(session.providerReference).toBe("sbx_cs_22222222222242228222222222222222");
    expect(sandbox.pageToken(ORDER_ID)).not.toBe(sandbox.pageToken(ORDER_ID, "extra-step"));
    expect(sandboxSigningKey("x".repeat(32))).not.toBe("x".repeat(32));
  });

  it("verifies its own signed events and refuses malformed ones", () => {
    const sandbox = provider();
    const signed = sandbox.sign({
      id: "evt_1",
      type: "payment.failed",
      orderId: ORDER_ID,
      planId: "solo-yearly",
      amountMinor: 8999,
      currency: "EUR",
      method: "card",
      failureReason: "card_declined",
      created: 1,
    });
    const event = sandbox.verifyWebhook(new Headers(signed.headers), signed.rawBody)._unsafeUnwrap();
    expect(event).toMatchObject({
      provider: "sandbox",
      kind: "failed",
      failureReason: "card_declined",
      orderId: ORDER_ID,
    });
    // A signed body that is not a sandbox event is refused as malformed.
    const odd = JSON.stringify({ id: "evt_2", type: "payment.refunded" });
    const oddHeaders = new Headers({
      [SANDBOX_SIGNATURE_HEADER]: signatureHeader(
        sandboxSigningKey("a-test-secret-of-at-least-32-characters"),
        Math.floor(NOW.getTime() / 1000),
        odd,
      ),
    });
    expect(sandbox.verifyWebhook(oddHeaders, odd)._unsafeUnwrapErr().reason).toBe("malformed");
    const header = signed.headers[SANDBOX_SIGNATURE_HEADER] ?? "";
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const forge = (raw: string) => {
      const t = Math.floor(NOW.getTime() / 1000);
      return sandbox.verifyWebhook(new Headers({ [SANDBOX_SIGNATURE_HEADER]: `t=${t},v1=${"0".repeat(64)}` }), raw);
    };
    expect(forge(signed.rawBody)._unsafeUnwrapErr().reason).toBe("bad-signature");
  });
});

describe("SandboxCheckout pages", () => {
  async function setup(stored: MemberOrder) {
    const sandbox = provider();
    const store = new MemoryPaymentStore(new MemoryCouponRepository());
    await store.create(stored);
    const delivered: string[] = [];
    const receive = {
      execute: async (input: { rawBody: string }) => {
        delivered.push(input.rawBody);
        return { isErr: () => false };
      },
    } as unknown as ReceivePaymentEvent;
    const tasks: Array<() => Promise<void>> = [];
    // Issue 15 (ADR 040): the sandbox's refused invoices (one open), paid from its page.
    const paidInvoices: { invoiceId: string; last4: string }[] = [];
    const billing = {
      openInvoice: async (invoiceId: string) =>
        invoiceId === INVOICE_ID && paidInvoices.length === 0
          ? { amountMinor: 8999, currency: "EUR", planName: "Solo annuel", memberId: "m" }
          : null,
      payInvoice: async (invoiceId: string, card: { brand: string; last4: string }) => {
        paidInvoices.push({ invoiceId, last4: card.last4 });
        return true;
      },
    };
    const page = new SandboxCheckout({
      provider: sandbox,
      billing,
      orders: store,
      plans: new MemoryPlanRepository(SEED_PLANS),
      receive: () => receive,
      background: { run: (_name, task) => void tasks.push(task) },
      ids: { uuid: () => "33333333-3333-4333-8333-333333333333" },
      clock: { now: () => NOW },
      logger: { debug() {}, info() {}, warn() {}, error() {} },
      publicOrigin: "https://revizo.test",
      brandName: "Révizo",
    });
    return { page, sandbox, delivered, tasks, paidInvoices };
  }
  const form = (token: string, fields: Partial<{ action: string; number: string; stepToken: string }>) => ({
    order: ORDER_ID,
    token,
    action: "pay",
    number: "",
    stepToken: "",
    ...fields,
  });

  it("shows the summary with escaped values, and 404 for a bad token", async () => {
    const { page, sandbox } = await setup(order());
    const shown = await page.page(ORDER_ID, sandbox.pageToken(ORDER_ID));
    expect(shown).toMatchObject({ kind: "html", status: 200 });
    if (shown.kind === "html") {
      expect(shown.html).toContain("71,99 €");
      expect(shown.html).toContain("VINGT");
      expect(shown.html).toContain('action="https://revizo.test/api/payments/sandbox/pay"');
    }
    expect(await page.page(ORDER_ID, "nope")).toMatchObject({ kind: "html", status: 404 });
    expect(await page.page("../etc", sandbox.pageToken("../etc"))).toMatchObject({ status: 404 });
  });

  it("card success posts a signed success event before redirecting to the success path", async () => {
    const { page, sandbox, delivered } = await setup(order());
    const answer = await page.submit(form(sandbox.pageToken(ORDER_ID), { number: "4242 4242 4242 4242" }));
    expect(answer).toEqual({ kind: "redirect", url: `https://revizo.test/subscribe-success?order=${ORDER_ID}` });
    expect(delivered).toHaveLength(1);
    expect(JSON.parse(delivered[0] ?? "{}")).toMatchObject({
      type: "payment.succeeded",
      amountMinor: 7199,
      currency: "EUR",
      method: "card",
    });
  });

  it("mobile money redirects to the waiting page at once and calls back in the background", async () => {
    const { page, sandbox, delivered, tasks } = await setup(
      order({
        planId: "africa-family-yearly-mobile-money",
        currency: "XOF",
        amountMinor: 98390,
        listPriceMinor: 98390,
      }),
    );
    const answer = await page.submit(form(sandbox.pageToken(ORDER_ID), { number: "+221 77 000 00 01" }));
    expect(answer).toEqual({
      kind: "redirect",
      url: `https://revizo.test/validatePayment/mobile-money?order=${ORDER_ID}`,
    });
    expect(delivered).toEqual([]);
    await tasks[0]?.();
    expect(JSON.parse(delivered[0] ?? "{}")).toMatchObject({
      type: "payment.failed",
      failureReason: "mobile_money_refused",
      method: "mobile_money",
    });
  });

  it("a closed or expired order only links back to the site", async () => {
    const paid = await setup(order({ status: "paid", paidAt: NOW }));
    const answer = await paid.page.submit(form(paid.sandbox.pageToken(ORDER_ID), { number: "4242424242424242" }));
    expect(
      answer.kind === "html" && answer.html.includes(`https://revizo.test/subscribe-success?order=${ORDER_ID}`),
    ).toBe(true);
    expect(paid.delivered).toEqual([]);
    const expired = await setup(order({ expiresAt: NOW }));
    const shown = await expired.page.page(ORDER_ID, expired.sandbox.pageToken(ORDER_ID));
    expect(shown.kind === "html" && shown.html.includes("expired")).toBe(true);
  });

  describe("a refused renewal's invoice page (ADR 040)", () => {
    const invoiceForm = (token: string, fields: Partial<{ action: string; number: string; stepToken: string }>) => ({
      invoice: INVOICE_ID,
      token,
      action: "pay",
      number: "",
      stepToken: "",
      ...fields,
    });

    it("shows the open invoice to the holder of its token, a closed page otherwise", async () => {
      const { page, sandbox } = await setup(order());
      const shown = await page.invoicePage(INVOICE_ID, sandbox.invoiceToken(INVOICE_ID));
      expect(shown).toMatchObject({ kind: "html", status: 200 });
      expect(shown.kind === "html" && shown.html.includes("89,99 €")).toBe(true);
      expect(
        shown.kind === "html" && shown.html.includes('action="https://revizo.test/api/payments/sandbox/invoice"'),
      ).toBe(true);
      expect(await page.invoicePage(INVOICE_ID, "nope")).toMatchObject({ status: 404 });
      expect(await page.invoicePage("sbx_in_../x", sandbox.invoiceToken("sbx_in_../x"))).toMatchObject({ status: 404 });
    });

    it("a card the bank accepts pays it and goes back to the account; the declined one stays on the page", async () => {
      const { page, sandbox, paidInvoices } = await setup(order());
      const token = sandbox.invoiceToken(INVOICE_ID);
      expect(await page.submitInvoice(invoiceForm(token, { number: "4000 0000 0000 0002" }))).toMatchObject({
        kind: "html",
        status: 400,
      });
      expect(paidInvoices).toEqual([]);
      expect(await page.submitInvoice(invoiceForm(token, { number: "4242 4242 4242 4242" }))).toEqual({
        kind: "redirect",
        url: "https://revizo.test/mon-compte",
      });
      expect(paidInvoices).toEqual([{ invoiceId: INVOICE_ID, last4: "4242" }]);
    });

    it("the card that asks for a confirmation pays once the holder confirms with the page's step token", async () => {
      const { page, sandbox, paidInvoices } = await setup(order());
      const token = sandbox.invoiceToken(INVOICE_ID);
      const step = await page.submitInvoice(invoiceForm(token, { number: "4000 0027 6000 3184" }));
      expect(step).toMatchObject({ kind: "html", status: 200 });
      expect(paidInvoices).toEqual([]);
      expect(await page.submitInvoice(invoiceForm(token, { action: "confirm", stepToken: "forged" }))).toMatchObject({
        status: 403,
      });
      const stepToken = sandbox.invoiceToken(`${INVOICE_ID}:extra-step`);
      expect(step.kind === "html" && step.html.includes(stepToken)).toBe(true);
      await page.submitInvoice(invoiceForm(token, { action: "confirm", stepToken }));
      expect(paidInvoices).toEqual([{ invoiceId: INVOICE_ID, last4: "3184" }]);
    });
  });
});
