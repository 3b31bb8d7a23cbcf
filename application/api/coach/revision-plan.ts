// The revision coach (issue 30): a member's exams and weekly minutes (SaveCoachSettings), and their plan from today
// to the exams (LoadRevisionPlan). The plan is computed on every read from the member's progress: the chapters they
// marked learned, their best quiz scores, their cards' FSRS states (forecast forward with their desired retention),
// and what they did today, which ticks today's tasks. Days are counted in the service's time zone.
import { errAsync, ResultAsync } from "neverthrow";
import { inject, injectable } from "tsyringe";
import {
  checkCoachSettings,
  type CoachSettings,
  type CoachSettingsError,
} from "../../../domain/coach/coach-settings.ts";
import { calendarExam, type ExamId } from "../../../domain/coach/exam-calendar.ts";
import {
  planRevision,
  QUIZ_MINUTES,
  type PlanChapter,
  type PlanPaper,
  type PlanTask as DomainTask,
} from "../../../domain/coach/exam-plan.ts";
import { forecastReviews } from "../../../domain/coach/review-forecast.ts";
import { desiredRetention } from "../../../domain/learning/flashcards.ts";
import { dayKey } from "../../../domain/learning/progress.ts";
import { readingTimeOf } from "../../../domain/learning/reading-time.ts";
import type { ContentItem } from "../../contracts/content.ts";
import { PLAN_DAYS_SHOWN, type CoachSettingsRequest, type PlanTask, type RevisionPlan } from "../../contracts/coach.ts";
import { DocumentFactsReader } from "../learning/document-facts.ts";
import { FlashcardRepositoryToken, type FlashcardRepository } from "../learning/ports.ts";
import {
  ChaptersLearnedRepositoryToken,
  ProgressLogReaderToken,
  type ChaptersLearnedRepository,
  type ProgressLogReader,
} from "../learning/summary-ports.ts";
import { ClockToken, type Clock } from "../shared/ports.ts";
import { CoachSettingsRepositoryToken, type CoachSettingsRepository } from "./ports.ts";

export type PlanLocale = "fr" | "en";

/** Minutes to learn a chapter when its course gives no reading time. */
const DEFAULT_READING_MINUTES = 10;
/** Minutes for a deck's new cards when a chapter is learned (about 15 cards seen for the first time). */
const NEW_CARDS_MINUTES = 5;

const stripSlash = (path: string) => path.replace(/^\/+/, "");

