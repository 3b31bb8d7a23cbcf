// §2 /reset: a new password with the single-use token of the e-mailed link (`?token=`), §5 password rules.
// The API ends every session of the account; the member logs in again with the new password.
import { errAsync, type ResultAsync } from "neverthrow";
import { inject, injectable } from "tsyringe";
import { RESET_PASSWORD } from "../../contracts/account/auth.ts";
import { callOf } from "../../contracts/endpoint.ts";
import { ApiClientToken, type ApiClient } from "../http/ports.ts";
import { checkResetForm } from "./form-checks.ts";
import { RESET_FIELDS, type ResetField } from "./form-fields.ts";
import { accountFailure, type CommonFailure, type InvalidForm } from "./failures.ts";

export interface ResetPasswordInput {
  token: string;
  password: string;
  confirmPassword: string;
}

export type ResetPasswordFailure = InvalidForm<ResetField> | { type: "InvalidResetToken" } | CommonFailure;

@injectable()
export class ResetPassword {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  /** §2/§5: done once the password is changed. */
  execute(input: ResetPasswordInput): ResultAsync<void, ResetPasswordFailure> {
    const token = input.token.trim();
    if (token === "" || token.length > 2048) return errAsync({ type: "InvalidResetToken" });
    const errors = checkResetForm(input);
    if (errors) return errAsync({ type: "Invalid", errors });
    return this.api
      .request(
        callOf(RESET_PASSWORD, { body: { token, password: input.password, confirmPassword: input.confirmPassword } }),
      )
      .map(() => undefined)
      .mapErr((failure) =>
        accountFailure(failure, {
          fields: RESET_FIELDS,
          known: { InvalidResetToken: { type: "InvalidResetToken" } as const },
        }),
      );
  }
}
