// §4 Auth: whether the viewer of a request has a session worth trying, from the auth cookie alone (no API
// call): a cookie whose refresh token has expired too is no session (§9 lifetimes). Pages that only need
// to know "visitor or member" (the login page sends members on, the sign-up pages too) use it.
import { inject, injectable } from "tsyringe";
import { authCookieStatus } from "../../../domain/account/auth-cookie.ts";
import { AuthCookieSourceToken, type AuthCookieSource } from "./session/ports.ts";

@injectable()
export class ViewerSession {
  constructor(@inject(AuthCookieSourceToken) private readonly cookie: AuthCookieSource) {}

  /** §4/§9: logged in when a cookie is there and its refresh token is still valid at `nowMs`. */
  execute(nowMs: number): { loggedIn: boolean } {
    const cookie = this.cookie.read();
    return { loggedIn: cookie !== null && authCookieStatus(cookie, nowMs) !== "expired" };
  }
}
