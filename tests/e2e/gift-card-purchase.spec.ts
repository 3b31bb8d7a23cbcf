// Issue 15 end to end (Chromium, production build, sandbox provider): a member buys a gift card (plan, e-mail,
// recipient, message), pays with the sandbox's test card, lands on their cards, reads the code in the mail
// (GET /api/dev/outbox), downloads the printable card (a PDF); another account redeems the code; the buyer then
// sees the card used. axe on the new pages; /mon-compte leads to the buyer's cards.
import { expect, test, type Page } from "@playwright/test";
import { SANDBOX_TEST_CARDS } from "../../application/contracts/premium/checkout.ts";
import { newAccount, PASSWORD, signUpOnPurchasePage } from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

const BUYER = "eleve@demo.test";

async function logIn(page: Page, email: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await page.waitForURL((url) => url.pathname !== "/login");
}

test("a visitor buys a gift card (account made on the page), reads its code in the mail, prints it, has it redeemed", async ({
  page: buyer,
  browser,
  baseURL,
  request,
}) => {
  // Two accounts, a payment, a mail, a PDF and two axe runs: a long journey on a shared machine.
  test.setTimeout(180_000);
  const recipient = `Léa ${Date.now()}`;
  const inbox = `e2e-gift-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

  const buyerEmail = `e2e-gift-buyer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

  // Issue 32: a visitor finds the purchase from the gift-card entry (the redeem page the menu and the footer open),
  // sees the plans they can give, and creates their account on the purchase page itself.
  await buyer.goto("/premium/carte-cadeau");
  await buyer.getByRole("main").getByRole("link", { name: "Offrir une carte cadeau" }).click();
  await expect(buyer).toHaveURL(/\/premium\/carte-cadeau\/offrir$/);
  await expect(buyer.getByRole("region", { name: "Les formules à offrir" })).toContainText("Solo annuel");
  await expectNoAxeViolations(buyer, "/premium/carte-cadeau/offrir (visitor)");
  await signUpOnPurchasePage(buyer, buyerEmail);
  await expect(buyer.getByRole("button", { name: "Payer la carte cadeau" })).toBeVisible();
  await expect(buyer).toHaveURL(/\/premium\/carte-cadeau\/offrir$/);

  // /mon-compte leads to the buyer's cards and to the purchase.
  await buyer.goto("/mon-compte");
  await buyer
    .getByRole("region", { name: "Cartes cadeaux" })
    .getByRole("link", { name: "Offrir une carte cadeau" })
    .click();
  await expect(buyer.getByRole("heading", { level: 1, name: "Offrir une carte cadeau" })).toBeVisible();
  await expectNoAxeViolations(buyer, "/premium/carte-cadeau/offrir");

  await buyer.getByRole("radio", { name: /Solo annuel/ }).check();
  await buyer.getByLabel(/Votre e-mail/).fill("pas-une-adresse");
  await buyer.getByRole("button", { name: "Payer la carte cadeau" }).click();
  // Refused by the server's checks (the same rule as the API's): a message under the field, nothing paid.
  await expect(buyer.getByText("Email invalide.")).toBeVisible();
  await buyer.getByLabel(/Votre e-mail/).fill(inbox);
  await buyer.getByLabel(/Prénom de la personne/).fill(recipient);
  await buyer.getByLabel(/Votre message/).fill("Bonnes révisions !");
  await buyer.getByRole("button", { name: "Payer la carte cadeau" }).click();

  // The sandbox's hosted test page, then back on the buyer's cards.
  await expect(buyer).toHaveURL(/\/api\/payments\/sandbox\/checkout\//);
  await buyer.getByLabel(/Numéro de carte/).fill(SANDBOX_TEST_CARDS.success);
  await buyer.getByRole("button", { name: /^Payer/ }).click();
  await expect(buyer).toHaveURL(/\/premium\/carte-cadeau\/mes-cartes\?order=/);
  await expect(buyer.getByRole("status").filter({ hasText: "Merci ! Votre carte cadeau est prête" })).toContainText(
    inbox,
  );
  const card = buyer.getByRole("listitem").filter({ hasText: recipient });
  await expect(card).toContainText("Pas encore utilisée");
  const code = (await card.locator("code").textContent())?.trim() ?? "";
  expect(code).toMatch(/^[0-9A-F]{4}(-[0-9A-F]{4}){3}$/);
  await expectNoAxeViolations(buyer, "/premium/carte-cadeau/mes-cartes");

  // The buying does not make the buyer a subscriber.
  const profile = (await (await buyer.request.get("/api/profile")).json()) as { name: string; value: unknown }[];
  expect(profile.find((entry) => entry.name === "plans")?.value ?? []).toEqual([]);

  // The mail carries the code.
  const outbox = await buyer.request.get(`/api/dev/outbox?to=${encodeURIComponent(inbox)}`);
  expect(outbox.status()).toBe(200);
  const mails = (await outbox.json()) as { template: string; text: string }[];
  expect(mails).toHaveLength(1);
  expect(mails[0]?.text).toContain(code);

  // Issue 15, L221-13: the buyer's own address gets the order's confirmation once (invoice, plan, price, the 14 days
  // of withdrawal while unused, the link to the cards).
  const orderId = new URL(buyer.url()).searchParams.get("order") ?? "";
  const confirmations = async () =>
    (
      (await (await buyer.request.get(`/api/dev/outbox?to=${encodeURIComponent(buyerEmail)}`)).json()) as typeof mails
    ).filter((mail) => mail.template === "order-confirmation" && mail.text.includes(orderId));
  await expect.poll(async () => (await confirmations()).length).toBe(1);
  const [confirmation] = await confirmations();
  expect(confirmation?.text).toMatch(/Facture n° F\d{4}-\d{6}/);
  expect(confirmation?.text).toContain("Offre : Carte cadeau Solo annuel");
  expect(confirmation?.text).toContain("pendant 14 jours");
  expect(confirmation?.text).toContain("/premium/carte-cadeau/mes-cartes");

  // The printable card.
  const href = await card.getByRole("link", { name: "Télécharger la carte à imprimer (PDF)" }).getAttribute("href");
  const pdf = await buyer.request.get(href ?? "");
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 4).toString("latin1")).toBe("%PDF");

  // Another account redeems it.
  const friendContext = await browser.newContext({ baseURL });
  const friend = await friendContext.newPage();
  // (created through a request context of its own, so that neither browser is logged in by it)
  const friendEmail = await newAccount(request, baseURL ?? "", "e2e-gift-friend");
  await logIn(friend, friendEmail);
  await friend.goto("/premium/carte-cadeau");
  await friend.getByLabel("Code de la carte cadeau").fill(code);
  await friend.getByRole("button", { name: "Activer ma carte" }).click();
  await expect(friend).toHaveURL(/\/subscribe-success\?order=/);
  await expect(friend.getByText("Solo annuel")).toBeVisible();

  // The buyer sees it used.
  await buyer.goto("/premium/carte-cadeau/mes-cartes");
  await expect(buyer.getByRole("listitem").filter({ hasText: recipient })).toContainText(/Utilisée le/);
  await friendContext.close();
});

test("the gift-card pages in English, with axe", async ({ page }) => {
  await logIn(page, BUYER);
  await page.goto("/premium/carte-cadeau/offrir?lang=en");
  await expect(page.getByRole("heading", { level: 1, name: "Give a gift card" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay for the gift card" })).toBeVisible();
  await expectNoAxeViolations(page, "/premium/carte-cadeau/offrir?lang=en");
  await page.goto("/premium/carte-cadeau/mes-cartes?lang=en");
  await expect(page.getByRole("heading", { level: 1, name: "My gift cards" })).toBeVisible();
  await expectNoAxeViolations(page, "/premium/carte-cadeau/mes-cartes?lang=en");
});
