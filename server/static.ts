// Built client assets, served from memory (issue 14, docs/decisions/024-render-cache.md): every file of the build's
// client directory is read once at start with the .br and .gz that scripts/precompress.ts wrote beside it, its
// headers computed once (type, length, ETag, caching, the security headers of every answer). An answer picks the
// encoding from Accept-Encoding and writes a buffer: no file system, no middleware, no Request object.
// Fingerprinted files under /assets are immutable; the service worker (/sw.js) and the offline page it precaches
// are checked at every visit (no-cache), so a new version is found at once (ADR 021); other files an hour.
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { getMimeType } from "hono/utils/mime";
import { preferredEncoding, type Encoding } from "../domain/http/content-encoding.ts";
import { noneMatchNames, strongEntityTag } from "../domain/http/entity-tags.ts";

interface Variant {
  body: Buffer;
  /** Headers of a 200 (the variant's own type, length, encoding, ETag). */
  headers: string[];
  /** Headers of a 304. */
  notModified: string[];
  etag: string;
}

interface StaticFile {
  variants: Map<Encoding, Variant>;
  encodings: Encoding[];
}

/** The client directory's files, in memory, by URL path. */
export class StaticFiles {
  private constructor(private readonly files: ReadonlyMap<string, StaticFile>) {}

  /** Reads `root` whole; `securityHeaders` go on every answer (the app's own, see server/app.ts). */
  static async load(root: string, securityHeaders: readonly (readonly [string, string])[]): Promise<StaticFiles> {
    const names = (await readdir(root, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
    const present = new Set(names);
    const files = new Map<string, StaticFile>();
    for (const name of names) {
      if (/\.(br|gz)$/.test(name) && present.has(name.replace(/\.(br|gz)$/, ""))) continue;
      const urlPath = `/${name}`;
      const type = getMimeType(name) ?? "application/octet-stream";
      const common = [
        "cache-control",
        cacheControl(urlPath),
        ...securityHeaders.flatMap(([header, value]) => [header, value]),
      ];
      const variants = new Map<Encoding, Variant>();
      const identity = await readFile(path.join(root, name));
      const hash = createHash("sha256").update(identity).digest("base64url").slice(0, 22);
      const encoded: [Encoding, Buffer][] = [["identity", identity]];
      for (const [encoding, suffix] of [
        ["br", ".br"],
        ["gzip", ".gz"],
      ] as const)
        if (present.has(`${name}${suffix}`))
          encoded.push([encoding, await readFile(path.join(root, `${name}${suffix}`))]);
      const vary = encoded.length > 1 ? ["vary", "Accept-Encoding"] : [];
      for (const [encoding, body] of encoded) {
        const etag = strongEntityTag(`${hash}${encoding === "identity" ? "" : `-${encoding}`}`);
        const notModified = ["etag", etag, ...vary, ...common];
        const headers = [
          "content-type",
          type,
          "content-length",
          String(body.length),
          ...(encoding === "identity" ? [] : ["content-encoding", encoding]),
          ...notModified,
        ];
        variants.set(encoding, { body, headers, notModified, etag });
      }
      files.set(urlPath, { variants, encodings: encoded.map(([encoding]) => encoding) });
    }
    return new StaticFiles(files);
  }

  /** Answers a GET or HEAD of a client file (true), or leaves the request to the app (false). */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if ((req.method !== "GET" && req.method !== "HEAD") || req.url === undefined) return false;
    const query = req.url.indexOf("?");
    let urlPath = query === -1 ? req.url : req.url.slice(0, query);
    if (urlPath.includes("%")) {
      try {
        urlPath = decodeURIComponent(urlPath);
      } catch {
        return false;
      }
    }
    const file = this.files.get(urlPath);
    if (file === undefined) return false;
    const accept = req.headers["accept-encoding"];
    const variant = file.variants.get(preferredEncoding(accept ?? null, file.encodings))!;
    if (noneMatchNames(req.headers["if-none-match"], variant.etag)) {
      res.writeHead(304, variant.notModified);
      res.end();
      return true;
    }
    res.writeHead(200, variant.headers);
    res.end(req.method === "HEAD" ? undefined : variant.body);
    return true;
  }
}

function cacheControl(urlPath: string): string {
  if (urlPath.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (/^\/(sw\.js|offline\.html)$/.test(urlPath)) return "no-cache";
  return "public, max-age=3600";
}
