// The periodic jobs of the server process (renewals, retention, refunds): every interval the job runs at the Clock's
// time, one run at a time in a process (a run never overlaps the previous one); a failure is logged, never thrown.
// A claimed job (issue 15) also runs once per interval across a cluster: each process asks its use case to claim
// the run (a conditional upsert in the database, adapters/api/db/job-runs.ts) and run it; the others skip.
import type { DependencyContainer } from "tsyringe";
import { ClockToken, type Clock } from "../application/api/shared/ports.ts";
import type { Logger } from "./logger.ts";

interface PeriodicJob {
  /** The log lines' prefix (`{name}.skipped`, `{name}.run_failed`). */
  name: string;
  intervalMs: number;
  /** The first attempt after the start (not in the way of the start itself). */
  firstRunMs: number;
  run(container: DependencyContainer, now: Date): Promise<unknown>;
}

export interface ClaimedJob extends Omit<PeriodicJob, "run"> {
  /** A run is claimed when none was in the last interval but this margin (ticks of workers started apart). */
  claimMarginMs: number;
  /** Claims and runs at `now` when no run was claimed since `since`; null: claimed elsewhere. */
  run(container: DependencyContainer, now: Date, since: Date): Promise<unknown>;
}

export function startPeriodicJob(
  job: PeriodicJob,
  container: DependencyContainer,
  logger: Logger,
): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const run = () => {
    running = running.then(async () => {
      if (stopped) return;
      try {
        await job.run(container, container.resolve<Clock>(ClockToken).now());
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

export function startClaimedJob(
  job: ClaimedJob,
  container: DependencyContainer,
  logger: Logger,
): { stop(): Promise<void> } {
  return startPeriodicJob(
    {
      ...job,
      async run(jobContainer, now) {
        const since = new Date(now.getTime() - job.intervalMs + job.claimMarginMs);
        const report = await job.run(jobContainer, now, since);
        if (report === null) logger.debug(`${job.name}.skipped`, { reason: "claimed-elsewhere" });
      },
    },
    container,
    logger,
  );
}
