// Benchmark of §7 POST /api/_content/{path} over 10,000 generated documents (run by `npm run bench`, or
// alone: `node scripts/bench-content.ts`). Builds a fresh database (in-memory PGlite; or, with
// BENCH_CONTENT_ENGINE=postgres, a throw-away database on the server of TEST_DATABASE_URL), imports the
// documents through the content importer, serves the content route and /api/health with
// @hono/node-server on a free 127.0.0.1 port, and measures requests per second with autocannon:
//   - a typical listing: prefix + where + sortBy + limit 20 (+ only)
//   - a full-text search, ranked by relevance
//   - /api/health (select 1), in the same run, as the yardstick the ratios divide by.
// and the latency of each query (issue 14: p99 <= 20 ms over 10,000 documents): p50/p99 with one client
// (each query alone: the query's own time), and p99 under the BENCH_CONNECTIONS load (queueing included).
// Prints one JSON object on stdout (progress goes to stderr). Runs under Node's type stripping: nothing
// it imports uses decorators or parameter properties.
// Environment: BENCH_SECONDS (5), BENCH_CONNECTIONS (10), BENCH_DOCUMENTS (10000), BENCH_CONTENT_ENGINE.
// BENCH_CONTENT_DATABASE_URL: a PostgreSQL database to use and keep instead of a throw-away one: the import
// (KaTeX rendering, minutes on a loaded machine) then only runs the first time, and a before/after comparison
// of a query change measures the same rows (the migrations run at each start).
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import path from "node:path";
import { serve } from "@hono/node-server";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import pg from "pg";
import { parseContentFiles } from "../adapters/api/content/content-document.ts";
import { contentRouteGroup } from "../adapters/api/content/content-http.ts";
import { syncContentDocuments } from "../adapters/api/content/content-importer.ts";
import { DrizzleContentRepository } from "../adapters/api/content/drizzle-content-repository.ts";
import { MIGRATIONS_FOLDER, openDatabase, type Database } from "../adapters/api/db/database.ts";
import type { ApiEnv } from "../adapters/api/http/context.ts";
import { OpenApiRegistry } from "../adapters/api/http/openapi.ts";
import { MEMORY_COMPANY_FACTS } from "../adapters/memory/memory-company-facts.ts";
import { syntheticContentFiles } from "../adapters/memory/memory-content-fixtures.ts";
import { QueryContent } from "../application/api/content/query-content.ts";

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 10_000);
const ENGINE = process.env.BENCH_CONTENT_ENGINE === "postgres" ? "postgres" : "pglite";

const log = (message: string) => process.stderr.write(`[bench-content] ${message}\n`);

