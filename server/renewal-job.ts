// Issue 15: the periodic renewal job of the server process: every RENEWAL_INTERVAL_MS it runs RunRenewals at the
// Clock's time, one run at a time (a run never overlaps the previous one). Each effect of a run happens once
// whatever the number of runs or processes (docs/decisions/023-renewals.md), so a restart or a second instance
// is harmless.
import type { DependencyContainer } from "tsyringe";
import { RunRenewals } from "../application/api/premium/subscription/run-renewals.ts";
import type { Logger } from "./logger.ts";
import { startPeriodicJob } from "./periodic-job.ts";

/** Issue 15: how often the job runs (the L215-1 window and the retries are counted in days). */
const RENEWAL_INTERVAL_MS = 15 * 60_000;
/** Issue 15: the first run, shortly after the start (not in the way of the start itself). */
const FIRST_RUN_MS = 30_000;

export function startRenewalJob(container: DependencyContainer, logger: Logger): { stop(): Promise<void> } {
  return startPeriodicJob(
    {
      name: "renewal",
      intervalMs: RENEWAL_INTERVAL_MS,
      firstRunMs: FIRST_RUN_MS,
      run: (jobContainer, now) => jobContainer.resolve(RunRenewals).execute(now),
    },
    container,
    logger,
  );
}
