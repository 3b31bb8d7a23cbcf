// Browser entry: load the page's catalogs first (named on <html> by the root layout), then hydrate the document.
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { parseStoredLocale } from "../domain/locale/locale.ts";
import { catalogNames } from "./i18n/areas.ts";
import { loadCatalog } from "./i18n/catalogs.ts";
import { registerServiceWorkerAfterLoad } from "./offline/register-service-worker.ts";

const locale = parseStoredLocale(document.documentElement.lang) ?? "fr";
await loadCatalog(locale, catalogNames(document.documentElement.dataset.catalogs ?? ""));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

registerServiceWorkerAfterLoad();
