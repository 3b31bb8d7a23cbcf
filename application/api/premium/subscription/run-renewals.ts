// Issue 15: the renewal job. For each subscription near or past its term, the domain's renewalStep says what to do
// (L215-1 reminder, end notice, charge at term or retry, expiry); every effect happens once: a notice is kept under
// (subscription, kind, term) before its mail is written, and a charge is an order under the idempotency key of its
// term and attempt, so a run repeated or racing another charges once and mails once (docs/decisions/023-renewals.md).
import { inject, injectable } from "tsyringe";
import { toMinorUnits } from "../../../../domain/premium/coupons.ts";
import { planDuration } from "../../../../domain/premium/plan-duration.ts";
import {
  accessEndsAt,
  afterFailedCharge,
  renewalAwaitsMember,
  renewalStep,
} from "../../../../domain/premium/subscription.ts";
import { RENEWAL_PAYMENT_PAGE, type RenewalRunReport } from "../../../contracts/premium/subscription.ts";
import type { CheckoutProvider } from "../../../contracts/premium/checkout.ts";
import { MemberRepositoryToken, type MemberRepository } from "../../account/members/ports.ts";
import { MailerToken, type MailMessage, type Mailer } from "../../mail/ports.ts";
import {
  renewalFailedMail,
  renewalReminderMail,
  renewalSucceededMail,
  subscriptionEndingMail,
} from "../../mail/templates.ts";
import {
  ApiSettingsToken,
  AppLoggerToken,
  IdGeneratorToken,
  type ApiSettings,
  type AppLogger,
  type IdGenerator,
} from "../../shared/ports.ts";
import { PlanRepositoryToken, type PlanRepository, type StoredPlan } from "../catalog/ports.ts";
import {
  OrderRepositoryToken,
  PaymentProvidersToken,
  type OrderRepository,
  type PaymentProviders,
} from "../checkout/ports.ts";
import { periodEnd } from "../checkout/subscription-period.ts";
import { planFacts } from "./manage-subscription.ts";
import { renewalKey } from "./renewal-orders.ts";
import {
  ManagedSubscriptionRepositoryToken,
  type ManagedSubscription,
  type ManagedSubscriptionRepository,
  type NoticeKind,
} from "./ports.ts";

/** Issue 15: the job looks this far ahead (the L215-1 window opens three months before the term). */
const HORIZON_MS = 100 * 86_400_000;

/**
 * Issue 15 (ADR 029): a renewal order left pending this long (the provider did not answer, or the process died) is
 * charged again by a later run under the same order id, the provider's idempotency key: the provider answers the
 * first charge if there was one. Younger, it belongs to a run still in progress.
 */
const PENDING_CHARGE_LEASE_MS = 10 * 60_000;

@injectable()
export class RunRenewals {
  constructor(
    @inject(ManagedSubscriptionRepositoryToken) private readonly subscriptions: ManagedSubscriptionRepository,
    @inject(PlanRepositoryToken) private readonly plans: PlanRepository,
    @inject(OrderRepositoryToken) private readonly orders: OrderRepository,
    @inject(PaymentProvidersToken) private readonly providers: PaymentProviders,
    @inject(MemberRepositoryToken) private readonly members: MemberRepository,
    @inject(MailerToken) private readonly mailer: Mailer,
    @inject(IdGeneratorToken) private readonly ids: IdGenerator,
    @inject(ApiSettingsToken) private readonly settings: ApiSettings,
    @inject(AppLoggerToken) private readonly logger: AppLogger,
  ) {}

  /** Issue 15: one run of the job at `now` (the Clock's time, or the development trigger's). */
  async execute(now: Date, only: { memberId?: string } = {}): Promise<RenewalRunReport> {
    const report: RenewalRunReport = {
      at: now.toISOString(),
      reminded: 0,
      announced: 0,
      renewed: 0,
      failed: 0,
      expired: 0,
    };
    const candidates = await this.subscriptions.renewalCandidates(new Date(now.getTime() + HORIZON_MS), only.memberId);
    for (const s of candidates) {
      try {
        await this.step(s, now, report);
      } catch (error) {
        this.logger.error("renewal.step_failed", { subscriptionId: s.id, error: String(error) });
      }
    }
    if (report.renewed + report.failed + report.expired + report.reminded + report.announced > 0)
      this.logger.info("renewal.run", { ...report });
    return report;
  }

