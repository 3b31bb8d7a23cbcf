import { describe, expect, it } from "vitest";
import { httpFailure, MemoryApiClient } from "../../../adapters/memory/memory-api-client.ts";
import { memoryAccountContainer } from "../../../adapters/memory/memory-account-fixtures.ts";
import { AFRICA_PLANS, FRANCE_PLANS, orderView } from "./fixtures.test-support.ts";
import { BuyGiftCard, LoadGiftPlans } from "./gift-cards.ts";

const input = {
  planId: "solo-yearly",
  email: " parent@demo.test ",
  recipientName: "  Léa ",
  message: "",
  region: "SN",
  country: null,
  idempotencyKey: "key-0000-0001",
};

describe("LoadGiftPlans (issue 15, issue 32: a visitor too)", () => {
  const plansApi = () =>
    new MemoryApiClient()
      .on("GET /productplans/getanonymeproductplans", (call) => ({
        ok: call.query?.country === "SN" ? AFRICA_PLANS : FRANCE_PLANS,
      }))
      .on("GET /productplans/getproductplans", () => ({ ok: FRANCE_PLANS }));

  it("shows a visitor the giftable plans of their region, family first, without asking them to log in", async () => {
    const api = plansApi();
    const { resolve } = memoryAccountContainer({ api, cookie: null });
    const plans = (await resolve(LoadGiftPlans).execute({ region: "FR", country: null }))._unsafeUnwrap();
    expect(api.calls.map((call) => call.path)).toEqual(["/productplans/getanonymeproductplans"]);
    expect(plans.length).toBeGreaterThan(0);
    expect(plans[0]?.family).toBe(true);
    expect(plans.every((plan) => plan.currency === "EUR")).toBe(true);
    const africa = (await resolve(LoadGiftPlans).execute({ region: "SN", country: "SN" }))._unsafeUnwrap();
    expect(africa.every((plan) => plan.currency === "XOF")).toBe(true);
  });

  it("asks a member's list with the page's country apart from the region", async () => {
    const api = plansApi();
    const { resolve } = memoryAccountContainer({ api });
    await resolve(LoadGiftPlans).execute({ region: "FR", country: "SN" });
    expect(api.calls[0]).toMatchObject({
      path: "/productplans/getproductplans",
      query: { region: "FR", country: "SN" },
    });
  });
});

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
      region: "SN",
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
