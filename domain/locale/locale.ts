// §2 "Language": the two locales, how one is chosen, and how dates are written in each.

export const LOCALES = ["fr", "en"] as const;
export type Locale = (typeof LOCALES)[number];

/** §2 Language: French is the default and the fallback locale. */
export const DEFAULT_LOCALE: Locale = "fr";

/** §2 Language: the path of the reset page, which is always shown in French. */
export const RESET_PAGE_PATH = "/reset";

/** §2 Language: `lang=en` gives English, any other value gives French. */
export function localeFromLangParam(value: string): Locale {
  return value.trim().toLowerCase() === "en" ? "en" : "fr";
}

/** §2 Language: a stored value is used only when it names a known locale. */
export function parseStoredLocale(value: string | null | undefined): Locale | null {
  return value === "fr" || value === "en" ? value : null;
}

/** §2 Language: the browser's preferred languages, best first, from an Accept-Language header. */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";") as [string, ...string[]];
      const q = params
        .map((p) => p.trim())
        .find((p) => p.startsWith("q="))
        ?.slice(2);
      const quality = q === undefined ? 1 : Number(q);
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag !== "" && entry.tag !== "*" && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

/** §2 Language: French for a French browser, English for an English one, else nothing. */
export function localeFromBrowser(languages: readonly string[]): Locale | null {
  for (const language of languages) {
    const primary = language.toLowerCase().split("-")[0];
    if (primary === "fr" || primary === "en") return primary;
  }
  return null;
}

export interface LocaleInput {
  /** Path of the requested page, without the query string. */
  path: string;
  /** Value of the `lang` query parameter, or null when absent. */
  langParam: string | null;
  /** The locale remembered earlier (local storage in the browser, a cookie for the server). */
  storedLocale: string | null;
  /** The browser's languages, best first. */
  browserLanguages: readonly string[];
}

export interface LocaleDecision {
  locale: Locale;
  /** The locale to remember from now on, when the visitor chose one with `lang`. */
  remember: Locale | null;
}

/** §2 Language: reset page → French; else `lang`; else stored; else browser; else French. */
export function resolveLocale(input: LocaleInput): LocaleDecision {
  const chosen = input.langParam === null ? null : localeFromLangParam(input.langParam);
  if (isResetPage(input.path)) return { locale: "fr", remember: chosen };
  if (chosen) return { locale: chosen, remember: chosen };
  const locale = parseStoredLocale(input.storedLocale) ?? localeFromBrowser(input.browserLanguages) ?? DEFAULT_LOCALE;
  return { locale, remember: null };
}

/** §2 Language: whether a path is the reset page (trailing slash and case ignored). */
export function isResetPage(path: string): boolean {
  const normalized = path.toLowerCase().replace(/\/+$/, "");
  return normalized === RESET_PAGE_PATH;
}

/** §2 Language: the BCP 47 tag used to format dates: French style or US style. */
export function dateLocaleTag(locale: Locale): "fr-FR" | "en-US" {
  return locale === "en" ? "en-US" : "fr-FR";
}

/** §2 Language: the names of the months, January first, as each language writes them in a date. */
const MONTH_NAMES: Record<Locale, readonly string[]> = {
  fr: [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
  ],
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
};

/**
 * §2 Language: a month of a year ("juin 2027", "June 2027"; `month` from 1 to 12), the text of an
 * `Intl.DateTimeFormat` with `{ month: "long", year: "numeric" }` in French or US style. Written without Intl: a page's
 * first date formatter costs a phone tens of milliseconds to build (ICU's locale data), in the middle of the home
 * page's hydration (docs/decisions/038-total-blocking-time.md).
 */
export function monthOfYear(year: number, month: number, locale: Locale): string {
  return `${MONTH_NAMES[locale][month - 1] ?? String(month)} ${year}`;
}

const FIRST_OF_MONTH = new RegExp(`(^|[^\\d])1(?= (?:${MONTH_NAMES.fr.join("|")})(?![\\p{L}]))`, "gu");

/**
 * §2 Language: French writes the first day of a month as an ordinal, "1er février 2026" ("le 1er février"), where
 * `Intl.DateTimeFormat("fr-FR")` writes "1 février 2026". Every French date of the product (pages, e-mails, receipts)
 * passes through this; other days, and English dates, are left as they are.
 */
export function frenchFirstOfMonth(date: string): string {
  return date.replace(FIRST_OF_MONTH, "$11er");
}

/**
 * §2 Language: a whole count as the page's language writes it ("12", "1 000" with a narrow no-break space, "1,000"),
 * the text of an `Intl.NumberFormat` of the language with no options. Written without Intl, as `monthOfYear`: see
 * `pluralForm`.
 */
export function formatCount(count: number, locale: Locale): string {
  const digits = String(Math.abs(Math.trunc(count))).replace(/\B(?=(\d{3})+(?!\d))/g, locale === "en" ? "," : "\u202f");
  return count < 0 || Object.is(count, -0) ? `-${digits}` : digits;
}

/**
 * §2 Language: which of a message's two forms, "one" or "other", a count takes (the CLDR cardinal rule of the
 * language; French's "many", for whole millions, is written with "other"): French puts 0 and 1 in the singular
 * ("0 jour", "1 jour"), English only 1 ("0 days", "1 day"). The choice `Intl.PluralRules` makes, without building one:
 * Lingui's `plural` builds an `Intl.PluralRules` and an `Intl.NumberFormat` for its `#`, the only Intl objects of
 * /premium's hydration, which cost a phone tens of milliseconds in one task (docs/decisions/038-total-blocking-time.md).
 */
export function pluralForm(count: number, locale: Locale): "one" | "other" {
  const size = Math.abs(count);
  if (locale === "en") return size === 1 ? "one" : "other";
  return size < 2 ? "one" : "other";
}
