import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// End-to-end tests run against the production build (npm run build) in Debian's Chromium.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const PG_PORT = PORT + 1;
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
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
const serverEnv = (extra: Record<string, string>) => ({
  ...(process.env as Record<string, string>),
  NODE_ENV: "production",
  APP_ENV: "test",
  LOG_LEVEL: "warn",
  HOST: "127.0.0.1",
  ...extra,
});

const webServers = [
  {
    command: "node build/process/main.js",
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 240_000,
    env: serverEnv({
      PORT: String(PORT),
      PUBLIC_ORIGIN: `http://127.0.0.1:${PORT}`,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "revizo-e2e-")),
    }),
  },
];
if (process.env.TEST_DATABASE_URL) {
  webServers.push({
    command: "node build/process/main.js",
    url: `http://127.0.0.1:${PG_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 240_000,
    env: serverEnv({
      PORT: String(PG_PORT),
      PUBLIC_ORIGIN: `http://127.0.0.1:${PG_PORT}`,
      DATABASE_URL: process.env.TEST_DATABASE_URL,
    }),
  });
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PW_JSON_OUTPUT ? [["list"], ["json", { outputFile: process.env.PW_JSON_OUTPUT }]] : "list",
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A French visitor by default (the browser language decides the locale when nothing is stored).
    locale: "fr-FR",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: "retain-on-failure",
    // The production build registers a service worker (ADR 021): requests it answers escape page.route, so the
    // tests run without it; tests/e2e/offline.spec.ts allows it.
    serviceWorkers: "block",
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], locale: "fr-FR", viewport: { width: 1280, height: 800 } } },
    { name: "mobile", use: { ...devices["Pixel 5"], locale: "fr-FR", viewport: { width: 375, height: 740 } } },
  ],
  webServer: webServers,
});
