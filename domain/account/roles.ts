// §6 "Roles and permissions", §2 "Header and menus": who the viewer is, and what each role sees.
import {
  hasProfile,
  isFamilyAccount,
  isPremium,
  isSubscriber,
  shouldDisplayEmail,
  type ProfileMap,
} from "./profile.ts";
import { PROFILING_PATH } from "./destination.ts";

/** §6: the roles; a logged-in member may hold several at once (e.g. member, subscriber, familyAccount). */
export type Role = "visitor" | "member" | "subscriber" | "familyAccount" | "withoutProfile";

/** §6: the two facts roles are derived from. `profile` is empty until it is loaded. */
export interface Viewer {
  readonly loggedIn: boolean;
  readonly profile: ProfileMap;
}

/** §6: the roles of a viewer: visitor when logged out; else member, plus what the profile says. */
export function rolesOf(viewer: Viewer): readonly Role[] {
  if (!viewer.loggedIn) return ["visitor"];
  const roles: Role[] = ["member"];
  if (!hasProfile(viewer.profile)) roles.push("withoutProfile");
  if (isSubscriber(viewer.profile)) roles.push("subscriber");
  if (isFamilyAccount(viewer.profile)) roles.push("familyAccount");
  return roles;
}

/** §2: the sign-up page (the create-account entry; /register redirects there). */
export const SIGNUP_PATH = "/signup";
/** §2: the my-contents entry of a logged-in member. */
export const MY_CONTENTS_PATH = "/revisions";

/** §2/§6: what a viewer sees in the header, menus and banners. */
export interface RoleView {
  readonly roles: readonly Role[];
  /** §2/§6: the family-space link of the mobile menu, for family accounts only. */
  readonly showFamilySpaceLink: boolean;
  /** §2: create-account when logged out, my-contents when logged in. */
  readonly accountEntry:
    { readonly kind: "createAccount"; readonly path: string } | { readonly kind: "myContents"; readonly path: string };
  /** §2: a connected user without profile is sent here by any header click; null otherwise. */
  readonly headerClickRedirect: string | null;
  /** §4: premium content access (products and plans both present). */
  readonly premium: boolean;
  /** §6: whether the e-mail address may be displayed. */
  readonly displayEmail: boolean;
}

/** §2/§6: the view of a viewer. */
export function roleView(viewer: Viewer): RoleView {
  const roles = rolesOf(viewer);
  return {
    roles,
    showFamilySpaceLink: roles.includes("familyAccount"),
    accountEntry: viewer.loggedIn
      ? { kind: "myContents", path: MY_CONTENTS_PATH }
      : { kind: "createAccount", path: SIGNUP_PATH },
    headerClickRedirect: roles.includes("withoutProfile") ? PROFILING_PATH : null,
    premium: viewer.loggedIn && isPremium(viewer.profile),
    displayEmail: viewer.loggedIn && shouldDisplayEmail(viewer.profile),
  };
}
