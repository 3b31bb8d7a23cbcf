// Issue 30 (docs/decisions/050): memory tuned to each pupil. Every hour, one process of the cluster (the run claimed in
// the database, like the refund sweep) fits FSRS's parameters to the members whose review log is big enough (FitMemory),
// off the request path.
import type { DependencyContainer } from "tsyringe";
import { FitMemory } from "../application/api/learning/memory.ts";
import { startClaimedJob } from "./periodic-job.ts";
import type { Logger } from "./logger.ts";

export function startMemoryFitJob(container: DependencyContainer, logger: Logger): { stop(): Promise<void> } {
  return startClaimedJob(
    {
      name: "memory_fit",
      intervalMs: 3_600_000,
      firstRunMs: 120_000,
      claimMarginMs: 5 * 60_000,
      run: (c, now, since) => c.resolve(FitMemory).scheduled(now, since),
    },
    container,
    logger,
  );
}
