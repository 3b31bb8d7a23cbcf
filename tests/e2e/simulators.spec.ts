// §1/§2 grade simulators: right results for known marks, with and without JavaScript; 404 for an
// unknown exam; no axe violation.
import { expect, type Page, test } from "@playwright/test";
import { bacSessionForDate } from "../../domain/simulators/bac.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { ONE_VIEWPORT } from "./support/viewports.ts";

/** Bac général, session 2026: 547 points of contrôle continu + 795 of final exams = 13.42, "assez bien". */
const BAC_GENERAL: Record<string, string> = {
  "hg-1": "14",
  "hg-t": "13",
  "lva-1": "15",
  "lva-t": "16",
  "lvb-1": "12",
  "lvb-t": "13",
  "es-1": "11",
  "es-t": "12",
  eps: "16",
  "emc-1": "15",
  "emc-t": "14",
  "spe-1re": "13",
  "fr-ecrit": "11",
  "fr-oral": "14",
  philo: "9",
  spe1: "15",
  spe2: "13",
  go: "15",
};

/** Brevet: the worked example of content/exams/brevet (13.5 of contrôle continu) = 13.59, "assez bien". */
const BREVET_EXAMS: Record<string, string> = {
  francais: "12",
  mathematiques: "14",
  "histoire-geographie": "11",
  emc: "12",
  sciences: "15",
  oral: "16",
};

async function fill(page: Page, marks: Record<string, string>) {
  for (const [name, value] of Object.entries(marks)) await page.locator(`input[name="${name}"]`).fill(value);
}

const result = (page: Page) => page.locator("#resultat");

test.describe("Bac simulator", () => {
  test("computes the Bac général live as marks are typed, then keeps them in the URL", async ({ page }) => {
    await page.goto("/simulateur-de-notes-bac?session=2026");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Simulateur de notes du Bac général");
    await fill(page, BAC_GENERAL);
    await expect(result(page)).toContainText("13,42");
    await expect(result(page)).toContainText("Bac obtenu");
    await expect(result(page)).toContainText("Mention assez bien");
    await expect(result(page)).toContainText("Encore 0,58 de moyenne pour la mention bien.");
    await page.getByRole("button", { name: "Calculer et créer le lien" }).click();
    await expect(page).toHaveURL(/philo=9/);
    await expect(page).toHaveURL(/session=2026/);
    await page.reload();
    await expect(result(page)).toContainText("13,42");
  });

  test("switching the session keeps the marks typed for the subjects both sessions have (issue 32)", async ({
    page,
  }) => {
    await page.goto("/simulateur-de-notes-bac?session=2026");
    await fill(page, BAC_GENERAL);
    await expect(result(page)).toContainText("13,42");
    await page.getByRole("navigation", { name: "Session du bac" }).getByRole("link", { name: "Session 2027" }).click();
    await expect(page).toHaveURL(/session=2027/);
    for (const [name, value] of Object.entries(BAC_GENERAL))
      await expect(page.locator(`input[name="${name}"]`)).toHaveValue(value);
    // 2027 adds the anticipated maths test: empty, to be typed.
    await expect(page.locator('input[name="maths-ea"]')).toHaveValue("");
  });

  test("without JavaScript, the submitted form is computed by the server", ONE_VIEWPORT, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/simulateur-de-notes-bac/general?session=2026");
    await fill(page, BAC_GENERAL);
    await page.getByRole("button", { name: "Calculer et créer le lien" }).click();
    await expect(page).toHaveURL(/\/simulateur-de-notes-bac\?session=2026&.*spe1=15.*#resultat$/);
    await expect(result(page)).toContainText("13,42");
    await expect(result(page)).toContainText("Mention assez bien");
    await context.close();
  });

  test("without JavaScript, a refused mark says why, in French and in English", ONE_VIEWPORT, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/simulateur-de-notes-bac?philo=25&go=abc");
    await expect(page.getByText("La note doit être comprise entre 0 et 20.")).toBeVisible();
    await expect(page.getByText("Saisis un nombre, par exemple 12,5.")).toBeVisible();
    await page.goto("/simulateur-de-notes-bac?philo=25&lang=en");
    await expect(page.getByText("The mark must be between 0 and 20.")).toBeVisible();
    await context.close();
  });

  test("the second group: orals replace weaker written marks", async ({ page }) => {
    const nines = Object.fromEntries(Object.keys(BAC_GENERAL).map((name) => [name, "9"]));
    await page.goto(`/simulateur-de-notes-bac?${new URLSearchParams({ session: "2026", ...nines }).toString()}`);
    await expect(result(page)).toContainText("Second groupe : oraux de rattrapage");
    await page.locator('input[name="oral-spe1"]').fill("14");
    await page.locator('input[name="oral-spe2"]').fill("12");
    await expect(result(page)).toContainText("Après le second groupe : 10,28/20, bac obtenu");
  });

  test("the bac technologique has its own coefficients", async ({ page }) => {
    const twelves = Object.fromEntries(
      Object.keys(BAC_GENERAL).map((name) => [
        name.replace(/^es-/, "maths-"),
        name === "philo" ? "8" : name === "go" ? "16" : "12",
      ]),
    );
    await page.goto(
      `/simulateur-de-notes-bac/technologique?${new URLSearchParams({ session: "2026", ...twelves }).toString()}`,
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Simulateur de notes du Bac technologique");
    await expect(result(page)).toContainText("12,40");
  });

  test("session 2027: the épreuve anticipée de mathématiques counts, the default follows the school year", async ({
    page,
  }) => {
    await page.goto("/simulateur-de-notes-bac");
    const current = String(bacSessionForDate(new Date()));
    await expect(page.getByRole("link", { name: `Session ${current}` })).toHaveAttribute("aria-current", "page");
    await page.getByRole("link", { name: "Session 2027" }).click();
    await expect(page).toHaveURL(/session=2027/);
    await fill(page, { ...BAC_GENERAL, "maths-ea": "16" });
    // 547 + (55 + 70 + 32 + 72 + 240 + 208 + 120) = 1344 points over 100.
    await expect(result(page)).toContainText("13,44");
    await expect(page.getByRole("cell", { name: "2", exact: true }).first()).toBeVisible();
  });

  test("an unknown exam is a 404", ONE_VIEWPORT, async ({ request }) => {
    expect((await request.get("/simulateur-de-notes-bac/professionnel")).status()).toBe(404);
    expect((await request.get("/simulateur-de-notes-bac/technologique")).status()).toBe(200);
  });

  test("has a title and a description", ONE_VIEWPORT, async ({ page }) => {
    await page.goto("/simulateur-de-notes-bac");
    await expect(page).toHaveTitle(/Simulateur de notes du Bac général/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /coefficients officiels/);
  });
});

