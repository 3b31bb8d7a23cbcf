// npm run bench: builds when needed, starts the production server on a free port with a fresh
// embedded database, and measures what matters for a cheap phone on 3G and for the server:
//   - the home page: client JavaScript it really loads in Chromium (gzip bytes; before and after the deferred start
//     of ui/composition/deferred-start.ts), its HTML (gzip bytes)
//   - issue 14 (docs/decisions/024 and its addendum on the bench): a bare node:http server's throughput (the
//     machine's ceiling), client files from memory against it, pages from the render cache (home, premium, a course)
//     against our static-file path serving a file of the same bytes (the cached gzip answer, copied into a scratch
//     build/client the server is restarted on; A-B-B-A runs), beside /robots.txt and bare node:http sending the same
//     bytes, and the same pages rendered at every request (the server restarted on the same database with
//     RENDER_CACHE_MB=0, at the end)
//   - /api/health throughput, the anonymous plans list, a cached PDF sheet (and its first render) and content queries
//     over 10,000 documents (with ratios)
//   - Lighthouse mobile performance score, LCP (median of BENCH_LIGHTHOUSE_RUNS runs, 5) and client JS of /,
//     /premium, /login, a terminale maths course (KaTeX) and a quiz, each beside issue 12's targets (score >= 95,
//     LCP <= 2.5 s); from the median run, every metric the score weighs (FCP, LCP, TBT, CLS, Speed Index: value,
//     own score, points lost) and the audits that did not pass with their estimated savings
//   - issue 14's load test: BENCH_CONNECTIONS (200) connections for BENCH_SECONDS (60 s) on a mixed route set
//     (home, /premium, the plans API, a course with formulas): requests/s, errors, timeouts, non-2xx, p50/p99
//   - with DATABASE_URL (a PostgreSQL server; the bench uses a throw-away database on it): the production shape,
//     `npm start` with one worker per core, against one worker (requests/s of the mixed set, and the ratio), then
//     the load test again on the workers (docs/decisions/025-workers.md)
// Route throughputs use BENCH_ROUTE_CONNECTIONS (10) connections for BENCH_ROUTE_SECONDS (5 s) each, after a
// warm-up of BENCH_WARMUP_SECONDS (2 s; 0: none) the first time a server process is asked that route.
// Prints a table and writes bench-results/<timestamp>.json and bench-results/latest.json.
// BENCH_ONLY=<parts> runs some parts only, comma-separated: lighthouse, throughput, load, workers (a partial run
// is written to bench-results/<timestamp>-<parts>.json, never latest.json). BENCH_LIGHTHOUSE_PAGES=course,quiz
// measures some of the Lighthouse pages.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { request as httpRequest } from "node:http";
import { createServer } from "node:net";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import autocannon from "autocannon";
import pg from "pg";

/** Per-route throughputs (the figures issue 14's table compares). */
const DURATION = Number(process.env.BENCH_ROUTE_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_ROUTE_CONNECTIONS ?? 10);
/**
 * Warm-up before a route's first measurement on a server process (see `warmUp`): BENCH_WARMUP_SECONDS (2) of load
 * whose figures are dropped, then requests that all complete; 0 measures a cold process as the bench did before.
 */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
/** What autocannon sends with every request (the cache answers gzip; the pages are French). */
const LOAD_HEADERS = { "accept-encoding": "gzip", "accept-language": "fr-FR" } as const;
/** The URLs warmed up on the server process running now (forgotten when another starts). */
const warmed = new Set<string>();

/** Issue 14's target: JavaScript on `/` before any interaction, served gzip bytes (`homeJsGzipBytes`). */
const HOME_JS_TARGET = 120_000;

/** Issue 14's target: a page from the render cache at half the req/s of a static file (of the same bytes). */
const CACHED_TO_STATIC_TARGET = 0.5;

/** Issue 14's load test: many connections held for a minute on a mixed route set. */
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const LOAD_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
/** Issue 14's load-test targets. */
const LOAD_TARGETS = { errors: 0, timeouts: 0, maxP99Ms: 300 } as const;
/** N workers against one: a shorter run of the mixed set each (BENCH_WORKERS_SECONDS, BENCH_WORKERS_CONNECTIONS). */
const WORKERS_SECONDS = Number(process.env.BENCH_WORKERS_SECONDS ?? 20);
const WORKERS_CONNECTIONS = Number(process.env.BENCH_WORKERS_CONNECTIONS ?? 50);

const BENCH_PARTS = ["lighthouse", "throughput", "load", "workers"] as const;
type BenchPart = (typeof BENCH_PARTS)[number];
const only = (process.env.BENCH_ONLY ?? "")
  .split(",")
  .map((part) => part.trim())
  .filter((part) => part !== "");
for (const part of only)
  if (!(BENCH_PARTS as readonly string[]).includes(part)) {
    process.stderr.write(`BENCH_ONLY: unknown part ${part} (one of ${BENCH_PARTS.join(", ")})\n`);
    process.exit(1);
  }
const runs = (part: BenchPart) => only.length === 0 || only.includes(part);
const PARTIAL = only.length > 0;

/** The mixed route set of the load test (issue 14): each connection cycles through them. */
const MIXED_ROUTES = [
  "/",
  "/premium",
  "/api/productplans/getanonymeproductplans?country=FR",
  "/revisions/terminale/maths/calcul-integral",
] as const;

/** Issue 12's targets for the Lighthouse mobile runs. */
const LIGHTHOUSE_TARGETS = { minScore: 95, maxLcpMs: 2500 } as const;
/** Figure names of the metrics the performance score weighs, by Lighthouse acronym (`lighthouse<Page>FcpMs`…). */
const METRIC_KEYS: Readonly<Record<string, string>> = {
  FCP: "Fcp",
  LCP: "Lcp",
  TBT: "Tbt",
  CLS: "Cls",
  SI: "SpeedIndex",
};

/**
 * The free course whose HTML is the heaviest with its figures (measured over the library's courses with figures on
 * 25 November 2026), and issue 27's limit for it.
 */
const FIGURE_PAGE = "/revisions/terminale/physique-chimie/deuxieme-loi-de-newton";
const FIGURE_PAGE_HTML_GZIP_TARGET = 60 * 1024;

