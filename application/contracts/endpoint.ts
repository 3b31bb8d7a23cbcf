// One contract per API endpoint: method, path, request and response schemas, error codes. The Hono route
// (adapters/api/http/endpoint-routes.ts), the web client's call (callOf) and the OpenAPI document are all derived
// from it, so the three cannot disagree. Feature contracts declare their endpoints with `endpoint({...})`.
import type { GenericSchema, InferInput } from "valibot";
import type { ApiErrorCode } from "./errors.ts";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface Endpoint<
  Q extends GenericSchema | undefined = GenericSchema | undefined,
  B extends GenericSchema | undefined = GenericSchema | undefined,
  R extends GenericSchema = GenericSchema,
> {
  method: HttpMethod;
  /**
   * Path under the API base, with `{name}` placeholders for path parameters (one segment), `{name+}` for a
   * parameter of one or more segments (`/campaigns/{slug+}`: `flashoffer/lesfolles40`), or a last `/{name*}` for
   * zero or more (`/_content/{path*}`: `/_content` and `/_content/revisions/lycee`).
   */
  path: string;
  /** What the endpoint does, for the OpenAPI document. */
  summary: string;
  tags: readonly string[];
  query?: Q;
  body?: B;
  /** The schema of the success answer (a 204 has none: `v.unknown()`, left out of the OpenAPI entry). */
  response: R;
  /** The success status and what it means. */
  success: { status: 200 | 201 | 202 | 204; description: string };
  /** A second success status answering the same schema (201 created, 200 the same request replayed). */
  alsoSuccess?: { status: 200 | 201 | 202 | 204; description: string };
  /** A failure status answering the same schema (the health report with its database down). */
  degraded?: { status: 503; description: string };
  /** The endpoint's own error codes by status (the common ones of every route come on top). */
  errors: Partial<
    Record<400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 502 | 503, readonly ApiErrorCode[]>
  >;
  /** What the codes of a status mean here (field codes, headers...), for the OpenAPI document. */
  notes?: Partial<Record<number, string>>;
  /** A member's session is required (401 Unauthenticated, 409 ProfilingRequired unless `profiled: false`). */
  member?: { profiled: boolean };
  /**
   * A safe query whose answers carry a strong `ETag` (docs/decisions/042): a client may keep an answer and send the
   * same query again with its tag in `If-None-Match`; while the answer is unchanged the API sends none, 304 to a GET
   * and 412 to any other method (RFC 9110 §13.1.2; the content query is a POST).
   */
  validated?: true;
}

/**
 * Declares an endpoint, keeping its exact schema types. Marked free of side effects so that a bundle drops a contract
 * (and the schemas only it holds) where nothing uses it: a page that imports a contract module for one helper does not
 * carry its neighbours' endpoints.
 */
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<
  Q extends GenericSchema | undefined,
  B extends GenericSchema | undefined,
  R extends GenericSchema,
>(definition: Endpoint<Q, B, R>): Endpoint<Q, B, R> {
  return definition;
}

/**
 * The path with its placeholders filled in: each value URI-encoded as one segment, or for `{name+}` and `{name*}`
 * each of its segments encoded and the slashes kept (an empty `{name*}` drops its slash too).
 */
export function endpointPath(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/(\/?)\{(\w+)([+*]?)\}/g, (_, slash: string, name: string, kind: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    if (kind === "*" && value === "") return "";
    return slash + (kind ? value.split("/").map(encodeURIComponent).join("/") : encodeURIComponent(value));
  });
}

type InputOf<S> = S extends GenericSchema ? InferInput<S> : undefined;

/** What a client gives to call an endpoint. */
export interface CallInput<Q, B> {
  params?: Readonly<Record<string, string>>;
  query?: InputOf<Q>;
  body?: InputOf<B>;
}

/** A client's call of an endpoint: the method, the filled path, the query and body, and the schema of the answer. */
export function callOf<
  Q extends GenericSchema | undefined,
  B extends GenericSchema | undefined,
  R extends GenericSchema,
>(
  target: Endpoint<Q, B, R>,
  input: CallInput<Q, B> = {},
): {
  method: HttpMethod;
  path: string;
  query?: Record<string, string | number | boolean | undefined | null | readonly string[]>;
  body?: unknown;
  schema: R;
  validated?: true;
} {
  return {
    method: target.method,
    path: endpointPath(target.path, input.params),
    ...(input.query !== undefined ? { query: input.query as Record<string, string> } : {}),
    ...(input.body !== undefined ? { body: input.body } : {}),
    schema: target.response,
    ...(target.validated ? { validated: true as const } : {}),
  };
}
