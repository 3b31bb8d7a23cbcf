// Issue 12 "Offline": the service worker is registered by the production build only (never in development,
// Storybook or unit tests), once the page has loaded, so it never competes with the page's own first requests.
// Its scope is the whole site: it is served from the root (/sw.js, docs/decisions/021-offline-pwa.md).
// The page that registers it was loaded before the worker ran: once the worker is active, the page hands it its own
// address and the assets it loaded, and the worker keeps them by its usual rule (a private page is not kept).

export function registerServiceWorkerAfterLoad(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => {
    // A page loaded under the worker was kept as it loaded; only a page loaded without it is handed over.
    const loadedUnderWorker = navigator.serviceWorker.controller !== null;
    navigator.serviceWorker
      .register("/sw.js", { scope: "/" })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        if (loadedUnderWorker) return;
        registration.active?.postMessage({ type: "CACHE_URLS", payload: { urlsToCache: pageAndAssets() } });
      })
      .catch(() => {
        // No service worker (private mode, a browser policy): the site works online as before.
      });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

/** This page (asked as a document) and the build assets it loaded. */
function pageAndAssets(): (string | [string, RequestInit])[] {
  const assets = performance
    .getEntriesByType("resource")
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${location.origin}/assets/`));
  return [[location.href, { headers: { Accept: "text/html" } }], ...new Set(assets)];
}
