// Issue 14 (docs/decisions/024-render-cache.md): which page renders the anonymous render cache may answer and
// keep, and under which key. The key holds everything that changes an anonymous page's HTML:
//   - the path and the whole query (sorted: `?a=1&b=2` and `?b=2&a=1` are one page);
//   - the language (§2: path, stored choice, browser languages) and the region (§7: `country`, country headers),
//     as the page resolves them, so two browsers that resolve to the same language share a page;
//   - the banners' open flags (§3, session cookies the server renders with);
//   - the time bucket: campaign windows open and close, countdowns move (§9); a page is kept until the end of its
//     minute at most, so a campaign that starts on the minute shows on the first request of that minute;
//   - the build (a new build links other assets) and the data generation (the store's, bumped when content or
//     plans change).
// Never cached: another method than GET, a member's request (the auth cookie, an Authorization header), a request
// whose answer would set a cookie for this visitor (`lang`, `promocode`, `utm_id`, `utm_campaign`: §2/§7 remember
// them in cookies), a kept promo code (shown on the page), the member and commerce pages listed below.
import { parseAcceptLanguage, resolveLocale } from "../locale/locale.ts";
import {
  parseReadingComfort,
  READING_COMFORT_COOKIE,
  serializeReadingComfort,
} from "../reading-comfort/reading-comfort.ts";
import { PROMOCODE_PARAM, UTM_COOKIE_NAMES } from "../marketing/campaign-params.ts";
import { BANNER_OPENED_COOKIES, bannerOpenedFrom } from "../popins/layout-banners.ts";
import { resolveRegion } from "../region/region.ts";

/** How long a page stays in the cache at most: campaign states and countdowns are exact to the minute. */
export const RENDER_CACHE_BUCKET_MS = 60_000;

/**
 * The API (never a page), and pages that depend on who asks even when nobody is logged in (forms with a visitor's
 * own state, checkout and payment results) or that only members see: never cached, whatever they answer. The segment
 * and everything under it.
 */
export const NEVER_CACHED_PATHS: readonly string[] = [
  "/api",
  "/account",
  "/login",
  "/logout",
  "/signup",
  "/register",
  "/forgot-password",
  "/reset",
  "/profiling",
  "/mon-compte",
  "/mon-avenir",
  // Issue 15: the unsubscribe page shows the address of its link.
  "/newsletter",
  "/revisions/cours-et-quiz",
  "/revisions/cartes-a-reviser",
  "/premium/checkout",
  "/premium/carte-cadeau",
  "/premium/coupon",
  "/premium-validate-payment",
  "/premium-validate-payment-provider",
  "/validation-buybox",
  "/premium-validation-buybox",
  "/subscribe-success",
  "/premium-subscribe-success",
  "/subscribe-failed",
];

/** Query parameters whose answer sets a cookie for the visitor (§2 `lang`, §7 campaign parameters). */
const COOKIE_SETTING_PARAMS: readonly string[] = [
  "lang",
  PROMOCODE_PARAM,
  UTM_COOKIE_NAMES.utmId,
  UTM_COOKIE_NAMES.utmCampaign,
];

/** Names of the cookies the rule reads (their values live in adapters and the application). */
export interface RenderCookieNames {
  /** The httpOnly session cookie (§3): a member. */
  readonly auth: string;
  /** The remembered language (§2). */
  readonly locale: string;
  /** The promo code kept for the visit (§7): shown on the pages. */
  readonly promocode: string;
}

/** What the rule needs to know of a page request. */
export interface RenderRequest {
  readonly method: string;
  readonly url: URL;
  /** A request header by lower-case name, or null. */
  readonly header: (name: string) => string | null;
  /** The request's cookies by name. */
  readonly cookies: ReadonlyMap<string, string>;
  readonly cookieNames: RenderCookieNames;
  /** Now, in milliseconds since the epoch. */
  readonly now: number;
  /** The build the pages come from (its asset manifest version). */
  readonly build: string;
}