// --- Database.
async function openBenchDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const kept = process.env.BENCH_CONTENT_DATABASE_URL;
  if (kept)
    return {
      database: await openDatabase({ engine: "postgres", url: kept, poolSize: CONNECTIONS }),
      drop: async () => undefined,
    };
  if (ENGINE === "pglite")
    return { database: await openDatabase({ engine: "pglite", dataDir: null }), drop: async () => undefined };
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error("BENCH_CONTENT_ENGINE=postgres needs TEST_DATABASE_URL");
  const name = `revizo_bench_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    database: await openDatabase({ engine: "postgres", url: url.toString(), poolSize: CONNECTIONS }),
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Issue 14's target for one content query over 10,000 documents. */
const QUERY_P99_TARGET_MS = 20;

async function load(options: {
  url: string;
  method?: "GET" | "POST";
  body?: unknown;
  connections?: number;
}): Promise<{ rps: number; p50: number; p99: number }> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? "GET",
    connections: options.connections ?? CONNECTIONS,
    duration: DURATION,
    headers: { "content-type": "application/json", "accept-language": "fr-FR" },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${options.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 };
}

const round = (value: number) => Math.round(value * 1000) / 1000;

const { database, drop } = await openBenchDatabase();
let server: ReturnType<typeof serve> | null = null;
try {
  await database.migrate(path.resolve(MIGRATIONS_FOLDER));
  let started = performance.now();
  const files = syntheticContentFiles(DOCUMENTS);
  const { documents, failures } = parseContentFiles(files);
  if (failures.length > 0)
    throw new Error(`synthetic content failed its checks: ${JSON.stringify(failures.slice(0, 3))}`);
  const parseMs = performance.now() - started;
  started = performance.now();
  await syncContentDocuments(database.db, documents, { prune: true });
  const importMs = performance.now() - started;
  if (database.engine === "postgres") await database.db.execute(sql`analyze content_documents`);
  log(
    `${documents.length} documents parsed in ${Math.round(parseMs)} ms, imported in ${Math.round(importMs)} ms (${database.engine})`,
  );

  // The API as the process serves it, minus the parts this benchmark does not measure (auth, CSRF, logs).
  const queryContent = new QueryContent(
    new DrizzleContentRepository(database.db),
    { canReadPremium: async () => false },
    MEMORY_COMPANY_FACTS,
  );
  const api = new Hono<ApiEnv>();
  api.get("/health", async (c) => {
    const began = performance.now();
    await database.db.execute(sql`select 1`);
    c.header("Cache-Control", "no-store");
    return c.json({
      status: "ok",
      database: {
        status: "up",
        engine: database.engine,
        latencyMs: Math.round((performance.now() - began) * 100) / 100,
      },
      version: "bench",
    });
  });
  api.route(
    "/",
    contentRouteGroup({
      docs: new OpenApiRegistry(),
      build: "bench",
      queryContent: () => queryContent,
      viewerOf: async () => ({ memberId: null }),
    }),
  );
  const app = new Hono().route("/api", api);

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" });

  const listing = {
    where: { subject: "maths", kind: { $in: ["course", "sheet"] }, premium: false },
    sortBy: [{ order: "asc" }, { title: "asc" }],
    limit: 20,
    only: ["title", "description", "kind", "grade", "order", "premium", "words"],
  };
  const search = { search: "dérivée fonction", limit: 20, only: ["title", "description", "kind", "premium"] };
  for (const [label, body] of [
    ["listing", listing],
    ["search", search],
  ] as const) {
    const check = await fetch(`${origin}/api/_content/${label === "listing" ? "revisions/lycee" : ""}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const answer = (await check.json()) as { total?: number; items?: unknown[] };
    if (check.status !== 200 || !answer.items || answer.items.length !== 20)
      throw new Error(`${label} query: ${check.status} ${JSON.stringify(answer).slice(0, 200)}`);
    log(`${label} query matches ${answer.total} documents`);
  }

  log(`measuring ${DURATION} s per endpoint, ${CONNECTIONS} connections`);
  const health = await load({ url: `${origin}/api/health` });
  const listingUrl = `${origin}/api/_content/revisions/lycee`;
  const contentQuery = await load({ url: listingUrl, method: "POST", body: listing });
  const contentSearch = await load({ url: `${origin}/api/_content/`, method: "POST", body: search });
  log(`measuring ${DURATION} s per query with one client (latency of the query alone)`);
  const queryAlone = await load({ url: listingUrl, method: "POST", body: listing, connections: 1 });
  const searchAlone = await load({ url: `${origin}/api/_content/`, method: "POST", body: search, connections: 1 });
  const healthRps = health.rps;
  const contentQueryRps = contentQuery.rps;
  const contentSearchRps = contentSearch.rps;
  const worstP99 = Math.max(queryAlone.p99, searchAlone.p99);
  const figures = {
    date: new Date().toISOString(),
    engine: database.engine,
    documents: documents.length,
    importSeconds: round(importMs / 1000),
    durationSeconds: DURATION,
    connections: CONNECTIONS,
    apiHealthRps: healthRps,
    contentQueryRps,
    contentSearchRps,
    contentQueryToHealthRatio: round(contentQueryRps / healthRps),
    contentSearchToHealthRatio: round(contentSearchRps / healthRps),
    contentQueryP50Ms: queryAlone.p50,
    contentQueryP99Ms: queryAlone.p99,
    contentSearchP50Ms: searchAlone.p50,
    contentSearchP99Ms: searchAlone.p99,
    contentQueryLoadedP99Ms: contentQuery.p99,
    contentSearchLoadedP99Ms: contentSearch.p99,
    queryP99Target: `<= ${QUERY_P99_TARGET_MS} ms: ${worstP99 <= QUERY_P99_TARGET_MS ? "met" : "missed"}`,
  };
  process.stdout.write(`${JSON.stringify(figures)}\n`);
} finally {
  const running = server;
  if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
  await database.close();
  await drop();
}
