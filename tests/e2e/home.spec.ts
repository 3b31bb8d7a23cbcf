// The home page (issue 15), against the production build: its search leads to the knowledge library's results (with
// and without JavaScript), a class and a subject lead to a real chapter, the exams of the season lead to real
// practice papers, a member finds what they revised last, and axe finds nothing (the desktop project is 1280 px
// wide, the mobile one 375 px).
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { PASSWORD } from "./support/accounts.ts";
import { pageFetch } from "./support/page-api.ts";
import { expectHydrated, intlBuilt, watchIntl } from "./support/intl-watch.ts";
import { ONE_VIEWPORT } from "./support/viewports.ts";

/** A free course chapter of première history-geography, marked learned by the member test of each project. */
const CHAPTERS: Record<string, { path: string; title: string }> = {
  desktop: {
    path: "revisions/lycee/premiere/histoire-geo/espaces-ruraux",
    title: "Les espaces ruraux : une multifonctionnalité toujours plus marquée",
  },
  mobile: {
    path: "revisions/lycee/premiere/histoire-geo/chine-recompositions-spatiales",
    title: "La Chine : des recompositions spatiales multiples",
  },
};

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.sessionStorage.setItem("newsletterPopupSeen", "true"));
});

async function logIn(page: Page, baseURL: string | undefined, email: string) {
  const response = await page.request.post("/api/auth/local", {
    headers: { "X-Revizo-Eval": "false", Origin: baseURL ?? "", "Accept-Language": "fr-FR" },
    data: { identifier: email, password: PASSWORD },
  });
  expect(response.ok()).toBe(true);
}

test("the home's search leads to the library's results", async ({ page }) => {
  await page.goto("/");
  const search = page.getByRole("searchbox", { name: "Rechercher un cours, un quiz, une fiche…" });
  await search.fill("pythagore");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/revisions\/bibliotheque-des-savoirs\?q=pythagore$/);
  await expect(page.getByRole("link", { name: /Pythagore/ }).first()).toBeVisible();
});

test("the search is a plain form: it works without JavaScript", ONE_VIEWPORT, async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, locale: "fr-FR" });
  const page = await context.newPage();
  await page.goto("/");
  await page.getByRole("searchbox", { name: "Rechercher un cours, un quiz, une fiche…" }).fill("théorème de Thalès");
  await page.getByRole("button", { name: "Rechercher", exact: true }).click();
  await expect(page).toHaveURL(/\/revisions\/bibliotheque-des-savoirs\?q=/);
  await expect(page.getByRole("link", { name: /Thalès/ }).first()).toBeVisible();
  await context.close();
});

