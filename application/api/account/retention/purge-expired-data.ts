// Issue 15 (docs/decisions/031-retention.md): the purge job. At `now`, the domain's table gives each boundary; the
// store deletes what is past it, warns the accounts nearing the end of their inactivity period (once), and deletes the
// accounts warned long enough ago through the account deletion itself, which keeps the accounting records.
import { inject, injectable } from "tsyringe";
import { inactiveDeletionDate, purgeCutoffs } from "../../../../domain/account/retention.ts";
import type { PurgeReport } from "../../../contracts/account/retention.ts";
import { MailerToken, type Mailer } from "../../mail/ports.ts";
import { inactiveAccountMail } from "../../mail/templates.ts";
import { ApiSettingsToken, AppLoggerToken, type ApiSettings, type AppLogger } from "../../shared/ports.ts";
import { MemberRepositoryToken, type MemberRepository } from "../members/ports.ts";
import { RetentionStoreToken, type RetentionStore } from "./ports.ts";

@injectable()
export class PurgeExpiredData {
  constructor(
    @inject(RetentionStoreToken) private readonly store: RetentionStore,
    @inject(MemberRepositoryToken) private readonly members: MemberRepository,
    @inject(MailerToken) private readonly mailer: Mailer,
    @inject(ApiSettingsToken) private readonly settings: ApiSettings,
    @inject(AppLoggerToken) private readonly logger: AppLogger,
  ) {}

  /**
   * The periodic run: does nothing (null) when another process or an earlier tick ran after `since`; else purges at
   * `now`.
   */
  async scheduled(now: Date, since: Date): Promise<PurgeReport | null> {
    if (!(await this.store.claimRun(now, since))) return null;
    return this.execute(now);
  }

  /** One purge at `now` (the scheduled run once claimed, or the development trigger). */
  async execute(now: Date): Promise<PurgeReport> {
    const cut = purgeCutoffs(now);
    const report: PurgeReport = {
      at: now.toISOString(),
      sessions: await this.store.purgeSessions(cut.sessions),
      passwordResets: await this.store.purgePasswordResets(cut.passwordResets),
      mail: await this.store.purgeMail(cut.mail),
      devices: await this.store.purgeDevices(cut.devices),
      unpaidOrders: await this.store.purgeUnpaidOrders(cut.unpaidOrders),
      accountingRecords: await this.store.purgeAccountingRecords(cut.accountingBefore),
      warned: 0,
      inactiveAccounts: 0,
    };
    for (const memberId of await this.store.inactiveAccounts(cut.inactiveBefore, cut.warnedBefore, now)) {
      await this.members.delete(memberId);
      this.logger.info("member.deleted_inactive", { memberId });
      report.inactiveAccounts += 1;
    }
    for (const account of await this.store.claimInactivityWarnings(cut.warnInactiveBefore, now)) {
      const sent = await this.mailer.send(
        inactiveAccountMail({
          to: account.email,
          brandName: this.settings.brandName,
          deletionDate: inactiveDeletionDate(account.lastActiveAt, now),
          loginLink: `${this.settings.publicOrigin}/login`,
        }),
      );
      if (sent.isErr()) {
        await this.store.releaseInactivityWarning(account.memberId);
        this.logger.warn("retention.warning_mail_failed", { memberId: account.memberId, reason: sent.error.reason });
      } else {
        report.warned += 1;
      }
    }
    this.logger.info("retention.purged", { ...report });
    return report;
  }
}