/** The pages Lighthouse measures, by the name their figures carry (`lighthouse<Name>Score`, `<name>JsGzipBytes`). */
const LIGHTHOUSE_PAGES: readonly { name: string; path: string }[] = [
  { name: "Home", path: "/" },
  { name: "Premium", path: "/premium" },
  { name: "Login", path: "/login" },
  // A free terminale maths chapter: long, with KaTeX formulas and their fonts.
  { name: "Course", path: "/revisions/terminale/maths/calcul-integral" },
  // A free quiz: the questions and their form, server-rendered.
  { name: "Quiz", path: "/revisions/terminale/maths/quiz-calcul-integral" },
  // The course with the heaviest figures (issue 27: Lighthouse >= 95, LCP <= 2.5 s, HTML under 60 KB gzip).
  { name: "Figures", path: FIGURE_PAGE },
];
/** Pages answered from the render cache in the load test (and rendered each time after, without it). */
const CACHED_PAGES: readonly [string, string][] = [
  ["Home", "/"],
  ["Premium", "/premium"],
  // A terminale maths chapter with KaTeX formulas (rendered at import: docs/decisions/013).
  ["Course", "/revisions/terminale/maths/calcul-integral"],
];
const chosenPages = (process.env.BENCH_LIGHTHOUSE_PAGES ?? "")
  .split(",")
  .map((name) => name.trim().toLowerCase())
  .filter((name) => name !== "");
const lighthousePages = LIGHTHOUSE_PAGES.filter(
  (page) => chosenPages.length === 0 || chosenPages.includes(page.name.toLowerCase()),
);

if (!existsSync("build/process/main.js") || process.env.BENCH_REBUILD) {
  const built = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (built.status !== 0) process.exit(1);
}

const figures: Record<string, number | string> = {
  date: new Date().toISOString(),
  durationSeconds: DURATION,
  connections: CONNECTIONS,
};
const dataDir = mkdtempSync(path.join(tmpdir(), "revizo-bench-"));
let origin = "";
// The embedded-database server (one process, as `npm start` without DATABASE_URL) for every part but workers.
let server: ChildProcess | null =
  runs("lighthouse") || runs("throughput") || runs("load") ? await startBenchServer({ DATA_DIR: dataDir }) : null;

