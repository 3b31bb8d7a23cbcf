// §4, §6, §7, §8: where a redirect sends the user: a path of this site, or a path of the account site
// (the other web application, which also hosts the profiling page). Its origin is configuration.

/** §7/§8: a path on this site (`self`) or on the account site (`accountSite`), with optional query. */
export interface Destination {
  readonly site: "self" | "accountSite";
  readonly path: string;
  readonly query?: Readonly<Record<string, string>>;
}

/** §2 Header and menus: logout in the app goes to /login. */
export const LOGIN_PATH = "/login";
/** §2 Home and account: the profiling route of this site. */
export const PROFILING_PATH = "/profiling";
/** §7: the query parameter naming where to continue after logging out (/logout?redirect=…). */
export const LOGOUT_CONTINUE_PARAM = "redirect";
/** §7/§8: the logout page of the account site. */
export const ACCOUNT_SITE_LOGOUT_PATH = "/logout";
/** §8: the profiling page of the account site (the other web application). */
export const ACCOUNT_SITE_PROFILING_PATH = "/profiling";

/** §8: the account site's /logout (after a refused session). */
export const ACCOUNT_SITE_LOGOUT: Destination = { site: "accountSite", path: ACCOUNT_SITE_LOGOUT_PATH };
/** §4/§8: the profiling page of the other web application. */
export const ACCOUNT_SITE_PROFILING: Destination = { site: "accountSite", path: ACCOUNT_SITE_PROFILING_PATH };

/** §7: the URL of a destination; `accountSiteOrigin` is e.g. `https://compte.example.org` (no trailing slash needed). */
export function destinationHref(destination: Destination, accountSiteOrigin: string): string {
  const origin = destination.site === "accountSite" ? accountSiteOrigin.replace(/\/+$/, "") : "";
  const query = new URLSearchParams(destination.query ?? {}).toString();
  return `${origin}${destination.path}${query ? `?${query}` : ""}`;
}

/**
 * Issue 15: the origin put before account-site paths. When the account site is this site (ACCOUNT_SITE_URL unset or
 * the same origin as PUBLIC_ORIGIN), none: the redirect is a path, so it stays on the host the visitor used
 * (127.0.0.1 does not become localhost, and the session cookie of that host goes along).
 */
export function accountSiteBase(accountSiteUrl: string, publicOrigin: string): string {
  const origin = (url: string) => {
    try {
      return new URL(url).origin;
    } catch {
      return url;
    }
  };
  return origin(accountSiteUrl) === origin(publicOrigin) ? "" : accountSiteUrl.replace(/\/+$/, "");
}
