import { describe, expect, it } from "vitest";
import {
  CEMAC_COUNTRIES,
  FRANCOPHONE_AFRICA_COUNTRIES,
  isFrancophoneAfrica,
  planCurrencyFor,
  UEMOA_COUNTRIES,
} from "./africa.ts";

describe("§1/§3 Francophone Africa and plan currency", () => {
  it("prices UEMOA countries in XOF", () => {
    for (const country of UEMOA_COUNTRIES) expect(planCurrencyFor(country)).toBe("XOF");
    expect(planCurrencyFor("sn")).toBe("XOF");
  });
  it("prices CEMAC countries in XAF", () => {
    for (const country of CEMAC_COUNTRIES) expect(planCurrencyFor(country)).toBe("XAF");
  });
  it("prices the other Francophone African countries in XOF, the Africa price list's currency", () => {
    for (const country of ["CD", "GN", "MG", "DJ", "KM", "RW", "BI", "MR", "SC"])
      expect(planCurrencyFor(country)).toBe("XOF");
  });
  it("prices everyone else in EUR", () => {
    for (const country of ["FR", "BE", "MA", "US", "XX"]) expect(planCurrencyFor(country)).toBe("EUR");
  });
  it("knows the market's countries", () => {
    for (const country of [
      "SN",
      "CI",
      "CM",
      "BJ",
      "BF",
      "ML",
      "NE",
      "TG",
      "GA",
      "CG",
      "CD",
      "GN",
      "MG",
      "TD",
      "CF",
      "DJ",
      "KM",
      "RW",
      "BI",
      "MR",
    ]) {
      expect(isFrancophoneAfrica(country)).toBe(true);
    }
    expect(isFrancophoneAfrica("GW")).toBe(true);
    expect(isFrancophoneAfrica("fr")).toBe(false);
    expect(new Set(FRANCOPHONE_AFRICA_COUNTRIES).size).toBe(FRANCOPHONE_AFRICA_COUNTRIES.length);
  });
});
