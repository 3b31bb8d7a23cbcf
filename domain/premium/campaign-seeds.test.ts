import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { type CatalogPlanId, catalogPlan } from "./catalog.ts";
import { CAMPAIGN_KINDS, CAMPAIGN_KIND_BY_SLUG, CAMPAIGN_PAGES } from "./campaign-pages.ts";
import { ERA_COUPON_SUFFIX, SEED_CAMPAIGNS } from "./campaign-seeds.ts";
import { CampaignSchema, campaignStatus, countdownAt } from "./campaign.ts";

/** §2: the pages with a fixed path (all but the token page). */
const STATIC_CAMPAIGN_PAGES = CAMPAIGN_PAGES.filter((p) => !p.dynamic);

describe("§2 Premium and offers: the campaign pages", () => {
  it("lists the 25 slugs under /premium/, the holiday-workbook page and the 6 top-level pages", () => {
    const premium = CAMPAIGN_PAGES.filter((p) => p.path.startsWith("/premium/")).map((p) => p.slug);
    expect(premium).toHaveLength(26);
    expect(premium).toContain("flashoffer/lesfolles40");
    expect(premium).toContain("{token}");
    expect(premium).toContain("cahier-de-vacances");
    const topLevel = CAMPAIGN_PAGES.filter((p) => !p.path.startsWith("/premium/")).map((p) => p.path);
    expect(topLevel).toEqual([
      "/offre-bienvenue-inscription-eleve",
      "/offre-speciale-rentree",
      "/offre-speciale-rentree-reussite-scolaire-famille",
      "/offre-speciale-rentree-reussite-scolaire-famille-v2",
      "/offre-speciale-rentree-reussite-scolaire-famille-v3",
      "/offre-speciale-rentree-reussite-scolaire-solo",
    ]);
  });

  it("gives each slug one kind, and flags the stand-in paths and the dynamic token page", () => {
    expect(new Set(CAMPAIGN_PAGES.map((p) => p.slug)).size).toBe(CAMPAIGN_PAGES.length);
    for (const page of CAMPAIGN_PAGES) expect(CAMPAIGN_KINDS).toContain(page.kind);
    expect(CAMPAIGN_KIND_BY_SLUG["lifeoffer"]).toBe("lifetime");
    expect(CAMPAIGN_KIND_BY_SLUG["afrique"]).toBe("africa");
    expect(CAMPAIGN_KIND_BY_SLUG["offre-reussite-bac-pro-2025"]).toBe("exam");
    expect(CAMPAIGN_KIND_BY_SLUG["{token}"]).toBe("personal-link");
    expect(CAMPAIGN_PAGES.filter((p) => !p.pathShown).map((p) => p.slug)).toEqual([
      "cahier-de-vacances",
      "offre-speciale-rentree-reussite-scolaire-famille-v2",
      "offre-speciale-rentree-reussite-scolaire-famille-v3",
    ]);
    expect(STATIC_CAMPAIGN_PAGES).toHaveLength(CAMPAIGN_PAGES.length - 1);
  });
});

describe("§9 seed campaigns", () => {
  const historical = SEED_CAMPAIGNS.filter((c) => c.era === "historical");
  const current = SEED_CAMPAIGNS.filter((c) => c.era === "current");

  it("seed one historical and one current campaign per fixed page", () => {
    const slugs = STATIC_CAMPAIGN_PAGES.map((p) => p.slug);
    expect(historical.map((c) => c.slug)).toEqual(slugs);
    expect(current.map((c) => c.slug)).toEqual(slugs);
    expect(SEED_CAMPAIGNS).toHaveLength(2 * slugs.length);
    expect(new Set(SEED_CAMPAIGNS.map((c) => c.id)).size).toBe(SEED_CAMPAIGNS.length);
  });

  it("are valid campaigns on their page, with the catalogue plan and the page's kind", () => {
    for (const c of SEED_CAMPAIGNS) {
      const { id: _id, slug, kind, era: _era, ...entity } = c;
      expect(v.parse(CampaignSchema, entity)).toEqual(entity);
      expect(STATIC_CAMPAIGN_PAGES.find((p) => p.path === c.paywallPath)?.slug).toBe(slug);
      expect(kind).toBe(CAMPAIGN_KIND_BY_SLUG[slug]);
      expect(c.plan).toEqual(catalogPlan(c.planId as CatalogPlanId));
      expect(c.plan?.id).toBe(c.planId);
    }
  });

  it("keep historical windows within 2024 (early 2024 to autumn) and current ones within 2026–2027", () => {
    for (const c of historical) {
      expect(c.startDate >= "2024-01-01" && c.endDate <= "2024-12-04").toBe(true);
    }
    for (const c of current) {
      expect(c.startDate >= "2026-01-01" && c.endDate < "2028-01-01").toBe(true);
    }
  });

  it("use rotations of 1 to 7 days with a 10-minute offset, and one coupon per campaign and era", () => {
    for (const c of SEED_CAMPAIGNS) {
      expect(c.counterRotation).toBeGreaterThanOrEqual(1);
      expect(c.counterRotation).toBeLessThanOrEqual(7);
      expect(c.counterOffset).toBe(10);
      expect(c.couponCode.endsWith(ERA_COUPON_SUFFIX[c.era])).toBe(true);
    }
    expect(new Set(historical.map((c) => c.couponCode)).size).toBe(historical.length);
    expect(new Set(current.map((c) => c.couponCode)).size).toBe(current.length);
  });

  it("have every historical campaign over and live campaigns in late 2026", () => {
    const now = new Date("2026-11-21T12:00:00Z");
    expect(historical.every((c) => campaignStatus(c, now) === "ended")).toBe(true);
    const live = current.filter((c) => campaignStatus(c, now) === "active");
    expect(live.length).toBeGreaterThan(20);
    expect(live.map((c) => c.slug)).toContain("offreblackfriday");
    expect(current.filter((c) => campaignStatus(c, now) === "upcoming").map((c) => c.slug)).toEqual([
      "famille-noel",
      "cahier-de-vacances",
    ]);
    for (const c of live) expect(countdownAt(c, now)).not.toBeNull();
  });

  it("send the lifetime offer to its own success page and the Africa offer to the default one", () => {
    expect(current.find((c) => c.slug === "lifeoffer")?.successPath).toBe("/subscribe-success/lifeoffer-mobile");
    expect(current.find((c) => c.slug === "afrique")?.successPath).toBeUndefined();
    expect(current.find((c) => c.slug === "afrique")?.bannerPagesVisibile).toEqual([]);
  });
});