try {
  if (runs("throughput")) {
    const html = await (await fetch(`${origin}/`, { headers: { "accept-language": "fr-FR" } })).text();
    figures.homeHtmlGzipBytes = gzipSync(html).length;
    const figurePage = await (
      await fetch(`${origin}${FIGURE_PAGE}`, { headers: { "accept-language": "fr-FR" } })
    ).text();
    figures.figurePageHtmlGzipBytes = gzipSync(figurePage).length;
    figures.figurePageHtmlVerdict =
      figures.figurePageHtmlGzipBytes <= FIGURE_PAGE_HTML_GZIP_TARGET
        ? "met"
        : `missed by ${figures.figurePageHtmlGzipBytes - FIGURE_PAGE_HTML_GZIP_TARGET} B`;
    // Issue 14's target (HOME_JS_TARGET) reads the served gzip bytes; brotli is what Chromium got, gzip -9 the
    // measure of earlier runs (ADR 012, addendum "zopfli").
    const homeJs = await clientJsGzip(`${origin}/`);
    figures.homeJsGzipBytes = homeJs.initial.gzip;
    figures.homeJsBrotliBytes = homeJs.initial.brotli;
    figures.homeJsGzip9Bytes = homeJs.initial.gzip9;
    figures.homeJsAfterStartGzipBytes = homeJs.afterStart.gzip;
    figures.homeJsAfterStartBrotliBytes = homeJs.afterStart.brotli;
    figures.homeJsAfterStartGzip9Bytes = homeJs.afterStart.gzip9;
    figures.homeJsVerdict =
      homeJs.initial.gzip <= HOME_JS_TARGET ? "met" : `missed by ${homeJs.initial.gzip - HOME_JS_TARGET} B`;
    // Issue 12 (ADR 021): Chromium's installability check of the PWA (Lighthouse 12+ has no PWA category).
    figures.pwaInstallabilityErrors = await installabilityErrors(`${origin}/`);
  }

  // Lighthouse first, on a quiet server and machine (the load tests below leave both busy for a while);
  // mobile emulation (Moto G class device, slow 4G throttling): performance score and LCP, beside the targets.
  const targets: LighthouseRow[] = [];
  const breakdown: LighthouseBreakdown[] = [];
  const calibrated: LighthouseRow[] = [];
  const benchmarkIndexes: number[] = [];
  if (runs("lighthouse") && process.env.BENCH_LIGHTHOUSE !== "0") {
    for (const { name, path: page } of lighthousePages) {
      // A page that moved would be measured as a 404: its status first (the body is Lighthouse's business).
      // Once more on a socket error: a kept-alive connection the server closed while Lighthouse ran (seen twice).
      const ask = () => fetch(`${origin}${page}`, { headers: { "accept-language": "fr-FR" } });
      const answer = await ask().catch(ask);
      await answer.body?.cancel();
      if (!answer.ok) throw new Error(`${page}: ${answer.status}`);
      const report = medianLighthouse(`${origin}${page}`, undefined, benchmarkIndexes);
      figures[`lighthouse${name}Score`] = report.score;
      figures[`lighthouse${name}LcpMs`] = report.lcpMs;
      // Issue 12: every metric the score weighs, from the same (median) run, and what that run's audits say to fix.
      for (const metric of report.metrics) {
        figures[`lighthouse${name}${metric.key}${metric.unit === "ms" ? "Ms" : ""}`] = metric.value;
        figures[`lighthouse${name}${metric.key}Score`] = metric.score;
        figures[`lighthouse${name}${metric.key}LostPoints`] = metric.lostPoints;
      }
      if (typeof report.score === "number")
        figures[`lighthouse${name}Audits`] =
          report.audits.map((audit) => `${audit.id} (${audit.score}: ${audit.savings})`).join("; ") || "none";
      breakdown.push({ page, report });
      targets.push(againstTargets(page, report));
      if (page !== "/") {
        const { initial } = await clientJsGzip(`${origin}${page}`);
        figures[`${name.toLowerCase()}JsGzipBytes`] = initial.gzip;
        figures[`${name.toLowerCase()}JsBrotliBytes`] = initial.brotli;
        figures[`${name.toLowerCase()}JsGzip9Bytes`] = initial.gzip9;
      }
    }
  }
  // The same pages again with the CPU slowdown Lighthouse's documentation says fits this host (ADR 039): the default
  // 4x assumes a host of benchmarkIndex ~1,533; on a slower one it emulates a phone slower than its reference device.
  if (benchmarkIndexes.length > 0 && process.env.BENCH_LIGHTHOUSE_CALIBRATED !== "0") {
    const benchmarkIndex = median(benchmarkIndexes);
    const multiplier = calibratedCpuMultiplier(benchmarkIndex);
    figures.lighthouseBenchmarkIndex = Math.round(benchmarkIndex);
    figures.lighthouseCalibratedCpuMultiplier = multiplier;
    for (const { name, path: page } of lighthousePages) {
      const report = medianLighthouse(`${origin}${page}`, multiplier);
      figures[`lighthouse${name}CalibratedScore`] = report.score;
      const tbt = report.metrics.find((metric) => metric.acronym === "TBT");
      if (tbt !== undefined) figures[`lighthouse${name}CalibratedTbtMs`] = tbt.value;
      figures[`lighthouse${name}CalibratedLcpMs`] = report.lcpMs;
      calibrated.push(againstTargets(page, report));
    }
  }
  const sameSize = runs("throughput") ? await measureServer(figures) : [];
  const loads: LoadRow[] = [];
  try {
    if (runs("load")) loads.push(await loadTest(figures, "load", "embedded PGlite, one process"));
    if (runs("load")) await healthDuringLogins(figures);
    if (runs("workers")) loads.push(...(await measureWorkers(figures)));
  } finally {
    // What was measured is kept even when a later part fails. A partial run is written beside the full ones,
    // never over latest.json.
    mkdirSync("bench-results", { recursive: true });
    const json = JSON.stringify(figures, null, 2);
    const stamp = String(figures.date).replace(/[:.]/g, "-");
    writeFileSync(path.join("bench-results", `${stamp}${PARTIAL ? `-${only.join("-")}` : ""}.json`), json);
    if (!PARTIAL) writeFileSync(path.join("bench-results", "latest.json"), json);
  }
  console.table(figures);
  if (sameSize.length > 0) {
    console.log(
      "Cached page vs static file of the same size (issue 14: >= 50 % of the static file's req/s; our static-file path serving the cached answer's bytes, gzip, runs A-B-B-A; beside it the ratio to /robots.txt and bare node:http sending the same bytes):",
    );
    console.table(sameSize);
  }
  printTargets(targets);
  printLighthouseBreakdown(breakdown);
  if (calibrated.length > 0) {
    console.log(
      `Lighthouse mobile (median run), CPU slowdown ${String(figures.lighthouseCalibratedCpuMultiplier)}x calibrated to this host (benchmarkIndex ${String(figures.lighthouseBenchmarkIndex)}; Lighthouse's default 4x fits ~1,533: docs/decisions/039):`,
    );
    console.table(calibrated);
  }
  if (loads.length > 0) {
    console.log(
      `Load test (${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s, ${MIXED_ROUTES.join(" ")}) against issue 14's targets:`,
    );
    console.table(loads);
  }
} finally {
  if (server) await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * The production server on a free port (APP_ENV=test: demo accounts, sandbox payments); waits until it answers.
 * `cwd`: the directory it runs in (its build/ and content/ are read from there), the checkout by default.
 */
async function startBenchServer(env: Record<string, string>, cwd = process.cwd()): Promise<ChildProcess> {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  warmed.clear();
  const child = spawn(process.execPath, ["build/process/main.js"], {
    cwd,
    env: {
      ...process.env,
      DATABASE_URL: "",
      WEB_CONCURRENCY: "",
      NODE_ENV: "production",
      APP_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      PUBLIC_ORIGIN: origin,
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitFor(`${origin}/api/health`);
  return child;
}

/** Stops a server the bench started; one that ended on its own (a crash under load) fails the bench. */
async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null)
    throw new Error(`a server the bench started exited on its own (${child.exitCode ?? child.signalCode})`);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

interface LoadRow {
  server: string;
  "req/s": number;
  "p50 ms": number;
  "p99 ms": number;
  errors: number;
  timeouts: number;
  "non-2xx": number;
  verdict: string;
}

/** The mixed route set, every connection cycling through it. */
async function mixedLoad(connections: number, seconds: number) {
  return autocannon({
    url: origin,
    connections,
    duration: seconds,
    timeout: 10,
    headers: { "accept-encoding": "gzip", "accept-language": "fr-FR" },
    requests: MIXED_ROUTES.map((route) => ({ method: "GET", path: route })),
  });
}

/** Issue 14's load test against the server at `origin`: figures `<prefix>*`, and a row beside the targets. */
async function loadTest(figures: Record<string, number | string>, prefix: string, label: string): Promise<LoadRow> {
  // The routes answer before the load starts (a moved page would count as non-2xx, not as slowness).
  for (const route of MIXED_ROUTES) {
    const answer = await fetch(`${origin}${route}`, { headers: { "accept-language": "fr-FR" } });
    await answer.body?.cancel();
    if (!answer.ok) throw new Error(`${route}: ${answer.status}`);
  }
  const result = await mixedLoad(LOAD_CONNECTIONS, LOAD_SECONDS);
  const row: LoadRow = {
    server: label,
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    "non-2xx": result.non2xx,
    verdict: "",
  };
  const misses = [
    ...(result.errors > LOAD_TARGETS.errors ? ["errors"] : []),
    ...(result.timeouts > LOAD_TARGETS.timeouts ? ["timeouts"] : []),
    ...(result.non2xx > 0 ? ["non-2xx"] : []),
    ...(result.latency.p99 > LOAD_TARGETS.maxP99Ms ? ["p99"] : []),
  ];
  row.verdict = misses.length === 0 ? "met" : `missed: ${misses.join(", ")}`;
  console.log(`[bench] load test, ${label}: ${JSON.stringify(row)}`);
  figures[`${prefix}Connections`] = LOAD_CONNECTIONS;
  figures[`${prefix}Seconds`] = LOAD_SECONDS;
  figures[`${prefix}Rps`] = row["req/s"];
  figures[`${prefix}Requests`] = result.requests.total;
  figures[`${prefix}P50Ms`] = row["p50 ms"];
  figures[`${prefix}P99Ms`] = row["p99 ms"];
  figures[`${prefix}Errors`] = row.errors;
  figures[`${prefix}Timeouts`] = row.timeouts;
  figures[`${prefix}Non2xx`] = row["non-2xx"];
  figures[`${prefix}Verdict`] = row.verdict;
  return row;
}

/**
 * Issue 32 (9): `/api/health`'s p99 alone, then while LOGINS_PER_SECOND real logins run (argon2id with the production
 * parameters, on libuv's pool since the hasher moved off the event loop). A login on the event loop held every other
 * request for the length of a hash; off it, health answers beside them (the two cores are still shared).
 */
const LOGINS_PER_SECOND = 50;
async function healthDuringLogins(figures: Record<string, number | string>): Promise<void> {
  const health = () => autocannon({ url: `${origin}/api/health`, connections: 4, duration: 5, timeout: 10 });
  const alone = await health();
  let running = true;
  let logins = 0;
  let refused = 0;
  const started = performance.now();
  const logIn = async () => {
    const answer = await fetch(`${origin}/api/auth/local`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-revizo-eval": "false", origin },
      body: JSON.stringify({ identifier: "eleve@demo.test", password: "Demo-2026!" }),
    });
    await answer.body?.cancel();
    logins += 1;
    if (!answer.ok) refused += 1;
  };
  // A tenth of a second's logins every tenth of a second, without waiting for the previous ones (an open load).
  const pending: Promise<void>[] = [];
  const timer = setInterval(() => {
    if (running) for (let i = 0; i < LOGINS_PER_SECOND / 10; i += 1) pending.push(logIn());
  }, 100);
  const during = await health();
  running = false;
  clearInterval(timer);
  await Promise.all(pending);
  const seconds = (performance.now() - started) / 1000;
  figures.healthAloneP99Ms = alone.latency.p99;
  figures.healthDuringLoginsP99Ms = during.latency.p99;
  figures.healthDuringLoginsRps = Math.round(during.requests.average);
  figures.healthAloneRps = Math.round(alone.requests.average);
  figures.loginsPerSecondAsked = LOGINS_PER_SECOND;
  figures.loginsDone = logins;
  figures.loginsRefused = refused;
  console.log(
    `[bench] /api/health p99 ${alone.latency.p99} ms alone, ${during.latency.p99} ms during ${LOGINS_PER_SECOND} logins/s (${logins} logins in ${seconds.toFixed(1)} s, ${refused} refused)`,
  );
}

/**
 * `npm start` on PostgreSQL (DATABASE_URL, a throw-away database on its server): the mixed set's requests/s with one
 * worker, then with one per core (BENCH_WORKERS to choose), and their ratio; then the load test on the workers.
 */
async function measureWorkers(figures: Record<string, number | string>): Promise<LoadRow[]> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    figures.workers = "skipped: DATABASE_URL is unset";
    return [];
  }
  const workers = Number(process.env.BENCH_WORKERS ?? availableParallelism());
  const name = `revizo_bench_${randomBytes(6).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const env = { DATABASE_URL: url.toString(), DATA_DIR: dataDir };
  const rows: LoadRow[] = [];
  try {
    const rps: Record<number, number> = {};
    // One worker first: its start imports the whole library into the new database; the second start finds it.
    for (const count of [1, workers]) {
      const child = await startBenchServer({ ...env, WEB_CONCURRENCY: String(count) });
      try {
        // Every worker listening and warm (their first renders load the bundles).
        await mixedLoad(count * 2, 3);
        const result = await mixedLoad(WORKERS_CONNECTIONS, WORKERS_SECONDS);
        // Failures are figures here (a saturated single worker times out): recorded beside the rate, not thrown.
        rps[count] = Math.round(result.requests.average);
        figures[`workers${count}Rps`] = rps[count];
        figures[`workers${count}P99Ms`] = result.latency.p99;
        figures[`workers${count}Errors`] = result.errors;
        figures[`workers${count}Timeouts`] = result.timeouts;
        figures[`workers${count}Non2xx`] = result.non2xx;
        console.log(
          `[bench] ${count} worker(s): ${JSON.stringify(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
        );
        if (count === workers) rows.push(await loadTest(figures, "loadWorkers", `PostgreSQL, ${workers} workers`));
      } finally {
        await stopServer(child);
      }
    }
    figures.workers = workers;
    figures.workersConnections = WORKERS_CONNECTIONS;
    figures.workersSeconds = WORKERS_SECONDS;
    figures.workersToOneRatio = round((rps[workers] ?? 0) / (rps[1] ?? 1));
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
  return rows;
}

