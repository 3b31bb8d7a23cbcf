// Issue 30: the revision coach's mails. Every quarter of an hour each process asks for the mails due: the evening
// reminders (at the hour each member chose, Europe/Paris) and the weekly word to parents (from Monday 08:00, for the
// week just ended). Each mail is claimed in the database before it goes (a member's day, a holder's week), so a
// restart, a late worker or a second process sends it once.
import type { DependencyContainer } from "tsyringe";
import { SendRevisionReminders } from "../application/api/coach/reminders.ts";
import { WeeklyFamilyDigests } from "../application/api/coach/weekly-family-digest.ts";
import type { Logger } from "./logger.ts";
import { startPeriodicJob } from "./periodic-job.ts";

const QUARTER_HOUR_MS = 15 * 60_000;

/** A coach mail's job: every quarter of an hour, the first run a little after the start. */
function quarterHourly(
  name: string,
  firstRunMs: number,
  run: (container: DependencyContainer, now: Date) => Promise<unknown>,
): (container: DependencyContainer, logger: Logger) => { stop(): Promise<void> } {
  return (container, logger) =>
    startPeriodicJob({ name, intervalMs: QUARTER_HOUR_MS, firstRunMs, run }, container, logger);
}

export const startWeeklyDigestJob = quarterHourly("weekly_digest", 120_000, (c, now) =>
  c.resolve(WeeklyFamilyDigests).sendDue(now),
);

export const startReminderJob = quarterHourly("coach_reminders", 150_000, (c, now) =>
  c.resolve(SendRevisionReminders).sendDue(now),
);
