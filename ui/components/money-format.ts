// §9 prices: an amount in its currency, in the page's language ("149,99 €", "98 390 F CFA", "€149.99"; XOF has no
// decimals). Without messages of its own, so any area's component may use it (tests/i18n/catalog-areas.test.ts).
import { dateLocaleTag } from "../../domain/locale/locale.ts";
import type { Currency } from "../../domain/premium/plan.ts";
import { useLocale } from "../composition/app-context.tsx";

/** The formatter; `signed` writes a sign on a difference ("+60,00 €", "−60,00 €"). */
export function useFormatMoney(): (amount: number, currency: Currency, signed?: boolean) => string {
  const tag = dateLocaleTag(useLocale());
  return (amount, currency, signed = false) =>
    new Intl.NumberFormat(tag, {
      style: "currency",
      currency,
      signDisplay: signed ? "exceptZero" : "auto",
      minimumFractionDigits: currency === "EUR" ? 2 : 0,
      maximumFractionDigits: currency === "EUR" ? 2 : 0,
    }).format(amount);
}
