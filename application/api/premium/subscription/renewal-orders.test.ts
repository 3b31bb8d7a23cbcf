import { describe, expect, it } from "vitest";
import { renewalKey, renewalKeyParts } from "./renewal-orders.ts";

describe("renewal order keys (ADR 023, ADR 029 addendum)", () => {
  it("name the subscription, the term and the attempt, and read back", () => {
    const term = new Date("2027-11-25T11:00:00.000Z");
    const key = renewalKey("5d1c0a7e-1f43-4c4e-9a0b-0f2d8e6b7a11", term, 3);
    expect(key).toBe("renewal:5d1c0a7e-1f43-4c4e-9a0b-0f2d8e6b7a11:2027-11-25T11:00:00.000Z:3");
    expect(renewalKeyParts(key)).toEqual({ subscriptionId: "5d1c0a7e-1f43-4c4e-9a0b-0f2d8e6b7a11", term, attempt: 3 });
  });
  it("refuse a checkout's key and malformed ones", () => {
    expect(renewalKeyParts("key-00000001")).toBeNull();
    expect(renewalKeyParts("renewal:abc:2027-11-25:1")).toBeNull();
    expect(renewalKeyParts("renewal:abc:2027-13-45T11:00:00.000Z:1")).toBeNull();
  });
});
