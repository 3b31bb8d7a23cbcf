// §7 content paths, one rule for the API (which refuses other paths with PathInvalid) and the pages (which answer
// 404 for a path no document can have, before asking the API: issue 14, a path too deep answered 502).

/** A path segment: lowercase ASCII letters, digits, `-` and `_`, starting with a letter or a digit. */
const SEGMENT = /^[a-z0-9][a-z0-9_-]{0,127}$/;
/** The longest content path, in characters. */
const MAX_PATH_LENGTH = 512;
/** The most segments of a content path. */
const MAX_SEGMENTS = 16;

/**
 * §7 content paths: slashes at either end dropped, lowercased (routes with capitals map to lowercase
 * paths), segments of lowercase ASCII letters, digits, `-` and `_`. "" is the root. Null when invalid.
 */
export function normalizeContentPath(raw: string): string | null {
  const trimmed = raw.trim().replace(/^\/+|\/+$/g, "").toLowerCase();
  if (trimmed === "") return "";
  if (trimmed.length > MAX_PATH_LENGTH) return null;
  const segments = trimmed.split("/");
  if (segments.length > MAX_SEGMENTS || !segments.every((segment) => SEGMENT.test(segment))) return null;
  return segments.join("/");
}

/** §7 whether a path (slashes at either end allowed) is already a content path as the API writes it. */
export function isContentPath(path: string): boolean {
  const trimmed = path.replace(/^\/+|\/+$/g, "");
  return normalizeContentPath(trimmed) === trimmed;
}
