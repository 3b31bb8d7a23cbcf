import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COUNTRY_HEADERS, DEFAULT_REGION, parseRegion, resolveRegion } from "./region.ts";

const headers = (values: Record<string, string>) => (name: string) => values[name];

describe("§7 region", () => {
  it("defaults to FR", () => {
    expect(DEFAULT_REGION).toBe("FR");
    expect(resolveRegion({ header: headers({}), countryParam: null })).toBe("FR");
  });
  it("reads either country header, the first one first", () => {
    expect(COUNTRY_HEADERS).toEqual(["cf-ipcountry", "x-country-code"]);
    expect(resolveRegion({ header: headers({ "cf-ipcountry": "SN" }), countryParam: null })).toBe("SN");
    expect(resolveRegion({ header: headers({ "x-country-code": "ci" }), countryParam: undefined })).toBe("CI");
    expect(
      resolveRegion({ header: headers({ "cf-ipcountry": "BE", "x-country-code": "CI" }), countryParam: null }),
    ).toBe("BE");
  });
  it("skips an unusable header value for the next one", () => {
    expect(
      resolveRegion({ header: headers({ "cf-ipcountry": "XX", "x-country-code": "ML" }), countryParam: null }),
    ).toBe("ML");
    expect(resolveRegion({ header: headers({ "cf-ipcountry": "T1" }), countryParam: null })).toBe("FR");
  });
  it("lets the uppercased country query parameter override the header", () => {
    expect(resolveRegion({ header: headers({ "cf-ipcountry": "FR" }), countryParam: "sn" })).toBe("SN");
    expect(resolveRegion({ header: headers({ "cf-ipcountry": "BE" }), countryParam: "france" })).toBe("BE");
  });
  it("validates to exactly two letters", () => {
    expect(parseRegion(" fr ")).toBe("FR");
    for (const bad of ["F", "FRA", "1A", "", "zz", null, undefined]) expect(parseRegion(bad)).toBeNull();
  });
  it("always resolves to two uppercase letters", () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.option(fc.string()), (param, header) => {
        const region = resolveRegion({ header: () => header, countryParam: param });
        expect(region).toMatch(/^[A-Z]{2}$/);
      }),
    );
  });
});
