import { describe, expect, it } from "vitest";
import { FRANCOPHONE_AFRICA_COUNTRIES, isFrancophoneAfrica } from "./africa.ts";

describe("§1/§3 Francophone Africa", () => {
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
