// Built client assets: fingerprinted files under /assets are immutable; both .br and .gz are
// produced at build time (scripts/precompress.ts) and chosen from Accept-Encoding. The service worker (/sw.js) and
// the offline page it precaches are checked at every visit (no-cache), so a new version is found at once (ADR 021).
import { serveStatic } from "@hono/node-server/serve-static";
import type { MiddlewareHandler } from "hono";

export function clientAssets(root: string): MiddlewareHandler[] {
  return [
    serveStatic({
      root,
      precompressed: true,
      onFound: (path, c) => {
        c.header("Cache-Control", cacheControl(path));
        c.header("Vary", "Accept-Encoding");
      },
    }),
  ];
}

function cacheControl(path: string): string {
  if (/\/assets\//.test(path)) return "public, max-age=31536000, immutable";
  if (/\/(sw\.js|offline\.html)(\.br|\.gz)?$/.test(path)) return "no-cache";
  return "public, max-age=3600";
}
