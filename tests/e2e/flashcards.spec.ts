// Spaced-repetition flashcards against the production build (docs/decisions/018): a member reviews a deck with the
// keyboard alone (Space reveals, 1 to 4 rate), sees the session's summary, and after a reload the deck's counts come
// from their account; a visitor's reviews live in the browser's outbox and reach the account once they log in,
// each exactly once.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { PASSWORD } from "./support/accounts.ts";

const OUTBOX_KEY = "revizo.flashcards.outbox";

// Seventeen reviews, each sent to the API, then reloads: longer than the default on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.sessionStorage.setItem("newsletterPopupSeen", "true"));
});

/** Each project its own deck: both run at once against the same server and demo accounts. */
function deckFor(project: string, decks: readonly [string, string]): { url: string; path: string } {
  const slug = project === "mobile" ? decks[1] : decks[0];
  return { url: `/revisions/3eme/maths/${slug}`, path: `revisions/college/3eme/maths/${slug}` };
}

async function logIn(page: Page, baseURL: string | undefined, email: string) {
  const response = await page.request.post("/api/auth/local", {
    headers: { "X-Revizo-Eval": "false", Origin: baseURL ?? "", "Accept-Language": "fr-FR" },
    data: { identifier: email, password: PASSWORD },
  });
  expect(response.ok()).toBe(true);
}

async function tabTo(page: Page, target: Locator, max = 60) {
  for (let press = 0; press < max; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

const counts = (page: Page) => page.getByRole("list", { name: "Cartes de ce paquet aujourd'hui" });

test("a member reviews a deck with the keyboard only, sees the summary, and the counts after a reload", async ({
  page,
  baseURL,
}, testInfo) => {
  const deck = deckFor(testInfo.project.name, ["flashcards-theoreme-de-pythagore", "flashcards-volumes-et-grandeurs"]);
  await logIn(page, baseURL, "premium@demo.test");
  await page.goto(deck.url);
  await expect(counts(page)).toContainText("16 nouvelles");
  await expect(counts(page)).toContainText("0 à revoir");

  const start = page.getByRole("button", { name: "Réviser", exact: true });
  await tabTo(page, start);
  await page.keyboard.press("Enter");
  const review = page.getByRole("region", { name: "Révision" });
  await expect(review.getByRole("button", { name: "Afficher la réponse" })).toBeFocused();

  // The first card forgotten (1: back in a minute, later in this session), every other one easy (4).
  let ratings = 0;
  while (!(await page.getByRole("heading", { name: "Séance terminée" }).isVisible())) {
    await expect(review.getByRole("button", { name: "Afficher la réponse" })).toBeVisible();
    await page.keyboard.press("Space");
    const again = review.getByRole("button", { name: /^À revoir/ });
    await expect(again).toBeVisible();
    await expect(again).toContainText("1 min");
    await expect(review.getByRole("button", { name: /^Facile/ })).toContainText(/\d+ j/);
    await page.keyboard.press(ratings === 0 ? "1" : "4");
    ratings += 1;
    expect(ratings).toBeLessThan(30);
  }
  const summary = page.getByRole("region", { name: "Bilan de la séance" });
  await expect(summary).toContainText("17 cartes révisées");
  await expect(summary.getByRole("listitem").filter({ hasText: "À revoir" })).toContainText("1");
  await expect(summary.getByRole("listitem").filter({ hasText: "Facile" })).toContainText("16");
  await expect(summary).toContainText(/Prochaine révision de ces cartes : dans \d+ j\./);

  // Once the outbox reached the API, the page (server-rendered from the account) shows the new counts.
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/progress/flashcards/deck?path=${deck.path}`);
        return ((await response.json()) as { counts: unknown }).counts;
      },
      { timeout: 20_000 },
    )
    .toEqual({ new: 0, learning: 0, due: 0 });
  await page.reload();
  await expect(counts(page)).toContainText("0 nouvelle");
  await expect(counts(page)).toContainText("0 en cours d'apprentissage");
  expect(await page.evaluate((key) => window.localStorage.getItem(key), OUTBOX_KEY)).toBeNull();
});

test("a visitor's reviews are kept in the browser and reach their account once after logging in", async ({
  page,
  baseURL,
}, testInfo) => {
  const deck = deckFor(testInfo.project.name, ["flashcards-statistiques", "flashcards-theoreme-de-thales"]);
  await page.goto(deck.url);
  await expect(counts(page)).toContainText("15 nouvelles");
  await page.getByRole("button", { name: "Réviser", exact: true }).click();
  const review = page.getByRole("region", { name: "Révision" });
  for (let card = 0; card < 3; card += 1) {
    await review.getByRole("button", { name: "Afficher la réponse" }).click();
    await review.getByRole("button", { name: /^Correct/ }).click();
  }
  await review.getByRole("button", { name: "Terminer la séance" }).click();
  await expect(counts(page)).toContainText("12 nouvelles");
  await expect(counts(page)).toContainText("3 en cours d'apprentissage");

  const outbox = await page.evaluate(
    (key) => JSON.parse(window.localStorage.getItem(key) ?? "[]") as { clientId: string }[],
    OUTBOX_KEY,
  );
  expect(outbox).toHaveLength(3);
  const clientIds = outbox.map((item) => item.clientId).sort();

  // A reload as a visitor keeps them (nothing is sent without an account).
  await page.reload();
  await expect(counts(page)).toContainText("3 en cours d'apprentissage");

  await logIn(page, baseURL, "eleve@demo.test");
  await page.reload();
  const recorded = async () => {
    const response = await page.request.get("/api/progress?limit=500");
    const body = (await response.json()) as { flashcardReviews: { clientId: string }[] };
    return body.flashcardReviews
      .map((r) => r.clientId)
      .filter((id) => clientIds.includes(id))
      .sort();
  };
  await expect.poll(recorded, { timeout: 20_000 }).toEqual(clientIds);
  await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), OUTBOX_KEY)).toBeNull();

  // The account now holds them: the server-rendered counts, and nothing is recorded twice.
  await page.reload();
  await expect(counts(page)).toContainText("12 nouvelles");
  await expect(counts(page)).toContainText("3 en cours d'apprentissage");
  const response = await page.request.get(`/api/progress/flashcards/deck?path=${deck.path}`);
  expect(((await response.json()) as { counts: unknown }).counts).toEqual({ new: 12, learning: 3, due: 0 });
  expect(await recorded()).toEqual(clientIds);
});
