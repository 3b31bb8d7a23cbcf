// Listening and dictée (issue 27, docs/decisions/045) against the production build, at 375 and 1280 px. The browser's
// speech synthesis is replaced before the page runs by a stand-in with the same interface (window.speechSynthesis and
// SpeechSynthesisUtterance), so the product's own adapter (adapters/web/speech) is what reads: once with no voice at
// all (what a device without a French voice shows), once with a French and an English voice that "speak" at once and
// record what they were given.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";

const PAPER = "/brevet/sujets/sujet-entrainement-francais";
const ENGLISH = "/revisions/3eme/anglais/conditionals";

/** A speechSynthesis with these voices; each utterance ends after 20 ms and is recorded in window.__spoken. */
async function stubSpeech(page: Page, voices: { lang: string; name: string }[]) {
  await page.addInitScript((list) => {
    const spoken: { text: string; lang: string; rate: number }[] = [];
    const pending = new Set<{ onerror?: ((event: { error: string }) => void) | null }>();
    (window as unknown as { __spoken: typeof spoken }).__spoken = spoken;
    class Utterance {
      text: string;
      lang = "";
      rate = 1;
      voice: unknown = null;
      onend: (() => void) | null = null;
      onerror: ((event: { error: string }) => void) | null = null;
      constructor(text: string) {
        this.text = text;
      }
    }
    const engine = {
      getVoices: () => list,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      speak(utterance: Utterance) {
        spoken.push({ text: utterance.text, lang: utterance.lang, rate: utterance.rate });
        pending.add(utterance);
        setTimeout(() => {
          if (!pending.delete(utterance)) return;
          utterance.onend?.();
        }, 20);
      },
      pause: () => undefined,
      resume: () => undefined,
      cancel() {
        for (const utterance of pending) utterance.onerror?.({ error: "canceled" });
        pending.clear();
      },
    };
    Object.defineProperty(window, "speechSynthesis", { configurable: true, value: engine });
    Object.defineProperty(window, "SpeechSynthesisUtterance", { configurable: true, value: Utterance });
  }, voices);
}

const spoken = (page: Page) =>
  page.evaluate(() => (window as unknown as { __spoken: { text: string; lang: string }[] }).__spoken);

/** The paper's dictée, typed with two agreement mistakes: "levé" for "levée", "cahier" for "cahiers". */
const TYPED =
  "Le jour de la rentrée, Mathilde s'était levé avant tout le monde. Elle avait préparé ses affaires la veille, mais elle " +
  "les vérifia encore : les cahier neufs, les crayons qu'elle avait taillés avec soin, la trousse que sa grand-mère lui " +
  "avait offerte. Dans la cour, les élèves se saluaient bruyamment ; quelques-uns, intimidés, restaient près du grand " +
  "tilleul. Mathilde les regarda et reconnut dans leurs yeux la même inquiétude que la sienne. Elle s'approcha, sourit, " +
  "et leur demanda s'ils voulaient l'accompagner jusqu'à leur salle.";

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.sessionStorage.setItem("newsletterPopupSeen", "true"));
});

test("a dictée: its text is not in the page; read sentence by sentence with its punctuation, typed, then corrected", async ({
  page,
}) => {
  test.slow(); // axe twice over a whole paper
  await stubSpeech(page, [{ lang: "fr-FR", name: "Stub français" }]);
  const response = await page.goto(PAPER);
  expect(await response?.text()).not.toContain("bruyamment");
  const dictee = page.getByRole("region", { name: "Dictée", exact: true });
  await dictee.getByRole("button", { name: "Commencer la dictée" }).click();
  await expect(dictee.getByText("Première lecture du texte en entier : écoutez sans écrire.")).toBeVisible();
  await dictee.getByRole("button", { name: "Dicter la première phrase" }).click();
  await expect(dictee.getByText("Phrase 1 sur 5 : écrivez-la.")).toBeVisible();
  await expect
    .poll(async () => (await spoken(page)).map((entry) => entry.text))
    .toContain("Le jour de la rentrée, virgule");
  expect((await spoken(page)).every((entry) => entry.lang === "fr-FR")).toBe(true);
  await dictee.getByRole("button", { name: "Phrase suivante" }).click();
  await expect(dictee.getByText("Phrase 2 sur 5 : écrivez-la.")).toBeVisible();
  await expect
    .poll(async () => (await spoken(page)).map((entry) => entry.text))
    .toContain("mais elle les vérifia encore: deux-points");
  await expectNoAxeViolations(page);

  await dictee.getByLabel("Votre dictée").fill(TYPED);
  await dictee.getByRole("button", { name: "Corriger ma dictée" }).click();
  await expect(dictee.getByRole("status").filter({ hasText: "Note" })).toHaveText("Note : 9 / 10");
  await expect(dictee.locator(".dictation-mark--grammar")).toHaveCount(2);
  await expect(dictee.locator(".dictation-mark--grammar").first()).toContainText("levélevée");
  await expect(dictee.locator("blockquote")).toContainText("les élèves se saluaient bruyamment");
  await expectNoAxeViolations(page);
});

