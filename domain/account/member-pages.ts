// Issue 15: which pages are the member space. Apart from the guards (./guards.ts), with no import, so that the
// browser's first script (the header's links, the root layout) reads it without the profile rules and their schemas
// (docs/decisions/012).

/** A path compared without its trailing slashes and case. */
export function normalizePath(path: string): string {
  const trimmed = path.replace(/\/+$/, "");
  return (trimmed === "" ? "/" : trimmed).toLowerCase();
}

/**
 * Issue 15: the member pages, the only ones a member without profile is sent to profiling from (the member space:
 * my account, my future, the post-login home, and what lies under them). Every public page (FAQ, blog, offers…)
 * stays readable without a profile.
 */
export const MEMBER_PAGE_PATHS = ["/mon-compte", "/mon-avenir", "/revisions/cours-et-quiz"] as const;

/** Issue 15: whether a page needs a profile (a member page; trailing slash and case ignored). */
export function requiresProfile(path: string): boolean {
  const normalized = normalizePath(path);
  return MEMBER_PAGE_PATHS.some((base) => normalized === base || normalized.startsWith(`${base}/`));
}
