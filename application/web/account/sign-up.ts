// §2 /signup/signup-form, §5 sign-up messages: checks the form with the §5 rules, then creates the account
// (POST /auth/local/register), which logs the new member in (the API sets the auth cookie). An address that
// already has an account gets one generic refusal from the API (no enumeration); its owner is told by e-mail.
import { errAsync, type ResultAsync } from "neverthrow";
import { inject, injectable } from "tsyringe";
import { signUpFormSchema, validateForm } from "../../../domain/validation/forms.ts";
import { NO_COMMON_PASSWORDS } from "../../../domain/validation/rules.ts";
import { callOf } from "../../contracts/endpoint.ts";
import { SIGN_UP } from "../../contracts/account/auth.ts";
import { ApiClientToken, type ApiClient } from "../http/ports.ts";
import { SIGNUP_FIELDS, type SignUpField } from "./form-fields.ts";
import { accountFailure, type CommonFailure, type InvalidForm } from "./failures.ts";

export interface SignUpInput {
  firstname: string;
  lastname: string;
  email: string;
  confirmEmail: string;
  password: string;
  confirmPassword: string;
  /** YYYY-MM-DD (the value of a date input). */
  birthdate: string;
  acceptConditions: boolean;
  /** §5: the date a birthday may not pass, YYYY-MM-DD (the caller's clock). */
  today: string;
}

export type SignUpFailure = InvalidForm<SignUpField> | { type: "SignupRefused" } | CommonFailure;

@injectable()
export class SignUp {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  /** §2/§5: the new member's id; they are logged in. */
  execute({ today, ...form }: SignUpInput): ResultAsync<{ memberId: string }, SignUpFailure> {
    const checked = validateForm(signUpFormSchema({ today, commonPasswords: NO_COMMON_PASSWORDS }), form);
    if (checked.isErr()) return errAsync({ type: "Invalid", errors: checked.error });
    return this.api
      .request(callOf(SIGN_UP, { body: checked.value }))
      .map((response) => ({ memberId: response.id }))
      .mapErr((failure) =>
        accountFailure(failure, {
          fields: SIGNUP_FIELDS,
          known: { SignupRefused: { type: "SignupRefused" } as const },
        }),
      );
  }
}
