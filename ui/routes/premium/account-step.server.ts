// The account step of a purchase (issue 6: sign up or log in without leaving the page), server side: the checkout
// and the gift-card purchase post `intent=login` or `intent=signup` to themselves; this answers both with the
// account area's use cases, then sends the buyer back to the same page, now logged in.
import { data, redirect } from "react-router";
import type { DependencyContainer } from "tsyringe";
import type { LoginField } from "../../../application/web/account/form-fields.ts";
import { LogIn } from "../../../application/web/account/log-in.ts";
import { CheckoutSignUp } from "../../../application/web/premium/checkout-account.ts";
import { CHECKOUT_SIGNUP_FIELDS, type CheckoutSignUpField } from "../../../application/web/premium/checkout-forms.ts";
import type { FormErrors } from "../../../domain/validation/forms.ts";
import type { FormState } from "../../components/account/form-kit.tsx";
import type { AlertCode } from "../../components/account/messages.ts";

type AccountAlert = Extract<AlertCode, "InvalidCredentials" | "TooManyAttempts" | "Unavailable" | "SignupRefused">;
const ACCOUNT_ALERTS: readonly AccountAlert[] = [
  "InvalidCredentials",
  "TooManyAttempts",
  "Unavailable",
  "SignupRefused",
];

function alertOf(type: string): AccountAlert | null {
  return ACCOUNT_ALERTS.find((code) => code === type) ?? null;
}

function text(form: FormData, name: string): string {
  return String(form.get(name) ?? "");
}

/** Whether a posted form is the account step's. */
export function isAccountIntent(intent: string): intent is "login" | "signup" {
  return intent === "login" || intent === "signup";
}

/**
 * Logs in or signs up from the posted form: on success, a redirect to `here` (thrown); otherwise the form's state
 * (values kept but the passwords, errors, the alert) for the page to show again.
 */
export async function accountStepAction(
  intent: "login" | "signup",
  form: FormData,
  container: DependencyContainer,
  here: string,
) {
  if (intent === "login") {
    const email = text(form, "email");
    const result = await container.resolve(LogIn).execute({ email, password: text(form, "password") });
    if (result.isOk()) throw redirect(here);
    const failure = result.error;
    if (failure.type === "LoggedOut" || failure.type === "ProfilingRequired") throw redirect(failure.redirectTo);
    const state: FormState<LoginField> = {
      values: { email },
      errors: failure.type === "Invalid" ? failure.errors : undefined,
      alert: alertOf(failure.type),
    };
    return data({ intent: "login" as const, login: state }, { status: failure.type === "TooManyAttempts" ? 429 : 400 });
  }
  const fields = CHECKOUT_SIGNUP_FIELDS.filter((name) => name !== "acceptConditions");
  const values = Object.fromEntries(fields.map((name) => [name, text(form, name)])) as Record<
    (typeof fields)[number],
    string
  >;
  const acceptConditions = form.get("acceptConditions") === "on";
  const result = await container
    .resolve(CheckoutSignUp)
    .execute({ ...values, acceptConditions, today: new Date().toISOString().slice(0, 10) });
  // A profile that could not be saved does not stop the purchase: the member is logged in.
  if (result.isOk() || result.error.type === "ProfileNotSaved") throw redirect(here);
  const failure = result.error;
  if (failure.type === "LoggedOut" || failure.type === "ProfilingRequired") throw redirect(failure.redirectTo);
  const { password: _password, confirmPassword: _confirm, ...kept } = values;
  const state: FormState<CheckoutSignUpField> = {
    values: { ...kept, acceptConditions: acceptConditions ? "on" : "" },
    errors: failure.type === "Invalid" ? (failure.errors as FormErrors<CheckoutSignUpField>) : undefined,
    alert: alertOf(failure.type),
  };
  return data({ intent: "signup" as const, signup: state }, { status: failure.type === "TooManyAttempts" ? 429 : 400 });
}
