import "reflect-metadata";
import { container as root } from "tsyringe";
import { describe, expect, it } from "vitest";
import { MemoryCampaignRepository } from "../../../../adapters/memory/memory-premium-campaigns.ts";
import { MemoryCouponRepository } from "../../../../adapters/memory/memory-premium-coupons.ts";
import { MemoryPlanRepository } from "../../../../adapters/memory/memory-premium-plans.ts";
import { MemoryRateLimiter } from "../../../../adapters/memory/memory-rate-limiter.ts";
import { MemberRepositoryToken, type MemberRecord, type MemberRepository } from "../../account/members/ports.ts";
import { RateLimiterToken } from "../../security/ports.ts";
import { ClockToken } from "../../shared/ports.ts";
import { SubscriptionRepositoryToken, type SubscriptionRecord, type SubscriptionRepository } from "../subscriptions.ts";
import { givesAccess } from "../../../../adapters/memory/memory-payment-store.ts";
import { campaignState, Campaigns, pickCampaign } from "./campaigns.ts";
import { ListPlans } from "./list-plans.ts";
import { CampaignRepositoryToken, CommerceSettingsToken, CouponRepositoryToken, PlanRepositoryToken } from "./ports.ts";
import { SEED_CAMPAIGN_RECORDS, SEED_COUPONS, SEED_PLANS } from "./seed-data.ts";
import { RATE_RULES } from "../../security/throttle-rules.ts";
import { ValidateCoupon } from "./validate-coupon.ts";

const NOW = new Date("2026-11-25T12:00:00+01:00");

const member = (id: string, country: string | null): MemberRecord => ({
  id,
  email: `${id}@example.org`,
  passwordHash: "x",
  firstname: null,
  lastname: null,
  username: null,
  birthdate: null,
  accessType: null,
  levelOfEducation: null,
  currentDegree: null,
  country,
  region: null,
  featureFlags: {},
  profiledAt: null,
  refreshProfilingStep: null,
  createdAt: NOW,
});

/** Only the read ListPlans makes; anything else is not expected here. */
function members(records: MemberRecord[]): MemberRepository {
  const unexpected = () => Promise.reject(new Error("not used by commerce"));
  return {
    findById: async (id) => records.find((r) => r.id === id) ?? null,
    findByEmail: unexpected,
    create: unexpected,
    updateProfile: unexpected,
    updatePasswordHash: unexpected,
    delete: unexpected,
  };
}

function subscriptionsOf(records: SubscriptionRecord[]): SubscriptionRepository {
  return {
    activeOf: async (memberId, now) => records.filter((s) => s.memberId === memberId && givesAccess(s, now)),
    create: async (s) => void records.push(s),
    updateStatus: async () => undefined,
  };
}

function setup(options: { testingMode?: boolean; subscriptions?: SubscriptionRecord[] } = {}) {
  const c = root.createChildContainer();
  let now = new Date(NOW);
  c.registerInstance(PlanRepositoryToken, new MemoryPlanRepository(SEED_PLANS));
  c.registerInstance(CampaignRepositoryToken, new MemoryCampaignRepository(SEED_CAMPAIGN_RECORDS));
  c.registerInstance(
    CouponRepositoryToken,
    new MemoryCouponRepository(SEED_COUPONS.map((s) => ({ ...s, redemptionCount: 0 }))),
  );
  c.registerInstance(CommerceSettingsToken, { plansTestingMode: options.testingMode ?? false });
  c.registerInstance(ClockToken, { now: () => new Date(now) });
  c.registerInstance(RateLimiterToken, new MemoryRateLimiter(() => now.getTime()));
  c.registerInstance(
    MemberRepositoryToken,
    members([member("m-sn", "SN"), member("m-none", null), member("m-fr", "FR")]),
  );
  c.registerInstance(SubscriptionRepositoryToken, subscriptionsOf(options.subscriptions ?? []));
  return { c, setNow: (at: Date) => void (now = at) };
}

describe("ListPlans", () => {
  it("lists a market's plans, family first, from the request's region", async () => {
    const { c } = setup();
    const fr = (await c.resolve(ListPlans).execute({ region: "FR", memberId: null }))._unsafeUnwrap();
    expect(fr.market).toBe("france");
    expect(fr.plans.map((p) => p.isFamilyMasterPlan)).toEqual([true, true, true, false, false, false]);
    const sn = (await c.resolve(ListPlans).execute({ region: "SN", memberId: null }))._unsafeUnwrap();
    expect(sn.plans.map((p) => p.currency)).toEqual(["XOF", "XOF"]);
  });

  it("prefers the member's profile country, falls back to the request's region, and marks held plans", async () => {
    const subscription: SubscriptionRecord = {
      id: "s-1",
      memberId: "m-fr",
      planId: "family-yearly",
      product: "revizo-premium",
      provider: "stripe",
      providerReference: null,
      status: "canceled",
      isFamily: true,
      periodStart: new Date("2026-01-01T00:00:00Z"),
      periodEnd: new Date("2027-01-01T00:00:00Z"),
    };
    const { c } = setup({ subscriptions: [subscription] });
    const list = async (input: { region: string; memberId: string }) =>
      (await c.resolve(ListPlans).execute(input))._unsafeUnwrap();
    expect((await list({ region: "FR", memberId: "m-sn" })).market).toBe("francophone-africa");
    expect(await list({ region: "CI", memberId: "m-none" })).toMatchObject({
      market: "francophone-africa",
      region: "CI",
    });
    expect((await list({ region: "SN", memberId: "gone" })).market).toBe("francophone-africa");
    const held = await list({ region: "SN", memberId: "m-fr" });
    expect(held.market).toBe("france");
    expect(held.plans.filter((p) => p.isCurrentPlan).map((p) => p.id)).toEqual(["family-yearly"]);
  });

  it("substitutes the testing plan in testing mode", async () => {
    const { c } = setup({ testingMode: true });
    const list = (await c.resolve(ListPlans).execute({ region: "FR", memberId: "m-sn" }))._unsafeUnwrap();
    expect(list.market).toBe("testing");
    expect(list.plans.map((p) => p.id)).toEqual(["testing-one-day-mobile-money"]);
  });
});

