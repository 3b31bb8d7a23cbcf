// Issue 30: the weekly word to parents. Every quarter of an hour each process asks for the mails due (from Monday
// 08:00, Europe/Paris, for the week just ended); each holder's mail of a week is claimed in the database before it
// goes (WeeklyFamilyDigestRepository.claimWeek), so a restart, a late worker or a second process sends it once.
import type { DependencyContainer } from "tsyringe";
import { WeeklyFamilyDigests } from "../application/api/coach/weekly-family-digest.ts";
import type { Logger } from "./logger.ts";
import { startPeriodicJob } from "./periodic-job.ts";

export function startWeeklyDigestJob(container: DependencyContainer, logger: Logger): { stop(): Promise<void> } {
  return startPeriodicJob(
    {
      name: "weekly_digest",
      intervalMs: 15 * 60_000,
      firstRunMs: 120_000,
      run: (jobContainer, now) => jobContainer.resolve(WeeklyFamilyDigests).sendDue(now),
    },
    container,
    logger,
  );
}
