// Issue 14: who may keep a copy of a dynamic answer (a page, its `.data`, an API response), decided in one place.
// An answer to a request that carries a session (the auth cookie or a bearer token) may show the member's name,
// e-mail, progress or premium text: nobody but that browser keeps it, and the browser not even on disk. Every
// page, `.data` and API answer also depends on the cookies (session, language, region), so shared caches must
// key on them. Anonymous answers keep what their route decided (the render cache may make them public).

/** What the rule needs to know of a request and its answer. */
export interface CacheFacts {
  /** The request carried a session: the auth cookie or an `Authorization` header. */
  readonly withSession: boolean;
  /** The answer sets a cookie (a login, a refreshed token, a first visit's identifiers). */
  readonly setsCookie: boolean;
  /** The `Cache-Control` the route chose, or null. */
  readonly routeCacheControl: string | null;
}

/** The caching headers of a dynamic answer. */
export interface CacheHeaders {
  /** `Cache-Control` to send (null: none). */
  readonly cacheControl: string | null;
  /** Request headers the answer varies with (to add to `Vary`). */
  readonly vary: readonly string[];
}

/** Issue 14: `private, no-store` for a member's answer (or one that sets a cookie), else the route's choice. */
export const PRIVATE_NO_STORE = "private, no-store";

/** Issue 14: the caching headers of a dynamic answer. */
export function cacheHeadersFor(facts: CacheFacts): CacheHeaders {
  const vary = ["Cookie"];
  if (facts.withSession || facts.setsCookie) return { cacheControl: PRIVATE_NO_STORE, vary };
  return { cacheControl: facts.routeCacheControl, vary };
}
