// Issue 15 (docs/decisions/031-retention.md): development only (mounted beside /dev/outbox): run the retention purge.
import { Hono } from "hono";
import { PurgeExpiredData } from "../../../../application/api/account/retention/purge-expired-data.ts";
import { ClockToken, type Clock } from "../../../../application/api/shared/ports.ts";
import { DEV_RUN_PURGE, RunPurgeRequest } from "../../../../application/contracts/account/retention.ts";
import { readJson, type ApiEnv } from "../../http/context.ts";
import { mount } from "../../http/endpoint-routes.ts";
import type { RouteDeps } from "../../http/routes/types.ts";

export function retentionDevRoutes({ container, docs }: RouteDeps) {
  const app = new Hono<ApiEnv>();
  mount(app, docs, DEV_RUN_PURGE, async (c) => {
    const body = await readJson(c, RunPurgeRequest);
    if (!body.ok) return body.response;
    const at = body.value.at ? new Date(body.value.at) : container.resolve<Clock>(ClockToken).now();
    const report = await container.resolve(PurgeExpiredData).execute(at);
    c.header("Cache-Control", "no-store");
    return c.json(report, 200);
  });
  return app;
}
