// Issue 12 "Offline": the service worker (docs/decisions/021-offline-pwa.md). Built by scripts/build-service-worker.ts
// into build/client/sw.js (served from the site root with Cache-Control: no-cache, server/static.ts), with Serwist.
// What it does with a request is decided by one rule, offlineStrategy (domain/offline/request-strategy.ts):
// - the app shell is precached (the list is injected at build time in place of self.__SW_MANIFEST);
// - fingerprinted assets: cache first; other static files: stale-while-revalidate;
// - pages a member opens and their `.data`: network first (a short timeout), the cached copy offline, else the
//   offline page; account, checkout and payment pages: network only, the offline page when there is no network;
// - writes, auth and every other API call: not touched. Nothing is queued for a replay (no background sync): the
//   review outbox of the flashcards owns retries, with idempotent client ids.
// The pages and data a member opened are dropped when a session ends or begins (logout, login, sign-up).
import {
  CacheableResponsePlugin,
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type RouteMatchCallbackOptions,
} from "serwist";
import {
  endsOrStartsSession,
  OFFLINE_CACHES,
  OFFLINE_PAGE_PATH,
  offlineStrategy,
  PERSONAL_CACHES,
  type OfflineStrategy,
  type RequestFacts,
} from "../../domain/offline/request-strategy.ts";

/** The parts of the service worker global scope used here (the project compiles against the DOM library). */
interface ServiceWorkerScope {
  location: Location;
  addEventListener(type: "fetch", listener: (event: SessionFetchEvent) => void): void;
}
interface SessionFetchEvent extends Event {
  readonly request: Request;
  waitUntil(promise: Promise<unknown>): void;
}

const scope = globalThis as unknown as ServiceWorkerScope;

/** How long a page or data request may wait for the network before the cached copy answers (a slow 3G). */
const NETWORK_TIMEOUT_SECONDS = 4;
const DAY = 24 * 3600;

/**
 * A document request: the browser's navigations, and the page that registered the worker handing over its own
 * address (ui/offline/register-service-worker.ts asks it with Accept: text/html).
 */
function factsOf(request: Request, url: URL): RequestFacts {
  const navigation = request.mode === "navigate" || (request.headers.get("Accept") ?? "").startsWith("text/html");
  return { method: request.method, url, origin: scope.location.origin, navigation };
}

const when =
  (strategy: OfflineStrategy) =>
  ({ request, url }: RouteMatchCallbackOptions): boolean =>
    offlineStrategy(factsOf(request, url)) === strategy;

/** Only complete answers are kept: never a redirect, an error page or an opaque response. */
const completeOnly = () => new CacheableResponsePlugin({ statuses: [200] });

/**
 * React Router names the routes whose loaders it wants in `_routes`; which ones depends on the page the member came
 * from. Offline, the page's last data answers whichever page it was reached from.
 */
const dataKeyWithoutRoutes = {
  cacheKeyWillBeUsed: async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (!url.searchParams.has("_routes")) return request;
    url.searchParams.delete("_routes");
    return url.href;
  },
};

const serwist = new Serwist({
  precacheEntries: (self as unknown as { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined }).__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true, concurrency: 4 },
  // A new version takes over at once: the hashed assets of the old one stay in the assets cache until evicted.
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: when("asset-cache-first"),
      handler: new CacheFirst({
        cacheName: OFFLINE_CACHES.assets,
        plugins: [
          completeOnly(),
          new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true }),
        ],
      }),
    },
    {
      matcher: when("static-revalidate"),
      handler: new StaleWhileRevalidate({
        cacheName: OFFLINE_CACHES.static,
        plugins: [completeOnly(), new ExpirationPlugin({ maxEntries: 40, purgeOnQuotaError: true })],
      }),
    },
    {
      matcher: when("page-network-first"),
      handler: new NetworkFirst({
        cacheName: OFFLINE_CACHES.pages,
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        plugins: [
          completeOnly(),
          dataKeyWithoutRoutes,
          new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
        ],
      }),
    },
    {
      matcher: when("api-network-first"),
      handler: new NetworkFirst({
        cacheName: OFFLINE_CACHES.api,
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        plugins: [
          completeOnly(),
          new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
        ],
      }),
    },
    { matcher: when("page-network-only"), handler: new NetworkOnly() },
  ],
  // A document that neither the network nor the cache can answer: the offline page (precached).
  fallbacks: {
    entries: [{ url: OFFLINE_PAGE_PATH, matcher: ({ request }) => request.mode === "navigate" }],
  },
});

// Registered before Serwist's own listener; it never answers the request (the network does), it only drops the
// personal caches while the logout or login goes through.
scope.addEventListener("fetch", (event) => {
  const { request } = event;
  if (!endsOrStartsSession(factsOf(request, new URL(request.url)))) return;
  event.waitUntil(Promise.all(PERSONAL_CACHES.map((name) => caches.delete(name))));
});

serwist.addEventListeners();
