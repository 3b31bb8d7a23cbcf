import "reflect-metadata";
import fc from "fast-check";
import { container as root } from "tsyringe";
import { describe, expect, it } from "vitest";
import { MemoryCampaignRepository } from "../../../../adapters/memory/memory-premium-campaigns.ts";
import { MemoryCouponRepository } from "../../../../adapters/memory/memory-premium-coupons.ts";
import { MemoryPlanRepository } from "../../../../adapters/memory/memory-premium-plans.ts";
import { AFRICA_FAMILY_YEARLY_XOF, TESTING_MODE_PLAN } from "../../../../domain/premium/catalog.ts";
import { fitsCurrency } from "../../../../domain/premium/plan.ts";
import { ClockToken } from "../../shared/ports.ts";
import {
  CampaignRepositoryToken,
  CommerceSettingsToken,
  CouponRepositoryToken,
  PlanRepositoryToken,
  type CouponRecord,
  type StoredCampaign,
} from "./ports.ts";
import { basePriceOf, PriceOrder, type PriceOrderInput } from "./price-order.ts";
import { SEED_CAMPAIGN_RECORDS, SEED_COUPONS, SEED_PLANS } from "./seed-data.ts";

/** During the current Black Friday campaign (family yearly, coupon BLACKFRIDAY26, 40 %). */
const NOW = new Date("2026-11-25T12:00:00+01:00");

function setup(
  options: { testingMode?: boolean; now?: Date; coupons?: CouponRecord[]; campaigns?: StoredCampaign[] } = {},
) {
  const c = root.createChildContainer();
  const coupons = new MemoryCouponRepository([
    ...SEED_COUPONS.map((s) => ({ ...s, redemptionCount: 0 })),
    ...(options.coupons ?? []),
  ]);
  const campaigns = new MemoryCampaignRepository([...SEED_CAMPAIGN_RECORDS, ...(options.campaigns ?? [])]);
  c.registerInstance(PlanRepositoryToken, new MemoryPlanRepository(SEED_PLANS));
  c.registerInstance(CampaignRepositoryToken, campaigns);
  c.registerInstance(CouponRepositoryToken, coupons);
  c.registerInstance(CommerceSettingsToken, { plansTestingMode: options.testingMode ?? false });
  c.registerInstance(ClockToken, { now: () => new Date(options.now ?? NOW) });
  const price = (input: Partial<PriceOrderInput> & { planId: string }) =>
    c.resolve(PriceOrder).execute({ region: "FR", ...input });
  return { price, coupons, campaigns };
}

const coupon = (fields: Partial<CouponRecord> & Pick<CouponRecord, "id" | "code">): CouponRecord => ({
  kind: "percent",
  value: 10,
  currency: null,
  planIds: null,
  startsAt: null,
  expiresAt: null,
  maxRedemptions: null,
  redemptionCount: 0,
  ...fields,
});

const liveCampaign = (
  fields: Partial<StoredCampaign> & Pick<StoredCampaign, "id" | "slug" | "planId">,
): StoredCampaign => ({
  kind: "solo",
  paywallPath: `/premium/${fields.slug}`,
  successPath: null,
  couponCode: "NONE",
  startDate: "2026-01-01T00:00:00.000Z",
  endDate: "2027-12-31T00:00:00.000Z",
  counterRotation: 1,
  counterOffset: 10,
  bannerPagesVisibile: [],
  promoPrice: null,
  ...fields,
});

