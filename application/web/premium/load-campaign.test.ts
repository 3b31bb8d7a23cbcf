import { describe, expect, it } from "vitest";
import { httpFailure, MemoryApiClient } from "../../../adapters/memory/memory-api-client.ts";
import { memoryAccountContainer } from "../../../adapters/memory/memory-account-fixtures.ts";
import { campaignDetail } from "./fixtures.test-support.ts";
import { isCampaignSlug, LoadCampaign } from "./load-campaign.ts";

const NOW = new Date("2026-11-21T12:00:00Z");

function api(detail = campaignDetail("offre-famille", NOW)) {
  return new MemoryApiClient()
    .on(`GET /campaigns/${detail.campaign.slug}`, () => ({ ok: detail }))
    .on("GET /public/coupons/validate", (call) => ({
      ok:
        call.query?.code === "FAMILLE26"
          ? { valid: true, code: "FAMILLE26", discount: { kind: "percent", value: 20 }, planIds: ["family-yearly"] }
          : { valid: false, code: String(call.query?.code), reason: "NotApplicable", planIds: [] },
    }));
}

describe("LoadCampaign (§2 campaign pages, §3 Offer campaign, §9 windows)", () => {
  it("a live campaign: its plan, its own coupon applied to the price, its countdown fields", async () => {
    const client = api();
    const { resolve } = memoryAccountContainer({ api: client, cookie: null });
    const page = (await resolve(LoadCampaign).execute({ slug: "offre-famille" }))._unsafeUnwrap();
    expect(page.campaign).toMatchObject({
      slug: "offre-famille",
      state: "live",
      couponCode: "FAMILLE26",
      counterRotation: 4,
      counterOffset: 10,
    });
    expect(page.plan?.id).toBe("family-yearly");
    expect(page.coupon).toMatchObject({ status: "valid", code: "FAMILLE26" });
    expect(page.couponFromCampaign).toBe(true);
    expect(page.price).toMatchObject({ basePrice: 149.99, total: 119.99, couponCode: "FAMILLE26" });
    expect(page.currentOffers).toEqual([]);
    expect(client.calls[1]?.query).toEqual({ code: "FAMILLE26", planIds: "family-yearly" });
  });

  it("a typed coupon replaces the campaign's own", async () => {
    const { resolve } = memoryAccountContainer({ api: api(), cookie: null });
    const page = (
      await resolve(LoadCampaign).execute({ slug: "offre-famille", couponCode: "MOINS10" })
    )._unsafeUnwrap();
    expect(page.couponFromCampaign).toBe(false);
    expect(page.coupon).toMatchObject({ status: "invalid", reason: "NotApplicable" });
    expect(page.price?.total).toBe(149.99);
  });

  it("an ended campaign: no price, the live offers instead, no coupon check", async () => {
    const ended = campaignDetail("offre-famille", new Date("2024-12-01T00:00:00Z"), {
      era: "historical",
      currentOffers: [
        {
          id: "offre-solo-current",
          slug: "offre-solo",
          kind: "solo",
          planId: "solo-yearly",
          paywallPath: "/premium/offre-solo",
          endDate: "2027-09-01T00:00:00.000Z",
        },
      ],
    });
    const client = api(ended);
    const { resolve } = memoryAccountContainer({ api: client, cookie: null });
    const page = (
      await resolve(LoadCampaign).execute({ slug: "offre-famille", at: "2024-12-01T00:00:00Z" })
    )._unsafeUnwrap();
    expect(page.campaign.state).toBe("ended");
    expect(page.price).toBeNull();
    expect(page.currentOffers.map((o) => o.slug)).toEqual(["offre-solo"]);
    expect(client.calls).toHaveLength(1);
    expect(client.calls[0]?.query).toEqual({ at: "2024-12-01T00:00:00Z" });
  });

  it("ignores a preview instant that is not one", async () => {
    const client = api();
    const { resolve } = memoryAccountContainer({ api: client, cookie: null });
    await resolve(LoadCampaign).execute({ slug: "offre-famille", at: "yesterday" });
    expect(client.calls[0]?.query).toEqual({ at: undefined });
  });

  it("an unknown page is not found; a slug that cannot be one is refused without a call", async () => {
    const client = new MemoryApiClient().on("GET /campaigns/nope", () => ({
      fail: httpFailure(404, "CampaignNotFound"),
    }));
    const { resolve } = memoryAccountContainer({ api: client, cookie: null });
    expect((await resolve(LoadCampaign).execute({ slug: "nope" }))._unsafeUnwrapErr()).toEqual({ type: "NotFound" });
    expect((await resolve(LoadCampaign).execute({ slug: "../admin" }))._unsafeUnwrapErr()).toEqual({
      type: "NotFound",
    });
    expect(client.calls).toHaveLength(1);
    expect(isCampaignSlug("flashoffer/lesfolles40")).toBe(true);
    expect(isCampaignSlug("a/b/c")).toBe(false);
  });

  it("a campaign whose plan is no longer sold has no price", async () => {
    const detail = campaignDetail("offre-famille", NOW);
    const client = api({ ...detail, campaign: { ...detail.campaign, plan: null } });
    const { resolve } = memoryAccountContainer({ api: client, cookie: null });
    const page = (await resolve(LoadCampaign).execute({ slug: "offre-famille" }))._unsafeUnwrap();
    expect(page).toMatchObject({ plan: null, price: null, coupon: null });
  });
});
