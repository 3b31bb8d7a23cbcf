// Issue 15: amounts of the subscription section in the page's language ("89,99 €", "€89.99"; XOF without decimals).
import { dateLocaleTag } from "../../../domain/locale/locale.ts";
import { useLocale } from "../../composition/app-context.tsx";

export function useFormatAmount(): (amount: number, currency: "EUR" | "XOF", signed?: boolean) => string {
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
