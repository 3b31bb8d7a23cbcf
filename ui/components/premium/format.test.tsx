// @vitest-environment happy-dom
// §3 plan lengths and ADR 038 (session 8): "1 jour", "30 jours", "12 mois" / "1 day", "12 months" in the page's
// language, the singular or plural chosen by the domain (pluralForm), building no Intl object: Lingui's `plural`
// built an Intl.PluralRules and an Intl.NumberFormat, the only ones of /premium's hydration.
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from "vitest";
import type { Locale } from "../../../domain/locale/locale.ts";
import { AppProvider, DEFAULT_APP_CONTEXT } from "../../composition/app-context.tsx";
import { loadCatalog } from "../../i18n/catalogs.ts";
import { useDurationLabel, usePeriodLabel } from "./format.ts";
import { useFormatDate } from "../date-format.ts";

function wrapper(locale: Locale) {
  return ({ children }: { children: ReactNode }) => (
    <AppProvider value={{ ...DEFAULT_APP_CONTEXT, locale }}>{children}</AppProvider>
  );
}

beforeAll(async () => {
  await Promise.all([loadCatalog("fr"), loadCatalog("en")]);
});

const spies: MockInstance[] = [];
afterEach(() => {
  for (const spy of spies.splice(0)) spy.mockRestore();
});

describe("plan lengths", () => {
  it("writes a length in days or months with its singular or plural, in both languages, building no Intl object", () => {
    spies.push(vi.spyOn(Intl, "PluralRules"), vi.spyOn(Intl, "NumberFormat"));
    const period = (locale: Locale) => renderHook(() => usePeriodLabel(), { wrapper: wrapper(locale) }).result.current;
    const fr = period("fr");
    const en = period("en");
    const days = [0, 1, 2, 30, 1000].map((amount) => [fr({ amount, unit: "days" }), en({ amount, unit: "days" })]);
    expect(days).toEqual([
      ["0 jour", "0 days"],
      ["1 jour", "1 day"],
      ["2 jours", "2 days"],
      ["30 jours", "30 days"],
      ["1\u202f000 jours", "1,000 days"],
    ]);
    const months = [1, 3, 12, 48].map((amount) => [fr({ amount, unit: "months" }), en({ amount, unit: "months" })]);
    expect(months).toEqual([
      ["1 mois", "1 month"],
      ["3 mois", "3 months"],
      ["12 mois", "12 months"],
      ["48 mois", "48 months"],
    ]);
    const duration = renderHook(() => useDurationLabel(), { wrapper: wrapper("en") }).result.current;
    expect(
      duration({ duration: { amount: 1, unit: "days" }, planType: "NON_RENEWING", renewingPeriodicity: null }),
    ).toBe("1 day, one-off payment");
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });
});

describe("dates of the premium and account pages", () => {
  it("writes the first day of a month 1er in French ('a pris fin le 1 février' read wrong)", () => {
    const hook = <T,>(use: () => T, locale: Locale) => renderHook(use, { wrapper: wrapper(locale) }).result.current;
    const campaign = hook(() => useFormatDate(), "fr");
    expect(campaign("2026-02-01T00:00:00+01:00")).toBe("1er février 2026");
    expect(campaign("2027-03-01T00:00:00+01:00", { inclusiveEnd: true })).toBe("28 février 2027");
    expect(hook(() => useFormatDate(), "en")("2026-02-01T00:00:00+01:00")).toBe("February 1, 2026");
    const date = hook(() => useFormatDate(), "fr");
    expect(date("2026-12-01T10:00:00Z")).toBe("1er décembre 2026");
    expect(date("2026-12-21T10:00:00Z")).toBe("21 décembre 2026");
    expect(hook(() => useFormatDate(), "en")("2026-12-01T10:00:00Z")).toBe("December 1, 2026");
  });
});
