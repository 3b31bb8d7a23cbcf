// Server side of the home (issue 15): the use case and what it reads of the request. A .server module, so that the
// use case and its dependencies (tsyringe, the contracts) stay out of the page's JavaScript (docs/decisions/012).
import type { RouterContextProvider } from "react-router";
import { LoadHome, type HomeData } from "../../application/web/home/load-home.ts";
import { ResolveLocale } from "../../application/web/locale/resolve-locale.ts";
import { COUNTRY_QUERY_PARAM, resolveRegion } from "../../domain/region/region.ts";
import { pageUrl } from "../composition/page-url.ts";
import { requestContainer } from "../composition/server-container.ts";

/** The home of this request: language (§2) and region (§7) as the root layout decides them, the member from the cookie. */
export function loadHome({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): Promise<HomeData> {
  const container = requestContainer(context);
  const url = pageUrl(request);
  const locale = container
    .resolve(ResolveLocale)
    .execute({ url, acceptLanguage: request.headers.get("accept-language") });
  const region = resolveRegion({
    header: (name) => request.headers.get(name),
    countryParam: url.searchParams.get(COUNTRY_QUERY_PARAM),
  });
  return container
    .resolve(LoadHome)
    .execute({ locale, region, today: new Date() })
    .match(
      (home) => home,
      (never) => never,
    );
}
