// §2 "Popins and banners", §2 "Header and menus", §4 "Offers available", §9 "Offers are shown only for France":
// who is offered the subscription, on which paths, and what the header's offers entry becomes.

/**
 * §4 Offers available: the profile's country id (`country.valueId`) that means France. The spec does not give
 * the value; our own back end numbers countries with ISO 3166-1 numeric codes, and France is 250.
 */
export const FRANCE_COUNTRY_ID = 250;

/** §2/§7: the region that stands for France when the profile has no country (also the default region). */
export const FRANCE_REGION = "FR";

/** §2 Popins and banners: path prefixes on which no offer is ever shown. */
export const OFFER_FREE_PATH_PREFIXES = ["/premium", "/partenaires"] as const;

/** §2 Header and menus: where the offers entry links when no offer is available. */
export const PREMIUM_PATH = "/premium";

/** §4: the two facts that decide whether offers are available. */
export interface OfferAudience {
  /** The profile's `country.valueId`, number or numeric string; null/undefined/"" when no country is set. */
  countryId: number | string | null | undefined;
  /** The visitor's region (§7: from a country header or the country query parameter, default FR). */
  region: string | null | undefined;
}

/** §4: whether a profile has a country at all. */
export function hasCountry(countryId: OfferAudience["countryId"]): countryId is number | string {
  return countryId !== null && countryId !== undefined && String(countryId).trim() !== "";
}

/** §4 Offers available: the country is France, or there is no country and the region is FR. */
export function offersAvailable(audience: OfferAudience): boolean {
  if (hasCountry(audience.countryId)) return String(audience.countryId).trim() === String(FRANCE_COUNTRY_ID);
  return (audience.region ?? "").trim().toUpperCase() === FRANCE_REGION;
}

/** §2: a path without query string, fragment, trailing slashes or capitals ("/" stays "/"). */
export function normalizePath(path: string): string {
  const trimmed = path
    .replace(/[?#].*$/s, "")
    .toLowerCase()
    .replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** §2: whether a path is `prefix` itself or lies under it. */
export function isUnderPath(path: string, prefix: string): boolean {
  const normalized = normalizePath(path);
  return normalized === prefix || normalized.startsWith(`${prefix}/`);
}

/** §2 Popins and banners: offers are never shown on /premium or /partenaires paths. */
export function isOfferFreePath(path: string): boolean {
  return OFFER_FREE_PATH_PREFIXES.some((prefix) => isUnderPath(path, prefix));
}

/** §2 Header and menus: the four offers of the dropdown. */
export const OFFER_MENU_ITEMS = [
  { id: "family", href: "/premium/offre-famille" },
  { id: "solo", href: "/premium/offre-solo" },
  { id: "gift_card", href: "/premium/carte-cadeau" },
  { id: "mobile_payment", href: "/premium/afrique" },
] as const;
export type OfferMenuItem = (typeof OFFER_MENU_ITEMS)[number];

/** §2 Header and menus: the offers entry, a dropdown or a plain link. */
export type OffersMenu =
  { kind: "dropdown"; items: readonly OfferMenuItem[] } | { kind: "link"; href: typeof PREMIUM_PATH };

/** §2 Header and menus: a dropdown of four offers when offers are available, otherwise a link to /premium. */
export function offersMenu(available: boolean): OffersMenu {
  return available ? { kind: "dropdown", items: OFFER_MENU_ITEMS } : { kind: "link", href: PREMIUM_PATH };
}
