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
// A document is kept only once the scripts and stylesheets it names are kept, and a kept copy answers offline only
// while they still are (else the offline page): a kept page always runs (documentAssets, ADR 021 addendum).
import {
  CacheableResponsePlugin,
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type RouteHandlerCallbackOptions,
  type RouteMatchCallbackOptions,
  type SerwistPlugin,
} from "serwist";
import { documentAssets } from "../../domain/offline/document-assets.ts";
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

const assetStrategy = new CacheFirst({
  cacheName: OFFLINE_CACHES.assets,
  plugins: [
    completeOnly(),
    new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true }),
  ],
});

/**
 * The build assets on their way into the cache, by address: the page's own request for a module and the keeping of
 * that page (keepsItsAssets) share one download. Resolves once the asset is kept (or could not be).
 */
const assetsInFlight = new Map<string, Promise<unknown>>();

/** The event whose lifetime a fetch extends (the page's fetch, or the message handing a page over). */
type LifetimeEvent = RouteHandlerCallbackOptions["event"];

/**
 * The lifetime of `event` without the event itself: Serwist answers any request made under a navigation's fetch
 * event with that navigation's preloaded response (the document), which must never be kept as a script.
 */
const lifetimeOf = (event: LifetimeEvent) =>
  ({ waitUntil: (promise: Promise<unknown>) => event.waitUntil(promise) }) as unknown as LifetimeEvent;

function fetchAsset(request: Request, event: LifetimeEvent): Promise<Response> {
  const [response, done] = assetStrategy.handleAll({ request, event });
  const kept = done.catch(() => undefined).finally(() => assetsInFlight.delete(request.url));
  assetsInFlight.set(request.url, kept);
  return response;
}

/** A fingerprinted asset: from the cache, else once from the network (one download at a time per address). */
async function answerAsset({ request, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const pending = assetsInFlight.get(request.url);
  if (pending) await pending;
  if (!pending && !(await caches.match(request.url))) return fetchAsset(request, event);
  return assetStrategy.handle({ request, event });
}

/** Whether every address is in one of the worker's caches (the precache or the assets cache). */
async function allKept(urls: readonly string[]): Promise<boolean> {
  const found = await Promise.all(urls.map((url) => caches.match(url)));
  return found.every(Boolean);
}

const isDocument = (response: Response) => (response.headers.get("Content-Type") ?? "").startsWith("text/html");

/**
 * Keeps a document only once every script and stylesheet it names is kept: a page loaded under the worker arrives
 * before its modules (they start after its first paint, ADR 033), and a network lost in between, or a member leaving
 * the page first, left a kept copy that could not run. The worker fetches what is missing itself (sharing the page's
 * own downloads), so the page is kept with its code even when the member has already left it.
 */
const keepsItsAssets: SerwistPlugin = {
  cacheWillUpdate: async ({ response, event }) => {
    if (!isDocument(response)) return response;
    const assets = documentAssets(await response.clone().text(), scope.location.origin);
    await Promise.all(
      assets.map(async (url) => {
        if (!assetsInFlight.has(url) && !(await caches.match(url))) {
          fetchAsset(new Request(url), lifetimeOf(event)).catch(() => undefined);
        }
        return assetsInFlight.get(url);
      }),
    );
    return (await allKept(assets)) ? response : null;
  },
};

/**
 * Offline (or on a network too slow), a kept document answers only while the assets it names are still kept (the
 * assets cache evicts its oldest entries); else the network, then the offline page, answer instead of a dead page.
 */
const runsOffline: SerwistPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse || !isDocument(cachedResponse)) return cachedResponse ?? null;
    const assets = documentAssets(await cachedResponse.clone().text(), scope.location.origin);
    return (await allKept(assets)) ? cachedResponse : null;
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
      handler: answerAsset,
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
          keepsItsAssets,
          runsOffline,
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
