// The API client of the web app (§7 calls, §8 error policy), on ofetch. The same class runs in the
// browser (cookies travel by themselves) and during SSR (the visitor's cookies are forwarded through a
// CookieBridge, and cookies the API sets are passed on to the page response).
import { errAsync, okAsync, ResultAsync } from "neverthrow";
import { createFetch, type FetchResponse } from "ofetch";
import * as v from "valibot";
import { defaultRequestHeaders } from "../../../domain/http/headers.ts";
import { decideHttpError } from "../../../domain/http/error-policy.ts";
import { sharedCacheMayKeep, unchangedStatus } from "../../../domain/http/entity-tags.ts";
import type { Lru } from "../../../domain/http/lru.ts";
import { messageFor } from "../../../domain/http/messages.ts";
import { ACCOUNT_SITE_LOGOUT, destinationHref } from "../../../domain/account/destination.ts";
import type { ApiCall, ApiClient, ApiFailure } from "../../../application/web/http/ports.ts";

export interface CookieBridge {
  cookieHeader(): string;
  absorb(setCookieHeaders: readonly string[]): void;
}

/** An answer a web server keeps for a validated call (docs/decisions/042): its ETag, and the answer as checked. */
export interface KeptAnswer {
  tag: string;
  /** The answer as its schema gave it, frozen through and through: every request that uses it gets this object. */
  value: unknown;
}

export interface OfetchApiClientOptions {
  /** Absolute base URL of the API (SSR) or a same-origin path like "/api" (browser). */
  baseUrl: string;
  /** Account site for the §8 redirects (/logout, /profiling). */
  accountSiteUrl: string;
  /** Whether the viewer is logged in (decides the 401 handling). */
  loggedIn: () => boolean;
  fetch?: typeof fetch;
  cookies?: CookieBridge;
  /** §8: every HTTP error but 404 is reported. */
  report?: (failure: { status: number; path: string; code: string | null }) => void;
  /** Browser: leave for the account site's /logout after a refused session. */
  onLoggedOut?: (redirectTo: string) => void;
  /** §7 evaluation flag header value. */
  evaluation?: boolean;
  /** ms before a call is abandoned. */
  timeoutMs?: number;
  /**
   * The server render's answers of validated calls (ApiCall.validated), shared by the requests of a process, bounded
   * by their characters: each call is sent again with the kept answer's ETag in If-None-Match, and the kept answer is
   * used only when the API says it is unchanged (docs/decisions/042). Kept by the request alone, not by who asks: the
   * API's tag is that of the answer for the viewer who asks (whether they may read premium bodies is part of it), so a
   * kept answer is used only for a viewer whose answer it is. An answer that a shared cache may not keep (a member's:
   * `private, no-store`) is not kept.
   */
  answers?: Lru<KeptAnswer>;
}

const ErrorBody = v.object({
  error: v.object({ code: v.string(), message: v.string(), fields: v.optional(v.record(v.string(), v.string())) }),
});

export const REFRESH_PATH = "/refresh-token";

export class OfetchApiClient implements ApiClient {
  private readonly $fetch: ReturnType<typeof createFetch>;
  private refreshing: Promise<boolean> | null = null;

  constructor(private readonly options: OfetchApiClientOptions) {
    this.$fetch = createFetch({
      fetch: options.fetch ?? globalThis.fetch,
      Headers: globalThis.Headers,
      AbortController: globalThis.AbortController,
    });
  }

  request<S extends v.GenericSchema>(call: ApiCall<S>): ResultAsync<v.InferOutput<S>, ApiFailure> {
    return this.send(call, false);
  }

  private send<S extends v.GenericSchema>(
    call: ApiCall<S>,
    replayed: boolean,
  ): ResultAsync<v.InferOutput<S>, ApiFailure> {
    const answers = call.validated === true ? this.options.answers : undefined;
    const key = answers ? answerKey(this.options.baseUrl, call) : "";
    const kept = answers?.get(key);
    return this.raw(call, kept?.tag).andThen((response): ResultAsync<v.InferOutput<S>, ApiFailure> => {
      // The API found the tag we sent: the kept answer is the answer (RFC 9110 §13.1.2).
      if (kept !== undefined && response.status === unchangedStatus(call.method))
        return okAsync(kept.value as v.InferOutput<S>);
      if (response.ok) {
        const parsed = v.safeParse(call.schema, response._data ?? null);
        if (!parsed.success)
          return errAsync({ type: "InvalidResponse", status: response.status, message: messageFor(null) });
        if (!answers) return okAsync(parsed.output);
        // Frozen whether kept or not, so that code changing an answer fails in every case, not only once shared.
        const characters = freezeThrough(parsed.output);
        const tag = response.headers.get("etag");
        if (tag !== null && sharedCacheMayKeep(response.headers.get("cache-control")))
          answers.set(key, { tag, value: parsed.output }, characters);
        return okAsync(parsed.output);
      }
      return this.onError(call, response, replayed);
    });
  }

