// §1/§2 the knowledge library's search words: what the search form lets through and what is sent (§7 `search`).
// Pure and without imports: the search form of every page reads it, and must not pull the use cases in.

/** §7 the longest search the API takes. */
export const SEARCH_MAX_LENGTH = 200;

/** The words searched, trimmed and cut to what the API takes; "" means no search. */
export function searchTerms(query: string): string {
  return query.replace(/\s+/g, " ").trim().slice(0, SEARCH_MAX_LENGTH).trim();
}
