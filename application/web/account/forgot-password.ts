// §2 /forgot-password: asks the API for a reset link. The answer is the same whether or not the address has
// an account (no enumeration), so the page always shows the same confirmation once the e-mail is valid.
import { errAsync, type ResultAsync } from "neverthrow";
import { inject, injectable } from "tsyringe";
import { checkLoginEmail } from "../../../domain/validation/rules.ts";
import { normalizeEmail } from "../../../domain/validation/email.ts";
import type { Locale } from "../../../domain/locale/locale.ts";
import { FORGOT_PASSWORD } from "../../contracts/account/auth.ts";
import { callOf } from "../../contracts/endpoint.ts";
import { ApiClientToken, type ApiClient } from "../http/ports.ts";
import { accountFailure, type CommonFailure, type InvalidForm } from "./failures.ts";

export type ForgotPasswordFailure = InvalidForm<"email"> | CommonFailure;

@injectable()
export class ForgotPassword {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  /** §2/§5: done once the request is taken into account (whatever the address). */
  /** `locale`: the page's language, the mail's (issue 32). */
  execute(input: { email: string; locale: Locale }): ResultAsync<void, ForgotPasswordFailure> {
    const code = checkLoginEmail(input.email);
    if (code !== null) return errAsync({ type: "Invalid", errors: { email: code } });
    return this.api
      .request(callOf(FORGOT_PASSWORD, { body: { email: normalizeEmail(input.email), locale: input.locale } }))
      .map(() => undefined)
      .mapErr((failure) => accountFailure(failure, { fields: ["email"] as const }));
  }
}
