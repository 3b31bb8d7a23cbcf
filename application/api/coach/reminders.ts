// The revision coach's evening reminder (issue 30): at the hour a member chose (Europe/Paris), an e-mail with
// tonight's tasks of their plan still to do, once a day (the day claimed in the database before the mail goes, so
// two workers send it once) and never on an evening with nothing left. The rules: domain/coach/reminders.ts.
import { inject, injectable } from "tsyringe";
import { reminderDue, tasksToRemind } from "../../../domain/coach/reminders.ts";
import { dayKey } from "../../../domain/learning/progress.ts";
import { SERVICE_TIME_ZONE } from "../../../domain/time/service-time-zone.ts";
import { wallClock } from "../../../domain/time/zoned-time.ts";
import { MemberRepositoryToken, type MemberRepository } from "../account/members/ports.ts";
import { MailerToken, type Mailer } from "../mail/ports.ts";
import { revisionReminderMail } from "../mail/templates.ts";
import { ApiSettingsToken, AppLoggerToken, type ApiSettings, type AppLogger } from "../shared/ports.ts";
import { CoachSettingsRepositoryToken, type CoachSettingsRepository } from "./ports.ts";
import { LoadRevisionPlan } from "./revision-plan.ts";

/** The member home, where "Aujourd'hui" shows tonight's plan. */
export const MEMBER_HOME_PAGE = "/revisions/cours-et-quiz";

@injectable()
export class SendRevisionReminders {
  constructor(
    @inject(CoachSettingsRepositoryToken) private readonly settings: CoachSettingsRepository,
    @inject(MemberRepositoryToken) private readonly members: MemberRepository,
    @inject(LoadRevisionPlan) private readonly plans: LoadRevisionPlan,
    @inject(MailerToken) private readonly mailer: Mailer,
    @inject(ApiSettingsToken) private readonly api: ApiSettings,
    @inject(AppLoggerToken) private readonly logger: AppLogger,
  ) {}

  /** The reminders due at `now`; returns how many were sent. */
  async sendDue(now: Date): Promise<{ sent: number }> {
    const today = dayKey(now);
    const hour = new Date(wallClock(now.getTime(), SERVICE_TIME_ZONE)).getUTCHours();
    let sent = 0;
    for (const member of await this.settings.remindable()) {
      if (!reminderDue({ ...member, today, hour })) continue;
      if (!(await this.settings.claimReminder(member.memberId, today))) continue;
      const [record, plan] = await Promise.all([
        this.members.findById(member.memberId),
        this.plans.forMember(member.memberId, "fr"),
      ]);
      const tonight = plan._unsafeUnwrap().days[0];
      const tasks = tasksToRemind(tonight?.tasks ?? []);
      if (!record || tasks.length === 0) continue;
      const origin = this.api.publicOrigin.replace(/\/+$/, "");
      const result = await this.mailer.send(
        revisionReminderMail({
          to: record.email,
          brandName: this.api.brandName,
          firstname: record.firstname,
          tasks,
          homeLink: `${origin}${MEMBER_HOME_PAGE}`,
          settingsLink: `${origin}${MEMBER_HOME_PAGE}/coach`,
        }),
      );
      if (result.isErr()) this.logger.error("coach.reminder_failed", { reason: result.error.reason });
      else sent += 1;
    }
    if (sent > 0) this.logger.info("coach.reminders_sent", { sent });
    return { sent };
  }
}
