import { describe, expect, it } from "vitest";
import { httpFailure, MemoryApiClient } from "../../../adapters/memory/memory-api-client.ts";
import { memoryAccountContainer } from "../../../adapters/memory/memory-account-fixtures.ts";
import { orderView } from "./fixtures.test-support.ts";
import { checkoutFailure, StartCheckout, type StartCheckoutInput } from "./start-checkout.ts";

const input: StartCheckoutInput = {
  planId: "family-yearly",
  campaignSlug: null,
  couponCode: "",
  email: "",
  emailRequired: false,
  region: "FR",
  country: null,
  idempotencyKey: "key-0123456789",
  withdrawalWaiver: true,
};

function api() {
  return new MemoryApiClient().on("POST /checkout/sessions", () => ({
    ok: {
      ...orderView({ status: "pending", paidAt: null, subscription: null }),
      redirectUrl: "http://127.0.0.1/api/payments/sandbox/pay/ord_123",
    },
  }));
}

describe("StartCheckout (issue 6 POST /checkout/sessions)", () => {
  it("sends the choice, never a price, and answers where to pay", async () => {
    const client = api();
    const { resolve } = memoryAccountContainer({ api: client });
    const started = (
      await resolve(StartCheckout).execute({ ...input, campaignSlug: "offre-famille", couponCode: " famille26 " })
    )._unsafeUnwrap();
    expect(started.redirectUrl).toBe("http://127.0.0.1/api/payments/sandbox/pay/ord_123");
    expect(started.order.status).toBe("pending");
    expect(client.calls[0]?.body).toEqual({
      planId: "family-yearly",
      idempotencyKey: "key-0123456789",
      region: "FR",
      withdrawalWaiver: true,
      campaignSlug: "offre-famille",
      couponCode: "famille26",
    });
  });

  it("issue 15: needs the express consent to start at once before calling, and reads the API's refusal", async () => {
    const client = api();
    const { resolve } = memoryAccountContainer({ api: client });
    expect((await resolve(StartCheckout).execute({ ...input, withdrawalWaiver: false }))._unsafeUnwrapErr()).toEqual({
      type: "WithdrawalWaiverRequired",
    });
    expect(client.calls).toHaveLength(0);
    expect(checkoutFailure(httpFailure(400, "WithdrawalWaiverRequired"))).toEqual({ type: "WithdrawalWaiverRequired" });
  });

  it("needs a session first", async () => {
    const client = api();
    const { resolve } = memoryAccountContainer({ api: client, cookie: null });
    expect((await resolve(StartCheckout).execute(input))._unsafeUnwrapErr()).toEqual({ type: "NotLoggedIn" });
    expect(client.calls).toHaveLength(0);
  });

  it("§5 checks the e-mail of a mobile-money plan before calling", async () => {
    const client = api();
    const { resolve } = memoryAccountContainer({ api: client });
    const mobile = { ...input, planId: "africa-family-yearly-mobile-money", emailRequired: true, country: "SN" };
    // The page's ?country=SN goes with the region of the headers; the API lets it override the profile.
    expect((await resolve(StartCheckout).execute(mobile))._unsafeUnwrapErr()).toEqual({ type: "EmailRequired" });
    expect((await resolve(StartCheckout).execute({ ...mobile, email: "awa@" }))._unsafeUnwrapErr()).toEqual({
      type: "EmailInvalid",
    });
    expect(client.calls).toHaveLength(0);
    await resolve(StartCheckout).execute({ ...mobile, email: " awa@example.sn " });
    expect(client.calls[0]?.body).toMatchObject({ email: "awa@example.sn", region: "FR", country: "SN" });
  });

  it("maps the checkout's error codes", () => {
    expect(checkoutFailure(httpFailure(422, "CouponInvalid", null, { couponCode: "Expired" }))).toEqual({
      type: "CouponInvalid",
      reason: "Expired",
    });
    expect(checkoutFailure(httpFailure(422, "CouponInvalid", null, { couponCode: "??" }))).toEqual({
      type: "CouponInvalid",
      reason: "Unknown",
    });
    expect(checkoutFailure(httpFailure(422, "CampaignEnded"))).toEqual({
      type: "OfferUnavailable",
      code: "CampaignEnded",
    });
    expect(checkoutFailure(httpFailure(422, "PlanNotSoldInMarket"))).toEqual({
      type: "PlanUnavailable",
      code: "PlanNotSoldInMarket",
    });
    expect(checkoutFailure(httpFailure(404, "UnknownPlan"))).toEqual({ type: "PlanUnavailable", code: "UnknownPlan" });
    expect(checkoutFailure(httpFailure(422, "EmailRequired"))).toEqual({ type: "EmailRequired" });
    expect(checkoutFailure(httpFailure(400, "ValidationFailed", null, { email: "EmailInvalid" }))).toEqual({
      type: "EmailInvalid",
    });
    expect(checkoutFailure(httpFailure(400, "ValidationFailed", null, { couponCode: "CouponCodeInvalid" }))).toEqual({
      type: "CouponInvalid",
      reason: "Unknown",
    });
    expect(checkoutFailure(httpFailure(502, "ProviderFailed"))).toEqual({ type: "ProviderFailed" });
    expect(checkoutFailure(httpFailure(401, "Unauthenticated"))).toEqual({ type: "NotLoggedIn" });
    expect(checkoutFailure(httpFailure(429, "TooManyRequests"))).toEqual({ type: "TooManyAttempts" });
    expect(checkoutFailure({ type: "NetworkError", message: { kind: "code", code: "GenericErrorTryLater" } })).toEqual({
      type: "Unavailable",
    });
  });
});
