// Issue 14 (docs/decisions/024): the anonymous page render cache through HTTP, as the process runs it (the fast path
// of server/runtime.ts in front of a Hono app with the cache's middleware and capture): a member's page is never
// answered from the cache nor kept, a kept page gets a fresh CSP nonce in every answer (identity and gzip), a
// content change invalidates, and processes share pages through Redis (REDIS_URL or redis://127.0.0.1:6379, a key
// prefix per test; skipped when no Redis answers), with each process's memory in front of Redis (LayeredPageStore):
// a hit asks Redis nothing, and an invalidation anywhere reaches every process within the generation check.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { Redis } from "ioredis";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { importContentDirectory } from "../../adapters/api/content/content-importer.ts";
import { MIGRATIONS_FOLDER, openDatabase } from "../../adapters/api/db/database.ts";
import { siteDataVersion } from "../../server/database-setup.ts";
import { RENDER_CACHE_BUCKET_MS } from "../../domain/http/render-cache.ts";
import {
  CachedPage,
  LayeredPageStore,
  MemoryPageStore,
  RedisPageStore,
  RENDER_CACHE_HEADER,
  RenderCache,
  type PageStore,
} from "../../server/render-cache.ts";
import { frontListener } from "../../server/runtime.ts";
import { contentSecurityPolicy, newNonce } from "../../server/security-headers.ts";

const COOKIES = { auth: "revizo_auth", locale: "locale", promocode: "promocode" };

/** A site whose page renderer is counted: the shape of server/app.ts's page handler, with the cache around it. */
interface Site {
  url: string;
  renders: number;
  /** What the page shows (the "content"). */
  text: string;
  close(): Promise<void>;
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function startSite(cache: RenderCache, text = "Intégrales"): Promise<Site> {
  const site = { renders: 0, text } as Site;
  const app = new Hono();
  app.use("*", cache.middleware());
  app.use("*", secureHeaders());
  app.get("*", async (c) => {
    site.renders += 1;
    // ?slow: a render that takes a while (a course under load), so that requests for it overlap.
    if (c.req.query("slow") !== undefined) await new Promise((resolve) => setTimeout(resolve, 200));
    const nonce = newNonce();
    const member = /revizo_auth=([^;]+)/.exec(c.req.header("cookie") ?? "")?.[1];
    const visitorId = /installationId=([^;]+)/.exec(c.req.header("cookie") ?? "")?.[1];
    const headers = new Headers({
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": contentSecurityPolicy(nonce),
    });
    if (c.req.query("first") !== undefined) headers.append("set-cookie", "installationId=abc; Path=/");
    // ?links: the head of a real page, a nonce on each of many module preloads.
    const links =
      c.req.query("links") === undefined
        ? ""
        : Array.from(
            { length: 40 },
            (_, index) =>
              `<link rel="modulepreload" href="/assets/chunk-${index}.js" nonce="${nonce}"/>` +
              `<meta name="chapitre-${index}" content="Intégrales, primitives et aires sous la courbe : cours de terminale"/>`,
          ).join("");
    const html =
      `<!doctype html><html><head>${links}<script nonce="${nonce}">window.__n=1</script></head><body>` +
      `<h1>${site.text}</h1>${member ? `<p>Bonjour ${member}</p>` : ""}` +
      `${c.req.query("reflect") !== undefined && visitorId ? `<p>${visitorId}</p>` : ""}` +
      `<script nonce="${nonce}" type="module">import("/x.js")</script>${"<p>é</p>".repeat(500)}</body></html>`;
    return cache.capture(c.req.raw, new Response(html, { headers }), nonce);
  });
  const front = frontListener(null, cache, getRequestListener(app.fetch));
  const server = createServer((req, res) => void front(req, res));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address() as net.AddressInfo;
  site.url = `http://127.0.0.1:${address.port}`;
  site.close = () => new Promise((resolve) => server.close(() => resolve()));
  return site;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  html: string;
}

/** A GET through node:http (raw bytes: fetch would decompress and hide the encoding). */
function get(site: Site, target: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${site.url}${target}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        const html = (res.headers["content-encoding"] === "gzip" ? gunzipSync(body) : body).toString("utf8");
        resolve({ status: res.statusCode ?? 0, headers: res.headers, html });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

function noncesOf(answer: Answer): { html: string[]; header: string } {
  const html = [...answer.html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]!);
  const header = /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))?.[1] ?? "";
  return { html, header };
}

