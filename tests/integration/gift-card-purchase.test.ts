// Issue 15, gift cards bought on the site, through the whole process app with the sandbox: the purchase is priced by
// the server and paid on the sandbox's test page; the payment issues one card (no subscription for the buyer), its
// code is mailed to the address given, the buyer lists it and downloads the printable card (a PDF); another member
// redeems the code and the buyer sees it used.
import { eq } from "drizzle-orm";
import * as v from "valibot";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedCommerce } from "../../adapters/api/premium/catalog/drizzle-commerce-seeder.ts";
import { giftCardPurchases, giftCards } from "../../adapters/api/db/premium-payments-schema.ts";
import { subscriptions } from "../../adapters/api/db/schema.ts";
import {
  CheckoutSessionResponse,
  GiftCardPurchaseView,
  SANDBOX_TEST_CARDS,
} from "../../application/contracts/premium/checkout.ts";
import { ENGINES, ORIGIN, startTestApi, type TestApi } from "./support/api.ts";
import { createMember, errorOf, login, uniqueEmail, type Session } from "./support/members.ts";

const NOW = new Date("2026-11-25T12:00:00+01:00");

describe.each(ENGINES)("buying a gift card on %s", (engine) => {
  let api: TestApi;
  let counter = 0;
  const key = () => `gift-key-${Date.now()}-${++counter}`;

  beforeAll(async () => {
    api = await startTestApi(engine);
    await seedCommerce(api.database.db);
  });
  beforeEach(() => {
    api.clock.current = new Date(NOW);
  });
  afterAll(() => api.close());

  const open = (session: Session, body: Record<string, unknown>) =>
    api.request("/api/checkout/sessions", { cookie: session.cookie, body: { idempotencyKey: key(), ...body } });

  const pay = async (redirectUrl: string) => {
    const url = new URL(redirectUrl);
    const orderId = url.pathname.split("/").pop() ?? "";
    const body = new URLSearchParams({
      order: orderId,
      token: url.searchParams.get("token") ?? "",
      number: SANDBOX_TEST_CARDS.success,
      action: "pay",
    });
    return api.request("/api/payments/sandbox/pay", {
      bare: true,
      raw: body.toString(),
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN },
    });
  };

  const listOf = async (session: Session) => {
    const response = await api.request("/api/checkout/gift-cards", { cookie: session.cookie });
    expect(response.status).toBe(200);
    return v.parse(v.object({ giftCards: v.array(GiftCardPurchaseView) }), await response.json()).giftCards;
  };

  it("purchase → card mailed and printable → redeemed by another member → seen used by the buyer", async () => {
    const buyerAccount = await createMember(api);
    const buyer = await login(api, buyerAccount);
    const to = uniqueEmail();
    const response = await open(buyer, {
      planId: "solo-yearly",
      giftCard: { email: to, recipientName: "Léa", message: "Bonnes révisions !" },
    });
    expect(response.status).toBe(201);
    const session = v.parse(CheckoutSessionResponse, await response.json());
    expect(session).toMatchObject({
      purpose: "gift-card",
      amount: 89.99,
      successPath: "/premium/carte-cadeau/mes-cartes",
    });
    expect((await listOf(buyer))[0]).toMatchObject({ state: "pending", code: null });

    const paid = await pay(session.redirectUrl);
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`${ORIGIN}/premium/carte-cadeau/mes-cartes?order=${session.orderId}`);

    // The buyer has no subscription; one card exists, recorded on the purchase.
    expect(await api.database.db.select().from(subscriptions).where(eq(subscriptions.memberId, buyer.id))).toHaveLength(
      0,
    );
    const [purchase] = await api.database.db
      .select()
      .from(giftCardPurchases)
      .where(eq(giftCardPurchases.orderId, session.orderId));
    expect(purchase?.giftCardId).not.toBeNull();
    const [card] = await api.database.db
      .select()
      .from(giftCards)
      .where(eq(giftCards.id, purchase?.giftCardId ?? ""));
    expect(card?.planId).toBe("solo-yearly");

    const [listed] = await listOf(buyer);
    expect(listed).toMatchObject({ state: "unused", recipientName: "Léa", email: to, orderStatus: "paid" });
    const code = listed?.code ?? "";
    expect(code).toMatch(/^[0-9A-F]{4}(-[0-9A-F]{4}){3}$/);

    await api.idle();
    const outbox = await api.request(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const mails = (await outbox.json()) as { template: string; text: string }[];
    expect(mails.map((mail) => mail.template)).toEqual(["gift-card-purchased"]);
    expect(mails[0]?.text).toContain(code);
    // Issue 15, L221-13: the buyer's own address gets the order's confirmation, once, with the gift card's withdrawal.
    const confirmations = (await (
      await api.request(`/api/dev/outbox?to=${encodeURIComponent(buyerAccount.email)}`)
    ).json()) as { template: string; text: string }[];
    expect(confirmations.map((mail) => mail.template)).toEqual(["order-confirmation"]);
    expect(confirmations[0]?.text).toMatch(/Facture n° F\d{4}-\d{6}/);
    expect(confirmations[0]?.text).toContain("Carte cadeau Solo annuel");
    expect(confirmations[0]?.text).toContain("89,99\u00a0€ TTC");
    expect(confirmations[0]?.text).toContain("jusqu'au\n9 décembre 2026 inclus");
    expect(confirmations[0]?.text).toContain(`${ORIGIN}/premium/carte-cadeau/mes-cartes`);

    const pdf = await api.request(`/api/checkout/gift-cards/${session.orderId}/card.pdf`, { cookie: buyer.cookie });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");

    // Another member cannot read the buyer's card, and redeems the code.
    const friend = await login(api, await createMember(api));
    const foreign = await api.request(`/api/checkout/gift-cards/${session.orderId}/card.pdf`, {
      cookie: friend.cookie,
    });
    expect(foreign.status).toBe(404);
    expect(await listOf(friend)).toEqual([]);
    const redeemed = await api.request("/api/checkout/gift-card/redeem", { cookie: friend.cookie, body: { code } });
    expect(redeemed.status).toBe(201);
    const friendSubscriptions = await api.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.memberId, friend.id));
    expect(friendSubscriptions.map((s) => s.planId)).toEqual(["solo-yearly"]);
    expect(await listOf(buyer)).toMatchObject([{ state: "used", usedAt: NOW.toISOString() }]);
  });

  it("refuses a plan that cannot be given, a coupon, and a bad address (4xx, nothing stored)", async () => {
    const buyer = await login(api, await createMember(api));
    const lifetime = await open(buyer, { planId: "family-lifetime", giftCard: { email: uniqueEmail() } });
    expect(lifetime.status).toBe(422);
    const coupon = await open(buyer, {
      planId: "solo-yearly",
      couponCode: "FAMILLE26",
      giftCard: { email: uniqueEmail() },
    });
    expect(coupon.status).toBe(422);
    expect(await errorOf(coupon)).toMatchObject({ code: "GiftCardNoDiscount" });
    const address = await open(buyer, { planId: "solo-yearly", giftCard: { email: "nope" } });
    expect(address.status).toBe(422);
    expect(await errorOf(address)).toMatchObject({ code: "EmailInvalid" });
    const tooLong = await open(buyer, {
      planId: "solo-yearly",
      giftCard: { email: uniqueEmail(), message: "x".repeat(301) },
    });
    expect(tooLong.status).toBe(400);
    expect(await listOf(buyer)).toEqual([]);
  });
});
