import { expect, test, type Page } from "@playwright/test";
import { PASSWORD } from "./support/accounts.ts";
import { E2E_APP_LISTINGS } from "./support/app-listings.ts";
import { ONE_VIEWPORT } from "./support/viewports.ts";

// Issue 15 (docs/decisions/036): the app's store badges, the footer's QR code and the app-recommendation popins show
// only where the app is listed (APP_STORE_URL, GOOGLE_PLAY_URL). The main server runs without the variables, as
// production does until the app is listed; the PostgreSQL server of playwright.config.ts is started with both (only
// when TEST_DATABASE_URL is set).
const pgBase = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 1}`;

/** Logs the premium demo member in at `base`, straight to `path`. */
async function logInTo(page: Page, base: string, path: string) {
  await page.goto(`${base}/login?redirectTo=${encodeURIComponent(path)}`);
  await page.getByLabel("Email").fill("premium@demo.test");
  await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await page.waitForURL((url) => url.pathname === path);
}

const paidPopin = (page: Page) => page.getByRole("dialog", { name: "Votre abonnement vous suit sur mobile" });

test.describe("without store listings", () => {
  test("the footer offers no app: no badge, no QR code", ONE_VIEWPORT, async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Mentions légales" })).toBeVisible();
    await expect(footer.getByText("Révisez aussi sur mobile")).toHaveCount(0);
    await expect(footer.getByRole("link", { name: /App Store|Google Play/ })).toHaveCount(0);
    await expect(footer.getByRole("link", { name: /code QR/ })).toHaveCount(0);
    expect(await page.content()).not.toMatch(/apps\.apple\.com|play\.google\.com/);
  });

  test("no app-recommendation popin over a member's revisions", async ({ page, isMobile }) => {
    test.skip(!isMobile, "handheld only (§2: hidden from 960px)");
    test.setTimeout(60_000);
    await logInTo(page, "", "/revisions/cours-et-quiz");
    // The deferred start (3 s) and the popin's delay (4 s) are long past: nothing (with listings it opens here).
    await page.waitForTimeout(9_000);
    await expect(paidPopin(page)).toBeHidden();
  });
});

test.describe("with APP_STORE_URL and GOOGLE_PLAY_URL", () => {
  test.skip(!process.env.TEST_DATABASE_URL, "TEST_DATABASE_URL is not set (the server with the listings)");

  test("the footer shows a badge per store, to its listing", async ({ page, isMobile }) => {
    await page.goto(`${pgBase}/`);
    const footer = page.getByRole("contentinfo");
    const appStore = footer.getByRole("link", { name: "Télécharger dans App Store" });
    const googlePlay = footer.getByRole("link", { name: "Disponible sur Google Play" });
    await expect(appStore).toBeVisible();
    await expect(appStore).toHaveAttribute("href", E2E_APP_LISTINGS.APP_STORE_URL);
    await expect(googlePlay).toBeVisible();
    await expect(googlePlay).toHaveAttribute("href", E2E_APP_LISTINGS.GOOGLE_PLAY_URL);
    // The QR code is drawn from 1264 px wide only.
    const qr = footer.getByRole("link", { name: "Ouvrir le site sur votre téléphone (code QR)" });
    if (isMobile) await expect(qr).toBeHidden();
    else await expect(qr.locator("svg")).toBeVisible();
  });

  test("the structured data rates the app with its store rating (§9)", ONE_VIEWPORT, async ({ page }) => {
    await page.goto(`${pgBase}/faq`);
    const structured = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(structured ?? "[]")[0]).toMatchObject({
      "@type": "SoftwareApplication",
      operatingSystem: "Web, iOS, Android",
      aggregateRating: { ratingValue: 4.6, ratingCount: 75_000 },
    });
  });

  // Moved from chrome.spec.ts: the popin opens only where the app is listed.
  test("the app-recommendation popin never opens over a member's account page; opens over their revisions", async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, "handheld only (§2: hidden from 960px)");
    test.setTimeout(60_000);
    // Straight to /mon-compte after login, so that no page before it had the time to open the popin.
    await logInTo(page, pgBase, "/mon-compte");
    // The deferred start (3 s) and the popin's delay (4 s) are long past: still nothing over the account page.
    await page.waitForTimeout(9_000);
    await expect(paidPopin(page)).toBeHidden();
    // On the revisions home it opens, so the check above could have failed.
    await page.goto(`${pgBase}/revisions/cours-et-quiz`);
    await expect(paidPopin(page)).toBeVisible({ timeout: 15_000 });
    await expect(paidPopin(page).getByRole("link", { name: /App Store/ })).toHaveAttribute(
      "href",
      E2E_APP_LISTINGS.APP_STORE_URL,
    );
  });
});
