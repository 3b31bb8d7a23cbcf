// Spaced-repetition flashcards against the production build (docs/decisions/018): a member reviews a deck with the
// keyboard alone (Space reveals, 1 to 4 rate), sees the session's summary, and after a reload the deck's counts come
// from their account, and the daily cap of new cards is theirs across decks; a visitor's reviews live in the
// browser's outbox and reach the account once they log in, each exactly once.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { newAccount, PASSWORD } from "./support/accounts.ts";
import { pageApi } from "./support/page-api.ts";
import { ONE_VIEWPORT } from "./support/viewports.ts";

const OUTBOX_KEY = "revizo.flashcards.outbox";

// Seventeen reviews, each sent to the API, then reloads: longer than the default on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.sessionStorage.setItem("newsletterPopupSeen", "true"));
});

const deckUrl = (slug: string) => ({
  url: `/revisions/3eme/maths/${slug}`,
  path: `revisions/college/3eme/maths/${slug}`,
});

async function logIn(page: Page, baseURL: string | undefined, email: string) {
  const response = await page.request.post("/api/auth/local", {
    headers: { "X-Revizo-Eval": "false", Origin: baseURL ?? "", "Accept-Language": "fr-FR" },
    data: { identifier: email, password: PASSWORD },
  });
  expect(response.ok()).toBe(true);
}

/**
 * A new pupil in troisième, logged in and profiled, for this test alone: the counts, the log and the daily cap of new
 * cards (across every deck) are a member's, so a shared demo account would make each test depend on the others (the
 * other project runs the same test at the same time) and on earlier runs against the same server (--repeat-each).
 */
async function newPupil(page: Page, baseURL: string | undefined): Promise<string> {
  const email = await newAccount(page.request, baseURL ?? "", "e2e-flashcards");
  await logIn(page, baseURL, email);
  const profiled = await page.request.post("/api/profiling", {
    headers: { "X-Revizo-Eval": "false", Origin: baseURL ?? "" },
    data: { accessType: "student", levelOfEducation: "3ème", country: "FR" },
  });
  expect(profiled.status()).toBe(200);
  return email;
}

