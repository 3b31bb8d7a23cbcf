// §2 /login, §5 login messages, §7 POST /auth/local: checks the form with the §5 rules, then logs in. The
// API answers one message for a wrong e-mail or password (no hint of which), 429 when throttled; on success
// it sets the auth cookie, which reaches the browser with the page response (the request's cookie jar).
import { errAsync, type ResultAsync } from "neverthrow";
import { inject, injectable } from "tsyringe";
import { LoginFormSchema, validateForm } from "../../../domain/validation/forms.ts";
import { callOf } from "../../contracts/endpoint.ts";
import { LOG_IN } from "../../contracts/account/auth.ts";
import { ApiClientToken, type ApiClient } from "../http/ports.ts";
import { LOGIN_FIELDS, type LoginField } from "./form-fields.ts";
import { accountFailure, type CommonFailure, type InvalidForm } from "./failures.ts";

export interface LogInInput {
  email: string;
  password: string;
}

export type LogInFailure = InvalidForm<LoginField> | { type: "InvalidCredentials" } | CommonFailure;

@injectable()
export class LogIn {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  /** §2/§5/§7: the member id once logged in. */
  execute(input: LogInInput): ResultAsync<{ memberId: string }, LogInFailure> {
    const checked = validateForm(LoginFormSchema, input);
    if (checked.isErr()) return errAsync({ type: "Invalid", errors: checked.error });
    return this.api
      .request(callOf(LOG_IN, { body: { identifier: checked.value.email, password: checked.value.password } }))
      .map((response) => ({ memberId: response.id }))
      .mapErr((failure) =>
        accountFailure(failure, {
          fields: LOGIN_FIELDS,
          rename: { identifier: "email" },
          known: { InvalidCredentials: { type: "InvalidCredentials" } as const },
        }),
      );
  }
}
