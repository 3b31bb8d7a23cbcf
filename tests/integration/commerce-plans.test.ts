// §7 GET /productplans/getanonymeproductplans?country= and GET /productplans/getproductplans against the database
// (PGlite, and PostgreSQL when TEST_DATABASE_URL is set): markets by country and header, the testing mode, the
// member's market and current plan, and the seeder that loads the plans.
import { eq, sql } from "drizzle-orm";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCommerce } from "../../adapters/api/premium/catalog/drizzle-commerce-seeder.ts";
import { coupons, plans } from "../../adapters/api/db/premium-catalog-schema.ts";
import { subscriptions } from "../../adapters/api/db/schema.ts";
import { planResponses } from "../../application/api/premium/catalog/plan-views.ts";
import { SEED_PLANS } from "../../application/api/premium/catalog/seed-data.ts";
import { MemberRepositoryToken, type MemberRepository } from "../../application/api/account/members/ports.ts";
import { PlansResponse } from "../../application/contracts/premium/plans.ts";
import { AFRICA_FAMILY_YEARLY_XOF, TESTING_MODE_PLAN } from "../../domain/premium/catalog.ts";
import { ENGINES, startTestApi, type TestApi } from "./support/api.ts";
import { createMember, errorOf, login } from "./support/members.ts";

const ANONYMOUS = "/api/productplans/getanonymeproductplans";
const MEMBER = "/api/productplans/getproductplans";
const FRANCE_IDS = [
  "family-yearly",
  "family-quarterly",
  "family-monthly",
  "solo-yearly",
  "solo-quarterly",
  "solo-monthly",
];
const AFRICA_IDS = ["africa-family-yearly-mobile-money", "africa-family-yearly-card"];

/** Every §3 field, the names, the derived fields and the current-plan mark: nothing more, nothing less. */
const FIELDS = [
  "id",
  "product",
  "name",
  "names",
  "price",
  "promoPrice",
  "currency",
  "provider",
  "paymentProvider",
  "planType",
  "renewingPeriodicity",
  "fixedDuration",
  "fixedDurationUnit",
  "isFamilyMasterPlan",
  "isPopular",
  "numberOfCoupons",
  "isStatic",
  "hideCouponSummary",
  "emailRequired",
  "derived",
  "isCurrentPlan",
].sort();

async function plansOf(response: Response): Promise<PlansResponse> {
  expect(response.status).toBe(200);
  const body: unknown = await response.json();
  return v.parse(PlansResponse, body);
}

const ids = (list: PlansResponse) => list.map((p) => p.id);

