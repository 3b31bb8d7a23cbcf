// §2 Language: dates in French or US style. Formatted in UTC so the server and the browser write the same text (no
// hydration mismatch around midnight). Without messages of its own, so any area's component may use it
// (tests/i18n/catalog-areas.test.ts), as money-format.ts.
import { dateLocaleTag, frenchFirstOfMonth } from "../../domain/locale/locale.ts";
import { useLocale } from "../composition/app-context.tsx";

/** §2: a date (ISO instant or YYYY-MM-DD) in the page's style: "21 novembre 2026", "1er décembre 2026", "November 21, 2026". */
export function useFormatDate(): (iso: string) => string {
  const format = new Intl.DateTimeFormat(dateLocaleTag(useLocale()), { dateStyle: "long", timeZone: "UTC" });
  return (iso) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : frenchFirstOfMonth(format.format(date));
  };
}
