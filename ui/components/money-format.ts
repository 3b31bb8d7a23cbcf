// §9 prices: an amount in its currency, in the page's language ("149,99 €", "98 390 F CFA", "€149.99"; XOF has no
// decimals). Without messages of its own, so any area's component may use it (tests/i18n/catalog-areas.test.ts).
import { formatMoney } from "../../domain/premium/money.ts";
import type { Currency } from "../../domain/premium/plan.ts";
import { useLocale } from "../composition/app-context.tsx";

/**
 * The formatter; `signed` writes a sign on a difference ("+60,00 €", "-60,00 €"). The text is written without Intl
 * (domain/premium/money.ts, ADR 038): /premium writes 36 prices while it hydrates, and building the page's first
 * Intl.NumberFormat took a task of 40 ms on its own (ADR 012, addendum "premiumtbt", kept one formatter per kind).
 */
export function useFormatMoney(): (amount: number, currency: Currency, signed?: boolean) => string {
  const locale = useLocale();
  return (amount, currency, signed = false) => formatMoney(amount, currency, locale, signed);
}