async function tabTo(page: Page, target: Locator, max = 60) {
  for (let press = 0; press < max; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

function outbox(page: Page): Promise<{ clientId: string }[]> {
  return page.evaluate(
    (key) => JSON.parse(window.localStorage.getItem(key) ?? "[]") as { clientId: string }[],
    OUTBOX_KEY,
  );
}

async function deckCounts(page: Page, path: string): Promise<unknown> {
  return (await pageApi<{ counts: unknown }>(page, `/api/progress/flashcards/deck?path=${path}`)).counts;
}

const counts = (page: Page) => page.getByRole("list", { name: "Cartes de ce paquet aujourd'hui" });

test("a member reviews a deck with the keyboard only, sees the summary, and the counts after a reload", async ({
  page,
  baseURL,
}) => {
  const deck = deckUrl("flashcards-theoreme-de-pythagore");
  await newPupil(page, baseURL);
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
  // Sixteen cards, the first one seen twice: seventeen answers.
  await expect(summary).toContainText("16 cartes révisées (17 réponses");
  await expect(summary.getByRole("listitem").filter({ hasText: "À revoir" })).toContainText("1");
  await expect(summary.getByRole("listitem").filter({ hasText: "Facile" })).toContainText("16");
  await expect(summary).toContainText(/Prochaine révision de ces cartes : dans \d+ j\./);

  // Once the outbox reached the API, the page (server-rendered from the account) shows the new counts.
  await expect.poll(() => deckCounts(page, deck.path), { timeout: 20_000 }).toEqual({ new: 0, learning: 0, due: 0 });
  await page.reload();
  await expect(counts(page)).toContainText("0 nouvelle");
  await expect(counts(page)).toContainText("0 en cours d'apprentissage");
  expect(await page.evaluate((key) => window.localStorage.getItem(key), OUTBOX_KEY)).toBeNull();

  // Sixteen new cards started today: of the day's twenty, four are left, in any other deck (16 cards, untouched).
  const other = deckUrl("flashcards-volumes-et-grandeurs");
  expect(await deckCounts(page, other.path)).toEqual({ new: 4, learning: 0, due: 0 });
  await page.goto(other.url);
  await expect(counts(page)).toContainText("4 nouvelles");
  await page.getByRole("button", { name: "Réviser", exact: true }).click();
  for (let card = 0; card < 4; card += 1) {
    await review.getByRole("button", { name: "Afficher la réponse" }).click();
    await review.getByRole("button", { name: /^Facile/ }).click();
  }
  await expect(page.getByRole("heading", { name: "Séance terminée" })).toBeVisible();
  await expect(summary).toContainText("4 cartes révisées");
  await expect(summary).not.toContainText("réponses");
  await expect.poll(() => deckCounts(page, other.path), { timeout: 20_000 }).toEqual({ new: 0, learning: 0, due: 0 });

  // Twelve cards of that deck never seen, none new today: the session says why, not "discover another deck" (every
  // other deck is at the same cap), and where the member changes it.
  await summary.getByRole("button", { name: "Retour au paquet" }).click();
  await page.getByRole("button", { name: "Réviser", exact: true }).click();
  await expect(review).toContainText("Vous avez atteint la limite de nouvelles cartes du jour, tous paquets confondus");
  await expect(review).not.toContainText("découvrez un nouveau paquet");
  await expect(review.getByRole("link", { name: "Changer le nombre de nouvelles cartes par jour" })).toHaveAttribute(
    "href",
    "/revisions/cartes-a-reviser",
  );
});

test(
  "a visitor's reviews are kept in the browser and reach their account once after logging in",
  ONE_VIEWPORT,
  async ({ page, baseURL }) => {
    const deck = deckUrl("flashcards-statistiques");
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

    // The counts follow each rating at once; the outbox is written once its module is loaded (it loads at the deferred
    // start, which the first click begins): on a cold server that is later than the counts, so wait for the writes.
    await expect.poll(async () => (await outbox(page)).length).toBe(3);
    const clientIds = (await outbox(page)).map((item) => item.clientId).sort();

    // A reload as a visitor keeps them (nothing is sent without an account).
    await page.reload();
    await expect(counts(page)).toContainText("3 en cours d'apprentissage");

    // A new account of their own (a shared demo account has other tests' reviews, and its daily cap is spent by them).
    await newPupil(page, baseURL);
    await page.reload();
    const recorded = async () => {
      const body = await pageApi<{ flashcardReviews: { clientId: string }[] }>(page, "/api/progress?limit=500");
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
    expect(await deckCounts(page, deck.path)).toEqual({ new: 12, learning: 3, due: 0 });
    expect(await recorded()).toEqual(clientIds);
  },
);

test(
  "a setting out of range is refused with the product's message under its field, with or without JavaScript",
  ONE_VIEWPORT,
  async ({ page, baseURL, browser }) => {
    await newPupil(page, baseURL);
    await page.goto("/revisions/cartes-a-reviser");
    // The browser's own validation (its bubble, in the browser's language) does not stop the form: the page's
    // message says what is allowed, under the field, tied to it, and the field has the focus.
    const newCards = page.getByLabel("Nouvelles cartes par jour, tous paquets confondus");
    await newCards.fill("150");
    await newCards.press("Enter");
    await expect(newCards).toHaveAccessibleDescription(/Choisissez un nombre entier de 0 à 100\./);
    await expect(newCards).toHaveAttribute("aria-invalid", "true");
    await expect(newCards).toBeFocused();
    const retention = page.getByLabel("Taux de mémorisation visé (%)");
    await retention.fill("50");
    await retention.press("Enter");
    await expect(retention).toHaveAccessibleDescription(/Choisissez une valeur entre 80 et 97 %\./);
    await newCards.fill("35");
    await newCards.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "Réglage enregistré." })).toBeVisible();
    await expect(newCards).not.toHaveAttribute("aria-invalid");

    // Without JavaScript the server answers with the same message, under the same field.
    const context = await browser.newContext({
      storageState: await page.context().storageState(),
      javaScriptEnabled: false,
      baseURL,
    });
    const noScript = await context.newPage();
    await noScript.goto("/revisions/cartes-a-reviser");
    const field = noScript.getByLabel("Nouvelles cartes par jour, tous paquets confondus");
    await expect(field).toHaveValue("35");
    await field.fill("150");
    await field.press("Enter");
    await expect(field).toHaveAccessibleDescription(/Choisissez un nombre entier de 0 à 100\./);
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await context.close();
  },
);
