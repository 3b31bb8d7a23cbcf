// Issue 15 (docs/decisions/031-retention.md): the periodic retention purge of the server process. Every
// PURGE_INTERVAL_MS each process tries to claim the run (a conditional upsert in the database): one process runs it,
// the others skip, so a cluster purges once per interval; a run never overlaps the previous one of its process, and
// what it does is logged (retention.purged). Its deletions are conditions, so a second run would delete nothing more.
import type { DependencyContainer } from "tsyringe";
import { PurgeExpiredData } from "../application/api/account/retention/purge-expired-data.ts";
import { startClaimedJob } from "./periodic-job.ts";
import type { Logger } from "./logger.ts";

export function startRetentionJob(container: DependencyContainer, logger: Logger): { stop(): Promise<void> } {
  return startClaimedJob(
    {
      name: "retention",
      // Periods are counted in days to years.
      intervalMs: 6 * 3_600_000,
      firstRunMs: 60_000,
      claimMarginMs: 10 * 60_000,
      run: (c, now, since) => c.resolve(PurgeExpiredData).scheduled(now, since),
    },
    container,
    logger,
  );
}
