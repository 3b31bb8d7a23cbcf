import "reflect-metadata";
import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import { ResolveLocale } from "../application/web/locale/resolve-locale.ts";
import { DEFAULT_LOCALE, type Locale } from "../domain/locale/locale.ts";
import type { Route } from "./+types/root";
import { ErrorPage } from "./components/ErrorPage.tsx";
import { requestContainer, requestContainerMiddleware } from "./composition/server-container.ts";
import { runtimeContext } from "./composition/context.ts";
import { AppProvider, DEFAULT_WEB_CONFIG } from "./composition/app-context.tsx";
import { loadCatalog } from "./i18n/catalogs.ts";
import appStyles from "./styles/app.css?url";

export const middleware: Route.MiddlewareFunction[] = [requestContainerMiddleware];

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: appStyles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestContainer(context)
    .resolve(ResolveLocale)
    .execute({ url: new URL(request.url), acceptLanguage: request.headers.get("accept-language") });
  const { config } = context.get(runtimeContext);
  return { locale, config };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  // A navigation may switch language: its catalog must be there before rendering.
  const data = await serverLoader();
  await loadCatalog(data.locale);
  return data;
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const locale: Locale = data?.locale ?? DEFAULT_LOCALE;
  const app = { locale, config: data?.config ?? DEFAULT_WEB_CONFIG, region: "FR" };
  return (
    <html lang={locale} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d3fbb" />
        <Meta />
        <Links />
      </head>
      <body>
        <AppProvider value={app}>{children}</AppProvider>
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
  return <ErrorPage error={error} />;
}