  private async step(s: ManagedSubscription, now: Date, report: RenewalRunReport): Promise<void> {
    const plan = await this.plans.findById(s.planId);
    if (plan === null) return;
    const step = renewalStep(s, planFacts(plan, s.provider), now);
    switch (step.kind) {
      case "remind": {
        const renewsTo = (s.pendingPlanId !== null ? await this.plans.findById(s.pendingPlanId) : null) ?? plan;
        const sent = await this.notify(s, "renewal-reminder", step.term, now, (to) =>
          renewalReminderMail({
            to,
            brandName: this.settings.brandName,
            planName: renewsTo.names,
            term: step.term,
            amount: renewsTo.plan.price,
            currency: renewsTo.plan.currency,
            accountLink: `${this.settings.publicOrigin}/mon-compte`,
          }),
        );
        if (sent) report.reminded++;
        return;
      }
      case "announce-end": {
        const sent = await this.notify(s, "end-notice", step.term, now, (to) =>
          subscriptionEndingMail({
            to,
            brandName: this.settings.brandName,
            planName: plan.names,
            endsAt: step.term,
            offersLink: `${this.settings.publicOrigin}/premium`,
          }),
        );
        if (sent) report.announced++;
        return;
      }
      case "expire":
        if (await this.subscriptions.expire(s.id, now)) report.expired++;
        return;
      case "charge":
        await this.charge(s, plan, step.term, step.attempt, now, report);
        return;
      default:
        return;
    }
  }

