import { describe, expect, it } from "vitest";
import { httpFailure, MemoryApiClient } from "../../../adapters/memory/memory-api-client.ts";
import { memoryAccountContainer } from "../../../adapters/memory/memory-account-fixtures.ts";
import { orderView } from "./fixtures.test-support.ts";
import { BuyGiftCard } from "./gift-cards.ts";

const input = {
  planId: "solo-yearly",
  email: " parent@demo.test ",
  recipientName: "  Léa ",
  message: "",
  country: "FR",
  idempotencyKey: "key-0000-0001",
};

describe("BuyGiftCard (issue 15 POST /checkout/sessions with giftCard)", () => {
  it("sends the choice, never a price, and answers where to pay", async () => {
    const api = new MemoryApiClient().on("POST /checkout/sessions", () => ({
      ok: { ...orderView({ purpose: "gift-card", status: "pending" }), redirectUrl: "https://pay.test/1" },
    }));
    const { resolve } = memoryAccountContainer({ api });
    const started = (await resolve(BuyGiftCard).execute(input))._unsafeUnwrap();
    expect(started.redirectUrl).toBe("https://pay.test/1");
    expect(api.calls[0]?.body).toEqual({
      planId: "solo-yearly",
      idempotencyKey: "key-0000-0001",
      country: "FR",
      giftCard: { email: "parent@demo.test", recipientName: "Léa" },
    });
  });

  it("checks the fields first (the domain's rules) and refuses a visitor, without calling", async () => {
    const api = new MemoryApiClient();
    const { resolve } = memoryAccountContainer({ api });
    expect((await resolve(BuyGiftCard).execute({ ...input, email: "nope", planId: "" }))._unsafeUnwrapErr()).toEqual({
      type: "Invalid",
      errors: { planId: "Required", email: "EmailInvalid" },
    });
    expect((await resolve(BuyGiftCard).execute({ ...input, message: "x".repeat(301) }))._unsafeUnwrapErr()).toEqual({
      type: "Invalid",
      errors: { message: "TooLong" },
    });
    expect(
      (await memoryAccountContainer({ api, cookie: null }).resolve(BuyGiftCard).execute(input))._unsafeUnwrapErr(),
    ).toEqual({ type: "NotLoggedIn" });
    expect(api.calls).toHaveLength(0);
  });

  it("maps the API's refusals", async () => {
    const api = new MemoryApiClient();
    const { resolve } = memoryAccountContainer({ api });
    const answer = async (failure: ReturnType<typeof httpFailure>) => {
      api.on("POST /checkout/sessions", () => ({ fail: failure }));
      return (await resolve(BuyGiftCard).execute(input))._unsafeUnwrapErr();
    };
    expect(await answer(httpFailure(422, "PlanNotGiftable"))).toEqual({ type: "PlanUnavailable" });
    expect(await answer(httpFailure(422, "EmailInvalid"))).toEqual({
      type: "Invalid",
      errors: { email: "EmailInvalid" },
    });
    expect(await answer(httpFailure(502, "ProviderFailed"))).toEqual({ type: "ProviderFailed" });
    expect(await answer(httpFailure(429, "TooManyRequests"))).toEqual({ type: "TooManyAttempts" });
  });
});
