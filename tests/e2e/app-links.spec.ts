import { expect, test } from "@playwright/test";
import { E2E_APP_LISTINGS } from "./support/app-listings.ts";
import { ONE_VIEWPORT } from "./support/viewports.ts";

// Issue 15 (docs/decisions/036): the app's store badges and the footer's QR code show only where the app is listed
// (APP_STORE_URL, GOOGLE_PLAY_URL). The main server runs without the variables (no store badge, no QR code); the
// PostgreSQL server of playwright.config.ts is started with both (only when TEST_DATABASE_URL is set).
const pgBase = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 1}`;

test("without store listings the footer offers no app: no badge, no QR code", ONE_VIEWPORT, async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Mentions légales" })).toBeVisible();
  await expect(footer.getByText("Révisez aussi sur mobile")).toHaveCount(0);
  await expect(footer.getByRole("link", { name: /App Store|Google Play/ })).toHaveCount(0);
  await expect(footer.getByRole("link", { name: /code QR/ })).toHaveCount(0);
  expect(await page.content()).not.toMatch(/apps\.apple\.com|play\.google\.com/);
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
});
