import { describe, expect, it } from "vitest";
import { httpFailure, MemoryApiClient } from "../../../adapters/memory/memory-api-client.ts";
import { memoryAccountContainer } from "../../../adapters/memory/memory-account-fixtures.ts";
import { isWellFormedCode, previewCoupon } from "./coupon-check.ts";
import { ValidateCoupon } from "./validate-coupon.ts";

const valid = {
  valid: true,
  code: "FAMILLE15",
  discount: { kind: "percent", value: 15 },
  planIds: ["family-yearly"],
  expiresAt: "2027-01-01T00:00:00.000Z",
};

describe("ValidateCoupon (§3 Coupon validation request, §7 GET /public/coupons/validate)", () => {
  it("asks about the code (trimmed, upper case) for the plans shown, each once", async () => {
    const api = new MemoryApiClient().on("GET /public/coupons/validate", () => ({ ok: valid }));
    const { resolve } = memoryAccountContainer({ api, cookie: null });
    const check = await resolve(ValidateCoupon).execute({
      code: " famille15 ",
      planIds: ["family-yearly", "solo-yearly", "family-yearly"],
    });
    expect(check._unsafeUnwrap()).toEqual({
      status: "valid",
      code: "FAMILLE15",
      discount: { kind: "percent", value: 15 },
      planIds: ["family-yearly"],
      expiresAt: "2027-01-01T00:00:00.000Z",
    });
    expect(api.calls[0]?.query).toEqual({ code: "FAMILLE15", planIds: "family-yearly,solo-yearly" });
  });

  it("answers the family-only code (issue 15: PIXPAY23) as what it opens, without asking the coupon API", async () => {
    const api = new MemoryApiClient();
    const { resolve } = memoryAccountContainer({ api, cookie: null });
    const check = await resolve(ValidateCoupon).execute({ code: " pixpay23", planIds: ["family-yearly"] });
    expect(check._unsafeUnwrap()).toEqual({ status: "audience", code: "PIXPAY23", offers: ["family"] });
    expect(api.calls).toHaveLength(0);
  });

  it("keeps at most 20 plan ids", async () => {
    const api = new MemoryApiClient().on("GET /public/coupons/validate", () => ({ ok: { ...valid, planIds: [] } }));
    const { resolve } = memoryAccountContainer({ api, cookie: null });
    const ids = Array.from({ length: 25 }, (_, i) => `plan-${i}`);
    await resolve(ValidateCoupon).execute({ code: "X1", planIds: ids });
    expect(String(api.calls[0]?.query?.planIds).split(",")).toHaveLength(20);
  });

  it("passes on the API's reason for a refused code", async () => {
    const api = new MemoryApiClient().on("GET /public/coupons/validate", () => ({
      ok: { valid: false, code: "RENTREE2025", reason: "Expired", planIds: [] },
    }));
    const { resolve } = memoryAccountContainer({ api, cookie: null });
    const check = await resolve(ValidateCoupon).execute({ code: "rentree2025", planIds: ["family-yearly"] });
    expect(check._unsafeUnwrap()).toEqual({ status: "invalid", code: "RENTREE2025", reason: "Expired" });
    expect(previewCoupon(check._unsafeUnwrap())).toBeNull();
  });

  it("refuses a blank code, and a malformed one without calling the API", async () => {
    const api = new MemoryApiClient();
    const { resolve } = memoryAccountContainer({ api, cookie: null });
    expect((await resolve(ValidateCoupon).execute({ code: "  ", planIds: [] }))._unsafeUnwrapErr()).toEqual({
      type: "Empty",
    });
    expect((await resolve(ValidateCoupon).execute({ code: "10% OFF", planIds: [] }))._unsafeUnwrap()).toEqual({
      status: "invalid",
      code: "10% OFF",
      reason: "Malformed",
    });
    expect(api.calls).toHaveLength(0);
    expect(isWellFormedCode("A".repeat(41))).toBe(false);
    expect(isWellFormedCode("PIX-PAY_23")).toBe(true);
  });

  it("reads a 400 as a malformed code and anything else as unavailable", async () => {
    const api = new MemoryApiClient().on("GET /public/coupons/validate", () => ({
      fail: httpFailure(400, "ValidationFailed"),
    }));
    const { resolve } = memoryAccountContainer({ api, cookie: null });
    expect((await resolve(ValidateCoupon).execute({ code: "ABC", planIds: [] }))._unsafeUnwrap()).toMatchObject({
      reason: "Malformed",
    });
    api.on("GET /public/coupons/validate", () => ({ fail: httpFailure(503, "InternalError") }));
    expect((await resolve(ValidateCoupon).execute({ code: "ABC", planIds: [] }))._unsafeUnwrapErr()).toEqual({
      type: "Unavailable",
    });
  });
});
