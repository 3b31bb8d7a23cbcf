// Issue 15 end to end (Chromium, production build, sandbox payment provider): a subscriber manages their plan in
// /mon-compte (status, next renewal and amount, card on file), cancels in three steps with a confirmation e-mail,
// resumes; a renewal at term charged by the sandbox provider's own subscription after the L215-1 reminder mail, each
// sent once; a declined renewal, retried by the provider within the grace period; a new card charging a past-due term;
// a renewal the bank asks to authenticate, paid on the provider's invoice page. The development trigger moves the
// sandbox's billing clock to an instant, then runs the renewal job as at it (ADR 040).
import { expect, test, type Page } from "@playwright/test";
import { SANDBOX_TEST_CARDS } from "../../application/contracts/premium/checkout.ts";
import { CSRF_HEADER } from "../../application/contracts/http.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { pageApi, pageFetch } from "./support/page-api.ts";
import { ONE_VIEWPORT } from "./support/viewports.ts";

// The e-mail popin of the chrome would open over the pages during long tests: mark it as seen.
// On a handheld, the app-recommendation popin of the member space may open over the page: close it when it does.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.sessionStorage.setItem("newsletterPopupSeen", "true"));
  await page.addLocatorHandler(page.getByRole("dialog", { name: "Votre abonnement vous suit sur mobile" }), (dialog) =>
    dialog.getByRole("button", { name: "Fermer" }).click(),
  );
});
// A sign-up (password hashing), a payment and the axe checks: longer than the default 30 s on a shared machine.
test.describe.configure({ timeout: 90_000 });

