// Issue 15: the member manages their own subscription from /mon-compte: sees it (plan, status, next renewal or end,
// payment method, the change of plan offered), cancels it (confirmed by e-mail; access runs to the end), resumes
// it before its end, and switches between its solo and family versions at the next renewal. Every rule is the
// domain's (domain/premium/subscription.ts); the API only reads and writes.
import { err, ok, type Result } from "neverthrow";
import { inject, injectable } from "tsyringe";
import {
  accessEndsAt,
  canCancel,
  canResume,
  canUpdateCard,
  nextRenewal,
  planChangeQuote,
  switchTargetOf,
  type PlanFacts,
} from "../../../../domain/premium/subscription.ts";
import type { SubscriptionView } from "../../../contracts/premium/subscription.ts";
import { MemberRepositoryToken, type MemberRepository } from "../../account/members/ports.ts";
import { subscriptionCanceledMail } from "../../mail/templates.ts";
import { MailerToken, type Mailer } from "../../mail/ports.ts";
import {
  ApiSettingsToken,
  AppLoggerToken,
  BackgroundTasksToken,
  ClockToken,
  type ApiSettings,
  type AppLogger,
  type BackgroundTasks,
  type Clock,
} from "../../shared/ports.ts";
import { PlanRepositoryToken, type PlanRepository, type StoredPlan } from "../catalog/ports.ts";
import { OrderRepositoryToken, type OrderRepository } from "../checkout/ports.ts";
import { planFacts, providerKind } from "./plan-facts.ts";
import { renewalAwaitingMember } from "./renewal-orders.ts";
import {
  ManagedSubscriptionRepositoryToken,
  type ManagedSubscription,
  type ManagedSubscriptionRepository,
} from "./ports.ts";
import { SyncBilling } from "./sync-billing.ts";

export type SubscriptionFailure =
  | { type: "NoSubscription" }
  | { type: "SubscriptionNotCancelable" }
  | { type: "SubscriptionNotResumable" }
  | { type: "PlanChangeNotAllowed" };

const names = (stored: StoredPlan) => ({ fr: stored.names.fr, en: stored.names.en });

@injectable()
export class ManageSubscription {
  constructor(
    @inject(ManagedSubscriptionRepositoryToken) private readonly subscriptions: ManagedSubscriptionRepository,
    @inject(PlanRepositoryToken) private readonly plans: PlanRepository,
    @inject(OrderRepositoryToken) private readonly orders: OrderRepository,
    @inject(MemberRepositoryToken) private readonly members: MemberRepository,
    @inject(MailerToken) private readonly mailer: Mailer,
    @inject(BackgroundTasksToken) private readonly background: BackgroundTasks,
    @inject(ApiSettingsToken) private readonly settings: ApiSettings,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(AppLoggerToken) private readonly logger: AppLogger,
    @inject(SyncBilling) private readonly billing: SyncBilling,
  ) {}

  /**
   * Issue 15 (ADR 040): the provider's own subscription is told the member's change after the answer (a provider that
   * does not answer is told again by the renewal job; what the member sees is ours at once).
   */
  private tellProvider(memberId: string): void {
    this.background.run("billing.sync", async () => {
      await this.billing.ofMember(memberId);
    });
  }

  /** Issue 15: the member's own subscription as shown. */
  async view(memberId: string): Promise<Result<SubscriptionView, SubscriptionFailure>> {
    const now = this.clock.now();
    const current = await this.subscriptions.currentOf(memberId, now);
    if (current === null) return err({ type: "NoSubscription" });
    return ok(await this.render(current, now));
  }

  /** Issue 15: stops the renewal; the confirmation e-mail states the end date. A second call answers as it is. */
  async cancel(memberId: string): Promise<Result<SubscriptionView, SubscriptionFailure>> {
    const now = this.clock.now();
    const current = await this.subscriptions.currentOf(memberId, now);
    if (current === null) return err({ type: "NoSubscription" });
    if (current.status === "canceled") return ok(await this.render(current, now));
    const plan = await this.plans.findById(current.planId);
    if (plan === null || !canCancel(current, planFacts(plan, current.provider), now))
      return err({ type: "SubscriptionNotCancelable" });
    if (!(await this.subscriptions.cancel(current.id, now))) return err({ type: "SubscriptionNotCancelable" });
    const canceled = { ...current, status: "canceled" as const, canceledAt: now, pendingPlanId: null };
    this.logger.info("subscription.canceled", { subscriptionId: current.id, memberId });
    this.mailCancellation(canceled, plan);
    this.tellProvider(memberId);
    return ok(await this.render(canceled, now));
  }

  /** Issue 15: renews again a cancelled plan before its end. */
  async resume(memberId: string): Promise<Result<SubscriptionView, SubscriptionFailure>> {
    const now = this.clock.now();
    const current = await this.subscriptions.currentOf(memberId, now);
    if (current === null) return err({ type: "NoSubscription" });
    const plan = await this.plans.findById(current.planId);
    if (plan === null || !canResume(current, planFacts(plan, current.provider), now))
      return err({ type: "SubscriptionNotResumable" });
    if (!(await this.subscriptions.resume(current.id, now))) return err({ type: "SubscriptionNotResumable" });
    this.logger.info("subscription.resumed", { subscriptionId: current.id, memberId });
    this.tellProvider(memberId);
    return ok(await this.render({ ...current, status: "active", canceledAt: null }, now));
  }

