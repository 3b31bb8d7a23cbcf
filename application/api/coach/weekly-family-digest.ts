// The weekly word to parents (issue 30): each child's last week, read by the holder of a family plan on the family
// space (GET /family/weekly-digest) and mailed every Monday to the holders who asked for it (opt-in, PUT). The week
// and the advice are domain/coach/weekly-family-digest.ts's; this use case gathers each child's activity (quiz
// scores, reviews, chapters learned, their revision plan) and sends each week's mail once per holder across workers
// (WeeklyFamilyDigestRepository.claimWeek). A child's data is read for their family's holder only.
import { err, ok, type Result } from "neverthrow";
import { inject, injectable } from "tsyringe";
import {
  childWeek,
  digestDue,
  lastCompleteWeek,
  type ChildActivity,
  type DigestWeek,
  type PlanStanding,
  weekBefore,
} from "../../../domain/coach/weekly-family-digest.ts";
import { dayKey } from "../../../domain/learning/progress.ts";
import { wallClock } from "../../../domain/time/zoned-time.ts";
import { SERVICE_TIME_ZONE } from "../../../domain/time/service-time-zone.ts";
import type { ChildWeekView, WeeklyFamilyDigest } from "../../contracts/coach.ts";
import { ProfileReader } from "../account/members/profile-reader.ts";
import type { FamilyMemberRecord } from "../account/family/ports.ts";
import { DocumentFactsReader } from "../learning/document-facts.ts";
import {
  ChaptersLearnedRepositoryToken,
  ProgressLogReaderToken,
  type ChaptersLearnedRepository,
  type ProgressLogReader,
} from "../learning/summary-ports.ts";
import { MailerToken, type Mailer } from "../mail/ports.ts";
import { UnsubscribeLinks } from "../newsletter/unsubscribe-links.ts";
import { weeklyFamilyDigestMail } from "../mail/templates.ts";
import {
  ApiSettingsToken,
  AppLoggerToken,
  ClockToken,
  type ApiSettings,
  type AppLogger,
  type Clock,
} from "../shared/ports.ts";
import { WeeklyFamilyDigestRepositoryToken, type WeeklyFamilyDigestRepository } from "./ports.ts";
import { LoadRevisionPlan } from "./revision-plan.ts";

export type DigestLocale = "fr" | "en";
export type DigestRefused = { type: "NoFamily" } | { type: "FamilyPlanRequired" };

/** The family space's page, where the holder reads the week and stops the mail. */
export const FAMILY_SPACE_PAGE = "/mon-compte";

const stripSlash = (path: string) => path.replace(/^\/+/, "");

/** The subject of a library path (`revisions/<level>/<grade>/<subject>/…`, `revisions/sup/<subject>/…`). */
function subjectOfPath(path: string): string {
  const segments = stripSlash(path).split("/");
  return (segments[1] === "sup" ? segments[2] : segments[3]) ?? "";
}

@injectable()
export class WeeklyFamilyDigests {
  constructor(
    @inject(ProfileReader) private readonly profiles: ProfileReader,
    @inject(WeeklyFamilyDigestRepositoryToken) private readonly digests: WeeklyFamilyDigestRepository,
    @inject(ProgressLogReaderToken) private readonly logs: ProgressLogReader,
    @inject(ChaptersLearnedRepositoryToken) private readonly chapters: ChaptersLearnedRepository,
    @inject(DocumentFactsReader) private readonly titles: DocumentFactsReader,
    @inject(LoadRevisionPlan) private readonly plans: LoadRevisionPlan,
    @inject(MailerToken) private readonly mailer: Mailer,
    @inject(UnsubscribeLinks) private readonly links: UnsubscribeLinks,
    @inject(ApiSettingsToken) private readonly settings: ApiSettings,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(AppLoggerToken) private readonly logger: AppLogger,
  ) {}

  /** The last complete week of the holder's children, and whether it comes by mail. */
  async view(holderId: string, locale: DigestLocale): Promise<Result<WeeklyFamilyDigest, DigestRefused>> {
    const family = await this.holderFamily(holderId);
    if (family.isErr()) return err(family.error);
    const week = lastCompleteWeek(dayKey(this.clock.now()));
    return ok({
      subscribed: (await this.digests.find(holderId)) !== null,
      week,
      children: await this.weeksOf(family.value, week, locale),
    });
  }

  /** Asks for the Monday mail in `locale`, or stops it. */
  async subscribe(
    holderId: string,
    subscribed: boolean,
    locale: DigestLocale,
  ): Promise<Result<{ subscribed: boolean }, DigestRefused>> {
    const family = await this.holderFamily(holderId);
    if (family.isErr()) return err(family.error);
    if (subscribed) await this.digests.subscribe({ holderId, locale }, this.clock.now());
    else await this.digests.unsubscribe(holderId);
    this.logger.info("weekly_digest.subscription", { subscribed });
    return ok({ subscribed });
  }

