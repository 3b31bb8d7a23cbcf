// The offer campaigns (§3 Offer campaign, §2 campaign pages, §9 windows and countdowns): GET /campaigns and
// GET /campaigns/{slug}, public, with their state and countdown at the server's time.
import { Hono } from "hono";
import * as v from "valibot";
import { Campaigns } from "../../../../application/api/premium/catalog/campaigns.ts";
import {
  CampaignListQuery,
  CampaignQuery,
  CampaignSlug,
  GET_CAMPAIGN,
  LIST_CAMPAIGNS,
} from "../../../../application/contracts/premium/campaigns.ts";
import { fail, readQuery, type ApiEnv } from "../../http/context.ts";
import { mount } from "../../http/endpoint-routes.ts";
import type { RouteDeps } from "../../http/routes/types.ts";

/** Campaign answers may be cached briefly: the countdown's `endsAt` stays right, `remainingMs` ages. */
const CACHE = "public, max-age=30";

/** §3 Offer campaign: the campaign routes and their OpenAPI entries. */
export function campaignRoutes({ container, docs }: RouteDeps) {
  const app = new Hono<ApiEnv>();

  mount(app, docs, LIST_CAMPAIGNS, async (c) => {
    const query = readQuery(c, CampaignListQuery);
    if (!query.ok) return query.response;
    const { at, state, page } = query.value;
    const result = await container.resolve(Campaigns).list({ at: at ? new Date(at) : undefined, state, page });
    c.header("Cache-Control", CACHE);
    return c.json(result._unsafeUnwrap(), 200);
  });

  mount(app, docs, GET_CAMPAIGN, async (c) => {
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
