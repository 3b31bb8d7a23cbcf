import { describe, expect, it } from "vitest";
import {
  frenchFirstOfMonth,
  dateLocaleTag,
  isResetPage,
  localeFromBrowser,
  formatCount,
  localeFromLangParam,
  LOCALES,
  monthOfYear,
  parseAcceptLanguage,
  parseStoredLocale,
  pluralForm,
  resolveLocale,
} from "./locale.ts";

const base = { path: "/", langParam: null, storedLocale: null, browserLanguages: [] as string[] };

describe("§2 Language: lang parameter", () => {
  it("gives English for en, in any case", () => {
    expect(localeFromLangParam("en")).toBe("en");
    expect(localeFromLangParam(" EN ")).toBe("en");
  });
  it("gives French for any other value", () => {
    for (const v of ["fr", "", "de", "english", "en-US"]) expect(localeFromLangParam(v)).toBe("fr");
  });
});

describe("§2 Language: stored locale and browser", () => {
  it("accepts only known stored values", () => {
    expect(parseStoredLocale("en")).toBe("en");
    expect(parseStoredLocale("fr")).toBe("fr");
    expect(parseStoredLocale("es")).toBeNull();
    expect(parseStoredLocale(null)).toBeNull();
    expect(parseStoredLocale(undefined)).toBeNull();
  });
  it("orders Accept-Language by quality then position and drops * and q=0", () => {
    expect(parseAcceptLanguage("de;q=0.5, en-US, fr;q=0.8, *;q=0.1, es;q=0")).toEqual(["en-US", "fr", "de"]);
    expect(parseAcceptLanguage("fr;q=abc, en")).toEqual(["en"]);
    expect(parseAcceptLanguage("fr; level=1, en;q=0.9")).toEqual(["fr", "en"]);
    expect(parseAcceptLanguage("en-GB, fr, de;q=0.5, es;q=0.5")).toEqual(["en-GB", "fr", "de", "es"]);
    expect(parseAcceptLanguage("")).toEqual([]);
    expect(parseAcceptLanguage(null)).toEqual([]);
    expect(parseAcceptLanguage(" , ;q=1")).toEqual([]);
  });
  it("takes the first French or English browser language", () => {
    expect(localeFromBrowser(["de-DE", "en-EN", "fr-FR"])).toBe("en");
    expect(localeFromBrowser(["fr-FR"])).toBe("fr");
    expect(localeFromBrowser(["de", "es"])).toBeNull();
    expect(localeFromBrowser([])).toBeNull();
  });
});

describe("§2 Language: resolution order", () => {
  it("defaults to French", () => {
    expect(resolveLocale(base)).toEqual({ locale: "fr", remember: null });
  });
  it("uses the browser when nothing is stored", () => {
    expect(resolveLocale({ ...base, browserLanguages: ["en-EN"] }).locale).toBe("en");
  });
  it("prefers the stored locale over the browser", () => {
    expect(resolveLocale({ ...base, storedLocale: "fr", browserLanguages: ["en-EN"] }).locale).toBe("fr");
  });
  it("prefers the lang parameter over the stored locale and remembers it", () => {
    expect(resolveLocale({ ...base, langParam: "en", storedLocale: "fr" })).toEqual({ locale: "en", remember: "en" });
    expect(resolveLocale({ ...base, langParam: "xx", storedLocale: "en" })).toEqual({ locale: "fr", remember: "fr" });
  });
  it("forces French on the reset page, still remembering an explicit choice", () => {
    expect(resolveLocale({ ...base, path: "/reset", storedLocale: "en", browserLanguages: ["en"] })).toEqual({
      locale: "fr",
      remember: null,
    });
    expect(resolveLocale({ ...base, path: "/reset/", langParam: "en" })).toEqual({ locale: "fr", remember: "en" });
  });
  it("recognises the reset page only at its exact path", () => {
    expect(isResetPage("/RESET")).toBe(true);
    expect(isResetPage("/reset-password")).toBe(false);
    expect(isResetPage("/forgot-password")).toBe(false);
  });
});

describe("§2 Language: date formats", () => {
  it("writes dates in French or US style", () => {
    expect(dateLocaleTag("fr")).toBe("fr-FR");
    expect(dateLocaleTag("en")).toBe("en-US");
  });

  it("writes a month of a year as the date formatter of each style does, without it", () => {
    expect(monthOfYear(2027, 6, "fr")).toBe("juin 2027");
    expect(monthOfYear(2026, 12, "en")).toBe("December 2026");
    // Outside 1 to 12 (never given by the product): the number itself rather than a missing word.
    expect(monthOfYear(2027, 13, "fr")).toBe("13 2027");
    for (const locale of ["fr", "en"] as const) {
      const intl = new Intl.DateTimeFormat(dateLocaleTag(locale), { month: "long", year: "numeric", timeZone: "UTC" });
      for (let month = 1; month <= 12; month++)
        expect(monthOfYear(2027, month, locale)).toBe(intl.format(new Date(Date.UTC(2027, month - 1, 15))));
    }
  });
});

describe("§2 Language: counts and their plural form, without Intl", () => {
  const COUNTS = [0, 1, 2, 3, 7, 12, 30, 48, 365, 999, 1000, 1001, 12345, 999999, 1000000, 2000000, 1234567890];

  it("writes a count as the language's number formatter does", () => {
    expect(formatCount(12, "fr")).toBe("12");
    expect(formatCount(1000, "fr")).toBe("1\u202f000");
    expect(formatCount(1000, "en")).toBe("1,000");
    expect(formatCount(-12345, "en")).toBe("-12,345");
    for (const locale of LOCALES) {
      const intl = new Intl.NumberFormat(locale);
      for (const count of [...COUNTS, ...COUNTS.map((value) => -value)])
        expect(formatCount(count, locale), `${count} ${locale}`).toBe(intl.format(count));
    }
  });

  it("chooses the singular for 0 and 1 in French, for 1 alone in English", () => {
    expect(pluralForm(0, "fr")).toBe("one");
    expect(pluralForm(1, "fr")).toBe("one");
    expect(pluralForm(2, "fr")).toBe("other");
    expect(pluralForm(0, "en")).toBe("other");
    expect(pluralForm(1, "en")).toBe("one");
    expect(pluralForm(2, "en")).toBe("other");
  });

  it("chooses the form Intl.PluralRules chooses (French's many, for whole millions, is the other form)", () => {
    for (const locale of LOCALES) {
      const rules = new Intl.PluralRules(locale);
      for (const count of [...COUNTS, ...COUNTS.map((value) => -value), 0.5, 1.5, 2.5, -1.5]) {
        const category = rules.select(count);
        expect(pluralForm(count, locale), `${count} ${locale}`).toBe(category === "one" ? "one" : "other");
      }
    }
  });
});

describe("§2 Language: the first day of a month in French", () => {
  it("writes 1er before a French month, as Intl does not", () => {
    const intl = (iso: string) =>
      new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));
    expect(frenchFirstOfMonth(intl("2026-02-01T12:00:00Z"))).toBe("1er février 2026");
    expect(frenchFirstOfMonth("du 1 mai au 1 juin 2027")).toBe("du 1er mai au 1er juin 2027");
    expect(frenchFirstOfMonth("le 1 août")).toBe("le 1er août");
  });

  it("leaves other days, counts, words and English dates as they are", () => {
    for (const text of ["21 février 2026", "11 mars 2027", "31 décembre", "1 000 jours", "1 marsupial", "May 1, 2027"])
      expect(frenchFirstOfMonth(text)).toBe(text);
  });
});
