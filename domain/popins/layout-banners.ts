// §2 "Layouts" and "Popins and banners", §4 "Banners": the public-layout banner and the offer sticky banner.
import { isPathUnder } from "./paths.ts";
import { SUBSCRIPTION_BANNER_INITIAL_OPENED } from "./subscription-banner.ts";

/** §2: the public-layout banner is never shown on these paths or below them. */
export const PUBLIC_BANNER_EXCLUDED_BASES = ["/premium", "/login"] as const;

/** §2/§6: the public-layout banner shows only to users without a plan, and not on /premium or /login paths. */
export function isPublicBannerShown(context: { path: string; hasPlan: boolean }): boolean {
  if (context.hasPlan) return false;
  return !PUBLIC_BANNER_EXCLUDED_BASES.some((base) => isPathUnder(context.path, base));
}

/** §3/§4: the offer sticky banner starts open (offerStickyBannerOpened). */
export const OFFER_STICKY_BANNER_INITIAL_OPENED = true;

/** §4: the offer sticky banner is set open or closed (the UI offers only closing). */
export function offerStickyBannerReducer(action: "open" | "close"): boolean {
  return action === "open";
}

/** §3 site-wide state: the two banners whose open flag is kept (nomadPlusBannerOpened, offerStickyBannerOpened). */
export type ClosableBanner = "subscription" | "offer";

/** §3: the cookie keeping each banner's open flag for the browser session (named after the §3 state). */
export const BANNER_OPENED_COOKIES: Readonly<Record<ClosableBanner, string>> = {
  subscription: "nomadPlusBannerOpened",
  offer: "offerStickyBannerOpened",
};

/** §3/§4: the banners' initial open flags (both start open). */
export const BANNERS_INITIAL_OPENED: Readonly<Record<ClosableBanner, boolean>> = {
  subscription: SUBSCRIPTION_BANNER_INITIAL_OPENED,
  offer: OFFER_STICKY_BANNER_INITIAL_OPENED,
};

/** §3: the stored value of an open flag. */
export function bannerFlagValue(opened: boolean): "1" | "0" {
  return opened ? "1" : "0";
}

/**
 * §3 "Banners keep their closed state for the session": a banner's open flag from its stored value ("0" closed,
 * "1" open), else its initial flag.
 */
export function bannerOpenedFrom(stored: string | null, banner: ClosableBanner): boolean {
  if (stored === "0") return false;
  if (stored === "1") return true;
  return BANNERS_INITIAL_OPENED[banner];
}
