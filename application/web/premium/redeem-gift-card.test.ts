import { describe, expect, it } from "vitest";
import { httpFailure, MemoryApiClient } from "../../../adapters/memory/memory-api-client.ts";
import { memoryAccountContainer } from "../../../adapters/memory/memory-account-fixtures.ts";
import { orderView } from "./fixtures.test-support.ts";
import { RedeemGiftCard } from "./redeem-gift-card.ts";

describe("RedeemGiftCard (issue 6 POST /checkout/gift-card/redeem)", () => {
  it("sends the code (trimmed) and answers the paid order", async () => {
    const api = new MemoryApiClient().on("POST /checkout/gift-card/redeem", () => ({
      ok: orderView({ provider: "gift-card" }),
    }));
    const { resolve } = memoryAccountContainer({ api });
    const order = (await resolve(RedeemGiftCard).execute("  ABCD-EFGH-1234 "))._unsafeUnwrap();
    expect(order).toMatchObject({ status: "paid", provider: "gift-card" });
    expect(api.calls[0]?.body).toEqual({ code: "ABCD-EFGH-1234" });
  });

  it("refuses an empty code and a visitor without calling", async () => {
    const api = new MemoryApiClient();
    expect((await memoryAccountContainer({ api }).resolve(RedeemGiftCard).execute("  "))._unsafeUnwrapErr()).toEqual({
      type: "Invalid",
    });
    expect(
      (await memoryAccountContainer({ api, cookie: null }).resolve(RedeemGiftCard).execute("ABCD"))._unsafeUnwrapErr(),
    ).toEqual({ type: "NotLoggedIn" });
    expect(api.calls).toHaveLength(0);
  });

  it("maps an unknown card, a card used by someone else, throttling and a lost session", async () => {
    const api = new MemoryApiClient();
    const { resolve } = memoryAccountContainer({ api });
    const answer = async (failure: ReturnType<typeof httpFailure>) => {
      api.on("POST /checkout/gift-card/redeem", () => ({ fail: failure }));
      return (await resolve(RedeemGiftCard).execute("ABCD-1234"))._unsafeUnwrapErr();
    };
    expect(await answer(httpFailure(404, "GiftCardUnknown"))).toEqual({ type: "Unknown" });
    expect(await answer(httpFailure(422, "GiftCardRedeemed"))).toEqual({ type: "AlreadyUsed" });
    expect(await answer(httpFailure(422, "GiftCardCancelled"))).toEqual({ type: "Cancelled" });
    expect(await answer(httpFailure(400, "ValidationFailed", null, { code: "GiftCardCodeInvalid" }))).toEqual({
      type: "Invalid",
    });
    expect(await answer(httpFailure(429, "TooManyRequests"))).toEqual({ type: "TooManyAttempts" });
    expect(await answer(httpFailure(401, "Unauthenticated"))).toEqual({ type: "NotLoggedIn" });
    expect(await answer(httpFailure(500, "InternalError"))).toEqual({ type: "Unavailable" });
  });
});
