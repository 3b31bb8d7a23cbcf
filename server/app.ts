// One Hono app for the whole process: /api, then server rendering (the client assets and the pages the render
// cache keeps are answered before it: server/runtime.ts).
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { secureHeaders } from "hono/secure-headers";
import type { DependencyContainer } from "tsyringe";
import { createRequestHandler, type RequestHandler, type ServerBuild } from "react-router";
import { createApiApp } from "../adapters/api/http/api-app.ts";
import { apiError } from "../adapters/api/http/errors.ts";
import { HttpSettingsToken, type HttpSettings } from "../adapters/api/http/settings.ts";
import { cacheHeadersFor } from "../domain/http/cache-policy.ts";
import { refuseForeignRequest } from "../domain/http/request-origin.ts";
import { publicWebConfig, type Config } from "./config.ts";
import { describeError, type Logger } from "./logger.ts";
import { contentSecurityPolicy, newNonce, PERMISSIONS_POLICY } from "./security-headers.ts";
import type { RenderCache } from "./render-cache.ts";
import { API_PREFIX } from "../application/contracts/http.ts";

export interface WebEntryModule {
  /** Exported by ui/entry.server.tsx: the per-request context the web app's middleware reads. */
  createLoadContext(
    runtime: {
      config: ReturnType<typeof publicWebConfig>;
      apiFetch: typeof fetch;
      nonce: string | undefined;
    },
    request: { data: boolean },
  ): unknown;
}

export interface AppOptions {
  config: Config;
  container: DependencyContainer;
  logger: Logger;
  version: string;
  /** The React Router server build, or a function returning the current one (dev). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  /** Issue 14: the anonymous page render cache (docs/decisions/024), or null. */
  renderCache?: RenderCache | null;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Issue 14: whether a page's form action can read this body: a URL-encoded or multipart form that parses. The
 * status to answer otherwise (415: another encoding or none; 400: a form that does not parse), before any action
 * runs, so no action fails on it with a 500.
 */
async function unreadableForm(request: Request): Promise<400 | 415 | null> {
  const type = request.headers.get("content-type") ?? "";
  const urlEncoded = /^application\/x-www-form-urlencoded\s*(?:;|$)/i.test(type);
  if (!urlEncoded && !/^multipart\/form-data\s*;\s*boundary=/i.test(type)) return 415;
  if (urlEncoded) return null; // URL-encoded bodies always parse
  try {
    await request.clone().formData();
    return null;
  } catch {
    return 400;
  }
}

/**
 * Issue 14: the caching headers of a dynamic answer (docs in domain/http/cache-policy.ts), from whether the request
 * carried a session (the auth cookie, a bearer) and whether the answer sets a cookie.
 */
function applyCachePolicy(request: Request, response: Response, authCookieName: string): void {
  const cookies = request.headers.get("cookie") ?? "";
  const withSession =
    request.headers.has("authorization") ||
    cookies.split(";").some((part) => part.trim().startsWith(`${authCookieName}=`));
  const policy = cacheHeadersFor({
    withSession,
    setsCookie: response.headers.has("set-cookie"),
    routeCacheControl: response.headers.get("cache-control"),
  });
  if (policy.cacheControl === null) response.headers.delete("cache-control");
  else response.headers.set("cache-control", policy.cacheControl);
  const vary = new Set(
    (response.headers.get("vary") ?? "")
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean),
  );
  for (const name of policy.vary) vary.add(name);
  response.headers.set("vary", [...vary].join(", "));
}

/** The security headers of every answer (Hono's secureHeaders with these options). */
function secureHeadersOptions(config: Config): Parameters<typeof secureHeaders>[0] {
  return {
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: "same-site",
    strictTransportSecurity: config.secureCookies ? "max-age=31536000; includeSubDomains" : false,
    xFrameOptions: "SAMEORIGIN",
    referrerPolicy: "strict-origin-when-cross-origin",
  };
}

/**
 * The security headers the app puts on every answer, as a list: for the answers written before the app (static
 * files from memory, server/static.ts), so that they carry exactly the same ones.
 */
export async function securityHeaderList(config: Config): Promise<[string, string][]> {
  const probe = new Hono();
  probe.use("*", secureHeaders(secureHeadersOptions(config)));
  probe.get("/", (c) => c.body(null, 204));
  return [...(await probe.request("/")).headers];
}

