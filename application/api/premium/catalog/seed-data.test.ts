import { describe, expect, it } from "vitest";
import { CAMPAIGN_PAGES } from "../../../../domain/premium/campaign-pages.ts";
import { SEED_CAMPAIGNS } from "../../../../domain/premium/campaign-seeds.ts";
import { CATALOG, TESTING_MODE_PLAN } from "../../../../domain/premium/catalog.ts";
import { COUPON_CODE_MAX_LENGTH, COUPON_CODE_PATTERN } from "../../../contracts/premium/coupon-code.ts";
import { FAMILY_PLAN_IDS, LISTED_PLAN_IDS, SEED_CAMPAIGN_RECORDS, SEED_COUPONS, SEED_PLANS } from "./seed-data.ts";

describe("commerce seed data", () => {
  it("holds every catalogue plan as the domain defines it, plus the testing-mode plan alone in its market", () => {
    expect(SEED_PLANS.map((s) => s.plan.id)).toEqual([...CATALOG.map((e) => e.id), TESTING_MODE_PLAN.id]);
    for (const entry of CATALOG) {
      const stored = SEED_PLANS.find((s) => s.plan.id === entry.id);
      expect(stored?.plan).toBe(entry.plan);
      expect(stored?.names).toBe(entry.names);
      expect(stored?.market).toBe(entry.plan.currency === "XOF" ? "francophone-africa" : "france");
    }
    expect(SEED_PLANS.filter((s) => s.market === "testing").map((s) => s.plan)).toEqual([TESTING_MODE_PLAN]);
  });

  it("lists the yearly, quarterly and monthly plans in France and both Africa plans; the rest go through campaigns", () => {
    const listed = (market: string) => SEED_PLANS.filter((s) => s.market === market && s.listed).map((s) => s.plan.id);
    expect(listed("france").sort()).toEqual([
      "family-monthly",
      "family-quarterly",
      "family-yearly",
      "solo-monthly",
      "solo-quarterly",
      "solo-yearly",
    ]);
    expect(listed("francophone-africa").sort()).toEqual([
      "africa-family-yearly-card",
      "africa-family-yearly-mobile-money",
    ]);
    for (const id of LISTED_PLAN_IDS) expect(SEED_PLANS.some((s) => s.plan.id === id)).toBe(true);
    // Every plan sold only through a campaign has one, but two plans no seeded campaign page sells yet.
    const withoutCampaign = SEED_PLANS.filter(
      (s) => !s.listed && !SEED_CAMPAIGN_RECORDS.some((c) => c.planId === s.plan.id),
    );
    expect(withoutCampaign.map((s) => s.plan.id)).toEqual(["solo-yearly-partner", "solo-pack-4-years"]);
  });

  it("copies every seeded campaign with its window as UTC instants, each on a known page", () => {
    expect(SEED_CAMPAIGN_RECORDS).toHaveLength(SEED_CAMPAIGNS.length);
    const pages = new Set<string>(CAMPAIGN_PAGES.map((p) => p.slug));
    for (const [i, record] of SEED_CAMPAIGN_RECORDS.entries()) {
      const source = SEED_CAMPAIGNS[i];
      expect(record.id).toBe(source?.id);
      expect(Date.parse(record.startDate)).toBe(Date.parse(source?.startDate ?? ""));
      expect(record.endDate.endsWith("Z")).toBe(true);
      expect(pages.has(record.slug)).toBe(true);
      expect(SEED_PLANS.some((s) => s.plan.id === record.planId)).toBe(true);
    }
  });

  it("has one coupon per campaign code, valid in the campaign's window for its plan, and unique codes whatever the case", () => {
    const codes = SEED_COUPONS.map((c) => c.code.toLowerCase());
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(SEED_COUPONS.map((c) => c.id)).size).toBe(SEED_COUPONS.length);
    for (const campaign of SEED_CAMPAIGN_RECORDS) {
      const coupon = SEED_COUPONS.find((c) => c.code === campaign.couponCode);
      expect(coupon?.planIds, campaign.id).toEqual([campaign.planId]);
      expect(coupon?.startsAt?.toISOString()).toBe(campaign.startDate);
      expect(coupon?.expiresAt?.toISOString()).toBe(campaign.endDate);
    }
    for (const coupon of SEED_COUPONS) {
      expect(coupon.code.length).toBeLessThanOrEqual(COUPON_CODE_MAX_LENGTH);
      expect(coupon.code).toMatch(COUPON_CODE_PATTERN);
      expect(coupon.kind === "amount").toBe(coupon.currency !== null);
      if (coupon.kind === "percent") expect(coupon.value).toBeLessThanOrEqual(100);
      expect(coupon.value).toBeGreaterThan(0);
    }
  });

  it("has an expired coupon, a future one, a limited one and a family-only one", () => {
    const at = new Date("2026-11-21T00:00:00Z");
    const byCode = (code: string) => SEED_COUPONS.find((c) => c.code === code);
    expect((byCode("RENTREE2025")?.expiresAt?.getTime() ?? Infinity) < at.getTime()).toBe(true);
    expect((byCode("ETE2027")?.startsAt?.getTime() ?? 0) > at.getTime()).toBe(true);
    expect(byCode("PREMIERS100")?.maxRedemptions).toBe(100);
    expect(byCode("FAMILLE15")?.planIds).toEqual(FAMILY_PLAN_IDS);
    expect(FAMILY_PLAN_IDS).toContain("family-yearly");
    expect(FAMILY_PLAN_IDS).not.toContain("solo-yearly");
  });
});
