import { describe, expect, it } from "vitest";
import { countryParam, pageHref, pageUrl, requestRegion } from "./premium.server.ts";

const request = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });

describe("premium routes, server side", () => {
  it("reads the page a router data request is for", () => {
    expect(pageHref(request("http://x/premium/checkout.data?plan=family-yearly&_routes=root"))).toBe(
      "/premium/checkout?plan=family-yearly",
    );
    expect(pageUrl(request("http://x/_root.data")).pathname).toBe("/");
    expect(pageHref(request("http://x/offre-speciale-rentree?coupon=A"))).toBe("/offre-speciale-rentree?coupon=A");
  });

  it("§7 region: the country parameter, else the country header, else FR", () => {
    expect(requestRegion(request("http://x/premium.data?country=sn"))).toBe("SN");
    expect(requestRegion(request("http://x/premium", { "cf-ipcountry": "CI" }))).toBe("CI");
    expect(requestRegion(request("http://x/premium"))).toBe("FR");
  });

  it("keeps a two-letter country parameter only", () => {
    expect(countryParam(request("http://x/premium?country=sn"))).toBe("SN");
    expect(countryParam(request("http://x/premium?country=senegal"))).toBeNull();
  });
});
