// The metadata polyfill tsyringe needs must run before any decorated use case is evaluated. React Router
// evaluates the route modules (root first) before ui/entry.client.tsx, so it is imported here, first.
import "./composition/reflect-metadata.ts";
import type { ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "react-router";
import { LoadSiteContext } from "../application/web/site/load-site-context.ts";
import { requiresProfile } from "../domain/account/member-pages.ts";
import { THEME_COLORS } from "../domain/layout/tokens.ts";
import { DEFAULT_LOCALE, type Locale } from "../domain/locale/locale.ts";
import { DEFAULT_READING_COMFORT, readingComfortAttributes } from "../domain/reading-comfort/reading-comfort.ts";
import { WEB_APP_MANIFEST_PATH } from "../domain/offline/web-app-manifest.ts";
import type { Route } from "./+types/root";
import { ChromeRuntime, ChunkErrorReload } from "./components/chrome/ChromeRuntime.tsx";
import { deferredPart } from "./components/chrome/deferred-part.tsx";
import { serverRenderedPart } from "./components/server-rendered-part.tsx";
import { OfflineErrorReload, OfflineIndicator } from "./components/chrome/OfflineIndicator.tsx";
import { requestContainer, requestContainerMiddleware } from "./composition/server-container.ts";
import { runtimeContext } from "./composition/context.ts";
import { pageUrl } from "./composition/page-url.ts";
import { AppProvider, DEFAULT_APP_CONTEXT, type AppContextValue } from "./composition/app-context.tsx";
import { catalogsForRoutes } from "./i18n/areas.ts";
import appStyles from "./styles/app.css?url";

// Parts that show nothing before the visitor acts (a navigation's loading bar; the link prefetch and a member's
// review outbox, which start at the deferred start anyway): their code comes at the deferred start (ADR 032,
// addendum "Session 8").
const LoadingBar = deferredPart(() => import("./components/chrome/LoadingBar.tsx").then((m) => m.LoadingBar));
const LinkPrefetch = deferredPart(() => import("./components/chrome/LinkPrefetch.tsx").then((m) => m.LinkPrefetch));
const ReviewOutboxSync = deferredPart(() =>
  import("./components/chrome/ReviewOutboxSync.tsx").then((m) => m.ReviewOutboxSync),
);
// The error page in a chunk of its own: a page without error never loads it; a page with one waits for it to hydrate.
// A chunk that cannot load (a release replaced it) reloads the page, as a route's chunk does.
const ErrorPage = serverRenderedPart(() =>
  import("./components/ErrorPage.tsx").then(
    (m) => m.ErrorPage,
    (loadError: unknown) =>
      function ErrorPageUnavailable() {
        return <ChunkErrorReload error={loadError} />;
      },
  ),
);

export const middleware: Route.MiddlewareFunction[] = [requestContainerMiddleware];

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: appStyles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // Issue 12: the installable app (ADR 021).
  { rel: "manifest", href: WEB_APP_MANIFEST_PATH },
  { rel: "apple-touch-icon", href: "/icons/icon-192.png" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const site = await requestContainer(context)
    .resolve(LoadSiteContext)
    .execute({ url, header: (name) => request.headers.get(name) })
    .match(
      (value) => value,
      (never) => never,
    );
  // Issue 15: a member without profile is sent to profiling from the member pages only; public pages stay readable.
  if (site.redirectTo && requiresProfile(url.pathname)) throw redirect(site.redirectTo, 302);
  const { config } = context.get(runtimeContext);
  return { ...site, config };
}

/** The root data changes with a form submission (login, logout…), the language or the country only. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  const changed = (name: string) => currentUrl.searchParams.get(name) !== nextUrl.searchParams.get(name);
  return changed("lang") || changed("country") || changed("promocode");
};

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const locale: Locale = data?.locale ?? DEFAULT_LOCALE;
  // The page's message catalogs (common + its area's); ui/entry.client.tsx reads them from <html> to hydrate.
  const catalogs = catalogsForRoutes(useMatches().map((match) => match.id));
  const app: AppContextValue = data
    ? {
        locale,
        config: data.config,
        region: data.region,
        session: data.session,
        offersAvailable: data.offersAvailable,
        promocode: data.promocode,
        banners: data.banners,
      }
    : DEFAULT_APP_CONTEXT;
  return (
    // Issue 30: the reader's comfort settings (text size, spacing, font, motion) come with the page.
    <html
      lang={locale}
      dir="ltr"
      data-catalogs={catalogs.join(" ")}
      {...readingComfortAttributes(data?.comfort ?? DEFAULT_READING_COMFORT)}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLORS.primary} />
        <Meta />
        <Links />
      </head>
      <body>
        <AppProvider value={app} catalogs={catalogs}>
          <LoadingBar />
          <OfflineIndicator />
          {children}
          <ChromeRuntime />
          <LinkPrefetch />
          {data?.session.loggedIn ? <ReviewOutboxSync /> : null}
        </AppProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <>
      <ChunkErrorReload error={error} />
      <OfflineErrorReload error={error} />
      <ErrorPage error={error} />
    </>
  );
}
