// Progress for pupils and parents (issue 12), against the production build: a child takes a quiz and the parent
// (family-plan holder) sees the child's new score on the family space and on their home; a pupil marks a chapter learned (with and
// without JavaScript) and sees it counted on their home, under the chapter's real title.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { PASSWORD } from "./support/accounts.ts";

const ARITHMETIC = "/revisions/3eme/maths/quiz-arithmetique-et-nombres-premiers";
const QUIZ_TITLE = "Quiz : arithmétique et nombres premiers";
/**
 * Chapters of première maths (free) for the pupil eleve@demo.test, one set per Playwright project: the projects run
 * side by side with the same account, so each marks its own chapters.
 */
const CHAPTERS: Record<string, { jsPath: string; title: string; noJsPath: string }> = {
  desktop: {
    jsPath: "/revisions/premiere/maths/second-degre",
    title: "Le second degré : forme canonique, discriminant et signe",
    noJsPath: "/revisions/premiere/maths/suites",
  },
  mobile: {
    jsPath: "/revisions/premiere/maths/trigonometrie",
    title: "Trigonométrie : cercle trigonométrique, cosinus et sinus",
    noJsPath: "/revisions/premiere/maths/probabilites-conditionnelles",
  },
};
const chaptersOf = (project: string) => CHAPTERS[project] ?? CHAPTERS.desktop!;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.sessionStorage.setItem("newsletterPopupSeen", "true"));
});

