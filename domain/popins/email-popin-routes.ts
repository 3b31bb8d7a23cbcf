// §2 "Popins and banners": where the e-mail capture popin may appear.
import { isPathUnder, normalizePath } from "./paths.ts";

/** §2: the e-mail popin is never shown on /premium (nor the offer pages below it). */
export const EMAIL_POPIN_EXCLUDED_BASE = "/premium";

/** §2: the e-mail popin is never shown on a path containing this text. */
export const EMAIL_POPIN_EXCLUDED_FRAGMENT = "/orientation";

/** Issue 15 (ours): nor on the newsletter's own pages (the unsubscribe page would offer to subscribe again at once). */
const NEWSLETTER_PAGES_BASE = "/newsletter";

/** §2: whether the e-mail popin may appear on a path: not under /premium, not on any path containing /orientation. */
export function isEmailPopinAllowedOn(path: string): boolean {
  if (isPathUnder(path, EMAIL_POPIN_EXCLUDED_BASE) || isPathUnder(path, NEWSLETTER_PAGES_BASE)) return false;
  return !normalizePath(path).includes(EMAIL_POPIN_EXCLUDED_FRAGMENT);
}
