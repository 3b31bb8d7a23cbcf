// §7 POST /_content/{path} over HTTP: reads the body, asks the use case, maps the result. Free of
// decorators and of the container, so that scripts/bench-content.ts can mount it as is.
// Issue 14 (docs/decisions/042): every answer carries a strong ETag made of the answer's version; a query sent again
// with that tag in If-None-Match is answered 412 without a body (RFC 9110 §13.1.2: the rule for a method other than
// GET), and an answer is serialized once per version, then kept.
import { createHash } from "node:crypto";
import { Hono, type Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import * as v from "valibot";
import type { ContentViewer } from "../../../application/api/content/ports.ts";
import type { QueryContent, QueryContentError } from "../../../application/api/content/query-content.ts";
import { CONTENT_QUERY, ContentQueryRequest } from "../../../application/contracts/content.ts";
import { noneMatchNames, strongEntityTag, unchangedStatus } from "../../../domain/http/entity-tags.ts";
import { Lru } from "../../../domain/http/lru.ts";
import { apiErrorMessage, type ApiErrorBody } from "../../../application/contracts/errors.ts";
import { issuesToFields, unstorablePath, type ApiEnv } from "../http/context.ts";
import { requestLocale } from "../http/errors.ts";
import { mount } from "../http/endpoint-routes.ts";
import type { OpenApiRegistry } from "../http/openapi.ts";

export interface ContentRouteOptions {
  docs: OpenApiRegistry;
  /** The API's build (its version): part of every ETag, so that a release that shapes answers otherwise changes them. */
  build: string;
  queryContent: () => QueryContent;
  /** Who asks; null when the request carries an access token that is not valid (answered 401). */
  viewerOf: (c: Context<ApiEnv>) => Promise<ContentViewer | null>;
}

const STATUS_TEXT: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  404: "Not Found",
  415: "Unsupported Media Type",
};


/** `{ error: { code, message } }` whose message starts with the status and its text (§7: failures carry the status text). */
function contentFail(c: Context, status: ContentfulStatusCode, code: string, fields?: Record<string, string>) {
  const locale = requestLocale(c.req.header("accept-language"));
  const summary = apiErrorMessage(code, locale);
  const message = `${status} ${STATUS_TEXT[status] ?? "Error"}: ${summary}`;
  const body: ApiErrorBody = { error: fields ? { code, message, fields } : { code, message } };
  c.header("Cache-Control", "no-store");
  return c.json(body, status);
}

type Read = { ok: true; value: ContentQueryRequest } | { ok: false; response: Response };

/** The JSON body (an empty body is the default query), checked against the strict contract. */
async function readQuery(c: Context): Promise<Read> {
  const raw = await c.req.text();
  let data: unknown = {};
  if (raw.trim() !== "") {
    const type = c.req.header("content-type") ?? "";
    if (!/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type)) return { ok: false, response: contentFail(c, 415, "UnsupportedMediaType") };
    try {
      data = JSON.parse(raw);
    } catch {
      return { ok: false, response: contentFail(c, 400, "InvalidJson") };
    }
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) return { ok: false, response: contentFail(c, 400, "ValidationFailed", { body: "Invalid" }) };
  const unstorable = unstorablePath(data);
  if (unstorable) return { ok: false, response: contentFail(c, 400, "ValidationFailed", { [unstorable]: "Invalid" }) };
  const result = v.safeParse(ContentQueryRequest, data);
  if (!result.success) return { ok: false, response: contentFail(c, 400, "ValidationFailed", issuesToFields(result.issues)) };
  return { ok: true, value: result.output };
}

/** The document path of the request URL: what follows /_content/, decoded. Null when it cannot be decoded. */
function requestPath(c: Context): string | null {
  const match = /\/_content(?:\/(.*))?$/.exec(new URL(c.req.url).pathname);
  try {
    return decodeURIComponent(match?.[1] ?? "");
  } catch {
    return null;
  }
}

function errorResponse(c: Context, error: QueryContentError) {
  if (error.type === "ContentNotFound") return contentFail(c, 404, "ContentNotFound");
  const fields = Object.fromEntries(error.issues.map((issue) => [issue.at, issue.code]));
  return contentFail(c, 400, error.issues[0]?.code ?? "ValidationFailed", fields);
}

/**
 * The serialized answers kept (docs/decisions/042), by ETag: a course's answer is about 180 kB of JSON, which
 * `JSON.stringify` wrote again at every request before. Bounded by characters and entries, least recently used out.
 */
const SERIALIZED_ANSWERS = { characters: 16 * 1024 * 1024, entries: 2_000 } as const;

/** §7 POST /_content/{path}: the route group, mounted from its contract (CONTENT_QUERY). */
export function contentRouteGroup({ docs, build, queryContent, viewerOf }: ContentRouteOptions) {
  const app = new Hono<ApiEnv>();
  const serialized = new Lru<string>(SERIALIZED_ANSWERS.characters, SERIALIZED_ANSWERS.entries);
  const handler = async (c: Context<ApiEnv>) => {
    const path = requestPath(c);
    if (path === null) return contentFail(c, 400, "PathInvalid", { path: "PathInvalid" });
    const body = await readQuery(c);
    if (!body.ok) return body.response;
    const viewer = await viewerOf(c);
    if (viewer === null) return contentFail(c, 401, "Unauthenticated");
    const result = await queryContent().answer(path, body.value, viewer);
    if (result.isErr()) return errorResponse(c, result.error);
    if (viewer.memberId !== null) c.header("Cache-Control", "private, no-store");
    // The version says which answer this is, for this viewer (whether they may read premium bodies is part of it):
    // the same tag is the same bytes, whoever asks.
    const tag = strongEntityTag(createHash("sha256").update(`${build}\n${result.value.version}`).digest("base64url"));
    c.header("ETag", tag);
    if (noneMatchNames(c.req.header("if-none-match"), tag)) return c.body(null, unchangedStatus(c.req.method));
    let json = serialized.get(tag);
    if (json === undefined) {
      json = JSON.stringify(result.value.response());
      serialized.set(tag, json, json.length);
    }
    return c.body(json, 200, { "Content-Type": "application/json" });
  };
  mount(app, docs, CONTENT_QUERY, handler);
  return app;
}
