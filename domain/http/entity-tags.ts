// Issue 14 (docs/decisions/042): validation of an answer by its entity tag (RFC 9110 §8.8.3, §13.1.2), decided in one
// place for the API that answers a tag and the web client that keeps answers and asks again with `If-None-Match`.

/** A strong entity tag (RFC 9110 §8.8.3) of an opaque value made of tag characters (base64url, hex…: no `"`). */
export function strongEntityTag(opaque: string): string {
  return `"${opaque}"`;
}

/** A tag without its weakness indicator (`W/`): If-None-Match compares tags weakly (RFC 9110 §8.8.3.2). */
function opaqueOf(tag: string): string {
  return tag.startsWith("W/") ? tag.slice(2) : tag;
}

/**
 * RFC 9110 §13.1.2: whether a request's If-None-Match names the current entity tag, that is whether its condition
 * is false and the answer need not be sent: `*` (an answer exists), or a list naming the tag (weak comparison: `W/`
 * ignored on both sides). No field, or an empty one, names nothing.
 */
export function noneMatchNames(ifNoneMatch: string | null | undefined, current: string): boolean {
  if (ifNoneMatch === null || ifNoneMatch === undefined) return false;
  const field = ifNoneMatch.trim();
  if (field === "*") return true;
  const wanted = opaqueOf(current);
  return field.split(",").some((tag) => opaqueOf(tag.trim()) === wanted);
}

/**
 * RFC 9110 §13.1.2: the status of an answer not sent because the request's If-None-Match named its current tag: 304
 * (Not Modified) for GET and HEAD, 412 (Precondition Failed) for any other method (the content query is a POST:
 * docs/decisions/042). Either way without a body: the client's copy is the answer.
 */
export function unchangedStatus(method: string): 304 | 412 {
  const upper = method.toUpperCase();
  return upper === "GET" || upper === "HEAD" ? 304 : 412;
}

/**
 * RFC 9111 §5.2.2: whether a cache shared by several visitors (a web server keeping the API's answers for every
 * request it renders) may keep an answer with this Cache-Control: not when it says `no-store` or `private` (a
 * member's answer: domain/http/cache-policy.ts).
 */
export function sharedCacheMayKeep(cacheControl: string | null): boolean {
  if (cacheControl === null) return true;
  return !cacheControl
    .toLowerCase()
    .split(",")
    .map((directive) => directive.trim().split("=")[0])
    .some((name) => name === "no-store" || name === "private");
}
