// §1 "Markets", §7 GET /productplans/getanonymeproductplans?country=: the Francophone
// African countries the product serves.
import type { Region } from "./region.ts";

/** §1: the West African CFA franc zone (UEMOA); plans are priced in XOF. Guinea-Bissau is a member too. */
export const UEMOA_COUNTRIES = ["BJ", "BF", "CI", "GW", "ML", "NE", "SN", "TG"] as const;

/** §1: the Francophone African countries served with the Africa offer (French is an official language). */
export const FRANCOPHONE_AFRICA_COUNTRIES = [
  "BJ",
  "BF",
  "CI",
  "ML",
  "NE",
  "SN",
  "TG",
  "CM",
  "CF",
  "TD",
  "CG",
  "GQ",
  "GA",
  "CD",
  "GN",
  "MG",
  "DJ",
  "KM",
  "RW",
  "BI",
  "MR",
  "SC",
] as const;

function isIn(list: readonly string[], region: string): boolean {
  return list.includes(region.toUpperCase());
}

/** §1: whether a country belongs to the Francophone Africa market (UEMOA members always do). */
export function isFrancophoneAfrica(region: Region | string): boolean {
  return isIn(FRANCOPHONE_AFRICA_COUNTRIES, region) || isIn(UEMOA_COUNTRIES, region);
}
