// Issue 15 end to end (Chromium, production build, sandbox provider): a family subscribes by card, finds the order in
// /mon-compte with its invoice number, downloads the receipt (a PDF invoice), and reads the order confirmation mail
// (the development outbox); /mon-compte passes axe with the order history shown.
import { expect, test, type Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { SANDBOX_TEST_CARDS } from "../../application/contracts/premium/checkout.ts";
import { signUpOnPurchasePage } from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

function freshEmail(): string {
  return `e2e-receipts-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
}

/** §2 checkout step 2: creates the account (profiled) without leaving the checkout. */
async function signUpInCheckout(page: Page, email: string) {
  await signUpOnPurchasePage(page, email);
  await expect(page.getByRole("heading", { name: "Paiement", exact: true })).toBeVisible();
}

// Sign-up, payment and download in one journey: longer than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

test("a subscriber sees the order in my account, downloads its invoice and has the confirmation mail", async ({
  page,
}) => {
  const email = freshEmail();
  await page.goto("/premium/checkout?plan=solo-yearly");
  await signUpInCheckout(page, email);
  await page.getByRole("checkbox", { name: /accès immédiat/ }).check();
  await page.getByRole("button", { name: /^Payer 89,99\s€$/ }).click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/checkout\//);
  await page.getByLabel(/Numéro de carte/).fill(SANDBOX_TEST_CARDS.success);
  await page.getByRole("button", { name: /^Payer/ }).click();
  await expect(page).toHaveURL(/\/subscribe-success\?order=/);
  const orderId = new URL(page.url()).searchParams.get("order") ?? "";

  await page.goto("/mon-compte");
  const history = page.getByRole("region", { name: "Mes commandes et factures" });
  const download = history.getByRole("link", { name: /^Télécharger la facture F\d{4}-\d{6} \(PDF\)$/ });
  await expect(download).toBeVisible();
  await expect(history).toContainText("Solo annuel");
  await expect(history).toContainText(/89,99\s€/);
  await expect(history).toContainText("Carte bancaire");
  await expect(history).toContainText("Payée");
  const number = /F\d{4}-\d{6}/.exec((await download.textContent()) ?? "")?.[0] ?? "";
  expect(number).not.toBe("");
  await expect(download).toHaveAttribute("href", `/api/checkout/orders/${orderId}/receipt`);

  // The browser downloads the PDF with the member's session.
  const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
  expect(file.suggestedFilename()).toBe(`facture-${number}.pdf`);
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getTitle()).toBe(`Facture ${number}`);

  // Someone else (a visitor) gets no receipt.
  const anonymous = await page.context().browser()!.newContext();
  const stranger = await anonymous.request.get(new URL(`/api/checkout/orders/${orderId}/receipt`, page.url()).href);
  expect(stranger.status()).toBe(401);
  await anonymous.close();

  // The order confirmation mail (L221-13), once, with the invoice number and the receipt's link.
  await expect(async () => {
    const response = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const mails = (await response.json()) as { template: string; subject: string; text: string }[];
    const confirmations = mails.filter((mail) => mail.template === "order-confirmation");
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]?.subject).toContain(number);
    expect(confirmations[0]?.text).toContain(`/api/checkout/orders/${orderId}/receipt`);
    expect(confirmations[0]?.text).toContain("rétractation");
  }).toPass({ timeout: 10_000 });

  await expectNoAxeViolations(page, "/mon-compte with an order");
});