/** Throughputs of the server (autocannon) and the content queries. */
async function measureServer(figures: Record<string, number | string>): Promise<SameSizeRow[]> {
  // Issue 14 (docs/decisions/024, addendum of 2026-11-23 on the bench): each cached page against our static-file path
  // serving a file of the same bytes. The static files are read when a process starts (server/static.ts), from
  // build/client under its working directory (server/main.ts): the bench keeps each page's answer as the cache gives
  // it (gzip, exact bytes), writes it into a scratch copy of build/client, and starts the server again from a scratch
  // directory whose build/client is that copy (everything else links to the checkout). Every figure of this part
  // then comes from that one process: the product code is unchanged and learns nothing of the bench.
  // The answers are taken from a fresh process that only the bench has asked, as autocannon asks: the cache keeps,
  // for a minute, the page of whoever asked first, and a page rendered for a bot (Chromium's user agent, in the parts
  // above) is rendered whole before it is sent (ui/entry.server.tsx) and weighs other bytes than the streamed one
  // (the home: 8.3 kB against 8.9 kB gzip).
  const scratch = scratchRoot();
  if (server) await stopServer(server);
  server = await startBenchServer({ DATA_DIR: dataDir }, scratch.root);
  const answers: { name: string; page: string; answer: RawAnswer }[] = [];
  for (const [name, page] of CACHED_PAGES)
    answers.push({ name, page, answer: await expectCacheHit(`${origin}${page}`) });
  const sameBytePaths = writeSameBytes(scratch.client, answers);
  await stopServer(server);
  server = await startBenchServer({ DATA_DIR: dataDir }, scratch.root);

  // The ceiling of this machine (bare node:http answering robots.txt's bytes from a buffer, its own process), client
  // files from memory against it, and pages from the render cache, in the same run.
  const robots = readFileSync("build/client/robots.txt");
  const bare = await bareNodeRps(robots);
  const staticFile = await load(`${origin}/robots.txt`);
  figures.bareNodeRps = bare;
  figures.staticFileRps = staticFile;
  figures.staticToBareRatio = round(staticFile / bare);
  const asset = smallestPrecompressedAsset();
  if (asset) {
    const assetRps = await load(`${origin}${asset}`);
    figures.staticAssetPath = asset;
    figures.staticAssetGzipRps = assetRps;
    figures.staticAssetToBareRatio = round(assetRps / bare);
  }
  const rows: SameSizeRow[] = [];
  for (const { name, page } of answers) {
    const cachedUrl = `${origin}${page}`;
    const staticUrl = `${origin}${sameBytePaths.get(name)!}`;
    // This process renders the page once, then answers it from the cache; the static copy must answer the very
    // bytes the cache answers (a page whose size moved between the two processes is reported, not hidden).
    const cached = await expectCacheHit(cachedUrl);
    const copy = await rawGet(staticUrl);
    if (copy.status !== 200 || copy.headers["content-encoding"] !== "gzip")
      throw new Error(`${staticUrl}: ${copy.status} ${String(copy.headers["content-encoding"])}, not the gzip copy`);
    figures[`cached${name}GzipBytes`] = cached.body.length;
    figures[`staticSameBytes${name}GzipBytes`] = copy.body.length;
    figures[`cached${name}HeaderBytes`] = cached.headerBytes;
    figures[`staticSameBytes${name}HeaderBytes`] = copy.headerBytes;
    // A-B-B-A, back to back on the same process: a drift of the machine's load during the four runs weighs on both
    // sides alike. Each side's figure is the mean of its two runs.
    const cachedFirst = await load(cachedUrl);
    const staticFirst = await load(staticUrl);
    const staticSecond = await load(staticUrl);
    const cachedSecond = await load(cachedUrl);
    const rps = Math.round((cachedFirst + cachedSecond) / 2);
    const sameBytes = Math.round((staticFirst + staticSecond) / 2);
    figures[`cached${name}Rps`] = rps;
    figures[`staticSameBytes${name}Rps`] = sameBytes;
    figures[`cached${name}ToStaticSameBytesRatio`] = round(rps / sameBytes);
    figures[`cached${name}ToStaticRatio`] = round(rps / staticFile);
    // The same bytes from bare node:http: what the page's size alone allows on this machine (and load generator).
    const bareSameBody = await bareNodeRps(cached.body, "gzip");
    figures[`bareNode${name}BodyRps`] = bareSameBody;
    figures[`cached${name}ToBareSameBodyRatio`] = round(rps / bareSameBody);
    const ratio = rps / sameBytes;
    // A page whose bytes moved between the two processes by more than 1 % is not compared with its own size.
    const sizesMatch = Math.abs(cached.body.length - copy.body.length) <= cached.body.length / 100;
    rows.push({
      page,
      "gzip bytes": cached.body.length,
      "cached req/s": rps,
      "static same bytes req/s": sameBytes,
      "cached ÷ static same bytes": round(ratio),
      target: `>= ${CACHED_TO_STATIC_TARGET}`,
      verdict: !sizesMatch
        ? `not comparable: ${copy.body.length} B copied`
        : ratio >= CACHED_TO_STATIC_TARGET
          ? "met"
          : "missed",
      "cached ÷ robots.txt": round(rps / staticFile),
      "bare node same bytes req/s": bareSameBody,
      "cached ÷ bare same bytes": round(rps / bareSameBody),
    });
  }
  const health = await load(`${origin}/api/health`);
  figures.apiHealthRps = health;
  const plans = await load(`${origin}/api/productplans/getanonymeproductplans?country=FR`);
  figures.apiAnonymousPlansRps = plans;
  figures.apiAnonymousPlansToHealthRatio = round(plans / health);
  // A cached PDF sheet (docs/decisions/020): the first request renders and caches it, the load test reads the cache.
  const sheet = `${origin}/api/content/sheets/revisions/lycee/terminale/maths/fiche-calcul-integral.pdf`;
  const firstRender = performance.now();
  const rendered = await fetch(sheet);
  if (!rendered.ok) throw new Error(`${sheet}: ${rendered.status}`);
  await rendered.arrayBuffer();
  figures.sheetPdfFirstRenderMs = Math.round(performance.now() - firstRender);
  const cachedSheet = await load(sheet);
  figures.sheetPdfCachedRps = cachedSheet;
  figures.sheetPdfCachedToHealthRatio = round(cachedSheet / health);

  // Content queries over 10,000 generated documents (own database and server: scripts/bench-content.ts).
  if (existsSync("scripts/bench-content.ts") && process.env.BENCH_CONTENT !== "0") {
    const content = spawnSync("npm", ["run", "--silent", "bench:content"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, BENCH_SECONDS: String(DURATION), BENCH_CONNECTIONS: String(CONNECTIONS) },
    });
    const line = content.stdout
      .trim()
      .split("\n")
      .findLast((l) => l.trim().startsWith("{"));
    if (content.status === 0 && line) {
      for (const [key, value] of Object.entries(JSON.parse(line) as Record<string, number | string>))
        figures[`content_${key}`] = value;
    } else figures.content = `failed (exit ${content.status})`;
  }

  // Issue 30: planning a year for a member with 3,000 cards and 200 chapters (the server's forecast and plan, in a
  // process of its own: scripts/coach-bench.ts).
  const coach = spawnSync("npm", ["run", "--silent", "bench:coach"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  const coachLine = coach.stdout
    .trim()
    .split("\n")
    .findLast((l) => l.trim().startsWith("{"));
  if (coach.status === 0 && coachLine) {
    for (const [key, value] of Object.entries(JSON.parse(coachLine) as Record<string, number | string | boolean>))
      figures[`coach_${key}`] = typeof value === "boolean" ? String(value) : value;
  } else figures.coach = `failed (exit ${coach.status})`;

  // The same pages rendered at every request: the server again on the same database, render cache off. The content
  // bench above has exited (spawnSync) and the stopped server too (stopServer waits for its exit). Each page is
  // warmed up before it is measured (load): the first renders of a fresh process load its route modules, fill the
  // content memo (docs/decisions/032) and run code not yet optimised, which is not the render's cost.
  await stopServer(server);
  rmSync(scratch.root, { recursive: true, force: true });
  server = await startBenchServer({ DATA_DIR: dataDir, RENDER_CACHE_MB: "0" });
  for (const [name, page] of CACHED_PAGES) {
    const rps = await load(`${origin}${page}`);
    figures[`uncached${name}Rps`] = rps;
    figures[`cached${name}ToUncachedRatio`] = round(Number(figures[`cached${name}Rps`]) / rps);
  }
  // The load test that follows measures the product as it runs: render cache on again.
  await stopServer(server);
  server = runs("load") ? await startBenchServer({ DATA_DIR: dataDir }) : null;
  return rows;
}

interface SameSizeRow {
  page: string;
  "gzip bytes": number;
  "cached req/s": number;
  "static same bytes req/s": number;
  "cached ÷ static same bytes": number;
  target: string;
  verdict: string;
  "cached ÷ robots.txt": number;
  "bare node same bytes req/s": number;
  "cached ÷ bare same bytes": number;
}

/**
 * A scratch working directory for the server: build/client copied (about 5 MB), every other entry of the checkout
 * and of build/ a symbolic link (content/, the migrations, the server bundles).
 */
function scratchRoot(): { root: string; client: string } {
  // Inside the bench's data directory, which the bench removes whatever happens (links are removed, not followed).
  const root = mkdtempSync(path.join(dataDir, "root-"));
  for (const entry of readdirSync(".")) if (entry !== "build") symlinkSync(path.resolve(entry), path.join(root, entry));
  mkdirSync(path.join(root, "build"));
  for (const entry of readdirSync("build"))
    if (entry !== "client") symlinkSync(path.resolve("build", entry), path.join(root, "build", entry));
  const client = path.join(root, "build", "client");
  cpSync("build/client", client, { recursive: true });
  return { root, client };
}

/**
 * Each page's cached answer as a static file of the scratch client directory, read by the next start:
 * /bench-same-bytes/<page>.html (the HTML) with the exact gzip answer beside it as .html.gz (no .br: a client asking
 * for gzip gets it, as from the cache). The URL paths, by page name.
 */
function writeSameBytes(client: string, answers: readonly { name: string; answer: RawAnswer }[]): Map<string, string> {
  const dir = path.join(client, "bench-same-bytes");
  mkdirSync(dir);
  const paths = new Map<string, string>();
  for (const { name, answer } of answers) {
    const file = `${name.toLowerCase()}.html`;
    writeFileSync(path.join(dir, file), gunzipSync(answer.body));
    writeFileSync(path.join(dir, `${file}.gz`), answer.body);
    paths.set(name, `/bench-same-bytes/${file}`);
  }
  return paths;
}

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as sent (not decompressed). */
  body: Buffer;
  /** The status line and headers as sent (HTTP/1.1 framing). */
  headerBytes: number;
}

