// §3 site-wide state (nomadPlusBannerOpened, offerStickyBannerOpened), issue 15: a banner closed stays closed for
// the browser session. The flag is a session cookie, so that the server renders the page with the banner as the
// visitor left it (no banner flashing open before the page's script runs).
import { inject, injectable } from "tsyringe";
import {
  BANNER_OPENED_COOKIES,
  bannerFlagValue,
  bannerOpenedFrom,
  type ClosableBanner,
} from "../../../domain/popins/layout-banners.ts";
import { SiteCookiesToken, type SiteCookies } from "../site/ports.ts";

/** §3: each banner's open flag. */
export type BannerFlags = Record<ClosableBanner, boolean>;

@injectable()
export class BannerMemory {
  constructor(@inject(SiteCookiesToken) private readonly cookies: SiteCookies) {}

  /** The banners' open flags as the visitor left them in this session (open by default). */
  flags(): BannerFlags {
    return {
      subscription: bannerOpenedFrom(this.cookies.get(BANNER_OPENED_COOKIES.subscription), "subscription"),
      offer: bannerOpenedFrom(this.cookies.get(BANNER_OPENED_COOKIES.offer), "offer"),
    };
  }

  /** Remembers a banner's flag until the browser session ends (a cookie without expiry). */
  remember(banner: ClosableBanner, opened: boolean): void {
    this.cookies.set(BANNER_OPENED_COOKIES[banner], bannerFlagValue(opened));
  }
}
