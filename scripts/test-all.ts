// npm test: the whole test run, in order, ending with one line "N passed, N failed".
//   1. Vitest: domain/ with its coverage thresholds (its own tests cover it whole), then every other test without
//      coverage (measuring it slows the code under test: about a fifth more CPU on application/; docs/decisions/034):
//      the unit tests of the other layers in shared workers, then stories, integration, content and lint tests
//   2. translation catalogs up to date and complete
//   3. production build, then end-to-end tests in Chromium (Playwright)
//   4. Storybook build
// TEST_DATABASE_URL (set by .ci/run) adds PostgreSQL to the integration and end-to-end runs.
import { spawn, spawnSync, type SpawnSyncOptions } from "node:child_process";
import { availableParallelism } from "node:os";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";

const out = path.resolve(".tmp/test-results");
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
// Every process of this run (Vitest's workers, the end-to-end servers) parses and renders each content file once,
// through a cache that lives and dies with the run (docs/decisions/055).
process.env.CONTENT_IMPORT_CACHE_DIR = path.join(out, "content-import-cache");

let passed = 0;
let failed = 0;
let skipped = 0;
const failures: string[] = [];
/** Each failed test by file and name, printed last (a failure's first error line, for the browser tests). */
const failedNames: string[] = [];
/** The browser tests that passed on a retry only: printed too, so that CI's tail shows what is fragile. */
const flakyNames: string[] = [];

type PlaywrightSuite = {
  title: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { projectName: string; status: string; results: { error?: { message?: string } }[] }[];
  }[];
};

/**
 * The browser tests of a status ("unexpected": failed on every try; "flaky": passed on a retry), with the first line
 * of their last error.
 */
function playwrightTests(status: string, suites: PlaywrightSuite[], titles: string[] | null = null): string[] {
  return suites.flatMap((suite) => {
    // The top-level suites are the files, whose title is their path: only describe blocks name the test.
    const named = titles === null ? [] : [...titles, suite.title];
    return [
      ...(suite.specs ?? []).flatMap((spec) =>
        spec.tests
          .filter((test) => test.status === status)
          .map((test) => {
            const message = test.results.findLast((result) => result.error)?.error?.message ?? "";
            const firstLine = stripVTControlCharacters(message).split("\n")[0]?.slice(0, 200) ?? "";
            const name = [...named, spec.title].join(" > ");
            return `${spec.file}:${spec.line} [${test.projectName}] ${name}: ${firstLine}`;
          }),
      ),
      ...playwrightTests(status, suite.suites ?? [], named),
    ];
  });
}

