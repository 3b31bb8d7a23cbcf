// Exercises with worked solutions (issue 27, docs/decisions/053) against the production build, at 375 and 1280 px:
// the course links to its chapter's bank; an exercise gives its first then its second hint, then its solution one
// step at a time with the answer last; « À revoir » is kept on the device and counted; no axe violation. A member's
// marks are kept on their account: the review page lists the exercise to redo until it is marked « Réussi ».
import { expect, test } from "@playwright/test";
import { newAccount, PASSWORD } from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

const COURSE = "/revisions/3eme/maths/theoreme-de-pythagore";
const BANK = "/revisions/3eme/maths/exercices-theoreme-de-pythagore";

test("a pupil works an exercise through its hints and steps, then marks it to go over again", async ({ page }) => {
  await page.addInitScript(() => window.sessionStorage.setItem("newsletterPopupSeen", "true"));
  await page.goto(COURSE);
  await page.getByRole("link", { name: /Faire les exercices corrigés/ }).click();
  await expect(page).toHaveURL(BANK);

  const first = page.getByRole("article", { name: /Exercice 1 — La rampe d'accès/ });
  await expect(first.getByText(/s'élève de/)).toBeVisible();
  await expect(first.getByText("Indice 1")).toHaveCount(0);
  await first.getByRole("button", { name: "Voir un indice" }).click();
  await expect(first.getByText("Indice 1")).toBeVisible();
  await first.getByRole("button", { name: "Voir le second indice" }).click();
  await expect(first.getByText(/c'est l'hypoténuse/)).toBeVisible();
  // No third hint: the solution comes next, one step at a time, the answer with the last.
  await expect(first.getByRole("button", { name: /indice/ })).toHaveCount(0);
  await first.getByRole("button", { name: "Voir la solution pas à pas" }).click();
  const steps = first.locator(".exercise__steps li");
  await expect(steps).toHaveCount(1);
  await expect(first.getByText("Réponse :")).toHaveCount(0);
  await first.getByRole("button", { name: "Étape suivante" }).click();
  await first.getByRole("button", { name: "Étape suivante" }).click();
  await expect(steps).toHaveCount(3);
  await expect(first.getByText("Réponse :")).toBeVisible();
  await expect(first.getByRole("button", { name: "Étape suivante" })).toHaveCount(0);

  await first.getByRole("button", { name: "À revoir" }).click();
  await expect(first.getByRole("button", { name: "À revoir" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("0 réussi(s) sur 4, 1 à revoir.")).toBeVisible();
  await expectNoAxeViolations(page);

  // Back on the page later: the mark is still there.
  await page.reload();
  await expect(
    page.getByRole("article", { name: /Exercice 1/ }).getByRole("button", { name: "À revoir" }),
  ).toHaveAttribute("aria-pressed", "true");
});

/** One bank per Playwright project: the projects run side by side with the same demo account. */
const MEMBER_BANKS: Record<string, { path: string; title: string; exercise: string }> = {
  desktop: {
    path: "/revisions/3eme/maths/exercices-theoreme-de-thales",
    title: "Exercices corrigés : le théorème de Thalès",
    exercise: "La poutre d'une charpente",
  },
  mobile: {
    path: "/revisions/3eme/maths/exercices-trigonometrie",
    title: "Exercices corrigés : la trigonométrie",
    exercise: "L'échelle et la fenêtre",
  },
};

test("a member's « À revoir » is kept on their account and comes back on the review page until « Réussi »", async ({
  page,
  baseURL,
}, testInfo) => {
  const bank = MEMBER_BANKS[testInfo.project.name] ?? MEMBER_BANKS.desktop!;
  await page.addInitScript(() => window.sessionStorage.setItem("newsletterPopupSeen", "true"));
  const login = await page.request.post("/api/auth/local", {
    headers: { "X-Revizo-Eval": "false", Origin: baseURL ?? "", "Accept-Language": "fr-FR" },
    data: { identifier: "eleve@demo.test", password: PASSWORD },
  });
  expect(login.ok()).toBe(true);

  const read = page.waitForResponse((r) => r.url().includes("/exercices-marques?bank=") && r.ok());
  await page.goto(bank.path);
  await read;
  const first = page.getByRole("article", { name: new RegExp(`Exercice 1 — ${bank.exercise}`) });
  const sent = () =>
    page.waitForResponse((r) => r.url().includes("/exercices-marques") && r.request().method() === "POST");
  let saved = sent();
  await first.getByRole("button", { name: "À revoir" }).click();
  expect((await saved).ok()).toBe(true);
  await expect(first.getByRole("button", { name: "À revoir" })).toHaveAttribute("aria-pressed", "true");
  // Kept on the account, not on the device.
  expect(await page.evaluate((path) => window.localStorage.getItem(`revizo:exercises:${path}`), bank.path)).toBeNull();

  await page.goto("/revisions/cartes-a-reviser");
  const redo = page.getByRole("region", { name: "Exercices à refaire" });
  await expect(redo.getByRole("link", { name: bank.title })).toBeVisible();
  await expect(redo.getByText(new RegExp(bank.exercise))).toBeVisible();
  await expectNoAxeViolations(page);

  await redo.getByRole("link", { name: bank.title }).click();
  await expect(page).toHaveURL(bank.path);
  await expect(first.getByRole("button", { name: "À revoir" })).toHaveAttribute("aria-pressed", "true");
  saved = sent();
  await first.getByRole("button", { name: "Réussi" }).click();
  expect((await saved).ok()).toBe(true);
  await page.goto("/revisions/cartes-a-reviser");
  await expect(page.getByRole("heading", { level: 1, name: /À réviser aujourd.hui/ })).toBeVisible();
  await expect(page.getByRole("link", { name: bank.title })).toHaveCount(0);
});

test("a visitor's marks move to their account when they log in, and leave the device", async ({ page, baseURL }) => {
  const bank = "/revisions/3eme/maths/exercices-probabilites";
  await page.addInitScript(() => window.sessionStorage.setItem("newsletterPopupSeen", "true"));
  await page.goto(bank);
  const first = page.getByRole("article", { name: /^Exercice 1 — / });
  const firstTitle = (await first.getByRole("heading").textContent())?.replace(/^Exercice 1 — /, "") ?? "";
  await first.getByRole("button", { name: "À revoir" }).click();
  await expect(page.getByText(/0 réussi\(s\) sur \d, 1 à revoir\./)).toBeVisible();

  // A new account, profiled through the API, logged in on this page's context.
  const email = await newAccount(page.request, baseURL ?? "", "exercices");
  const headers = { "X-Revizo-Eval": "false", Origin: baseURL ?? "", "Accept-Language": "fr-FR" };
  expect(
    (await page.request.post("/api/auth/local", { headers, data: { identifier: email, password: PASSWORD } })).ok(),
  ).toBe(true);
  const profiled = await page.request.post("/api/profiling", {
    headers,
    data: { accessType: "student", levelOfEducation: "3ème", country: "FR" },
  });
  expect(profiled.ok()).toBe(true);

  const moved = page.waitForResponse((r) => r.url().includes("/exercices-marques") && r.request().method() === "POST");
  await page.reload();
  expect((await moved).ok()).toBe(true);
  await expect(first.getByRole("button", { name: "À revoir" })).toHaveAttribute("aria-pressed", "true");
  await expect
    .poll(() => page.evaluate((path) => window.localStorage.getItem(`revizo:exercises:${path}`), bank))
    .toBeNull();
  await page.goto("/revisions/cartes-a-reviser");
  await expect(
    page.getByRole("region", { name: "Exercices à refaire" }).getByText(firstTitle, { exact: false }),
  ).toBeVisible();
});
