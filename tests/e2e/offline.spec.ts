// Issue 12 "Offline" (docs/decisions/021-offline-pwa.md): the installable app and its service worker, in Chromium
// against the production build. A member opens a course and a deck, the network goes away: both still show and
// work, a page never opened shows the offline page, and everything is normal again once the network is back.
// Logging out drops the member's kept pages.
import { expect, test, type Page } from "@playwright/test";
import { PASSWORD } from "./support/accounts.ts";
import { keptPages, waitUntilKept } from "./support/offline.ts";
import { ONE_VIEWPORT } from "./support/viewports.ts";

// The other specs block the service worker (playwright.config.ts); these are about it.
test.use({ serviceWorkers: "allow" });

const COURSE = "/revisions/terminale/maths/fonction-logarithme-neperien"; // premium: the body only for a subscriber
const DECK = "/revisions/terminale/maths/flashcards-derivees-usuelles";
const NEVER_OPENED = "/revisions/3eme/maths/theoreme-de-pythagore";

test.beforeEach(async ({ page }) => {
  // The e-mail popin of the chrome would open over the pages: mark it as seen.
  await page.addInitScript(() => window.sessionStorage.setItem("newsletterPopupSeen", "true"));
});

async function logIn(page: Page, baseURL: string | undefined, email: string) {
  const response = await page.request.post("/api/auth/local", {
    headers: { "X-Revizo-Eval": "false", Origin: baseURL ?? "", "Accept-Language": "fr-FR" },
    data: { identifier: email, password: PASSWORD },
  });
  expect(response.ok()).toBe(true);
}

test.describe("installable app (issue 12)", () => {
  test(
    "the manifest names the brand and its icons exist; the service worker is served from the root, no-cache",
    ONE_VIEWPORT,
    async ({ page, request }) => {
      await page.goto("/");
      const href = await page.locator('link[rel="manifest"]').getAttribute("href");
      expect(href).toBe("/manifest.webmanifest");
      const response = await request.get(href!);
      expect(response.headers()["content-type"]).toContain("application/manifest+json");
      const manifest = (await response.json()) as { name: string; display: string; icons: { src: string }[] };
      expect(manifest.name).toBe("Révizo");
      expect(manifest.display).toBe("standalone");
      for (const icon of manifest.icons) {
        const file = await request.get(icon.src);
        expect(file.status(), icon.src).toBe(200);
        expect(file.headers()["content-type"]).toMatch(/^image\//);
      }
      const sw = await request.get("/sw.js");
      expect(sw.status()).toBe(200);
      expect(sw.headers()["cache-control"]).toBe("no-cache");
      expect(sw.headers()["content-type"]).toContain("javascript");
      await expect
        .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope ?? null))
        .toMatch(/\/$/);
      // Chromium's own installability check: nothing missing (a test browser context counts as incognito).
      const cdp = await page.context().newCDPSession(page);
      const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
      expect(installabilityErrors.filter((error) => error.errorId !== "in-incognito")).toEqual([]);
      const { errors } = await cdp.send("Page.getAppManifest");
      expect(errors).toEqual([]);
    },
  );
});

