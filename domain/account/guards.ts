// §6 "Route guards" (account-site redirect, locale, partners, profiling, unknown guard), §4 "Profile check
// is skipped on...", §8 "Profile fetch failure in the route guard": each guard is a pure decision over
// the request's facts. The logic of the partners and profiling guards is not in the spec; the design
// below is documented in docs/spec-coverage/session-profile-http.md.
import { GENERIC_MESSAGE_CODES, messageFor, type UserMessage } from "../http/messages.ts";
import { resolveLocale, type LocaleDecision } from "../locale/locale.ts";
import { hasProfile, needsProfilingRefresh, profileRefreshStep, type ProfileMap } from "./profile.ts";
import { ACCOUNT_SITE_PROFILING, PROFILING_PATH, type Destination } from "./destination.ts";
import { normalizePath } from "./member-pages.ts";

/** §6: the guards a route may name. */
export const GUARD_NAMES = ["accountSiteRedirect", "locale", "partners", "profiling"] as const;
export type GuardName = (typeof GUARD_NAMES)[number];

/** §6: the message of the 500 answered for a guard name nobody knows. */
export const UNKNOWN_GUARD_MESSAGE = "Unknown middleware";

/** §4: routes where the profile check is skipped (the profiling flow itself, and the post-sign-up page). */
export const PROFILE_CHECK_SKIPPED_PATHS = [PROFILING_PATH, "/signup/successfull-signin"] as const;

/** §6: the revisions route from which a logged-in user is sent to the account site. */
export const REVISIONS_PATH = "/revisions";

// The road-prevention insurer campaign's category slug leads to its partner page.
/** §2/§6 partners redirect: partner campaign category slugs and the partner page each leads to. */
export const PARTNER_CATEGORY_REDIRECTS: ReadonlyMap<string, string> = new Map([
  ["prevention-routiere", "/partenaires/prevention-routiere"],
]);

/** §6/§7: the profile as far as the guard knows it for this request. */
export type GuardProfile =
  | { readonly status: "notLoaded" }
  | { readonly status: "loaded"; readonly profile: ProfileMap }
  | { readonly status: "failed"; readonly summary?: string };

/** §6: the facts the guards decide on. */
export interface GuardContext {
  /** Request path without query string. */
  readonly path: string;
  /** Query parameters of the request (first value of each name). */
  readonly query: Readonly<Record<string, string>>;
  readonly loggedIn: boolean;
  readonly profile: GuardProfile;
  /** Locale remembered earlier (cookie or local storage), for the locale guard. */
  readonly storedLocale: string | null;
  /** Browser languages, best first, for the locale guard. */
  readonly browserLanguages: readonly string[];
}

/** §6: what a guard decides. `continue` may carry the locale chosen by the locale guard. */
export type GuardOutcome =
  | { readonly type: "continue"; readonly locale?: LocaleDecision }
  | { readonly type: "loadProfile" }
  | { readonly type: "redirect"; readonly status: 301 | 302; readonly to: Destination; readonly message?: UserMessage }
  | { readonly type: "error"; readonly status: 500; readonly message: typeof UNKNOWN_GUARD_MESSAGE };

const CONTINUE: GuardOutcome = { type: "continue" };

/** §4: whether the profile check is skipped on a path (trailing slash and case ignored). */
export function skipsProfileCheck(path: string): boolean {
  const normalized = normalizePath(path);
  return PROFILE_CHECK_SKIPPED_PATHS.some((skipped) => skipped === normalized);
}

/** §6: a guard name is known. */
export function isGuardName(name: string): name is GuardName {
  return (GUARD_NAMES as readonly string[]).includes(name);
}

/** §6: logged-in users on the revisions route go to the same address on the account site. */
function accountSiteRedirect(ctx: GuardContext): GuardOutcome {
  if (!ctx.loggedIn || normalizePath(ctx.path) !== REVISIONS_PATH) return CONTINUE;
  return { type: "redirect", status: 302, to: { site: "accountSite", path: REVISIONS_PATH, query: ctx.query } };
}

/** §2/§6: the locale of the request, with what to remember (see domain/locale). */
function localeGuard(ctx: GuardContext): GuardOutcome {
  const locale = resolveLocale({
    path: ctx.path,
    langParam: ctx.query["lang"] ?? null,
    storedLocale: ctx.storedLocale,
    browserLanguages: ctx.browserLanguages,
  });
  return { type: "continue", locale };
}

/** §2/§6: a revisions category route whose category is a partner campaign slug moves to that partner page. */
function partnersGuard(ctx: GuardContext): GuardOutcome {
  const slug = /^\/revisions\/[^/]+\/([^/]+)$/.exec(normalizePath(ctx.path))?.[1];
  const target = slug === undefined ? undefined : PARTNER_CATEGORY_REDIRECTS.get(safeDecode(slug));
  if (target === undefined) return CONTINUE;
  return { type: "redirect", status: 301, to: { site: "self", path: target, query: ctx.query } };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * §4/§6/§8 profiling guard: visitors and the skipped routes pass; a member whose profile is not loaded yet
 * gets it loaded first; a failed load, an empty profile, or a refreshProfiling entry sends the member to
 * the profiling page of the account site (resuming at the step to refresh, when one is given).
 */
function profilingGuard(ctx: GuardContext): GuardOutcome {
  if (!ctx.loggedIn || skipsProfileCheck(ctx.path)) return CONTINUE;
  switch (ctx.profile.status) {
    case "notLoaded":
      return { type: "loadProfile" };
    case "failed":
      return {
        type: "redirect",
        status: 302,
        to: ACCOUNT_SITE_PROFILING,
        message: messageFor(ctx.profile.summary, GENERIC_MESSAGE_CODES.retryShortly),
      };
    case "loaded": {
      const profile = ctx.profile.profile;
      if (!hasProfile(profile)) return { type: "redirect", status: 302, to: ACCOUNT_SITE_PROFILING };
      if (!needsProfilingRefresh(profile)) return CONTINUE;
      const step = profileRefreshStep(profile);
      const query = step === null ? undefined : { step: String(step) };
      return { type: "redirect", status: 302, to: { ...ACCOUNT_SITE_PROFILING, ...(query && { query }) } };
    }
  }
}

const GUARDS: Readonly<Record<GuardName, (ctx: GuardContext) => GuardOutcome>> = {
  accountSiteRedirect,
  locale: localeGuard,
  partners: partnersGuard,
  profiling: profilingGuard,
};

/** §6: runs one guard by name; an unknown name yields a 500 "Unknown middleware". */
export function runGuard(name: string, ctx: GuardContext): GuardOutcome {
  if (!isGuardName(name)) return { type: "error", status: 500, message: UNKNOWN_GUARD_MESSAGE };
  return GUARDS[name](ctx);
}
