import { describe, expect, it } from "vitest";
import { refuseForeignRequest, type RequestOriginFacts } from "./request-origin.ts";

const base: RequestOriginFacts = {
  origin: null,
  secFetchSite: null,
  ownOrigin: "https://revizo.test",
  allowedOrigins: ["https://www.revizo.test"],
};

describe("issue 14: the origin rule of state-changing requests", () => {
  it("accepts the request's own origin and the allowed ones", () => {
    expect(refuseForeignRequest({ ...base, origin: "https://revizo.test" })).toBeNull();
    expect(refuseForeignRequest({ ...base, origin: "https://www.revizo.test", secFetchSite: "same-site" })).toBeNull();
  });
  it("refuses another site's origin, whatever the fetch metadata says", () => {
    expect(refuseForeignRequest({ ...base, origin: "https://evil.test" })).toBe("origin");
    expect(refuseForeignRequest({ ...base, origin: "https://evil.test", secFetchSite: "same-origin" })).toBe("origin");
  });
  it("without an origin (or a hidden one), refuses cross-site and same-site fetch metadata", () => {
    expect(refuseForeignRequest({ ...base, secFetchSite: "cross-site" })).toBe("sec-fetch-site");
    expect(refuseForeignRequest({ ...base, secFetchSite: "same-site" })).toBe("sec-fetch-site");
    expect(refuseForeignRequest({ ...base, origin: "null", secFetchSite: "cross-site" })).toBe("sec-fetch-site");
  });
  it("refuses a hidden origin that the fetch metadata does not vouch for", () => {
    expect(refuseForeignRequest({ ...base, origin: "null" })).toBe("origin");
    expect(refuseForeignRequest({ ...base, origin: "null", secFetchSite: "same-origin" })).toBeNull();
  });
  it("without an origin, accepts same-origin, user-initiated and unannounced requests", () => {
    expect(refuseForeignRequest({ ...base, secFetchSite: "same-origin" })).toBeNull();
    expect(refuseForeignRequest({ ...base, secFetchSite: "none" })).toBeNull();
    expect(refuseForeignRequest(base)).toBeNull();
  });
});