/**
 * The caches' clock when a test gives none: the start of a time bucket, fixed. A key holds its minute (the bucket,
 * RENDER_CACHE_BUCKET_MS), so on the real clock a test that crossed a minute's end between two requests saw a page
 * expire and render again (a failure on a loaded machine); on this clock a page kept stays fresh, and Redis keeps it
 * the full minute.
 */
const SITE_NOW = Math.floor(Date.now() / RENDER_CACHE_BUCKET_MS) * RENDER_CACHE_BUCKET_MS;
const siteClock = () => SITE_NOW;

/** A complete anonymous page as the cache keeps it, valid for a minute from `now`. */
function keptPage(html: string, now: number): CachedPage {
  return CachedPage.of({ status: 200, headers: [], html, nonce: undefined, expiresAt: now + 60_000 });
}

function memoryCache(options: { store?: PageStore; now?: () => number } = {}): RenderCache {
  return new RenderCache({
    store: options.store ?? new MemoryPageStore(),
    cookieNames: COOKIES,
    build: "b",
    now: options.now ?? siteClock,
  });
}

describe("issue 14: the anonymous page render cache", () => {
  it("renders an anonymous page once, then answers it with a fresh nonce each time", async () => {
    const site = await startSite(memoryCache());
    const first = await get(site, "/revisions/terminale/maths/calcul-integral");
    expect(first.headers[RENDER_CACHE_HEADER]).toBe("miss");
    const second = await get(site, "/revisions/terminale/maths/calcul-integral");
    const third = await get(site, "/revisions/terminale/maths/calcul-integral", { "accept-encoding": "gzip, br" });
    expect(site.renders).toBe(1);
    expect(second.headers[RENDER_CACHE_HEADER]).toBe("hit");
    expect(third.headers["content-encoding"]).toBe("gzip");
    const nonces = [first, second, third].map(noncesOf);
    for (const { html, header } of nonces) {
      expect(html).toHaveLength(2);
      expect(html.every((nonce) => nonce === header)).toBe(true);
    }
    expect(new Set(nonces.map(({ header }) => header)).size).toBe(3);
    // Same page otherwise, byte for byte, in both encodings; the security headers replayed.
    const strip = (answer: Answer) => answer.html.replaceAll(noncesOf(answer).header, "N");
    expect(strip(second)).toBe(strip(first));
    expect(strip(third)).toBe(strip(first));
    expect(second.headers["x-content-type-options"]).toBe("nosniff");
    expect(Number(third.headers["content-length"])).toBeLessThan(Buffer.byteLength(third.html) / 5);
  });

  it("answers a page with many nonces in gzip nearly as small as the page's own gzip, the new nonce everywhere", async () => {
    const site = await startSite(memoryCache());
    await get(site, "/?links");
    const answer = await get(site, "/?links", { "accept-encoding": "gzip" });
    expect(answer.headers[RENDER_CACHE_HEADER]).toBe("hit");
    const { html, header } = noncesOf(answer);
    expect(html).toHaveLength(42);
    expect(html.every((nonce) => nonce === header)).toBe(true);
    expect(answer.html).toContain(`<link rel="modulepreload" href="/assets/chunk-39.js" nonce="${header}"/>`);
    // Beyond the page's own gzip, each nonce costs at most its bytes (stored, to be replaced) and the framing of the
    // blocks around it; pieces deflated from nothing (no reference to the earlier ones) took four times more.
    const ownGzip = gzipSync(answer.html, { level: 9 }).length;
    expect(Number(answer.headers["content-length"])).toBeLessThan(ownGzip + html.length * (header.length + 16));
  });

  it("never answers a member from the cache, and never keeps a member's page", async () => {
    const site = await startSite(memoryCache());
    const member = await get(site, "/premium", { cookie: "revizo_auth=Alice" });
    expect(member.html).toContain("Bonjour Alice");
    expect(member.headers[RENDER_CACHE_HEADER]).toBeUndefined();
    // The member's page was not kept: an anonymous visitor gets their own render.
    const anonymous = await get(site, "/premium");
    expect(anonymous.html).not.toContain("Alice");
    expect(anonymous.headers[RENDER_CACHE_HEADER]).toBe("miss");
    expect((await get(site, "/premium")).headers[RENDER_CACHE_HEADER]).toBe("hit");
    // Now that the anonymous page is kept, a member still gets their own page.
    const again = await get(site, "/premium", { cookie: "other=1; revizo_auth=Bob" });
    expect(again.html).toContain("Bonjour Bob");
    expect(again.headers[RENDER_CACHE_HEADER]).toBeUndefined();
    expect(site.renders).toBe(3);
  });

  it("decides again when a header the rule reads differs: language, region, a cookie, a session", async () => {
    const site = await startSite(memoryCache());
    const path = "/revisions/terminale/maths/calcul-integral";
    await get(site, path, { "accept-language": "fr-FR" });
    expect((await get(site, path, { "accept-language": "fr-FR" })).headers[RENDER_CACHE_HEADER]).toBe("hit");
    expect((await get(site, path, { "accept-language": "en-GB" })).headers[RENDER_CACHE_HEADER]).toBe("miss");
    expect((await get(site, path, { "accept-language": "en-GB" })).headers[RENDER_CACHE_HEADER]).toBe("hit");
    const senegal = { "accept-language": "fr-FR", "cf-ipcountry": "SN" };
    expect((await get(site, path, senegal)).headers[RENDER_CACHE_HEADER]).toBe("miss");
    const promo = { "accept-language": "fr-FR", cookie: "promocode=RENTREE" };
    expect((await get(site, path, promo)).headers[RENDER_CACHE_HEADER]).toBeUndefined();
    const member = await get(site, path, { "accept-language": "fr-FR", cookie: "revizo_auth=Alice" });
    expect(member.html).toContain("Bonjour Alice");
    expect(member.headers[RENDER_CACHE_HEADER]).toBeUndefined();
    expect((await get(site, path, { "accept-language": "fr-FR" })).headers[RENDER_CACHE_HEADER]).toBe("hit");
    expect(site.renders).toBe(5);
  });

  it("renders a page once when requests for it overlap: the others wait for that render and get it", async () => {
    const site = await startSite(memoryCache());
    const first = get(site, "/revisions/terminale/maths/calcul-integral?slow");
    await new Promise((resolve) => setTimeout(resolve, 50)); // the first one is rendering
    const others = await Promise.all(
      Array.from({ length: 5 }, () => get(site, "/revisions/terminale/maths/calcul-integral?slow")),
    );
    expect((await first).headers[RENDER_CACHE_HEADER]).toBe("miss");
    expect(others.map((answer) => answer.headers[RENDER_CACHE_HEADER])).toEqual(Array(5).fill("hit"));
    expect(new Set(others.map((answer) => noncesOf(answer).header)).size).toBe(5);
    expect(site.renders).toBe(1);
    // A member's request never waits for nor gets that page.
    const member = await get(site, "/revisions/terminale/maths/calcul-integral?slow", { cookie: "revizo_auth=Bob" });
    expect(member.html).toContain("Bonjour Bob");
    expect(site.renders).toBe(2);
  });

  it("keeps no page that sets a cookie or shows a cookie the key does not hold", async () => {
    const site = await startSite(memoryCache());
    await get(site, "/?first");
    expect((await get(site, "/?first")).headers["set-cookie"]).toEqual(["installationId=abc; Path=/"]);
    const cookie = { cookie: "installationId=7f3e0c2a-1d4b-4c59" };
    expect((await get(site, "/?reflect", cookie)).html).toContain("7f3e0c2a-1d4b-4c59");
    expect((await get(site, "/?reflect", { cookie: "installationId=someone-else-42" })).html).toContain(
      "someone-else-42",
    );
    expect(site.renders).toBe(4);
  });

  it("renders again after an invalidation, and once a page's minute is over", async () => {
    let now = Date.parse("2026-11-22T18:00:10Z");
    const cache = memoryCache({ now: () => now });
    const site = await startSite(cache);
    await get(site, "/blog");
    await get(site, "/blog");
    expect(site.renders).toBe(1);
    site.text = "Nouvel article";
    await cache.invalidate();
    expect((await get(site, "/blog")).html).toContain("Nouvel article");
    now += 50_000; // the next minute: a campaign may have started
    await get(site, "/blog");
    expect(site.renders).toBe(3);
  });

  it("keys on the content in the database: a content import that changes a document changes the key", async () => {
    const database = await openDatabase({ engine: "pglite", dataDir: null });
    const directory = mkdtempSync(path.join(tmpdir(), "revizo-render-cache-"));
    try {
      await database.migrate(path.resolve(MIGRATIONS_FOLDER));
      mkdirSync(path.join(directory, "pages"), { recursive: true });
      const write = (body: string) =>
        writeFileSync(
          path.join(directory, "pages", "mentions.md"),
          `---\ntitle: Mentions légales\ndescription: Qui publie ce site.\nkind: page\nlocale: fr\n---\n\n${body}\n`,
        );
      write("Éditeur : Révizo.");
      await importContentDirectory(database.db, directory);
      const before = await siteDataVersion(database);
      await importContentDirectory(database.db, directory); // unchanged: writes nothing
      expect(await siteDataVersion(database)).toBe(before);
      write("Éditeur : Révizo SAS.");
      await importContentDirectory(database.db, directory);
      const after = await siteDataVersion(database);
      expect(after).not.toBe(before);

      // The process builds its cache key from it (server/runtime.ts): the old page is not found any more.
      const store = new MemoryPageStore();
      const site = await startSite(
        new RenderCache({ store, cookieNames: COOKIES, build: `b:${before}`, now: siteClock }),
        "Révizo.",
      );
      await get(site, "/pages/mentions");
      const next = await startSite(
        new RenderCache({ store, cookieNames: COOKIES, build: `b:${after}`, now: siteClock }),
        "Révizo SAS.",
      );
      expect((await get(next, "/pages/mentions")).html).toContain("Révizo SAS.");
      expect(next.renders).toBe(1);
    } finally {
      await database.close();
      rmSync(directory, { recursive: true, force: true });
    }
  }, 120_000);
});

