// Issue 15: the periodic renewal job of the server process: every RENEWAL_INTERVAL_MS it runs RunRenewals at the
// Clock's time, one run at a time (a run never overlaps the previous one). Each effect of a run happens once
// whatever the number of runs or processes (docs/decisions/023-renewals.md), so a restart or a second instance
// is harmless. Outside production, the sandbox provider's billing clock runs beside it (ADR 040: the sandbox charges
// the renewals due, as Stripe does on its own servers).
import type { DependencyContainer } from "tsyringe";
import { SandboxBillingToken } from "../adapters/api/premium/payments/register-payments.ts";
import type { SandboxBilling } from "../adapters/api/premium/payments/sandbox-billing.ts";
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

/** Issue 15 (ADR 040): how often the sandbox provider's billing clock moves (development: a renewal due is charged). */
const SANDBOX_BILLING_INTERVAL_MS = 60_000;

/** Issue 15 (ADR 040): the sandbox provider's billing clock, when this process has the sandbox (never in production). */
export function startSandboxBillingJob(container: DependencyContainer, logger: Logger): { stop(): Promise<void> } {
  if (!container.isRegistered(SandboxBillingToken, true)) return { stop: async () => undefined };
  return startPeriodicJob(
    {
      name: "sandbox_billing",
      intervalMs: SANDBOX_BILLING_INTERVAL_MS,
      firstRunMs: FIRST_RUN_MS,
      run: (jobContainer, now) => jobContainer.resolve<SandboxBilling>(SandboxBillingToken).advance(now),
    },
    container,
    logger,
  );
}