describe.each(ENGINES)("commerce plans on %s", (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(engine);
    await seedCommerce(api.database.db);
  });
  afterAll(() => api.close());

  it("gives France the EUR card plans with every §3 field, family first, and the domain's derived fields", async () => {
    const response = await api.request(`${ANONYMOUS}?country=FR`);
    const list = await plansOf(response);
    expect(ids(list).sort()).toEqual([...FRANCE_IDS].sort());
    for (const plan of list) {
      expect(Object.keys(plan).sort()).toEqual(FIELDS);
      expect(plan).toMatchObject({
        currency: "EUR",
        provider: "card",
        paymentProvider: "stripe",
        emailRequired: false,
        isCurrentPlan: false,
      });
    }
    expect(list.findIndex((p) => !p.isFamilyMasterPlan)).toBe(3);
    expect(list.slice(0, 3).every((p) => p.isFamilyMasterPlan)).toBe(true);
    // The derived fields are those of the domain pipeline over the same plans.
    const expected = planResponses(SEED_PLANS.filter((s) => s.market === "france" && s.listed));
    expect(list).toEqual(expected);
    expect(list.find((p) => p.id === "solo-monthly")?.derived.discount).toBe(0);
    expect(list.find((p) => p.id === "solo-yearly")?.derived).toMatchObject({
      unitUsed: "months",
      priceByUnit: 7.5,
      discount: 38,
    });
    expect(list.find((p) => p.id === "solo-yearly")?.price).toBe(89.99);
    expect(response.headers.get("x-plans-market")).toBe("france");
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
    expect(response.headers.get("vary")).toContain("cf-ipcountry");
  });

  it("gives Senegal and Côte d'Ivoire the XOF Africa plans, mobile money requiring an e-mail", async () => {
    for (const country of ["SN", "ci", " CI "]) {
      const list = await plansOf(await api.request(`${ANONYMOUS}?country=${encodeURIComponent(country)}`));
      expect(ids(list).sort(), country).toEqual([...AFRICA_IDS].sort());
      expect(
        list.every((p) => p.currency === "XOF" && p.price === AFRICA_FAMILY_YEARLY_XOF && p.numberOfCoupons === 74),
      ).toBe(true);
      const mobile = list.find((p) => p.provider === "mobile_money");
      expect(mobile).toMatchObject({ paymentProvider: "mobile-money", emailRequired: true });
      expect(list.find((p) => p.provider === "card")?.emailRequired).toBe(false);
    }
    // CEMAC (XAF at par with XOF) gets the XOF plans too.
    expect(ids(await plansOf(await api.request(`${ANONYMOUS}?country=CM`))).sort()).toEqual([...AFRICA_IDS].sort());
  });

  it("falls back from the country parameter to the country header, then to FR", async () => {
    const fromHeader = await api.request(ANONYMOUS, { headers: { "cf-ipcountry": "SN" } });
    expect(fromHeader.headers.get("x-plans-market")).toBe("francophone-africa");
    expect(ids(await plansOf(fromHeader)).sort()).toEqual([...AFRICA_IDS].sort());
    const second = await api.request(ANONYMOUS, { headers: { "x-country-code": "ml" } });
    expect(second.headers.get("x-plans-market")).toBe("francophone-africa");
    const overridden = await api.request(`${ANONYMOUS}?country=fr`, { headers: { "cf-ipcountry": "SN" } });
    expect(overridden.headers.get("x-plans-market")).toBe("france");
    const none = await api.request(ANONYMOUS);
    expect(ids(await plansOf(none)).sort()).toEqual([...FRANCE_IDS].sort());
  });

  it("gives unknown and other countries the EUR plans, and ignores a country value that is not a code", async () => {
    for (const country of ["US", "BE", "MA", "XX", "france", "1", ""]) {
      const response = await api.request(`${ANONYMOUS}?country=${encodeURIComponent(country)}`);
      expect(response.headers.get("x-plans-market"), country).toBe("france");
      expect(ids(await plansOf(response)).sort(), country).toEqual([...FRANCE_IDS].sort());
    }
    // An unknown code is skipped for the header behind it.
    const skipped = await api.request(`${ANONYMOUS}?country=ZZ`, {
      headers: { "cf-ipcountry": "XX", "x-country-code": "BF" },
    });
    expect(skipped.headers.get("x-plans-market")).toBe("francophone-africa");
  });

  it("answers 304 without the body to an anonymous revalidation, and never shares a member's answer", async () => {
    const first = await api.request(`${ANONYMOUS}?country=FR`);
    const tag = first.headers.get("etag");
    expect(tag).toMatch(/^W\/"[^"]+"$/);
    const again = await api.request(`${ANONYMOUS}?country=FR`, { headers: { "if-none-match": tag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(tag);
    expect(again.headers.get("cache-control")).toBe("public, max-age=60");
    // Another market's list is another answer: its tag differs and the old one does not match it.
    const africa = await api.request(`${ANONYMOUS}?country=SN`, { headers: { "if-none-match": tag! } });
    expect(africa.status).toBe(200);
    expect(africa.headers.get("etag")).not.toBe(tag);
    // A request carrying a session never gets a public answer, even from the anonymous list.
    const session = await login(api, await createMember(api));
    const withSession = await api.request(`${ANONYMOUS}?country=FR`, { token: session.token });
    expect(withSession.headers.get("cache-control")).toBe("private, no-store");
  });

  it("refuses a malformed query with 400 and the one error shape", async () => {
    const tooLong = await api.request(`${ANONYMOUS}?country=${"A".repeat(65)}`);
    expect(tooLong.status).toBe(400);
    expect(await errorOf(tooLong)).toMatchObject({ code: "ValidationFailed", fields: { country: "CountryInvalid" } });
    const repeated = await api.request(`${ANONYMOUS}?country=FR&country=SN`);
    expect(repeated.status).toBe(400);
    expect((await errorOf(repeated)).fields).toEqual({ country: "Repeated" });
  });

  it("answers 401 with a JSON error to an anonymous call of the member list", async () => {
    const response = await api.request(MEMBER);
    expect(response.status).toBe(401);
    expect((await errorOf(response)).code).toBe("Unauthenticated");
    const forged = await api.request(MEMBER, { token: "not.a.token" });
    expect(forged.status).toBe(401);
  });

  it("gives a member without subscription the plans of their profile's country, none marked", async () => {
    const session = await login(api, await createMember(api));
    const response = await api.request(MEMBER, { token: session.token, headers: { "cf-ipcountry": "SN" } });
    const list = await plansOf(response);
    expect(ids(list).sort()).toEqual([...FRANCE_IDS].sort());
    expect(list.some((p) => p.isCurrentPlan)).toBe(false);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    // The auth cookie works as well as the bearer token.
    expect(ids(await plansOf(await api.request(MEMBER, { cookie: session.cookie })))).toEqual(ids(list));
  });

  it("marks the plan of a member's active subscription (a row inserted straight into the table)", async () => {
    const member = await createMember(api);
    const now = api.clock.now();
    await api.database.db.insert(subscriptions).values({
      id: crypto.randomUUID(),
      memberId: member.id,
      planId: "solo-yearly",
      product: "revizo-premium",
      provider: "stripe",
      status: "active",
      isFamily: false,
      periodStart: new Date(now.getTime() - 86_400_000),
      periodEnd: new Date(now.getTime() + 30 * 86_400_000),
    });
    const session = await login(api, member);
    const list = await plansOf(await api.request(MEMBER, { token: session.token }));
    expect(list.filter((p) => p.isCurrentPlan).map((p) => p.id)).toEqual(["solo-yearly"]);
    // The anonymous list never marks anything.
    expect((await plansOf(await api.request(ANONYMOUS))).some((p) => p.isCurrentPlan)).toBe(false);
  });

  it("does not mark an ended subscription", async () => {
    const member = await createMember(api, { plan: "family-yearly", status: "expired" });
    const session = await login(api, member);
    const list = await plansOf(await api.request(MEMBER, { token: session.token }));
    expect(list.some((p) => p.isCurrentPlan)).toBe(false);
    const lapsed = await createMember(api, {
      plan: "family-monthly",
      periodEnd: new Date(api.clock.now().getTime() - 1000),
    });
    const lapsedList = await plansOf(await api.request(MEMBER, { token: (await login(api, lapsed)).token }));
    expect(lapsedList.some((p) => p.isCurrentPlan)).toBe(false);
  });

  it("uses an African member's profile country over the headers and the site's region, the address's country over it", async () => {
    const member = await createMember(api);
    await api.container
      .resolve<MemberRepository>(MemberRepositoryToken)
      .updateProfile(member.id, { country: "SN" }, api.clock.now());
    const session = await login(api, member);
    const list = await plansOf(
      await api.request(`${MEMBER}?region=FR`, { token: session.token, headers: { "cf-ipcountry": "FR" } }),
    );
    expect(ids(list).sort()).toEqual([...AFRICA_IDS].sort());
    // Issue 32 (§7: the query parameter overrides): the page's ?country=FR shows the French plans to this member.
    const chosen = await plansOf(await api.request(`${MEMBER}?country=FR&region=SN`, { token: session.token }));
    expect(ids(chosen).sort()).toEqual([...FRANCE_IDS].sort());
    // Not profiled yet (no country): the site's region decides, and the list is not refused with 409.
    const fresh = await login(api, await createMember(api, { profiled: false }));
    const freshList = await plansOf(await api.request(`${MEMBER}?region=CI`, { token: fresh.token }));
    expect(ids(freshList).sort()).toEqual([...AFRICA_IDS].sort());
  });

  it("issue 32: gives a French member the West African plans with ?country=SN, and lets them check out in XOF", async () => {
    const session = await login(api, await createMember(api));
    const list = await plansOf(await api.request(`${MEMBER}?country=SN&region=FR`, { token: session.token }));
    expect(ids(list).sort()).toEqual([...AFRICA_IDS].sort());
    const opened = await api.request("/api/checkout/sessions", {
      method: "POST",
      token: session.token,
      body: {
        planId: "africa-family-yearly-mobile-money",
        country: "SN",
        region: "FR",
        email: "awa@example.sn",
        idempotencyKey: "country-override-1",
        withdrawalWaiver: true,
      },
    });
    expect(opened.status).toBe(201);
    expect(((await opened.json()) as { currency: string }).currency).toBe("XOF");
    // Without the address's choice, the same plan is not of this French member's market.
    const refused = await api.request("/api/checkout/sessions", {
      method: "POST",
      token: session.token,
      body: {
        planId: "africa-family-yearly-mobile-money",
        region: "SN",
        email: "awa@example.sn",
        idempotencyKey: "country-override-2",
        withdrawalWaiver: true,
      },
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
  });

  it("seeds idempotently, and a second seeding brings catalogue prices back without touching redemption counts", async () => {
    const db = api.database.db;
    const count = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(plans))[0]?.n;
    const before = await count();
    expect(before).toBe(SEED_PLANS.length);
    await db.update(plans).set({ price: 1.5 }).where(eq(plans.id, "solo-yearly"));
    await db.update(coupons).set({ redemptionCount: 7 }).where(eq(coupons.code, "PREMIERS100"));
    expect((await plansOf(await api.request(ANONYMOUS))).find((p) => p.id === "solo-yearly")?.price).toBe(1.5);
    await seedCommerce(db);
    expect(await count()).toBe(before);
    expect((await plansOf(await api.request(ANONYMOUS))).find((p) => p.id === "solo-yearly")?.price).toBe(89.99);
    const [limited] = await db.select().from(coupons).where(eq(coupons.code, "PREMIERS100"));
    expect(limited?.redemptionCount).toBe(7);
  });
});

describe.each(ENGINES)("commerce plans in testing mode on %s", (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(engine, { PLANS_TESTING_MODE: "true" });
    await seedCommerce(api.database.db);
  });
  afterAll(() => api.close());

  it("substitutes the one-day prepaid XOF mobile-money plan for every country", async () => {
    for (const query of ["?country=FR", "?country=SN", "?country=US", ""]) {
      const response = await api.request(`${ANONYMOUS}${query}`);
      const list = await plansOf(response);
      expect(ids(list), query).toEqual([TESTING_MODE_PLAN.id]);
      expect(list[0]).toMatchObject({
        price: 100,
        currency: "XOF",
        provider: "mobile_money",
        planType: "NON_RENEWING",
        fixedDuration: 1,
        fixedDurationUnit: "days",
        emailRequired: true,
        derived: { unitUsed: "days", durationInUnit: 1, priceByUnit: 100, discount: 0 },
      });
      expect(response.headers.get("x-plans-market")).toBe("testing");
    }
    const session = await login(api, await createMember(api));
    expect(ids(await plansOf(await api.request(MEMBER, { token: session.token })))).toEqual([TESTING_MODE_PLAN.id]);
  });
});
