// My account: deleting the account and its data, confirmed with the current password (DELETE /account).
// The API clears the auth cookie; the member is then a visitor.
import { errAsync, type ResultAsync } from "neverthrow";
import { inject, injectable } from "tsyringe";
import { DELETE_ACCOUNT } from "../../contracts/account/auth.ts";
import { callOf } from "../../contracts/endpoint.ts";
import { checkLoginPassword } from "../../../domain/validation/rules.ts";
import { ApiClientToken, type ApiClient } from "../http/ports.ts";
import { AuthCookieSourceToken, type AuthCookieSource } from "./session/ports.ts";
import { accountFailure, type CommonFailure, type InvalidForm, type NotLoggedIn } from "./failures.ts";

export type DeleteAccountFailure =
  InvalidForm<"password"> | { type: "PasswordIncorrect" } | NotLoggedIn | CommonFailure;

@injectable()
export class DeleteAccount {
  constructor(
    @inject(ApiClientToken) private readonly api: ApiClient,
    @inject(AuthCookieSourceToken) private readonly cookie: AuthCookieSource,
  ) {}

  /** Done once the account is deleted. */
  execute(input: { password: string }): ResultAsync<void, DeleteAccountFailure> {
    if (this.cookie.read() === null) return errAsync({ type: "NotLoggedIn" });
    const code = checkLoginPassword(input.password);
    if (code) return errAsync({ type: "Invalid", errors: { password: code } });
    return this.api
      .request(callOf(DELETE_ACCOUNT, { body: { password: input.password } }))
      .map(() => {
        this.cookie.clear();
      })
      .mapErr((failure) =>
        accountFailure(failure, {
          fields: ["password"] as const,
          known: {
            PasswordIncorrect: { type: "PasswordIncorrect" } as const,
            MemberNotFound: { type: "NotLoggedIn" } as const,
          },
        }),
      );
  }
}