describe("PriceOrder", () => {
  it("charges a listed plan its price, with the amount in minor units", async () => {
    const order = (await setup().price({ planId: "solo-yearly" }))._unsafeUnwrap();
    expect(order).toMatchObject({
      market: "france",
      currency: "EUR",
      listPrice: 89.99,
      basePrice: 89.99,
      promoSource: null,
      campaign: null,
      coupon: null,
      discount: 0,
      amount: 89.99,
      amountMinor: 8999,
      emailRequired: false,
      email: null,
    });
  });

  it("applies a typed coupon: percent, and a fixed amount in the plan's currency", async () => {
    const { price } = setup();
    const percent = (await price({ planId: "solo-monthly", couponCode: " bienvenue10 " }))._unsafeUnwrap();
    expect(percent).toMatchObject({
      amount: 10.79,
      discount: 1.2,
      coupon: { code: "BIENVENUE10", kind: "percent", fromCampaign: false },
    });
    const amount = (await price({ planId: "solo-monthly", couponCode: "MOINS10" }))._unsafeUnwrap();
    expect(amount).toMatchObject({ amount: 1.99, amountMinor: 199, discount: 10 });
  });

  it("applies a live campaign's own coupon without a typed code, and the typed one instead when given", async () => {
    const { price } = setup();
    const campaign = (await price({ planId: "family-yearly", campaignSlug: "offreblackfriday" }))._unsafeUnwrap();
    expect(campaign).toMatchObject({
      campaign: { id: "offreblackfriday-current", slug: "offreblackfriday" },
      coupon: { code: "BLACKFRIDAY26", value: 40, fromCampaign: true },
      amount: 89.99,
      discount: 60,
    });
    const typed = (
      await price({ planId: "family-yearly", campaignSlug: "offreblackfriday", couponCode: "FAMILLE15" })
    )._unsafeUnwrap();
    expect(typed).toMatchObject({ coupon: { code: "FAMILLE15", fromCampaign: false }, amount: 127.49 });
  });

  it("uses a live campaign's own price, then its coupon on top", async () => {
    const { price } = setup({
      campaigns: [
        liveCampaign({
          id: "promo",
          slug: "promo-solo",
          planId: "solo-yearly",
          promoPrice: 69.99,
          couponCode: "BIENVENUE10",
        }),
      ],
    });
    const order = (await price({ planId: "solo-yearly", campaignSlug: "promo-solo" }))._unsafeUnwrap();
    expect(order).toMatchObject({ basePrice: 69.99, promoSource: "campaign", amount: 62.99, listPrice: 89.99 });
    expect(basePriceOf(SEED_PLANS[0]!.plan, { promoPrice: 1_000_000 }).source).toBeNull();
  });

  it("goes without a campaign's coupon that cannot be used, and refuses a typed one with its reason", async () => {
    const exhausted = coupon({ id: "c-full", code: "PLEIN", maxRedemptions: 1, redemptionCount: 1 });
    const { price } = setup({
      coupons: [exhausted],
      campaigns: [liveCampaign({ id: "full", slug: "offre-pleine", planId: "solo-yearly", couponCode: "PLEIN" })],
    });
    const order = (await price({ planId: "solo-yearly", campaignSlug: "offre-pleine" }))._unsafeUnwrap();
    expect(order).toMatchObject({ coupon: null, amount: 89.99 });
    expect((await price({ planId: "solo-yearly", couponCode: "plein" }))._unsafeUnwrapErr()).toEqual({
      type: "CouponInvalid",
      code: "PLEIN",
      reason: "Exhausted",
    });
  });

  it("refuses a typed coupon for each reason", async () => {
    const { price, coupons } = setup();
    const reason = async (input: Partial<PriceOrderInput> & { planId: string }) => {
      const error = (await price(input))._unsafeUnwrapErr();
      return error.type === "CouponInvalid" ? error.reason : error.type;
    };
    expect(await reason({ planId: "solo-yearly", couponCode: "NOPE" })).toBe("Unknown");
    expect(await reason({ planId: "solo-yearly", couponCode: "RENTREE2025" })).toBe("Expired");
    expect(await reason({ planId: "solo-yearly", couponCode: "ETE2027" })).toBe("NotStarted");
    expect(await reason({ planId: "solo-yearly", couponCode: "FAMILLE15" })).toBe("NotApplicable");
    expect(await reason({ planId: "africa-family-yearly-card", region: "SN", couponCode: "MOINS10" })).toBe(
      "NotApplicable",
    );
    await coupons.redeem({ couponId: "coupon-bienvenue10", memberId: "m-1", orderReference: "o-1", now: NOW });
    expect(await reason({ planId: "solo-yearly", couponCode: "BIENVENUE10", memberId: "m-1" })).toBe("AlreadyRedeemed");
    expect((await price({ planId: "solo-yearly", couponCode: "BIENVENUE10", memberId: "m-2" })).isOk()).toBe(true);
  });

  it("refuses an unknown or withdrawn plan, and a plan of another market", async () => {
    const { price } = setup();
    expect((await price({ planId: "no-such-plan" }))._unsafeUnwrapErr()).toEqual({
      type: "UnknownPlan",
      planId: "no-such-plan",
    });
    expect((await price({ planId: "africa-family-yearly-card", region: "FR" }))._unsafeUnwrapErr()).toEqual({
      type: "PlanNotSoldInMarket",
      planId: "africa-family-yearly-card",
      market: "france",
    });
    expect((await price({ planId: "solo-yearly", region: "SN" }))._unsafeUnwrapErr()).toMatchObject({
      type: "PlanNotSoldInMarket",
      market: "francophone-africa",
    });
    const plans = new MemoryPlanRepository(
      SEED_PLANS.map((s) => (s.plan.id === "solo-monthly" ? { ...s, active: false } : s)),
    );
    const c = root.createChildContainer();
    c.registerInstance(PlanRepositoryToken, plans);
    c.registerInstance(CampaignRepositoryToken, new MemoryCampaignRepository());
    c.registerInstance(CouponRepositoryToken, new MemoryCouponRepository());
    c.registerInstance(CommerceSettingsToken, { plansTestingMode: false });
    c.registerInstance(ClockToken, { now: () => NOW });
    expect(
      (await c.resolve(PriceOrder).execute({ planId: "solo-monthly", region: "FR" }))._unsafeUnwrapErr().type,
    ).toBe("UnknownPlan");
  });

  it("sells a campaign-only plan through its live campaign, never on its own", async () => {
    // The flash offer runs one weekend (issue 15: a flash offer lasts a week at most).
    const { price } = setup({ now: new Date("2027-02-06T12:00:00Z") });
    expect((await price({ planId: "solo-yearly-flash" }))._unsafeUnwrapErr()).toEqual({
      type: "CampaignRequired",
      planId: "solo-yearly-flash",
    });
    const order = (
      await price({ planId: "solo-yearly-flash", campaignSlug: "flashoffer/lesfolles40" })
    )._unsafeUnwrap();
    expect(order).toMatchObject({ listPrice: 59.99, coupon: { code: "FOLLES4026", value: 40 }, amount: 35.99 });
  });

  it("refuses an unknown, upcoming or ended campaign, and a campaign for another plan", async () => {
    const { price } = setup();
    expect((await price({ planId: "family-yearly", campaignSlug: "no-such-page" }))._unsafeUnwrapErr()).toEqual({
      type: "UnknownCampaign",
      slug: "no-such-page",
    });
    expect((await price({ planId: "family-yearly", campaignSlug: "famille-noel" }))._unsafeUnwrapErr()).toEqual({
      type: "CampaignNotStarted",
      slug: "famille-noel",
      startDate: "2026-11-30T23:00:00.000Z",
    });
    const later = setup({ now: new Date("2026-12-02T00:00:00Z") });
    expect(
      (await later.price({ planId: "family-yearly", campaignSlug: "offreblackfriday" }))._unsafeUnwrapErr(),
    ).toEqual({
      type: "CampaignEnded",
      slug: "offreblackfriday",
      endDate: "2026-11-30T23:00:00.000Z",
    });
    expect((await price({ planId: "solo-yearly", campaignSlug: "offreblackfriday" }))._unsafeUnwrapErr()).toEqual({
      type: "CampaignNotForPlan",
      slug: "offreblackfriday",
      planId: "solo-yearly",
    });
  });

  it("requires a valid e-mail for a mobile-money plan (§5), and rounds XOF amounts up to a multiple of 5", async () => {
    const { price } = setup();
    const mobile = { planId: "africa-family-yearly-mobile-money", region: "SN" } as const;
    expect((await price(mobile))._unsafeUnwrapErr()).toEqual({ type: "EmailRequired" });
    expect((await price({ ...mobile, email: "   " }))._unsafeUnwrapErr()).toEqual({ type: "EmailRequired" });
    expect((await price({ ...mobile, email: "not-an-email" }))._unsafeUnwrapErr()).toEqual({ type: "EmailInvalid" });
    const order = (await price({ ...mobile, email: " awa@example.sn ", couponCode: "BIENVENUE10" }))._unsafeUnwrap();
    // 98,390 × 0.9 = 88,551 → 88,555 XOF.
    expect(order).toMatchObject({
      currency: "XOF",
      listPrice: AFRICA_FAMILY_YEARLY_XOF,
      amount: 88_555,
      amountMinor: 88_555,
      email: "awa@example.sn",
      emailRequired: true,
    });
    const africa = (await price({ ...mobile, email: "awa@example.sn", campaignSlug: "afrique" }))._unsafeUnwrap();
    expect(africa).toMatchObject({
      coupon: { code: "AFRIQUE26", kind: "amount", currency: "XOF" },
      amount: AFRICA_FAMILY_YEARLY_XOF - 5_000,
    });
    // The card plan needs no e-mail.
    expect((await price({ planId: "africa-family-yearly-card", region: "CI" })).isOk()).toBe(true);
  });

  it("in testing mode sells only the one-day plan, to every country", async () => {
    const { price } = setup({ testingMode: true });
    const order = (
      await price({ planId: TESTING_MODE_PLAN.id, region: "FR", email: "test@example.org" })
    )._unsafeUnwrap();
    expect(order).toMatchObject({ market: "testing", amount: 100, currency: "XOF" });
    expect((await price({ planId: "solo-yearly" }))._unsafeUnwrapErr()).toMatchObject({
      type: "PlanNotSoldInMarket",
      market: "testing",
    });
    expect(
      (await setup().price({ planId: TESTING_MODE_PLAN.id, email: "t@example.org" }))._unsafeUnwrapErr().type,
    ).toBe("PlanNotSoldInMarket");
  });

  it("never charges below 0 nor above the plan's price, and always an amount the currency can write", async () => {
    const listedOrCampaign = SEED_PLANS.filter((s) => s.market !== "testing");
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...listedOrCampaign),
        fc.oneof(
          fc.record({ kind: fc.constant("percent" as const), value: fc.double({ min: 0.01, max: 100, noNaN: true }) }),
          fc.record({
            kind: fc.constant("amount" as const),
            value: fc.double({ min: 0.01, max: 200_000, noNaN: true }),
          }),
        ),
        fc.option(fc.double({ min: 0.01, max: 200_000, noNaN: true })),
        fc.boolean(),
        async (stored, discount, promoPrice, typed) => {
          const { plan } = stored;
          const code = "PROPTEST";
          const slug = "offre-test";
          const { price } = setup({
            coupons: [
              coupon({ id: "c-prop", code, ...discount, currency: discount.kind === "amount" ? plan.currency : null }),
            ],
            campaigns: [liveCampaign({ id: "prop", slug, planId: plan.id, promoPrice, couponCode: code })],
          });
          const region = stored.market === "francophone-africa" ? "SN" : "FR";
          const result = await price({
            planId: plan.id,
            region,
            email: "buyer@example.org",
            ...(typed ? { couponCode: code } : { campaignSlug: slug }),
          });
          if (typed && !stored.listed) {
            expect(result._unsafeUnwrapErr().type).toBe("CampaignRequired");
            return;
          }
          const order = result._unsafeUnwrap();
          expect(order.amount).toBeGreaterThanOrEqual(0);
          expect(order.amount).toBeLessThanOrEqual(plan.price);
          expect(order.amount).toBeLessThanOrEqual(order.basePrice);
          expect(order.discount).toBeGreaterThanOrEqual(0);
          expect(order.amount === 0 || fitsCurrency(order.amount, plan.currency)).toBe(true);
          expect(order.amountMinor).toBe(plan.currency === "EUR" ? Math.round(order.amount * 100) : order.amount);
          expect(order.coupon?.code).toBe(code);
        },
      ),
      { numRuns: 300 },
    );
  });
});
