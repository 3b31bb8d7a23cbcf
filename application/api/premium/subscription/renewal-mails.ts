// Issue 15: the mails of a subscription's term (the L215-1 reminder, the end notice, a renewal charged or refused),
// each written once per subscription, kind and term: the notice is kept first (subscription_notices) and forgotten
// again when the mail could not be written, so a run repeated or racing another mails once.
import { inject, injectable } from "tsyringe";
import {
  accessEndsAt,
  renewalAwaitsMember,
  type AfterRefusedRenewal,
} from "../../../../domain/premium/subscription.ts";
import { RENEWAL_PAYMENT_PAGE } from "../../../contracts/premium/subscription.ts";
import { MemberRepositoryToken, type MemberRepository } from "../../account/members/ports.ts";
import { MailerToken, type MailMessage, type Mailer } from "../../mail/ports.ts";
import {
  renewalFailedMail,
  renewalReminderMail,
  renewalSucceededMail,
  subscriptionEndingMail,
} from "../../mail/templates.ts";
import { ApiSettingsToken, AppLoggerToken, type ApiSettings, type AppLogger } from "../../shared/ports.ts";
import type { StoredPlan } from "../catalog/ports.ts";
import {
  ManagedSubscriptionRepositoryToken,
  type ManagedSubscription,
  type ManagedSubscriptionRepository,
  type NoticeKind,
} from "./ports.ts";

type Subscriber = Pick<ManagedSubscription, "id" | "memberId">;

@injectable()
export class RenewalMails {
  constructor(
    @inject(ManagedSubscriptionRepositoryToken) private readonly subscriptions: ManagedSubscriptionRepository,
    @inject(MemberRepositoryToken) private readonly members: MemberRepository,
    @inject(MailerToken) private readonly mailer: Mailer,
    @inject(ApiSettingsToken) private readonly settings: ApiSettings,
    @inject(AppLoggerToken) private readonly logger: AppLogger,
  ) {}

  private link(path: string): string {
    return `${this.settings.publicOrigin}${path}`;
  }

  /** Code de la consommation L215-1: the renewal of `term` can be refused (what it will charge, and where). */
  reminder(s: Subscriber, renewsTo: StoredPlan, term: Date, now: Date): Promise<boolean> {
    return this.notify(s, "renewal-reminder", term, now, (to) =>
      renewalReminderMail({
        to,
        brandName: this.settings.brandName,
        planName: renewsTo.names,
        term,
        amount: renewsTo.plan.price,
        currency: renewsTo.plan.currency,
        accountLink: this.link("/mon-compte"),
      }),
    );
  }

  /** A plan that does not renew (or was cancelled) says when it ends. */
  endNotice(s: Subscriber, plan: StoredPlan, term: Date, now: Date): Promise<boolean> {
    return this.notify(s, "end-notice", term, now, (to) =>
      subscriptionEndingMail({
        to,
        brandName: this.settings.brandName,
        planName: plan.names,
        endsAt: term,
        offersLink: this.link("/premium"),
      }),
    );
  }

  /** The renewal of `term` was charged: the new period's end. */
  renewed(s: Subscriber, renewsTo: StoredPlan, term: Date, newPeriodEnd: Date, now: Date): Promise<boolean> {
    return this.notify(s, "renewal-succeeded", term, now, (to) =>
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

  /**
   * The provider refused the renewal of `term` (`after`: what the subscription became): the next try and the access
   * kept, or the end; the page where the member pays it when their bank asks them to authenticate it.
   */
  refused(s: Subscriber, plan: StoredPlan, term: Date, after: AfterRefusedRenewal, reason: string, now: Date) {
    return this.notify(s, `renewal-failed-${after.renewalAttempts}`, term, now, (to) =>
      renewalFailedMail({
        to,
        brandName: this.settings.brandName,
        planName: plan.names,
        nextAttemptAt: after.nextAttemptAt,
        accessUntil: accessEndsAt({ periodEnd: term, graceUntil: after.graceUntil, status: after.status }),
        accountLink: this.link("/mon-compte"),
        payLink: renewalAwaitsMember(after, reason) ? this.link(RENEWAL_PAYMENT_PAGE) : null,
      }),
    );
  }

  /** Writes a notice's mail once: kept first, forgotten again when the mail could not be written. */
  private async notify(
    s: Subscriber,
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
