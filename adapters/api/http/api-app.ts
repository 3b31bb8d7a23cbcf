// The Hono application mounted at /api. Routes are thin: parse, call a use case, map the Result.
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { DependencyContainer } from "tsyringe";
import { CheckHealth } from "../../../application/api/health/check-health.ts";
import { HealthResponse } from "../../../application/contracts/health.ts";
import { apiError } from "./errors.ts";
import { OpenApiRegistry } from "./openapi.ts";

export interface ApiAppOptions {
  container: DependencyContainer;
  version: string;
  title: string;
  /** Called for unexpected errors (logging, error reporting). */
  onUnexpectedError?: (error: unknown, request: Request) => void;
}

export function createApiApp({ container, version, title, onUnexpectedError }: ApiAppOptions) {
  const app = new Hono();
  const docs = new OpenApiRegistry();

  docs.add({
    method: "get",
    path: "/health",
    summary: "Service and database health",
    tags: ["ops"],
    responses: { 200: { description: "Service up", schema: HealthResponse }, 503: { description: "Database down", schema: HealthResponse } },
  });
  app.get("/health", async (c) => {
    const report = await container.resolve(CheckHealth).execute().match((r) => r, (never) => never);
    const body: HealthResponse = { ...report, version };
    c.header("Cache-Control", "no-store");
    return c.json(body, report.status === "ok" ? 200 : 503);
  });

  docs.add({ method: "get", path: "/openapi.json", summary: "This document", tags: ["ops"], responses: { 200: { description: "OpenAPI 3.1" } } });
  app.get("/openapi.json", (c) => c.json(docs.document({ title, version })));

  app.notFound((c) => apiError(c, 404, "NotFound", `No API route for ${c.req.method} ${new URL(c.req.url).pathname}`));
  app.onError((error, c) => {
    if (error instanceof HTTPException) {
      return apiError(c, error.status as 400, error.status === 413 ? "PayloadTooLarge" : "HttpError", error.message || "Request refused");
    }
    onUnexpectedError?.(error, c.req.raw);
    return apiError(c, 500, "InternalError", "An unexpected error occurred. Please try again later.");
  });
  return app;
}
