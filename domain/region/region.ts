// §7 "Region" and §9 "Default region FR": the visitor's region from a country header, overridden by the
// `country` query parameter, always a 2-letter code.
import * as v from "valibot";

/** §7: the country headers read, in order (a CDN's geolocation header, then a generic proxy one). */
export const COUNTRY_HEADERS = ["cf-ipcountry", "x-country-code"] as const;
/** §7: the query parameter that overrides the header. */
export const COUNTRY_QUERY_PARAM = "country";
/** §7: codes a geolocation header uses for "unknown", which never count as a region. */
export const UNKNOWN_COUNTRY_CODES: ReadonlySet<string> = new Set(["XX", "ZZ"]);

/** §7: a region is an uppercase ISO 3166-1 alpha-2 country code. */
export const RegionSchema = v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/), v.brand("Region"));
export type Region = v.InferOutput<typeof RegionSchema>;

/** §9: the default region. */
export const DEFAULT_REGION: Region = v.parse(RegionSchema, "FR");

/** §7: a value made into a region (trimmed, uppercased), or null when it is not two letters or means unknown. */
export function parseRegion(value: string | null | undefined): Region | null {
  if (value === null || value === undefined) return null;
  const parsed = v.safeParse(RegionSchema, value);
  return parsed.success && !UNKNOWN_COUNTRY_CODES.has(parsed.output) ? parsed.output : null;
}

export interface RegionInput {
  /** Reads a request header by lower-case name (null or undefined when absent). */
  readonly header: (name: string) => string | null | undefined;
  /** The `country` query parameter, or null. */
  readonly countryParam: string | null | undefined;
}

/** §7: the query parameter if valid, else the first valid country header, else FR. */
export function resolveRegion(input: RegionInput): Region {
  const fromQuery = parseRegion(input.countryParam);
  if (fromQuery) return fromQuery;
  for (const name of COUNTRY_HEADERS) {
    const fromHeader = parseRegion(input.header(name));
    if (fromHeader) return fromHeader;
  }
  return DEFAULT_REGION;
}

export interface BuyerRegionInput {
  /** The `country` query parameter of the page (§7: it overrides), or null when the address has none. */
  readonly chosen: string | null | undefined;
  /** The member's profile country (§4), or null for a visitor or a member not profiled yet. */
  readonly profileCountry: string | null | undefined;
  /** The request's region (country headers, else FR: `resolveRegion`). */
  readonly requestRegion: string;
}

/**
 * §7 and §4: the region whose market a buyer is offered and charged in. The `country` query parameter overrides
 * everything (a French member may open the West African offers with `?country=SN`); otherwise a member's profile
 * country decides over the headers of wherever they happen to be; otherwise the request's region.
 */
export function buyerRegion(input: BuyerRegionInput): string {
  return parseRegion(input.chosen) ?? parseRegion(input.profileCountry) ?? input.requestRegion;
}