test("a class, then a subject, lead to a real chapter", async ({ page }) => {
  await page.goto("/");
  const terminale = page.getByRole("list", { name: "Matières : Terminale" });
  await terminale.getByRole("link", { name: "Mathématiques", exact: true }).click();
  await expect(page).toHaveURL(/\/revisions\/terminale\/maths$/);
  const chapter = page.locator('main a[href^="/revisions/terminale/maths/"]').first();
  const title = (await chapter.innerText()).trim();
  await chapter.click();
  await expect(page).toHaveURL(/\/revisions\/terminale\/maths\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
});

test("the exams of the season lead to real practice papers", async ({ page }) => {
  await page.goto("/");
  const season = page.locator("section", {
    has: page.getByRole("heading", { level: 2, name: "Les examens de la saison" }),
  });
  await expect(season.getByRole("heading", { level: 3, name: "Le Brevet" })).toBeVisible();
  const paper = season.locator('a[href^="/brevet/sujets/"]').first();
  const title = (await paper.innerText()).trim();
  await paper.click();
  await expect(page).toHaveURL(/\/brevet\/sujets\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
});

test("a visitor in France sees the offers; elsewhere the home offers none", ONE_VIEWPORT, async ({ page }) => {
  await page.goto("/");
  const offers = page.locator("section", { has: page.getByRole("heading", { level: 2, name: "Nos offres" }) });
  await expect(offers.getByRole("link", { name: "Famille" })).toHaveAttribute("href", "/premium/offre-famille");
  await expect(offers.getByText(/^dès .+ par mois, selon la durée choisie$/).first()).toBeVisible();
  await page.goto("/?country=SN");
  await expect(page.getByRole("heading", { level: 2, name: "Nos offres" })).toHaveCount(0);
});

// ADR 038: a page's first Intl formatter costs a phone tens of milliseconds of main thread (ICU's locale data), in the
// middle of the hydration. The home's visitor part writes its exam months and offer prices without one.
test("a visitor's home builds no Intl formatter while it loads and hydrates", ONE_VIEWPORT, async ({ page }) => {
  await watchIntl(page);
  await page.goto("/", { waitUntil: "networkidle" });
  const offers = page.locator("section", { has: page.getByRole("heading", { level: 2, name: "Nos offres" }) });
  await expect(offers.getByText(/^dès .+ par mois, selon la durée choisie$/).first()).toBeVisible();
  const season = page.locator("section", {
    has: page.getByRole("heading", { level: 2, name: "Les examens de la saison" }),
  });
  // The sections have hydrated, so rendered their months and prices in the browser (React's own keys on the
  // elements): not a vacuous pass.
  for (const section of [offers, season]) await expectHydrated(section);
  expect(await intlBuilt(page)).toEqual([]);
});

// ADR 032, addendum "Session 8": the parts of the page a visitor uses only once they act (the footer below the fold,
// the wide screens' menus, the search form) are in the HTML, shown without JavaScript, and their code comes at the
// deferred start (a first interaction, or 3 s after the load event); until then the server's HTML stays as it is.
test("the footer, the menus and the search come in the HTML; their code comes when the visitor acts", async ({
  page,
  browser,
  baseURL,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/", { waitUntil: "networkidle" });
  const later = /\/assets\/(SiteFooter|MainNav|SearchForm|LoadingBar|LinkPrefetch|later)-/;
  expect(scripts.filter((script) => later.test(script))).toEqual([]);
  const hydrated = (selector: string) =>
    page.locator(selector).evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$")));
  // The header hydrated (React's keys on it), the footer not yet: not a vacuous pass.
  await expect.poll(() => hydrated(".site-header__actions")).toBe(true);
  expect(await hydrated(".site-footer")).toBe(false);

  await page.mouse.wheel(0, 400);
  await expect.poll(() => hydrated(".site-footer")).toBe(true);
  await expect.poll(() => hydrated(".search-form")).toBe(true);
  expect(scripts.some((script) => /\/assets\/SiteFooter-/.test(script))).toBe(true);

  // Without JavaScript: the same parts, shown (React writes them inline, not behind a hidden <div> a script reveals).
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, locale: "fr-FR" });
  const bare = await context.newPage();
  await bare.goto("/");
  await expect(bare.locator(".site-footer, .main-nav, .search-form")).toHaveCount(3);
  await expect(bare.locator("[hidden] .site-footer, [hidden] .main-nav, [hidden] .search-form")).toHaveCount(0);
  await expect(bare.getByRole("navigation", { name: "Plan du site" })).toBeVisible();
  await expect(bare.getByRole("searchbox", { name: "Rechercher un cours, un quiz, une fiche…" })).toBeVisible();
  await context.close();
});

test("a member finds what they revised last on the home", async ({ page, baseURL }, testInfo) => {
  const chapter = CHAPTERS[testInfo.project.name] ?? CHAPTERS.desktop!;
  await logIn(page, baseURL, "eleve@demo.test");
  const headers = { "X-Revizo-Eval": "false", Origin: baseURL ?? "" };
  const marked = await page.request.put(`/api/progress/chapters-learned/${chapter.path}`, { headers });
  expect(marked.ok()).toBe(true);
  try {
    await page.goto("/");
    const revising = page.locator("section", {
      has: page.getByRole("heading", { level: 2, name: /reprenez vos révisions/i }),
    });
    await expect(revising.getByRole("link", { name: chapter.title })).toHaveAttribute(
      "href",
      `/${chapter.path.replace("revisions/lycee/", "revisions/")}`,
    );
    await expect(revising.getByText(/^Chapitre appris le /).first()).toBeVisible();
    await expectNoAxeViolations(page, "/ (member)");
  } finally {
    // Through the page: the checks above can outlast the server's keep-alive (support/page-api.ts).
    await pageFetch(page, `/api/progress/chapters-learned/${chapter.path}`, {
      method: "DELETE",
      headers: { "X-Revizo-Eval": "false" },
    });
  }
});

test("a visitor sees no member part, and axe finds nothing in French and English", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 2, name: /reprenez vos révisions/i })).toHaveCount(0);
  await expectNoAxeViolations(page, "/");
  await page.goto("/?lang=en");
  await expect(page.getByRole("heading", { level: 2, name: "The exams of the season" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Revise by class" })).toBeVisible();
  await expectNoAxeViolations(page, "/?lang=en");
});
