// The read-only sweeps (a visitor's page after page: metadata, width, axe) share one browser page per worker instead
// of a fresh context per test: a fresh context starts a renderer and compiles the app's scripts again, most of a
// sweep test's cost on CI's two cores (docs/decisions/056). Each test still starts as a new visitor: no cookie, no
// stored value, the e-mail popin marked as seen (it has its own tests). Journeys that log in, write, or change the
// context (routes, offline, permissions) keep Playwright's own `page`.
import { test as base, type BrowserContext, type BrowserContextOptions, type Page } from "@playwright/test";

/** The project's context options (viewport, device, locale, base URL…) as Playwright would give a test's context. */
function contextOptionsOf(use: BrowserContextOptions & { serviceWorkers?: "allow" | "block" }): BrowserContextOptions {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, baseURL, serviceWorkers } = use;
  return { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, baseURL, serviceWorkers };
}

export const sweep = base.extend<{ visitorPage: Page }, { sweepContext: BrowserContext; sweepTab: Page }>({
  sweepContext: [
    async ({ browser }, provide, workerInfo) => {
      const context = await browser.newContext(contextOptionsOf(workerInfo.project.use));
      await context.addInitScript(() => window.sessionStorage.setItem("newsletterPopupSeen", "true"));
      await provide(context);
      await context.close();
    },
    { scope: "worker" },
  ],
  sweepTab: [async ({ sweepContext }, provide) => provide(await sweepContext.newPage()), { scope: "worker" }],
  /** The worker's page, emptied of what the previous visit left: cookies, local and session storage. */
  visitorPage: async ({ sweepContext, sweepTab }, provide) => {
    await sweepContext.clearCookies();
    if (sweepTab.url().startsWith("http"))
      await sweepTab.evaluate(() => {
        window.localStorage.clear();
        window.sessionStorage.clear();
      });
    await provide(sweepTab);
  },
});
