import { describe, expect, it } from "vitest";
import { cacheHeadersFor, PRIVATE_NO_STORE } from "./cache-policy.ts";

describe("issue 14: caching of dynamic answers", () => {
  it("keeps a member's answer private and off disk, whatever the route chose", () => {
    const headers = cacheHeadersFor({ withSession: true, setsCookie: false, routeCacheControl: "public, max-age=60" });
    expect(headers.cacheControl).toBe(PRIVATE_NO_STORE);
    expect(headers.vary).toContain("Cookie");
  });
  it("keeps an answer that sets a cookie private", () => {
    expect(cacheHeadersFor({ withSession: false, setsCookie: true, routeCacheControl: null }).cacheControl).toBe(
      PRIVATE_NO_STORE,
    );
  });
  it("lets an anonymous answer keep its route's choice, varying with the cookies", () => {
    expect(cacheHeadersFor({ withSession: false, setsCookie: false, routeCacheControl: "public, max-age=60" })).toEqual(
      {
        cacheControl: "public, max-age=60",
        vary: ["Cookie"],
      },
    );
    expect(cacheHeadersFor({ withSession: false, setsCookie: false, routeCacheControl: null }).cacheControl).toBeNull();
  });
});
