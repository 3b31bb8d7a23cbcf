import { route } from "@react-router/dev/routes";
import type { RouteTable } from "./types.ts";

/**
 * §2 "Home and account": login, logout, sign-up (choice, form, welcome), forgotten and reset password and
 * profiling in the public layout (the footer is hidden on /profiling by the layout); the member space
 * (my account, my future, the post-login home) in the webspace layout. /register is the foundation's.
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
  ],
  webspace: [
    route("mon-compte", "routes/account/my-account.tsx"),
    route("mon-avenir", "routes/account/my-future.tsx"),
    route("revisions/cours-et-quiz", "routes/account/member-home.tsx"),
  ],
};
