// The site chrome (§2): header and menus, mobile menu, e-mail popin (§4/§5/§8), language kept across pages,
// accessibility of the home page. Runs in both projects: desktop (1280px) and mobile (375px).
import { expect, test, type Page } from "@playwright/test";
import { axeOn, expectNoAxeViolations } from "./support/axe.ts";
import { openCookiePreferences } from "./support/cookie-preferences.ts";

const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

/** §4: the e-mail popin appears 20 s after arrival; the page's clock is driven by the test. */
async function openEmailPopin(page: Page) {
  await expect(async () => {
    await page.clock.fastForward(21_000);
    await expect(page.getByRole("dialog")).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  return page.getByRole("dialog");
}

/**
 * Opens the mobile menu (retrying while the page hydrates: before that the burger has no handler). A click that
 * was handled (aria-expanded) is not repeated: the menu's code may still be on its way, and a second click closes it.
 */
async function openMobileMenu(page: Page) {
  const dialog = page.getByRole("dialog", { name: "Menu" });
  const burger = page.getByRole("banner").getByRole("button", { name: /Ouvrir le menu|Open the menu/ });
  await expect(async () => {
    const handled =
      (await dialog.isVisible()) || (await burger.getAttribute("aria-expanded", { timeout: 1000 })) === "true";
    if (!handled) await burger.click({ timeout: 1000 });
    await expect(dialog).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  return dialog;
}

async function fillPopin(page: Page, email: string) {
  const dialog = page.getByRole("dialog");
  const submit = dialog.getByRole("button", { name: "Recevoir mes fiches" });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel("Je suis").selectOption("parents");
  await dialog.getByLabel("Niveau").selectOption("3ème");
  await dialog.getByLabel("Adresse e-mail").fill(email);
  await expect(submit).toBeDisabled();
  await dialog.getByRole("checkbox").check();
  await expect(submit).toBeEnabled();
  return submit;
}

test.describe("header and menus", () => {
  test("below 1350px: the burger opens the mobile menu, Escape closes it and gives focus back", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Révizo", exact: true })).toBeVisible();
    await expect(header.getByRole("link", { name: "Créer un compte" })).toHaveAttribute("href", "/signup");
    await expect(page.getByRole("navigation", { name: "Menu principal" })).toBeHidden();
    const burger = header.getByRole("button", { name: "Ouvrir le menu" });
    const menu = await openMobileMenu(page);
    await expect(menu.getByRole("link", { name: "Se connecter" })).toHaveAttribute("href", "/login");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(burger).toBeFocused();
  });

  test("the mobile menu closes on a route change", async ({ page }) => {
    await page.goto("/");
    const menu = await openMobileMenu(page);
    await menu.getByRole("link", { name: "Créer un compte" }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(menu).toBeHidden();
  });

  test("from 1350px the menus are inline dropdowns that work with the keyboard", async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Menu principal" });
    await expect(nav).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: "Ouvrir le menu" })).toBeHidden();
    const lycee = nav.getByRole("button", { name: "Lycée" });
    await expect(async () => {
      await lycee.focus();
      await page.keyboard.press("ArrowDown");
      await expect(lycee).toHaveAttribute("aria-expanded", "true", { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(nav.getByRole("link", { name: "Révisions du lycée" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: "Le Bac" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(lycee).toHaveAttribute("aria-expanded", "false");
    await expect(lycee).toBeFocused();
    await nav.getByRole("button", { name: "Nos offres" }).click();
    await expect(nav.getByRole("link", { name: "Offre Famille" })).toHaveAttribute("href", "/premium/offre-famille");
    await expect(nav.getByRole("link", { name: "Paiement mobile" })).toHaveAttribute("href", "/premium/afrique");
  });

  test("outside France the offers entry is a link to /premium", async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto("/?country=SN");
    await expect(
      page.getByRole("navigation", { name: "Menu principal" }).getByRole("link", { name: "Nos offres" }),
    ).toHaveAttribute("href", "/premium");
  });

  test("the footer shows the version with the region, the legal links and the cookie preferences", async ({ page }) => {
    await page.goto("/?country=SN");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText("Version 6.10.0 · Région SN")).toBeVisible();
    await expect(footer.getByRole("link", { name: "Mentions légales" })).toHaveAttribute("href", "/mentions-legales");
    const dialog = await openCookiePreferences(page);
    await dialog.getByRole("button", { name: "Tout refuser" }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => window.localStorage.getItem("cookieConsent"))).toMatch(/^a0\.m0\.\d+$/);
  });
});

test.describe("e-mail popin (§4, §5, §8)", () => {
  test("a visitor subscribes: 'Email envoyé !' and the popin does not come back", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await openEmailPopin(page);
    const submit = await fillPopin(page, unique("popin"));
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/newsletter/subscribe"));
    await submit.click();
    expect((await answer).status()).toBe(201);
    await expect(page.getByRole("status")).toHaveText("Email envoyé !");
    await expect(page.getByRole("dialog")).toBeHidden();
    expect(await page.evaluate(() => window.sessionStorage.getItem("newsletterPopupSeen"))).toBe("true");
    await page.reload();
    await page.clock.fastForward(25_000);
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("an address already subscribed gets the 400 state: red border and the server's message", async ({
    page,
    request,
    baseURL,
  }) => {
    const email = unique("deja");
    const first = await request.post("/api/newsletter/subscribe", {
      headers: { "X-Revizo-Eval": "false", Origin: baseURL!, "Accept-Language": "fr-FR" },
      data: {
        email,
        sourceAccessTypeName: "parent",
        sourceLevelOfEducationName: "3ème",
        sourceLocation: "popup-a",
        acceptNewsletter: true,
        recaptchaToken: "XXXX.DUMMY.TOKEN.XXXX",
      },
    });
    expect(first.status()).toBe(201);
    await page.clock.install();
    await page.goto("/");
    await openEmailPopin(page);
    const submit = await fillPopin(page, email);
    await submit.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("alert")).toHaveText("Cette adresse email est déjà inscrite à la newsletter.");
    const input = dialog.getByLabel("Adresse e-mail");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveCSS("border-top-color", "rgb(198, 40, 40)");
    await input.fill(unique("autre"));
    await expect(input).not.toHaveAttribute("aria-invalid");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("never on orientation pages", async ({ page }) => {
    await page.clock.install();
    await page.goto("/orientation/parcoursup");
    await page.clock.fastForward(25_000);
    await page.clock.fastForward(25_000);
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});

test.describe("language and accessibility", () => {
  test("the language chosen in the header is kept across pages", async ({ page }) => {
    await page.goto("/");
    const menu = await openMobileMenu(page);
    await menu.getByRole("link", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("banner").getByRole("link", { name: "Create an account" })).toBeVisible();
    await page.getByRole("banner").getByRole("link", { name: "Create an account" }).click();
    await expect(page).toHaveURL(/\/signup/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.goto("/");
    await expect(page.getByRole("contentinfo").getByText(/Version 6\.10\.0 · Region/)).toBeVisible();
  });

  test("the home page has no axe violation", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const { violations } = await axeOn(page).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });

  test("the open e-mail popin has no axe violation (whole page)", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await openEmailPopin(page);
    await expectNoAxeViolations(page, "/ with the e-mail popin");
  });

  test("the open mobile menu has no axe violation", async ({ page }) => {
    await page.goto("/");
    await openMobileMenu(page);
    const { violations } = await axeOn(page).include(".mobile-menu").analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});

test.describe("§9 loading bar and link prefetch", () => {
  test("a slow client navigation shows the loading bar, which goes once the page is there", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    // The next page's data takes 1.5 s: long enough for the bar (it shows after 200 ms).
    await page.route(/\.data(\?|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByRole("contentinfo").getByRole("link", { name: "Mentions légales" }).click();
    const bar = page.getByRole("progressbar", { name: "Chargement de la page" });
    await expect(bar).toBeVisible();
    await expect(page).toHaveURL(/\/mentions-legales$/);
    await expect(bar).toBeHidden();
  });

  test("after the first interaction, the links in view are prefetched once the browser is idle", async ({ page }) => {
    const prefetched: string[] = [];
    page.on("request", (request) => {
      if (/\.data(\?|$)/.test(request.url())) prefetched.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.mouse.wheel(0, 200);
    await expect(page.locator('link[rel="prefetch"][as="fetch"]').first()).toBeAttached({ timeout: 10_000 });
    await expect.poll(() => prefetched.length, { timeout: 10_000 }).toBeGreaterThan(0);
  });
});
