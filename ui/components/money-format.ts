// §9 prices: an amount in its currency, in the page's language ("149,99 €", "98 390 F CFA", "€149.99"; XOF has no
// decimals). Without messages of its own, so any area's component may use it (tests/i18n/catalog-areas.test.ts).
import { dateLocaleTag } from "../../domain/locale/locale.ts";
import type { Currency } from "../../domain/premium/plan.ts";
import { useLocale } from "../composition/app-context.tsx";

/**
 * ADR 012 (addendum "premiumtbt"): one formatter per (language, currency, signed), built at its first use and kept
 * for the process or the page. An `Intl.NumberFormat` costs a phone milliseconds to build (the page's first one tens,
 * ICU's locale data), and /premium writes 36 prices while it hydrates; the server renders them on every request.
 */
const formatters = new Map<string, Intl.NumberFormat>();

function moneyFormatter(tag: string, currency: Currency, signed: boolean): Intl.NumberFormat {
  const key = `${tag}|${currency}|${signed ? "signed" : "plain"}`;
  let format = formatters.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(tag, {
      style: "currency",
      currency,
      signDisplay: signed ? "exceptZero" : "auto",
      minimumFractionDigits: currency === "EUR" ? 2 : 0,
      maximumFractionDigits: currency === "EUR" ? 2 : 0,
    });
    formatters.set(key, format);
  }
  return format;
}

/** The formatter; `signed` writes a sign on a difference ("+60,00 €", "−60,00 €"). */
export function useFormatMoney(): (amount: number, currency: Currency, signed?: boolean) => string {
  const tag = dateLocaleTag(useLocale());
  return (amount, currency, signed = false) => moneyFormatter(tag, currency, signed).format(amount);
}
