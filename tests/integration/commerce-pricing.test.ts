// PriceOrder (the server-side price of an order, for the checkout) on the database's records: each error, campaign
// and coupon combinations, and the property that the amount stays between 0 and the plan's price.
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DrizzleCouponRepository } from "../../adapters/api/premium/catalog/drizzle-coupon-repository.ts";
import { seedCommerce } from "../../adapters/api/premium/catalog/drizzle-commerce-seeder.ts";
import { CHECKOUT_ERROR_CODES } from "../../application/contracts/premium/checkout.ts";
import { campaigns, coupons, plans } from "../../adapters/api/db/premium-catalog-schema.ts";
import { PriceOrder, type PriceOrderInput } from "../../application/api/premium/catalog/price-order.ts";
import { SEED_PLANS } from "../../application/api/premium/catalog/seed-data.ts";
import { AFRICA_FAMILY_YEARLY_XOF } from "../../domain/premium/catalog.ts";
import { fitsCurrency } from "../../domain/premium/plan.ts";
import { ENGINES, startTestApi, type TestApi } from "./support/api.ts";
import { createMember } from "./support/members.ts";

const NOW = new Date("2026-11-25T12:00:00+01:00");

describe.each(ENGINES)("PriceOrder on %s", (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(engine);
    await seedCommerce(api.database.db);
    // A campaign with a price of its own and a coupon on top, for the combinations below.
    await api.database.db.insert(coupons).values({ id: "test-pct", code: "PCT25", kind: "percent", value: 25 });
    await api.database.db.insert(campaigns).values({
      id: "test-promo",
      slug: "offre-test-prix",
      kind: "solo",
      planId: "solo-quarterly",
      paywallPath: "/premium/offre-test-prix",
      couponCode: "PCT25",
      startDate: new Date("2026-11-01T00:00:00Z"),
      endDate: new Date("2026-12-31T00:00:00Z"),
      counterRotation: 3,
      promoPrice: 24.99,
    });
  });
  beforeEach(() => {
    api.clock.current = new Date(NOW);
  });
  afterAll(() => api.close());

  const price = (input: Partial<PriceOrderInput> & { planId: string }) =>
    api.container.resolve(PriceOrder).execute({ region: "FR", ...input });
  const errorOf = async (input: Partial<PriceOrderInput> & { planId: string }) =>
    (await price(input))._unsafeUnwrapErr();

  it("prices from the database's records: plan, campaign price, campaign coupon or typed coupon", async () => {
    expect((await price({ planId: "family-yearly" }))._unsafeUnwrap()).toMatchObject({
      amount: 149.99,
      amountMinor: 14999,
      coupon: null,
    });
    expect((await price({ planId: "family-yearly", campaignSlug: "offreblackfriday" }))._unsafeUnwrap()).toMatchObject({
      amount: 89.99,
      coupon: { code: "BLACKFRIDAY26", fromCampaign: true },
    });
    // Campaign price 24.99, then its 25 % coupon: 18.7425 → 18.74.
    expect((await price({ planId: "solo-quarterly", campaignSlug: "offre-test-prix" }))._unsafeUnwrap()).toMatchObject({
      listPrice: 29.99,
      basePrice: 24.99,
      promoSource: "campaign",
      amount: 18.74,
      discount: 6.25,
    });
    // A typed coupon replaces the campaign's: 24.99 − 10 % = 22.491 → 22.49.
    expect(
      (
        await price({ planId: "solo-quarterly", campaignSlug: "offre-test-prix", couponCode: "bienvenue10" })
      )._unsafeUnwrap(),
    ).toMatchObject({
      amount: 22.49,
      coupon: { code: "BIENVENUE10", fromCampaign: false },
    });
    // A plan's own promo price (set in the database) is the base without a campaign.
    await api.database.db.update(plans).set({ promoPrice: 9.99 }).where(eq(plans.id, "solo-monthly"));
    expect((await price({ planId: "solo-monthly", couponCode: "MOINS10" }))._unsafeUnwrap()).toMatchObject({
      basePrice: 9.99,
      promoSource: "plan",
      amount: 0,
    });
    await seedCommerce(api.database.db);
    expect((await price({ planId: "solo-monthly" }))._unsafeUnwrap().amount).toBe(11.99);
  });

  it("refuses each error with its tag, and the checkout's status for it", async () => {
    const cases: [Partial<PriceOrderInput> & { planId: string }, string, number][] = [
      [{ planId: "nope" }, "UnknownPlan", 404],
      [{ planId: "africa-family-yearly-card" }, "PlanNotSoldInMarket", 422],
      [{ planId: "family-lifetime" }, "CampaignRequired", 422],
      [{ planId: "family-yearly", campaignSlug: "nope" }, "UnknownCampaign", 404],
      [{ planId: "family-yearly", campaignSlug: "famille-noel" }, "CampaignNotStarted", 422],
      [{ planId: "solo-yearly", campaignSlug: "offre-famille" }, "CampaignNotForPlan", 422],
      [{ planId: "solo-yearly", couponCode: "FAMILLE15" }, "CouponInvalid", 422],
      [{ planId: "africa-family-yearly-mobile-money", region: "SN" }, "EmailRequired", 422],
      [{ planId: "africa-family-yearly-mobile-money", region: "SN", email: "pas un email" }, "EmailInvalid", 422],
    ];
    for (const [input, type, status] of cases) {
      const error = await errorOf(input);
      expect(error.type, JSON.stringify(input)).toBe(type);
      expect(CHECKOUT_ERROR_CODES[error.type]).toBe(status);
    }
    api.clock.current = new Date("2026-12-05T00:00:00Z");
    expect(await errorOf({ planId: "family-yearly", campaignSlug: "offreblackfriday" })).toMatchObject({
      type: "CampaignEnded",
    });
  });

  it("refuses a coupon the member already used, and one used up meanwhile", async () => {
    const member = await createMember(api);
    const repo = new DrizzleCouponRepository(api.database.db);
    await repo.redeem({
      couponId: "coupon-bienvenue10",
      memberId: member.id,
      orderReference: "first",
      now: api.clock.now(),
    });
    expect(await errorOf({ planId: "solo-yearly", couponCode: "BIENVENUE10", memberId: member.id })).toEqual({
      type: "CouponInvalid",
      code: "BIENVENUE10",
      reason: "AlreadyRedeemed",
    });
    await api.database.db
      .insert(coupons)
      .values({ id: "test-used-up", code: "EPUISE", kind: "percent", value: 5, maxRedemptions: 1, redemptionCount: 1 });
    expect(await errorOf({ planId: "solo-yearly", couponCode: "epuise" })).toMatchObject({ reason: "Exhausted" });
  });

  it("prices the XOF mobile-money plan with its e-mail and the Africa campaign's coupon", async () => {
    const order = (
      await price({
        planId: "africa-family-yearly-mobile-money",
        region: "CI",
        email: "kouame@example.ci",
        campaignSlug: "afrique",
      })
    )._unsafeUnwrap();
    expect(order).toMatchObject({
      currency: "XOF",
      amount: AFRICA_FAMILY_YEARLY_XOF - 5000,
      amountMinor: AFRICA_FAMILY_YEARLY_XOF - 5000,
      emailRequired: true,
    });
  });

  it("never charges below 0 nor above the plan's price, whatever campaign and coupon combine", async () => {
    const sellable = SEED_PLANS.filter((s) => s.market !== "testing");
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...sellable),
        fc.constantFrom("percent" as const, "amount" as const),
        fc.integer({ min: 1, max: 10_000 }),
        fc.option(fc.integer({ min: 1, max: 30_000_000 })),
        async (stored, kind, value, promoCents) => {
          n += 1;
          const { plan } = stored;
          const code = `PROP${n}`;
          await api.database.db.insert(coupons).values({
            id: `prop-${n}`,
            code,
            kind,
            value: kind === "percent" ? Math.min(100, value / 100) : value / 10,
            currency: kind === "amount" ? plan.currency : null,
          });
          await api.database.db.insert(campaigns).values({
            id: `prop-${n}`,
            slug: `prop-${n}`,
            kind: "solo",
            planId: plan.id,
            paywallPath: `/premium/prop-${n}`,
            couponCode: code,
            startDate: new Date("2026-01-01T00:00:00Z"),
            endDate: new Date("2027-01-01T00:00:00Z"),
            counterRotation: 1,
            promoPrice: promoCents === null ? null : promoCents / 100,
          });
          const region = stored.market === "francophone-africa" ? "SN" : "FR";
          const order = (
            await price({ planId: plan.id, region, email: "buyer@example.org", campaignSlug: `prop-${n}` })
          )._unsafeUnwrap();
          expect(order.amount).toBeGreaterThanOrEqual(0);
          expect(order.amount).toBeLessThanOrEqual(plan.price);
          expect(order.amount === 0 || fitsCurrency(order.amount, plan.currency)).toBe(true);
          expect(order.coupon?.code).toBe(code);
        },
      ),
      { numRuns: 40 },
    );
  });
});
