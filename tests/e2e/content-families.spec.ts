// The public content pages of §2 (exams, revisions, orientation, blog and press, institutional, legal, GAR), one
// route of each family, at 375 px (phone-only: tests/e2e/support/viewports.ts): server-rendered with its metadata,
// the page's width, axe. A read-only sweep: its pages share one browser page per worker (support/sweep.ts). The
// families' other behaviour is in content.spec.ts.
import { expect } from "@playwright/test";
import { expectNoAxeViolationsInBothThemes } from "./support/axe.ts";
import { sweep } from "./support/sweep.ts";
import { PHONE_ONLY } from "./support/viewports.ts";

/** Every route family, with a heading its page must show. */
const FAMILIES: [path: string, heading: RegExp][] = [
  ["/bac", /baccalauréat général/],
  ["/bac/sujets", /Bac : sujets d'entraînement/],
  ["/brevet/sujets/sujet-entrainement-mathematiques", /Brevet/],
  ["/revisions", /^Réviser$/],
  ["/revisions/terminale", /Réviser en Terminale/],
  ["/revisions/college", /^Réviser au collège$/],
  ["/revisions/sup", /^Réviser dans le supérieur$/],
  ["/revisions/6eme/maths", /Mathématiques — 6e/],
  ["/revisions/terminale/maths", /Mathématiques — Terminale/],
  ["/revisions/3eme/maths/theoreme-de-pythagore", /théorème de Pythagore/],
  ["/revisions/intro/terminale", /pack de révision Terminale/],
  ["/revisions/introPrevious/terminale", /Reprendre les bases/],
  ["/revisions/bibliotheque-des-savoirs", /bibliothèque des savoirs/],
  ["/revisions/diplomes", /Préparer un diplôme/],
  ["/revisions/tests-de-langues", /Tests de langues/],
  ["/revisions/tests-et-concours", /Tests et concours/],
  ["/orientation", /^Orientation$/],
  ["/orientation/box/lycee", /S'orienter au lycée/],
  ["/orientation/sponsorinfos", /Informations partenaires/],
  ["/orientation/parcoursup", /Parcoursup/],
  ["/orientation/parcoursup/calendrier", /Le calendrier de Parcoursup/],
  ["/blog", /Le blog/],
  ["/blog/conseils", /Blog : Conseils/],
  ["/blog/articles/2025-09-08/bien-demarrer-l-annee-scolaire", /Bien démarrer l'année scolaire/],
  ["/explorer", /Explorer tous les contenus/],
  ["/explorer/revisions/lycee", /Explorer : Lycée/],
  ["/espace-presse", /Espace presse/],
  ["/espace-presse/kit-media", /Kit média/],
  ["/nos-engagements", /Nos engagements/],
  ["/nos-engagements/sport", /./],
  ["/professeurs", /./],
  ["/ia", /./],
  ["/jobs", /./],
  ["/faq", /Questions fréquentes/],
  ["/seo/reussite-scolaire", /La réussite scolaire/],
  ["/partage_parents", /Parlez-en à vos parents/],
  ["/partenaires", /Nos partenaires/],
  ["/partenaires/prevention-routiere", /Prévention routière/],
  ["/conditions-d-utilisation", /./],
  ["/mentions-legales", /Mentions légales/],
  ["/regles-de-confidentialite", /./],
  ["/privacy-policy", /Privacy policy/],
  ["/terms", /./],
  ["/cned/mentions-legales-application-cned", /CNED/],
  ["/gar", /GAR/],
  ["/gar/conditions-d-utilisation", /./],
  ["/gar/mentions-informations-RGPD", /./],
  ["/gar/mentions-legales", /./],
];

// One visit per route family, at 375 px: server-rendered with its metadata (the viewport cannot change it: checked
// here rather than in a second visit at 1280 px, to keep the test run in its 30 minutes), the page's width, axe.
sweep.describe(
  "every content route family is server-rendered with its metadata, fits a phone, without axe violation",
  () => {
    for (const [path, heading] of FAMILIES) {
      sweep(path, PHONE_ONLY, async ({ visitorPage: page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
        await expect(page).toHaveTitle(/Révizo$/);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{20,}/);
        await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/favicon\.svg$/);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^http/);
        const structured = await page.locator('script[type="application/ld+json"]').first().textContent();
        // No app listed on this server (ADR 036): the web application, without the app's store rating.
        const [application] = JSON.parse(structured ?? "[]") as Record<string, unknown>[];
        expect(application).toMatchObject({ "@type": "SoftwareApplication", operatingSystem: "Web" });
        expect(application).not.toHaveProperty("aggregateRating");
        // Neither the page nor its own content scrolls sideways (wide tables and formulas scroll in their own box).
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        const main = page.locator("main");
        expect(await main.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
        await expectNoAxeViolationsInBothThemes(page, path);
      });
    }
  },
);
