// Demo accounts' password and a fresh account created through the API, for the end-to-end tests.
import { expect, type APIRequestContext } from "@playwright/test";

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
