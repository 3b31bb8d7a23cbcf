// Issue 15 (docs/decisions/031-retention.md): the periodic retention purge of the server process. Every
// PURGE_INTERVAL_MS each process tries to claim the run (a conditional upsert in the database): one process runs it,
// the others skip, so a cluster purges once per interval; a run never overlaps the previous one of its process, and
// what it does is logged (retention.purged). Its deletions are conditions, so a second run would delete nothing more.
import type { DependencyContainer } from "tsyringe";
import { PurgeExpiredData } from "../application/api/account/retention/purge-expired-data.ts";
import { ClockToken, type Clock } from "../application/api/shared/ports.ts";
import type { Logger } from "./logger.ts";

/** How often the purge runs (periods are counted in days to years). */
const PURGE_INTERVAL_MS = 6 * 3_600_000;
/** A run is claimed when none was in the last interval but this margin (ticks of workers started apart). */
const CLAIM_MARGIN_MS = 10 * 60_000;
/** The first attempt, a minute after the start (not in the way of the start itself). */
const FIRST_RUN_MS = 60_000;

export function startRetentionJob(container: DependencyContainer, logger: Logger): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const run = () => {
    running = running.then(async () => {
      if (stopped) return;
      try {
        const now = container.resolve<Clock>(ClockToken).now();
        const since = new Date(now.getTime() - PURGE_INTERVAL_MS + CLAIM_MARGIN_MS);
        const report = await container.resolve(PurgeExpiredData).scheduled(now, since);
        if (report === null) logger.debug("retention.skipped", { reason: "claimed-elsewhere" });
      } catch (error) {
        logger.error("retention.run_failed", { error: String(error) });
      }
    });
  };
  const first = setTimeout(run, FIRST_RUN_MS);
  const every = setInterval(run, PURGE_INTERVAL_MS);
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
