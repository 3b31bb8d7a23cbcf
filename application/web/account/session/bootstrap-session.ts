// §4/§7 session bootstrap during server rendering: the auth cookie decides logged in or not; a logged-in
// member's profile is loaded (GET /profile), then the device is registered (POST /device). A failed
// profile load logs the user out (§8 "Profile fetch failure at server start"), except 409: the member
// exists but must finish profiling.
import { inject, injectable } from "tsyringe";
import { okAsync, type ResultAsync } from "neverthrow";
import * as v from "valibot";
import { callOf } from "../../../contracts/endpoint.ts";
import { GET_PROFILE } from "../../../contracts/account/profile.ts";
import { parseProfileEntries } from "../../../../domain/account/profile.ts";
import { deviceRegistration } from "../../../../domain/marketing/device.ts";
import { REGISTER_DEVICE } from "../../../contracts/account/device.ts";
import { marketingAllowed } from "../../chrome/cookie-consent.ts";
import { ClockToken, type Clock } from "../../chrome/ports.ts";
import { ApiClientToken, type ApiClient } from "../../http/ports.ts";
import { SiteCookiesToken, type SiteCookies } from "../../site/ports.ts";
import {
  AuthCookieSourceToken,
  InstallationIdStoreToken,
  UtmCookieSourceToken,
  type AuthCookieSource,
  type InstallationIdStore,
  type UtmCookieSource,
} from "./ports.ts";
import { sessionView, type SessionView } from "./session-view.ts";
import { VISITOR } from "./visitor.ts";

export interface SessionBootstrap {
  session: SessionView;
  /** Where to send the viewer instead of the page (profiling), or null. */
  redirectTo: string | null;
}

@injectable()
export class BootstrapSession {
  constructor(
    @inject(AuthCookieSourceToken) private readonly cookie: AuthCookieSource,
    @inject(ApiClientToken) private readonly api: ApiClient,
    @inject(InstallationIdStoreToken) private readonly installation: InstallationIdStore,
    @inject(UtmCookieSourceToken) private readonly utm: UtmCookieSource,
    @inject(SiteCookiesToken) private readonly cookies: SiteCookies,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  execute(): ResultAsync<SessionBootstrap, never> {
    const marketing = marketingAllowed(this.cookies, this.clock.now());
    // Without marketing consent no installation id is kept (one kept earlier is dropped): docs/decisions/031.
    if (!marketing) this.installation.forget();
    const auth = this.cookie.read();
    if (!auth) return okAsync({ session: VISITOR, redirectTo: null });
    const memberId = String(auth.id);
    return this.api
      .request({ ...callOf(GET_PROFILE), schema: v.unknown() }) // read leniently by parseProfileEntries
      .andThen((body) => {
        const entries = parseProfileEntries(body)
          .map((parsed) => parsed.entries)
          .unwrapOr([]);
        return (marketing ? this.registerDevice() : okAsync(undefined)).map(() => ({
          session: sessionView(true, memberId, [...entries]),
          redirectTo: null,
        }));
      })
      .orElse((failure) => {
        if (failure.type === "ProfilingRequired") {
          return okAsync({ session: sessionView(true, memberId, []), redirectTo: failure.redirectTo });
        }
        this.cookie.clear();
        return okAsync({ session: VISITOR, redirectTo: null });
      });
  }

  /**
   * §7 POST /device after the profile; its failure never blocks the page. Only with marketing consent: the
   * installation id and the campaign it came from are not strictly necessary (docs/decisions/031-retention.md).
   */
  private registerDevice(): ResultAsync<void, never> {
    const body = deviceRegistration(this.installation.getOrCreate(), {
      utmId: this.utm.utmId(),
      utmCampaign: this.utm.utmCampaign(),
    });
    return this.api
      .request(callOf(REGISTER_DEVICE, { body }))
      .map(() => undefined)
      .orElse(() => okAsync(undefined));
  }
}