/** The decision for a request: why not, or the key and until when a page kept under it may be answered. */
export type RenderCacheDecision =
  | { readonly cacheable: false; readonly reason: "method" | "member" | "path" | "visitor-state" }
  | {
      readonly cacheable: true;
      readonly key: string;
      /** Milliseconds since the epoch: the end of the time bucket. */
      readonly expiresAt: number;
      /** Cookies the key does not hold: a page that shows one of their values is not kept (see `keepsRender`). */
      readonly ignoredCookieValues: readonly string[];
    };

function underPath(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}.`);
}

/** Issue 14: whether the render cache may answer (and keep) this request's page, and under which key. */
export function renderCacheDecision(request: RenderRequest): RenderCacheDecision {
  if (request.method !== "GET") return { cacheable: false, reason: "method" };
  const { cookies, cookieNames, url } = request;
  if (request.header("authorization") !== null || cookies.has(cookieNames.auth))
    return { cacheable: false, reason: "member" };
  const path = url.pathname.toLowerCase().replace(/\/+$/, "") || "/";
  if (path.endsWith(".data") || NEVER_CACHED_PATHS.some((prefix) => underPath(path, prefix)))
    return { cacheable: false, reason: "path" };
  if (cookies.has(cookieNames.promocode) || COOKIE_SETTING_PARAMS.some((name) => url.searchParams.has(name)))
    return { cacheable: false, reason: "visitor-state" };

  const { locale } = resolveLocale({
    path: url.pathname,
    langParam: null,
    storedLocale: cookies.get(cookieNames.locale) ?? null,
    browserLanguages: parseAcceptLanguage(request.header("accept-language")),
  });
  const region = resolveRegion({ header: request.header, countryParam: url.searchParams.get("country") });
  const banners = Object.entries(BANNER_OPENED_COOKIES)
    .map(([banner, cookie]) =>
      bannerOpenedFrom(cookies.get(cookie) ?? null, banner as keyof typeof BANNER_OPENED_COOKIES) ? "1" : "0",
    )
    .join("");
  // The reader's comfort settings are rendered on <html> (issue 30): the same page for the same settings.
  const comfort = serializeReadingComfort(parseReadingComfort(cookies.get(READING_COMFORT_COOKIE)));
  const query = new URLSearchParams(url.searchParams);
  query.sort();
  const bucket = Math.floor(request.now / RENDER_CACHE_BUCKET_MS);
  const keyed = new Set([cookieNames.locale, READING_COMFORT_COOKIE, ...Object.values(BANNER_OPENED_COOKIES)]);
  return {
    cacheable: true,
    key: [request.build, bucket, locale, region, banners, comfort, url.pathname, query.toString()].join("|"),
    expiresAt: (bucket + 1) * RENDER_CACHE_BUCKET_MS,
    ignoredCookieValues: [...cookies].filter(([name]) => !keyed.has(name)).map(([, value]) => value),
  };
}

/** What the rule needs to know of a rendered page. */
export interface RenderAnswer {
  readonly status: number;
  readonly contentType: string | null;
  readonly setsCookie: boolean;
  readonly cacheControl: string | null;
  readonly html: string;
  /** From the request's decision. */
  readonly ignoredCookieValues: readonly string[];
}

/** A cookie value shorter than this is not looked for in a page (a "1" or "fr" appears in any page). */
const REFLECTED_VALUE_MIN_LENGTH = 8;

/**
 * Issue 14: whether a rendered page may be kept for every anonymous visitor whose request has its key: a complete
 * HTML page (200), that sets no cookie, that its route did not mark private or no-store, and that shows none of
 * the values of the request's cookies the key does not hold (a page that does would show one visitor's cookie to
 * another: a cookie read by the render that this rule does not know of).
 */
export function keepsRender(answer: RenderAnswer): boolean {
  if (answer.status !== 200 || answer.setsCookie) return false;
  if (!/^text\/html\b/i.test(answer.contentType ?? "")) return false;
  if (/\b(private|no-store)\b/i.test(answer.cacheControl ?? "")) return false;
  return !answer.ignoredCookieValues.some(
    (value) => value.length >= REFLECTED_VALUE_MIN_LENGTH && answer.html.includes(value),
  );
}
