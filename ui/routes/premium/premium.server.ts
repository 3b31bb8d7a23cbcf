// Server side of the premium routes: the request's region (§7) and promo code (§4/§7), the viewer's session
// (from the auth cookie), and the premium use cases' failures as responses.
import { pageHref, pageUrl } from "../../composition/page-url.ts";
import { data, redirect, type RouterContextProvider } from "react-router";
import type { PremiumCommonFailure } from "../../../application/web/premium/failures.ts";
import { AuthCookieSourceToken, type AuthCookieSource } from "../../../application/web/account/session/ports.ts";
import { CaptureCampaignParams } from "../../../application/web/site/capture-campaign-params.ts";
import { COUNTRY_QUERY_PARAM, resolveRegion } from "../../../domain/region/region.ts";
import { requestContainer } from "../../composition/server-container.ts";

export { pageHref, pageUrl };

export interface PremiumArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** §7 region: the `country` query parameter, else the country headers, else FR (as the root layout decides it). */
export function requestRegion(request: Request): string {
  const url = pageUrl(request);
  return resolveRegion({
    header: (name) => request.headers.get(name),
    countryParam: url.searchParams.get(COUNTRY_QUERY_PARAM),
  });
}

/** §7: the `country` query parameter as given (kept on the links of the purchase journey), or null. */
export function countryParam(request: Request): string | null {
  const value = pageUrl(request).searchParams.get(COUNTRY_QUERY_PARAM)?.trim() ?? "";
  return /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : null;
}

/** §4/§7 the promo code in force (the URL's, else the one kept for the visit). */
export function requestPromocode({ request, context }: PremiumArgs): string | null {
  return requestContainer(context).resolve(CaptureCampaignParams).execute(pageUrl(request)).promocode;
}

/** Whether the request carries a session (the auth cookie). */
export function hasSession(context: Readonly<RouterContextProvider>): boolean {
  return requestContainer(context).resolve<AuthCookieSource>(AuthCookieSourceToken).read() !== null;
}

/** A 404 answered through the error page (§2, noindex). */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/** A premium failure as the page's answer: the §8 redirects, 429, or 503. */
export function failWith(failure: PremiumCommonFailure | { type: "NotFound" }): never {
  switch (failure.type) {
    case "NotFound":
      return notFound();
    case "LoggedOut":
    case "ProfilingRequired":
      throw redirect(failure.redirectTo);
    case "TooManyAttempts":
      throw data(null, { status: 429 });
    case "Unavailable":
      throw data(null, { status: 503 });
  }
}