/** Waits until the course page's mark button is hydrated (its click then posts in the background). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const button = document.querySelector(".mark-learned__button");
    return button !== null && Object.keys(button).some((key) => key.startsWith("__reactProps"));
  });
}

async function logIn(page: Page, baseURL: string | undefined, email: string) {
  const response = await page.request.post("/api/auth/local", {
    headers: { "X-Revizo-Eval": "false", Origin: baseURL ?? "", "Accept-Language": "fr-FR" },
    data: { identifier: email, password: PASSWORD },
  });
  expect(response.ok()).toBe(true);
}

test("a child takes a quiz, then the parent sees the child's new score on the family space and on their home", async ({
  browser,
  baseURL,
}) => {
  const child = await browser.newPage();
  await child.addInitScript(() => window.sessionStorage.setItem("newsletterPopupSeen", "true"));
  await logIn(child, baseURL, "enfant@demo.test");
  await child.goto(ARITHMETIC);
  await child.getByRole("checkbox", { name: "Toutes les questions sur une page" }).check();
  const questions = child.locator(".quiz-question");
  await expect(questions).toHaveCount(12);
  await questions.nth(3).getByRole("radio").first().check();
  await questions.nth(4).getByRole("radio").first().check();
  await child.getByRole("button", { name: "Terminer et voir mon score" }).click();
  await expect(child.getByText("Résultat enregistré dans votre progression.")).toBeVisible();
  const shown = (await child.getByRole("heading", { name: /^Score :/ }).textContent()) ?? "";
  const score = /Score : ([\d,]+ \/ 12)/.exec(shown)?.[1];
  expect(score).toBeTruthy();
  await child.close();

  const parent = await browser.newPage();
  await parent.addInitScript(() => window.sessionStorage.setItem("newsletterPopupSeen", "true"));
  await logIn(parent, baseURL, "parent@demo.test");
  await parent.goto("/mon-compte");
  const progress = parent.locator(".family-member__progress");
  await expect(progress.getByRole("heading", { name: /^Progression de Tom/ })).toBeVisible();
  const quiz = progress.locator(".progress-quiz", { hasText: QUIZ_TITLE });
  await expect(quiz.getByRole("link", { name: QUIZ_TITLE })).toHaveAttribute("href", ARITHMETIC);
  await expect(quiz.getByText(`Dernier score : ${score ?? ""}`)).toBeVisible();
  await expect(progress.getByText("A révisé aujourd'hui.")).toBeVisible();

  // The parent's home (after login) shows the same: the child's card, with the score, before the parent's own.
  await parent.goto("/revisions/cours-et-quiz");
  const children = parent.getByRole("region", { name: "La progression de mes enfants" });
  const card = children.getByRole("listitem").filter({ has: parent.getByRole("heading", { level: 3, name: /^Tom/ }) });
  const onHome = card.locator(".progress-quiz", { hasText: QUIZ_TITLE });
  await expect(onHome.getByRole("link", { name: QUIZ_TITLE })).toHaveAttribute("href", ARITHMETIC);
  await expect(onHome.getByText(`Dernier score : ${score ?? ""}`)).toBeVisible();
  await expect(card.getByRole("link", { name: /^Gérer le compte de Tom .* dans l'espace famille$/ })).toHaveAttribute(
    "href",
    "/mon-compte#famille",
  );
  await parent.close();
});

test("a pupil marks a chapter learned and sees it counted on their home, then undoes it", async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const chapter = chaptersOf(testInfo.project.name);
  await logIn(page, baseURL, "eleve@demo.test");
  // Start from an unmarked chapter (a previous run against the same database may have left it marked).
  const unmarked = await page.request.delete(
    `/api/progress/chapters-learned/${chapter.jsPath.replace("/revisions/premiere/", "revisions/lycee/premiere/")}`,
    { headers: { "X-Revizo-Eval": "false", Origin: baseURL ?? "" } },
  );
  expect(unmarked.status()).toBe(204);
  await page.goto(chapter.jsPath);
  await hydrated(page);
  const button = page.getByRole("button", { name: "J'ai appris ce chapitre" });
  await expect(button).toHaveAttribute("aria-pressed", "false");
  // The button turns at once; the post goes on in the background.
  let saved = page.waitForResponse((r) => r.url().includes("/chapitre-appris") && r.request().method() === "POST");
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("Chapitre compté dans votre progression.")).toBeVisible();
  expect((await saved).ok()).toBe(true);
  await expectNoAxeViolations(page);

  // To the home with the keyboard, through the status's link (a client navigation).
  const toProgress = page.getByRole("link", { name: "Voir ma progression" });
  await expect(toProgress).toHaveAttribute("href", "/revisions/cours-et-quiz");
  await toProgress.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/revisions\/cours-et-quiz$/);
  const maths = page.locator(".progress-subject", { has: page.getByRole("heading", { name: "Mathématiques" }) });
  // Counted: at least this one (the other project marks its own chapters at the same time).
  await expect(maths.getByText(/^[1-9]\d* chapitres? appris sur \d+$/)).toBeVisible();
  // Listed among the chapters learned (not only as the next one to learn).
  const learned = maths.locator(".progress-links");
  await expect(learned.getByRole("link", { name: chapter.title })).toHaveAttribute("href", chapter.jsPath);
  await expect(page.getByText("Vous avez révisé aujourd'hui.")).toBeVisible();

  // A page load is not started while the previous page still loads its deferred chunks (an aborted chunk reloads).
  await page.waitForLoadState("networkidle");
  await page.goto(chapter.jsPath);
  await hydrated(page);
  await expect(button).toHaveAttribute("aria-pressed", "true");
  saved = page.waitForResponse((r) => r.url().includes("/chapitre-appris") && r.request().method() === "POST");
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "false");
  expect((await saved).ok()).toBe(true);
  await page.waitForLoadState("networkidle");
  await page.goto("/revisions/cours-et-quiz");
  await expect(learned.getByRole("link", { name: chapter.title })).toHaveCount(0);
});

test("the mark works without JavaScript, and a visitor is asked to log in", async ({ browser, baseURL }, testInfo) => {
  const { noJsPath } = chaptersOf(testInfo.project.name);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(noJsPath);
  const invite = page.getByRole("link", { name: "Connectez-vous pour noter les chapitres que vous avez appris" });
  await expect(invite).toHaveAttribute("href", `/login?redirectTo=${encodeURIComponent(noJsPath)}`);

  await logIn(page, baseURL, "eleve@demo.test");
  await page.request.delete(
    `/api/progress/chapters-learned/${noJsPath.replace("/revisions/premiere/", "revisions/lycee/premiere/")}`,
    { headers: { "X-Revizo-Eval": "false", Origin: baseURL ?? "" } },
  );
  await page.goto(noJsPath);
  const button = page.getByRole("button", { name: "J'ai appris ce chapitre" });
  await expect(button).toHaveAttribute("aria-pressed", "false");
  await button.click();
  await expect(page).toHaveURL(new RegExp(`${noJsPath}$`));
  await expect(button).toHaveAttribute("aria-pressed", "true");
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "false");
  await context.close();
});
