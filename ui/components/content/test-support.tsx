// Renders content components the way a page does (router, app context, Lingui) for unit tests.
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { renderToStaticMarkup } from "react-dom/server";
import type { Locale } from "../../../domain/locale/locale.ts";
import { AppProvider, DEFAULT_APP_CONTEXT } from "../../composition/app-context.tsx";
import { loadCatalog } from "../../i18n/catalogs.ts";

export async function renderHtml(node: ReactNode, locale: Locale = "fr"): Promise<string> {
  await loadCatalog(locale);
  return renderToStaticMarkup(
    <MemoryRouter>
      <AppProvider value={{ ...DEFAULT_APP_CONTEXT, locale }}>{node}</AppProvider>
    </MemoryRouter>,
  );
}
