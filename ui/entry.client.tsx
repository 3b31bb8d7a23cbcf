// Browser entry: load the page's catalog first, then hydrate the server-rendered document.
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { parseStoredLocale } from "../domain/locale/locale.ts";
import { loadCatalog } from "./i18n/catalogs.ts";

const locale = parseStoredLocale(document.documentElement.lang) ?? "fr";
await loadCatalog(locale);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