const timings: string[] = [];
function run(title: string, command: string, args: string[], options: SpawnSyncOptions = {}): boolean {
  process.stdout.write(`\n=== ${title}\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", ...options, env: { ...process.env, ...options.env } });
  timings.push(`${title}: ${Math.round((Date.now() - started) / 1000)} s`);
  return result.status === 0;
}

function check(title: string, ok: boolean): void {
  if (ok) passed += 1;
  else {
    failed += 1;
    failures.push(title);
  }
}

// 0. The content import cache, filled once, one process per core (docs/decisions/055).
{
  const started = Date.now();
  const shards = Math.max(1, availableParallelism());
  const warmed = await Promise.all(
    Array.from(
      { length: shards },
      (_, shard) =>
        new Promise<boolean>((resolve) => {
          const child = spawn(process.execPath, ["scripts/warm-content-cache.ts", String(shard), String(shards)], {
            stdio: "inherit",
          });
          child.on("exit", (code) => resolve(code === 0));
        }),
    ),
  );
  timings.push(`Content import cache: ${Math.round((Date.now() - started) / 1000)} s`);
  // A file that does not parse is the content tests' to report; the cache is only a speed-up.
  if (!warmed.every(Boolean))
    process.stdout.write("The content import cache could not be filled; the tests fill it.\n");
}

// 1. Vitest, in two runs: the coverage of domain/ from its tests, then the rest.
function vitest(title: string, name: string, args: string[]): void {
  const json = path.join(out, `${name}.json`);
  const ok = run(title, "npx", [
    "vitest",
    "run",
    ...args,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${json}`,
  ]);
  if (!existsSync(json)) {
    check(`${title}: no report`, false);
    return;
  }
  const report = JSON.parse(readFileSync(json, "utf8")) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    testResults?: { name: string; assertionResults?: { status: string; fullName: string }[] }[];
  };
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  if (report.numFailedTests > 0) failures.push(`${report.numFailedTests} Vitest test(s) (${name})`);
  for (const file of report.testResults ?? [])
    for (const test of file.assertionResults ?? [])
      if (test.status === "failed") failedNames.push(`${path.relative(process.cwd(), file.name)}: ${test.fullName}`);
  // Coverage thresholds or an import error fail the run without failing a single test.
  if (!ok && report.numFailedTests === 0) check(`${title} (coverage thresholds or a file that did not load)`, false);
}
// domain/ is pure (no I/O, clock, randomness, nor mocks in its tests): its files share workers (--no-isolate; 4.5 s of
// CPU instead of 17.8 s for its 78 files).
vitest("Vitest: domain/ (100 % coverage enforced)", "vitest-domain", ["--coverage", "--no-isolate", "domain/"]);
// The unit tests of the other layers hold no state between files either (child containers, memory adapters): they
// share workers too, which spares each of their ~115 files a second or two of module loading (docs/decisions/034).
const UNIT_FOLDERS = ["application", "adapters", "ui", "server"];
vitest("Vitest: application/, adapters/, ui/, server/ (shared workers)", "vitest-units", [
  "--no-isolate",
  ...UNIT_FOLDERS.map((folder) => `${folder}/`),
]);
vitest("Vitest: stories, integration, content, lint", "vitest", [
  "--exclude",
  "domain/**",
  ...UNIT_FOLDERS.flatMap((folder) => ["--exclude", `${folder}/**`]),
]);

// 2. Catalogs: extraction leaves them unchanged on CI, and every message has its English text.
const extracted = run("Lingui: catalogs up to date", "npm", ["run", "i18n"]);
const unchanged = process.env.CI
  ? spawnSync("git", ["diff", "--quiet", "--", "ui/locales"], { stdio: "inherit" }).status === 0
  : true;
if (!unchanged) process.stdout.write("ui/locales changed on extraction: run `npm run i18n` and commit.\n");
check("Lingui catalogs up to date", extracted && unchanged);

// 3. Build, then Playwright end-to-end.
const built = run("Production build", "npm", ["run", "build"]);
check("Production build", built);
if (built) {
  const pwJson = path.join(out, "playwright.json");
  run("Playwright: end-to-end in Chromium", "npx", ["playwright", "test"], { env: { PW_JSON_OUTPUT: pwJson } });
  if (existsSync(pwJson)) {
    const report = JSON.parse(readFileSync(pwJson, "utf8")) as {
      stats: { expected: number; unexpected: number; flaky: number; skipped: number };
      errors?: unknown[];
      suites?: PlaywrightSuite[];
    };
    failedNames.push(...playwrightTests("unexpected", report.suites ?? []));
    flakyNames.push(...playwrightTests("flaky", report.suites ?? []));
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    if (report.stats.unexpected > 0) failures.push(`${report.stats.unexpected} end-to-end test(s)`);
    if ((report.errors?.length ?? 0) > 0) check("Playwright run (global errors, e.g. the server did not start)", false);
  } else check("Playwright run produced no report", false);
}

// 4. Storybook builds.
check("Storybook build", run("Storybook build", "npm", ["run", "build-storybook"]));

// Where the run's time went (the whole run must stay under 30 minutes on 2 cores).
process.stdout.write(`\nDurations:\n${timings.map((line) => `  ${line}`).join("\n")}\n`);
// The tests that failed, by name, at the end of the output (CI keeps its tail), after those that needed a retry.
if (flakyNames.length > 0)
  process.stdout.write(`\nPassed on a retry:\n${flakyNames.map((line) => `  ${line}`).join("\n")}\n`);
if (failedNames.length > 0)
  process.stdout.write(`\nFailed tests:\n${failedNames.map((line) => `  ${line}`).join("\n")}\n`);
process.stdout.write(`\n${failures.length > 0 ? `Failed: ${failures.join("; ")}\n` : ""}`);
process.stdout.write(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ""}\n`);
process.exit(failed > 0 ? 1 : 0);
