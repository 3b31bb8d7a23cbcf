import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { catalogPlan } from "./catalog.ts";
import {
  type Campaign,
  CampaignSchema,
  DAY_MS,
  campaignDeadline,
  campaignStatus,
  countdownAt,
  showsCountdown,
  isBannerPage,
  isCampaignActive,
  matchesPagePattern,
  splitRemaining,
} from "./campaign.ts";

const input = {
  planId: "family-yearly",
  paywallPath: "/premium/offre-famille",
  couponCode: "FAMILLE26",
  startDate: "2026-09-01T00:00:00+02:00",
  endDate: "2026-09-30T00:00:00+02:00",
  counterRotation: 3,
};

const parseCampaign = (value: unknown) => v.safeParse(CampaignSchema, value);

function campaign(overrides: Partial<Campaign> = {}): Campaign {
  const result = parseCampaign({ ...input, ...overrides });
  if (!result.success) throw new Error(result.issues.map((i) => i.message).join("; "));
  return result.output;
}

const at = (iso: string) => new Date(iso);

describe("§3 Offer campaign schema", () => {
  it("fills the optional fields: no plan, no success path, a 10-minute offset, no banner page", () => {
    expect(campaign()).toEqual({ ...input, plan: null, counterOffset: 10, bannerPagesVisibile: [] });
  });

  it("keeps a plan, a success path and banner patterns", () => {
    const c = campaign({
      plan: catalogPlan("family-yearly"),
      successPath: "/subscribe-success",
      bannerPagesVisibile: ["*", "/revisions/*"],
    });
    expect(c.plan?.price).toBe(149.99);
    expect(c.successPath).toBe("/subscribe-success");
    expect(c.bannerPagesVisibile).toEqual(["*", "/revisions/*"]);
  });

  it("rejects a rotation outside 1 to 7 days, a bad path, a bad date or a blank coupon", () => {
    for (const bad of [
      { counterRotation: 0 },
      { counterRotation: 8 },
      { counterRotation: 1.5 },
      { counterOffset: -1 },
      { paywallPath: "premium/offre-famille" },
      { successPath: "https://example.org" },
      { bannerPagesVisibile: ["revisions"] },
      { startDate: "2026-09-01" },
      { couponCode: " " },
    ]) {
      expect(parseCampaign({ ...input, ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it("wants the end after the start and the plan to be the one of planId", () => {
    const reversed = parseCampaign({ ...input, endDate: input.startDate });
    expect(reversed.issues?.map((i) => i.message)).toEqual(["A campaign ends after it starts."]);
    const mismatch = parseCampaign({ ...input, plan: catalogPlan("solo-yearly") });
    expect(mismatch.issues?.map((i) => i.message)).toEqual(["The campaign's plan must be the plan of planId."]);
  });
});

describe("§9 Campaign window", () => {
  const c = campaign();
  it("is upcoming before the start, active from the start, ended from the end", () => {
    expect(campaignStatus(c, at("2026-08-31T23:59:59+02:00"))).toBe("upcoming");
    expect(campaignStatus(c, at("2026-09-01T00:00:00+02:00"))).toBe("active");
    expect(campaignStatus(c, at("2026-09-29T23:59:59+02:00"))).toBe("active");
    expect(campaignStatus(c, at("2026-09-30T00:00:00+02:00"))).toBe("ended");
    expect(isCampaignActive(c, at("2026-09-15T12:00:00Z"))).toBe(true);
    expect(isCampaignActive(c, at("2027-01-01T00:00:00Z"))).toBe(false);
  });
});

describe("§3/§9 countdown: counts to the deadline the page states", () => {
  const c = campaign({ counterRotation: 3 });
  const start = Date.parse(c.startDate);
  const end = Date.parse(c.endDate);

  it("names the end of the window as the deadline", () => {
    expect(campaignDeadline(c)).toEqual(new Date(end));
  });

  it("counts to the deadline from any instant of the window, and is absent outside it", () => {
    expect(countdownAt(c, new Date(start))).toEqual({ remainingMs: end - start, endsAt: new Date(end) });
    expect(countdownAt(c, new Date(end - 60_000))).toEqual({ remainingMs: 60_000, endsAt: new Date(end) });
    expect(countdownAt(c, new Date(end))).toBeNull();
    expect(countdownAt(c, new Date(start - 1))).toBeNull();
  });

  it("always ends on the deadline: now + remaining is the stated end (no repeating cycle)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: end - start - 1 }), (delta) => {
        const now = new Date(start + delta);
        const cd = countdownAt(c, now);
        if (cd === null) throw new Error("active campaign without countdown");
        expect(cd.remainingMs).toBeGreaterThan(0);
        expect(now.getTime() + cd.remainingMs).toBe(campaignDeadline(c).getTime());
      }),
    );
  });

  it("is shown only in the campaign's last counterRotation days", () => {
    expect(showsCountdown(c, new Date(start))).toBe(false);
    expect(showsCountdown(c, new Date(end - 3 * DAY_MS - 1))).toBe(false);
    expect(showsCountdown(c, new Date(end - 3 * DAY_MS))).toBe(true);
    expect(showsCountdown(c, new Date(end - 1))).toBe(true);
    expect(showsCountdown(c, new Date(end))).toBe(false);
  });

  it("splits a duration for display", () => {
    expect(splitRemaining(2 * DAY_MS + 3 * 3_600_000 + 4 * 60_000 + 5_999)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(splitRemaining(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe("§3 bannerPagesVisibile: the pages where a campaign banner shows", () => {
  it("matches *, exact paths and /prefix/* patterns", () => {
    expect(matchesPagePattern("*", "/anything")).toBe(true);
    expect(matchesPagePattern("/bac/*", "/bac")).toBe(true);
    expect(matchesPagePattern("/bac/*", "/bac/philosophie/")).toBe(true);
    expect(matchesPagePattern("/bac/*", "/bachelor")).toBe(false);
    expect(matchesPagePattern("/faq", "/FAQ/")).toBe(true);
    expect(matchesPagePattern("/faq", "/faq/x")).toBe(false);
  });

  it("lists a page when one of its patterns matches", () => {
    const c = campaign({ bannerPagesVisibile: ["/", "/revisions/*"] });
    expect(isBannerPage(c, "/")).toBe(true);
    expect(isBannerPage(c, "/revisions/cours-et-quiz")).toBe(true);
    expect(isBannerPage(c, "/blog")).toBe(false);
    expect(isBannerPage(campaign(), "/")).toBe(false);
  });
});
