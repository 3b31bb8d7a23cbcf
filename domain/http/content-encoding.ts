// Issue 14: which encoding of a body to send, from the request's Accept-Encoding and the encodings at hand.

/** The encodings the server keeps bodies in, best first. */
export const ENCODINGS = ["br", "gzip", "identity"] as const;
export type Encoding = (typeof ENCODINGS)[number];

/**
 * The encoding to send: among those at hand that the client accepts (a coding named with a non-zero quality, or
 * covered by `*`), the best of `ENCODINGS`' order (smallest body); `identity` unless the client refuses it.
 * Qualities other than zero only say "accepted": every browser that accepts br prefers it.
 */
export function preferredEncoding(acceptEncoding: string | null, available: readonly Encoding[]): Encoding {
  const qualities = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim());
    if (name === "") continue;
    const q = params.find((param) => param.startsWith("q="));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    qualities.set(name, Number.isFinite(quality) ? quality : 0);
  }
  const accepts = (encoding: Encoding) => {
    const quality = qualities.get(encoding) ?? (encoding === "identity" ? 1 : qualities.get("*"));
    return quality !== undefined && quality > 0;
  };
  return ENCODINGS.find((encoding) => available.includes(encoding) && accepts(encoding)) ?? "identity";
}
