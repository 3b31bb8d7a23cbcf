// §3 "Site-wide state" and §4 "Clearing the profile": the state shared by every page, with its defaults.
// The promo-code rules that change offers and userTypes live in domain/promo; only the shape and defaults are here.
import { DEFAULT_LOCALE, type Locale } from "../locale/locale.ts";
import type { InstallationId } from "../marketing/device.ts";
import { EMPTY_PROFILE, toProfileMap, type ProfileEntry, type ProfileMap } from "../account/profile.ts";
import { DEFAULT_REGION, type Region } from "../region/region.ts";

/** §3/§4: the two offers. */
export const OFFER_KINDS = ["solo", "family"] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

/** §1: the five audience types used for profiling and the newsletter. */
export const USER_TYPES = ["parents", "primaire", "college", "lycee", "etudiant"] as const;
export type UserType = (typeof USER_TYPES)[number];

/** §3: an avatar the member can pick. */
export interface Avatar {
  readonly id: string;
  readonly url: string;
}

/** §2/§3: the popins toggled by id. */
export interface PopinsState {
  readonly appRecommendation: boolean;
  readonly paidAppRecommendation: boolean;
}

/** §3: screen state (0 during server rendering, where there is no window). */
export interface ScreenState {
  readonly innerWidth: number;
  readonly innerHeight: number;
  /** Vertical scroll offset, in CSS pixels. */
  readonly scrollY: number;
}

/** §3: the site-wide state. */
export interface SiteState {
  readonly profile: ProfileMap;
  readonly rawProfile: readonly ProfileEntry[];
  readonly avatars: readonly Avatar[];
  readonly promocode: string | null;
  /** The subscription banner's open flag. */
  readonly nomadPlusBannerOpened: boolean;
  readonly offerStickyBannerOpened: boolean;
  readonly hasVisitedProfilingPage: boolean;
  readonly region: Region;
  readonly previousRoute: string | null;
  readonly siteHost: string | null;
  readonly installationId: InstallationId | null;
  readonly locale: Locale;
  readonly offers: readonly OfferKind[];
  readonly userTypes: readonly UserType[];
  readonly popins: PopinsState;
  readonly auth: { readonly loggedIn: boolean };
  readonly screen: ScreenState;
}

// Empty profile, banners open, region FR, French, solo and family offers, all user types, both
// app-recommendation popins hidden, logged out.
/** §3/§4: the defaults of the site-wide state. */
export const DEFAULT_SITE_STATE: SiteState = {
  profile: EMPTY_PROFILE,
  rawProfile: [],
  avatars: [],
  promocode: null,
  nomadPlusBannerOpened: true,
  offerStickyBannerOpened: true,
  hasVisitedProfilingPage: false,
  region: DEFAULT_REGION,
  previousRoute: null,
  siteHost: null,
  installationId: null,
  locale: DEFAULT_LOCALE,
  offers: OFFER_KINDS,
  userTypes: USER_TYPES,
  popins: { appRecommendation: false, paidAppRecommendation: false },
  auth: { loggedIn: false },
  screen: { innerWidth: 0, innerHeight: 0, scrollY: 0 },
};

/** §3: a fresh state from the defaults and what the request already knows. */
export function createSiteState(known: Partial<SiteState> = {}): SiteState {
  return { ...DEFAULT_SITE_STATE, ...known };
}

/** §3/§7: the loaded profile in both forms: the served list and the map. */
export function withProfile(state: SiteState, entries: readonly ProfileEntry[]): SiteState {
  return { ...state, rawProfile: entries, profile: toProfileMap(entries) };
}

/** §4: clearing the profile empties both profile forms but keeps the promo code. */
export function clearProfile(state: SiteState): SiteState {
  return { ...state, profile: EMPTY_PROFILE, rawProfile: [] };
}
