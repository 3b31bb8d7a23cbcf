// GET /api/campaigns and GET /api/campaigns/{slug} against the database: state at the server's (test) clock,
// the countdown of domain/offers, the plan, what to show when a campaign is not running, filters and errors.
import * as v from "valibot";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedCommerce } from "../../adapters/api/premium/catalog/drizzle-commerce-seeder.ts";
import { campaigns } from "../../adapters/api/db/premium-catalog-schema.ts";
import { SEED_CAMPAIGN_RECORDS } from "../../application/api/premium/catalog/seed-data.ts";
import { CampaignDetailResponse, CampaignListResponse } from "../../application/contracts/premium/campaigns.ts";
import { countdownAt } from "../../domain/premium/campaign.ts";
import { ENGINES, startTestApi, type TestApi } from "./support/api.ts";
import { errorOf } from "./support/members.ts";

const NOW = new Date("2026-11-25T12:00:00+01:00");

describe.each(ENGINES)("commerce campaigns on %s", (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(engine);
    await seedCommerce(api.database.db);
  });
  beforeEach(() => {
    api.clock.current = new Date(NOW);
  });
  afterAll(() => api.close());

  async function detail(path: string): Promise<CampaignDetailResponse> {
    const response = await api.request(path);
    expect(response.status, path).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=30");
    const body: unknown = await response.json();
    return v.parse(CampaignDetailResponse, body);
  }

  async function list(query = ""): Promise<CampaignListResponse> {
    const response = await api.request(`/api/campaigns${query}`);
    expect(response.status, query).toBe(200);
    const body: unknown = await response.json();
    return v.parse(CampaignListResponse, body);
  }

  it("answers a live campaign with its §3 fields, plan and the domain's countdown at the server's time", async () => {
    const { at, campaign, currentOffers } = await detail("/api/campaigns/offreblackfriday");
    expect(at).toBe(NOW.toISOString());
    const seeded = SEED_CAMPAIGN_RECORDS.find((c) => c.id === "offreblackfriday-current");
    expect(campaign).toMatchObject({
      id: "offreblackfriday-current",
      slug: "offreblackfriday",
      kind: "seasonal",
      planId: "family-yearly",
      paywallPath: "/premium/offreblackfriday",
      successPath: "/subscribe-success",
      couponCode: "BLACKFRIDAY26",
      startDate: "2026-11-19T23:00:00.000Z",
      endDate: "2026-11-30T23:00:00.000Z",
      counterRotation: 1,
      counterOffset: 10,
      bannerPagesVisibile: seeded?.bannerPagesVisibile,
      promoPrice: null,
      state: "live",
      startsInMs: null,
    });
    expect(campaign.plan).toMatchObject({ id: "family-yearly", price: 149.99, currency: "EUR", isCurrentPlan: false });
    const expected = seeded ? countdownAt(seeded, NOW) : null;
    expect(campaign.countdown).toEqual({
      remainingMs: expected?.remainingMs,
      endsAt: expected?.endsAt.toISOString(),
      days: 5,
      hours: 12,
      minutes: 0,
      seconds: 0,
    });
    // Issue 15: the counter ends on the campaign's end date, the one the page states.
    expect(campaign.countdown?.endsAt).toBe(campaign.endDate);
    expect(currentOffers).toBeNull();
  });

  it("follows the clock: the countdown counts to the end date, and the campaign ends then", async () => {
    api.clock.current = new Date("2026-11-25T23:10:00.000Z");
    const later = await detail("/api/campaigns/offreblackfriday");
    expect(later.campaign.countdown?.remainingMs).toBe(5 * 86_400_000 - 10 * 60_000);
    api.clock.current = new Date("2026-11-30T23:00:00.000Z");
    const ended = await detail("/api/campaigns/offreblackfriday");
    expect(ended.campaign).toMatchObject({
      id: "offreblackfriday-current",
      state: "ended",
      countdown: null,
      startsInMs: null,
    });
    // What to show instead: the live campaigns (other pages), none of them ended.
    expect(ended.currentOffers?.length).toBeGreaterThan(0);
    expect(ended.currentOffers?.some((o) => o.slug === "offreblackfriday")).toBe(false);
    expect(ended.currentOffers?.map((o) => o.slug)).toContain("offre-famille");
    for (const offer of ended.currentOffers ?? [])
      expect(Date.parse(offer.endDate)).toBeGreaterThan(api.clock.now().getTime());
  });

  it("answers the next window of a page between two windows, and its last one once all are over", async () => {
    const upcoming = await detail(`/api/campaigns/famille-noel?at=${encodeURIComponent("2026-11-01T00:00:00Z")}`);
    expect(upcoming.campaign).toMatchObject({ id: "famille-noel-current", state: "upcoming", countdown: null });
    expect(upcoming.campaign.startsInMs).toBe(
      Date.parse("2026-12-01T00:00:00+01:00") - Date.parse("2026-11-01T00:00:00Z"),
    );
    expect(upcoming.currentOffers).not.toBeNull();
    const over = await detail(`/api/campaigns/famille-noel?at=${encodeURIComponent("2030-01-01T00:00:00Z")}`);
    expect(over.campaign).toMatchObject({ id: "famille-noel-current", state: "ended" });
    expect(over.currentOffers).toEqual([]);
    const historical = await detail(
      `/api/campaigns/famille-noel?at=${encodeURIComponent("2024-01-10T00:00:00+01:00")}`,
    );
    expect(historical.campaign).toMatchObject({
      id: "famille-noel-historical",
      state: "live",
      couponCode: "NOELFAMILLE24",
    });
  });

  it("serves a sub-page slug, and a campaign whose plan is sold only through it", async () => {
    const { campaign } = await detail("/api/campaigns/flashoffer/lesfolles40");
    expect(campaign).toMatchObject({
      slug: "flashoffer/lesfolles40",
      planId: "solo-yearly-flash",
      paywallPath: "/premium/flashoffer/lesfolles40",
    });
    expect(campaign.plan?.price).toBe(59.99);
    const lifetime = await detail("/api/campaigns/lifeoffer");
    expect(lifetime.campaign.successPath).toBe("/subscribe-success/lifeoffer-mobile");
    expect(lifetime.campaign.plan).toMatchObject({
      id: "family-lifetime",
      derived: { priceByUnit: null, durationInUnit: null },
    });
  });

  it("answers 404 for a page without campaign and 400 for a malformed slug or instant", async () => {
    const missing = await api.request("/api/campaigns/no-such-offer", { headers: { "accept-language": "en" } });
    expect(missing.status).toBe(404);
    expect(await errorOf(missing)).toEqual({ code: "CampaignNotFound", message: "This offer does not exist." });
    const french = await api.request("/api/campaigns/no-such-offer");
    expect((await errorOf(french)).message).toBe("Cette offre n'existe pas.");
    for (const path of [
      "/api/campaigns/Offre",
      "/api/campaigns/a/b/c",
      "/api/campaigns/%20",
      "/api/campaigns/a%2F..%2Fb",
    ]) {
      const response = await api.request(path);
      expect(response.status, path).toBe(400);
      expect((await errorOf(response)).fields, path).toEqual({ slug: "SlugInvalid" });
    }
    for (const at of ["yesterday", "2026-13-01T00:00:00Z", "2026-11-25"]) {
      const response = await api.request(`/api/campaigns/offre-famille?at=${encodeURIComponent(at)}`);
      expect(response.status, at).toBe(400);
      expect((await errorOf(response)).fields).toEqual({ at: "AtInvalid" });
    }
  });

  it("lists every campaign record with its state, and filters by state and banner page", async () => {
    const all = await list();
    expect(all.at).toBe(NOW.toISOString());
    expect(all.campaigns).toHaveLength(SEED_CAMPAIGN_RECORDS.length);
    const starts = all.campaigns.map((c) => Date.parse(c.startDate));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const live = await list("?state=live");
    expect(live.campaigns.length).toBeGreaterThan(0);
    expect(live.campaigns.every((c) => c.state === "live" && c.countdown !== null)).toBe(true);
    expect(live.campaigns.map((c) => c.id)).toContain("offreblackfriday-current");
    const ended = await list("?state=ended");
    expect(ended.campaigns.every((c) => c.state === "ended" && c.id.endsWith("-historical"))).toBe(true);
    expect(live.campaigns.length + ended.campaigns.length + (await list("?state=upcoming")).campaigns.length).toBe(
      all.campaigns.length,
    );
    // Banner pages: the live campaigns listing /brevet/* among them.
    const brevet = await list(`?page=${encodeURIComponent("/brevet/maths")}`);
    expect(brevet.campaigns.length).toBeGreaterThan(0);
    for (const c of brevet.campaigns) {
      expect(c.state).toBe("live");
      expect(
        c.bannerPagesVisibile.some((p) => p === "*" || p.startsWith("/brevet") || p === "/simulateur-de-notes-brevet"),
      ).toBe(true);
    }
    expect(
      (await list(`?page=${encodeURIComponent("/revisions/tests-de-langues/toeic")}`)).campaigns.map((c) => c.slug),
    ).toContain("toeic");
    // Previewing another instant.
    const in2024 = await list(`?state=live&at=${encodeURIComponent("2024-11-28T12:00:00+01:00")}`);
    expect(in2024.campaigns.map((c) => c.id)).toEqual(["offreblackfriday-historical"]);
  });

  it("refuses malformed list filters with 400", async () => {
    for (const [query, field, code] of [
      ["?state=running", "state", "StateInvalid"],
      ["?page=brevet", "page", "PageInvalid"],
      ["?at=not-a-date", "at", "AtInvalid"],
      ["?state=live&state=ended", "state", "Repeated"],
    ] as const) {
      const response = await api.request(`/api/campaigns${query}`);
      expect(response.status, query).toBe(400);
      expect((await errorOf(response)).fields?.[field], query).toBe(code);
    }
  });

  it("leaves a deactivated campaign out", async () => {
    await api.database.db.insert(campaigns).values({
      id: "test-hidden",
      slug: "offre-cachee",
      kind: "solo",
      planId: "solo-yearly",
      paywallPath: "/premium/offre-cachee",
      couponCode: "CACHEE",
      startDate: new Date("2026-01-01T00:00:00Z"),
      endDate: new Date("2027-01-01T00:00:00Z"),
      counterRotation: 2,
      active: false,
    });
    expect((await api.request("/api/campaigns/offre-cachee")).status).toBe(404);
    expect((await list()).campaigns.some((c) => c.id === "test-hidden")).toBe(false);
  });
});
