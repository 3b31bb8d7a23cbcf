// §7: the promocode, utm_id and utm_campaign query parameters: the promo code is kept for the
// session; utm values become cookies for 56 days on path / (read later for POST /device), only with the visitor's
// marketing consent (docs/decisions/031-retention.md): without it none is set, and one set earlier is removed.
import { inject, injectable } from "tsyringe";
import {
  clearsPromocode,
  readCampaignParams,
  UTM_COOKIE_NAMES,
  utmCookiesToSet,
} from "../../../domain/marketing/campaign-params.ts";
import { marketingAllowed } from "../chrome/cookie-consent.ts";
import { ClockToken, type Clock } from "../chrome/ports.ts";
import { SiteCookiesToken, type SiteCookies } from "./ports.ts";

/** The cookie that keeps the promo code for the rest of the visit (§3 site state `promocode`). */
export const PROMOCODE_COOKIE = "promocode";

@injectable()
export class CaptureCampaignParams {
  constructor(
    @inject(SiteCookiesToken) private readonly cookies: SiteCookies,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  /** Returns the promo code in force (from the URL, else the one kept earlier). */
  execute(url: URL): { promocode: string | null } {
    const params = readCampaignParams(url.searchParams);
    if (marketingAllowed(this.cookies, this.clock.now())) {
      for (const cookie of utmCookiesToSet(params)) {
        if (this.cookies.get(cookie.name) !== cookie.value)
          this.cookies.set(cookie.name, cookie.value, cookie.maxAgeSeconds);
      }
    } else {
      for (const name of Object.values(UTM_COOKIE_NAMES)) if (this.cookies.get(name)) this.cookies.set(name, "", 0);
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
