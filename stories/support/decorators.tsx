// Everything a component needs around it in Storybook and in the story tests:
// a router, the app context (locale, configuration, region) and the Lingui catalog.
import type { Decorator } from "@storybook/react";
import { MemoryRouter } from "react-router";
import type { Locale } from "../../domain/locale/locale.ts";
import { AppProvider, DEFAULT_APP_CONTEXT } from "../../ui/composition/app-context.tsx";
import { PERSONA_SESSIONS, type Persona } from "./personas.ts";
import { loadCatalog } from "../../ui/i18n/catalogs.ts";

export const withApp: Decorator = (Story, context) => {
  const locale = (context.globals.locale as Locale | undefined) ?? "fr";
  const path = (context.parameters.path as string | undefined) ?? "/";
  return (
    <MemoryRouter initialEntries={[path]}>
      <AppProvider
        value={{
          ...DEFAULT_APP_CONTEXT,
          locale,
          region: (context.parameters.region as string | undefined) ?? "FR",
          session: PERSONA_SESSIONS[(context.globals.persona as Persona | undefined) ?? "visitor"],
          offersAvailable: (context.parameters.offersAvailable as boolean | undefined) ?? true,
        }}
      >
        <Story />
      </AppProvider>
    </MemoryRouter>
  );
};

/** Loads both catalogs before any story renders. */
export const loadCatalogs = async () => {
  await Promise.all([loadCatalog("fr"), loadCatalog("en")]);
  return {};
};
