// Issue 12 "Offline": the service worker is registered by the production build only (never in development,
// Storybook or unit tests), once the page has loaded, so it never competes with the page's own first requests.
// Its scope is the whole site: it is served from the root (/sw.js, docs/decisions/021-offline-pwa.md).
// The page that registers it was loaded before the worker ran: once the worker is active, the page hands it the
// assets it loaded, then, once the worker says they are kept, its own address; the worker keeps them by its usual rule
// (a private page is not kept). In that order a kept page always has its scripts and stylesheets: handed over
// together, the worker fetched them side by side and could keep the page while its scripts were still on the way (a
// network lost then left a copy without the code that runs it). An asset that cannot be kept leaves the page unkept.

export function registerServiceWorkerAfterLoad(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => {
    // A page loaded under the worker was kept as it loaded; only a page loaded without it is handed over.
    const loadedUnderWorker = documentCameThroughWorker();
    navigator.serviceWorker
      .register("/sw.js", { scope: "/" })
      .then(() => navigator.serviceWorker.ready)
      .then(async (registration) => {
        const worker = registration.active;
        if (loadedUnderWorker || !worker) return;
        await keep(worker, loadedAssets());
        await keep(worker, [[location.href, { headers: { Accept: "text/html" } }]]);
      })
      .catch(() => {
        // No service worker (private mode, a browser policy): the site works online as before.
      });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

/**
 * Whether the worker answered this document's own request. Not whether it controls the page now: a worker that
 * activates while the page loads claims it (clientsClaim) after the document and its stylesheets came from the
 * network, and such a page, taken for one the worker had kept, was never kept at all (found by the offline journey:
 * a deck opened just after the sign-up's profile was missing offline). The navigation's timing says it: workerStart
 * is 0 when no worker handled the request.
 */
function documentCameThroughWorker(): boolean {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  if (navigation && "workerStart" in navigation) return navigation.workerStart > 0;
  return navigator.serviceWorker.controller !== null;
}

type UrlToCache = string | [string, RequestInit];

/**
 * Serwist's CACHE_URLS message: the worker fetches the addresses by its usual rules and answers on the port once
 * every one is kept (never, when one fails: what follows is then not handed over).
 */
function keep(worker: ServiceWorker, urlsToCache: readonly UrlToCache[]): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    worker.postMessage({ type: "CACHE_URLS", payload: { urlsToCache } }, [channel.port2]);
  });
}

/** The build assets this page loaded. */
function loadedAssets(): string[] {
  const assets = performance
    .getEntriesByType("resource")
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${location.origin}/assets/`));
  return [...new Set(assets)];
}
