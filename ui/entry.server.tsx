// Server rendering entry: streams HTML (waiting for everything for bots), provides the per-request context the web
// app's middleware reads (see ui/composition/context.ts), and hands the components the request's container
// (ui/composition/server-container.ts): the browser's container (browser-container.ts) is never built here.
import { PassThrough, pipeline } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { RouterContextProvider, ServerRouter, type EntryContext } from "react-router";
import { loadCatalog } from "./i18n/catalogs.ts";
import { pageBodyHtmlContext, runtimeContext, type WebRuntime } from "./composition/context.ts";
import { ServerBodyHtml } from "./components/content/PageBodyHtml.tsx";
import { UseCaseContainerProvider } from "./composition/hooks.ts";
import { renderContainer } from "./composition/server-container.ts";
import { modulesAfterFirstPaintStream } from "./composition/modules-after-first-paint.ts";

export const streamTimeout = 5_000;

// Both catalogs are loaded once per process; each request gets its own i18n instance.
await Promise.all([loadCatalog("fr"), loadCatalog("en")]);

/**
 * The context of one request. A document render (any request but a router data request, `….data`) gets the map in
 * which the document routes leave the body's HTML for the render, out of their data (docs/decisions/012).
 */
export function createLoadContext(runtime: WebRuntime, request: { data: boolean }): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(runtimeContext, runtime);
  if (!request.data) context.set(pageBodyHtmlContext, new Map());
  return context;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> {
  // Issue 14: the response's CSP nonce, on every inline script React Router and React write (ServerRouter hands it
  // to <Links>, <Scripts> and <ScrollRestoration>; React puts it on its streaming scripts).
  const { nonce } = loadContext.get(runtimeContext);
  if (request.method.toUpperCase() === "HEAD") {
    return Promise.resolve(new Response(null, { status: responseStatusCode, headers: responseHeaders }));
  }
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <UseCaseContainerProvider container={renderContainer(loadContext, request)}>
        <ServerBodyHtml value={loadContext.get(pageBodyHtmlContext) ?? new Map()}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </ServerBodyHtml>
      </UseCaseContainerProvider>,
      {
        nonce,
        // A Suspense boundary complete when React writes it stays inline, whatever its size (ADR 032, addendum
        // "Session 8"): by default React moves one over about 12.8 kB (the footer, the header's menus) behind a
        // hidden <div> that a script reveals, which a page without JavaScript never shows.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          for (const href of pageStylesheets(routerContext))
            responseHeaders.append("Link", `<${href}>; rel=preload; as=style`);
          // No module is fetched before the first paint (docs/decisions/033-modules-after-first-paint.md).
          // A client that leaves before the end cancels the response, which destroys `body` with an AbortError:
          // without a listener, that error ended the process (even once the render had written everything, body
          // still holding the unread rest). The client's leaving is no error to report. pipeline, not .pipe:
          // the transform is destroyed with body, and React, listening on its destination, stops the render.
          body.on("error", () => undefined);
          pipeline(pipe(modulesAfterFirstPaintStream()), body, () => undefined);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/**
 * The stylesheets of the matched routes (root links and the routes' CSS chunks). Announced in a `Link` header so the
 * browser fetches them, render-blocking as they are, before the page's JavaScript (whose modulepreload links React
 * puts first in the document head).
 */
export function pageStylesheets(context: EntryContext): string[] {
  const hrefs = new Set<string>();
  for (const match of context.staticHandlerContext.matches) {
    const id = match.route.id;
    const links = context.routeModules[id]?.links?.() ?? [];
    for (const link of links) if ("rel" in link && link.rel === "stylesheet" && link.href) hrefs.add(link.href);
    for (const href of context.manifest.routes[id]?.css ?? []) hrefs.add(href);
  }
  return [...hrefs];
}
