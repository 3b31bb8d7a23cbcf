// Issue 15 (docs/decisions/030), through the whole process app with the sandbox: a gift card's sale is invoiced like a
// subscription (one gap-free series), and its buyer withdraws within 14 days while nobody redeemed it: the card is
// voided, one credit note is numbered, the sandbox refunds once, one mail goes out, and the code no longer redeems.
// A double click (two requests at once) does it once; after 14 days or once redeemed it is refused.
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import * as v from "valibot";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedCommerce } from "../../adapters/api/premium/catalog/drizzle-commerce-seeder.ts";
import { creditNotes, giftCardPurchases, giftCards, invoices } from "../../adapters/api/db/premium-payments-schema.ts";
import {
  CheckoutSessionResponse,
  GiftCardPurchaseView,
  GiftCardWithdrawalResponse,
  SANDBOX_TEST_CARDS,
} from "../../application/contracts/premium/checkout.ts";
import { OrderHistory } from "../../application/contracts/premium/receipts.ts";
import { RetryRefunds } from "../../application/api/premium/checkout/gift-card-withdrawal.ts";
import { ENGINES, ORIGIN, startTestApi, type TestApi } from "./support/api.ts";
import { createMember, errorOf, login, uniqueEmail, type Session } from "./support/members.ts";

const NOW = new Date("2026-11-25T12:00:00+01:00");

