// The quiz player against the production build, with the keyboard alone: one question at a time, feedback
// after each question, the score, the review of mistakes and the retry of them; a member's run is scored and
// recorded by the API. The quiz is content/revisions/lycee/terminale/maths/quiz-suites-numeriques.md, whose
// questions are all single-choice today: the spec that plays every question type waits for a real quiz with
// every type under content/.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";

const QUIZ_PAGE = "/revisions/terminale/maths/quiz-suites-numeriques";
const QUIZ_ID = "revisions/lycee/terminale/maths/quiz-suites-numeriques";
/** The index of the right choice of each question (q1…q7), as the file says. */
const RIGHT = [1, 2, 0, 1, 1, 0, 1];

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.sessionStorage.setItem("newsletterPopupSeen", "true"));
});

async function logIn(page: Page, baseURL: string | undefined, email: string) {
  const response = await page.request.post("/api/auth/local", {
    headers: { "X-Revizo-Eval": "false", Origin: baseURL ?? "", "Accept-Language": "fr-FR" },
    data: { identifier: email, password: "Demo-2026!" },
  });
  expect(response.ok()).toBe(true);
}

/** Picks choice `index` of the question on screen and checks it, with the keyboard only (the focus is on its legend or before its first choice). */
async function answerWithKeyboard(page: Page, index: number) {
  await page.keyboard.press("Tab");
  await expect(page.getByRole("radio").first()).toBeFocused();
  if (index === 0) await page.keyboard.press("Space");
  for (let step = 0; step < index; step += 1) await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio").nth(index)).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Valider" })).toBeFocused();
  await page.keyboard.press("Enter");
}

test.describe("quiz player", () => {
  test("is played with the keyboard alone: feedback, score, review and retry of the mistakes", async ({ page }) => {
    await page.goto(QUIZ_PAGE);
    const toggle = page.getByRole("checkbox", { name: "Toutes les questions sur une page" });
    await expect(toggle).toBeVisible();
    await toggle.focus();
    for (const [question, right] of RIGHT.entries()) {
      await expect(page.getByText(`Question ${question + 1} / 7`)).toBeVisible();
      const last = question === RIGHT.length - 1;
      // The last question is answered wrong, to have a mistake to review.
      await answerWithKeyboard(page, last ? (right + 1) % 3 : right);
      const feedback = page.locator("[aria-live=polite]").filter({ hasText: "Réponse" }).first();
      await expect(page.getByText(last ? "Ce n'est pas la bonne réponse." : "Bonne réponse !")).toBeVisible();
      if (last) await expect(feedback).toContainText("Réponse attendue :");
      const next = page.getByRole("button", { name: last ? "Voir mon score" : "Question suivante" });
      await expect(next).toBeFocused();
      if (question === 0) await expectNoAxeViolations(page, "quiz feedback");
      await page.keyboard.press("Enter");
      if (!last) await expect(page.getByText(`Question ${question + 2} / 7`)).toBeFocused();
    }
    const score = page.getByRole("heading", { name: "Score : 6 / 7" });
    await expect(score).toBeFocused();
    await expect(page.getByText("6 bonnes réponses sur 7")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Vos erreurs" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Créez un compte gratuit" })).toBeVisible();
    await expectNoAxeViolations(page, "quiz end");

    // Retry the mistake: Tab to the button and press Enter.
    const retry = page.getByRole("button", { name: "Refaire mon erreur" });
    for (let tab = 0; tab < 20; tab += 1) {
      if (await retry.evaluate((button) => button === document.activeElement)) break;
      await page.keyboard.press("Tab");
    }
    await expect(retry).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Vos erreurs à refaire : 1 question")).toBeVisible();
    await expect(page.getByText("Question 1 / 1")).toBeFocused();
    await answerWithKeyboard(page, RIGHT[6]!);
    await expect(page.getByText("Bonne réponse !")).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Score : 1 / 1" })).toBeFocused();
    await expect(page.getByText("Aucune erreur, bravo !")).toBeVisible();
  });

  test("shows the whole quiz on one page with the toggle", async ({ page }) => {
    await page.goto(QUIZ_PAGE);
    await page.getByRole("checkbox", { name: "Toutes les questions sur une page" }).check();
    await expect(page.locator(".quiz-question")).toHaveCount(7);
    await expect(page.getByText("7 questions sans réponse")).toBeVisible();
    await page.getByRole("button", { name: "Terminer et voir mon score" }).click();
    await expect(page.getByRole("heading", { name: "Score : 0 / 7" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Refaire mes 7 erreurs" })).toBeVisible();
  });

  test("a member's answers are checked and the run recorded by the API, with the API's score", async ({
    page,
    baseURL,
  }) => {
    await logIn(page, baseURL, "eleve@demo.test");
    await page.goto(QUIZ_PAGE);
    await page.getByRole("checkbox", { name: "Toutes les questions sur une page" }).check();
    const questions = page.locator(".quiz-question");
    await expect(questions).toHaveCount(7);
    // The first question is checked through the API (the page's action), the others when finishing.
    const first = questions.first();
    await first.getByRole("radio").nth(RIGHT[0]!).check();
    const checked = page.waitForResponse(
      (response) => response.request().method() === "POST" && response.url().includes("quiz-suites-numeriques"),
    );
    await first.getByRole("button", { name: "Valider" }).click();
    expect((await checked).ok()).toBe(true);
    await expect(first.getByText("Bonne réponse !")).toBeVisible();
    for (let index = 1; index < 4; index += 1) await questions.nth(index).getByRole("radio").nth(RIGHT[index]!).check();
    await page.getByRole("button", { name: "Terminer et voir mon score" }).click();
    await expect(page.getByRole("heading", { name: "Score : 4 / 7" })).toBeVisible();
    await expect(page.getByText("Résultat enregistré dans votre progression.")).toBeVisible();

    const progress = await page.request.get(`/api/progress?quizId=${QUIZ_ID}`, {
      headers: { "X-Revizo-Eval": "false" },
    });
    expect(progress.status()).toBe(200);
    const { quizAttempts } = (await progress.json()) as { quizAttempts: { score: number; maxScore: number }[] };
    expect(quizAttempts[0]).toMatchObject({ score: 4, maxScore: 7 });

    // A score sent by the browser is refused: only responses are accepted.
    const forged = await page.request.post("/api/progress/quiz-attempts", {
      headers: { "X-Revizo-Eval": "false", Origin: baseURL ?? "" },
      data: { quizId: QUIZ_ID, responses: {}, score: 100000, maxScore: 100000, completedAt: new Date().toISOString() },
    });
    expect(forged.status()).toBe(400);
  });
});
