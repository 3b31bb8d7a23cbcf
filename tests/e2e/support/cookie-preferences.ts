// The footer's cookie preferences (§2), opened as a visitor would: used by the chrome and consent journeys.
import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Opens the cookie-preferences dialog from the footer (retrying while the page hydrates: before that the button has
 * no handler). The dialog's code loads on the first click: on a slow machine (CI's first try on the mobile project)
 * it may appear just after a try gave up waiting, and covers the button; so a visible dialog is not clicked for again,
 * and a click that cannot land gives up after a second instead of blocking until the test's timeout.
 */
export async function openCookiePreferences(page: Page): Promise<Locator> {
  const dialog = page.getByRole("dialog", { name: "Vos préférences cookies" });
  const button = page.getByRole("contentinfo").getByRole("button", { name: "Préférences cookies" });
  await expect(async () => {
    if (!(await dialog.isVisible())) await button.click({ timeout: 1000 });
    await expect(dialog).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  return dialog;
}