@injectable()
export class SaveCoachSettings {
  constructor(
    @inject(CoachSettingsRepositoryToken) private readonly settings: CoachSettingsRepository,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  execute(memberId: string, request: CoachSettingsRequest): ResultAsync<CoachSettings, CoachSettingsError> {
    const now = this.clock.now();
    const checked = checkCoachSettings(request, dayKey(now));
    if (checked.isErr()) return errAsync(checked.error);
    return ResultAsync.fromSafePromise(this.settings.save(memberId, checked.value, now).then(() => checked.value));
  }
}

@injectable()
export class LoadRevisionPlan {
  constructor(
    @inject(CoachSettingsRepositoryToken) private readonly settings: CoachSettingsRepository,
    @inject(ChaptersLearnedRepositoryToken) private readonly chapters: ChaptersLearnedRepository,
    @inject(ProgressLogReaderToken) private readonly logs: ProgressLogReader,
    @inject(FlashcardRepositoryToken) private readonly flashcards: FlashcardRepository,
    @inject(DocumentFactsReader) private readonly facts: DocumentFactsReader,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  forMember(memberId: string, locale: PlanLocale): ResultAsync<RevisionPlan, never> {
    return ResultAsync.fromSafePromise(this.build(memberId, locale));
  }

  private async build(memberId: string, locale: PlanLocale): Promise<RevisionPlan> {
    const now = this.clock.now();
    const today = dayKey(now);
    const settings = await this.settings.find(memberId);
    const empty: RevisionPlan = {
      settings,
      today,
      exams: [],
      days: [],
      totalDays: 0,
      generatedAt: now.toISOString(),
    };
    const exams = (settings?.exams ?? []).filter((exam) => exam.date > today);
    if (settings === null || exams.length === 0) return empty;

    const [marks, attempts, reviews, states, flashcardSettings] = await Promise.all([
      this.chapters.ofMember(memberId),
      this.logs.quizScores(memberId),
      this.logs.reviewLog(memberId),
      this.flashcards.states(memberId, null),
      this.flashcards.settings(memberId),
    ]);
    const planExams = exams.map((exam) => {
      const entry = calendarExam(exam.id);
      return {
        id: exam.id,
        date: exam.date,
        subjects: entry.subjects.map((subject) => `${subject.grade}/${subject.subject}`),
        written: entry.written,
      };
    });
    const [documents, paperItems] = await Promise.all([
      this.documents(
        planExams.flatMap((exam) => exam.subjects),
        locale,
      ),
      this.papers(
        exams.map((exam) => exam.id),
        locale,
      ),
    ]);

    // The state at the start of today: what was done today ticks today's tasks instead.
    const learnedBefore = new Set<string>();
    const learnedToday = new Set<string>();
    for (const mark of marks) (dayKey(mark.learnedAt) < today ? learnedBefore : learnedToday).add(mark.chapterPath);
    const bestBefore = new Map<string, number>();
    const quizzesToday = new Set<string>();
    for (const attempt of attempts) {
      const path = stripSlash(attempt.quizId);
      if (dayKey(attempt.completedAt) === today) quizzesToday.add(path);
      else if (attempt.maxScore > 0)
        bestBefore.set(path, Math.max(bestBefore.get(path) ?? 0, attempt.score / attempt.maxScore));
    }
    const reviewsToday = reviews.filter((review) => dayKey(review.reviewedAt) === today).length;

    const chapters = this.chaptersOf(documents, learnedBefore, bestBefore);
    const byCourse = new Map(chapters.map((chapter) => [chapter.coursePath, chapter]));
    const learnedTodayChapters = new Set(
      [...learnedToday].map((path) => byCourse.get(path)?.chapter).filter((chapter) => chapter !== undefined),
    );
    const retention = desiredRetention(flashcardSettings.retention).unwrapOr(0.9);
    const last = planExams.reduce((latest, exam) => (exam.date > latest ? exam.date : latest), today);
    // Reviews made today moved their cards on: today's load is what was due at the start of the day.
    const forecast = forecastReviews(
      states.map((stored) => stored.state),
      today,
      last,
      retention,
    );
    forecast.set(today, (forecast.get(today) ?? 0) + reviewsToday);

    const plan = planRevision({
      today,
      exams: planExams,
      chapters,
      papers: paperItems,
      reviews: forecast,
      minutesPerWeekday: settings.minutesPerWeekday,
      activity: { learned: learnedTodayChapters, quizzes: quizzesToday, papers: new Set(), reviews: reviewsToday },
    });
    return {
      ...empty,
      exams: plan.exams.map((status) => ({
        ...status,
        provisional: calendarExam(status.id).date === status.date && calendarExam(status.id).provisional,
      })),
      days: plan.days.slice(0, PLAN_DAYS_SHOWN).map((day) => ({ ...day, tasks: day.tasks.map(taskView) })),
      totalDays: plan.days.length,
    };
  }

  /** The chapters of the documents: a course each, with its quiz when there is one. */
  private chaptersOf(
    documents: readonly ContentItem[],
    learned: ReadonlySet<string>,
    best: ReadonlyMap<string, number>,
  ): PlanChapter[] {
    const quizzes = new Map<string, string>();
    for (const item of documents)
      if (item.kind === "quiz" && typeof item["chapter"] === "string")
        quizzes.set(`${item.grade}/${item.subject}/${item["chapter"]}`, stripSlash(item.path));
    return documents
      .filter((item) => item.kind === "course" && typeof item["chapter"] === "string")
      .map((item) => {
        const chapter = item["chapter"] as string;
        const subject = `${item.grade}/${item.subject}`;
        const coursePath = stripSlash(item.path);
        const quizPath = quizzes.get(`${subject}/${chapter}`) ?? null;
        const reading = readingTimeOf("course", item.words) ?? DEFAULT_READING_MINUTES;
        return {
          chapter: `${subject}/${chapter}`,
          subject,
          order: item.order ?? 0,
          title: item.title ?? coursePath,
          coursePath,
          quizPath,
          learned: learned.has(coursePath),
          quizBest: quizPath === null ? null : (best.get(quizPath) ?? null),
          learnMinutes: reading + NEW_CARDS_MINUTES + (quizPath === null ? 0 : QUIZ_MINUTES),
        };
      });
  }

  /** Courses and quizzes of the subjects (`grade/subject` keys), every page of them. */
  private async documents(subjects: readonly string[], locale: PlanLocale): Promise<ContentItem[]> {
    const found: ContentItem[] = [];
    for (const key of new Set(subjects)) {
      const [grade, subject] = key.split("/") as [string, string];
      found.push(...(await this.all("revisions", { grade, subject, kind: { $in: ["course", "quiz"] } }, locale)));
    }
    return found;
  }

  /** The practice papers of the exams. */
  private async papers(ids: readonly ExamId[], locale: PlanLocale): Promise<PlanPaper[]> {
    const items = await this.all("exams", { kind: "exam" }, locale);
    const papers: PlanPaper[] = [];
    for (const id of ids) {
      const entry = calendarExam(id);
      for (const item of items) {
        const minutes = item["durationMinutes"];
        if (item.exam !== entry.exam || typeof minutes !== "number") continue;
        if (!entry.subjects.some((subject) => subject.grade === item.grade && subject.subject === item.subject))
          continue;
        papers.push({ path: stripSlash(item.path), exam: id, title: item.title ?? item.path, minutes });
      }
    }
    return papers;
  }

  private all(path: string, where: Record<string, unknown>, locale: PlanLocale): Promise<ContentItem[]> {
    return this.facts.every(
      path,
      {
        where,
        only: ["title", "kind", "grade", "subject", "exam", "order", "chapter", "words", "durationMinutes"],
        sortBy: [{ order: "asc" }, { title: "asc" }],
      },
      locale,
    );
  }
}

function taskView(task: DomainTask): PlanTask {
  switch (task.kind) {
    case "review":
      return task;
    case "learn":
      return {
        kind: "learn",
        exam: task.exam,
        title: task.title,
        path: task.path,
        minutes: task.minutes,
        done: task.done,
      };
    case "quiz":
      return {
        kind: "quiz",
        exam: task.exam,
        title: task.title,
        path: task.path,
        minutes: task.minutes,
        best: task.best,
        done: task.done,
      };
    case "paper":
      return {
        kind: "paper",
        exam: task.exam,
        title: task.title,
        path: task.path,
        minutes: task.minutes,
        done: task.done,
      };
  }
}
