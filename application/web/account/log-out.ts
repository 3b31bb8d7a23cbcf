// §2 "Logout clears the profile and goes to /login", §7 logout: the API revokes the session's refresh
// tokens and clears the auth cookie. Logging out never fails for the visitor: if the API cannot be
// reached, the cookie is dropped here all the same (the session then ends at its expiry at the latest).
import { okAsync, type ResultAsync } from "neverthrow";
import { inject, injectable } from "tsyringe";
import { LOG_OUT } from "../../contracts/account/auth.ts";
import { callOf } from "../../contracts/endpoint.ts";
import { ApiClientToken, type ApiClient } from "../http/ports.ts";
import { AuthCookieSourceToken, type AuthCookieSource } from "./session/ports.ts";

export interface LogOutOutcome {
  /** Whether the API confirmed the revocation (false: the cookie was only dropped locally). */
  revoked: boolean;
}

@injectable()
export class LogOut {
  constructor(
    @inject(ApiClientToken) private readonly api: ApiClient,
    @inject(AuthCookieSourceToken) private readonly cookie: AuthCookieSource,
  ) {}

  /** §2/§7: ends the session; a viewer without session is simply told it is done. */
  execute(): ResultAsync<LogOutOutcome, never> {
    if (this.cookie.read() === null) {
      // Nothing to revoke; an unreadable cookie is dropped all the same.
      this.cookie.clear();
      return okAsync({ revoked: false });
    }
    return this.api
      .request(callOf(LOG_OUT, { body: {} }))
      .map(() => {
        // The API's Set-Cookie already cleared it; this only covers an answer without one.
        this.cookie.clear();
        return { revoked: true };
      })
      .orElse(() => {
        this.cookie.clear();
        return okAsync({ revoked: false });
      });
  }
}
