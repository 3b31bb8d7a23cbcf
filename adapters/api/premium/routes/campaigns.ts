// The offer campaigns (§3 Offer campaign, §2 campaign pages, §9 windows and countdowns): GET /campaigns and
// GET /campaigns/{slug}, public, with their state and countdown at the server's time.
import { Hono } from "hono";
import * as v from "valibot";
import { Campaigns } from "../../../../application/api/premium/catalog/campaigns.ts";
import {
  CampaignDetailResponse,
  CampaignListQuery,
  CampaignListResponse,
  CampaignQuery,
  CampaignSlug,
} from "../../../../application/contracts/premium/campaigns.ts";
import { fail, readQuery, type ApiEnv } from "../../http/context.ts";
import type { RouteDeps } from "../../http/routes/types.ts";

/** Campaign answers may be cached briefly: the countdown's `endsAt` stays right, `remainingMs` ages. */
const CACHE = "public, max-age=30";

/** §3 Offer campaign: the campaign routes and their OpenAPI entries. */
export function campaignRoutes({ container, docs }: RouteDeps) {
  const app = new Hono<ApiEnv>();

  docs.add({
    method: "get",
    path: "/campaigns",
    summary:
      "The offer campaigns with their state (upcoming, live, ended) and countdown at `at` (default: the server's time); " +
      "`state` keeps one state, `page` keeps the live campaigns whose banner shows on that path (France-only display and " +
      "the /premium and /partenaires exclusions are the client's to apply, §2/§4)",
    tags: ["campaigns"],
    query: CampaignListQuery,
    responses: {
      200: { description: "The campaign records by start date", schema: CampaignListResponse },
      400: { description: "ValidationFailed (AtInvalid: not an ISO 8601 instant; StateInvalid; PageInvalid)" },
    },
  });
  app.get("/campaigns", async (c) => {
    const query = readQuery(c, CampaignListQuery);
    if (!query.ok) return query.response;
    const { at, state, page } = query.value;
    const result = await container.resolve(Campaigns).list({ at: at ? new Date(at) : undefined, state, page });
    c.header("Cache-Control", CACHE);
    return c.json(result._unsafeUnwrap(), 200);
  });

  docs.add({
    method: "get",
    path: "/campaigns/{slug}",
    summary:
      "The campaign of a page (§2: `offre-famille`, `flashoffer/lesfolles40`...) at `at` (default: the server's time): " +
      "the live record, else the next upcoming one, else the last ended one, with its plan, state and countdown; when it " +
      "is not live, `currentOffers` lists the live campaigns to show instead",
    tags: ["campaigns"],
    query: CampaignQuery,
    responses: {
      200: { description: "The campaign", schema: CampaignDetailResponse },
      400: { description: "ValidationFailed (SlugInvalid, AtInvalid)" },
      404: { description: "CampaignNotFound: no campaign for this page" },
    },
  });
  app.get("/campaigns/:slug{.+}", async (c) => {
    const slug = v.safeParse(CampaignSlug, c.req.param("slug"));
    if (!slug.success) return fail(c, 400, "ValidationFailed", { slug: "SlugInvalid" });
    const query = readQuery(c, CampaignQuery);
    if (!query.ok) return query.response;
    const result = await container
      .resolve(Campaigns)
      .get(slug.output, query.value.at ? new Date(query.value.at) : undefined);
    if (result.isErr()) return fail(c, 404, "CampaignNotFound");
    c.header("Cache-Control", CACHE);
    return c.json(result.value, 200);
  });

  return app;
}
