// The API client of the web app (§7 calls, §8 error policy), on ofetch. The same class runs in the
// browser (cookies travel by themselves) and during SSR (the visitor's cookies are forwarded through a
// CookieBridge, and cookies the API sets are passed on to the page response).
import { errAsync, okAsync, ResultAsync } from "neverthrow";
import { createFetch, type FetchResponse } from "ofetch";
import * as v from "valibot";
import { defaultRequestHeaders } from "../../../domain/http/headers.ts";
import { decideHttpError } from "../../../domain/http/error-policy.ts";
import { messageFor } from "../../../domain/http/messages.ts";
import { ACCOUNT_SITE_LOGOUT, destinationHref } from "../../../domain/account/destination.ts";
import type { ApiCall, ApiClient, ApiFailure } from "../../../application/web/http/ports.ts";

export interface CookieBridge {
  cookieHeader(): string;
  absorb(setCookieHeaders: readonly string[]): void;
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
    return this.raw(call).andThen((response): ResultAsync<v.InferOutput<S>, ApiFailure> => {
      if (response.ok) {
        const parsed = v.safeParse(call.schema, response._data ?? null);
        return parsed.success
          ? okAsync(parsed.output)
          : errAsync({ type: "InvalidResponse", status: response.status, message: messageFor(null) });
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

  private raw(call: ApiCall<v.GenericSchema>): ResultAsync<FetchResponse<unknown>, ApiFailure> {
    const headers: Record<string, string> = { ...defaultRequestHeaders(this.options.evaluation ?? false) };
    if (call.body !== undefined) headers["Content-Type"] = "application/json";
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