describe.each(ENGINES)("withdrawing from a gift card on %s", (engine) => {
  let api: TestApi;
  let counter = 0;
  const key = () => `withdraw-key-${Date.now()}-${++counter}`;

  beforeAll(async () => {
    api = await startTestApi(engine);
    await seedCommerce(api.database.db);
  });
  beforeEach(() => {
    api.clock.current = new Date(NOW);
  });
  afterAll(() => api.close());

  /** A gift card bought and paid on the sandbox's page: its order and code. */
  async function boughtCard(buyer: Session): Promise<{ orderId: string; code: string }> {
    const opened = await api.request("/api/checkout/sessions", {
      cookie: buyer.cookie,
      body: { idempotencyKey: key(), planId: "solo-yearly", giftCard: { email: uniqueEmail("friend") } },
    });
    expect(opened.status).toBe(201);
    const session = v.parse(CheckoutSessionResponse, await opened.json());
    const url = new URL(session.redirectUrl);
    const paid = await api.request("/api/payments/sandbox/pay", {
      bare: true,
      raw: new URLSearchParams({
        order: session.orderId,
        token: url.searchParams.get("token") ?? "",
        number: SANDBOX_TEST_CARDS.success,
        action: "pay",
      }).toString(),
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN },
    });
    expect(paid.status).toBe(303);
    const cards = await listOf(buyer);
    return { orderId: session.orderId, code: cards.find((c) => c.orderId === session.orderId)?.code ?? "" };
  }

  const listOf = async (session: Session) => {
    const response = await api.request("/api/checkout/gift-cards", { cookie: session.cookie });
    return v.parse(v.object({ giftCards: v.array(GiftCardPurchaseView) }), await response.json()).giftCards;
  };
  const ordersOf = async (session: Session) => {
    const response = await api.request("/api/checkout/orders", { cookie: session.cookie });
    return v.parse(OrderHistory, await response.json()).orders;
  };
  const withdraw = (session: Session, orderId: string) =>
    api.request(`/api/checkout/gift-cards/${orderId}/withdrawal`, { cookie: session.cookie, method: "POST" });

  it("ADR 030 addendum: the sweep refunds a credit note left in progress, with the same key, claimed once", async () => {
    const member = await createMember(api);
    const buyer = await login(api, member);
    const { orderId } = await boughtCard(buyer);
    expect((await withdraw(buyer, orderId)).status).toBe(201);
    const [done] = await api.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId));
    // As if the process had stopped between the withdrawal's commit and its refund.
    await api.database.db
      .update(creditNotes)
      .set({ refundId: null, refundedAt: null })
      .where(eq(creditNotes.orderId, orderId));
    expect((await listOf(buyer))[0]?.creditNote?.refunded).toBe(false);

    // Two processes tick at once an hour later: one claims the run, the other skips it.
    const at = new Date(NOW.getTime() + 3_600_000);
    const since = new Date(at.getTime() - 55 * 60_000);
    const runs = await Promise.all([
      api.container.resolve(RetryRefunds).scheduled(at, since),
      api.container.resolve(RetryRefunds).scheduled(at, since),
    ]);
    expect(runs.filter((run) => run === null)).toHaveLength(1);
    expect(runs.find((run) => run !== null)).toMatchObject({ refunded: 1, failed: 0 });
    const [swept] = await api.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId));
    // The sandbox answers one refund per key: the same refund as the withdrawal's.
    expect(swept).toMatchObject({ refundId: done?.refundId, refundFailures: 0 });
    expect(swept?.refundedAt).toEqual(at);
    expect((await api.container.resolve(RetryRefunds).execute(new Date(at.getTime() + 3_600_000))).retried).toBe(0);
  });

  it("the sale is invoiced; a double click withdraws once: voided, one credit note, one refund, one mail", async () => {
    const member = await createMember(api);
    const buyer = await login(api, member);
    const { orderId, code } = await boughtCard(buyer);

    // The invoice, numbered in the payment's transaction, listed with its receipt; no period for a card.
    const [invoice] = await api.database.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(invoice?.number).toMatch(/^F2026-\d{6}$/);
    expect(invoice?.periodStart).toBeNull();
    expect(await ordersOf(buyer)).toMatchObject([
      { orderId, purpose: "gift-card", periodStart: null, invoiceNumber: invoice?.number, creditNote: null },
    ]);
    const receipt = await api.request(`/api/checkout/orders/${orderId}/receipt`, { cookie: buyer.cookie });
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get("content-type")).toBe("application/pdf");
    expect((await listOf(buyer))[0]?.withdrawal).toMatchObject({ allowed: true });

    // Another member cannot withdraw it.
    const stranger = await login(api, await createMember(api));
    expect((await withdraw(stranger, orderId)).status).toBe(404);

    // Two days later (a new session: the first one's token has expired by then).
    api.clock.current = new Date(NOW.getTime() + 2 * 86_400_000);
    const later = await login(api, member);
    const answers = await Promise.all([withdraw(later, orderId), withdraw(later, orderId)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    const bodies = await Promise.all(answers.map(async (a) => v.parse(GiftCardWithdrawalResponse, await a.json())));
    expect(new Set(bodies.map((b) => b.creditNoteNumber)).size).toBe(1);
    expect(bodies[0]?.creditNoteNumber).toMatch(/^A2026-\d{6}$/);

    const notes = await api.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ amountMinor: 8999, refundId: expect.stringMatching(/^sbx_re_/) });
    expect(notes[0]?.refundedAt).toBeInstanceOf(Date);
    const [card] = await api.database.db
      .select({ voidedAt: giftCards.voidedAt, redeemedAt: giftCards.redeemedAt })
      .from(giftCardPurchases)
      .innerJoin(giftCards, eq(giftCards.id, giftCardPurchases.giftCardId))
      .where(eq(giftCardPurchases.orderId, orderId));
    expect(card).toEqual({ voidedAt: api.clock.current, redeemedAt: null });

    await api.idle();
    const outbox = await api.request(`/api/dev/outbox?to=${encodeURIComponent(member.email)}`);
    const mails = (await outbox.json()) as { template: string; text: string }[];
    expect(mails.filter((mail) => mail.template === "gift-card-withdrawn")).toHaveLength(1);
    expect(mails.find((mail) => mail.template === "gift-card-withdrawn")?.text).toContain(notes[0]?.number);

    // The code no longer redeems; the buyer sees it withdrawn, the history shows the credit note.
    const again = await login(api, await createMember(api));
    const redeemed = await api.request("/api/checkout/gift-card/redeem", { cookie: again.cookie, body: { code } });
    expect(redeemed.status).toBe(422);
    expect(await errorOf(redeemed)).toMatchObject({ code: "GiftCardCancelled" });
    expect((await listOf(later))[0]).toMatchObject({ state: "withdrawn", code: null });
    const [withdrawn] = await ordersOf(later);
    expect(withdrawn?.creditNote).toMatchObject({ number: notes[0]?.number, refunded: true });
    // The credit note's PDF, for the buyer only: it names itself, its number and the invoice it cancels.
    const note = await api.request(`/api${withdrawn?.creditNote?.path}`, { cookie: later.cookie });
    expect(note.status).toBe(200);
    expect(note.headers.get("content-type")).toBe("application/pdf");
    expect(note.headers.get("content-disposition")).toBe(`attachment; filename="avoir-${notes[0]?.number}.pdf"`);
    const notePdf = await PDFDocument.load(new Uint8Array(await note.arrayBuffer()));
    expect(notePdf.getTitle()).toBe(`Avoir ${notes[0]?.number}`);
    expect(notePdf.getPageCount()).toBe(1);
    const other = await login(api, await createMember(api));
    expect((await api.request(`/api${withdrawn?.creditNote?.path}`, { cookie: other.cookie })).status).toBe(404);
    // An order without a refund has no credit note.
    const kept = await boughtCard(later);
    expect(
      (await api.request(`/api/checkout/orders/${kept.orderId}/credit-note`, { cookie: later.cookie })).status,
    ).toBe(404);
    const pdf = await api.request(`/api/checkout/gift-cards/${orderId}/card.pdf`, { cookie: later.cookie });
    expect(pdf.status).toBe(404);
  });

  it("refused after the 14 days and once redeemed (422 with the reason), nothing written", async () => {
    const member = await createMember(api);
    const buyer = await login(api, member);
    const late = await boughtCard(buyer);
    const used = await boughtCard(buyer);
    const friend = await login(api, await createMember(api));
    const redeemed = await api.request("/api/checkout/gift-card/redeem", {
      cookie: friend.cookie,
      body: { code: used.code },
    });
    expect(redeemed.status).toBe(201);
    const refusedUsed = await withdraw(buyer, used.orderId);
    expect(refusedUsed.status).toBe(422);
    expect(await errorOf(refusedUsed)).toMatchObject({ code: "WithdrawalRefused", fields: { reason: "redeemed" } });

    // Paid Wednesday 25 November 2026 at noon in Paris: the right ends at midnight after Wednesday 9 December.
    api.clock.current = new Date("2026-12-09T23:00:00Z");
    const later = await login(api, member);
    const refusedLate = await withdraw(later, late.orderId);
    expect(refusedLate.status).toBe(422);
    expect(await errorOf(refusedLate)).toMatchObject({ code: "WithdrawalRefused", fields: { reason: "expired" } });
    const notes = await api.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, late.orderId));
    expect(notes).toHaveLength(0);
    expect((await listOf(later)).map((card) => card.withdrawal.reason).sort()).toEqual(["expired", "redeemed"]);
  });
});
