// Issue 12 "Offline": what the service worker does with each request (docs/decisions/021-offline-pwa.md). One
// function decides it; ui/offline/service-worker.ts runs it for every fetch, and tests/e2e/offline.spec.ts proves it.

/** How the service worker answers a request. */
export type OfflineStrategy =
  /** Not touched: the browser goes to the network as if there were no service worker (writes, auth, payments…). */
  | "network"
  /** Fingerprinted build assets: from the cache when there, else fetched once and kept (they never change). */
  | "asset-cache-first"
  /** Other same-origin static files (icons, favicon, the manifest): from the cache, refreshed in the background. */
  | "static-revalidate"
  /** A page a member opens (document or its React Router `.data`): network first, the cached copy when offline. */
  | "page-network-first"
  /** A page never kept (account, checkout, payment): network only, the offline page when there is no network. */
  | "page-network-only"
  /** A read of the learning API the browser makes: network first, the cached copy when offline. */
  | "api-network-first";

export interface RequestFacts {
  method: string;
  url: URL;
  /** The service worker's own origin (`self.location.origin`). */
  origin: string;
  /** `request.mode === "navigate"`: the browser loads a document. */
  navigation: boolean;
}

/** The caches the service worker keeps at run time (the precache of the app shell is Serwist's own). */
export const OFFLINE_CACHES = {
  /** Documents and `.data` of the pages a member opened: personal, dropped when a session ends or begins. */
  pages: "revizo-pages",
  /** Learning API reads: personal too, dropped with the pages. */
  api: "revizo-api",
  /** Fingerprinted build assets. */
  assets: "revizo-assets",
  /** Icons, favicon, manifest. */
  static: "revizo-static",
} as const;

/** The caches holding what one member opened (issue 12: a shared computer after logout). */
export const PERSONAL_CACHES: readonly string[] = [OFFLINE_CACHES.pages, OFFLINE_CACHES.api];

/** The static page shown for a document never opened while online (written by scripts/build-service-worker.ts). */
export const OFFLINE_PAGE_PATH = "/offline.html";

/**
 * Pages whose copy never stays in the browser: sign-in and account forms, a member's personal pages beyond the
 * learning ones, checkout and payment results. Matched on the page path (a `.data` request maps to its page).
 */
const NEVER_KEPT_PAGES: readonly RegExp[] = [
  /^\/(login|logout|signup|forgot-password|reset|profiling|register|mon-compte|mon-avenir|newsletter)(\/|$)/,
  /^\/premium\/(checkout|coupon)(\/|$)/,
  /^\/(validatePayment|validation-buybox|subscribe-success|subscribe-failed)(\/|$)/,
];

/**
 * The site's own public files kept for the installed app (public/ and the manifest). Any other file (a PDF sheet, a
 * download) is left to the network: it may be a member's premium file, which must not outlive the session.
 */
const PUBLIC_STATIC_FILES = /^\/(favicon\.svg|robots\.txt|manifest\.webmanifest|icons\/[\w-]+\.(png|svg))$/;

/** API reads the browser may make for revision (content, learning, progress); every other API call is left alone. */
const KEPT_API_READS = /^\/api\/(content|learning|progress)\//;

/** The page a request belongs to: React Router asks `/x.data` for `/x`'s loaders, and `/_root.data` for `/`. */
export function pagePath(pathname: string): string {
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

/** The one rule: which strategy answers this request. */
export function offlineStrategy({ method, url, origin, navigation }: RequestFacts): OfflineStrategy {
  // Writes are never answered from a cache nor queued for a replay: the review outbox owns retries (issue 12).
  if (method !== "GET" || url.origin !== origin) return "network";
  const { pathname } = url;
  if (pathname.startsWith("/api/")) {
    return KEPT_API_READS.test(pathname) && !navigation ? "api-network-first" : "network";
  }
  if (pathname === "/sw.js") return "network";
  if (pathname.startsWith("/assets/")) return "asset-cache-first";
  const isData = pathname.endsWith(".data");
  if (!navigation && !isData) return PUBLIC_STATIC_FILES.test(pathname) ? "static-revalidate" : "network";
  const page = pagePath(pathname);
  return NEVER_KEPT_PAGES.some((pattern) => pattern.test(page)) ? "page-network-only" : "page-network-first";
}

/**
 * A shared computer after logout: the copies of the pages and data a member opened are dropped when a session
 * ends or another one begins: the logout and login forms post to these pages (as documents or `.data`), and a
 * document visit of /logout logs out too (ui/routes/account/logout.tsx).
 */
export function endsOrStartsSession({ method, url, origin, navigation }: RequestFacts): boolean {
  if (url.origin !== origin) return false;
  const page = pagePath(url.pathname);
  if (method === "GET") return navigation && page === "/logout";
  return method === "POST" && /^\/(logout|login|signup\/signup-form)$/.test(page);
}
