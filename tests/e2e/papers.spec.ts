// Course pages and practice papers against the production build (issue 12 "Courses, sheets, exam practice"):
// a course's table of contents jumps to its headings and its previous / next links lead to the neighbouring
// chapters of the subject; a practice paper shows its statement with every correction closed, opens one on
// demand, and runs its timed mode with a visible countdown that survives a reload.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { ONE_VIEWPORT } from "./support/viewports.ts";

const COURSE = "/revisions/3eme/maths/arithmetique-et-nombres-premiers";
const PAPER = "/brevet/sujets/sujet-entrainement-mathematiques";

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.sessionStorage.setItem("newsletterPopupSeen", "true"));
});

/** The table of contents the viewport shows: the sticky list on wide screens, the "Sommaire" on phones (opened). */
async function visibleToc(page: Page) {
  const aside = page.locator(".content-page__aside").getByRole("navigation", { name: "Sommaire du cours" });
  if (await aside.isVisible()) return aside;
  await page.locator(".course-toc--top summary").click();
  return page.locator(".course-toc--top").getByRole("navigation", { name: "Sommaire du cours" });
}

test("a course: its table of contents jumps to the headings, prev / next lead to the neighbouring chapters", async ({
  page,
}) => {
  test.slow(); // axe over a whole course page, on shared machines
  await page.goto(COURSE);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Arithmétique : diviseurs, multiples et nombres premiers",
  );
  await expect(page.getByText(/^\d+ min de lecture$/)).toBeVisible();
  await expectNoAxeViolations(page);

  const toc = await visibleToc(page);
  const link = toc.getByRole("link", { name: "4. Les nombres premiers" });
  await link.click();
  await expect(page).toHaveURL(/#4-les-nombres-premiers$/);
  await expect(page.getByRole("heading", { level: 2, name: "4. Les nombres premiers" })).toBeInViewport();

  // The chapter's other parts.
  await expect(page.getByRole("link", { name: /Faire le quiz/ })).toHaveAttribute(
    "href",
    "/revisions/3eme/maths/quiz-arithmetique-et-nombres-premiers",
  );
  await expect(page.getByRole("link", { name: /Réviser les cartes mémoire/ })).toHaveAttribute(
    "href",
    "/revisions/3eme/maths/flashcards-arithmetique-et-nombres-premiers",
  );
  await expect(page.getByRole("link", { name: /Lire la fiche de révision/ })).toHaveAttribute(
    "href",
    "/revisions/3eme/maths/fiche-arithmetique-et-nombres-premiers",
  );

  // Previous and next chapters (order 1 and 3 of 3e maths), courses only.
  const pager = page.getByRole("navigation", { name: "Contenus voisins" });
  await expect(pager.getByRole("link", { name: /Chapitre précédent/ })).toHaveAttribute(
    "href",
    "/revisions/3eme/maths/theoreme-de-pythagore",
  );
  await pager.getByRole("link", { name: /Chapitre suivant/ }).click();
  await expect(page).toHaveURL(/\/revisions\/3eme\/maths\/calcul-litteral-et-equations$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Calcul littéral et équations");
});

test("a practice paper: corrections hidden, one revealed, the timed mode counts down and survives a reload", async ({
  page,
}) => {
  test.slow(); // axe over a whole paper and a reload, on shared machines
  await page.goto(PAPER);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("sujet d'entraînement de mathématiques");
  await expect(page.getByText("Durée de l'épreuve : 2 h")).toBeVisible();

  // The marking summary: points per exercise and the total.
  const scheme = page.getByRole("region", { name: "Barème de l'épreuve" });
  await expect(scheme.getByRole("row", { name: /Exercice 1 — L'échelle 4/ })).toBeVisible();
  await expect(scheme.getByRole("row", { name: /Total 20/ })).toBeVisible();

  // Statement shown, every correction closed.
  await expect(page.getByText("Une échelle", { exact: false }).first()).toBeVisible();
  await expect(page.locator("details.paper-part[open]")).toHaveCount(0);
  await expect(page.getByText("Cet angle est compris entre 65° et 75°", { exact: false })).toBeHidden();
  await expect(page.getByText("Sam doit choisir le tarif B", { exact: false })).toBeHidden();

  // One correction on demand.
  const summary = page.getByText("Voir le corrigé : Exercice 1", { exact: true });
  await summary.click();
  const opened = page.locator("details.paper-part", { has: summary });
  await expect(opened).toHaveAttribute("open");
  await expect(opened.getByText("Cet angle est compris entre 65° et 75°", { exact: false })).toBeVisible();
  await expect(page.getByText("Sam doit choisir le tarif B", { exact: false })).toBeHidden();
  await expect(page.locator("details.paper-part[open]")).toHaveCount(1);

  // The timed mode.
  await page.getByRole("button", { name: "Démarrer le chrono" }).click();
  const timer = page.getByRole("timer");
  await expect(timer).toBeVisible();
  await expect(timer).toHaveText(/^1:59:5\d$/);
  await expect(page.getByText("Corrigé disponible à la fin du chrono.").first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Pause" }).click();
  const paused = await timer.textContent();
  await page.reload();
  await expect(page.getByRole("button", { name: "Reprendre" })).toBeVisible();
  await expect(page.getByRole("timer")).toHaveText(paused ?? "");
  // Ending asks once (issue 32): going on keeps the corrections closed.
  await page.getByRole("button", { name: "Terminer l'épreuve" }).click();
  await expect(page.getByText("Terminer maintenant ? Le chrono s'arrête et les corrigés s'ouvrent.")).toBeVisible();
  await page.getByRole("button", { name: "Continuer l'épreuve" }).click();
  await expect(page.getByText("Corrigé disponible à la fin du chrono.").first()).toBeVisible();
  await page.getByRole("button", { name: "Terminer l'épreuve" }).click();
  await page.getByRole("button", { name: "Oui, terminer" }).click();
  // The clock shows the time spent, not an empty countdown.
  await expect(page.getByRole("timer")).toHaveText(/^0:00:(0[1-9]|[1-5]\d)$/);
  await expect(page.locator(".paper-timer__hint")).toHaveText(
    /^Épreuve terminée en 0 h 00 : les corrigés sont disponibles\.$/,
  );
  await expect(page.getByText("Voir le corrigé : Exercice 1", { exact: true })).toBeVisible();
});

test(
  "a practice paper without JavaScript: each correction is a closed disclosure",
  ONE_VIEWPORT,
  async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "fr-FR" });
    const page = await context.newPage();
    await page.goto(PAPER);
    const details = page.locator("details.paper-part");
    await expect(details.first()).toBeVisible();
    expect(await details.count()).toBeGreaterThanOrEqual(10);
    await expect(page.locator("details.paper-part[open]")).toHaveCount(0);
    await details.first().locator("summary").click();
    await expect(details.first()).toHaveAttribute("open");
    await context.close();
  },
);
