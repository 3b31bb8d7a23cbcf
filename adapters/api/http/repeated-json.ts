// Issue 14: a JSON answer whose bytes repeat from one request to the next (the anonymous plan list of a market) is
// sent without per-request work beyond its serialization: its ETag (for 304 revalidations) and its gzip are computed
// once per distinct body and kept. Kept by the body itself, so an answer that changes (plans seeded again) is a new
// entry, never a stale one; the oldest entries go beyond a few. Profiled under the load test, the per-request gzip
// stream and the WebCrypto digest of an ETag middleware cost more than the rest of the route.
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { Context } from "hono";
import { accepts } from "hono/accepts";
import { noneMatchNames, strongEntityTag, unchangedStatus } from "../../../domain/http/entity-tags.ts";
import { Lru } from "../../../domain/http/lru.ts";

interface Prepared {
  etag: string;
  gzip: Uint8Array<ArrayBuffer>;
}

export class RepeatedJsonAnswers {
  /** By body, the least recently used out beyond `maxEntries`. */
  private readonly prepared: Lru<Prepared>;

  constructor(maxEntries = 16) {
    this.prepared = new Lru<Prepared>(Number.POSITIVE_INFINITY, maxEntries);
  }

  /**
   * A 200 with `body` (serialized JSON), gzipped when the client takes gzip, with a weak ETag; or a 304 without the
   * body when the request's If-None-Match names it. Headers set on `c` before (Cache-Control, Vary) are kept on both.
   */
  answer(c: Context, body: string): Response {
    const { etag, gzip } = this.prepare(body);
    c.header("ETag", etag);
    if (!/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(c.res.headers.get("Vary") ?? ""))
      c.header("Vary", "Accept-Encoding", { append: true });
    if (noneMatchNames(c.req.header("if-none-match"), etag)) return c.body(null, unchangedStatus(c.req.method));
    c.header("Content-Type", "application/json");
    if (accepts(c, { header: "Accept-Encoding", supports: ["gzip"], default: "identity" }) === "gzip") {
      c.header("Content-Encoding", "gzip");
      return c.body(gzip, 200);
    }
    return c.body(body, 200);
  }

  private prepare(body: string): Prepared {
    let prepared = this.prepared.get(body);
    if (prepared) return prepared;
    const digest = createHash("sha256").update(body).digest("base64url").slice(0, 27);
    prepared = { etag: `W/${strongEntityTag(digest)}`, gzip: new Uint8Array(gzipSync(body)) };
    this.prepared.set(body, prepared, 0);
    return prepared;
  }
}
