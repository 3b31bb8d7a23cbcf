// Issue 15 end to end (Chromium, production build): honest offers and the trust defects. A countdown counts to the
// deadline its page states; PIXPAY23 behaves the same typed or linked; personal links and their unknown state; the
// payment result pages without an order; a member without profile reads the public pages; a closed banner stays
// closed from page to page. axe on the changed screens.
// The tests share one browser page per worker, each starting as a new visitor (support/sweep.ts).
import { expect, type Page } from "@playwright/test";
import { sweep as test } from "./support/sweep.ts";
import { newAccount, PASSWORD } from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { ONE_VIEWPORT } from "./support/viewports.ts";

async function logInAs(page: Page, email: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await page.waitForURL((url) => url.pathname !== "/login");
}

test.describe("honest countdowns (issue 15)", () => {
  test("the counter ends on the deadline the page states, with French plurals", async ({ visitorPage: page }) => {
    // Previewed 1 day 10 hours before the end of the family offer (31 August 2027 inclusive, Paris time).
    const at = "2027-08-30T12:00:00Z";
    await page.goto(`/premium/offre-famille?at=${at}`);
    const stated = page.locator(".campaign-banner time");
    await expect(stated).toHaveText("jusqu'au 31 août 2027 inclus");
    const deadline = await stated.getAttribute("datetime");
    expect(deadline).toBe("2027-08-31T22:00:00.000Z");

    const timer = page.getByRole("timer");
    await expect(timer).toBeVisible();
    const units = timer.locator(".countdown__units");
    await expect(units).toHaveAttribute("data-ends-at", deadline!);
    const numbers = (await units.locator(".countdown__number").allTextContents()).map(Number);
    const [days = 0, hours = 0, minutes = 0, seconds = 0] = numbers;
    const remainingMs = (((days * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000;
    expect(Date.parse(at) + remainingMs).toBe(Date.parse(deadline!));
    await expect(units).toContainText("1jour");
    await expect(units).not.toContainText("1jours");
    await expectNoAxeViolations(page, "campaign page with its countdown");
  });

  test(
    "far from its end, an offer states its end date without a counter",
    ONE_VIEWPORT,
    async ({ visitorPage: page }) => {
      await page.goto("/premium/offre-famille?at=2026-11-22T12:00:00Z");
      await expect(page.locator(".campaign-banner time")).toHaveText("jusqu'au 31 août 2027 inclus");
      await expect(page.getByRole("timer")).toHaveCount(0);
    },
  );

  test(
    "no back-to-school offer in November: the page says when it starts, and lists each offer once",
    ONE_VIEWPORT,
    async ({ visitorPage: page }) => {
      await page.goto("/offre-speciale-rentree-reussite-scolaire-famille?at=2026-11-22T12:00:00Z");
      await expect(page.getByRole("heading", { level: 1, name: "Cette offre commence le 16 août 2027" })).toBeVisible();
      const names = await page
        .getByRole("region", { name: "Les offres du moment" })
        .locator(".current-offers__name")
        .allTextContents();
      expect(names.length).toBeGreaterThan(0);
      expect(new Set(names).size).toBe(names.length);
    },
  );

  test("a single-offer page wears no comparative badge", ONE_VIEWPORT, async ({ visitorPage: page }) => {
    await page.goto("/premium/offre-famille");
    await expect(page.getByRole("heading", { level: 1, name: "Offre Famille" })).toBeVisible();
    await expect(page.getByText("Le plus choisi")).toHaveCount(0);
  });
});

test.describe("PIXPAY23 typed or linked (issue 15)", () => {
  for (const how of ["typed", "linked"] as const) {
    test(`PIXPAY23 ${how}: family offers only, and no "n'existe pas"`, async ({ visitorPage: page }) => {
      if (how === "typed") {
        await page.goto("/premium");
        await page.getByLabel("Code promo").fill("pixpay23");
        await page.getByRole("button", { name: "Appliquer" }).click();
        await expect(page).toHaveURL(/\/premium\?promocode=pixpay23/);
      } else {
        await page.goto("/premium?promocode=PIXPAY23");
      }
      await expect(
        page.getByText(
          "Code PIXPAY23 reconnu : seules les offres Famille sont affichées. Ce code ne donne pas de réduction.",
        ),
      ).toBeVisible();
      await expect(page.getByText(/appliqué/)).toHaveCount(0);
      await expect(page.getByText("Votre code donne accès aux offres Famille.")).toBeVisible();
      await expect(page.getByText(/n'existe pas/)).toHaveCount(0);
      await expect(page.getByRole("heading", { name: "Offres Famille" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Offres Solo" })).toHaveCount(0);
      if (how === "typed") await expectNoAxeViolations(page, "/premium with PIXPAY23");
      // "Retirer le code" brings both offers back.
      await page.getByRole("link", { name: "Retirer le code" }).click();
      await expect(page.getByRole("heading", { name: "Offres Solo" })).toBeVisible();
    });
  }
});

test.describe("personal links /premium/{token} (issue 15)", () => {
  test("a running link shows its offer; an expired one says so; an unknown one is a 404 page leading to the offers", async ({
    visitorPage: page,
  }) => {
    await page.goto("/premium/lien-7k2p9xq4?at=2026-11-22T12:00:00Z");
    await expect(page.getByRole("heading", { level: 1, name: "Votre offre personnelle" })).toBeVisible();
    await expect(page.getByText(/Code LIEN7K2P appliqué/)).toBeVisible();

    await page.goto("/premium/lien-3m8d5wz1?at=2026-11-22T12:00:00Z");
    await expect(page.getByRole("heading", { level: 1, name: "Cette offre est terminée" })).toBeVisible();
    // A personal link is never listed among the offers of the moment.
    await expect(page.locator(".current-offers__link[href*='lien-']")).toHaveCount(0);

    const response = await page.goto("/premium/lien-inconnu-42");
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: "Ce lien d'offre est inconnu ou a expiré" }),
    ).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Voir les offres" })).toHaveAttribute(
      "href",
      "/premium",
    );
    await expectNoAxeViolations(page, "unknown offer link");
  });
});

test.describe("payment result pages without an order (issue 15)", () => {
  for (const path of ["/subscribe-success", "/subscribe-success?order=not-mine", "/subscribe-failed"]) {
    test(`${path} says there is no order and leads to the offers`, async ({ visitorPage: page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: "Aucune commande à afficher" })).toBeVisible();
      await expect(page.getByText(/Votre abonnement est actif/)).toHaveCount(0);
      await expect(page.getByText(/Le paiement n'a pas abouti/)).toHaveCount(0);
      await expect(page.locator(".payment-result").getByRole("link", { name: "Voir les offres" })).toHaveAttribute(
        "href",
        "/premium",
      );
      if (path === "/subscribe-success") await expectNoAxeViolations(page, "/subscribe-success without an order");
    });
  }
});

test.describe("a member without profile (issue 15)", () => {
  test("reads the FAQ, the blog and the offers; a member page sends to profiling on the same host", async ({
    visitorPage: page,
    request,
    baseURL,
  }) => {
    const email = await newAccount(request, baseURL!, "offers-noprofile");
    await logInAs(page, email);
    for (const path of ["/faq", "/blog", "/premium"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(new RegExp(`${path.replace("/", "\\/")}$`));
      await expect(page.locator("h1").first()).toBeVisible();
    }
    await page.goto("/mon-compte");
    await expect(page).toHaveURL(`${baseURL}/profiling`);
  });
});

test.describe("banners keep their closed state for the session (issue 15, §3)", () => {
  test("the offer banner closed on one page stays closed on the next", async ({ visitorPage: page }) => {
    await page.goto("/offre-speciale-rentree");
    const banner = page.getByRole("complementary", { name: "Offre du moment" });
    await expect(banner).toBeVisible();
    await expect(async () => {
      await banner.getByRole("button", { name: "Fermer l'offre" }).click({ timeout: 1000 });
      await expect(banner).toBeHidden({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === "offerStickyBannerOpened")?.value)
      .toBe("0");
    await page.goto("/offre-speciale-rentree-reussite-scolaire-solo");
    await expect(page.locator("h1").first()).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Offre du moment" })).toHaveCount(0);
  });

  test("the subscription banner collapsed on one page stays collapsed on the next", async ({ visitorPage: page }) => {
    await logInAs(page, "eleve@demo.test");
    await page.goto("/mon-compte");
    const banner = page.locator(".subscription-banner");
    await expect(banner).toHaveAttribute("data-width", "550");
    await expect(async () => {
      await banner.getByRole("button", { name: "Réduire la bannière" }).click({ timeout: 1000 });
      await expect(banner).toHaveAttribute("data-width", "180", { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === "nomadPlusBannerOpened")?.value)
      .toBe("0");
    await page.goto("/mon-avenir");
    await expect(page.locator(".subscription-banner")).toHaveAttribute("data-width", "180");
  });
});
