// Exercises with worked solutions (issue 27, docs/decisions/053) against the production build, at 375 and 1280 px:
// the course links to its chapter's bank; an exercise gives its first then its second hint, then its solution one
// step at a time with the answer last; « À revoir » is kept on the device and counted; no axe violation.
import { expect, test } from "@playwright/test";
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
