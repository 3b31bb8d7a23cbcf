// HTTP contract of GET /api/health, shared by the API and its clients.
import * as v from "valibot";

export const HealthResponse = v.object({
  status: v.picklist(["ok", "degraded"]),
  version: v.string(),
  database: v.object({
    status: v.picklist(["up", "down"]),
    engine: v.picklist(["pglite", "postgres"]),
    latencyMs: v.number(),
    reason: v.optional(v.string()),
  }),
});
export type HealthResponse = v.InferOutput<typeof HealthResponse>;
