// Demo accounts' password and a fresh account created through the API, for the end-to-end tests.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { pageApi } from "./page-api.ts";

export const PASSWORD = "Demo-2026!";

/** A new account created through the API (sign-up logs it in on that request only); returns its e-mail. */
export async function newAccount(request: APIRequestContext, baseURL: string, prefix: string): Promise<string> {
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
  const response = await request.post("/api/auth/local/register", {
    headers: { "X-Revizo-Eval": "false", Origin: baseURL },
    data: {
      firstname: "Camille",
      lastname: "Essai",
      email,
      confirmEmail: email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      birthdate: "2008-04-02",
      acceptConditions: true,
    },
  });
  expect(response.status()).toBe(201);
  return email;
}

/** The account step of a purchase (the checkout, the gift-card purchase): a parent signs up without leaving the page. */
export async function signUpOnPurchasePage(page: Page, email: string) {
  await expect(page.getByRole("heading", { name: "Créez votre compte" })).toBeVisible();
  await page.getByRole("radio", { name: "Parent" }).check();
  await page.getByLabel("Prénom").fill("Awa");
  await page.getByLabel("Nom", { exact: true }).fill("Diallo");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Confirmez votre email").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill("Secret-2026!");
  await page.getByLabel("Confirmez le mot de passe").fill("Secret-2026!");
  await page.getByLabel("Date de naissance").fill("1985-04-02");
  await page.getByLabel(/Niveau scolaire/).selectOption("4ème");
  await page.getByLabel(/J'accepte les/).check();
  await page.getByRole("button", { name: "Créer mon compte et continuer" }).click();
}

/** Logs a page's browser context in through the API (the auth cookie is set on the context). */
export async function logInByApi(page: Page, baseURL: string | undefined, email: string, password = PASSWORD) {
  const response = await page.request.post("/api/auth/local", {
    headers: { "X-Revizo-Eval": "false", Origin: baseURL ?? "", "Accept-Language": "fr-FR" },
    data: { identifier: email, password },
  });
  expect(response.ok()).toBe(true);
}

/** A new pupil of `levelOfEducation`, logged in on `page`: signed up through the API, profiled by the page's call. */
export async function newPupil(page: Page, baseURL: string | undefined, prefix: string, levelOfEducation: string) {
  const email = await newAccount(page.request, baseURL ?? "", prefix);
  await page.goto("/faq");
  await pageApi(page, "/api/profiling", {
    method: "POST",
    headers: { "X-Revizo-Eval": "false" },
    data: { accessType: "student", levelOfEducation, country: "FR" },
  });
  return email;
}
