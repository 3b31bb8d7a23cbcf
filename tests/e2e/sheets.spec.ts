// Revision sheets as PDF files (issue 12, docs/decisions/020) against the production build: the sheet page's
// download button gives a real PDF whose Title is the chapter's, and its large-print link the same sheet larger; a premium sheet shows no button to a visitor and
// its PDF address is refused. At 375 px and 1280 px.
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { expectNoAxeViolations } from "./support/axe.ts";

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.sessionStorage.setItem("newsletterPopupSeen", "true"));
});

test("the download button of a sheet gives the chapter's PDF", async ({ page }) => {
  await page.goto("/revisions/terminale/maths/fiche-calcul-integral");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fiche : calcul intégral");
  const button = page.getByRole("link", { name: "Télécharger la fiche (PDF)" });
  await expect(button).toBeVisible();
  await expectNoAxeViolations(page);
  const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
  expect(download.suggestedFilename()).toBe("fiche-calcul-integral.pdf");
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  expect(pdf.getTitle()).toBe("Fiche : calcul intégral");
  expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);

  // Beside it, the same sheet in large print (issue 30), on more pages.
  const large = page.getByRole("link", { name: "Version en grands caractères (PDF)" });
  const [largeDownload] = await Promise.all([page.waitForEvent("download"), large.click()]);
  expect(largeDownload.suggestedFilename()).toBe("fiche-calcul-integral-grands-caracteres.pdf");
  const largePdf = await PDFDocument.load(await readFile((await largeDownload.path())!), { updateMetadata: false });
  expect(largePdf.getTitle()).toBe("Fiche : calcul intégral");
  expect(largePdf.getPageCount()).toBeGreaterThan(pdf.getPageCount());
});

test("a premium sheet has no download button for a visitor, and its PDF is refused", async ({ page }) => {
  await page.goto("/revisions/terminale/maths/fiche-fonction-logarithme-neperien");
  await expect(page.getByRole("heading", { name: "La suite est réservée aux abonnés" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Télécharger la fiche (PDF)" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Version en grands caractères (PDF)" })).toHaveCount(0);
  const response = await page.request.get(
    "/api/content/sheets/revisions/lycee/terminale/maths/fiche-fonction-logarithme-neperien.pdf",
  );
  expect(response.status()).toBe(403);
  expect((await response.body()).subarray(0, 5).toString("latin1")).not.toBe("%PDF-");
});
