// Issue 15, receipts through the whole process app: a card payment in the sandbox issues an invoice numbered in
// sequence, the member's history lists it, its PDF is only for its owner, and the order confirmation mail is sent
// once per order, even when the provider's event is replayed or several arrive at once.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import * as v from "valibot";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedCommerce } from "../../adapters/api/premium/catalog/drizzle-commerce-seeder.ts";
import { invoices } from "../../adapters/api/db/premium-payments-schema.ts";
import { SandboxProviderToken } from "../../adapters/api/premium/payments/register-payments.ts";
import type { SandboxPaymentProvider } from "../../adapters/api/premium/payments/sandbox-payment-provider.ts";
import { OutboxReaderToken, type OutboxReader } from "../../application/api/mail/ports.ts";
import {
  CheckoutSessionResponse,
  WebhookResponse,
  type SandboxEvent,
} from "../../application/contracts/premium/checkout.ts";
import { OrderHistory } from "../../application/contracts/premium/receipts.ts";
import { ENGINES, startTestApi, type TestApi } from "./support/api.ts";
import { createMember, errorOf, login, type Session } from "./support/members.ts";

const NOW = new Date("2026-11-25T12:00:00+01:00");

describe.each(ENGINES)("receipts on %s", (engine) => {
  let api: TestApi;
  let sandbox: SandboxPaymentProvider;
  let dataDir: string;
  let counter = 0;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "revizo-receipts-"));
    api = await startTestApi(engine, { DATA_DIR: dataDir });
    await seedCommerce(api.database.db);
    sandbox = api.container.resolve<SandboxPaymentProvider>(SandboxProviderToken);
  });
  beforeEach(() => {
    api.clock.current = new Date(NOW);
  });
  afterAll(async () => {
    await api.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const openOrder = async (session: Session, planId = "solo-yearly") => {
    const response = await api.request("/api/checkout/sessions", {
      cookie: session.cookie,
      body: { idempotencyKey: `receipt-key-${++counter}-${Date.now()}`, withdrawalWaiver: true, planId },
    });
    expect(response.status).toBe(201);
    return v.parse(CheckoutSessionResponse, await response.json());
  };

  const successEvent = (orderId: string, amountMinor: number) => {
    const event: SandboxEvent = {
      id: `evt_receipt_${crypto.randomUUID()}`,
      type: "payment.succeeded",
      orderId,
      planId: "solo-yearly",
      amountMinor,
      currency: "EUR",
      method: "card",
      failureReason: null,
      created: Math.floor(api.clock.now().getTime() / 1000),
    };
    return sandbox.sign(event);
  };

  const post = async (signed: { rawBody: string; headers: Record<string, string> }) => {
    const response = await api.request("/api/payments/webhooks/sandbox", {
      bare: true,
      raw: signed.rawBody,
      method: "POST",
      headers: signed.headers,
    });
    expect(response.status).toBe(200);
    return v.parse(WebhookResponse, await response.json()).outcome;
  };

  const mailsTo = (email: string) =>
    api.container.resolve<OutboxReader>(OutboxReaderToken).list({ recipient: email, limit: 50 });

  it("issues one invoice and sends one confirmation mail per order, however often the event comes", async () => {
    const member = await createMember(api);
    const session = await login(api, member);
    const order = await openOrder(session);
    const signed = successEvent(order.orderId, order.amountMinor);
    // Five deliveries at once, then the same event replayed later.
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => post(signed)));
    expect(outcomes.filter((o) => o === "activated")).toHaveLength(1);
    expect(await post(signed)).toBe("duplicate");
    expect(await post(successEvent(order.orderId, order.amountMinor))).toBe("already-final");
    await api.idle();

    const rows = await api.database.db.select().from(invoices).where(eq(invoices.orderId, order.orderId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.number).toMatch(/^F2026-\d{6}$/);
    const mails = (await mailsTo(member.email)).filter((m) => m.template === "order-confirmation");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(rows[0]!.number);
    expect(mails[0]?.text).toContain(`/api/checkout/orders/${order.orderId}/receipt`);
    expect(mails[0]?.text).toContain("rétractation");
  });

  it("numbers the invoices of successive payments without gaps", async () => {
    const numbers: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const session = await login(api, await createMember(api));
      const order = await openOrder(session);
      expect(await post(successEvent(order.orderId, order.amountMinor))).toBe("activated");
      const [row] = await api.database.db.select().from(invoices).where(eq(invoices.orderId, order.orderId));
      numbers.push(row!.sequence);
    }
    expect(numbers[1]).toBe(numbers[0]! + 1);
    expect(numbers[2]).toBe(numbers[0]! + 2);
  });

  it("lists the member's paid orders and gives the receipt to its owner only", async () => {
    const owner = await createMember(api);
    const ownerSession = await login(api, owner);
    const other = await login(api, await createMember(api));
    const order = await openOrder(ownerSession);
    await openOrder(ownerSession, "solo-monthly"); // never paid: not in the history
    expect(await post(successEvent(order.orderId, order.amountMinor))).toBe("activated");

    const listed = await api.request("/api/checkout/orders", { cookie: ownerSession.cookie });
    expect(listed.status).toBe(200);
    const history = v.parse(OrderHistory, await listed.json());
    expect(history.orders).toHaveLength(1);
    const entry = history.orders[0]!;
    expect(entry).toMatchObject({ orderId: order.orderId, status: "paid", currency: "EUR", paymentMethod: "card" });
    expect(entry.amountMinor).toBe(order.amountMinor);
    const otherList = await api.request("/api/checkout/orders", { cookie: other.cookie });
    expect(v.parse(OrderHistory, await otherList.json()).orders).toEqual([]);

    const path = `/api${entry.receiptPath}`;
    const download = await api.request(path, { cookie: ownerSession.cookie });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toBe(
      `attachment; filename="facture-${entry.invoiceNumber}.pdf"`,
    );
    expect(download.headers.get("cache-control")).toBe("private, no-store");
    const bytes = new Uint8Array(await download.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe(`Facture ${entry.invoiceNumber}`);
    expect(pdf.getPageCount()).toBe(1);
    // The second download is the cached file, byte for byte.
    const again = await api.request(path, { cookie: ownerSession.cookie });
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(bytes);

    // Another member, a visitor, an unpaid order: never the receipt.
    const stolen = await api.request(path, { cookie: other.cookie });
    expect(stolen.status).toBe(404);
    expect((await errorOf(stolen)).code).toBe("OrderNotFound");
    expect((await api.request(path)).status).toBe(401);
    expect((await api.request("/api/checkout/orders")).status).toBe(401);
    expect((await api.request("/api/checkout/orders/not-a-uuid/receipt", { cookie: ownerSession.cookie })).status).toBe(
      404,
    );
  });
});
