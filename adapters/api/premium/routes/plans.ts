// §7 GET /productplans/getanonymeproductplans?country= (anonymous) and GET /productplans/getproductplans (member):
// the plans of §3 for the caller's market, raw fields plus the derived ones.
import { Hono, type Context } from "hono";
import { ListPlans } from "../../../../application/api/premium/catalog/list-plans.ts";
import { PlansQuery, PlansResponse } from "../../../../application/contracts/premium/plans.ts";
import { COUNTRY_HEADERS, resolveRegion } from "../../../../domain/region/region.ts";
import { readQuery, type ApiEnv } from "../../http/context.ts";
import { requireMember } from "../../http/middleware.ts";
import { MEMBER_ERRORS, type RouteDeps } from "../../http/routes/types.ts";

const DERIVED_NOTE =
  "Each plan has every §3 field, and `derived` (priceByUnit, promoPriceByUnit, unitUsed, durationInUnit, discount) " +
  "computed with the domain pipeline for convenience: the client recomputes them and must never trust them for " +
  "payment (the server prices every order from its own records).";

/** §7 region: the country query parameter, else the first country header, else FR. */
function regionOf(c: Context, country: string | undefined) {
  return resolveRegion({ header: (name) => c.req.header(name), countryParam: country });
}

/** §7 plans calls: the routes and their OpenAPI entries. */
export function planRoutes({ container, docs, settings }: RouteDeps) {
  const app = new Hono<ApiEnv>();
  const member = requireMember(container, settings, { profiled: false });

  docs.add({
    method: "get",
    path: "/productplans/getanonymeproductplans",
    summary:
      "The plans of the visitor's market (§7): Francophone Africa gets the XOF plans (mobile money and card), France and every " +
      "other country the EUR plans (card); the testing mode substitutes the one-day prepaid XOF plan. Region: `country`, " +
      "else the country header (cf-ipcountry, x-country-code), else FR. Family plans first, then solo. " +
      DERIVED_NOTE,
    tags: ["plans"],
    query: PlansQuery,
    responses: {
      200: {
        description:
          "The list of plans (cacheable for 60 s, varies with the country headers; X-Plans-Market names the market)",
        schema: PlansResponse,
      },
      400: { description: "ValidationFailed (country longer than 64 characters, a repeated parameter)" },
    },
  });
  app.get("/productplans/getanonymeproductplans", async (c) => {
    const query = readQuery(c, PlansQuery);
    if (!query.ok) return query.response;
    const result = await container
      .resolve(ListPlans)
      .execute({ region: regionOf(c, query.value.country), memberId: null });
    const list = result._unsafeUnwrap();
    c.header("Cache-Control", "public, max-age=60");
    c.header("Vary", ["Accept-Encoding", ...COUNTRY_HEADERS].join(", "));
    c.header("X-Plans-Market", list.market);
    return c.json(list.plans, 200);
  });

  docs.add({
    method: "get",
    path: "/productplans/getproductplans",
    summary:
      "The plans of the member's market (§7): the profile's country when set, else the request's region as for the " +
      "anonymous list; `isCurrentPlan` marks the plans the member holds through an active subscription. Open to members " +
      "who have not completed profiling (the checkout signs up inside the flow). " +
      DERIVED_NOTE,
    tags: ["plans"],
    query: PlansQuery,
    responses: {
      200: { description: "The list of plans (private)", schema: PlansResponse },
      400: { description: "ValidationFailed" },
      401: MEMBER_ERRORS[401],
    },
  });
  app.get("/productplans/getproductplans", member, async (c) => {
    const query = readQuery(c, PlansQuery);
    if (!query.ok) return query.response;
    const result = await container
      .resolve(ListPlans)
      .execute({ region: regionOf(c, query.value.country), memberId: c.get("member").memberId });
    const list = result._unsafeUnwrap();
    c.header("Cache-Control", "private, no-store");
    c.header("X-Plans-Market", list.market);
    return c.json(list.plans, 200);
  });

  return app;
}