export function createApp(options: AppOptions) {
  const { config, container, logger, version } = options;
  const renderCache = options.renderCache ?? null;
  const app = new Hono();
  // CSP nonces reach the pages of the production build; Vite's development scripts carry none.
  const withCsp = options.mode === "production";
  const httpSettings = container.resolve<HttpSettings>(HttpSettingsToken);
  // Issue 14: outermost, so that a page it keeps has every header the middleware below sets.
  if (renderCache) app.use("*", renderCache.middleware());
  app.use("*", secureHeaders(secureHeadersOptions(config)));

  // Dynamic responses (HTML, JSON) are gzipped on the fly; built assets are served precompressed.
  app.use("*", compress());

  const api = createApiApp({
    container,
    version,
    title: `${config.BRAND_NAME} API`,
    onUnexpectedError: (error, request) =>
      logger.error("api.unexpected_error", {
        ...describeError(error),
        method: request.method,
        path: new URL(request.url).pathname,
      }),
  });
  app.use(
    "/api/*",
    bodyLimit({
      maxSize: 256 * 1024,
      onError: (c) => c.json({ error: { code: "PayloadTooLarge", message: "Request body too large" } }, 413),
    }),
  );
  app.use(`${API_PREFIX}/*`, async (c, next) => {
    await next();
    applyCachePolicy(c.req.raw, c.res, config.AUTH_COOKIE_NAME);
  });
  app.route(API_PREFIX, api);
  // Form actions of the pages: bodies are small forms (a quiz's answers are the largest).
  app.use(
    "*",
    bodyLimit({
      maxSize: 256 * 1024,
      onError: (c) => c.text("Payload Too Large", 413),
    }),
  );
  // A sub-app's notFound handler does not apply once mounted: unknown /api paths end here.
  app.all("/api/*", (c) => apiError(c, 404, "NotFound", `No API route for ${c.req.method} ${c.req.path}`));

  const webConfig = publicWebConfig(config);

  const handlers = new WeakMap<ServerBuild, RequestHandler>();
  app.all("*", async (c) => {
    // Issue 14: every form action (login, checkout, quiz…) answers the origin rule of the API (ADR 009).
    if (!SAFE_METHODS.has(c.req.method)) {
      const refusal = refuseForeignRequest({
        origin: c.req.header("origin") ?? null,
        secFetchSite: c.req.header("sec-fetch-site") ?? null,
        ownOrigin: new URL(c.req.url).origin,
        allowedOrigins: httpSettings.allowedOrigins,
      });
      if (refusal !== null) {
        c.header("Cache-Control", "no-store");
        return c.text("Forbidden: this form was not sent from this site.", 403);
      }
      const unreadable = await unreadableForm(c.req.raw);
      if (unreadable !== null) {
        c.header("Cache-Control", "no-store");
        return c.text(
          unreadable === 415 ? "Unsupported Media Type: send this form as a form." : "Bad Request: unreadable form.",
          unreadable,
        );
      }
    }
    const build = typeof options.build === "function" ? await options.build() : options.build;
    let handle = handlers.get(build);
    if (!handle) handlers.set(build, (handle = createRequestHandler(build, options.mode)));
    const entry = build.entry.module as unknown as WebEntryModule;
    try {
      // In-process transport for the web app's API client during SSR (same contract as HTTP). The calls carry
      // the visitor's connection (and forwarded-for header), so per-IP limits see the visitor, not this process.
      const forwardedFor = c.req.header("x-forwarded-for");
      const apiFetch = ((input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        if (forwardedFor && !request.headers.has("x-forwarded-for"))
          request.headers.set("x-forwarded-for", forwardedFor);
        return app.fetch(request, c.env);
      }) as typeof fetch;
      const nonce = withCsp ? newNonce() : undefined;
      const response = await handle(
        c.req.raw,
        // A router data request (`….data`, a client navigation) takes the body's HTML in its data; any other
        // request is a document the server renders (docs/decisions/012).
        entry.createLoadContext(
          { config: webConfig, apiFetch, nonce },
          { data: c.req.path.endsWith(".data") },
        ) as never,
      );
      applyCachePolicy(c.req.raw, response, config.AUTH_COOKIE_NAME);
      if (nonce !== undefined && (response.headers.get("content-type") ?? "").startsWith("text/html")) {
        response.headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
        response.headers.set("Permissions-Policy", PERMISSIONS_POLICY);
      }
      return renderCache ? await renderCache.capture(c.req.raw, response, nonce) : response;
    } catch (error) {
      logger.error("ssr.unexpected_error", { ...describeError(error), path: c.req.path });
      return c.html(
        '<!doctype html><meta charset="utf-8"><title>Erreur</title><p>Une erreur est survenue. <a href="/">Accueil</a></p>',
        500,
      );
    }
  });
  return app;
}