function freshEmail(label: string): string {
  return `e2e-subscription-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
}

/** Subscribes a new account to the solo yearly plan with the sandbox's success card. */
async function subscribeSoloYearly(page: Page, email: string) {
  await page.goto("/premium/checkout?plan=solo-yearly");
  await expect(page.getByRole("heading", { name: "Créez votre compte" })).toBeVisible();
  await page.getByRole("radio", { name: "Parent" }).check();
  await page.getByLabel("Prénom").fill("Léa");
  await page.getByLabel("Nom", { exact: true }).fill("Martin");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Confirmez votre email").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill("Secret-2026!");
  await page.getByLabel("Confirmez le mot de passe").fill("Secret-2026!");
  await page.getByLabel("Date de naissance").fill("1984-03-12");
  await page.getByLabel(/Niveau scolaire/).selectOption("4ème");
  await page.getByLabel(/J'accepte les/).check();
  await page.getByRole("button", { name: "Créer mon compte et continuer" }).click();
  await expect(page.getByRole("heading", { name: "Paiement", exact: true })).toBeVisible({ timeout: 20_000 });
  await page.getByRole("checkbox", { name: /accès immédiat/ }).check();
  await page.getByRole("button", { name: /^Payer 89,99\s€$/ }).click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/checkout\//);
  await page.getByLabel(/Numéro de carte/).fill(SANDBOX_TEST_CARDS.success);
  await page.getByRole("button", { name: /^Payer/ }).click();
  await expect(page).toHaveURL(/\/subscribe-success\?order=/);
}

interface Mail {
  template: string;
  subject: string;
  text: string;
}

// The API is called through the page: a test spends longer than the server's keep-alive in the page between two
// calls (support/page-api.ts).
function mailsOf(page: Page, email: string): Promise<Mail[]> {
  return pageApi<Mail[]>(page, `/api/dev/outbox?to=${encodeURIComponent(email)}`);
}

interface RunReport {
  reminded: number;
  expired: number;
  /** What the sandbox provider's billing did at `at`: renewals charged, refused. */
  renewed: number;
  failed: number;
}

/** Moves the sandbox's billing clock and runs the renewal job for one member as if the clock read `at`. */
async function runRenewals(page: Page, email: string, at: Date): Promise<RunReport> {
  const report = await pageApi<{
    reminded: number;
    expired: number;
    provider: { charged: number; refused: number } | null;
  }>(page, "/api/dev/subscriptions/renewals", {
    method: "POST",
    headers: { [CSRF_HEADER]: "1" },
    data: { at: at.toISOString(), email },
  });
  return { ...report, renewed: report.provider?.charged ?? 0, failed: report.provider?.refused ?? 0 };
}

/** Sets the member's card on file in the sandbox (the development endpoint); returns the status. */
async function cardOnFile(page: Page, email: string, number: string): Promise<number> {
  const answer = await pageFetch(page, "/api/dev/sandbox/card-on-file", {
    method: "POST",
    headers: { [CSRF_HEADER]: "1" },
    data: { email, number },
  });
  return answer.status;
}

function subscriptionOf(page: Page) {
  return pageApi<{ status: string; periodEnd: string; renewal: { date: string; amount: number } | null }>(
    page,
    "/api/subscription",
  );
}

const DAY = 86_400_000;

test.describe("subscription management", () => {
  test("a subscriber sees their plan, cancels in three steps (with an e-mail) and resumes", async ({ page }) => {
    const email = freshEmail("cancel");
    await subscribeSoloYearly(page, email);

    await page.goto("/mon-compte");
    const section = page.getByRole("region", { name: "Mon abonnement" });
    await expect(section).toContainText("Solo annuel");
    await expect(section).toContainText("Actif, renouvellement automatique");
    await expect(section).toContainText(/Prochain renouvellement\s*le .+, 89,99\s€/);
    await expect(section).toContainText("Carte VISA se terminant par 4242");
    await expect(section).toContainText(/Passer à l'offre Famille annuel : 149,99\s€ par renouvellement/);
    await expectNoAxeViolations(page, "/mon-compte with a subscription");

    // Step 1: the link; step 2: the confirmation page; step 3: confirm.
    await section.getByRole("link", { name: "Résilier mon abonnement" }).click();
    await expect(page).toHaveURL(/\/mon-compte\/abonnement\/resilier$/);
    await expect(page.getByRole("heading", { level: 1, name: "Résilier votre abonnement Solo annuel" })).toBeVisible();
    await expect(page.getByText(/Vous gardez l'accès à tout jusqu'au/)).toBeVisible();
    await expect(page.getByText("À cette date, vous perdrez :")).toBeVisible();
    await expectNoAxeViolations(page, "the cancellation's confirmation page");
    await page.getByRole("button", { name: "Confirmer la résiliation" }).click();

    await expect(page).toHaveURL(/\/mon-compte\?abonnement=canceled/);
    await expect(page.getByRole("status").filter({ hasText: "Votre abonnement est résilié" })).toBeVisible();
    await expect(section).toContainText("Résilié : ne sera pas renouvelé");
    await expect(section).toContainText(/Accès jusqu'au/);
    const canceled = await subscriptionOf(page);
    expect(canceled.status).toBe("canceled");
    expect(canceled.renewal).toBeNull();
    await expect
      .poll(async () => (await mailsOf(page, email)).filter((m) => m.template === "subscription-canceled").length)
      .toBe(1);

    await section.getByRole("button", { name: "Reprendre mon abonnement" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Votre abonnement est repris" })).toBeVisible();
    await expect(section).toContainText("Actif, renouvellement automatique");
    expect((await subscriptionOf(page)).status).toBe("active");
  });

  test("the cancellation works without JavaScript", ONE_VIEWPORT, async ({ browser }) => {
    const setup = await browser.newPage();
    await setup.addInitScript(() => window.sessionStorage.setItem("newsletterPopupSeen", "true"));
    const email = freshEmail("nojs");
    await subscribeSoloYearly(setup, email);
    const cookies = await setup.context().cookies();
    await setup.close();
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies(cookies);
    const page = await context.newPage();
    await page.goto("/mon-compte");
    await page.getByRole("link", { name: "Résilier mon abonnement" }).click();
    await page.getByRole("button", { name: "Confirmer la résiliation" }).click();
    await expect(page.getByText("Votre abonnement est résilié")).toBeVisible();
    await page.getByRole("button", { name: "Reprendre mon abonnement" }).click();
    await expect(page.getByText("Votre abonnement est repris")).toBeVisible();
    await context.close();
  });
});

test.describe("renewals (sandbox)", () => {
  test("the L215-1 reminder, then a renewal at term, each once", ONE_VIEWPORT, async ({ page }) => {
    const email = freshEmail("renew");
    await subscribeSoloYearly(page, email);
    const before = await subscriptionOf(page);
    const term = new Date(before.periodEnd);

    // Two months before the term: inside the window (no earlier than 3 months, no later than 1 month before).
    const reminderAt = new Date(term.getTime() - 60 * DAY);
    expect((await runRenewals(page, email, reminderAt)).reminded).toBe(1);
    expect((await runRenewals(page, email, reminderAt)).reminded).toBe(0);
    const reminders = (await mailsOf(page, email)).filter((m) => m.template === "renewal-reminder");
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.text).toContain("L215-1");
    expect(reminders[0]?.text).toMatch(/89,99\s€/);

    const atTerm = new Date(term.getTime() + 60_000);
    expect((await runRenewals(page, email, atTerm)).renewed).toBe(1);
    expect((await runRenewals(page, email, atTerm)).renewed).toBe(0);
    const after = await subscriptionOf(page);
    expect(after.status).toBe("active");
    expect(new Date(after.periodEnd).getTime()).toBeGreaterThan(term.getTime() + 360 * DAY);
    const renewed = (await mailsOf(page, email)).filter((m) => m.template === "renewal-succeeded");
    expect(renewed).toHaveLength(1);
  });

  test("a declined renewal keeps access during the grace period and is retried", ONE_VIEWPORT, async ({ page }) => {
    const email = freshEmail("retry");
    await subscribeSoloYearly(page, email);
    const term = new Date((await subscriptionOf(page)).periodEnd);

    expect(await cardOnFile(page, email, SANDBOX_TEST_CARDS.declined)).toBe(204);
    const declined = await runRenewals(page, email, new Date(term.getTime() + 60_000));
    expect(declined.failed).toBe(1);
    const pastDue = await subscriptionOf(page);
    expect(pastDue.status).toBe("past_due");
    expect(pastDue.renewal?.date).toBe(new Date(term.getTime() + DAY).toISOString());
    expect((await mailsOf(page, email)).filter((m) => m.template === "renewal-failed")).toHaveLength(1);

    await page.goto("/mon-compte");
    await expect(page.getByRole("region", { name: "Mon abonnement" })).toContainText(
      "Paiement du renouvellement refusé : nous réessayons",
    );

    // Before the retry instant nothing is charged again; at it, with a working card, the renewal goes through.
    expect((await runRenewals(page, email, new Date(term.getTime() + DAY / 2))).failed).toBe(0);
    expect(await cardOnFile(page, email, SANDBOX_TEST_CARDS.success)).toBe(204);
    const retried = await runRenewals(page, email, new Date(term.getTime() + DAY + 60_000));
    expect(retried.renewed).toBe(1);
    const renewed = await subscriptionOf(page);
    expect(renewed.status).toBe("active");
    expect(new Date(renewed.periodEnd).getTime()).toBeGreaterThan(term.getTime() + 360 * DAY);
  });

  test("a past-due member updates the card from /mon-compte and the renewal goes through (issue 15, ADR 029)", async ({
    page,
  }) => {
    const email = freshEmail("card");
    await subscribeSoloYearly(page, email);
    const term = new Date((await subscriptionOf(page)).periodEnd);
    // The card on file is declined at term (the development endpoint stands for a card that stopped working).
    expect(await cardOnFile(page, email, SANDBOX_TEST_CARDS.declined)).toBe(204);
    expect((await runRenewals(page, email, new Date(term.getTime() + 60_000))).failed).toBe(1);

    await page.goto("/mon-compte");
    const section = page.getByRole("region", { name: "Mon abonnement" });
    await expect(section).toContainText("Carte VISA se terminant par 0002");
    await expect(section).toContainText("Enregistrez une autre carte");
    await section.getByRole("button", { name: "Mettre à jour ma carte" }).click();

    await expect(page).toHaveURL(/\/api\/payments\/sandbox\/setup\?/);
    await expectNoAxeViolations(page);
    await page.getByLabel(/Numéro de carte/).fill(SANDBOX_TEST_CARDS.success);
    await page.getByRole("button", { name: /^Enregistrer la carte/ }).click();

    await expect(page).toHaveURL(/\/mon-compte\?abonnement=cardUpdated$/);
    const updated = page.getByRole("region", { name: "Mon abonnement" });
    await expect(updated).toContainText("votre nouvelle carte est enregistrée");
    await expect(updated).toContainText("Carte VISA se terminant par 4242");
    await expect(updated).toContainText("Actif, renouvellement automatique");
    const renewed = await subscriptionOf(page);
    expect(renewed.status).toBe("active");
    expect(new Date(renewed.periodEnd).getTime()).toBeGreaterThan(term.getTime() + 360 * DAY);
    await expectNoAxeViolations(page);
  });

  test("a renewal the bank asks to authenticate is paid by the member from the mail's page (ADR 029 addendum)", async ({
    page,
  }) => {
    const email = freshEmail("authenticate");
    await subscribeSoloYearly(page, email);
    const term = new Date((await subscriptionOf(page)).periodEnd);
    // The sandbox's card that asks for an extra confirmation cannot be charged without its holder at term.
    expect(await cardOnFile(page, email, SANDBOX_TEST_CARDS.extraStep)).toBe(204);
    expect((await runRenewals(page, email, new Date(term.getTime() + 60_000))).failed).toBe(1);
    const [refusal] = (await mailsOf(page, email)).filter((m) => m.template === "renewal-failed");
    expect(refusal?.text).toContain("/mon-compte/abonnement/payer");

    await page.goto("/mon-compte");
    await page
      .getByRole("region", { name: "Mon abonnement" })
      .getByRole("link", { name: "Confirmer le paiement" })
      .click();
    await expect(page).toHaveURL(/\/mon-compte\/abonnement\/payer$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Confirmer le paiement de votre renouvellement" }),
    ).toBeVisible();
    await expectNoAxeViolations(page, "/mon-compte/abonnement/payer");
    await page.getByRole("button", { name: /^Payer 89,99/ }).click();

    // The sandbox's page for that term's invoice (Stripe's hosted invoice page in production).
    await expect(page).toHaveURL(/\/api\/payments\/sandbox\/invoice\/sbx_in_/);
    await expectNoAxeViolations(page);
    await page.getByLabel(/Numéro de carte/).fill(SANDBOX_TEST_CARDS.success);
    await page.getByRole("button", { name: /^Payer/ }).click();
    await expect(page).toHaveURL(/\/mon-compte$/);
    const renewed = await subscriptionOf(page);
    expect(renewed.status).toBe("active");
    expect(new Date(renewed.periodEnd).getTime()).toBeGreaterThan(term.getTime() + 360 * DAY);
    await expect(page.getByRole("link", { name: "Confirmer le paiement" })).toHaveCount(0);
    expect((await mailsOf(page, email)).filter((m) => m.template === "renewal-succeeded")).toHaveLength(1);
    // Nothing left to pay: the page sends back to the account.
    await page.goto("/mon-compte/abonnement/payer");
    await expect(page).toHaveURL(/\/mon-compte$/);
  });
});
