// §2 Language: dates in French or US style, in the service's time zone (Paris: the day a receipt and a mail give), the
// same text on the server and in the browser (no hydration mismatch around midnight). Without messages of its own, so any area's component may use it
// (tests/i18n/catalog-areas.test.ts), as money-format.ts.
import { dateLocaleTag, frenchFirstOfMonth } from "../../domain/locale/locale.ts";
import { SERVICE_TIME_ZONE } from "../../domain/time/service-time-zone.ts";
import { useLocale } from "../composition/app-context.tsx";

/**
 * §2: a date (ISO instant or YYYY-MM-DD) in the page's style: "21 novembre 2026", "1er décembre 2026", "November 21,
 * 2026". `inclusiveEnd`: the instant is the end of a window, excluded (a campaign's end, a right of withdrawal's end:
 * the next midnight in Paris), and the last day it covers is written: a window ending 2027-09-01T00:00+02:00 runs
 * "jusqu'au 31 août 2027".
 */
export function useFormatDate(): (iso: string, options?: { inclusiveEnd?: boolean }) => string {
  const format = new Intl.DateTimeFormat(dateLocaleTag(useLocale()), {
    dateStyle: "long",
    timeZone: SERVICE_TIME_ZONE,
  });
  return (iso, options = {}) => {
    const time = Date.parse(iso);
    if (Number.isNaN(time)) return iso;
    return frenchFirstOfMonth(format.format(new Date(options.inclusiveEnd ? time - 1 : time)));
  };
}
