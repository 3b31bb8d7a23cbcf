// §2 /profiling: the countries a member picks from (§1 markets: France and the French-speaking countries,
// the Francophone African countries served with the Africa offer, and a few others), plus the visitor's own
// region (§7) when it is not among them.
import { FRANCOPHONE_AFRICA_COUNTRIES } from "../../../domain/region/africa.ts";
import { countryCode } from "./form-checks.ts";

/** §1: the countries offered by default. */
export const PROFILING_COUNTRIES: readonly string[] = [
  "FR",
  "BE",
  "CH",
  "LU",
  "MC",
  "CA",
  ...FRANCOPHONE_AFRICA_COUNTRIES,
  "MA",
  "DZ",
  "TN",
  "HT",
  "MU",
  "LB",
  "GB",
  "DE",
  "ES",
  "IT",
  "PT",
  "US",
];

/** The codes offered to a visitor of `region` (theirs added when missing). */
export function profilingCountries(region: string | null): string[] {
  const own = countryCode(region);
  return own !== null && !PROFILING_COUNTRIES.includes(own) ? [...PROFILING_COUNTRIES, own] : [...PROFILING_COUNTRIES];
}
