// Issue 30 "Reading comfort" (docs/decisions/054) against the production build: the settings of /confort-de-lecture
// come with every page from the server (no flash of the wrong text or theme), the chosen font is downloaded, and a
// page of a reader who chose nothing downloads none of the comfort fonts.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, expectNoAxeViolationsInBothThemes } from "./support/axe.ts";
import { ONE_VIEWPORT } from "./support/viewports.ts";

const COURSE = "/revisions/3eme/maths/theoreme-de-pythagore";
const COMFORT_FONT = /opendyslexic|atkinson-hyperlegible/;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.sessionStorage.setItem("newsletterPopupSeen", "true"));
});

test("a pupil picks the largest text, airy lines and the dyslexia font: every page comes with them, without a flash", async ({
  page,
}) => {
  await page.goto("/confort-de-lecture");
  await page.getByRole("radio", { name: "Très grande" }).check();
  await page.getByRole("radio", { name: /Aéré/ }).check();
  await page.getByRole("radio", { name: /Adaptée à la dyslexie/ }).check();
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByRole("status")).toHaveText("Vos réglages sont enregistrés sur cet appareil.");
  await expect(page.locator("html")).toHaveAttribute("data-font", "dyslexia");

  // The course's HTML, as the server sends it, already carries the settings: the first paint is the right one.
  const response = await page.goto(COURSE);
  const html = (await response?.text()) ?? "";
  expect(html).toMatch(/<html[^>]* data-text-size="3"[^>]* data-line-spacing="wide"[^>]* data-font="dyslexia"/);
  const body = page.locator("body");
  await expect(body).toHaveCSS("font-family", /^"?OpenDyslexic"?/);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe("24px");
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px "OpenDyslexic"'))).toBe(true);
  await expectNoAxeViolations(page);

  // Back to the site's defaults: the attributes go.
  await page.goto("/confort-de-lecture");
  await expect(page.getByRole("radio", { name: "Très grande" })).toBeChecked();
  await page.getByRole("radio", { name: "Normale" }).check();
  await page.getByRole("radio", { name: "Normal", exact: true }).check();
  await page.getByRole("radio", { name: /Habituelle/ }).check();
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByRole("status")).toBeVisible();
  const plain = await (await page.request.get(COURSE)).text();
  expect(plain).not.toMatch(/data-font=|data-text-size=/);
});

/** The page's background, as [r, g, b]. */
const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor.match(/\d+/g)!.slice(0, 3).map(Number));
const isDark = (rgb: number[]) => rgb.every((channel) => channel < 64);

test("the theme follows the device until the reader chooses one; the choice comes with the page, in AA contrast", async ({
  page,
}) => {
  // Nothing chosen: the device's setting decides, on the server's own HTML (no attribute, no script).
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto(COURSE);
  expect(isDark(await background(page))).toBe(true);
  await page.emulateMedia({ colorScheme: "light" });
  expect(isDark(await background(page))).toBe(false);
  // A course with formulas and figures holds WCAG 2.2 AA in both themes (learning-a11y.spec.ts: the review screens).
  await expectNoAxeViolationsInBothThemes(page, "course");

  // Dark chosen on a light device: every page comes dark from the server.
  await page.goto("/confort-de-lecture");
  await page.getByRole("radio", { name: /^Sombre/ }).check();
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByRole("status")).toBeVisible();
  const response = await page.goto(COURSE);
  expect((await response?.text()) ?? "").toMatch(/<html[^>]* data-theme="dark"/);
  expect(isDark(await background(page))).toBe(true);
  await expectNoAxeViolations(page, "course, dark theme chosen");

  // Light chosen on a dark device: light.
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/confort-de-lecture");
  await page.getByRole("radio", { name: /^Clair/ }).check();
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByRole("status")).toBeVisible();
  await page.goto(COURSE);
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  expect(isDark(await background(page))).toBe(false);
});

test("a page of a reader who chose nothing downloads no comfort font", ONE_VIEWPORT, async ({ page }) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (COMFORT_FONT.test(request.url())) fonts.push(request.url());
  });
  await page.goto(COURSE);
  await page.waitForLoadState("networkidle");
  expect(fonts).toEqual([]);
});

test(
  "without JavaScript the form saves; a value the page does not offer is refused and changes nothing",
  ONE_VIEWPORT,
  async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/confort-de-lecture");
    await page.getByRole("radio", { name: /Très lisible/ }).check();
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText("Vos réglages sont enregistrés sur cet appareil.")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-font", "hyperlegible");

    const refused = await page.request.post("/confort-de-lecture", { form: { textSize: "9", font: "comic" } });
    expect(refused.status()).toBe(400);
    expect(refused.headers()["set-cookie"]).toBeUndefined();
    expect(await refused.text()).toContain("Ce réglage n&#x27;existe pas");
    await page.goto(COURSE);
    await expect(page.locator("html")).toHaveAttribute("data-font", "hyperlegible");
    await context.close();
  },
);