/** A GET asking for gzip, as autocannon asks, with the answer's bytes as sent (fetch would decompress them). */
function rawGet(url: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      url,
      { headers: { "accept-encoding": "gzip", "accept-language": "fr-FR" }, agent: false },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("error", reject);
        answer.on("end", () => {
          let headerBytes = `HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}\r\n\r\n`.length;
          for (let i = 0; i < answer.rawHeaders.length; i += 2)
            headerBytes += Buffer.byteLength(`${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}\r\n`);
          resolve({
            status: answer.statusCode ?? 0,
            headers: answer.headers,
            body: Buffer.concat(chunks),
            headerBytes,
          });
        });
      },
    );
    sent.on("error", reject);
    sent.end();
  });
}

/** A page the load test reads must come from the cache: rendered once, then answered (x-render-cache: hit). */
async function expectCacheHit(url: string): Promise<RawAnswer> {
  // A render that straddles a minute is kept under the minute it began in: the next request renders again.
  let state: string | undefined;
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const answer = await rawGet(url);
    state = String(answer.headers["x-render-cache"]);
    if (answer.status === 200 && state === "hit") {
      if (answer.headers["content-encoding"] !== "gzip") throw new Error(`${url}: a hit not in gzip`);
      return answer;
    }
  }
  throw new Error(`${url}: not answered from the render cache (${state})`);
}

