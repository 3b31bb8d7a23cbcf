// What the HTTP layer of the API takes from configuration (registered by the API composition root).

export interface HttpSettings {
  /** Name of the auth cookie (§9: production-specific). */
  cookieName: string;
  /** Domain of the auth cookie, or null for a host-only cookie. */
  cookieDomain: string | null;
  /** Secure cookies (everywhere but plain-HTTP localhost). */
  secureCookies: boolean;
  /** Origins allowed to send state-changing requests besides the request's own (PUBLIC_ORIGIN, the account site). */
  allowedOrigins: string[];
  /** Read the client address from X-Forwarded-For (the last hop), behind one trusted proxy. */
  trustProxy: boolean;
  /** Development helpers under /api/dev (never in production). */
  devRoutes: boolean;
  /** Paths (under /api) exempt from the CSRF check, e.g. payment webhooks signed by their provider. */
  csrfExemptPaths: string[];
}
export const HttpSettingsToken = Symbol("HttpSettings");
