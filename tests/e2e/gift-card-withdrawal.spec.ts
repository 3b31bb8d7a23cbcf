// Issue 15 end to end (Chromium, production build, sandbox provider; docs/decisions/030): a member buys a gift card in
// the sandbox, finds its invoice in /mon-compte (rendered on the server: read here without JavaScript), withdraws
// from it within 14 days from /premium/carte-cadeau/mes-cartes (link, confirmation, form: without JavaScript too) and
// sees it cancelled with its credit note; the withdrawal mail is sent once. A declined gift-card payment lands on a
// failure page that speaks of the gift card and offers to try again on the gift-card page.
import { expect, test, type Page } from "@playwright/test";
import { SANDBOX_TEST_CARDS } from "../../application/contracts/premium/checkout.ts";
import { PASSWORD } from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { pageApi, pageFetch } from "./support/page-api.ts";
import { ONE_VIEWPORT } from "./support/viewports.ts";

const BUYER = "eleve@demo.test";

async function logIn(page: Page, email: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await page.waitForURL((url) => url.pathname !== "/login");
}

/** Fills the purchase form for a Solo annuel card and goes to the sandbox's page. */
async function buySoloCard(page: Page, recipient: string) {
  await page.goto("/premium/carte-cadeau/offrir");
  await page.getByRole("radio", { name: /Solo annuel/ }).check();
  await page.getByLabel(/Votre e-mail/).fill(`e2e-withdraw-${Date.now()}@example.org`);
  await page.getByLabel(/Prénom de la personne/).fill(recipient);
  await page.getByRole("button", { name: "Payer la carte cadeau" }).click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/checkout\//);
}

test("buy a gift card, see its invoice, withdraw from it without JavaScript, see it cancelled", async ({ page }) => {
  // A payment, two contexts, a mail and axe: a long journey on a shared machine.
  test.setTimeout(150_000);
  const recipient = `Noé ${Date.now()}`;
  await logIn(page, BUYER);
  await buySoloCard(page, recipient);
  await page.getByLabel(/Numéro de carte/).fill(SANDBOX_TEST_CARDS.success);
  await page.getByRole("button", { name: /^Payer/ }).click();
  await expect(page).toHaveURL(/\/premium\/carte-cadeau\/mes-cartes\?order=/);
  const orderId = new URL(page.url()).searchParams.get("order") ?? "";

  // The same session in a browser without JavaScript.
  const noScript = await page
    .context()
    .browser()!
    .newContext({ storageState: await page.context().storageState(), javaScriptEnabled: false });
  const bare = await noScript.newPage();

  // The invoice of the sale is in the order history, in the server's HTML.
  await bare.goto("/mon-compte");
  const history = bare.getByRole("region", { name: "Mes commandes et factures" });
  const receipt = history.locator(`a[href="/api/checkout/orders/${orderId}/receipt"]`);
  await expect(receipt).toHaveText(/^Télécharger la facture F\d{4}-\d{6} \(PDF\)$/);
  const entry = history
    .getByRole("listitem")
    .filter({ has: bare.locator(`a[href="/api/checkout/orders/${orderId}/receipt"]`) });
  await expect(entry).toContainText("Carte cadeau Solo annuel");
  await expect(entry).toContainText("Payée");
  // Through the page: the steps above took longer than the server's keep-alive (support/page-api.ts).
  const pdf = await pageFetch(page, `/api/checkout/orders/${orderId}/receipt`);
  expect(pdf.status).toBe(200);
  expect(pdf.text.slice(0, 5)).toBe("%PDF-");

  // The withdrawal: a link opens the confirmation, its form posts; all without JavaScript.
  await bare.goto("/premium/carte-cadeau/mes-cartes");
  const card = bare.getByRole("listitem").filter({ hasText: recipient });
  await expect(card).toContainText(/vous pouvez vous rétracter jusqu'au .+ inclus/);
  await card.getByRole("link", { name: "Me rétracter et être remboursé" }).click();
  await expect(bare).toHaveURL(new RegExp(`retractation=${orderId}`));
  const confirmation = bare.getByRole("region", { name: "Confirmer la rétractation" });
  await expect(confirmation).toContainText(/89,99\s€ vous seront remboursés/);
  await expectNoAxeViolations(page, `/premium/carte-cadeau/mes-cartes?retractation=${orderId}`);
  await confirmation.getByRole("button", { name: "Confirmer la rétractation" }).click();
  await expect(bare).toHaveURL(new RegExp(`retractee=${orderId}`));
  await expect(bare.getByRole("status")).toContainText("Votre rétractation est enregistrée");
  const cancelled = bare.getByRole("listitem").filter({ hasText: recipient });
  await expect(cancelled).toContainText("Annulée (rétractation)");
  await expect(cancelled).toContainText(/vous a été remboursé \(avoir A\d{4}-\d{6}\)/);
  await expect(cancelled.getByRole("link", { name: "Me rétracter et être remboursé" })).toHaveCount(0);
  await expect(cancelled.locator("code")).toHaveCount(0);
  const creditNote = /A\d{4}-\d{6}/.exec((await cancelled.textContent()) ?? "")?.[0] ?? "";

  // The history shows the refund and the credit note; the mail was sent once.
  await bare.goto("/mon-compte");
  const refunded = bare
    .getByRole("region", { name: "Mes commandes et factures" })
    .getByRole("listitem")
    .filter({ has: bare.locator(`a[href="/api/checkout/orders/${orderId}/receipt"]`) });
  await expect(refunded).toContainText("Remboursée");
  await expect(refunded).toContainText(creditNote);
  const mails = await pageApi<{ template: string; text: string }[]>(
    page,
    `/api/dev/outbox?to=${encodeURIComponent(BUYER)}`,
  );
  expect(
    mails.filter((mail) => mail.template === "gift-card-withdrawn" && mail.text.includes(creditNote)),
  ).toHaveLength(1);
  await noScript.close();
});

test("a declined gift-card payment speaks of the gift card and offers to try again", ONE_VIEWPORT, async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, BUYER);
  await buySoloCard(page, `Refus ${Date.now()}`);
  await page.getByLabel(/Numéro de carte/).fill(SANDBOX_TEST_CARDS.declined);
  await page.getByRole("button", { name: /^Payer/ }).click();
  await expect(page).toHaveURL(/\/subscribe-failed\?order=/);
  await expect(page.getByRole("heading", { level: 1, name: "Le paiement n'a pas abouti" })).toBeVisible();
  await expect(page.getByText(/Aucune carte cadeau n'a été émise/)).toBeVisible();
  const result = page.locator(".payment-result");
  await expect(result.getByText(/abonnement/i)).toHaveCount(0);
  await page.getByRole("link", { name: "Réessayer" }).click();
  await expect(page).toHaveURL(/\/premium\/carte-cadeau\/offrir\?formule=solo-yearly/);
  await expect(page.getByRole("radio", { name: /Solo annuel/ })).toBeChecked();
});
