// Hono routes and OpenAPI entries derived from the endpoint contracts (application/contracts/endpoint.ts): the
// route's method and path and its document entry come from the same declaration as the web client's call.
import type { Hono, MiddlewareHandler } from "hono";
import type { Endpoint } from "../../../application/contracts/endpoint.ts";
import { unchangedStatus } from "../../../domain/http/entity-tags.ts";
import type { ApiEnv } from "./context.ts";
import type { OpenApiRegistry, RouteDoc } from "./openapi.ts";
import { COMMON_ERRORS, MEMBER_ERRORS } from "./routes/types.ts";

/**
 * `/checkout/orders/{orderId}` as Hono writes it: `/checkout/orders/:orderId` (`{slug+}`: `:slug{.+}`). A last
 * `/{name*}` gives two paths: without it, and with its slash and any segments (`:name{.*}`, none included).
 */
export function honoPaths(path: string): string[] {
  const patterns: Record<string, string> = { "": "", "+": "{.+}", "*": "{.*}" };
  const hono = (p: string) =>
    p.replace(/\{(\w+)([+*]?)\}/g, (_, name: string, kind: string) => `:${name}${patterns[kind] ?? ""}`);
  const optional = /\/\{\w+\*\}$/.exec(path);
  return optional ? [hono(path.slice(0, optional.index)), hono(path)] : [hono(path)];
}

/** The path as OpenAPI writes it: `{slug+}` and `{slug*}` are `{slug}`. */
function docPath(path: string): string {
  return path.replace(/\{(\w+)[+*]\}/g, "{$1}");
}

/** The OpenAPI entry of an endpoint: its schemas, its success, its error codes by status, and the common errors. */
export function routeDocOf(target: Endpoint): RouteDoc {
  const responses: RouteDoc["responses"] = {
    [target.success.status]:
      target.success.status === 204
        ? { description: target.success.description }
        : { description: target.success.description, schema: target.response },
  };
  for (const also of [target.alsoSuccess, target.degraded]) {
    if (also) responses[also.status] = { description: also.description, schema: target.response };
  }
  if (target.body !== undefined) Object.assign(responses, COMMON_ERRORS);
  if (target.member) {
    responses[401] = MEMBER_ERRORS[401];
    if (target.member.profiled) responses[409] = MEMBER_ERRORS[409];
  }
  if (target.validated) {
    responses[unchangedStatus(target.method)] = {
      description:
        "If-None-Match named the ETag of the current answer: it is unchanged and not sent (no body; RFC 9110 §13.1.2, docs/decisions/042)",
    };
  }
  for (const [status, codes] of Object.entries(target.errors)) {
    const note = target.notes?.[Number(status)];
    const own = note ? `${codes.join(", ")}: ${note}` : codes.join(", ");
    const common = responses[Number(status)]?.description;
    responses[Number(status)] = { description: common ? `${own}; ${common}` : own };
  }
  return {
    method: target.method.toLowerCase() as RouteDoc["method"],
    path: docPath(target.path),
    summary: target.summary,
    tags: [...target.tags],
    ...(target.query ? { query: target.query } : {}),
    ...(target.body ? { body: target.body } : {}),
    responses,
  };
}

/** Mounts an endpoint's handlers on its method and path, and documents it. */
export function mount(
  app: Hono<ApiEnv>,
  docs: OpenApiRegistry,
  target: Endpoint,
  ...handlers: MiddlewareHandler<ApiEnv>[]
): void {
  docs.add(routeDocOf(target));
  app.on([target.method], honoPaths(target.path), ...(handlers as [MiddlewareHandler<ApiEnv>]));
}
