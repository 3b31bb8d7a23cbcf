// Calendar days as the revision coach counts them: `YYYY-MM-DD` keys, with calendar arithmetic (no time zone, no
// daylight-saving shift). The caller turns "now" into today's key in the member's time zone (learning/progress.ts dayKey).
import type { DayKey } from "./exam-calendar.ts";

const DAY_MS = 86_400_000;

const utc = (day: DayKey) => Date.parse(`${day}T00:00:00.000Z`);

/** The day `count` days after `day` (before it when negative). */
export function addDays(day: DayKey, count: number): DayKey {
  return new Date(utc(day) + count * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: DayKey, to: DayKey): number {
  return Math.round((utc(to) - utc(from)) / DAY_MS);
}

/** The day of the week, 0 for Monday to 6 for Sunday (the French week). */
export function weekday(day: DayKey): number {
  return (new Date(utc(day)).getUTCDay() + 6) % 7;
}

/** The calendar day of an ISO instant, read in UTC: close enough for a forecast counted in days. */
export function dayOfInstant(iso: string): DayKey {
  return iso.slice(0, 10);
}

/** Whether a string is a real calendar day `YYYY-MM-DD`. */
export function isDayKey(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(utc(value)) && addDays(value, 0) === value;
}
