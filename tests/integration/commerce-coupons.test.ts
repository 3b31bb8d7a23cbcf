// §7 GET /public/coupons/validate?code=&planIds= against the database: each reason, the discount and the plans it
// applies to, malformed requests (400), the per-address throttle (429), and the redemption records.
import { RATE_RULES } from "../../application/api/security/throttle-rules.ts";
import { eq } from "drizzle-orm";
import * as v from "valibot";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DrizzleCouponRepository } from "../../adapters/api/premium/catalog/drizzle-coupon-repository.ts";
import { seedCommerce } from "../../adapters/api/premium/catalog/drizzle-commerce-seeder.ts";
import { couponRedemptions, coupons } from "../../adapters/api/db/premium-catalog-schema.ts";
import { CouponRepositoryToken, type CouponRepository } from "../../application/api/premium/catalog/ports.ts";
import { MemberRepositoryToken, type MemberRepository } from "../../application/api/account/members/ports.ts";
import { CouponValidationResponse } from "../../application/contracts/premium/coupons.ts";
import { ENGINES, randomIp, startTestApi, type TestApi } from "./support/api.ts";
import { createMember, errorOf } from "./support/members.ts";

const VALIDATE = "/api/public/coupons/validate";
/** During the current Black Friday campaign (2026-11-20 to 2026-12-01, Paris time). */
const BLACK_FRIDAY = new Date("2026-11-25T12:00:00+01:00");

