// The public content pages of §2 (exams, revisions, orientation, blog and press, institutional, legal, GAR) against
// the production build: what their pages do, at 1280 px and, for what a phone changes, at 375 px
// (tests/e2e/support/viewports.ts). One route of each family (metadata, width, axe) is in content-families.spec.ts.
// The tests share one browser page per worker, each starting as a new visitor (support/sweep.ts).
import { expect, type Page } from "@playwright/test";
import { sweep as test } from "./support/sweep.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { ONE_VIEWPORT, PHONE_ONLY } from "./support/viewports.ts";

async function logIn(page: Page, baseURL: string | undefined, email: string) {
  const response = await page.request.post("/api/auth/local", {
    headers: { "X-Revizo-Eval": "false", Origin: baseURL ?? "", "Accept-Language": "fr-FR" },
    data: { identifier: email, password: "Demo-2026!" },
  });
  expect(response.ok()).toBe(true);
}

test.describe("revisions", () => {
  // The quiz player (keyboard, feedback, score, mistakes, members) is in quiz.spec.ts.
  test("without JavaScript the quiz is a list whose answers open on demand", ONE_VIEWPORT, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "fr-FR" });
    const page = await context.newPage();
    await page.goto("/revisions/3eme/maths/quiz-theoreme-de-pythagore");
    await expect(page.getByRole("button", { name: "Valider" })).toHaveCount(0);
    const first = page.locator("details.quiz-answer").first();
    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
    await expect(first).toContainText("Réponse attendue :");
    await context.close();
  });

  test("flashcards flip with the button and move with the arrow keys", async ({ visitorPage: page }) => {
    await page.goto("/revisions/terminale/maths/flashcards-derivees-usuelles");
    const flip = page.getByRole("button", { name: "Retourner la carte" });
    await expect(flip).toHaveAttribute("aria-pressed", "false");
    await flip.click();
    await expect(flip).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator(".flashcard")).toHaveClass(/is-flipped/);
    await flip.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByText(/^Carte 2 sur \d+/)).toBeVisible();
    await expect(flip).toHaveAttribute("aria-pressed", "false");
    await page.keyboard.press("Space");
    await expect(flip).toHaveAttribute("aria-pressed", "true");
  });

  test("the knowledge library's search finds a course", async ({ visitorPage: page }) => {
    await page.goto("/revisions/bibliotheque-des-savoirs");
    await page.getByRole("searchbox", { name: "Rechercher un cours, un quiz, une fiche…" }).fill("pythagore");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\?q=pythagore/);
    await expect(page.getByRole("heading", { level: 2, name: /résultats? pour « pythagore »/ })).toBeVisible();
    // The 3e course and the 4e one (the theorem is taught in 4e, used again in 3e) share their title.
    const courses = page.getByRole("link", { name: "Le théorème de Pythagore et sa réciproque", exact: true });
    await expect(courses).toHaveCount(2);
    for (const grade of ["3eme", "4eme"])
      await expect(courses.and(page.locator(`[href="/revisions/${grade}/maths/theoreme-de-pythagore"]`))).toBeVisible();
  });

  test("a premium document shows its title, its first section and the paywall to a visitor, its body to a subscriber", async ({
    visitorPage: page,
    baseURL,
  }) => {
    await page.goto("/revisions/terminale/maths/fonction-logarithme-neperien");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("La fonction logarithme népérien");
    await expect(page.getByRole("heading", { name: "La suite est réservée aux abonnés" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Découvrir l'abonnement" })).toHaveAttribute("href", "/premium");
    // §6 the preview: the first section only.
    await expect(page.getByRole("heading", { level: 2, name: "1. Définition" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "2. Propriétés algébriques" })).toHaveCount(0);
    await logIn(page, baseURL, "premium@demo.test");
    await page.goto("/revisions/terminale/maths/fonction-logarithme-neperien");
    await expect(page.getByRole("heading", { name: "La suite est réservée aux abonnés" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "2. Propriétés algébriques" })).toBeVisible();
    await expect(page.locator(".prose .katex").first()).toBeVisible();
  });

  test("an unknown document answers 404 with the not-found page", ONE_VIEWPORT, async ({ visitorPage: page }) => {
    const response = await page.goto("/revisions/terminale/maths/ce-cours-n-existe-pas");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cette page n'existe pas");
    await expect(page).toHaveTitle("Page introuvable | Révizo");
    expect((await page.goto("/revisions/inconnue"))?.status()).toBe(404);
    expect((await page.goto("/blog/articles/2025-09-08/inconnu"))?.status()).toBe(404);
    expect((await page.goto("/explorer/nulle/part"))?.status()).toBe(404);
  });

  test(
    "a logged-in member visiting /revisions goes to the account site's revisions home",
    ONE_VIEWPORT,
    async ({ visitorPage: page, baseURL }) => {
      await logIn(page, baseURL, "eleve@demo.test");
      const response = await page.request.get("/revisions?lang=fr", { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers()["location"]).toMatch(/\/revisions\/cours-et-quiz\?lang=fr$/);
    },
  );

  test("a written page 1 of the blog moves to the page without number", ONE_VIEWPORT, async ({ request }) => {
    const response = await request.get("/blog/conseils/1", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/blog/conseils");
  });

  test(
    "the language tests list the test preparations, then every English course in school order, none cut",
    ONE_VIEWPORT,
    async ({ visitorPage: page }) => {
      await page.goto("/revisions/tests-de-langues");
      const preparations = page.getByRole("region", { name: "Contenus de préparation" });
      await expect(preparations.getByRole("link", { name: /TOEIC-style practice test/ })).toBeVisible();
      const courses = page.getByRole("region", { name: /Les cours d'anglais/ });
      const titles = await courses.getByRole("link").allTextContents();
      // The TOEIC test is listed once, above; the courses start in 6e and end with terminale, without quizzes.
      expect(titles.some((title) => /TOEIC/.test(title))).toBe(false);
      expect(titles.findIndex((title) => /Daily routines/.test(title))).toBeLessThan(
        titles.findIndex((title) => /The eight cultural axes/.test(title)),
      );
      expect(titles.some((title) => /^Quiz/i.test(title))).toBe(false);
    },
  );

  test("a pack counts all its documents (issue 32)", ONE_VIEWPORT, async ({ visitorPage: page }) => {
    await page.goto("/revisions/intro/3eme");
    const pack = page.getByRole("region", { name: "Dans ce pack" });
    // 3e holds hundreds of documents: the counts are not those of a first page of 100.
    const courses = Number(
      (await pack
        .locator("li", { hasText: /\bcours$/ })
        .locator("strong")
        .textContent()) ?? "0",
    );
    const quizzes = Number(
      (await pack
        .locator("li", { hasText: /quiz corrigés$/ })
        .locator("strong")
        .textContent()) ?? "0",
    );
    expect(courses + quizzes).toBeGreaterThan(100);
    await expect(pack.getByRole("link", { name: "Tout débloquer avec Premium" })).toBeVisible();
  });

  test("the road-prevention partner category moves to the partner page", ONE_VIEWPORT, async ({ request }) => {
    const response = await request.get("/revisions/3eme/prevention-routiere", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/partenaires/prevention-routiere");
  });

  test("a course ends with its chapter's quiz, flashcards, exercises and sheet as cards lined up under their title, without bullets", async ({
    visitorPage: page,
  }) => {
    await page.goto("/revisions/cm2/maths/les-fractions");
    const section = page.getByRole("region", { name: "Continuer le chapitre" });
    const list = section.getByRole("list");
    await expect(list.getByRole("link")).toHaveText([
      /Faire le quiz/,
      /Réviser les cartes mémoire/,
      /Faire les exercices corrigés/,
      /Lire la fiche de révision/,
    ]);
    await expect(list.getByRole("listitem").first()).toHaveCSS("list-style-type", "none");
    const title = await section.getByRole("heading", { name: "Continuer le chapitre" }).boundingBox();
    const card = await list.getByRole("link").first().boundingBox();
    expect(Math.round(card!.x)).toBe(Math.round(title!.x));
  });

  test(
    "a subject's page introduces it in correct French whatever its name and class",
    ONE_VIEWPORT,
    async ({ visitorPage: page }) => {
      await page.goto("/revisions/sup/anglais");
      const main = page.getByRole("main");
      await expect(main).toContainText(
        "Anglais en Études supérieures : cours, fiches de révision, quiz, cartes mémoire et sujets corrigés.",
      );
      await expect(main).not.toContainText("de Anglais");
      await expect(main).not.toContainText("classe de Études");
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        /^Anglais en Études supérieures : des cours clairs/,
      );
    },
  );

  test("a course page has no accessibility violation", async ({ visitorPage: page }) => {
    // A long page of formulas: axe alone takes 20 to 30 s of it on a loaded 2-core machine.
    test.slow();
    await page.goto("/revisions/terminale/maths/suites-numeriques");
    await expect(page.locator(".katex").first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("formulas (§5: KaTeX only where there is math)", () => {
  test(
    "a page with math links the KaTeX stylesheet and renders formulas on the server",
    ONE_VIEWPORT,
    async ({ request }) => {
      const html = await (await request.get("/revisions/terminale/maths/suites-numeriques")).text();
      expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/katex[^"]*\.css"/);
      expect(html).toContain('class="katex"');
    },
  );

  // An inline formula is one unbreakable box unless it has top-level operators: a long \mathrm{…} or \text{…} ran past
  // the text at 375 px, clipped in a quote or widening the whole page (found in QA, corrections open).
  for (const url of ["/bac/sujets/sujet-entrainement-physique-chimie", "/revisions/3eme/maths/probabilites"]) {
    test(`the inline formulas of ${url} stay within the page's width, corrections open`, async ({
      visitorPage: page,
    }) => {
      await page.goto(url);
      await expect(page.locator(".katex").first()).toBeVisible();
      await page.evaluate(() => document.querySelectorAll("details").forEach((details) => (details.open = true)));
      const outside = await page.evaluate(() =>
        [...document.querySelectorAll("main .katex")]
          .filter((formula) => !formula.closest(".katex-display, .md-table"))
          .filter((formula) => formula.getBoundingClientRect().right > document.documentElement.clientWidth)
          .map((formula) => formula.querySelector("annotation")?.textContent ?? ""),
      );
      expect(outside).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        await page.evaluate(() => document.documentElement.clientWidth),
      );
    });
  }

  test(
    "a display formula wider than the screen scrolls inside its box and shows a shadow on its hidden side (issue 32)",
    PHONE_ONLY,
    async ({ visitorPage: page }) => {
      await page.goto("/revisions/terminale/maths/fonction-logarithme-neperien");
      const wide = page.locator(".math--display").filter({ has: page.locator(".katex") });
      const index = await wide.evaluateAll((boxes) => boxes.findIndex((box) => box.scrollWidth > box.clientWidth));
      expect(index).toBeGreaterThanOrEqual(0);
      const box = wide.nth(index);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      const style = await box.evaluate((element) => {
        const css = getComputedStyle(element);
        return { image: css.backgroundImage, attachment: css.backgroundAttachment, overflow: css.overflowX };
      });
      expect(style.overflow).toBe("auto");
      expect(style.image.match(/radial-gradient/g)).toHaveLength(2);
      expect(style.attachment).toMatch(/^local, local, scroll, scroll/);
    },
  );

  test("/faq has no math and no KaTeX", ONE_VIEWPORT, async ({ visitorPage: page }) => {
    await page.goto("/faq");
    await expect(page.locator('link[href*="katex"]')).toHaveCount(0);
    expect(await page.content()).not.toContain("katex");
  });
});

test.describe("FAQ, languages and dates", () => {
  test("the FAQ is an accordion with FAQPage structured data", async ({ visitorPage: page }) => {
    await page.goto("/faq");
    const item = page.locator("details.faq__item").first();
    await expect(item).not.toHaveAttribute("open", "");
    await item.locator("summary").click();
    await expect(item).toHaveAttribute("open", "");
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(scripts.join("")).toContain('"@type":"FAQPage"');
  });

  test(
    "?lang=en shows the English document, or the French one with a note",
    ONE_VIEWPORT,
    async ({ visitorPage: page }) => {
      await page.goto("/faq?lang=en");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently asked questions");
      await page.goto("/revisions/terminale/maths/suites-numeriques?lang=en");
      await expect(page.getByRole("note")).toHaveText("This content is only available in French.");
      await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "fr");
    },
  );

  test(
    "/privacy-policy is the English privacy policy, /regles-de-confidentialite the French one",
    ONE_VIEWPORT,
    async ({ visitorPage: page }) => {
      await page.goto("/privacy-policy");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy policy");
      await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute(
        "href",
        /\/regles-de-confidentialite$/,
      );
      await page.goto("/regles-de-confidentialite");
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Privacy policy");
    },
  );

  test("blog dates are French, or US style in English", ONE_VIEWPORT, async ({ visitorPage: page }) => {
    await page.goto("/blog/articles/2025-09-08/bien-demarrer-l-annee-scolaire");
    await expect(page.locator(".content-page__meta time")).toHaveText("8 septembre 2025");
    await page.goto("/blog/articles/2025-09-08/bien-demarrer-l-annee-scolaire?lang=en");
    await expect(page.locator(".content-page__meta time")).toHaveText("September 8, 2025");
  });
});

test(
  "issue 15: /revisions names the subjects of the whole library, not of its first 100 documents",
  ONE_VIEWPORT,
  async ({ visitorPage: page }) => {
    await page.goto("/revisions");
    const card = (name: string) => page.locator(".level-card").filter({ has: page.getByRole("heading", { name }) });
    // The primary-school and higher-education courses come after the first 100 documents in chapter order.
    await expect(card("Primaire")).toContainText(
      "CM2 (Anglais, Enseignement moral et civique, Français, Histoire-géographie, Mathématiques, Sciences et technologie)",
    );
    await expect(card("Études supérieures")).toContainText("Méthodologie");
    await expect(card("Lycée")).toContainText("Philosophie");
    // Issue 29: a première pupil finds NSI and English; terminale has the maths expertes option.
    await expect(card("Lycée")).toContainText(/Première \([^)]*Anglais[^)]*NSI[^)]*\)/);
    await expect(card("Lycée")).toContainText(/Terminale \([^)]*Mathématiques expertes[^)]*\)/);
  },
);
