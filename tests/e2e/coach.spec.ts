// The revision coach (issue 30), against the production build: a new terminale pupil chooses the philosophy exam on
// the coach page (a plain form), sees tonight's plan on the coach page and on the member home, learns tonight's first
// chapter on its course page and finds it ticked; the evening reminder it chose comes by mail.
import { expect, test } from "@playwright/test";
import { CSRF_HEADER } from "../../application/contracts/http.ts";
import { newPupil } from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.sessionStorage.setItem("newsletterPopupSeen", "true"));
});

test("a pupil sets an exam, sees tonight's plan, learns a chapter and sees it ticked", async ({
  page,
  request,
  baseURL,
}) => {
  const email = await newPupil(page, baseURL, "coach", "terminale");

  await page.goto("/revisions/cours-et-quiz");
  const today = page.getByRole("region", { name: "Aujourd'hui" });
  await expect(today.getByText(/Choisissez vos examens/)).toBeVisible();
  await today.getByRole("link", { name: "Préparer mon plan de révision" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Mon coach de révision" })).toBeVisible();
  await expectNoAxeViolations(page, "coach settings");
  await page.getByRole("checkbox", { name: "Bac : philosophie" }).check();
  for (const day of ["Lundi", "Mardi", "Mercredi", "Jeudi", "Vendredi", "Samedi", "Dimanche"])
    await page.getByRole("spinbutton", { name: day }).fill("60");
  await page.getByLabel("Rappel par e-mail, les soirs où il reste quelque chose à faire").selectOption("18");
  await page.getByRole("button", { name: "Enregistrer et refaire mon plan" }).click();
  await expect(page.getByText("Vos réglages sont enregistrés : le plan est refait.")).toBeVisible();

  // The evening reminder: its job's run (the development trigger) as at 21:30 or later in Paris mails tonight's plan.
  const evening = new Date();
  evening.setUTCHours(20, 30, 0, 0);
  const run = await request.post("/api/dev/coach/reminders", {
    data: { at: evening.toISOString() },
    headers: { Origin: baseURL ?? "", [CSRF_HEADER]: "1" },
  });
  expect(run.ok()).toBe(true);
  const mails = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
    template: string;
    text: string;
  }[];
  const reminder = mails.find((mail) => mail.template === "revision-reminder");
  expect(reminder?.text).toContain("Apprendre :");

  const tonight = page.getByRole("list", { name: "Le plan de ce soir" });
  const first = tonight.getByRole("listitem").first();
  await expect(first).toContainText("Apprendre :");
  await expect(page.getByRole("heading", { level: 3, name: "Bac : philosophie" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Minutes prévues et tâches de chaque jour" })).toBeVisible();
  await expectNoAxeViolations(page, "coach plan");

  // Learn tonight's first chapter on its own page.
  await first.getByRole("link").click();
  await expect(page).toHaveURL(/\/revisions\/terminale\/philosophie\//);
  const mark = page.locator(".mark-learned__button");
  await page.waitForFunction(() => {
    const button = document.querySelector(".mark-learned__button");
    return button !== null && Object.keys(button).some((key) => key.startsWith("__reactProps"));
  });
  // The button turns at once and the post goes on in the background: leave the page only once it is stored.
  const saved = page.waitForResponse((r) => r.url().includes("/chapitre-appris") && r.request().method() === "POST");
  await mark.click();
  await expect(mark).toHaveAttribute("aria-pressed", "true");
  expect((await saved).ok()).toBe(true);

  await page.goto("/revisions/cours-et-quiz");
  const ticked = page.getByRole("list", { name: "Le plan de ce soir" }).getByRole("listitem").first();
  await expect(ticked).toHaveClass(/coach-task--done/);
  await expect(ticked).toContainText("Fait.");
  await expect(page.getByText(/Fait : 1 sur/)).toBeVisible();
});

test("refuses a TOEIC without a date, in the page's language", async ({ page, baseURL }) => {
  await newPupil(page, baseURL, "coach-en", "sup");
  await page.goto("/revisions/cours-et-quiz/coach?lang=en");
  await page.getByRole("checkbox", { name: "TOEIC" }).check();
  await page.getByRole("button", { name: "Save and redo my plan" }).click();
  await expect(page.getByText("Give the date of this exam: it has no session date.").first()).toBeVisible();
  await expect(page.getByLabel(/Date \(yours to choose\)/)).toHaveAttribute("aria-invalid", "true");
});