/** The smallest fingerprinted asset with a precompressed .gz beside it (the load test asks for gzip). */
function smallestPrecompressedAsset(): string | null {
  const dir = "build/client/assets";
  const gz = readdirSync(dir).filter((name) => name.endsWith(".gz"));
  gz.sort((a, b) => statSync(path.join(dir, a)).size - statSync(path.join(dir, b)).size);
  return gz[0] ? `/assets/${gz[0].slice(0, -3)}` : null;
}

/** Requests per second of a bare node:http server answering `body` from a buffer, in a process of its own. */
async function bareNodeRps(body: Buffer, encoding?: "gzip"): Promise<number> {
  const barePort = await freePort();
  warmed.clear();
  const extra = encoding ? `, "content-encoding": "${encoding}"` : "";
  const code = `const body = Buffer.from(${JSON.stringify(body.toString("base64"))}, "base64");
require("node:http").createServer((req, res) => { res.writeHead(200, { "content-type": "text/plain; charset=utf-8", "content-length": body.length${extra} }); res.end(body); }).listen(${barePort}, "127.0.0.1", () => console.log("ready"));`;
  const bare = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "pipe", "inherit"] });
  try {
    await new Promise<void>((resolve, reject) => {
      bare.stdout.once("data", () => resolve());
      bare.once("exit", (status) => reject(new Error(`bare node server exited (${status})`)));
    });
    return await load(`http://127.0.0.1:${barePort}/`);
  } finally {
    await stopServer(bare);
  }
}

interface LighthouseRow {
  page: string;
  score: number | string;
  "score target": string;
  "LCP ms": number | string;
  "LCP target": string;
  verdict: string;
}

