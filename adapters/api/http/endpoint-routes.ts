// Hono routes and OpenAPI entries derived from the endpoint contracts (application/contracts/endpoint.ts): the
// route's method and path and its document entry come from the same declaration as the web client's call.
import type { Hono, MiddlewareHandler } from "hono";
import type { Endpoint } from "../../../application/contracts/endpoint.ts";
import type { ApiEnv } from "./context.ts";
import type { OpenApiRegistry, RouteDoc } from "./openapi.ts";
import { COMMON_ERRORS, MEMBER_ERRORS } from "./routes/types.ts";

/** `/checkout/orders/{orderId}` as Hono writes it: `/checkout/orders/:orderId` (`{slug+}`: `:slug{.+}`). */
export function honoPath(path: string): string {
  return path.replace(/\{(\w+)(\+?)\}/g, (_, name: string, many: string) => (many ? `:${name}{.+}` : `:${name}`));
}

/** The path as OpenAPI writes it: `{slug+}` is `{slug}`. */
function docPath(path: string): string {
  return path.replace(/\{(\w+)\+\}/g, "{$1}");
}

/** The OpenAPI entry of an endpoint: its schemas, its success, its error codes by status, and the common errors. */
export function routeDocOf(target: Endpoint): RouteDoc {
  const responses: RouteDoc["responses"] = {
    [target.success.status]:
      target.success.status === 204
        ? { description: target.success.description }
        : { description: target.success.description, schema: target.response },
  };
  if (target.alsoSuccess) {
    responses[target.alsoSuccess.status] = { description: target.alsoSuccess.description, schema: target.response };
  }
  if (target.body !== undefined) Object.assign(responses, COMMON_ERRORS);
  if (target.member) {
    responses[401] = MEMBER_ERRORS[401];
    if (target.member.profiled) responses[409] = MEMBER_ERRORS[409];
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
  app.on([target.method], [honoPath(target.path)], ...(handlers as [MiddlewareHandler<ApiEnv>]));
}