describe("ValidateCoupon", () => {
  it("gives each reason, and the discount only when valid", async () => {
    const { c } = setup();
    const check = async (code: string, planIds: string[] = []) =>
      (await c.resolve(ValidateCoupon).execute({ code, planIds, ip: "10.0.0.1" }))._unsafeUnwrap();
    expect(await check("nope")).toEqual({ valid: false, code: "NOPE", reason: "Unknown", planIds: [] });
    expect((await check("RENTREE2025")).reason).toBe("Expired");
    expect((await check("ETE2027")).reason).toBe("NotStarted");
    expect((await check("FAMILLE15", ["solo-yearly"])).reason).toBe("NotApplicable");
    expect(
      await check("AFRIQUE26", ["africa-family-yearly-card", "africa-family-yearly-mobile-money", "solo-yearly"]),
    ).toMatchObject({
      valid: true,
      discount: { kind: "amount", value: 5000, currency: "XOF" },
      planIds: ["africa-family-yearly-mobile-money"],
    });
  });

  it("ignores withdrawn plans and throttles per address (unknown addresses share one counter)", async () => {
    const { c, setNow } = setup();
    const validate = (ip: string | null) => c.resolve(ValidateCoupon).execute({ code: "BIENVENUE10", planIds: [], ip });
    for (let i = 0; i < RATE_RULES.couponValidateIp.limit; i += 1) expect((await validate(null)).isOk()).toBe(true);
    const refused = await validate(null);
    expect(refused._unsafeUnwrapErr()).toMatchObject({ type: "TooManyAttempts" });
    expect((await validate("10.0.0.2")).isOk()).toBe(true);
    setNow(new Date(NOW.getTime() + RATE_RULES.couponValidateIp.windowSeconds * 1000 + 1));
    expect((await validate(null)).isOk()).toBe(true);
  });
});

describe("Campaigns", () => {
  it("picks the live record, else the next upcoming, else the last ended", () => {
    const a = { id: "a", startDate: "2024-01-01T00:00:00Z", endDate: "2024-02-01T00:00:00Z" };
    const b = { id: "b", startDate: "2026-01-01T00:00:00Z", endDate: "2026-02-01T00:00:00Z" };
    expect(pickCampaign([b, a], new Date("2024-01-15T00:00:00Z"))?.id).toBe("a");
    expect(pickCampaign([b, a], new Date("2025-01-01T00:00:00Z"))?.id).toBe("b");
    expect(pickCampaign([a, b], new Date("2027-01-01T00:00:00Z"))?.id).toBe("b");
    expect(pickCampaign([], new Date())).toBeNull();
    expect(campaignState(a, new Date("2024-02-01T00:00:00Z"))).toBe("ended");
  });

  it("answers a page's campaign with current offers only when it is not live", async () => {
    const { c, setNow } = setup();
    const live = (await c.resolve(Campaigns).get("offreblackfriday"))._unsafeUnwrap();
    expect(live).toMatchObject({ campaign: { state: "live" }, currentOffers: null });
    setNow(new Date("2026-12-02T00:00:00Z"));
    const ended = (await c.resolve(Campaigns).get("offreblackfriday"))._unsafeUnwrap();
    expect(ended.campaign.state).toBe("ended");
    expect(ended.currentOffers?.map((o) => o.slug)).toContain("offre-solo");
    expect((await c.resolve(Campaigns).get("nope"))._unsafeUnwrapErr()).toEqual({ type: "CampaignNotFound" });
  });

  it("lists with filters, and gives a campaign whose plan is withdrawn no plan", async () => {
    const { c } = setup();
    const plans = new MemoryPlanRepository(
      SEED_PLANS.map((s) => (s.plan.id === "solo-toeic-pack" ? { ...s, active: false } : s)),
    );
    c.registerInstance(PlanRepositoryToken, plans);
    const toeic = (await c.resolve(Campaigns).list({ page: "/revisions/tests-de-langues/toefl" }))._unsafeUnwrap();
    expect(toeic.campaigns.map((x) => x.id)).toContain("toeic-current");
    expect(toeic.campaigns.every((x) => x.state === "live")).toBe(true);
    expect(toeic.campaigns.find((x) => x.id === "toeic-current")?.plan).toBeNull();
    expect(toeic.campaigns.find((x) => x.id === "actual-current")?.plan?.id).toBe("solo-yearly");
    const upcoming = (await c.resolve(Campaigns).list({ state: "upcoming" }))._unsafeUnwrap();
    expect(upcoming.campaigns.every((x) => x.state === "upcoming" && x.startsInMs !== null && x.startsInMs > 0)).toBe(
      true,
    );
    expect(upcoming.campaigns.map((x) => x.slug)).toContain("famille-noel");
  });
});