test.describe("Brevet simulator", () => {
  test("computes the worked example of our Brevet page live", async ({ page }) => {
    await page.goto("/simulateur-de-notes-brevet");
    await page.getByRole("radio", { name: "Ma moyenne générale de 3e" }).check();
    await fill(page, { "cc-moyenne": "13,5", ...BREVET_EXAMS });
    await expect(result(page)).toContainText("13,59");
    await expect(result(page)).toContainText("Brevet obtenu");
    await expect(result(page)).toContainText("Mention assez bien");
  });

  test("without JavaScript, the submitted form is computed by the server", ONE_VIEWPORT, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/simulateur-de-notes-brevet");
    // Subject by subject (the default): 13 and 14 average 13.5.
    await fill(page, { "cc-francais": "13", "cc-mathematiques": "14", ...BREVET_EXAMS });
    await page.getByRole("button", { name: "Calculer et créer le lien" }).click();
    await expect(page).toHaveURL(/\/simulateur-de-notes-brevet\?.*oral=16/);
    await expect(result(page)).toContainText("13,59");
    await expect(result(page)).toContainText("Mention assez bien");
    await context.close();
  });

  test("a shared link shows the simulation in English too", ONE_VIEWPORT, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "en-GB" });
    const page = await context.newPage();
    const query = new URLSearchParams({
      "cc-mode": "moyenne",
      "cc-moyenne": "8",
      ...BREVET_EXAMS,
      francais: "5",
      oral: "6",
    });
    await page.goto(`/simulateur-de-notes-brevet?${query.toString()}&lang=en`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Brevet grade simulator");
    await expect(result(page)).toContainText("Brevet not passed");
    await context.close();
  });
});

test.describe("accessibility", () => {
  for (const path of [
    "/simulateur-de-notes-bac",
    `/simulateur-de-notes-bac/general?${new URLSearchParams({ ...BAC_GENERAL, philo: "25" }).toString()}`,
    `/simulateur-de-notes-bac?${new URLSearchParams(Object.fromEntries(Object.keys(BAC_GENERAL).map((n) => [n, "9"]))).toString()}`,
    "/simulateur-de-notes-bac/technologique",
    "/simulateur-de-notes-brevet",
    `/simulateur-de-notes-brevet?${new URLSearchParams({ "cc-mode": "moyenne", "cc-moyenne": "13,5", ...BREVET_EXAMS }).toString()}`,
  ]) {
    test(`no axe violation on ${path.split("?")[0]}${path.includes("?") ? " with marks" : ""}`, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page, path);
    });
  }
});
