// The quiz player against the production build, with the keyboard alone: every question type (the real quiz
// content/revisions/college/3eme/maths/quiz-arithmetique-et-nombres-premiers.md has all seven), one question at
// a time, feedback after each question, the score, the review of mistakes and the retry of them; the whole quiz
// on one page; a member's run is scored and recorded by the API.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { pageApi, pageFetch } from "./support/page-api.ts";
import { ONE_VIEWPORT } from "./support/viewports.ts";

const ARITHMETIC = "/revisions/3eme/maths/quiz-arithmetique-et-nombres-premiers";
const ARITHMETIC_ID = "revisions/college/3eme/maths/quiz-arithmetique-et-nombres-premiers";

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

/** Presses Tab until `target` has the focus (as a keyboard user would), at most `max` times. */
async function tabTo(page: Page, target: Locator, max = 30) {
  for (let press = 0; press < max; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

/** Each question of the arithmetic quiz answered right with the keyboard, from the focus on its legend. */
const EVERY_TYPE: [type: string, play: (page: Page) => Promise<void>][] = [
  [
    "multiple",
    async (page) => {
      // The choices are shown in an order of their own (issue 27): each is found by its index in the quiz's file.
      const shown = await page
        .locator(".quiz-choices input[type=checkbox]")
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
      for (const value of shown.filter((index) => ["1", "3", "5"].includes(index))) {
        await tabTo(page, page.locator(`.quiz-choices input[type=checkbox][value="${value}"]`));
        await page.keyboard.press("Space");
      }
    },
  ],
  ["numeric", (page) => typeIn(page, "7")],
  ["numeric", (page) => typeIn(page, "9")],
  ["single", (page) => chooseChoice(page, 2)],
  ["true-false", (page) => chooseRadio(page, 0)],
  ["true-false", (page) => chooseRadio(page, 1)],
  ["numeric", (page) => typeIn(page, "42")],
  ["single", (page) => chooseChoice(page, 3)],
  ["numeric with a unit", (page) => typeIn(page, "36 min")],
  [
    "matching",
    async (page) => {
      const pairs = ["divisible par 2", "divisible par 5", "divisible par 3", "divisible par 4"];
      for (const [left, right] of pairs.entries()) {
        const select = page.getByRole("combobox").nth(left);
        await tabTo(page, select);
        for (let press = 0; press < 6; press += 1) {
          const chosen = await select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.text ?? "");
          if (chosen.endsWith(`. ${right}`)) break;
          await page.keyboard.press("ArrowDown");
        }
        // Options are lettered like the rendered right column above the selects: "B. divisible par 5".
        await expect(select.locator("option:checked")).toHaveText(new RegExp(`^[A-D]\\. ${right}$`));
      }
    },
  ],
  [
    "ordering",
    async (page) => {
      const items = page.locator(".quiz-ordering__item");
      const order = [
        "Diviser le nombre par le plus petit nombre premier qui le divise",
        "Recommencer avec le quotient obtenu",
        "S'arrêter quand le quotient vaut 1",
        "Écrire le produit des diviseurs premiers utilisés, avec des puissances",
      ];
      for (const [place, item] of order.entries()) {
        const at = (await items.allTextContents()).findIndex((text) => text.includes(item));
        if (at <= place) continue;
        const up = page.getByRole("button", { name: `Monter « ${item} »` });
        await tabTo(page, up);
        // The focus stays on the moved item's button: Enter again moves it further.
        for (let press = at; press > place; press -= 1) await page.keyboard.press("Enter");
        await expect(items.nth(place)).toContainText(item);
      }
    },
  ],
  ["text", (page) => typeIn(page, "Deux", "text")],
];

/** Types in the answer field: a number (decimal keyboard on phones) or words. */
async function typeIn(page: Page, text: string, mode: "decimal" | "text" = "decimal") {
  await tabTo(page, page.getByRole("textbox"));
  await expect(page.getByRole("textbox")).toHaveAttribute("inputmode", mode);
  await page.keyboard.type(text);
}

/** Picks the choice that is `index` in the quiz's file, with the arrow keys, wherever it is shown. */
async function chooseChoice(page: Page, index: number) {
  const target = page.locator(`.quiz-choices input[type=radio][value="${index}"]`);
  await tabTo(page, page.getByRole("radio").first());
  await page.keyboard.press("Space");
  for (let step = 0; step < 6 && !(await target.isChecked()); step += 1) await page.keyboard.press("ArrowDown");
  await expect(target).toBeChecked();
}

async function chooseRadio(page: Page, index: number) {
  await tabTo(page, page.getByRole("radio").first());
  if (index === 0) await page.keyboard.press("Space");
  for (let step = 0; step < index; step += 1) await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio").nth(index)).toBeChecked();
}

test.describe("quiz player", () => {
  test("plays every question type with the keyboard alone", async ({ page }) => {
    await page.goto(ARITHMETIC);
    const toggle = page.getByRole("checkbox", { name: "Toutes les questions sur une page" });
    await expect(toggle).toBeVisible();
    await toggle.focus();
    for (const [index, [type, play]] of EVERY_TYPE.entries()) {
      await expect(page.getByText(`Question ${index + 1} / 12`), type).toBeVisible();
      await play(page);
      await tabTo(page, page.getByRole("button", { name: "Valider" }));
      await page.keyboard.press("Enter");
      await expect(page.getByText("Bonne réponse !"), type).toBeVisible();
      if (type === "matching" || type === "ordering") await expectNoAxeViolations(page, `${type} checked`);
      await page.keyboard.press("Enter");
    }
    await expect(page.getByRole("heading", { name: "Score : 12 / 12" })).toBeFocused();
    await expect(page.getByText("Aucune erreur, bravo !")).toBeVisible();
  });

  test("reviews the mistakes at the end and plays them again, with the keyboard alone", async ({ page }) => {
    await page.goto(ARITHMETIC);
    const toggle = page.getByRole("checkbox", { name: "Toutes les questions sur une page" });
    await expect(toggle).toBeVisible();
    await toggle.focus();
    for (const [index, [type, play]] of EVERY_TYPE.entries()) {
      const last = index === EVERY_TYPE.length - 1;
      // The last question is answered wrong, to have a mistake to review.
      await (last ? typeIn(page, "Trois", "text") : play(page));
      await tabTo(page, page.getByRole("button", { name: "Valider" }));
      await page.keyboard.press("Enter");
      await expect(page.getByText(last ? "Ce n'est pas la bonne réponse." : "Bonne réponse !"), type).toBeVisible();
      if (last)
        await expect(page.locator("[aria-live=polite]").filter({ hasText: "Réponse attendue :" })).toHaveCount(1);
      await expect(page.getByRole("button", { name: last ? "Voir mon score" : "Question suivante" })).toBeFocused();
      await page.keyboard.press("Enter");
      if (!last) await expect(page.getByText(`Question ${index + 2} / 12`)).toBeFocused();
    }
    await expect(page.getByRole("heading", { name: "Score : 11 / 12" })).toBeFocused();
    await expect(page.getByText("11 bonnes réponses sur 12")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Vos erreurs" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Créez un compte gratuit" })).toBeVisible();
    await expectNoAxeViolations(page, "quiz end");

    await tabTo(page, page.getByRole("button", { name: "Refaire mon erreur" }));
    await page.keyboard.press("Enter");
    await expect(page.getByText("Vos erreurs à refaire : 1 question")).toBeVisible();
    await expect(page.getByText("Question 1 / 1")).toBeFocused();
    await typeIn(page, "2", "text");
    await page.keyboard.press("Enter");
    await expect(page.getByText("Bonne réponse !")).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Score : 1 / 1" })).toBeFocused();
    await expect(page.getByText("Aucune erreur, bravo !")).toBeVisible();
  });

  test("shows the whole quiz on one page with the toggle", async ({ page }) => {
    await page.goto(ARITHMETIC);
    await page.getByRole("checkbox", { name: "Toutes les questions sur une page" }).check();
    await expect(page.locator(".quiz-question")).toHaveCount(12);
    // The ordering question starts shuffled: it already holds a response.
    await expect(page.getByText("11 questions sans réponse")).toBeVisible();
    await page.getByRole("button", { name: "Terminer et voir mon score" }).click();
    await expect(page.getByRole("heading", { name: /^Score : 0(,\d+)? \/ 12$/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Refaire mes 12 erreurs" })).toBeVisible();
  });

  test("a second attempt shows the choices in another order and scores them by their content (issue 27)", async ({
    page,
  }) => {
    await page.goto(ARITHMETIC);
    await page.getByRole("checkbox", { name: "Toutes les questions sur une page" }).check();
    const questions = page.locator(".quiz-question");
    await expect(questions).toHaveCount(12);
    // The order shown, as the choices' indexes in the quiz's file, of the three choice questions.
    const shownOrder = async () =>
      (
        await Promise.all(
          [0, 3, 7].map((index) =>
            questions
              .nth(index)
              .locator(".quiz-choices input")
              .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value).join("")),
          ),
        )
      ).join("|");
    const first = await shownOrder();
    // Never the file's order for all three (the answer's position gave it away).
    expect(first).not.toBe("012345|0123|0123");
    // The right choice of question 8 (the file's fourth), wherever it is shown; a wrong one for question 4.
    await questions.nth(7).locator('input[type=radio][value="3"]').check();
    await questions.nth(3).locator('input[type=radio][value="0"]').check();
    await page.getByRole("button", { name: "Terminer et voir mon score" }).click();
    await expect(page.getByRole("heading", { name: /^Score : 1(,\d+)? \/ 12$/ })).toBeVisible();
    // The mistakes list shows the pupil's own answer beside the expected one.
    await expect(page.locator(".quiz-answer__yours").first()).toBeVisible();
    await expect(
      page.locator(".quiz-review__item").filter({ hasText: "Votre réponse : pas de réponse" }).first(),
    ).toBeVisible();

    await page.getByRole("button", { name: "Recommencer le quiz" }).click();
    await expect(questions).toHaveCount(12);
    const second = await shownOrder();
    expect(second).not.toBe(first);
    await questions.nth(7).locator('input[type=radio][value="3"]').check();
    await page.getByRole("button", { name: "Terminer et voir mon score" }).click();
    await expect(page.getByRole("heading", { name: /^Score : 1(,\d+)? \/ 12$/ })).toBeVisible();
  });

  test(
    "a member's answers are checked and the run recorded by the API, with the API's score",
    ONE_VIEWPORT,
    async ({ page, baseURL }) => {
      await logIn(page, baseURL, "eleve@demo.test");
      await page.goto(ARITHMETIC);
      await page.getByRole("checkbox", { name: "Toutes les questions sur une page" }).check();
      const questions = page.locator(".quiz-question");
      await expect(questions).toHaveCount(12);
      // Question 4 is checked through the API (the page's action); the others are scored when finishing.
      const single = questions.nth(3);
      await single.locator('input[type=radio][value="2"]').check();
      const checked = page.waitForResponse(
        (response) =>
          response.request().method() === "POST" && response.url().includes("quiz-arithmetique-et-nombres-premiers"),
      );
      await single.getByRole("button", { name: "Valider" }).click();
      expect((await checked).ok()).toBe(true);
      await expect(single.getByText("Bonne réponse !")).toBeVisible();
      await questions.nth(4).getByRole("radio").first().check();
      await questions.nth(11).getByRole("textbox").fill("deux");
      await page.getByRole("button", { name: "Terminer et voir mon score" }).click();
      await expect(page.getByText("Résultat enregistré dans votre progression.")).toBeVisible();
      const shown = (await page.getByRole("heading", { name: /^Score :/ }).textContent()) ?? "";
      const score = Number(/Score : ([\d,]+) \/ 12/.exec(shown)?.[1]?.replace(",", "."));
      expect(score).toBeGreaterThanOrEqual(3);

      // Through the page: the quiz took longer than the server's keep-alive since the login (support/page-api.ts).
      const { quizAttempts } = await pageApi<{ quizAttempts: { score: number; maxScore: number }[] }>(
        page,
        `/api/progress?quizId=${ARITHMETIC_ID}`,
        { headers: { "X-Revizo-Eval": "false" } },
      );
      expect(quizAttempts[0]).toMatchObject({ score, maxScore: 12 });

      // A score sent by the browser is refused: only responses are accepted.
      const forged = await pageFetch(page, "/api/progress/quiz-attempts", {
        method: "POST",
        headers: { "X-Revizo-Eval": "false" },
        data: {
          quizId: ARITHMETIC_ID,
          responses: {},
          score: 100000,
          maxScore: 100000,
          completedAt: new Date().toISOString(),
        },
      });
      expect(forged.status).toBe(400);
    },
  );
});