/** A page's median run beside issue 12's targets. */
function againstTargets(page: string, report: { score: number | string; lcpMs: number | string }): LighthouseRow {
  const scoreMet = typeof report.score === "number" && report.score >= LIGHTHOUSE_TARGETS.minScore;
  const lcpMet = typeof report.lcpMs === "number" && report.lcpMs >= 0 && report.lcpMs <= LIGHTHOUSE_TARGETS.maxLcpMs;
  const misses = [...(scoreMet ? [] : ["score"]), ...(lcpMet ? [] : ["LCP"])];
  return {
    page,
    score: report.score,
    "score target": `>= ${LIGHTHOUSE_TARGETS.minScore}`,
    "LCP ms": report.lcpMs,
    "LCP target": `<= ${LIGHTHOUSE_TARGETS.maxLcpMs}`,
    verdict: misses.length === 0 ? "met" : `missed: ${misses.join(", ")}`,
  };
}

function printTargets(rows: readonly LighthouseRow[]): void {
  if (rows.length === 0) return;
  console.log("Lighthouse mobile (median run) against issue 12's targets:");
  console.table(rows);
}

/** A page's client JavaScript in three measures (bytes), each the sum over every script Chromium loaded. */
interface ScriptBytes {
  /** What the server sends to a client asking for gzip (its precompressed .gz; issue 14's target reads this). */
  gzip: number;
  /** What Chromium itself received (it asks for brotli): the encoded body sizes of its responses. */
  brotli: number;
  /** Each script re-gzipped at -9, the measure of the runs before the zopfli .gz (ADR 012). */
  gzip9: number;
}

/**
 * Client JavaScript a page really loads in Chromium: `initial`, every script response until the network is idle
 * (the first script, the page's catalogs, anything started at load); `afterStart`, the same once the visitor has
 * interacted (a scroll) and the deferred work (browser container, runtime, popins) has loaded.
 */
async function clientJsGzip(url: string): Promise<{ initial: ScriptBytes; afterStart: ScriptBytes }> {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  try {
    const page = await browser.newPage({ locale: "fr-FR", viewport: { width: 375, height: 740 } });
    const scripts: Promise<ScriptBytes>[] = [];
    page.on("response", (response) => {
      const request = response.request();
      if (request.resourceType() !== "script") return;
      scripts.push(
        (async () => {
          const body = await response.body().catch(() => Buffer.alloc(0));
          if (body.length === 0) return { gzip: 0, brotli: 0, gzip9: 0 };
          const sizes = await request.sizes();
          const served = await rawGet(response.url());
          return {
            gzip: served.status === 200 ? served.body.length : Number.NaN,
            brotli: sizes.responseBodySize,
            gzip9: gzipSync(body, { level: 9 }).length,
          };
        })(),
      );
    });
    const sum = async (list: Promise<ScriptBytes>[]): Promise<ScriptBytes> =>
      (await Promise.all(list)).reduce(
        (total, script) => ({
          gzip: total.gzip + script.gzip,
          brotli: total.brotli + script.brotli,
          gzip9: total.gzip9 + script.gzip9,
        }),
        { gzip: 0, brotli: 0, gzip9: 0 },
      );
    await page.goto(url, { waitUntil: "networkidle" });
    const initial = await sum([...scripts]);
    await page.mouse.wheel(0, 400);
    // Until no script has arrived for a second (at most 10 s).
    for (let seen = -1, i = 0; seen !== scripts.length && i < 10; i += 1) {
      seen = scripts.length;
      await page.waitForTimeout(1000);
    }
    return { initial, afterStart: await sum(scripts) };
  } finally {
    await browser.close();
  }
}