describe.each(ENGINES)("commerce coupons on %s", (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(engine);
    await seedCommerce(api.database.db);
  });
  beforeEach(() => {
    api.clock.current = new Date(BLACK_FRIDAY);
  });
  afterAll(() => api.close());

  async function check(query: string): Promise<CouponValidationResponse> {
    const response = await api.request(`${VALIDATE}?${query}`);
    expect(response.status, query).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const body: unknown = await response.json();
    return v.parse(CouponValidationResponse, body);
  }

  it("validates an open coupon for the asked plans, whatever the case and surrounding spaces", async () => {
    expect(await check("code=BIENVENUE10&planIds=solo-yearly,family-yearly")).toEqual({
      valid: true,
      code: "BIENVENUE10",
      discount: { kind: "percent", value: 10 },
      planIds: ["solo-yearly", "family-yearly"],
    });
    expect(
      await check(
        `code=${encodeURIComponent("  bienvenue10 ")}&planIds=${encodeURIComponent(" solo-monthly , ,solo-monthly")}`,
      ),
    ).toMatchObject({
      valid: true,
      code: "BIENVENUE10",
      planIds: ["solo-monthly"],
    });
    // Without plans, the code itself is checked and no plan is listed.
    expect(await check("code=BIENVENUE10")).toMatchObject({ valid: true, planIds: [] });
  });

  it("says Unknown for a code that does not exist", async () => {
    expect(await check("code=nope123&planIds=solo-yearly")).toEqual({
      valid: false,
      code: "NOPE123",
      reason: "Unknown",
      planIds: [],
    });
  });

  it("says Expired for a coupon past its end, with its window", async () => {
    expect(await check("code=RENTREE2025&planIds=solo-yearly")).toEqual({
      valid: false,
      code: "RENTREE2025",
      reason: "Expired",
      planIds: ["solo-yearly"],
      startsAt: "2025-08-17T22:00:00.000Z",
      expiresAt: "2025-09-30T22:00:00.000Z",
    });
    // A historical (2024) campaign code.
    expect(await check("code=blackfriday24&planIds=family-yearly")).toMatchObject({ valid: false, reason: "Expired" });
  });

  it("says NotStarted for a coupon before its start, and lets it through once the clock reaches it", async () => {
    expect(await check("code=ETE2027")).toMatchObject({
      valid: false,
      reason: "NotStarted",
      startsAt: "2027-05-31T22:00:00.000Z",
    });
    api.clock.current = new Date("2027-05-31T22:00:00.000Z");
    expect(await check("code=ETE2027")).toMatchObject({ valid: true, discount: { kind: "percent", value: 25 } });
  });

  it("says NotApplicable when none of the asked plans is covered, and lists only the covered ones otherwise", async () => {
    expect(await check("code=FAMILLE15&planIds=solo-yearly,solo-monthly")).toEqual({
      valid: false,
      code: "FAMILLE15",
      reason: "NotApplicable",
      planIds: [],
    });
    expect(await check("code=famille15&planIds=solo-yearly,family-yearly,africa-family-yearly-card")).toMatchObject({
      valid: true,
      planIds: ["family-yearly", "africa-family-yearly-card"],
    });
    // An amount in euros does not come off a price in francs; unknown plan ids count for nothing.
    expect(await check("code=MOINS10&planIds=africa-family-yearly-mobile-money")).toMatchObject({
      valid: false,
      reason: "NotApplicable",
    });
    expect(await check("code=MOINS10&planIds=solo-yearly")).toMatchObject({
      valid: true,
      discount: { kind: "amount", value: 10, currency: "EUR" },
    });
    expect(await check("code=FAMILLE15&planIds=no-such-plan")).toMatchObject({ valid: false, reason: "NotApplicable" });
  });

  it("checks a campaign's coupon against the campaign's plan and window", async () => {
    expect(await check("code=BLACKFRIDAY26&planIds=family-yearly")).toMatchObject({
      valid: true,
      discount: { kind: "percent", value: 40 },
      planIds: ["family-yearly"],
      expiresAt: "2026-11-30T23:00:00.000Z",
    });
    expect(await check("code=BLACKFRIDAY26&planIds=solo-yearly")).toMatchObject({
      valid: false,
      reason: "NotApplicable",
    });
    api.clock.current = new Date("2026-12-01T00:00:00+01:00");
    expect(await check("code=BLACKFRIDAY26&planIds=family-yearly")).toMatchObject({ valid: false, reason: "Expired" });
    expect(await check("code=AFRIQUE26&planIds=africa-family-yearly-mobile-money")).toMatchObject({
      valid: true,
      discount: { kind: "amount", value: 5000, currency: "XOF" },
    });
  });

  it("says Exhausted once every redemption is used", async () => {
    const repo = api.container.resolve<CouponRepository>(CouponRepositoryToken);
    await api.database.db
      .insert(coupons)
      .values({ id: "test-one-shot", code: "UNEFOIS", kind: "percent", value: 50, maxRedemptions: 1 });
    expect(await check("code=UNEFOIS")).toMatchObject({ valid: true });
    const member = await createMember(api);
    expect(
      await repo.redeem({
        couponId: "test-one-shot",
        memberId: member.id,
        orderReference: "order-1",
        now: api.clock.now(),
      }),
    ).toBe("redeemed");
    expect(await check("code=unefois&planIds=solo-yearly")).toMatchObject({
      valid: false,
      reason: "Exhausted",
      planIds: ["solo-yearly"],
    });
    await api.database.db.update(coupons).set({ redemptionCount: 100 }).where(eq(coupons.code, "PREMIERS100"));
    expect(await check("code=PREMIERS100")).toMatchObject({ valid: false, reason: "Exhausted" });
  });

  it("refuses malformed requests with 400 and a code per field", async () => {
    const cases: [string, Record<string, string>][] = [
      ["", { code: "Required" }],
      ["planIds=solo-yearly", { code: "Required" }],
      ["code=", { code: "Required" }],
      ["code=%20%20", { code: "Required" }],
      [`code=${"A".repeat(41)}`, { code: "CouponCodeTooLong" }],
      ["code=AB%20CD", { code: "CouponCodeInvalid" }],
      ["code=%C3%A9T%C3%A9", { code: "CouponCodeInvalid" }],
      ["code=%3Cscript%3E", { code: "CouponCodeInvalid" }],
      ["code=A%00B", { code: "Invalid" }],
      ["code=OK&planIds=a%20b", { planIds: "PlanIdsInvalid" }],
      [`code=OK&planIds=${Array.from({ length: 21 }, (_, i) => `p${i}`).join(",")}`, { planIds: "PlanIdsInvalid" }],
      [`code=OK&planIds=${"x".repeat(2000)}`, { planIds: "PlanIdsInvalid" }],
      ["code=A&code=B", { code: "Repeated" }],
    ];
    for (const [query, fields] of cases) {
      const response = await api.request(`${VALIDATE}?${query}`);
      expect(response.status, query).toBe(400);
      const error = await errorOf(response);
      expect(error.code, query).toBe("ValidationFailed");
      expect(error.fields, query).toEqual(fields);
    }
  });

  it("throttles checks per client address, and lets them through again after the window", async () => {
    const ip = randomIp();
    for (let i = 0; i < RATE_RULES.couponValidateIp.limit; i += 1) {
      expect((await api.request(`${VALIDATE}?code=X${i}`, { ip })).status).toBe(200);
    }
    const refused = await api.request(`${VALIDATE}?code=BIENVENUE10`, { ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await errorOf(refused)).code).toBe("TooManyRequests");
    // Another address is not affected.
    expect((await api.request(`${VALIDATE}?code=BIENVENUE10`)).status).toBe(200);
    api.clock.advance(RATE_RULES.couponValidateIp.windowSeconds + 1);
    expect((await api.request(`${VALIDATE}?code=BIENVENUE10`, { ip })).status).toBe(200);
  });
});

