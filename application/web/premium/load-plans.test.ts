import { describe, expect, it } from "vitest";
import { httpFailure, MemoryApiClient } from "../../../adapters/memory/memory-api-client.ts";
import { memoryAccountContainer } from "../../../adapters/memory/memory-account-fixtures.ts";
import { AFRICA_PLANS, FRANCE_PLANS, planResponses } from "./fixtures.test-support.ts";
import { LoadPlans } from "./load-plans.ts";

function api() {
  return new MemoryApiClient()
    .on("GET /productplans/getanonymeproductplans", (call) => ({
      ok: call.query?.country === "SN" ? AFRICA_PLANS : FRANCE_PLANS,
    }))
    .on("GET /productplans/getproductplans", () => ({
      ok: planResponses(["solo-yearly", "solo-monthly"], ["solo-yearly"]),
    }))
    .on("GET /public/coupons/validate", (call) => ({
      ok:
        call.query?.code === "FAMILLE15"
          ? {
              valid: true,
              code: "FAMILLE15",
              discount: { kind: "percent", value: 15 },
              planIds: ["family-yearly", "family-quarterly", "family-monthly"],
            }
          : { valid: false, code: String(call.query?.code), reason: "Unknown", planIds: [] },
    }));
}

describe("LoadPlans (§2 /premium, §7 plan lists)", () => {
  it("a visitor gets the anonymous list of their region", async () => {
    const client = api();
    const { resolve } = memoryAccountContainer({ api: client, cookie: null });
    const data = (await resolve(LoadPlans).execute({ region: "SN", promocode: null }))._unsafeUnwrap();
    expect(client.calls.map((c) => `${c.method} ${c.path}`)).toEqual(["GET /productplans/getanonymeproductplans"]);
    expect(client.calls[0]?.query).toEqual({ country: "SN" });
    expect(data.page.currencies).toEqual(["XOF"]);
    expect(data.coupon).toBeNull();
  });

  it("a member gets the member list, with the plan they hold", async () => {
    const client = api();
    const { resolve } = memoryAccountContainer({ api: client });
    const data = (await resolve(LoadPlans).execute({ region: "FR", promocode: null }))._unsafeUnwrap();
    expect(client.calls[0]?.path).toBe("/productplans/getproductplans");
    expect(data.page.solo.find((p) => p.isCurrentPlan)?.id).toBe("solo-yearly");
  });

  it("issue 32: sends a member's page's ?country= apart from the region, so that it overrides their profile", async () => {
    const client = api();
    const { resolve } = memoryAccountContainer({ api: client });
    await resolve(LoadPlans).execute({ region: "FR", country: "SN", promocode: null });
    await resolve(LoadPlans).execute({ region: "CI", promocode: null });
    expect(client.calls.map((call) => call.query)).toEqual([
      { region: "FR", country: "SN" },
      { region: "CI", country: undefined },
    ]);
  });

  it("checks the promo code in force for every plan shown", async () => {
    const client = api();
    const { resolve } = memoryAccountContainer({ api: client, cookie: null });
    const data = (await resolve(LoadPlans).execute({ region: "FR", promocode: "famille15" }))._unsafeUnwrap();
    expect(data.coupon).toMatchObject({ status: "valid", code: "FAMILLE15" });
    expect(data.page.solo.length).toBeGreaterThan(0);
    expect(String(client.calls[1]?.query?.planIds).split(",")).toContain("family-yearly");
  });

  it("issue 15: PIXPAY23 narrows to the family offers and says so, with no coupon refusal", async () => {
    const client = api();
    const { resolve } = memoryAccountContainer({ api: client, cookie: null });
    const data = (await resolve(LoadPlans).execute({ region: "FR", promocode: "pixpay23" }))._unsafeUnwrap();
    expect(data.page).toMatchObject({ familyOnly: true, solo: [] });
    expect(data.coupon).toEqual({ status: "audience", code: "PIXPAY23", offers: ["family"] });
    expect(client.calls.map((c) => c.path)).not.toContain("/public/coupons/validate");
  });

  it("still shows the plans when the coupon cannot be checked", async () => {
    const client = api().on("GET /public/coupons/validate", () => ({ fail: httpFailure(503, "InternalError") }));
    const { resolve } = memoryAccountContainer({ api: client, cookie: null });
    const data = (await resolve(LoadPlans).execute({ region: "FR", promocode: "X1" }))._unsafeUnwrap();
    expect(data).toMatchObject({ coupon: null, couponUnavailable: true });
    expect(data.page.family).toHaveLength(3);
  });

  it("fails as unavailable when the plans cannot be read, and passes on a refused session", async () => {
    const down = new MemoryApiClient();
    const { resolve } = memoryAccountContainer({ api: down, cookie: null });
    expect((await resolve(LoadPlans).execute({ region: "FR", promocode: null }))._unsafeUnwrapErr()).toEqual({
      type: "Unavailable",
    });
    const refused = new MemoryApiClient().on("GET /productplans/getproductplans", () => ({
      fail: { type: "LoggedOut", redirectTo: "/logout", message: { kind: "code", code: "GenericErrorTryLater" } },
    }));
    const member = memoryAccountContainer({ api: refused });
    expect((await member.resolve(LoadPlans).execute({ region: "FR", promocode: null }))._unsafeUnwrapErr()).toEqual({
      type: "LoggedOut",
      redirectTo: "/logout",
    });
  });
});
