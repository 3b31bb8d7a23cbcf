// Issue 15: a periodic job of the server process that runs once per interval across a cluster: every interval each
// process asks its use case to claim the run (a conditional upsert in the database, adapters/api/db/job-runs.ts) and
// run it; the others skip. A run never overlaps the previous one of its process; a failure is logged, never thrown.
import type { DependencyContainer } from "tsyringe";
import { ClockToken, type Clock } from "../application/api/shared/ports.ts";
import type { Logger } from "./logger.ts";

export interface ClaimedJob {
  /** The log lines' prefix (`{name}.skipped`, `{name}.run_failed`). */
  name: string;
  intervalMs: number;
  /** The first attempt after the start (not in the way of the start itself). */
  firstRunMs: number;
  /** A run is claimed when none was in the last interval but this margin (ticks of workers started apart). */
  claimMarginMs: number;
  /** Claims and runs at `now` when no run was claimed since `since`; null: claimed elsewhere. */
  run(container: DependencyContainer, now: Date, since: Date): Promise<unknown>;
}

export function startClaimedJob(
  job: ClaimedJob,
  container: DependencyContainer,
  logger: Logger,
): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const run = () => {
    running = running.then(async () => {
      if (stopped) return;
      try {
        const now = container.resolve<Clock>(ClockToken).now();
        const since = new Date(now.getTime() - job.intervalMs + job.claimMarginMs);
        const report = await job.run(container, now, since);
        if (report === null) logger.debug(`${job.name}.skipped`, { reason: "claimed-elsewhere" });
      } catch (error) {
        logger.error(`${job.name}.run_failed`, { error: String(error) });
      }
    });
  };
  const first = setTimeout(run, job.firstRunMs);
  const every = setInterval(run, job.intervalMs);
  first.unref();
  every.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
