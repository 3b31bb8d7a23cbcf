import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { type CatalogPlanId, catalogPlan } from "./catalog.ts";
import { CAMPAIGN_KINDS, CAMPAIGN_KIND_BY_SLUG, CAMPAIGN_PAGES } from "./campaign-pages.ts";
import { ERA_COUPON_SUFFIX, SEED_CAMPAIGNS } from "./campaign-seeds.ts";
import {
  copyFitsDate,
  distinctOffers,
  isPersonalLink,
  isPersonalLinkToken,
  offerGroup,
  seasonOf,
  windowFitsCopy,
} from "./campaign-pages.ts";
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
      "flashoffer",
      "flashoffer/lesfolles40",
      "offre-rentree-25-26",
      "cahier-de-vacances",
      "offre-speciale-rentree",
      "offre-speciale-rentree-reussite-scolaire-famille",
      "offre-speciale-rentree-reussite-scolaire-famille-v2",
      "offre-speciale-rentree-reussite-scolaire-famille-v3",
      "offre-speciale-rentree-reussite-scolaire-solo",
    ]);
    for (const c of live) expect(countdownAt(c, now)).not.toBeNull();
  });

  it("send the lifetime offer to its own success page and the Africa offer to the default one", () => {
    expect(current.find((c) => c.slug === "lifeoffer")?.successPath).toBe("/subscribe-success/lifeoffer-mobile");
    expect(current.find((c) => c.slug === "afrique")?.successPath).toBeUndefined();
    expect(current.find((c) => c.slug === "afrique")?.bannerPagesVisibile).toEqual([]);
  });
});

describe("issue 15: campaign windows and copy fit the date", () => {
  const at = (iso: string) => new Date(iso);

  it("gives the seasonal pages their months and the others none", () => {
    expect(seasonOf({ slug: "offre-rentree-25-26", kind: "back-to-school" })).toEqual([8, 9, 10]);
    expect(seasonOf({ slug: "famille-noel", kind: "seasonal" })).toEqual([12, 1]);
    expect(seasonOf({ slug: "offreblackfriday", kind: "seasonal" })).toEqual([11, 12]);
    expect(seasonOf({ slug: "cahier-de-vacances", kind: "holiday-workbook" })).toEqual([6, 7, 8, 9]);
    expect(seasonOf({ slug: "offre-famille", kind: "family" })).toBeNull();
  });

  it("reads the date in Paris time: no back-to-school offer in November", () => {
    const rentree = { slug: "offre-speciale-rentree", kind: "back-to-school" } as const;
    expect(copyFitsDate(rentree, at("2026-11-22T12:00:00Z"))).toBe(false);
    expect(copyFitsDate(rentree, at("2026-10-31T22:59:59Z"))).toBe(true); // 23:59:59 in Paris
    expect(copyFitsDate(rentree, at("2026-10-31T23:00:00Z"))).toBe(false); // 1 November in Paris
    expect(copyFitsDate({ slug: "offre-famille", kind: "family" }, at("2026-11-22T12:00:00Z"))).toBe(true);
  });

  it("refuses a window that leaves the season, and a flash offer longer than a week", () => {
    const base = { slug: "offre-speciale-rentree", kind: "back-to-school" } as const;
    expect(
      windowFitsCopy({ ...base, startDate: "2026-08-17T00:00:00+02:00", endDate: "2026-11-01T00:00:00+01:00" }),
    ).toBe(true);
    expect(
      windowFitsCopy({ ...base, startDate: "2026-08-17T00:00:00+02:00", endDate: "2026-11-02T00:00:00+01:00" }),
    ).toBe(false);
    expect(
      windowFitsCopy({ ...base, startDate: "2026-09-01T00:00:00+02:00", endDate: "2027-09-01T00:00:00+02:00" }),
    ).toBe(false);
    const flash = { slug: "flashoffer", kind: "flash" } as const;
    expect(
      windowFitsCopy({ ...flash, startDate: "2027-02-05T00:00:00+01:00", endDate: "2027-02-12T00:00:00+01:00" }),
    ).toBe(true);
    expect(
      windowFitsCopy({ ...flash, startDate: "2027-02-05T00:00:00+01:00", endDate: "2027-02-12T00:00:01+01:00" }),
    ).toBe(false);
  });

  it("holds for every seeded campaign, so no live page's copy contradicts the date", () => {
    for (const c of SEED_CAMPAIGNS) expect([c.id, windowFitsCopy(c)]).toEqual([c.id, true]);
    const now = at("2026-11-22T12:00:00Z");
    const live = SEED_CAMPAIGNS.filter((c) => campaignStatus(c, now) === "active");
    expect(live.every((c) => copyFitsDate(c, now))).toBe(true);
    expect(live.map((c) => c.kind)).not.toContain("back-to-school");
  });
});

describe("issue 15: a list of offers shows each offer once", () => {
  it("groups the variants of one offer under its first page", () => {
    expect(offerGroup("offre-speciale-rentree-reussite-scolaire-famille-v3")).toBe(
      "offre-speciale-rentree-reussite-scolaire-famille",
    );
    expect(offerGroup("offre-reussite-bac-2025")).toBe("offre-reussite-bac");
    expect(offerGroup("offre-famille")).toBe("offre-famille");
  });

  it("keeps the first page of each group, in order", () => {
    const list = [
      { slug: "offre-speciale-rentree-reussite-scolaire-famille-v2", n: 1 },
      { slug: "offre-famille", n: 2 },
      { slug: "offre-speciale-rentree-reussite-scolaire-famille", n: 3 },
      { slug: "offre-speciale-rentree-reussite-scolaire-famille-v3", n: 4 },
      { slug: "offre-solo", n: 5 },
    ];
    expect(distinctOffers(list).map((o) => o.n)).toEqual([1, 2, 5]);
  });
});

describe("§2 /premium/{token}: personal links", () => {
  it("tells a personal link's campaign from the others", () => {
    expect(isPersonalLink({ kind: "personal-link" })).toBe(true);
    expect(isPersonalLink({ kind: "family" })).toBe(false);
  });
  it("reads a token-shaped slug that is no fixed page as a personal link's token", () => {
    expect(isPersonalLinkToken("lien-7k2p9xq4")).toBe(true);
    expect(isPersonalLinkToken("offre-famille")).toBe(false);
    expect(isPersonalLinkToken("flashoffer/lesfolles40")).toBe(false);
    expect(isPersonalLinkToken("abc")).toBe(false);
    expect(isPersonalLinkToken("Lien-7K2P9XQ4")).toBe(false);
  });
});
