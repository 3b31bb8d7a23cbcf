// §2 /premium/checkout: the checkout's sign-up form and its §5 checks, shared by the browser (messages at once)
// and the use case (the same checks before calling the API). Pure: no container, so components import it
// without pulling the use cases into the page's JavaScript.
import { checkProfilingAnswers } from "../account/form-checks.ts";
import type { ProfilingField, SignUpField } from "../account/form-fields.ts";
import type { SignUpInput } from "../account/sign-up.ts";
import { signUpFormSchema, validateForm, type FormErrors } from "../../../domain/validation/forms.ts";
import { NO_COMMON_PASSWORDS } from "../../../domain/validation/rules.ts";

/** The fields of the checkout's sign-up: the account's, then the profile's. */
export type CheckoutSignUpField = SignUpField | ProfilingField;

/** The fields of the checkout's sign-up form, in the order they are shown. */
export const CHECKOUT_SIGNUP_FIELDS = [
  "accessType",
  "firstname",
  "lastname",
  "email",
  "confirmEmail",
  "password",
  "confirmPassword",
  "birthdate",
  "levelOfEducation",
  "country",
  "acceptConditions",
] as const satisfies readonly CheckoutSignUpField[];

export interface CheckoutSignUpInput extends SignUpInput {
  /** §3 parent or student. */
  accessType: string;
  levelOfEducation: string;
  /** Two letters (the buyer's region by default). */
  country: string;
}

/** §5: the checks of the checkout's sign-up (the account's rules, then the profile's). */
export function checkCheckoutSignUp(input: CheckoutSignUpInput): FormErrors<CheckoutSignUpField> | null {
  const { accessType, levelOfEducation, country, today, ...account } = input;
  const accountErrors = validateForm(signUpFormSchema({ today, commonPasswords: NO_COMMON_PASSWORDS }), account).match(
    () => ({}),
    (errors) => errors,
  );
  const profileErrors = checkProfilingAnswers({ accessType, levelOfEducation, country }) ?? {};
  const errors: FormErrors<CheckoutSignUpField> = { ...accountErrors, ...profileErrors };
  return Object.keys(errors).length > 0 ? errors : null;
}