test.describe("offline revision (issue 12)", () => {
  // The deck kept offline showed the error page on every first try until its code was precached (ADR 021 addendum);
  // the full run after it still saw it once at 375 px under load (not found): one more try than the suite's.
  test.describe.configure({ retries: process.env.CI ? 2 : 0 });
  // Several pages are loaded twice (online, then offline) on a shared machine.
  test.describe.configure({ timeout: 60_000 });

  test("a course and a deck opened online show offline; a page never opened shows the offline page", async ({
    page,
    context,
    baseURL,
  }) => {
    await logIn(page, baseURL, "premium@demo.test");
    // The first page registers the worker and hands it its own address.
    await page.goto(COURSE);
    await waitUntilKept(page, COURSE);
    await page.goto(DECK);
    await waitUntilKept(page, DECK);
    await expect(page.getByText("Hors ligne : les pages déjà ouvertes restent disponibles")).toHaveCount(0);

    await context.setOffline(true);
    await page.goto(COURSE);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("La fonction logarithme népérien");
    await expect(page.locator(".prose .katex").first()).toBeVisible();
    await expect(page.getByText("Hors ligne : les pages déjà ouvertes restent disponibles")).toBeVisible();

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("La fonction logarithme népérien");

    // The deck works offline: its code came from the cache and the card turns.
    await page.goto(DECK);
    const flip = page.getByRole("button", { name: "Retourner la carte" });
    await flip.click();
    await expect(flip).toHaveAttribute("aria-pressed", "true");

    await page.goto(NEVER_OPENED);
    await expect(page.getByRole("heading", { level: 1, name: "Vous êtes hors ligne" })).toBeVisible();
    // The offline page lists the kept pages by title; following one opens it.
    const kept = page.getByRole("link", { name: /La fonction logarithme népérien/ });
    await expect(kept).toBeVisible();
    await kept.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("La fonction logarithme népérien");

    await context.setOffline(false);
    await page.goto(NEVER_OPENED);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("théorème de Pythagore");
    await expect(page.getByText("Hors ligne : les pages déjà ouvertes restent disponibles")).toHaveCount(0);
  });

  test("offline, a link of a kept page opens the kept copy or the offline page", async ({ page, context }) => {
    await page.goto(DECK);
    await waitUntilKept(page, DECK);
    await page.goto("/revisions/terminale/maths");
    await waitUntilKept(page, "/revisions/terminale/maths");

    await context.setOffline(true);
    await page
      .getByRole("link", { name: /dérivées et formules d.analyse/i })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${DECK}$`));
    await expect(page.getByRole("button", { name: "Retourner la carte" })).toBeVisible();
    await page.goBack();
    // The page came back as a document; its link guard holds from its first render offline, before the notice's chunk
    // loads (a click then used to make a client navigation, which fails offline).
    await page
      .getByRole("link", { name: /^Suites numériques : récurrence/ })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Vous êtes hors ligne" })).toBeVisible();
  });

  test("English visitors get the offline page in English", ONE_VIEWPORT, async ({ page, context }) => {
    await page.goto(`${DECK}?lang=en`);
    await waitUntilKept(page, DECK);
    await context.setOffline(true);
    await page.goto(NEVER_OPENED);
    await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Vous êtes hors ligne" })).toBeHidden();
  });

  test(
    "offline, a write fails at once: the worker neither answers nor queues it",
    ONE_VIEWPORT,
    async ({ page, context }) => {
      await page.goto(DECK);
      await waitUntilKept(page, DECK);
      await context.setOffline(true);
      const outcome = await page.evaluate(async () => {
        try {
          const response = await fetch("/api/progress/quiz-attempts", {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: "{}",
          });
          return `answered ${response.status}`;
        } catch {
          return "failed";
        }
      });
      expect(outcome).toBe("failed");
      // No background-sync queue (Serwist keeps one in IndexedDB when used): the review outbox owns retries.
      const databases = await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name ?? ""));
      expect(databases.filter((name) => /background-sync/i.test(name))).toEqual([]);
    },
  );

  test("logging out drops the member's kept pages", ONE_VIEWPORT, async ({ page, context, baseURL }) => {
    await logIn(page, baseURL, "premium@demo.test");
    await page.goto(COURSE);
    await waitUntilKept(page, COURSE);
    await page.goto("/mon-compte");
    expect(await keptPages(page)).not.toContain("/mon-compte");
    await page.getByRole("main").getByRole("button", { name: "Se déconnecter" }).click();
    await expect(page).toHaveURL(/\/login\?notice=loggedOut$/);
    await expect.poll(() => keptPages(page)).not.toContain(COURSE);

    await context.setOffline(true);
    await page.goto(COURSE);
    await expect(page.getByRole("heading", { level: 1, name: "Vous êtes hors ligne" })).toBeVisible();
  });
});