  private async charge(
    s: ManagedSubscription,
    plan: StoredPlan,
    term: Date,
    attempt: number,
    now: Date,
    report: RenewalRunReport,
  ): Promise<void> {
    const pending = s.pendingPlanId !== null ? await this.plans.findById(s.pendingPlanId) : null;
    const renewsTo = pending && pending.active ? pending : plan;
    const provider = this.providers.webhook(s.provider);
    if (provider?.renew === undefined) {
      this.logger.warn("renewal.unsupported", { subscriptionId: s.id, provider: s.provider });
      return;
    }
    const amountMinor = toMinorUnits(renewsTo.plan.price, renewsTo.plan.currency);
    const key = renewalKey(s.id, term, attempt);
    let orderId = this.ids.uuid();
    const created = await this.orders.create({
      id: orderId,
      memberId: s.memberId,
      planId: renewsTo.plan.id,
      campaignId: null,
      campaignSlug: null,
      couponId: null,
      couponCode: null,
      amountMinor,
      listPriceMinor: amountMinor,
      currency: renewsTo.plan.currency,
      provider: s.provider as CheckoutProvider,
      providerReference: null,
      redirectUrl: null,
      status: "pending",
      idempotencyKey: key,
      requestFingerprint: key,
      email: null,
      successPath: "/mon-compte",
      failurePath: "/mon-compte",
      failureReason: null,
      subscriptionId: null,
      createdAt: now,
      updatedAt: now,
      expiresAt: new Date(now.getTime() + 86_400_000),
      paidAt: null,
      withdrawalWaiverAt: null,
      purpose: "subscription",
    });
    if (!created.created) {
      // Another run holds this term's attempt: it charges, not this one; unless its order was left pending past
      // the lease (no answer from the provider): charged again under the same order id (idempotent at the provider).
      const { existing } = created;
      if (existing.status !== "pending" || now.getTime() - existing.createdAt.getTime() < PENDING_CHARGE_LEASE_MS)
        return;
      orderId = existing.id;
    }
    const result = await provider.renew({
      subscriptionId: s.id,
      memberId: s.memberId,
      orderId,
      providerReference: s.providerReference,
      card:
        s.cardBrand !== null && s.cardLast4 !== null
          ? {
              brand: s.cardBrand,
              last4: s.cardLast4,
              customerId: s.providerCustomerId,
              paymentMethodId: s.providerPaymentMethodId,
            }
          : null,
      planId: renewsTo.plan.id,
      amountMinor,
      currency: renewsTo.plan.currency,
      idempotencyKey: key,
    });
    if (result.isErr() && result.error.type === "ProviderFailed") {
      // No answer: nothing is known to be charged. The order stays pending; a run after the lease tries again.
      this.logger.warn("renewal.provider_failed", {
        subscriptionId: s.id,
        orderId,
        attempt,
        reason: result.error.reason,
      });
      return;
    }
    if (result.isOk()) {
      const newPeriodEnd = periodEnd(term, planDuration(renewsTo.plan)) ?? term;
      const done = await this.subscriptions.completeRenewal({
        id: s.id,
        term,
        attempt,
        orderId,
        planId: renewsTo.plan.id,
        isFamily: renewsTo.plan.isFamilyMasterPlan,
        newPeriodEnd,
        now,
      });
      if (!done) return;
      report.renewed++;
      this.logger.info("renewal.charged", { subscriptionId: s.id, orderId, attempt });
      await this.mailRenewed(s, renewsTo, term, newPeriodEnd, now);
      return;
    }
    const reason = result.error.reason;
    const after = afterFailedCharge(term, attempt - 1);
    const failed = await this.subscriptions.failRenewal({ id: s.id, term, attempt, orderId, reason, after, now });
    if (!failed) return;
    report.failed++;
    if (after.status === "expired") report.expired++;
    this.logger.warn("renewal.declined", { subscriptionId: s.id, orderId, attempt, reason });
    await this.notify(s, `renewal-failed-${attempt}`, term, now, (to) =>
      renewalFailedMail({
        to,
        brandName: this.settings.brandName,
        planName: plan.names,
        nextAttemptAt: after.nextAttemptAt,
        accessUntil: accessEndsAt({ periodEnd: term, graceUntil: after.graceUntil, status: after.status }),
        accountLink: `${this.settings.publicOrigin}/mon-compte`,
        // ADR 029 addendum: a refusal for authentication is paid by the member on the provider's page.
        payLink: renewalAwaitsMember(after, reason) ? `${this.settings.publicOrigin}${RENEWAL_PAYMENT_PAGE}` : null,
      }),
    );
  }

  /**
   * Issue 15: the mail of a term renewed (charged by this job, or paid by the member on the provider's page: ADR 029
   * addendum), once per subscription and term.
   */
  async mailRenewed(
    s: Pick<ManagedSubscription, "id" | "memberId">,
    renewsTo: StoredPlan,
    term: Date,
    newPeriodEnd: Date,
    now: Date,
  ): Promise<void> {
    await this.notify(s, "renewal-succeeded", term, now, (to) =>
      renewalSucceededMail({
        to,
        brandName: this.settings.brandName,
        planName: renewsTo.names,
        amount: renewsTo.plan.price,
        currency: renewsTo.plan.currency,
        periodEnd: newPeriodEnd,
      }),
    );
  }

  /** Writes a notice's mail once: kept first, forgotten again when the mail could not be written. */
  private async notify(
    s: Pick<ManagedSubscription, "id" | "memberId">,
    kind: NoticeKind,
    term: Date,
    now: Date,
    write: (to: string) => MailMessage,
  ): Promise<boolean> {
    if (!(await this.subscriptions.claimNotice(s.id, kind, term, now))) return false;
    const member = await this.members.findById(s.memberId);
    if (member === null) return false;
    const sent = await this.mailer.send(write(member.email));
    if (sent.isErr()) {
      await this.subscriptions.releaseNotice(s.id, kind, term);
      this.logger.error("renewal.mail_failed", { subscriptionId: s.id, kind });
      return false;
    }
    return true;
  }
}
