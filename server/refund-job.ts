// Issue 15 (docs/decisions/030-gift-card-withdrawal.md, addendum): the sweep of refunds left in progress, once an
// hour across the cluster (the run claimed in the database, like the retention purge): each credit note whose refund
// is not confirmed is refunded again under its one idempotency key (RetryRefunds), so no retry refunds twice.
import type { DependencyContainer } from "tsyringe";
import { RetryRefunds } from "../application/api/premium/checkout/gift-card-withdrawal.ts";
import { startClaimedJob } from "./periodic-job.ts";
import type { Logger } from "./logger.ts";

export function startRefundJob(container: DependencyContainer, logger: Logger): { stop(): Promise<void> } {
  return startClaimedJob(
    {
      name: "refunds",
      intervalMs: 3_600_000,
      firstRunMs: 90_000,
      claimMarginMs: 5 * 60_000,
      run: (c, now, since) => c.resolve(RetryRefunds).scheduled(now, since),
    },
    container,
    logger,
  );
}
