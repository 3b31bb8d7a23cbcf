// Everything a component needs around it in Storybook and in the story tests:
// a router, the app context (locale, configuration, region) and the Lingui catalog.
import type { Decorator } from "@storybook/react";
import { useState, type ReactNode } from "react";
import { createMemoryRouter, MemoryRouter, RouterProvider, type ActionFunction } from "react-router";
import type { Locale } from "../../domain/locale/locale.ts";
import { AppProvider, DEFAULT_APP_CONTEXT } from "../../ui/composition/app-context.tsx";
import type { WebConfig } from "../../ui/composition/context.ts";
import { PERSONA_SESSIONS, type Persona } from "./personas.ts";
import { loadCatalog } from "../../ui/i18n/catalogs.ts";

/**
 * A data router (fetchers, actions) around a story whose component posts through a fetcher: parameters.action
 * answers every post, as the route's action would.
 */
function DataRouterFrame({ path, action, children }: { path: string; action: ActionFunction; children: ReactNode }) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: "*", element: children, action }], { initialEntries: [path] }),
  );
  return <RouterProvider router={router} />;
}

export const withApp: Decorator = (Story, context) => {
  const locale = (context.globals.locale as Locale | undefined) ?? "fr";
  // The reader's theme (issue 30), as the server renders it on <html>: "system" follows the device.
  const theme = (context.globals.theme as string | undefined) ?? "system";
  if (theme === "system") document.documentElement.removeAttribute("data-theme");
  else document.documentElement.setAttribute("data-theme", theme);
  const path = (context.parameters.path as string | undefined) ?? "/";
  const action = context.parameters.action as ActionFunction | undefined;
  const app = (
    <AppProvider
      value={{
        ...DEFAULT_APP_CONTEXT,
        // parameters.config: what the story's configuration changes (APP_LISTED: the app's store listings).
        config: { ...DEFAULT_APP_CONTEXT.config, ...(context.parameters.config as Partial<WebConfig> | undefined) },
        locale,
        region: (context.parameters.region as string | undefined) ?? "FR",
        session: PERSONA_SESSIONS[(context.globals.persona as Persona | undefined) ?? "visitor"],
        offersAvailable: (context.parameters.offersAvailable as boolean | undefined) ?? true,
        banners: {
          ...DEFAULT_APP_CONTEXT.banners,
          ...(context.parameters.banners as Partial<typeof DEFAULT_APP_CONTEXT.banners> | undefined),
        },
      }}
    >
      <Story />
    </AppProvider>
  );
  return action ? (
    <DataRouterFrame path={path} action={action}>
      {app}
    </DataRouterFrame>
  ) : (
    <MemoryRouter initialEntries={[path]}>{app}</MemoryRouter>
  );
};

/**
 * Issue 15: the web configuration of an app listed on both stores (parameters.config); without it, a story runs with
 * the default configuration, where the app is listed nowhere (no badge, QR code nor app-recommendation popin).
 */
export const APP_LISTED: Partial<WebConfig> = {
  appStoreUrl: "https://apps.apple.com/fr/app/revizo/id6450000001",
  googlePlayUrl: "https://play.google.com/store/apps/details?id=fr.revizo.app",
};

/** Loads both catalogs before any story renders. */
export const loadCatalogs = async () => {
  await Promise.all([loadCatalog("fr"), loadCatalog("en")]);
  return {};
};