describe.each(ENGINES)("commerce coupon redemptions on %s", (engine) => {
  let api: TestApi;
  let repo: DrizzleCouponRepository;
  beforeAll(async () => {
    api = await startTestApi(engine);
    await seedCommerce(api.database.db);
    repo = new DrizzleCouponRepository(api.database.db);
  });
  afterAll(() => api.close());

  it("counts a member's use once, refuses a second order, and keeps one use per member", async () => {
    const member = await createMember(api);
    const now = api.clock.now();
    const redeem = (orderReference: string) =>
      repo.redeem({ couponId: "coupon-premiers100", memberId: member.id, orderReference, now });
    expect(await repo.hasRedeemed("coupon-premiers100", member.id)).toBe(false);
    expect(await redeem("order-a")).toBe("redeemed");
    expect(await redeem("order-a")).toBe("redeemed");
    expect(await redeem("order-b")).toBe("already-redeemed");
    expect(await repo.hasRedeemed("coupon-premiers100", member.id)).toBe(true);
    expect((await repo.findByCode("premiers100"))?.redemptionCount).toBe(1);
    expect(await repo.redeem({ couponId: "no-such-coupon", memberId: member.id, orderReference: "x", now })).toBe(
      "unknown-coupon",
    );
  });

  it("lets exactly one of several racing confirmations take the last redemption", async () => {
    await api.database.db
      .insert(coupons)
      .values({ id: "test-last-one", code: "DERNIER", kind: "amount", value: 5, currency: "EUR", maxRedemptions: 1 });
    const members = await Promise.all(Array.from({ length: 5 }, () => createMember(api)));
    const outcomes = await Promise.all(
      members.map((m, i) =>
        repo.redeem({ couponId: "test-last-one", memberId: m.id, orderReference: `race-${i}`, now: api.clock.now() }),
      ),
    );
    expect(outcomes.filter((o) => o === "redeemed")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "exhausted")).toHaveLength(4);
    expect((await repo.findByCode("DERNIER"))?.redemptionCount).toBe(1);
  });

  it("counts one use when the same member's confirmation arrives twice at once", async () => {
    const member = await createMember(api);
    const outcomes = await Promise.all(
      [1, 2].map(() =>
        repo.redeem({
          couponId: "coupon-bienvenue10",
          memberId: member.id,
          orderReference: "twice",
          now: api.clock.now(),
        }),
      ),
    );
    expect(outcomes).toEqual(["redeemed", "redeemed"]);
    const rows = await api.database.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.memberId, member.id));
    expect(rows).toHaveLength(1);
    expect((await repo.findByCode("BIENVENUE10"))?.redemptionCount).toBe(1);
  });

  it("keeps codes unique whatever the case, and deletes a member's redemptions with the account", async () => {
    await expect(
      api.database.db.insert(coupons).values({ id: "dup", code: "bienvenue10", kind: "percent", value: 5 }),
    ).rejects.toThrow();
    await expect(
      api.database.db
        .insert(coupons)
        .values({ id: "bad-kind", code: "BADKIND", kind: "percent", value: 5, currency: "EUR" }),
    ).rejects.toThrow();
    const member = await createMember(api);
    await repo.redeem({ couponId: "coupon-famille15", memberId: member.id, orderReference: "o", now: api.clock.now() });
    await api.container.resolve<MemberRepository>(MemberRepositoryToken).delete(member.id);
    const rows = await api.database.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.memberId, member.id));
    expect(rows).toEqual([]);
  });
});
