import { route } from "@react-router/dev/routes";
import { NEWSLETTER_UNSUBSCRIBE_PAGE } from "../../application/contracts/newsletter-unsubscribe-link.ts";
import type { RouteTable } from "./types.ts";

/**
 * §2 "Home and account": login, logout, sign-up (choice, form, welcome), forgotten and reset password and
 * profiling in the public layout (the footer is hidden on /profiling by the layout). The member space is in
 * member.ts; /register is the foundation's. Issue 15: the page of the newsletter's unsubscribe link (a visitor's
 * address and consent, like the forms here; no account needed).
 */
export const accountRoutes: RouteTable = {
  area: "account",
  public: [
    route("login", "routes/account/login.tsx"),
    route("logout", "routes/account/logout.tsx"),
    route("signup", "routes/account/signup.tsx"),
    route("signup/signup-form", "routes/account/signup-form.tsx"),
    route("signup/successfull-signin", "routes/account/signup-success.tsx"),
    route("forgot-password", "routes/account/forgot-password.tsx"),
    route("reset", "routes/account/reset.tsx"),
    route("profiling", "routes/account/profiling.tsx"),
    route(NEWSLETTER_UNSUBSCRIBE_PAGE.slice(1), "routes/account/newsletter-unsubscribe.tsx"),
    // Issue 30: the reading comfort settings of this device (a visitor's as a member's).
    route("confort-de-lecture", "routes/account/reading-comfort.tsx"),
  ],
};
