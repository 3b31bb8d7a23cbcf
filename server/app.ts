// One Hono app for the whole process: /api, the client assets, then server rendering.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { secureHeaders } from "hono/secure-headers";
import type { DependencyContainer } from "tsyringe";
import { createRequestHandler, type RequestHandler, type ServerBuild } from "react-router";
import { createApiApp } from "../adapters/api/http/api-app.ts";
import { apiError } from "../adapters/api/http/errors.ts";
import { publicWebConfig, type Config } from "./config.ts";
import { describeError, type Logger } from "./logger.ts";
import { clientAssets } from "./static.ts";

export interface WebEntryModule {
  /** Exported by ui/entry.server.tsx: the per-request context the web app's middleware reads. */
  createLoadContext(runtime: { config: ReturnType<typeof publicWebConfig>; apiFetch: typeof fetch }): unknown;
}

export interface AppOptions {
  config: Config;
  container: DependencyContainer;
  logger: Logger;
  version: string;
  /** The React Router server build, or a function returning the current one (dev). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Directory of the built client assets; null when Vite serves them (dev). */
  clientDir: string | null;
  mode: "production" | "development";
}

export function createApp(options: AppOptions) {
  const { config, container, logger, version } = options;
  const app = new Hono();
  app.use(
    "*",
    secureHeaders({
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: "same-site",
      strictTransportSecurity: config.secureCookies ? "max-age=31536000; includeSubDomains" : false,
      xFrameOptions: "SAMEORIGIN",
      referrerPolicy: "strict-origin-when-cross-origin",
    }),
  );

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
  app.route("/api", api);
  // A sub-app's notFound handler does not apply once mounted: unknown /api paths end here.
  app.all("/api/*", (c) => apiError(c, 404, "NotFound", `No API route for ${c.req.method} ${c.req.path}`));

  if (options.clientDir) for (const handler of clientAssets(options.clientDir)) app.use("*", handler);

  const webConfig = publicWebConfig(config);

  const handlers = new WeakMap<ServerBuild, RequestHandler>();
  app.all("*", async (c) => {
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
      return await handle(c.req.raw, entry.createLoadContext({ config: webConfig, apiFetch }) as never);
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
