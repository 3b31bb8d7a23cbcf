// §2 "Layouts" and "Popins and banners", §4 "Banners": the public-layout banner and the offer sticky banner.
import { isPathUnder } from "./paths.ts";

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
