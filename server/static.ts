// Built client assets: fingerprinted files under /assets are immutable; both .br and .gz are
// produced at build time (scripts/precompress.ts) and chosen from Accept-Encoding.
import { serveStatic } from "@hono/node-server/serve-static";
import type { MiddlewareHandler } from "hono";

export function clientAssets(root: string): MiddlewareHandler[] {
  return [
    serveStatic({
      root,
      precompressed: true,
      onFound: (path, c) => {
        c.header(
          "Cache-Control",
          /\/assets\//.test(path) ? "public, max-age=31536000, immutable" : "public, max-age=3600",
        );
        c.header("Vary", "Accept-Encoding");
      },
    }),
  ];
}
