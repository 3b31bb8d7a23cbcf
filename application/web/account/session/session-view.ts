// What the UI knows about the viewer: computed once per server render by BootstrapSession and sent
// to the browser in the root loader's data (no token, no secret: tokens stay in the httpOnly cookie).
import type { ProfileEntry } from "../../../../domain/account/profile.ts";
import { toProfileMap } from "../../../../domain/account/profile.ts";
import { roleView, type RoleView } from "../../../../domain/account/roles.ts";
import {
  isFamilyAccount,
  profileEmail,
  profilePlans,
  profileFirstname,
  profileLastname,
} from "../../../../domain/account/profile.ts";

export interface SessionView {
  loggedIn: boolean;
  memberId: string | null;
  /** §3 profile entries as served by GET /profile; empty for visitors and members without profile. */
  profile: ProfileEntry[];
  /** §6 roles and what they see. */
  view: RoleView;
  firstname: string | null;
  lastname: string | null;
  /** Only when the displayEmail feature flag allows it (§6). */
  email: string | null;
  family: boolean;
  /** §3/§4 the profile holds plans (the public banner of §2 reads it). */
  hasPlans: boolean;
}

/** Builds the session view from the login state and the profile entries. */
export function sessionView(loggedIn: boolean, memberId: string | null, entries: ProfileEntry[]): SessionView {
  const profile = toProfileMap(entries);
  const view = roleView({ loggedIn, profile });
  return {
    loggedIn,
    memberId: loggedIn ? memberId : null,
    profile: loggedIn ? entries : [],
    view,
    firstname: profileFirstname(profile),
    lastname: profileLastname(profile),
    email: view.displayEmail ? profileEmail(profile) : null,
    family: isFamilyAccount(profile),
    hasPlans: loggedIn && (profilePlans(profile)?.length ?? 0) > 0,
  };
}
