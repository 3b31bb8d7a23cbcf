// Server side of the home (issue 15): the use case and what it reads of the request. A .server module, so that the
// use case and its dependencies (tsyringe, the contracts) stay out of the page's JavaScript (docs/decisions/012).
import type { RouterContextProvider } from "react-router";
import { LoadHome, type HomeData } from "../../application/web/home/load-home.ts";
import { requestContainer } from "../composition/server-container.ts";
import { contentLocale } from "./content/content-data.server.ts";
import { requestRegion } from "./premium/premium.server.ts";

/** The home of this request: language and region from the request, the member from its cookie, today's season. */
export function loadHome({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): Promise<HomeData> {
  return requestContainer(context)
    .resolve(LoadHome)
    .execute({ locale: contentLocale({ request, context }), region: requestRegion(request), today: new Date() })
    .match(
      (home) => home,
      (never) => never,
    );
}
