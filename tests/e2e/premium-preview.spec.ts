// §6 premium previews against the production build: a visitor on a premium course reads its first section,
// then meets the paywall (viewPaywall once); the rest of the course is not in the page's HTML at all.
import { expect, test } from "@playwright/test";

const COURSE = "/revisions/3eme/maths/trigonometrie";
/** content/revisions/college/3eme/maths/trigonometrie.md: its first `##` section, and words of the next ones. */
const FIRST_SECTION = "1. Le vocabulaire autour d'un angle aigu";
const LATER = ["Les trois rapports trigonométriques", "SOH CAH TOA"];

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.sessionStorage.setItem("newsletterPopupSeen", "true"));
});

test("a visitor reads the first section of a premium course, then the paywall; the rest never reaches the page", async ({
  page,
  request,
}) => {
  const html = await (await request.get(COURSE)).text();
  expect(html).toContain("Le vocabulaire autour d");
  for (const words of LATER) expect(html).not.toContain(words);

  await page.goto(COURSE);
  await expect(page.getByRole("heading", { level: 2, name: FIRST_SECTION })).toBeVisible();
  const paywall = page.getByRole("heading", { name: "La suite est réservée aux abonnés" });
  await paywall.scrollIntoViewIfNeeded();
  await expect(paywall).toBeVisible();
  await expect(page.getByRole("link", { name: "Découvrir l'abonnement" })).toHaveAttribute("href", "/premium");

  // §7 viewPaywall, once, when the paywall has come into view.
  const paywallEvents = () =>
    page.evaluate(
      () =>
        ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
          (entry) => entry.event === "viewPaywall",
        ).length,
    );
  await expect.poll(paywallEvents).toBe(1);
  await page.mouse.wheel(0, -2000);
  await paywall.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  expect(await paywallEvents()).toBe(1);
  for (const words of LATER) await expect(page.getByText(words)).toHaveCount(0);
});