const redisUrl = new URL(process.env.REDIS_URL ?? "redis://127.0.0.1:6379");
const reachable = await new Promise<boolean>((resolve) => {
  const socket = net.connect({ host: redisUrl.hostname, port: Number(redisUrl.port || 6379) });
  socket.setTimeout(300, () => (socket.destroy(), resolve(false)));
  socket.once("connect", () => (socket.destroy(), resolve(true)));
  socket.once("error", () => resolve(false));
});

describe.skipIf(!reachable)("issue 14: the render cache shared through Redis", () => {
  const redis = reachable ? RedisPageStore.connect(redisUrl.toString()) : (null as unknown as Redis);
  const prefixes: string[] = [];
  const prefix = () => {
    const value = `revizo-test:page:${process.pid}:${Date.now()}:${prefixes.length}:`;
    prefixes.push(value);
    return value;
  };
  afterAll(async () => {
    for (const value of prefixes) {
      const keys = await redis.keys(`${value}*`);
      if (keys.length > 0) await redis.del(...keys);
    }
    redis.disconnect();
  });
  const redisCache = (keyPrefix: string) =>
    new RenderCache({ store: new RedisPageStore(redis, keyPrefix), cookieNames: COOKIES, build: "b", now: siteClock });

  it("shares kept pages between processes, and an invalidation in one reaches the other", async () => {
    const keyPrefix = prefix();
    const a = await startSite(redisCache(keyPrefix));
    const b = await startSite(redisCache(keyPrefix));
    expect((await get(a, "/premium", { "accept-encoding": "gzip" })).headers[RENDER_CACHE_HEADER]).toBe("miss");
    const fromB = await get(b, "/premium", { "accept-encoding": "gzip" });
    expect(fromB.headers[RENDER_CACHE_HEADER]).toBe("hit");
    expect(fromB.html).toContain("<h1>Intégrales</h1>");
    expect(noncesOf(fromB).html.every((nonce) => nonce === noncesOf(fromB).header)).toBe(true);
    expect(b.renders).toBe(0);

    a.text = "Nouveaux tarifs";
    b.text = "Nouveaux tarifs";
    await redisCache(keyPrefix).invalidate(); // a third process imported new plans
    expect((await get(a, "/premium")).html).toContain("Nouveaux tarifs");
    expect((await get(b, "/premium")).headers[RENDER_CACHE_HEADER]).toBe("hit");
    expect(a.renders).toBe(2);
    expect(b.renders).toBe(0);
  });

  it("keeps no member page in Redis", async () => {
    const keyPrefix = prefix();
    const a = await startSite(redisCache(keyPrefix));
    await get(a, "/premium", { cookie: "revizo_auth=Alice" });
    await get(a, "/", { authorization: "Bearer x" });
    expect(await redis.keys(`${keyPrefix}*`)).toEqual([]);
    await get(a, "/premium");
    expect((await redis.keys(`${keyPrefix}*`)).length).toBe(1);
  });

  /** A process's store as server/runtime.ts builds it with REDIS_URL: its own Redis client, memory in front. */
  const layered = (
    keyPrefix: string,
    clock: () => number,
    maxBytes = 64 * 1024 * 1024,
    onWriteFailed?: (key: string, error: unknown) => void,
  ) => {
    const client = RedisPageStore.connect(redisUrl.toString());
    clients.push(client);
    const shared = new RedisPageStore(client, keyPrefix, onWriteFailed);
    return { client, shared, store: new LayeredPageStore(shared, new MemoryPageStore(maxBytes), CHECK_MS, clock) };
  };
  /**
   * Makes every page write of `client` fail as under load: the SET_PAGE script (`eval`; lookups go through
   * `callBuffer`) rejects with ioredis's timeout error after `ms`, or with a Redis error at once.
   */
  const failWrites = (client: Redis, how: "timeout" | "error") =>
    vi
      .spyOn(client, "eval")
      .mockImplementation(() =>
        how === "timeout"
          ? new Promise((_, reject) => setTimeout(() => reject(new Error("Command timed out")), 100))
          : Promise.reject(new Error("OOM command not allowed when used memory > 'maxmemory'.")),
      );
  const CHECK_MS = 250;
  const clients: Redis[] = [];
  afterAll(() => {
    for (const client of clients) client.disconnect();
  });

  it("answers a page from the process's memory without asking Redis, until the generation check is due", async () => {
    let clock = 0;
    const keyPrefix = prefix();
    const a = await startSite(memoryCache({ store: layered(keyPrefix, () => clock).store }));
    const { shared, store } = layered(keyPrefix, () => clock);
    const b = await startSite(memoryCache({ store }));
    expect((await get(a, "/premium")).headers[RENDER_CACHE_HEADER]).toBe("miss");
    // B finds it in Redis once (and the generation with it), then in its own memory.
    expect((await get(b, "/premium")).headers[RENDER_CACHE_HEADER]).toBe("hit");
    const reads = vi.spyOn(shared, "get");
    const checks = vi.spyOn(shared, "generation");
    for (const encoding of ["gzip", "identity", "gzip"]) {
      const answer = await get(b, "/premium", { "accept-encoding": encoding });
      expect(answer.headers[RENDER_CACHE_HEADER]).toBe("hit");
      const { html, header } = noncesOf(answer);
      expect(html.every((nonce) => nonce === header)).toBe(true);
    }
    expect(reads).not.toHaveBeenCalled();
    expect(checks).not.toHaveBeenCalled();
    // Past the interval, one lookup reads the generation again (one GET), and still answers from memory.
    clock += CHECK_MS;
    expect((await get(b, "/premium")).headers[RENDER_CACHE_HEADER]).toBe("hit");
    expect(checks).toHaveBeenCalledTimes(1);
    expect(reads).not.toHaveBeenCalled();
    expect(a.renders + b.renders).toBe(1);
  });

  it("an invalidation in one process reaches the others' memory within the generation check", async () => {
    let clock = 0;
    const keyPrefix = prefix();
    const a = await startSite(memoryCache({ store: layered(keyPrefix, () => clock).store }));
    const b = await startSite(memoryCache({ store: layered(keyPrefix, () => clock).store }));
    await get(a, "/premium");
    expect((await get(b, "/premium")).html).toContain("<h1>Intégrales</h1>");
    expect((await get(a, "/premium")).headers[RENDER_CACHE_HEADER]).toBe("hit");

    a.text = "Nouveaux tarifs";
    b.text = "Nouveaux tarifs";
    // A third process changes the plans and invalidates.
    await memoryCache({ store: layered(keyPrefix, () => clock).store }).invalidate();
    clock += CHECK_MS;
    const fromA = await get(a, "/premium");
    expect(fromA.html).toContain("Nouveaux tarifs");
    expect(fromA.headers[RENDER_CACHE_HEADER]).toBe("miss");
    // B had the old page in memory: it reads the generation, forgets it, and finds A's new page in Redis.
    const fromB = await get(b, "/premium");
    expect(fromB.html).toContain("Nouveaux tarifs");
    expect(fromB.headers[RENDER_CACHE_HEADER]).toBe("hit");
    expect([a.renders, b.renders]).toEqual([2, 0]);
  });

  it("the process that invalidates forgets its memory at once", async () => {
    const keyPrefix = prefix();
    const cache = memoryCache({ store: layered(keyPrefix, () => 0).store });
    const site = await startSite(cache);
    await get(site, "/blog");
    expect((await get(site, "/blog")).headers[RENDER_CACHE_HEADER]).toBe("hit");
    site.text = "Nouvel article";
    await cache.invalidate();
    expect((await get(site, "/blog")).html).toContain("Nouvel article");
    expect(site.renders).toBe(2);
  });

  it("keeps in memory no page rendered before an invalidation, nor one that Redis refused", async () => {
    const keyPrefix = prefix();
    const { store } = layered(keyPrefix, () => 0);
    const now = Date.now();
    const page = (text: string) => keptPage(`<p>${text}</p>`, now);
    const before = await store.get("k", now);
    expect(before.page).toBeNull();
    await layered(keyPrefix, () => 0).store.invalidate(); // another process, while this one renders
    expect(await store.set("k", page("ancien"), before.generation, now)).toBe(false);
    const after = await store.get("k", now);
    expect(after.page).toBeNull();
    expect(after.generation).not.toBe(before.generation);
    expect(await store.set("k", page("nouveau"), after.generation, now)).toBe(true);
    expect((await store.get("k", now)).page?.body("", false).join("")).toBe("<p>nouveau</p>");
  });

  it("bounds the process's memory by bytes, least recently used first, and finds the rest in Redis", async () => {
    const keyPrefix = prefix();
    const now = Date.now();
    const page = (text: string) => keptPage(text.repeat(2000), now);
    const size = page("a").size;
    const { shared, store } = layered(keyPrefix, () => 0, Math.floor(size * 2.5));
    const { generation } = await store.get("a", now);
    for (const key of ["a", "b", "c"]) expect(await store.set(key, page(key), generation, now)).toBe(true);
    const reads = vi.spyOn(shared, "get");
    expect((await store.get("c", now)).page).not.toBeNull();
    expect((await store.get("b", now)).page).not.toBeNull();
    expect(reads).not.toHaveBeenCalled();
    // "a" was dropped from memory (two pages fit): Redis still has it.
    expect((await store.get("a", now)).page?.body("", false).join("")).toBe("a".repeat(2000));
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it("never answers a member from memory nor keeps their page, with memory in front of Redis", async () => {
    const keyPrefix = prefix();
    const site = await startSite(memoryCache({ store: layered(keyPrefix, () => 0).store }));
    await get(site, "/premium");
    expect((await get(site, "/premium")).headers[RENDER_CACHE_HEADER]).toBe("hit");
    const member = await get(site, "/premium", { cookie: "revizo_auth=Alice" });
    expect(member.html).toContain("Bonjour Alice");
    expect(member.headers[RENDER_CACHE_HEADER]).toBeUndefined();
    const bearer = await get(site, "/premium", { authorization: "Bearer x" });
    expect(bearer.headers[RENDER_CACHE_HEADER]).toBeUndefined();
    const anonymous = await get(site, "/premium");
    expect(anonymous.html).not.toContain("Alice");
    expect(anonymous.headers[RENDER_CACHE_HEADER]).toBe("hit");
    expect(site.renders).toBe(3);
  });

  it("renders when Redis does not answer", async () => {
    const errors: Error[] = [];
    const broken = RedisPageStore.connect("redis://127.0.0.1:1", (error) => errors.push(error));
    const site = await startSite(
      new RenderCache({
        store: new RedisPageStore(broken, prefix()),
        cookieNames: COOKIES,
        build: "b",
        now: siteClock,
      }),
    );
    const answer = await get(site, "/");
    expect(answer.status).toBe(200);
    expect(answer.html).toContain("Intégrales");
    expect(errors.length).toBeGreaterThan(0);
    broken.disconnect();
  });

  it("with memory in front, renders every request when Redis does not answer (no page kept nor answered)", async () => {
    const broken = RedisPageStore.connect("redis://127.0.0.1:1");
    const store = new LayeredPageStore(new RedisPageStore(broken, prefix()), new MemoryPageStore());
    const site = await startSite(memoryCache({ store }));
    for (let i = 0; i < 2; i += 1) {
      const answer = await get(site, "/");
      expect(answer.status).toBe(200);
      expect(answer.headers[RENDER_CACHE_HEADER]).toBe("miss");
    }
    expect(site.renders).toBe(2);
    broken.disconnect();
  });

  it.each(["timeout", "error"] as const)(
    "keeps in memory a page whose write to Redis failed (%s), and reports it once per key",
    async (how) => {
      let clock = 0;
      const keyPrefix = prefix();
      const failures: string[] = [];
      const { client, store } = layered(
        keyPrefix,
        () => clock,
        undefined,
        (key) => failures.push(key),
      );
      const writes = failWrites(client, how);
      const site = await startSite(memoryCache({ store }));
      expect((await get(site, "/cours")).headers[RENDER_CACHE_HEADER]).toBe("miss");
      expect(writes).toHaveBeenCalledTimes(1);
      // Answered from memory once a generation read sent after the failure found it unchanged, then without Redis.
      for (let i = 0; i < 3; i += 1) {
        const answer = await get(site, "/cours", { "accept-encoding": i === 1 ? "identity" : "gzip" });
        expect(answer.headers[RENDER_CACHE_HEADER]).toBe("hit");
        const { html, header } = noncesOf(answer);
        expect(html.every((nonce) => nonce === header)).toBe(true);
      }
      expect(site.renders).toBe(1);
      expect(await redis.keys(`${keyPrefix}*`)).toEqual([]);
      // Another page fails too: one report per key, however many writes of it fail.
      clock += CHECK_MS;
      await get(site, "/blog");
      const page = keptPage("<p>x</p>", Date.now());
      const { generation } = await store.get("k", Date.now());
      for (let i = 0; i < 3; i += 1) expect(await store.set("k", page, generation, Date.now())).toBe(false);
      expect(failures).toHaveLength(3);
      expect(new Set(failures).size).toBe(3);
      // A member is still never answered from memory nor kept.
      const member = await get(site, "/cours", { cookie: "revizo_auth=Alice" });
      expect(member.html).toContain("Bonjour Alice");
      expect(member.headers[RENDER_CACHE_HEADER]).toBeUndefined();
      expect((await get(site, "/cours")).html).not.toContain("Alice");
    },
  );

  it("never answers from memory a page whose write failed after an invalidation it had not seen yet", async () => {
    const keyPrefix = prefix();
    const { client, store } = layered(keyPrefix, () => 0);
    const now = Date.now();
    const page = keptPage("<p>ancien</p>", now);
    const before = await store.get("k", now);
    await layered(keyPrefix, () => 0).store.invalidate(); // another process, while this one renders
    failWrites(client, "error");
    // The clock has not moved: without the read after the failure, memory would answer the old page.
    expect(await store.set("k", page, before.generation, now)).toBe(false);
    const after = await store.get("k", now);
    expect(after.page).toBeNull();
    expect(after.generation).not.toBe(before.generation);
  });

  it("a generation read sent before a write failed does not make memory answer that page", async () => {
    let clock = 0;
    const keyPrefix = prefix();
    const { client, shared, store } = layered(keyPrefix, () => clock);
    const now = Date.now();
    const page = keptPage("<p>ancien</p>", now);
    const { generation } = await store.get("k", now);
    // A generation check goes out (its answer held back), then the write of "k" fails, then another process
    // invalidates; the held answer, the generation as it was before, arrives last.
    clock += CHECK_MS;
    let answer: (generation: string) => void = () => {};
    const read = vi
      .spyOn(shared, "generation")
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const inFlight = store.get("other", now);
    expect(read).toHaveBeenCalledTimes(1);
    failWrites(client, "error");
    expect(await store.set("k", page, generation, now)).toBe(false);
    await layered(keyPrefix, () => clock).store.invalidate();
    const lookup = store.get("k", now);
    answer(generation);
    await inFlight;
    expect((await lookup).page).toBeNull();
    expect((await store.get("k", now)).page).toBeNull();
  });

  it("keeps only the gzip body in Redis, and answers the same page from it in both encodings", async () => {
    const keyPrefix = prefix();
    const a = await startSite(memoryCache({ store: layered(keyPrefix, () => 0).store }));
    const b = await startSite(memoryCache({ store: layered(keyPrefix, () => 0).store }));
    const rendered = await get(a, "/cours?links", { "accept-encoding": "identity" });
    const [key] = await redis.keys(`${keyPrefix}*:*`);
    const stored = await redis.strlen(key!);
    expect(stored).toBeLessThan(Buffer.byteLength(rendered.html) / 4);
    for (const encoding of ["identity", "gzip"]) {
      const answer = await get(b, "/cours?links", { "accept-encoding": encoding });
      expect(answer.headers[RENDER_CACHE_HEADER]).toBe("hit");
      const nonce = noncesOf(answer).header;
      expect(answer.html).toBe(rendered.html.replaceAll(noncesOf(rendered).header, nonce));
    }
    expect(b.renders).toBe(0);
  });
});
