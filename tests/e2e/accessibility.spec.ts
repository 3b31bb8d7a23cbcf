// WCAG 2.2 AA (axe, whole page) on every route of §2 that content.spec.ts (content families) and chrome.spec.ts
// (home, with every axe rule) do not already check, at 375 px (the mobile project: target size and reflow are
// strictest there; tests/e2e/support/viewports.ts), for a visitor, a member, a member without profile; and the
// offer and webspace layouts on real routes of theirs, at both widths.
import { expect, type Page } from "@playwright/test";
import { newAccount, PASSWORD } from "./support/accounts.ts";
import { expectNoAxeViolations, expectNoAxeViolationsInBothThemes } from "./support/axe.ts";
import { sweep as test } from "./support/sweep.ts";
import { PHONE_ONLY } from "./support/viewports.ts";

// Read-only visits and logins: the tests share one browser page per worker, each starting as a new visitor with the
// e-mail popin marked as seen (support/sweep.ts).

async function logInAs(page: Page, email: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await page.waitForURL((url) => url.pathname !== "/login");
}

async function check(page: Page, path: string, status = 200) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  await expect(page.locator("h1").first()).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page, path);
}

/** Routes of §2 for a visitor, outside the content families (content.spec.ts), by group; one test a route (each page
 * with axe takes seconds on a loaded 2-core machine: a test per group came close to the 30 s limit). */
const VISITOR_ROUTES: Record<string, string[]> = {
  "home and account": [
    "/login",
    "/signup",
    "/signup/signup-form?type=parent",
    "/signup/successfull-signin",
    "/forgot-password",
    "/reset?token=abc",
  ],
  "premium and payment results": [
    "/premium",
    "/premium?country=SN",
    "/premium/checkout?plan=solo-monthly",
    "/premium/carte-cadeau",
    "/revizo-illimite",
    "/validatePayment",
    "/subscribe-success",
    "/subscribe-failed",
  ],
  "offer pages": ["/premium/offre-famille", "/premium/offre-solo", "/premium/toeic", "/offre-speciale-rentree"],
  simulators: [
    "/simulateur-de-notes-bac",
    "/simulateur-de-notes-bac/general",
    "/simulateur-de-notes-bac/technologique",
    "/simulateur-de-notes-brevet",
  ],
};

test.describe("no axe violation on any route (whole page)", PHONE_ONLY, () => {
  for (const [group, paths] of Object.entries(VISITOR_ROUTES))
    for (const path of paths)
      test(`visitor, ${group}: ${path}`, async ({ visitorPage: page }) => {
        await check(page, path);
      });

  test("visitor: the 404 page, in French and in English", async ({ visitorPage: page }) => {
    await check(page, "/cette-page-n-existe-pas", 404);
    await check(page, "/premium/cette-offre-n-existe-pas?lang=en", 404);
  });

  for (const path of ["/revisions/cours-et-quiz", "/mon-compte", "/mon-avenir", "/premium", "/revizo-illimite"])
    test(`member, the webspace pages, the plans and the presentation: ${path}`, async ({ visitorPage: page }) => {
      await logInAs(page, "eleve@demo.test");
      await check(page, path);
    });

  test("subscriber and family account: my account", async ({ visitorPage: page }) => {
    await logInAs(page, "parent@demo.test");
    await check(page, "/mon-compte");
    await page.context().clearCookies();
    await logInAs(page, "premium@demo.test");
    await check(page, "/mon-compte");
  });

  test("member without profile: profiling", async ({ visitorPage: page, request, baseURL }) => {
    // A new account (the demo one completes its profiling in account.spec.ts).
    const email = await newAccount(request, baseURL!, "a11y");
    await logInAs(page, email);
    await expect(page).toHaveURL(/\/profiling/);
    await expect(page.locator("h1").first()).toBeVisible();
    await expectNoAxeViolations(page, "/profiling");
  });
});

test.describe("layouts on real routes (§2)", () => {
  test("offer layout: the offer banner above the header, closable, on a top-level offer page", async ({
    visitorPage: page,
  }) => {
    await page.goto("/offre-speciale-rentree");
    const banner = page.getByRole("complementary", { name: "Offre du moment" });
    await expect(banner).toBeVisible();
    const bannerBox = await banner.boundingBox();
    const headerBox = await page.getByRole("banner").boundingBox();
    expect(bannerBox!.y).toBeLessThan(headerBox!.y);
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(async () => {
      await banner.getByRole("button", { name: "Fermer l'offre" }).click({ timeout: 1000 });
      await expect(banner).toBeHidden({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
  });

  test("offer layout: no offer banner under /premium (§2/§4 offer-free paths)", async ({ visitorPage: page }) => {
    await page.goto("/premium/offre-famille");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.locator("h1").first()).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Offre du moment" })).toHaveCount(0);
  });

  test("webspace layout: header, footer and the subscription banner for a member without plan; ?noMenu hides the frame", async ({
    visitorPage: page,
  }) => {
    await logInAs(page, "eleve@demo.test");
    await page.goto("/mon-compte");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.locator(".subscription-banner")).toBeVisible();
    await page.goto("/mon-compte?noMenu=1");
    await expect(page.locator("h1").first()).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
  });

  test("webspace layout: no subscription banner for a subscriber", async ({ visitorPage: page }) => {
    await logInAs(page, "premium@demo.test");
    await page.goto("/mon-compte");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.locator(".subscription-banner")).toHaveCount(0);
  });
});
