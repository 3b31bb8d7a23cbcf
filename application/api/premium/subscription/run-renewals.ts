// Issue 15: the renewal job. The payment provider's own subscription charges each renewal at term and retries a
// refused one (ADR 040); this job does what is ours around it. For each subscription near or past its term, the
// domain's renewalStep says what to do: the L215-1 reminder, the end notice of a plan that does not renew, the grace
// period of a term whose renewal is awaited from the provider, the expiry of a plan at its end (or past its grace
// period). And it tells the provider again what it has not acknowledged yet (SyncBilling). Every effect happens once:
// a notice is kept under (subscription, kind, term) before its mail is written, and each transition is conditional
// (docs/decisions/023-renewals.md, 040-provider-subscriptions.md).
import { inject, injectable } from "tsyringe";
import { renewalStep } from "../../../../domain/premium/subscription.ts";
import type { RenewalRunReport } from "../../../contracts/premium/subscription.ts";
import { AppLoggerToken, type AppLogger } from "../../shared/ports.ts";
import { PlanRepositoryToken, type PlanRepository } from "../catalog/ports.ts";
import { planFacts } from "./plan-facts.ts";
import { RenewalMails } from "./renewal-mails.ts";
import {
  ManagedSubscriptionRepositoryToken,
  type ManagedSubscription,
  type ManagedSubscriptionRepository,
} from "./ports.ts";
import { SyncBilling } from "./sync-billing.ts";

/** Issue 15: the job looks this far ahead (the L215-1 window opens three months before the term). */
const HORIZON_MS = 100 * 86_400_000;

type JobReport = Omit<RenewalRunReport, "provider">;

@injectable()
export class RunRenewals {
  constructor(
    @inject(ManagedSubscriptionRepositoryToken) private readonly subscriptions: ManagedSubscriptionRepository,
    @inject(PlanRepositoryToken) private readonly plans: PlanRepository,
    @inject(RenewalMails) private readonly mails: RenewalMails,
    @inject(SyncBilling) private readonly billing: SyncBilling,
    @inject(AppLoggerToken) private readonly logger: AppLogger,
  ) {}

  /** Issue 15: one run of the job at `now` (the Clock's time, or the development trigger's). */
  async execute(now: Date, only: { memberId?: string } = {}): Promise<JobReport> {
    const report: JobReport = { at: now.toISOString(), reminded: 0, announced: 0, awaiting: 0, expired: 0, synced: 0 };
    const candidates = await this.subscriptions.renewalCandidates(new Date(now.getTime() + HORIZON_MS), only.memberId);
    for (const s of candidates) {
      try {
        await this.step(s, now, report);
        // What the provider has not acknowledged yet, this step's own writes included (an expiry ends its subscription).
        const stored = (await this.subscriptions.findById(s.id)) ?? s;
        if ((await this.billing.sync(stored)) === "synced") report.synced++;
      } catch (error) {
        this.logger.error("renewal.step_failed", { subscriptionId: s.id, error: String(error) });
      }
    }
    if (report.awaiting + report.expired + report.reminded + report.announced + report.synced > 0)
      this.logger.info("renewal.run", { ...report });
    return report;
  }

  private async step(s: ManagedSubscription, now: Date, report: JobReport): Promise<void> {
    const plan = await this.plans.findById(s.planId);
    if (plan === null) return;
    const step = renewalStep(s, planFacts(plan, s.provider), now);
    switch (step.kind) {
      case "remind": {
        const renewsTo = (s.pendingPlanId !== null ? await this.plans.findById(s.pendingPlanId) : null) ?? plan;
        if (await this.mails.reminder(s, renewsTo, step.term, now)) report.reminded++;
        return;
      }
      case "announce-end":
        if (await this.mails.endNotice(s, plan, step.term, now)) report.announced++;
        return;
      case "await-renewal":
        if (await this.subscriptions.awaitRenewal(s.id, step.term, step.graceUntil, now)) {
          report.awaiting++;
          this.logger.info("renewal.awaiting_provider", { subscriptionId: s.id, term: step.term.toISOString() });
        }
        return;
      case "expire":
        if (await this.subscriptions.expire(s.id, now)) report.expired++;
        return;
      default:
        return;
    }
  }
}
