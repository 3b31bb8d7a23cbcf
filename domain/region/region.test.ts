import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buyerRegion, COUNTRY_HEADERS, DEFAULT_REGION, parseRegion, resolveRegion } from "./region.ts";

const headers = (values: Record<string, string>) => (name: string) => values[name];

describe("§7/§4 buyer region", () => {
  const fr = DEFAULT_REGION;
  it("lets the page's country parameter override the profile and the headers", () => {
    expect(buyerRegion({ chosen: "sn", profileCountry: "FR", requestRegion: fr })).toBe("SN");
  });
  it("takes the profile's country over the request's region when the address chooses none", () => {
    expect(buyerRegion({ chosen: null, profileCountry: "CI", requestRegion: fr })).toBe("CI");
    expect(buyerRegion({ chosen: "france", profileCountry: "ci", requestRegion: fr })).toBe("CI");
  });
  it("falls back on the request's region for a visitor or a member without a country", () => {
    const sn = resolveRegion({ header: () => "SN", countryParam: null });
    expect(buyerRegion({ chosen: undefined, profileCountry: null, requestRegion: sn })).toBe("SN");
    expect(buyerRegion({ chosen: "XX", profileCountry: undefined, requestRegion: fr })).toBe("FR");
  });
});

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
