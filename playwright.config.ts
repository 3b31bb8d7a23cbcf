import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { E2E_APP_LISTINGS } from "./tests/e2e/support/app-listings.ts";
import { ONE_VIEWPORT, PHONE_ONLY, PHONE_PROJECT_GREP } from "./tests/e2e/support/viewports.ts";

// End-to-end tests run against the production build (npm run build) in Debian's Chromium: its headless shell when
// installed (Debian's chromium-headless-shell, the build Playwright itself runs headless), which opens a page for
// about a third of the CPU of the full browser's headless mode (docs/decisions/056); else the full browser.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const PORT = Number(process.env.E2E_PORT ?? 4173);
const PG_PORT = PORT + 1;
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");
const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
// The servers' settings beside the environment Playwright passes on (process.env).
const serverEnv = (extra: Record<string, string>) => ({
  NODE_ENV: "production",
  APP_ENV: "test",
  LOG_LEVEL: "warn",
  HOST: "127.0.0.1",
  // A cheap argon2id (refused in production, allowed in test): the journeys log in hundreds of times, and the hash's
  // cost is the bench's and the production configuration's to check, not the browser tests'.
  PASSWORD_HASH_MEMORY_KIB: "1024",
  PASSWORD_HASH_ITERATIONS: "1",
  ...extra,
});

const servers = [
  {
    port: PORT,
    env: serverEnv({
      PORT: String(PORT),
      PUBLIC_ORIGIN: `http://127.0.0.1:${PORT}`,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "revizo-e2e-")),
    }),
  },
];
if (process.env.TEST_DATABASE_URL) {
  servers.push({
    port: PG_PORT,
    env: serverEnv({
      PORT: String(PG_PORT),
      PUBLIC_ORIGIN: `http://127.0.0.1:${PG_PORT}`,
      DATABASE_URL: process.env.TEST_DATABASE_URL,
      // Issue 15: this server also shows the app's store badges (tests/e2e/app-links.spec.ts), at no extra start.
      ...E2E_APP_LISTINGS,
    }),
  });
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Two workers on CI's two cores: the full run with one took 1,957 s for 353 browser tests (10.8 a minute), two ran
  // 14.5 a minute (docs/decisions/034); the 60 s budget below is for their busy minutes.
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PW_JSON_OUTPUT ? [["list"], ["json", { outputFile: process.env.PW_JSON_OUTPUT }]] : "list",
  // Two workers, two servers and their browsers share CI's two cores: a journey of a dozen pages (sign-up, mail,
  // reset, login) takes 30 s there on a busy minute, and an assertion may wait past 5 s for a page. Budgets sized for
  // that machine; a real failure still fails, later.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A French visitor by default (the browser language decides the locale when nothing is stored).
    locale: "fr-FR",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // Recorded on a retry only: recording every test cost about a tenth of the run.
    trace: "on-first-retry",
    // The production build registers a service worker (ADR 021): requests it answers escape page.route, so the
    // tests run without it; tests/e2e/offline.spec.ts allows it.
    serviceWorkers: "block",
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], locale: "fr-FR", viewport: { width: 1280, height: 800 } },
      // The sweeps whose checks matter most at 375 px run on the phone only (tests/e2e/support/viewports.ts).
      grepInvert: new RegExp(PHONE_ONLY.tag),
    },
    {
      name: "mobile",
      use: { ...devices["Pixel 5"], locale: "fr-FR", viewport: { width: 375, height: 740 } },
      // The phone-only sweeps and the specs a phone changes; what the viewport cannot change is checked once, at
      // 1280 px (tests/e2e/support/viewports.ts says which).
      grep: PHONE_PROJECT_GREP,
      grepInvert: new RegExp(ONE_VIEWPORT.tag),
    },
  ],
  // One command starts every server at once (Playwright would start the entries of a list one after the other):
  // tests/e2e/support/web-servers.ts, which prints its line once each answers /api/health.
  webServer: {
    command: "node tests/e2e/support/web-servers.ts",
    env: { E2E_WEB_SERVERS: JSON.stringify(servers) },
    wait: { stdout: /e2e web servers ready/ },
    stdout: "ignore",
    // Both servers within it (each had 240 s when they started in turn): each start imports the whole content.
    timeout: 480_000,
  },
});
