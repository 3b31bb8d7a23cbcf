// Issue 14 / ADR 009: the one origin rule of state-changing requests, for the API and for every form action of the
// pages. A browser says where a request comes from: `Origin` first; when it is absent or "null" (a privacy
// setting, a sandboxed frame), the fetch metadata (`Sec-Fetch-Site`) still tells. A request from another site, or
// from a same-site neighbour (another subdomain), is refused, and so is a hidden origin without fetch metadata;
// one with neither header (an old browser, a non-browser client) passes this rule (the API also asks for its
// custom header, ADR 009).

/** The headers of a request the rule reads, and where it may come from. */
export interface RequestOriginFacts {
  /** The `Origin` header, or null when absent. */
  readonly origin: string | null;
  /** The `Sec-Fetch-Site` header, or null when absent. */
  readonly secFetchSite: string | null;
  /** The origin the request was addressed to (scheme, host and port of its URL). */
  readonly ownOrigin: string;
  /** Other origins allowed to post (the public origin, the account site). */
  readonly allowedOrigins: readonly string[];
}

/** Why a request is refused: its `Origin` is another site's, or its fetch metadata says it came from elsewhere. */
export type OriginRefusal = "origin" | "sec-fetch-site";

/** Issue 14: null when the request may change state, else why it may not. */
export function refuseForeignRequest(facts: RequestOriginFacts): OriginRefusal | null {
  const { origin, secFetchSite } = facts;
  if (origin !== null && origin !== "null") {
    return origin === facts.ownOrigin || facts.allowedOrigins.includes(origin) ? null : "origin";
  }
  if (secFetchSite === null) return origin === "null" ? "origin" : null;
  return secFetchSite === "same-origin" || secFetchSite === "none" ? null : "sec-fetch-site";
}
