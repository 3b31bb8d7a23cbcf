// Issue 14: client files from memory answer their ETag, and 304 to an If-None-Match naming it (docs/decisions/024, 042).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StaticFiles } from "./static.ts";

let root: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "static-"));
  writeFileSync(path.join(root, "robots.txt"), "User-agent: *\n");
  writeFileSync(path.join(root, "robots.txt.gz"), gzipSync("User-agent: *\n"));
  const files = await StaticFiles.load(root, [["x-content-type-options", "nosniff"]]);
  server = createServer((req, res) => {
    if (!files.serve(req, res)) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(root, { recursive: true, force: true });
});

describe("client files from memory: validation", () => {
  it("tags each encoding, and answers 304 without a body to a request naming its tag", async () => {
    const plain = await fetch(`${origin}/robots.txt`, { headers: { "accept-encoding": "identity" } });
    const tag = plain.headers.get("etag")!;
    expect(tag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(await plain.text()).toBe("User-agent: *\n");
    for (const ifNoneMatch of [tag, `W/${tag}`, `"other", ${tag}`]) {
      const again = await fetch(`${origin}/robots.txt`, {
        headers: { "accept-encoding": "identity", "if-none-match": ifNoneMatch },
      });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(again.headers.get("etag")).toBe(tag);
      expect(again.headers.get("x-content-type-options")).toBe("nosniff");
    }
    // The gzip variant is another representation: the identity tag does not name it.
    const zipped = await fetch(`${origin}/robots.txt`, {
      headers: { "accept-encoding": "gzip", "if-none-match": tag },
    });
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get("etag")).not.toBe(tag);
  });
});
