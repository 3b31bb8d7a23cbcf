// Where a page goes after login (§2: the post-login home, or the page that sent the visitor to /login).
// Only a path of this site is followed: anything else (another site, a protocol-relative or backslashed
// address, a control character) is ignored, so a crafted link cannot send a member elsewhere.

/** §2: the post-login home. */
export const POST_LOGIN_HOME = "/revisions/cours-et-quiz";

/** Pages a member is never sent back to after login (they would undo it or loop). */
const NEVER_AFTER_LOGIN = ["/login", "/logout", "/signup", "/register", "/forgot-password", "/reset"];

/** A same-site path (with its query and fragment) from an untrusted value, or null. */
export function sameSitePath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000) return null;
  // Only a path of this site; a control character or a backslash could be read as something else.
  // eslint-disable-next-line no-control-regex
  if (!raw.startsWith("/") || raw.startsWith("//") || /[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  const base = "http://same.site.invalid";
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** §2: where to go after a successful login: a safe `redirectTo`, else the post-login home. */
export function afterLoginPath(redirectTo: string | null | undefined): string {
  const path = sameSitePath(redirectTo);
  if (path === null) return POST_LOGIN_HOME;
  const pathname = path.split(/[?#]/, 1)[0]?.replace(/\/+$/, "").toLowerCase() ?? "";
  return NEVER_AFTER_LOGIN.some((page) => pathname === page || pathname.startsWith(`${page}/`))
    ? POST_LOGIN_HOME
    : path;
}

/** The /login address that brings the visitor back to `path` afterwards. */
export function loginPathFor(path: string): string {
  const safe = sameSitePath(path);
  return safe === null || safe === "/" ? "/login" : `/login?${new URLSearchParams({ redirectTo: safe }).toString()}`;
}
