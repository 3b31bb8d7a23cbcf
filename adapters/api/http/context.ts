// The Hono environment of /api routes, and the helpers every route uses: errors, body and query parsing,
// client address.
import type { IncomingMessage } from "node:http";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import * as v from "valibot";
import type { AuthenticatedMember } from "../../../application/api/account/auth/authenticate.ts";
import { apiErrorMessage, type ApiErrorBody } from "../../../application/contracts/errors.ts";
import { requestLocale } from "./errors.ts";
import type { HttpSettings } from "./settings.ts";

export type ApiEnv = {
  Bindings: { incoming?: IncomingMessage };
  Variables: { member: AuthenticatedMember };
};
export type ApiContext = Context<ApiEnv>;

/** Answers `{ error: { code, message, fields? } }` with the catalog's message in the request's locale, never cached. */
export function fail(c: Context, status: ContentfulStatusCode, code: string, fields?: Record<string, string>) {
  const message = apiErrorMessage(code, requestLocale(c.req.header("accept-language")));
  const body: ApiErrorBody = { error: fields ? { code, message, fields } : { code, message } };
  c.header("Cache-Control", "no-store");
  return c.json(body, status);
}

/** 429 with Retry-After. */
export function tooMany(c: Context, retryAfterSeconds: number) {
  c.header("Retry-After", String(Math.max(1, Math.ceil(retryAfterSeconds))));
  return fail(c, 429, "TooManyRequests");
}

const CODE_LIKE = /^[A-Z][A-Za-z]{2,40}$/;

/** valibot issues as field codes: UnknownField, Required, a rule's own code, or Invalid. */
export function issuesToFields(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? "body";
    if (fields[path]) continue;
    if (issue.expected === "never") fields[path] = "UnknownField";
    else if (issue.input === undefined && issue.kind === "schema") fields[path] = "Required";
    else fields[path] = CODE_LIKE.test(issue.message) ? issue.message : "Invalid";
  }
  return fields;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

/**
 * Reads a JSON body and checks it against a contract schema (unknown fields are refused by the strict
 * schemas). `optional`: an empty body counts as `{}`.
 */
export async function readJson<TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
  options: { optional?: boolean } = {},
): Promise<Parsed<v.InferOutput<TSchema>>> {
  const raw = await c.req.text();
  let data: unknown = {};
  if (raw.trim() !== "" || !options.optional) {
    const type = c.req.header("content-type") ?? "";
    if (!/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type))
      return { ok: false, response: fail(c, 415, "UnsupportedMediaType") };
    try {
      data = JSON.parse(raw);
    } catch {
      return { ok: false, response: fail(c, 400, "InvalidJson") };
    }
  }
  return check(c, schema, data);
}

/** Checks the query string (single values) against a strict contract schema. */
export function readQuery<TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
): Parsed<v.InferOutput<TSchema>> {
  const url = new URL(c.req.url);
  const query: Record<string, string> = {};
  const repeated: Record<string, string> = {};
  for (const [key, value] of url.searchParams) {
    if (key in query) repeated[key] = "Repeated";
    query[key] = value;
  }
  if (Object.keys(repeated).length > 0) return { ok: false, response: fail(c, 400, "ValidationFailed", repeated) };
  return check(c, schema, query);
}

/**
 * Whether a string can be stored as sent: no NUL character (PostgreSQL text and jsonb refuse it) and well-formed
 * Unicode (a lone surrogate has no UTF-8 form: jsonb refuses it, text would silently turn it into U+FFFD).
 */
function storable(text: string): boolean {
  return !text.includes("\u0000") && text.isWellFormed();
}

/** The path of the first string (value or key) that cannot be stored as sent, or null. */
export function unstorablePath(value: unknown, path = ""): string | null {
  if (typeof value === "string") return storable(value) ? null : path || "body";
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unstorablePath(item, path ? `${path}.${index}` : String(index));
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const found = storable(key) ? unstorablePath(item, path ? `${path}.${key}` : key) : path || "body";
      if (found) return found;
    }
  }
  return null;
}

function check<TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
  data: unknown,
): Parsed<v.InferOutput<TSchema>> {
  const unstorable = unstorablePath(data);
  if (unstorable) return { ok: false, response: fail(c, 400, "ValidationFailed", { [unstorable]: "Invalid" }) };
  const result = v.safeParse(schema, data);
  if (result.success) return { ok: true, value: result.output };
  return { ok: false, response: fail(c, 400, "ValidationFailed", issuesToFields(result.issues)) };
}

/** The client's address: the socket's, or the last X-Forwarded-For hop behind a trusted proxy. */
export function clientIp(c: ApiContext, settings: Pick<HttpSettings, "trustProxy">): string | null {
  if (settings.trustProxy) {
    const hops = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((hop) => hop.trim())
      .filter(Boolean);
    const last = hops.at(-1);
    if (last) return last;
  }
  return c.env?.incoming?.socket?.remoteAddress ?? null;
}
