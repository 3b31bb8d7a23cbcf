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

export function startWeeklyDigestJob(container: DependencyContainer, logger: Logger): { stop(): Promise<void> } {
  return startPeriodicJob(
    {
      name: "weekly_digest",
      intervalMs: QUARTER_HOUR_MS,
      firstRunMs: 120_000,
      run: (jobContainer, now) => jobContainer.resolve(WeeklyFamilyDigests).sendDue(now),
    },
    container,
    logger,
  );
}

export function startReminderJob(container: DependencyContainer, logger: Logger): { stop(): Promise<void> } {
  return startPeriodicJob(
    {
      name: "coach_reminders",
      intervalMs: QUARTER_HOUR_MS,
      firstRunMs: 150_000,
      run: (jobContainer, now) => jobContainer.resolve(SendRevisionReminders).sendDue(now),
    },
    container,
    logger,
  );
}