  /**
   * The periodic job's run: the mail of the week due at `now` to every subscribed holder who has not had it (a holder
   * without a family plan any more, or without children, gets none). Returns how many were sent.
   */
  async sendDue(now: Date): Promise<{ week: string | null; sent: number }> {
    const week = digestDue(dayKey(now), new Date(wallClock(now.getTime(), SERVICE_TIME_ZONE)).getUTCHours());
    if (week === null) return { week: null, sent: 0 };
    let sent = 0;
    for (const subscriber of await this.digests.subscribers()) {
      const family = await this.holderFamily(subscriber.holderId);
      if (family.isErr() || family.value.children.length === 0) continue;
      if (!(await this.digests.claimWeek(subscriber.holderId, week.start))) continue;
      const children = await this.weeksOf(family.value, week, subscriber.locale);
      const origin = this.settings.publicOrigin.replace(/\/+$/, "");
      const mail = weeklyFamilyDigestMail({
        to: family.value.email,
        brandName: this.settings.brandName,
        locale: subscriber.locale,
        week,
        children,
        familyLink: `${origin}${FAMILY_SPACE_PAGE}`,
        unsubscribeLink: this.links.linkFor(family.value.email, subscriber.locale, "resume-famille"),
      });
      const result = await this.mailer.send(mail);
      if (result.isErr()) this.logger.error("weekly_digest.mail_failed", { reason: result.error.reason });
      else sent += 1;
    }
    this.logger.info("weekly_digest.sent", { week: week.start, sent });
    return { week: week.start, sent };
  }

  private async holderFamily(
    holderId: string,
  ): Promise<Result<{ email: string; children: FamilyMemberRecord[] }, DigestRefused>> {
    const facts = await this.profiles.facts(holderId);
    const family = facts?.family;
    if (!facts || !family || family.role !== "holder") return err({ type: "NoFamily" });
    if (!family.holderSubscriptions.some((subscription) => subscription.isFamily))
      return err({ type: "FamilyPlanRequired" });
    return ok({ email: facts.member.email, children: family.members });
  }

  private async weeksOf(
    family: { children: FamilyMemberRecord[] },
    week: DigestWeek,
    locale: DigestLocale,
  ): Promise<ChildWeekView[]> {
    const views: ChildWeekView[] = [];
    for (const child of family.children) {
      const [activity, plan] = await Promise.all([
        this.activityOf(child.id, week, locale),
        this.standing(child.id, locale),
      ]);
      views.push({ memberId: child.id, firstname: child.firstname, ...childWeek(activity, week, plan) });
    }
    return views;
  }

  /** What the child did in the week and the week before it (the advice compares them). */
  private async activityOf(childId: string, week: DigestWeek, locale: DigestLocale): Promise<ChildActivity> {
    const from = weekBefore(week).start;
    const inSpan = (day: string) => day >= from && day < week.end;
    const [quizzes, reviews, chapters] = await Promise.all([
      this.logs.quizScores(childId),
      this.logs.reviewLog(childId),
      this.chapters.ofMember(childId),
    ]);
    const dayOf = (instant: Date) => dayKey(instant);
    const quizzesInSpan = quizzes.filter((quiz) => inSpan(dayOf(quiz.completedAt)));
    const chaptersInSpan = chapters.filter((chapter) => inSpan(dayOf(chapter.learnedAt)));
    const facts = new Map(
      (
        await this.titles.documents(
          [
            ...new Set([
              ...quizzesInSpan.map((q) => stripSlash(q.quizId)),
              ...chaptersInSpan.map((c) => c.chapterPath),
            ]),
          ],
          locale,
        )
      ).map((doc) => [doc.path, doc]),
    );
    const named = (path: string) => {
      const doc = facts.get(stripSlash(path));
      return { subject: doc?.subject ?? subjectOfPath(path), title: doc?.title ?? stripSlash(path) };
    };
    return {
      reviews: reviews
        .filter((review) => inSpan(dayOf(review.reviewedAt)))
        .map((review) => ({ day: dayOf(review.reviewedAt) })),
      quizzes: quizzesInSpan.map((quiz) => ({
        day: dayOf(quiz.completedAt),
        score: quiz.maxScore > 0 ? quiz.score / quiz.maxScore : 0,
        ...named(quiz.quizId),
      })),
      chapters: chaptersInSpan.map((chapter) => ({ day: dayOf(chapter.learnedAt), ...named(chapter.chapterPath) })),
    };
  }

  /** The child's standing on their revision plan (null without an exam chosen). */
  private async standing(childId: string, locale: DigestLocale): Promise<PlanStanding | null> {
    const plan = (await this.plans.forMember(childId, locale))._unsafeUnwrap();
    if (plan.exams.length === 0) return null;
    const behind = plan.exams.map((exam) => exam.daysBehind);
    return {
      exams: plan.exams.length,
      daysBehind: behind.some((days) => days === null) ? null : Math.max(...behind.map((days) => days ?? 0)),
      daysLeft: Math.min(...plan.exams.map((exam) => exam.daysLeft)),
    };
  }
}
