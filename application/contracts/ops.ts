// HTTP contract of the operations endpoints: GET /api/health (service and database health) and GET /api/openapi.json
// (the API's document, derived from every endpoint contract).
import * as v from "valibot";
import { endpoint } from "./endpoint.ts";

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

/** GET /health: the service answers, and says whether its database does (503 with the same report when down). */
export const HEALTH = endpoint({
  method: "GET",
  path: "/health",
  summary: "Service and database health",
  tags: ["ops"],
  response: HealthResponse,
  success: { status: 200, description: "Service up" },
  degraded: { status: 503, description: "Database down (the same report, status degraded)" },
  errors: {},
});

/** The OpenAPI 3.1 document: its version, title and version of the API, and one entry per path. */
export const OpenApiDocument = v.looseObject({
  openapi: v.literal("3.1.0"),
  info: v.object({ title: v.string(), version: v.string() }),
  paths: v.record(v.string(), v.record(v.string(), v.unknown())),
});

/** GET /openapi.json: this document. */
export const OPENAPI_DOCUMENT = endpoint({
  method: "GET",
  path: "/openapi.json",
  summary: "This document",
  tags: ["ops"],
  response: OpenApiDocument,
  success: { status: 200, description: "OpenAPI 3.1" },
  errors: {},
});
