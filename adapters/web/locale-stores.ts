import type { Locale } from "../../domain/locale/locale.ts";
import type { LocalePreferenceStore } from "../../application/web/locale/ports.ts";
import type { RequestCookieJar } from "./cookies.ts";

/** The storage key of §3 ("locale"), also the cookie the server reads to render the right language. */
export const LOCALE_KEY = "locale";
const ONE_YEAR = 365 * 24 * 3600;

/** Server side: the locale is read from, and remembered in, a cookie of the request. */
export class CookieLocaleStore implements LocalePreferenceStore {
  constructor(private readonly jar: RequestCookieJar) {}
  read(): string | null {
    return this.jar.get(LOCALE_KEY);
  }
  write(locale: Locale): void {
    if (this.jar.get(LOCALE_KEY) !== locale) this.jar.set(LOCALE_KEY, locale, { maxAgeSeconds: ONE_YEAR });
  }
}
