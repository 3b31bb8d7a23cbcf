// §7: the promocode, utm_id and utm_campaign query parameters: the promo code is kept for the
// session; utm values become cookies for 56 days on path / (read later for POST /device).
import { inject, injectable } from "tsyringe";
import { clearsPromocode, readCampaignParams, utmCookiesToSet } from "../../../domain/marketing/campaign-params.ts";
import { SiteCookiesToken, type SiteCookies } from "./ports.ts";

/** The cookie that keeps the promo code for the rest of the visit (§3 site state `promocode`). */
export const PROMOCODE_COOKIE = "promocode";

@injectable()
export class CaptureCampaignParams {
  constructor(@inject(SiteCookiesToken) private readonly cookies: SiteCookies) {}

  /** Returns the promo code in force (from the URL, else the one kept earlier). */
  execute(url: URL): { promocode: string | null } {
    const params = readCampaignParams(url.searchParams);
    for (const cookie of utmCookiesToSet(params)) {
      if (this.cookies.get(cookie.name) !== cookie.value)
        this.cookies.set(cookie.name, cookie.value, cookie.maxAgeSeconds);
    }
    if (clearsPromocode(url.searchParams)) {
      if (this.cookies.get(PROMOCODE_COOKIE) !== null) this.cookies.set(PROMOCODE_COOKIE, "", 0);
      return { promocode: null };
    }
    if (params.promocode) {
      if (this.cookies.get(PROMOCODE_COOKIE) !== params.promocode) this.cookies.set(PROMOCODE_COOKIE, params.promocode);
      return { promocode: params.promocode };
    }
    return { promocode: this.cookies.get(PROMOCODE_COOKIE) || null };
  }
}
