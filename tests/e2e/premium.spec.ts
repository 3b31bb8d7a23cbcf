// Issue 6 end to end (Chromium, production build, sandbox payment provider): the purchase journeys by card in EUR
// and by mobile money in XOF, with the sign-up inside the checkout; a declined card; a coupon; offer pages out of
// their window. The sandbox's test cards and numbers are the payment contract's (application/contracts/premium/checkout.ts).
import { expect, test, type Page } from "@playwright/test";
import { SANDBOX_TEST_CARDS, SANDBOX_TEST_PHONES } from "../../application/contracts/premium/checkout.ts";
import { pageFetch } from "./support/page-api.ts";
import { expectHydrated, intlBuilt, watchIntl } from "./support/intl-watch.ts";
import { ONE_VIEWPORT } from "./support/viewports.ts";
import { logInByApi, signUpOnPurchasePage } from "./support/accounts.ts";

/** A fresh e-mail address per journey (the tests share one database). */
function freshEmail(label: string): string {
  return `e2e-premium-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
}

/** §2 checkout step 2: creates the account without leaving the checkout. */
async function signUpInCheckout(page: Page, email: string) {
  await signUpOnPurchasePage(page, email);
  // Same checkout, now at the payment step.
  await expect(page.getByRole("heading", { name: "Paiement", exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/premium\/checkout/);
}

/** Issue 15 (L221-28 13°): the express consent to start at once, losing the 14-day right of withdrawal. */
async function acceptImmediateStart(page: Page) {
  await expect(page.getByText(/droit de rétractation de 14 jours/).first()).toBeVisible();
  await page.getByRole("checkbox", { name: /accès immédiat/ }).check();
}

/**
 * §4 premium: the profile holds products and plans (GET /api/profile with the browser's session, through the page:
 * the journey before it outlasts the server's keep-alive, support/page-api.ts).
 */
async function profileHasPlan(page: Page): Promise<boolean> {
  const response = await pageFetch(page, "/api/profile");
  if (response.status !== 200) return false;
  const entries = JSON.parse(response.text) as { name: string; value: unknown }[];
  const value = (name: string) => entries.find((entry) => entry.name === name)?.value;
  const products = value("products");
  const plans = value("plans");
  return Array.isArray(products) && products.length > 0 && Array.isArray(plans) && plans.length > 0;
}

test.describe("purchase journeys (sandbox provider)", () => {
  test("a visitor picks the family yearly plan, signs up inside the checkout, pays by card and is premium", async ({
    page,
  }) => {
    await page.goto("/premium");
    await expect(page.getByRole("heading", { level: 1, name: "Choisissez votre formule" })).toBeVisible();
    const familyYearly = page.getByRole("article", { name: "Famille annuel" });
    await expect(familyYearly).toContainText(/149,99\s€/);
    await expect(familyYearly).toContainText("Le plus choisi");
    await familyYearly.getByRole("link", { name: "Choisir cette formule" }).click();

    await expect(page).toHaveURL(/\/premium\/checkout\?plan=family-yearly/);
    await expect(page.getByRole("region", { name: "Récapitulatif" })).toContainText("Famille annuel");
    await signUpInCheckout(page, freshEmail("card"));

    await acceptImmediateStart(page);
    await page.getByRole("button", { name: /^Payer 149,99\s€$/ }).click();
    // The sandbox's hosted test page.
    await expect(page).toHaveURL(/\/api\/payments\/sandbox\/checkout\//);
    await page.getByLabel(/Numéro de carte/).fill(SANDBOX_TEST_CARDS.success);
    await page.getByRole("button", { name: /^Payer/ }).click();

    await expect(page).toHaveURL(/\/subscribe-success\?order=/);
    await expect(page.getByRole("heading", { level: 1, name: "Merci ! Votre abonnement est actif" })).toBeVisible();
    await expect(page.getByText("Famille annuel")).toBeVisible();
    await expect(page.getByText(/149,99\s€/)).toBeVisible();
    expect(await profileHasPlan(page)).toBe(true);

    // §2/§4: a subscriber no longer sees the subscription banner of the public layout.
    await page.goto("/bac");
    await expect(page.getByRole("complementary", { name: "Abonnement" })).toHaveCount(0);
  });

  test("the declined test card ends on /subscribe-failed with no subscription", ONE_VIEWPORT, async ({ page }) => {
    await page.goto("/premium/checkout?plan=solo-monthly");
    await signUpInCheckout(page, freshEmail("declined"));
    await acceptImmediateStart(page);
    await page.getByRole("button", { name: /^Payer 11,99\s€$/ }).click();
    await page.getByLabel(/Numéro de carte/).fill(SANDBOX_TEST_CARDS.declined);
    await page.getByRole("button", { name: /^Payer/ }).click();

    await expect(page).toHaveURL(/\/subscribe-failed\?order=/);
    await expect(page.getByRole("heading", { level: 1, name: "Le paiement n'a pas abouti" })).toBeVisible();
    await expect(page.getByText("Votre banque a refusé le paiement par carte.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Réessayer" })).toHaveAttribute(
      "href",
      "/premium/checkout?plan=solo-monthly",
    );
    expect(await profileHasPlan(page)).toBe(false);
  });

  test(
    "an offer page's checkout keeps its campaignSlug from the URL to the order: the retry returns to it",
    ONE_VIEWPORT,
    async ({ page }) => {
      await page.goto("/premium/checkout/offre-famille");
      await signUpInCheckout(page, freshEmail("offer-declined"));
      await expect(page).toHaveURL(/\/premium\/checkout\/offre-famille/);
      await acceptImmediateStart(page);
      await page.getByRole("button", { name: /^Payer/ }).click();
      await page.getByLabel(/Numéro de carte/).fill(SANDBOX_TEST_CARDS.declined);
      await page.getByRole("button", { name: /^Payer/ }).click();

      await expect(page).toHaveURL(/\/subscribe-failed\?order=/);
      // The order view's campaignSlug (stored as campaign_slug) rebuilds the offer's checkout, without a plan.
      // The offer's own coupon came with it; no `plan=` (the campaign decides the plan).
      await expect(page.getByRole("link", { name: "Réessayer" })).toHaveAttribute(
        "href",
        "/premium/checkout/offre-famille?coupon=FAMILLE26",
      );
    },
  );

  test("Francophone Africa: XOF plans and a mobile-money payment confirmed on the phone", async ({ page }) => {
    await page.goto("/premium?country=SN");
    await expect(page.getByText("Prix en francs CFA")).toBeVisible();
    const mobile = page.getByRole("article", { name: "Afrique, famille annuel (mobile money)" });
    await expect(mobile).toContainText(/98\s390\sF\sCFA/);
    await expect(mobile).toContainText("Mobile money");
    await mobile.getByRole("link", { name: "Choisir cette formule" }).click();

    await expect(page).toHaveURL(/country=SN/);
    const email = freshEmail("xof");
    await signUpInCheckout(page, email);
    // §5: mobile money needs an e-mail; the account's is offered.
    const emailField = page.getByLabel("Email pour le reçu et l'accès");
    await expect(emailField).toHaveValue(email);
    await acceptImmediateStart(page);
    await page.getByRole("button", { name: /^Payer 98\s390\sF\sCFA$/ }).click();

    await page.getByLabel(/Numéro mobile money/).fill(SANDBOX_TEST_PHONES.success);
    await page.getByRole("button", { name: /^Payer/ }).click();
    // The waiting page polls the order, then moves on by itself.
    await expect(page).toHaveURL(/\/(validatePayment\/mobile-money|subscribe-success)\?order=/);
    await expect(page).toHaveURL(/\/subscribe-success\?order=/, { timeout: 20_000 });
    await expect(page.getByText(/98\s390\sF\sCFA/)).toBeVisible();
    expect(await profileHasPlan(page)).toBe(true);
  });
});

test(
  "issue 32: a member whose profile says France sees the West African offers with ?country=SN",
  ONE_VIEWPORT,
  async ({ page, baseURL }) => {
    await logInByApi(page, baseURL, "eleve@demo.test");
    await page.goto("/premium");
    await expect(page.getByText("Prix en francs CFA")).toHaveCount(0);
    // §7: the query parameter overrides the region, the member's profile country included.
    await page.goto("/premium?country=SN");
    await expect(page.getByText("Prix en francs CFA")).toBeVisible();
    const mobile = page.getByRole("article", { name: "Afrique, famille annuel (mobile money)" });
    await expect(mobile).toContainText(/98\s390\sF\sCFA/);
    await mobile.getByRole("link", { name: "Choisir cette formule" }).click();
    await expect(page).toHaveURL(/country=SN/);
    await expect(page.getByRole("button", { name: /^Payer 98\s390\sF\sCFA$/ })).toBeVisible();
  },
);

test.describe("checkout account step", () => {
  test("an existing member logs in without leaving the checkout", ONE_VIEWPORT, async ({ browser }) => {
    const email = freshEmail("login");
    const first = await browser.newContext({ locale: "fr-FR" });
    const signUpPage = await first.newPage();
    await signUpPage.goto("/premium/checkout?plan=solo-yearly");
    await signUpInCheckout(signUpPage, email);
    await first.close();

    const context = await browser.newContext({ locale: "fr-FR" });
    const page = await context.newPage();
    await page.goto("/premium/checkout?plan=solo-yearly");
    await page.getByRole("link", { name: "Se connecter", exact: true }).last().click();
    await expect(page).toHaveURL(/account=login/);
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Mot de passe", { exact: true }).fill("wrong-password");
    await page.getByRole("button", { name: "Se connecter et continuer" }).click();
    await expect(page.getByRole("alert")).toHaveText("Email ou mot de passe incorrect.");
    await page.getByLabel("Mot de passe", { exact: true }).fill("Secret-2026!");
    await page.getByRole("button", { name: "Se connecter et continuer" }).click();
    await expect(page.getByText("Connecté en tant que Awa Diallo.")).toBeVisible();
    await expect(page).toHaveURL(/\/premium\/checkout\?plan=solo-yearly/);
    await expect(page.getByRole("button", { name: /^Payer 89,99\s€$/ })).toBeVisible();
    await context.close();
  });
});

test.describe("gift card", () => {
  test("a new member activates a gift card and is premium", ONE_VIEWPORT, async ({ page }) => {
    // The sandbox issues a test gift card for a plan (development and tests only).
    const issued = await page.request.post("/api/payments/sandbox/gift-cards", {
      headers: { "X-Revizo-Eval": "false" },
      data: { planId: "family-yearly" },
    });
    expect(issued.status()).toBe(201);
    const { code } = (await issued.json()) as { code: string };

    await page.goto("/premium/carte-cadeau");
    await expect(page.getByRole("heading", { level: 1, name: "Activer une carte cadeau" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Se connecter" }).last()).toHaveAttribute(
      "href",
      "/login?redirectTo=%2Fpremium%2Fcarte-cadeau",
    );
    // Sign up inside a checkout (the quickest way to an account here), then come back.
    await page.goto("/premium/checkout?plan=solo-monthly");
    await signUpInCheckout(page, freshEmail("gift"));
    await page.goto("/premium/carte-cadeau");
    await page.getByLabel("Code de la carte cadeau").fill("CODE-INCONNU-0000");
    await page.getByRole("button", { name: "Activer ma carte" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Ce code ne correspond à aucune carte cadeau. Vérifiez-le et réessayez.",
    );
    await page.getByLabel("Code de la carte cadeau").fill(code);
    await page.getByRole("button", { name: "Activer ma carte" }).click();
    await expect(page).toHaveURL(/\/subscribe-success\?order=/);
    await expect(page.getByText("Famille annuel")).toBeVisible();
    expect(await profileHasPlan(page)).toBe(true);
  });
});

test.describe("coupons and offer pages", () => {
  test("a coupon checked on /premium lowers the price, then the order summary", async ({ page }) => {
    await page.goto("/premium");
    await page.getByLabel("Code promo").fill("famille15");
    await page.getByRole("button", { name: "Appliquer" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Code FAMILLE15 appliqué" })).toHaveText(
      "Code FAMILLE15 appliqué : 15 % de réduction.",
    );
    const familyYearly = page.getByRole("article", { name: "Famille annuel" });
    await expect(familyYearly).toContainText(/127,49\s€/);
    await expect(familyYearly.locator("del")).toContainText(/149,99\s€/);
    // FAMILLE15 is for family plans only.
    await expect(page.getByRole("article", { name: "Solo annuel" })).not.toContainText("FAMILLE15");

    await familyYearly.getByRole("link", { name: "Choisir cette formule" }).click();
    await expect(page).toHaveURL(/coupon=FAMILLE15/);
    const summary = page.getByRole("region", { name: "Récapitulatif" });
    await expect(summary).toContainText("Code FAMILLE15");
    await expect(summary).toContainText(/Total\s*127,49\s€/);
  });

  test("a code given by ?promocode= on a checkout link is applied to the order summary", async ({ page }) => {
    await page.goto("/premium/checkout?plan=family-yearly&promocode=famille15");
    const summary = page.getByRole("region", { name: "Récapitulatif" });
    await expect(summary).toContainText("Code FAMILLE15");
    await expect(summary).toContainText(/Total\s*127,49\s€/);
  });

  test("the coupon field works without JavaScript", ONE_VIEWPORT, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "fr-FR" });
    const page = await context.newPage();
    await page.goto("/premium");
    await page.getByLabel("Code promo").fill("RENTREE2025");
    await page.getByRole("button", { name: "Appliquer" }).click();
    await expect(page).toHaveURL(/\/premium\?promocode=RENTREE2025/);
    await expect(page.getByText("Le code RENTREE2025 a expiré.")).toBeVisible();
    await context.close();
  });

  test("PIXPAY23 keeps the family plans only", ONE_VIEWPORT, async ({ page }) => {
    await page.goto("/premium?promocode=PIXPAY23");
    await expect(page.getByRole("heading", { name: "Offres Famille" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Offres Solo" })).toHaveCount(0);
  });

  test("a live offer page shows its plan, coupon and end date", ONE_VIEWPORT, async ({ page }) => {
    await page.goto("/premium/offre-famille");
    await expect(page.getByRole("heading", { level: 1, name: "Offre Famille" })).toBeVisible();
    // Issue 15: the end date the page states; the counter shows only in the campaign's last days (offers.spec.ts).
    await expect(page.getByText("jusqu'au 31 août 2027 inclus")).toBeVisible();
    await expect(page.getByText(/Code FAMILLE26 appliqué/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Choisir cette formule" })).toHaveAttribute(
      "href",
      "/premium/checkout/offre-famille",
    );
  });

  test("an expired campaign says so and shows the current offers", ONE_VIEWPORT, async ({ page }) => {
    // Black Friday 2026 ran until 1 December 2026 (Paris); previewed ten days later, every window of it is over.
    const response = await page.goto("/premium/offreblackfriday?at=2026-12-10T12:00:00Z");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Cette offre est terminée" })).toBeVisible();
    await expect(page.getByText(/a pris fin le 30 novembre 2026/)).toBeVisible();
    const offers = page.getByRole("region", { name: "Les offres du moment" });
    await expect(offers.getByRole("link").first()).toBeVisible();
    await expect(offers.getByRole("link", { name: "Voir toutes les formules" })).toHaveAttribute("href", "/premium");
    await expect(page.getByRole("timer")).toHaveCount(0);
  });

  test("an offer not started yet gives its date; an unknown offer is a 404", ONE_VIEWPORT, async ({ page }) => {
    await page.goto("/premium/famille-noel?at=2026-11-21T12:00:00Z");
    await expect(
      page.getByRole("heading", { level: 1, name: "Cette offre commence le 1er décembre 2026" }),
    ).toBeVisible();
    const response = await page.goto("/premium/cette-offre-n-existe-pas");
    expect(response?.status()).toBe(404);
  });
});

// ADR 012 (addendum "premiumtbt") and ADR 038: /premium writes its 36 prices and its plan lengths while it hydrates;
// the page's first Intl object costs a phone tens of milliseconds of main thread (ICU's locale data), so prices are
// written without Intl.NumberFormat (domain/premium/money.ts) and "12 mois" without Lingui's plural, which built an
// Intl.PluralRules and an Intl.NumberFormat for its "#" (session 8: domain/locale's pluralForm and formatCount).
test(
  "/premium builds no Intl formatter or plural rules while it loads and hydrates",
  ONE_VIEWPORT,
  async ({ page }) => {
    await watchIntl(page);
    await page.goto("/premium", { waitUntil: "networkidle" });
    const card = page.getByRole("article", { name: "Famille annuel" });
    await expect(card).toContainText(/149,99\s€/);
    await expect(card).toContainText("12 mois, renouvelé chaque année");
    // The cards have hydrated, so rendered their prices and lengths in the browser (React's own keys on the element):
    // not a vacuous pass.
    await expectHydrated(card);
    expect(await intlBuilt(page)).toEqual([]);
  },
);