  /** Issue 15: switches to the counterpart plan from the next renewal; the current plan's id withdraws a change. */
  async changePlan(memberId: string, planId: string): Promise<Result<SubscriptionView, SubscriptionFailure>> {
    const now = this.clock.now();
    const current = await this.subscriptions.currentOf(memberId, now);
    if (current === null) return err({ type: "NoSubscription" });
    const plan = await this.plans.findById(current.planId);
    if (plan === null) return err({ type: "PlanChangeNotAllowed" });
    let pending: string | null;
    if (planId === current.planId) {
      if (current.status !== "active") return err({ type: "PlanChangeNotAllowed" });
      pending = null;
    } else {
      const target = await this.plans.findById(planId);
      const quote = planChangeQuote(
        current,
        planFacts(plan, current.provider),
        target && target.active ? planFacts(target, current.provider) : null,
        now,
      );
      if (quote === null) return err({ type: "PlanChangeNotAllowed" });
      pending = quote.targetPlanId;
    }
    if (!(await this.subscriptions.setPendingPlan(current.id, pending, now)))
      return err({ type: "PlanChangeNotAllowed" });
    this.logger.info("subscription.plan_change", { subscriptionId: current.id, memberId, pendingPlanId: pending });
    this.tellProvider(memberId);
    return ok(await this.render({ ...current, pendingPlanId: pending }, now));
  }

  private mailCancellation(subscription: ManagedSubscription, plan: StoredPlan): void {
    this.background.run("subscription.canceled_mail", async () => {
      const member = await this.members.findById(subscription.memberId);
      const end = accessEndsAt(subscription);
      if (member === null || end === null) return;
      const sent = await this.mailer.send(
        subscriptionCanceledMail({
          to: member.email,
          brandName: this.settings.brandName,
          planName: plan.names,
          endsAt: end,
          accountLink: `${this.settings.publicOrigin}/mon-compte`,
        }),
      );
      if (sent.isErr()) this.logger.error("subscription.canceled_mail_failed", { subscriptionId: subscription.id });
    });
  }

  private async render(s: ManagedSubscription, now: Date): Promise<SubscriptionView> {
    const ids = [s.planId, s.pendingPlanId, switchTargetOf(s.planId)].filter((id): id is string => id !== null);
    const found = new Map((await this.plans.findByIds(ids)).map((p) => [p.plan.id, p]));
    const plan = found.get(s.planId);
    const facts: PlanFacts = plan
      ? planFacts(plan, s.provider)
      : { id: s.planId, planType: "NON_RENEWING", price: 0, currency: "EUR", isFamilyMasterPlan: s.isFamily };
    const renewsTo = (s.pendingPlanId !== null ? found.get(s.pendingPlanId) : undefined) ?? plan;
    const renewal = renewsTo ? nextRenewal(s, planFacts(renewsTo, s.provider), now) : null;
    const targetId = switchTargetOf(s.planId);
    const target = targetId !== null ? found.get(targetId) : undefined;
    const quote =
      s.pendingPlanId === null && target && target.active
        ? planChangeQuote(s, facts, planFacts(target, s.provider), now)
        : null;
    const pending = s.pendingPlanId !== null ? found.get(s.pendingPlanId) : undefined;
    const end = accessEndsAt(s);
    return {
      id: s.id,
      planId: s.planId,
      names: plan ? names(plan) : { fr: s.planId, en: s.planId },
      status: s.status,
      planType: facts.planType,
      isFamily: s.isFamily,
      periodStart: s.periodStart.toISOString(),
      periodEnd: s.periodEnd?.toISOString() ?? null,
      accessEndsAt: end?.toISOString() ?? null,
      canceledAt: s.canceledAt?.toISOString() ?? null,
      renewal:
        renewal && renewsTo
          ? {
              date: renewal.date.toISOString(),
              planId: renewal.planId,
              names: names(renewsTo),
              amount: renewal.amount,
              currency: renewal.currency,
            }
          : null,
      paymentMethod: {
        kind: providerKind(s.provider),
        provider: s.provider,
        brand: s.cardBrand,
        last4: s.cardLast4,
      },
      canCancel: canCancel(s, facts, now),
      canResume: canResume(s, facts, now),
      canUpdateCard: canUpdateCard(s, facts, now),
      renewalAwaitsPayment: (await renewalAwaitingMember(this.orders, s)) !== null,
      change:
        quote && target
          ? {
              targetPlanId: quote.targetPlanId,
              names: names(target),
              effectiveAt: quote.effectiveAt.toISOString(),
              currentAmount: quote.currentAmount,
              newAmount: quote.newAmount,
              difference: quote.difference,
              currency: quote.currency,
            }
          : null,
      pendingChange:
        pending && s.periodEnd
          ? { planId: pending.plan.id, names: names(pending), effectiveAt: s.periodEnd.toISOString() }
          : null,
    };
  }
}
