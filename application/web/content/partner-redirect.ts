// §2/§6 partners redirect: a revisions category route whose category is a partner campaign slug (the
// road-prevention insurer's) moves to that partner's page. The rule is the domain's partners guard.
import { destinationHref } from "../../../domain/account/destination.ts";
import { runGuard } from "../../../domain/account/guards.ts";

/** §2/§6 where a revisions category URL must go instead, with its status, or null. */
export function partnerCategoryRedirect(url: URL): { to: string; status: 301 | 302 } | null {
  const outcome = runGuard("partners", {
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    loggedIn: false,
    profile: { status: "notLoaded" },
    storedLocale: null,
    browserLanguages: [],
  });
  return outcome.type === "redirect" ? { to: destinationHref(outcome.to, ""), status: outcome.status } : null;
}
