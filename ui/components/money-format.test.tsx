// @vitest-environment happy-dom
// §9 prices and ADR 038: the money formatter writes each price in its own language and currency, whatever was
// formatted before, and builds no Intl.NumberFormat (the page's first one costs a phone tens of milliseconds).
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from "vitest";
import type { Locale } from "../../domain/locale/locale.ts";
import { AppProvider, DEFAULT_APP_CONTEXT } from "../composition/app-context.tsx";
import { loadCatalog } from "../i18n/catalogs.ts";
import { useFormatMoney } from "./money-format.ts";

function formatterFor(locale: Locale) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProvider value={{ ...DEFAULT_APP_CONTEXT, locale }}>{children}</AppProvider>
  );
  return renderHook(() => useFormatMoney(), { wrapper }).result.current;
}

/** Intl's spaces (narrow no-break in French) as plain spaces, to compare with readable literals. */
const plain = (text: string) => text.replace(/\s/gu, " ");

beforeAll(async () => {
  await Promise.all([loadCatalog("fr"), loadCatalog("en")]);
});

let built: MockInstance<typeof Intl.NumberFormat> | undefined;

afterEach(() => built?.mockRestore());

describe("useFormatMoney", () => {
  it("writes each price in its own language, currency and sign, in any order, building no Intl formatter", () => {
    built = vi.spyOn(Intl, "NumberFormat");
    const fr = formatterFor("fr");
    const en = formatterFor("en");
    const round = () => [
      plain(fr(149.99, "EUR")),
      plain(en(149.99, "EUR")),
      plain(fr(98390, "XOF")),
      plain(en(98390, "XOF")),
      plain(fr(60, "EUR", true)),
      plain(fr(-60, "EUR", true)),
      plain(fr(60, "EUR")),
      plain(en(-60, "EUR", true)),
      plain(fr(0, "XOF", true)),
    ];
    const expected = [
      "149,99 €",
      "€149.99",
      "98 390 F CFA",
      "F CFA 98,390",
      "+60,00 €",
      "-60,00 €",
      "60,00 €",
      "-€60.00",
      "0 F CFA",
    ];
    expect(round()).toEqual(expected);
    // A second page render (new hooks) and a second round: the same text.
    const again = [formatterFor("en")(12, "XOF"), formatterFor("fr")(12, "XOF")].map(plain);
    expect(again).toEqual(["F CFA 12", "12 F CFA"]);
    expect(round()).toEqual(expected);
    expect(built).not.toHaveBeenCalled();
  });
});
