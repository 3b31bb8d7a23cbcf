// Calendar days in a time zone (an IANA name such as "Europe/Paris"), for the rules that count in days where people
// live: the flashcard study day, the end of a right of withdrawal. The wall clock is read with Intl, so summer time
// and its changes are the platform's.

/** One formatter per time zone, built at its first use, not when the module loads (docs/decisions/012). */
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock reading of `instant` in `timeZone`, as if it were UTC (milliseconds, whole seconds). */
export function wallClock(instant: number, timeZone: string): number {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    wallClockFormats.set(timeZone, format);
  }
  const p = Object.fromEntries(format.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]));
  return Date.UTC(p["year"] as number, (p["month"] as number) - 1, p["day"], p["hour"], p["minute"], p["second"]);
}

/** How far `instant`'s wall clock in `timeZone` is ahead of UTC, in milliseconds. */
export function zoneOffset(instant: number, timeZone: string): number {
  return wallClock(instant, timeZone) - (instant - (instant % 1000));
}

/**
 * The instant a calendar day's midnight happens in `timeZone` (month index 0 to 11; a day past the month's end rolls
 * over). The offset is read twice, at the first guess and at the instant it gives: it may change that night.
 */
export function zonedMidnight(year: number, monthIndex: number, day: number, timeZone: string): Date {
  const wall = Date.UTC(year, monthIndex, day);
  const guess = wall - zoneOffset(wall, timeZone);
  return new Date(wall - zoneOffset(guess, timeZone));
}
