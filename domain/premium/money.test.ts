// §9 prices: the money text is the one Intl.NumberFormat writes in fr-FR and en-US, without building one.
import { describe, expect, it } from "vitest";
import { dateLocaleTag, LOCALES } from "../locale/locale.ts";
import { formatMoney } from "./money.ts";
import { CURRENCIES } from "./plan.ts";

const AMOUNTS = [0, 0.5, 1, 1.005, 2.675, 9.99, 12, 60, 149.99, 999, 1000, 1234.5, 98390, 1234567.89, 100000000];

function intl(amount: number, currency: (typeof CURRENCIES)[number], tag: string, signed: boolean): string {
  return new Intl.NumberFormat(tag, {
    style: "currency",
    currency,
    signDisplay: signed ? "exceptZero" : "auto",
    minimumFractionDigits: currency === "EUR" ? 2 : 0,
    maximumFractionDigits: currency === "EUR" ? 2 : 0,
  }).format(amount);
}

describe("§9 money text", () => {
  it("writes prices in French and US style", () => {
    expect(formatMoney(149.99, "EUR", "fr")).toBe("149,99\u00a0€");
    expect(formatMoney(149.99, "EUR", "en")).toBe("€149.99");
    expect(formatMoney(98390, "XOF", "fr")).toBe("98\u202f390\u00a0F\u202fCFA");
    expect(formatMoney(98390, "XOF", "en")).toBe("F\u202fCFA\u00a098,390");
    expect(formatMoney(60, "EUR", "fr", true)).toBe("+60,00\u00a0€");
    expect(formatMoney(-60, "EUR", "en", true)).toBe("-€60.00");
    expect(formatMoney(0, "XOF", "fr", true)).toBe("0\u00a0F\u202fCFA");
  });

  it("writes exactly what Intl.NumberFormat writes, for every currency, language, sign and amount", () => {
    for (const locale of LOCALES)
      for (const currency of CURRENCIES)
        for (const signed of [false, true])
          for (const amount of [...AMOUNTS, ...AMOUNTS.map((value) => -value), 0.001, -0.001])
            expect(formatMoney(amount, currency, locale, signed), `${amount} ${currency} ${locale} ${signed}`).toBe(
              intl(amount, currency, dateLocaleTag(locale), signed),
            );
  });
});
