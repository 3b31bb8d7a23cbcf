// §7 GET /productplans/getanonymeproductplans?country= (anonymous) and GET /productplans/getproductplans (member):
// the plans of §3 for the caller's market, raw fields plus the derived ones.
import { Hono, type Context } from "hono";
import { ListPlans } from "../../../../application/api/premium/catalog/list-plans.ts";
import {
  ANONYMOUS_PLANS,
  MEMBER_PLANS,
  MemberPlansQuery,
  PlansQuery,
} from "../../../../application/contracts/premium/plans.ts";
import { COUNTRY_HEADERS, resolveRegion } from "../../../../domain/region/region.ts";
import { readQuery, type ApiEnv } from "../../http/context.ts";
import { requireMember } from "../../http/middleware.ts";
import { mount } from "../../http/endpoint-routes.ts";
import { RepeatedJsonAnswers } from "../../http/repeated-json.ts";
import type { RouteDeps } from "../../http/routes/types.ts";

/** §7 region: the country query parameter, else the first country header, else FR. */
function regionOf(c: Context, country: string | undefined) {
  return resolveRegion({ header: (name) => c.req.header(name), countryParam: country });
}

/** §7 plans calls: the routes and their OpenAPI entries. */
export function planRoutes({ container, docs, settings }: RouteDeps) {
  const app = new Hono<ApiEnv>();
  const member = requireMember(container, settings, { profiled: false });

  // Issue 14: an anonymous list is the same bytes for every visitor of a market: public for a minute, then
  // revalidated by its ETag (a 304 without the body); its gzip and tag are computed once.
  const anonymousAnswers = new RepeatedJsonAnswers();
  mount(app, docs, ANONYMOUS_PLANS, async (c) => {
    const query = readQuery(c, PlansQuery);
    if (!query.ok) return query.response;
    const result = await container
      .resolve(ListPlans)
      .execute({ region: regionOf(c, query.value.country), memberId: null });
    const list = result._unsafeUnwrap();
    c.header("Cache-Control", "public, max-age=60");
    c.header("Vary", ["Accept-Encoding", ...COUNTRY_HEADERS].join(", "));
    c.header("X-Plans-Market", list.market);
    return anonymousAnswers.answer(c, JSON.stringify(list.plans));
  });

  mount(app, docs, MEMBER_PLANS, member, async (c) => {
    const query = readQuery(c, MemberPlansQuery);
    if (!query.ok) return query.response;
    const result = await container.resolve(ListPlans).execute({
      region: regionOf(c, query.value.region),
      chosen: query.value.country ?? null,
      memberId: c.get("member").memberId,
    });
    const list = result._unsafeUnwrap();
    c.header("Cache-Control", "private, no-store");
    c.header("X-Plans-Market", list.market);
    return c.json(list.plans, 200);
  });

  return app;
}
