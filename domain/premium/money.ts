// §9 prices: an amount in its currency, in French or US style ("149,99 €", "98 390 F CFA", "€149.99", "F CFA 98,390"),
// the text Intl.NumberFormat writes for a currency in fr-FR and en-US (EUR with cents, XOF without; French groups
// digits with narrow no-break spaces), written without Intl: a page's first number formatter costs a phone tens of
// milliseconds to build (ICU's locale data), in the middle of the hydration of /premium and of the home page
// (docs/decisions/038-total-blocking-time.md). The server and the browser write the same text.
import { formatCount, type Locale } from "../locale/locale.ts";
import type { Currency } from "./plan.ts";

const NARROW_NO_BREAK_SPACE = "\u202f";
const NO_BREAK_SPACE = "\u00a0";

/** How each currency is written: its symbol and its number of decimals. */
const CURRENCY_TEXT: Record<Currency, { symbol: string; decimals: number }> = {
  EUR: { symbol: "€", decimals: 2 },
  XOF: { symbol: `F${NARROW_NO_BREAK_SPACE}CFA`, decimals: 0 },
};

/**
 * §9: `amount` in `currency` as the page's language writes it; `signed` writes a sign on a difference ("+60,00 €",
 * "-60,00 €" but "0,00 €"), otherwise only a negative amount has one. Rounded half away from zero, as Intl.
 */
export function formatMoney(amount: number, currency: Currency, locale: Locale, signed = false): string {
  const { symbol, decimals } = CURRENCY_TEXT[currency];
  const scale = 10 ** decimals;
  // toPrecision(15) first: 1.005 × 100 is 100.49999999999999 in binary, Intl (decimal) rounds it to 101.
  const units = Math.round(Number((Math.abs(amount) * scale).toPrecision(15)));
  const whole = formatCount(Math.floor(units / scale), locale);
  const fraction = decimals > 0 ? `${locale === "en" ? "." : ","}${String(units % scale).padStart(decimals, "0")}` : "";
  const negative = amount < 0 || Object.is(amount, -0);
  const sign = signed ? (units === 0 ? "" : negative ? "-" : "+") : negative ? "-" : "";
  if (locale === "en") return `${sign}${symbol}${currency === "EUR" ? "" : NO_BREAK_SPACE}${whole}${fraction}`;
  return `${sign}${whole}${fraction}${NO_BREAK_SPACE}${symbol}`;
}
