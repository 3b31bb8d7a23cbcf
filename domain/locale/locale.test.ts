import { describe, expect, it } from "vitest";
import {
  dateLocaleTag,
  isResetPage,
  localeFromBrowser,
  localeFromLangParam,
  monthOfYear,
  parseAcceptLanguage,
  parseStoredLocale,
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