/** Chromium's reasons why the site could not be installed as an app, joined ("none" when installable). */
async function installabilityErrors(url: string): Promise<string> {
  const { chromium } = await import("@playwright/test");
  const profile = mkdtempSync(path.join(tmpdir(), "revizo-bench-pwa-"));
  // A persistent profile: a throwaway context counts as incognito, where Chromium never offers to install.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"],
    serviceWorkers: "allow",
  });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "load" });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors: errors } = await cdp.send("Page.getInstallabilityErrors");
    return errors.length === 0 ? "none" : errors.map((error) => error.errorId).join(", ");
  } catch (error) {
    return `check failed: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * ADR 039: the CPU slowdown that makes this host emulate Lighthouse's reference phone, from the host's benchmarkIndex,
 * by the piecewise-linear table of Lighthouse's throttling documentation (its CPU throttling calculator): 150 -> 1x,
 * 800 -> 2x, 1,300 -> 3x, then one more x every 233 (1,533 -> 4x, the default; 2,000 -> 6x). One decimal.
 */
function calibratedCpuMultiplier(benchmarkIndex: number): number {
  const multiplier =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1 + Math.max(0, benchmarkIndex - 150) / 650;
  return Math.round(multiplier * 10) / 10;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Lighthouse varies from run to run on a busy machine: the run of median score among BENCH_LIGHTHOUSE_RUNS (5).
 * Every run's benchmarkIndex is kept in `benchmarkIndexes` (the host's speed, for the calibrated runs).
 */
function medianLighthouse(url: string, cpuMultiplier?: number, benchmarkIndexes: number[] = []): LighthouseReport {
  const runs = Array.from({ length: Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5)) }, () =>
    lighthouse(url, cpuMultiplier),
  );
  for (const run of runs) if (run.benchmarkIndex !== null) benchmarkIndexes.push(run.benchmarkIndex);
  const scored = runs.filter((run) => typeof run.score === "number").sort((a, b) => Number(a.score) - Number(b.score));
  return scored[Math.floor((scored.length - 1) / 2)] ?? runs[0]!;
}

/** One metric of the performance score, as the run scored it. */
interface LighthouseMetric {
  /** Figure name part: Fcp, Lcp, Tbt, Cls, SpeedIndex (`lighthouse<Page><key>Ms`, `…Score`, `…LostPoints`). */
  key: string;
  acronym: string;
  /** Milliseconds, or the layout shift score for CLS (unit ""). */
  value: number;
  unit: "ms" | "";
  /** The metric's own score, 0 to 100. */
  score: number;
  /** Its weight in the performance score (the weights add up to 100). */
  weight: number;
  /** Points of the performance score this metric costs: weight x (1 - its score), one decimal. */
  lostPoints: number;
}

/** An audit of the run that did not pass, with what Lighthouse estimates fixing it would save. */
interface LighthouseAudit {
  id: string;
  /** 0 to 100. */
  score: number;
  savings: string;
}

interface LighthouseReport {
  score: number | string;
  lcpMs: number | string;
  metrics: LighthouseMetric[];
  audits: LighthouseAudit[];
  /** Lighthouse's measure of this host's CPU speed at the start of the run (its `environment.benchmarkIndex`). */
  benchmarkIndex: number | null;
}

interface LighthouseBreakdown {
  page: string;
  report: LighthouseReport;
}

function lighthouse(url: string, cpuMultiplier?: number): LighthouseReport {
  const output = path.join(dataDir, `lh-${Date.now()}.json`);
  const chrome = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  const run = spawnSync(
    path.resolve("node_modules/.bin/lighthouse"),
    [
      url,
      "--quiet",
      "--only-categories=performance",
      "--output=json",
      `--output-path=${output}`,
      ...(cpuMultiplier === undefined ? [] : [`--throttling.cpuSlowdownMultiplier=${cpuMultiplier}`]),
      "--chrome-flags=--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync",
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, encoding: "utf8" },
  );
  if (run.status !== 0 || !existsSync(output))
    return { score: `failed (exit ${run.status})`, lcpMs: "n/a", metrics: [], audits: [], benchmarkIndex: null };
  const report = JSON.parse(readFileSync(output, "utf8")) as {
    environment?: { benchmarkIndex?: number };
    categories: {
      performance: { score: number; auditRefs: { id: string; weight: number; group?: string; acronym?: string }[] };
    };
    audits: Record<
      string,
      {
        score: number | null;
        scoreDisplayMode?: string;
        numericValue?: number;
        metricSavings?: Record<string, number | undefined>;
        details?: { overallSavingsMs?: number; overallSavingsBytes?: number };
      }
    >;
  };
  const refs = report.categories.performance.auditRefs;
  // The metrics are the category's references in the "metrics" group with a weight (INP weighs 0 in a lab run).
  const metrics = refs
    .filter((ref) => ref.group === "metrics" && ref.weight > 0)
    .map((ref): LighthouseMetric => {
      const audit = report.audits[ref.id];
      const acronym = ref.acronym ?? ref.id;
      const cls = acronym === "CLS";
      const score = Math.round((audit?.score ?? 0) * 100);
      return {
        key: METRIC_KEYS[acronym] ?? acronym,
        acronym,
        value: cls ? Math.round((audit?.numericValue ?? -1) * 1000) / 1000 : Math.round(audit?.numericValue ?? -1),
        unit: cls ? "" : "ms",
        score,
        weight: ref.weight,
        lostPoints: Math.round(ref.weight * (100 - score)) / 100,
      };
    });
  // The audits the category lists beside its metrics (insights, diagnostics) that did not pass, largest LCP saving
  // first: what the notes can name as the cost of the last points.
  const audits = refs
    .filter((ref) => ref.group !== "metrics" && ref.group !== "hidden")
    .flatMap((ref) => {
      const audit = report.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) return [];
      if (["notApplicable", "informative", "manual", "error"].includes(audit.scoreDisplayMode ?? "")) return [];
      const saved = Object.entries(audit.metricSavings ?? {}).filter(([, value]) => (value ?? 0) > 0);
      const parts = saved.map(([metric, value]) =>
        metric === "CLS" ? `CLS ${Number(value).toFixed(3)}` : `${metric} ${Math.round(value ?? 0)} ms`,
      );
      const bytes = audit.details?.overallSavingsBytes ?? 0;
      if (bytes > 0) parts.push(`${Math.round(bytes / 100) / 10} kB`);
      const lcp = audit.metricSavings?.LCP ?? 0;
      return [{ id: ref.id, score: Math.round(audit.score * 100), savings: parts.join(", ") || "no estimate", lcp }];
    })
    .sort((a, b) => b.lcp - a.lcp)
    .map(({ id, score, savings }) => ({ id, score, savings }));
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcpMs: Math.round(report.audits["largest-contentful-paint"]?.numericValue ?? -1),
    metrics,
    audits,
    benchmarkIndex: report.environment?.benchmarkIndex ?? null,
  };
}

/** Per page, the median run's metrics (value, own score, weight, points lost) and its audits that did not pass. */
function printLighthouseBreakdown(pages: readonly LighthouseBreakdown[]): void {
  if (pages.length === 0) return;
  console.log("Lighthouse metrics of the median run (points lost = weight x (1 - the metric's score)):");
  console.table(
    pages.flatMap(({ page, report }) =>
      report.metrics.map((metric) => ({
        page,
        metric: metric.acronym,
        value: metric.unit === "ms" ? `${metric.value} ms` : metric.value,
        score: metric.score,
        weight: metric.weight,
        "points lost": metric.lostPoints,
      })),
    ),
  );
  const audits = pages.flatMap(({ page, report }) =>
    report.audits.map((audit) => ({ page, audit: audit.id, score: audit.score, "estimated savings": audit.savings })),
  );
  if (audits.length > 0) {
    console.log("Lighthouse audits of the median run that did not pass:");
    console.table(audits);
  }
}

/** Requests per second of `url`: CONNECTIONS connections for DURATION seconds, after a warm-up (`warmUp`). */
async function load(url: string): Promise<number> {
  await warmUp(url);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: LOAD_HEADERS });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return Math.round(result.requests.average);
}

/**
 * A warm-up before the first measurement of a URL on a server process, as benchmarks usually do: the first requests
 * of a fresh process load modules, fill its in-memory caches and run code V8 has not yet optimised, none of which
 * is what a steady server costs (measured on the uncached course: docs/decisions/024, addendum on the bench). First
 * WARMUP_SECONDS of the same load, whose figures are dropped; then 2 x CONNECTIONS requests counted by amount,
 * which autocannon ends only once every one is answered: the requests the timed warm-up cut at its end (their
 * renders go on in the server after the client left) are finished by then, and do not overlap the measurement.
 */
async function warmUp(url: string): Promise<void> {
  if (WARMUP_SECONDS <= 0 || warmed.has(url)) return;
  warmed.add(url);
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS, headers: LOAD_HEADERS });
  await autocannon({ url, connections: CONNECTIONS, amount: 2 * CONNECTIONS, headers: LOAD_HEADERS });
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** A fresh database imports the whole library before listening: up to five minutes on a busy 2-core machine. */
async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 3000; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not answer at ${url}`);
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
