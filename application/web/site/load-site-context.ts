// Everything the root layout needs for one server render: locale (§2), region (§7), session (§4),
// offers availability (§4), the promo code (§7). Runs once per document or data request of the root.
import { inject, injectable } from "tsyringe";
import { okAsync, type ResultAsync } from "neverthrow";
import type { Locale } from "../../../domain/locale/locale.ts";
import { offersAvailable } from "../../../domain/premium/availability.ts";
import { profileCountryId, toProfileMap } from "../../../domain/account/profile.ts";
import { resolveRegion } from "../../../domain/region/region.ts";
import { ResolveLocale } from "../locale/resolve-locale.ts";
import { BootstrapSession } from "../account/session/bootstrap-session.ts";
import type { SessionView } from "../account/session/session-view.ts";
import { CaptureCampaignParams } from "./capture-campaign-params.ts";
import { BannerMemory, type BannerFlags } from "../chrome/banner-memory.ts";
import type { ReadingComfort } from "../../../domain/reading-comfort/reading-comfort.ts";
import { ReadingComfortMemory } from "./reading-comfort-memory.ts";

export interface SiteContext {
  locale: Locale;
  region: string;
  session: SessionView;
  offersAvailable: boolean;
  promocode: string | null;
  redirectTo: string | null;
  /** §3 the banners' open flags as the visitor left them in this session. */
  banners: BannerFlags;
  /** Issue 30: the device's reading comfort settings, rendered on the page's <html>. */
  comfort: ReadingComfort;
}

export interface SiteRequest {
  url: URL;
  header(name: string): string | null;
}

@injectable()
export class LoadSiteContext {
  constructor(
    @inject(ResolveLocale) private readonly locale: ResolveLocale,
    @inject(BootstrapSession) private readonly session: BootstrapSession,
    @inject(CaptureCampaignParams) private readonly campaign: CaptureCampaignParams,
    @inject(BannerMemory) private readonly banners: BannerMemory,
    @inject(ReadingComfortMemory) private readonly comfort: ReadingComfortMemory,
  ) {}

  execute(request: SiteRequest): ResultAsync<SiteContext, never> {
    const locale = this.locale.execute({ url: request.url, acceptLanguage: request.header("accept-language") });
    const region = resolveRegion({
      header: (name) => request.header(name),
      countryParam: request.url.searchParams.get("country"),
    });
    const { promocode } = this.campaign.execute(request.url);
    return this.session.execute().andThen(({ session, redirectTo }) =>
      okAsync({
        locale,
        region,
        session,
        offersAvailable: offersAvailable({ countryId: profileCountryId(toProfileMap(session.profile)), region }),
        promocode,
        redirectTo,
        banners: this.banners.flags(),
        comfort: this.comfort.current(),
      }),
    );
  }
}
