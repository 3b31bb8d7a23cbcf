// §2 "Header and menus" and §7 "Other behaviour": the two ways out of a session.
import { ACCOUNT_SITE_LOGOUT_PATH } from "./destination.ts";

/** §7: the query parameter naming where the account service continues after logging out. */
export const LOGOUT_CONTINUE_PARAM = "redirect";

export interface LogoutLinkInput {
  /** Origin of the account site (configuration), e.g. `https://compte.example.org`. */
  readonly accountSiteOrigin: string;
  /** Origin of this site, e.g. `https://www.example.org`. */
  readonly siteOrigin: string;
  /** Host the page is being served on (the site-wide `siteHost`). */
  readonly currentHost: string;
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

/** §7: `/logout` on the account-site host; elsewhere the account service's logout, continuing to `/`. */
export function logoutLink(input: LogoutLinkInput): string {
  if (hostOf(input.accountSiteOrigin) === input.currentHost.trim().toLowerCase()) return ACCOUNT_SITE_LOGOUT_PATH;
  const target = `${input.accountSiteOrigin.replace(/\/+$/, "")}${ACCOUNT_SITE_LOGOUT_PATH}`;
  const next = `${input.siteOrigin.replace(/\/+$/, "")}/`;
  return `${target}?${new URLSearchParams({ [LOGOUT_CONTINUE_PARAM]: next }).toString()}`;
}