  private onError<S extends v.GenericSchema>(
    call: ApiCall<S>,
    response: FetchResponse<unknown>,
    replayed: boolean,
  ): ResultAsync<v.InferOutput<S>, ApiFailure> {
    const body = v.safeParse(ErrorBody, response._data);
    const code = body.success ? body.output.error.code : null;
    const summary = body.success ? body.output.error.message : null;
    const decision = decideHttpError({
      status: response.status,
      isRefreshCall: call.path === REFRESH_PATH,
      loggedIn: this.options.loggedIn(),
      alreadyReplayed: replayed,
      summary,
    });
    if (decision.report) this.options.report?.({ status: response.status, path: call.path, code });
    const action = decision.action;
    switch (action.type) {
      case "refreshThenReplay":
        return ResultAsync.fromSafePromise(this.refresh()).andThen((refreshed) =>
          refreshed ? this.send(call, true) : this.loggedOut(decision.message),
        );
      case "logout":
        return this.loggedOut(decision.message);
      case "redirectToProfiling":
        return errAsync({
          type: "ProfilingRequired",
          redirectTo: destinationHref(action.redirect, this.options.accountSiteUrl),
          message: decision.message,
        });
      default:
        return errAsync({
          type: "HttpError",
          status: response.status,
          code,
          summary,
          message: decision.message,
          fields: body.success ? (body.output.error.fields ?? {}) : {},
        });
    }
  }

  /** One refresh shared by every call that met a 401 at the same time. */
  private refresh(): Promise<boolean> {
    this.refreshing ??= this.raw({ method: "POST", path: REFRESH_PATH, body: {}, schema: v.unknown() })
      .map((response) => response.ok)
      .unwrapOr(false)
      .finally(() => {
        this.refreshing = null;
      });
    return this.refreshing;
  }

  private loggedOut<T>(message: ApiFailure["message"]): ResultAsync<T, ApiFailure> {
    const redirectTo = destinationHref(ACCOUNT_SITE_LOGOUT, this.options.accountSiteUrl);
    this.options.onLoggedOut?.(redirectTo);
    return errAsync({ type: "LoggedOut", redirectTo, message });
  }

  /** `ifNoneMatch`: the ETag of the answer kept for this call. */
  private raw(call: ApiCall<v.GenericSchema>, ifNoneMatch?: string): ResultAsync<FetchResponse<unknown>, ApiFailure> {
    const headers: Record<string, string> = { ...defaultRequestHeaders(this.options.evaluation ?? false) };
    if (call.body !== undefined) headers["Content-Type"] = "application/json";
    if (ifNoneMatch !== undefined) headers["If-None-Match"] = ifNoneMatch;
    const cookie = this.options.cookies?.cookieHeader();
    if (cookie) headers.Cookie = cookie;
    const query = call.query
      ? Object.fromEntries(
          Object.entries(call.query)
            .filter(([, value]) => value !== undefined && value !== null)
            .map(([key, value]) => [key, Array.isArray(value) ? value.join(",") : String(value)]),
        )
      : undefined;
    return ResultAsync.fromPromise(
      this.$fetch.raw(call.path, {
        baseURL: this.options.baseUrl,
        method: call.method,
        query,
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        headers,
        credentials: "same-origin",
        ignoreResponseError: true,
        retry: 0,
        timeout: this.options.timeoutMs ?? 15_000,
        responseType: "json",
        parseResponse: parseBody,
      }),
      (): ApiFailure => ({ type: "NetworkError", message: messageFor(null) }),
    ).map((response) => {
      const setCookies = response.headers.getSetCookie?.() ?? [];
      if (setCookies.length > 0) this.options.cookies?.absorb(setCookies);
      return response;
    });
  }
}

/** A validated call as a key of the kept answers: everything the request says but who asks (see `answers`). */
function answerKey(baseUrl: string, call: ApiCall<v.GenericSchema>): string {
  return JSON.stringify([baseUrl, call.method, call.path, call.query ?? null, call.body ?? null]);
}

/**
 * Freezes a JSON value and everything in it (an answer shared by every request that uses it must not change), and
 * tells its size: the characters of its strings and keys, and 8 for any other value.
 */
function freezeThrough(value: unknown): number {
  if (typeof value === "string") return value.length;
  if (typeof value !== "object" || value === null) return 8;
  Object.freeze(value);
  let size = 8;
  if (Array.isArray(value)) for (const item of value) size += freezeThrough(item);
  else for (const [name, item] of Object.entries(value)) size += name.length + freezeThrough(item);
  return size;
}

/**
 * The API answers JSON: read with JSON.parse. ofetch's default parser (destr) first runs regular expressions over
 * every body to guard against prototype keys, 4 % of an uncached course render's CPU (a 178 kB answer; issue 14,
 * docs/decisions/032); the answers are validated by their valibot schemas, which build new objects of the known
 * keys only. A body that is not JSON (a proxy's error page, an empty answer) stays text, as destr kept it.
 */
function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
