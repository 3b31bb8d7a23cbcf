// Issue 15: the legal pages are complete and true. Each shows the publisher's facts of configuration (the test
// server runs with the development facts of server/config.ts), filled when the page is served, with the lines of
// the identity block kept; no page shows a placeholder; French and English; axe clean. Footer and checkout link
// the terms of sale and the cookie policy.
// The tests share one browser page per worker, each starting as a new visitor (support/sweep.ts).
import { expect, type Page } from "@playwright/test";
import { sweep as test } from "./support/sweep.ts";
import { DEV_COMPANY_ENV as FACTS } from "../../server/config.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { ONE_VIEWPORT } from "./support/viewports.ts";

type Fact = "rcs" | "host" | "mediator" | "privacy";
/** Each legal page, its title in French and English, and the facts it must print. */
const LEGAL_PAGES: { path: string; fr: RegExp; en: RegExp; facts: Fact[] }[] = [
  {
    path: "/mentions-legales",
    fr: /^Mentions légales$/,
    en: /^Legal notice$/,
    facts: ["rcs", "host", "mediator", "privacy"],
  },
  {
    path: "/conditions-generales-de-vente",
    fr: /^Conditions générales de vente$/,
    en: /^Terms of sale$/,
    facts: ["rcs", "mediator"],
  },
  { path: "/conditions-d-utilisation", fr: /^Conditions d'utilisation$/, en: /^Terms of use$/, facts: [] },
  {
    path: "/regles-de-confidentialite",
    fr: /^Règles de confidentialité$/,
    en: /^Privacy policy$/,
    facts: ["host", "privacy"],
  },
  { path: "/politique-cookies", fr: /^Politique cookies$/, en: /^Cookie policy$/, facts: ["privacy"] },
  { path: "/gar/mentions-legales", fr: /GAR/, en: /GAR/, facts: ["rcs", "host"] },
  { path: "/gar/mentions-informations-RGPD", fr: /GAR/, en: /GAR/, facts: ["host", "privacy"] },
  { path: "/gar/conditions-d-utilisation", fr: /GAR/, en: /GAR/, facts: [] },
  { path: "/gar", fr: /GAR/, en: /GAR/, facts: [] },
  { path: "/cned/mentions-legales-application-cned", fr: /CNED/, en: /CNED/, facts: ["rcs", "host", "privacy"] },
];
/** Institutional pages that read "Texte de démonstration" or placeholders before. */
const OTHER_PAGES = ["/jobs", "/professeurs", "/espace-presse/kit-media", "/faq", "/ia", "/nos-engagements"];

async function expectNoPlaceholder(page: Page) {
  const text = (await page.locator(".content-page__body").innerText()).replace(/\s+/g, " ");
  expect(text).not.toMatch(/texte de démonstration|demonstration text/i);
  expect(text).not.toContain("{{");
  expect(text.match(/\[[^\]]*\p{L}[^\]]*\]/u), "a word in square brackets").toBeNull();
}

async function expectFacts(page: Page, facts: Fact[]) {
  const body = page.locator(".content-page__body");
  if (facts.includes("rcs")) await expect(body).toContainText(FACTS.COMPANY_RCS);
  if (facts.includes("host")) await expect(body).toContainText(FACTS.HOSTING_PROVIDER);
  if (facts.includes("mediator")) {
    await expect(body).toContainText(FACTS.MEDIATOR_NAME);
    await expect(body.getByRole("link", { name: FACTS.MEDIATOR_URL }).first()).toHaveAttribute(
      "href",
      FACTS.MEDIATOR_URL,
    );
  }
  if (facts.includes("privacy"))
    await expect(body.getByRole("link", { name: FACTS.PRIVACY_EMAIL }).first()).toHaveAttribute(
      "href",
      `mailto:${FACTS.PRIVACY_EMAIL}`,
    );
}

for (const { path, fr, en, facts } of LEGAL_PAGES) {
  test(`${path} shows the configured facts and no placeholder, in French and English, axe clean`, async ({
    visitorPage: page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fr);
    await expectFacts(page, facts);
    await expectNoPlaceholder(page);
    await expectNoAxeViolations(page);

    await page.goto(`${path}?lang=en`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator(".content-page__body")).not.toHaveAttribute("lang", "fr");
    await expectFacts(page, facts);
    await expectNoPlaceholder(page);
    await expectNoAxeViolations(page);
  });
}

for (const path of OTHER_PAGES) {
  test(`${path} shows no placeholder, in French and English`, ONE_VIEWPORT, async ({ visitorPage: page }) => {
    for (const url of [path, `${path}?lang=en`]) {
      expect((await page.goto(url))?.status()).toBe(200);
      await expectNoPlaceholder(page);
    }
  });
}

test(
  "the identity block keeps its lines, and a configured value is escaped, not markup",
  ONE_VIEWPORT,
  async ({ visitorPage: page }) => {
    await page.goto("/mentions-legales");
    const identity = page.locator(".content-page__body p").filter({ hasText: FACTS.COMPANY_RCS });
    // Name, office, registration, VAT, e-mail, phone: six lines, five breaks.
    await expect(identity.locator("br")).toHaveCount(5);
    const lines = (await identity.innerText()).split("\n").map((line) => line.trim());
    expect(
      lines.filter((line) => line.endsWith(FACTS.COMPANY_RCS) && !line.includes(FACTS.COMPANY_ADDRESS)),
    ).toHaveLength(1);
    // The host's address holds an apostrophe: printed as text.
    await expect(page.locator(".content-page__body")).toContainText(FACTS.HOSTING_ADDRESS);
  },
);

test("the footer links the terms of sale and the cookie policy", async ({ visitorPage: page }) => {
  await page.goto("/mentions-legales");
  const footer = page.locator("footer");
  await footer.getByRole("link", { name: "Conditions générales de vente" }).click();
  await expect(page).toHaveURL(/\/conditions-generales-de-vente$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Conditions générales de vente");
  await footer.getByRole("link", { name: "Politique cookies" }).click();
  await expect(page).toHaveURL(/\/politique-cookies$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Politique cookies");
});