test("a device without the voice: the dictée says so, and can still be typed and corrected", async ({ page }) => {
  await stubSpeech(page, []);
  await page.goto(PAPER);
  const dictee = page.getByRole("region", { name: "Dictée", exact: true });
  await expect(dictee.getByText(/Aucune voix « français \(France\) » n'est installée sur cet appareil/)).toBeVisible({
    timeout: 15_000,
  });
  await expect(dictee.getByRole("button", { name: "Commencer la dictée" })).toHaveCount(0);
  await dictee.getByLabel("Votre dictée").fill("Le jour de la rentrée.");
  await dictee.getByRole("button", { name: "Corriger ma dictée" }).click();
  await expect(dictee.getByRole("status").filter({ hasText: "Note" })).toHaveText("Note : 0 / 10");
  await expect(dictee.locator("blockquote")).toContainText("Mathilde s'était levée");
  await expectNoAxeViolations(page);
});

test("an English listening: read aloud in English, slower, one sentence again; the transcript on request", async ({
  page,
}) => {
  await stubSpeech(page, [{ lang: "en-GB", name: "Stub English" }]);
  await page.goto(ENGLISH);
  const block = page.getByRole("region", { name: "Écoute — What would you do?" });
  await block.getByRole("button", { name: "Écouter" }).click();
  await expect(block.getByText("Lecture terminée.")).toBeVisible();
  const read = await spoken(page);
  expect(read[0]).toMatchObject({ text: "If it's sunny on Saturday, we'll go to the beach.", lang: "en-GB", rate: 1 });
  expect(read).toHaveLength(3);
  await block.getByRole("button", { name: "Plus lent" }).click();
  await expect(block.getByRole("button", { name: "Plus lent" })).toHaveAttribute("aria-pressed", "true");
  await block.getByRole("button", { name: "Répéter la phrase" }).click();
  await expect.poll(async () => (await spoken(page)).at(-1)).toMatchObject({ rate: 0.7 });
  await block.getByText("Transcription", { exact: true }).click();
  await expect(block.getByText(/if I won the lottery, I would buy a boat/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a listening question of a quiz: the excerpt is read in its language, its text folded; answered, then scored", async ({
  page,
}) => {
  await stubSpeech(page, [
    { lang: "en-GB", name: "Stub English" },
    { lang: "en-US", name: "Stub American" },
  ]);
  await page.goto("/revisions/3eme/anglais/quiz-talking-about-the-future");
  await page.getByRole("checkbox", { name: "Toutes les questions sur une page" }).check();
  const question = page.locator(".quiz-question").filter({ hasText: "Listen to the announcement" });
  await question.getByRole("button", { name: "Écouter" }).click();
  await expect(question.getByText("Lecture terminée.")).toBeVisible();
  expect((await spoken(page))[0]).toMatchObject({ text: "Good morning.", lang: "en-GB" });
  // The text is there for whoever cannot listen, folded.
  const text = question.getByText(/leaves from platform four at a quarter past ten/);
  await expect(text).toBeHidden();
  await question.getByText("Lire le texte de l'enregistrement").click();
  await expect(text).toBeVisible();
  await question.getByRole("radio", { name: "At 10:15" }).check();
  await page.getByRole("button", { name: "Terminer et voir mon score" }).click();
  await expect(page.getByRole("heading", { name: /^Score : 1(,\d+)? \/ 14$/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("without JavaScript, a listening question shows its text to read", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/revisions/3eme/anglais/quiz-present-perfect-past-simple");
  const item = page.locator(".quiz-question").filter({ hasText: "Listen to Tom" });
  await item.getByText("Lire le texte de l'enregistrement").click();
  await expect(item.getByText(/I've worked at the bakery in Green Street since September/)).toBeVisible();
  await context.close();
});
