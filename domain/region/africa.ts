// §1 "Markets", §3 Plan currency, §7 GET /productplans/getanonymeproductplans?country=: the Francophone
// African countries the product serves, and the currency their plans are priced in.
import type { Region } from "./region.ts";

/** §1: the West African CFA franc zone (UEMOA); plans are priced in XOF. Guinea-Bissau is a member too. */
export const UEMOA_COUNTRIES = ["BJ", "BF", "CI", "GW", "ML", "NE", "SN", "TG"] as const;
/** §1: the Central African CFA franc zone (CEMAC), whose XAF is at par with XOF (both fixed to the euro). */
export const CEMAC_COUNTRIES = ["CM", "CF", "TD", "CG", "GQ", "GA"] as const;

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

/** §3: the currencies a plan list can be priced in. */
export type PlanCurrency = "EUR" | "XOF" | "XAF";

/** §3: the default currency. */
export const DEFAULT_PLAN_CURRENCY: PlanCurrency = "EUR";

function isIn(list: readonly string[], region: string): boolean {
  return list.includes(region.toUpperCase());
}

/** §1: whether a country belongs to the Francophone Africa market (UEMOA members always do). */
export function isFrancophoneAfrica(region: Region | string): boolean {
  return isIn(FRANCOPHONE_AFRICA_COUNTRIES, region) || isIn(UEMOA_COUNTRIES, region);
}

// UEMOA: XOF. CEMAC: XAF (same amounts as XOF, the two francs being at par). Other Francophone African
// countries, whose currencies float: XOF, the reference currency of the Africa price list (card payment
// converts). Everyone else: EUR.
/** §1/§3: the currency of the plans shown in a country. */
export function planCurrencyFor(region: Region | string): PlanCurrency {
  if (isIn(UEMOA_COUNTRIES, region)) return "XOF";
  if (isIn(CEMAC_COUNTRIES, region)) return "XAF";
  if (isIn(FRANCOPHONE_AFRICA_COUNTRIES, region)) return "XOF";
  return DEFAULT_PLAN_CURRENCY;
}
