import { describe, expect, it } from "vitest";
import { httpFailure, MemoryApiClient } from "../../../adapters/memory/memory-api-client.ts";
import { memoryAccountContainer } from "../../../adapters/memory/memory-account-fixtures.ts";
import { AFRICA_PLANS, campaignDetail, FRANCE_PLANS } from "./fixtures.test-support.ts";
import { LoadCheckout } from "./load-checkout.ts";

const NOW = new Date("2026-11-21T12:00:00Z");

function api() {
  return new MemoryApiClient()
    .on("GET /productplans/getanonymeproductplans", (call) => ({
      ok: call.query?.country === "SN" ? AFRICA_PLANS : FRANCE_PLANS,
    }))
    .on("GET /campaigns/offre-famille", () => ({ ok: campaignDetail("offre-famille", NOW) }))
    .on("GET /campaigns/offreblackfriday", () => ({
      ok: campaignDetail("offreblackfriday", new Date("2026-12-10T00:00:00Z")),
    }))
    .on("GET /campaigns/famille-noel", () => ({ ok: campaignDetail("famille-noel", NOW) }))
    .on("GET /campaigns/nope", () => ({ fail: httpFailure(404, "CampaignNotFound") }))
    .on("GET /public/coupons/validate", (call) => ({
      ok:
        call.query?.code === "FAMILLE26" || call.query?.code === "BIENVENUE10"
          ? {
              valid: true,
              code: call.query.code,
              discount: { kind: "percent", value: call.query.code === "BIENVENUE10" ? 10 : 20 },
              planIds: String(call.query.planIds).split(","),
            }
          : { valid: false, code: String(call.query?.code), reason: "Unknown", planIds: [] },
    }));
}

const input = { campaignSlug: null, planId: null, region: "FR", couponCode: null };

describe("LoadCheckout (§2 /premium/checkout/{offer?}, the campaignSlug)", () => {
  it("without a plan nor an offer, there is nothing to buy", async () => {
    const { resolve } = memoryAccountContainer({ api: api(), cookie: null });
    expect((await resolve(LoadCheckout).execute(input))._unsafeUnwrapErr()).toEqual({ type: "NoPlan" });
  });

  it("the plan chosen on /premium, with a typed coupon", async () => {
    const { resolve } = memoryAccountContainer({ api: api(), cookie: null });
    const data = (
      await resolve(LoadCheckout).execute({ ...input, planId: "family-yearly", couponCode: "bienvenue10" })
    )._unsafeUnwrap();
    expect(data.plan.id).toBe("family-yearly");
    expect(data.campaign).toBeNull();
    expect(data.price).toMatchObject({ listPrice: 149.99, total: 134.99, couponCode: "BIENVENUE10" });
    expect(data.emailRequired).toBe(false);
  });

  it("a plan of another market is not found (an XOF plan in France)", async () => {
    const { resolve } = memoryAccountContainer({ api: api(), cookie: null });
    const result = await resolve(LoadCheckout).execute({ ...input, planId: "africa-family-yearly-mobile-money" });
    expect(result._unsafeUnwrapErr()).toEqual({ type: "PlanNotFound", planId: "africa-family-yearly-mobile-money" });
  });

  it("§5 a mobile-money plan in Senegal needs an e-mail", async () => {
    const { resolve } = memoryAccountContainer({ api: api(), cookie: null });
    const data = (
      await resolve(LoadCheckout).execute({ ...input, region: "SN", planId: "africa-family-yearly-mobile-money" })
    )._unsafeUnwrap();
    expect(data).toMatchObject({ emailRequired: true, price: { currency: "XOF", total: 98_390 } });
  });

  it("an offer page's checkout: the campaign's plan and coupon", async () => {
    const { resolve } = memoryAccountContainer({ api: api(), cookie: null });
    const data = (
      await resolve(LoadCheckout).execute({ ...input, campaignSlug: "offre-famille", planId: "solo-monthly" })
    )._unsafeUnwrap();
    expect(data.plan.id).toBe("family-yearly");
    expect(data.campaign?.slug).toBe("offre-famille");
    expect(data).toMatchObject({ couponFromCampaign: true, price: { total: 119.99, couponCode: "FAMILLE26" } });
  });

  it("an offer that is over or not open yet cannot be bought; an unknown one is not found", async () => {
    const { resolve } = memoryAccountContainer({ api: api(), cookie: null });
    const ended = (
      await resolve(LoadCheckout).execute({ ...input, campaignSlug: "offreblackfriday" })
    )._unsafeUnwrapErr();
    expect(ended).toMatchObject({ type: "OfferNotLive", state: "ended" });
    const upcoming = (
      await resolve(LoadCheckout).execute({ ...input, campaignSlug: "famille-noel" })
    )._unsafeUnwrapErr();
    expect(upcoming).toMatchObject({ type: "OfferNotLive", state: "upcoming" });
    expect((await resolve(LoadCheckout).execute({ ...input, campaignSlug: "nope" }))._unsafeUnwrapErr()).toEqual({
      type: "OfferNotFound",
    });
  });

  it("an offer whose plan is no longer sold cannot be bought; the plans out of reach fail as unavailable", async () => {
    const detail = campaignDetail("offre-famille", NOW);
    const client = api().on("GET /campaigns/offre-famille", () => ({
      ok: { ...detail, campaign: { ...detail.campaign, plan: null } },
    }));
    const { resolve } = memoryAccountContainer({ api: client, cookie: null });
    expect(
      (await resolve(LoadCheckout).execute({ ...input, campaignSlug: "offre-famille" }))._unsafeUnwrapErr(),
    ).toEqual({
      type: "PlanNotFound",
      planId: "family-yearly",
    });
    client.on("GET /productplans/getanonymeproductplans", () => ({ fail: httpFailure(503, "InternalError") }));
    expect((await resolve(LoadCheckout).execute({ ...input, planId: "family-yearly" }))._unsafeUnwrapErr()).toEqual({
      type: "Unavailable",
    });
  });

  it("a coupon that cannot be checked leaves the plan's price", async () => {
    const client = api().on("GET /public/coupons/validate", () => ({ fail: httpFailure(503, "InternalError") }));
    const { resolve } = memoryAccountContainer({ api: client, cookie: null });
    const data = (
      await resolve(LoadCheckout).execute({ ...input, planId: "family-yearly", couponCode: "X1" })
    )._unsafeUnwrap();
    expect(data).toMatchObject({ coupon: null, price: { total: 149.99, couponCode: null } });
  });
});
