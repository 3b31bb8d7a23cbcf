// Issue 15: the periodic renewal job of the server process: every RENEWAL_INTERVAL_MS it runs RunRenewals at the
// Clock's time, one run at a time (a run never overlaps the previous one). Each effect of a run happens once
// whatever the number of runs or processes (docs/decisions/023-renewals.md), so a restart or a second instance
// is harmless.
import type { DependencyContainer } from "tsyringe";
import { RunRenewals } from "../application/api/premium/subscription/run-renewals.ts";
import { ClockToken, type Clock } from "../application/api/shared/ports.ts";
import type { Logger } from "./logger.ts";

/** Issue 15: how often the job runs (the L215-1 window and the retries are counted in days). */
const RENEWAL_INTERVAL_MS = 15 * 60_000;
/** Issue 15: the first run, shortly after the start (not in the way of the start itself). */
const FIRST_RUN_MS = 30_000;

export function startRenewalJob(container: DependencyContainer, logger: Logger): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const run = () => {
    running = running.then(async () => {
      if (stopped) return;
      try {
        await container.resolve(RunRenewals).execute(container.resolve<Clock>(ClockToken).now());
      } catch (error) {
        logger.error("renewal.run_failed", { error: String(error) });
      }
    });
  };
  const first = setTimeout(run, FIRST_RUN_MS);
  const every = setInterval(run, RENEWAL_INTERVAL_MS);
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
