// §2/§6 the revisions entry: a logged-in member visiting /revisions goes to the account site's revisions
// home (/revisions/cours-et-quiz, §2 "post-login home"); a visitor sees the revision library.
import { inject, injectable } from "tsyringe";
import { destinationHref } from "../../../domain/account/destination.ts";
import { runGuard } from "../../../domain/account/guards.ts";
import { AuthCookieSourceToken, type AuthCookieSource } from "../account/session/ports.ts";

/** §2 the post-login revisions home, on the account site. */
export const ACCOUNT_REVISIONS_HOME = "/revisions/cours-et-quiz";

export interface RevisionsEntryInput {
  url: URL;
  /** §7 ACCOUNT_SITE_URL (the account site; this site's origin by default). */
  accountSiteUrl: string;
}

@injectable()
export class ResolveRevisionsEntry {
  constructor(@inject(AuthCookieSourceToken) private readonly auth: AuthCookieSource) {}

  /** The address to send the viewer to, or null to show the library. */
  execute({ url, accountSiteUrl }: RevisionsEntryInput): string | null {
    const query = Object.fromEntries(url.searchParams);
    const outcome = runGuard("accountSiteRedirect", {
      path: url.pathname,
      query,
      loggedIn: this.auth.read() !== null,
      profile: { status: "notLoaded" },
      storedLocale: null,
      browserLanguages: [],
    });
    if (outcome.type !== "redirect") return null;
    // The guard names the account site; its revisions home is the post-login page of §2.
    return destinationHref({ ...outcome.to, path: ACCOUNT_REVISIONS_HOME }, accountSiteUrl);
  }
}
