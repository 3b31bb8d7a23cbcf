// The progress summary (issue 12, "Progress, for pupils and parents"): one read model per member and per subject,
// read by the member (GET /progress/summary) and by the holder of their family plan (GET /family/members/{id}/
// progress). Titles and subjects come from the content documents' front matter, never from file names.
import { err, ok, ResultAsync, type Result } from "neverthrow";
import { inject, injectable } from "tsyringe";
import type { ProgressSummary, SubjectProgress } from "../../contracts/learning-progress.ts";
import { cardKey } from "../../../domain/learning/flashcards.ts";
import {
  bestAndLast,
  classFolder,
  retention,
  revisionStreak,
  type ReviewLogEntry,
} from "../../../domain/learning/progress.ts";
import { FamilyRepositoryToken, type FamilyRepository } from "../account/family/ports.ts";
import { MemberRepositoryToken, type MemberRepository } from "../account/members/ports.ts";
import { DocumentFactsReader } from "./document-facts.ts";
import { ClockToken, type Clock } from "../shared/ports.ts";
import { ExerciseMarks } from "./exercise-marks.ts";
import {
  ChaptersLearnedRepositoryToken,
  DueCardsToken,
  ProgressLogReaderToken,
  type ChaptersLearnedRepository,
  type DueCards,
  type ProgressLogReader,
  type ReviewLogRecord,
} from "./summary-ports.ts";

export type SummaryLocale = "fr" | "en";

export type SummaryRefused = { type: "FamilyMemberNotFound" };

/** Activity without a subject (a deleted document, a deck the log does not name). */
const NO_SUBJECT = "";

const stripSlash = (path: string) => path.replace(/^\/+/, "");

/** The deck of a review: the one it names, else the document part of a `<deck path>#<card id>` card id. */
function deckOf(review: ReviewLogRecord): string | null {
  if (review.deckId) return stripSlash(review.deckId);
  const hash = review.cardId.indexOf("#");
  return hash > 0 ? stripSlash(review.cardId.slice(0, hash)) : null;
}

function logEntry(review: ReviewLogRecord, deck: string | null): ReviewLogEntry {
  return {
    card: review.cardId.includes("#") || deck === null ? review.cardId : cardKey(deck, review.cardId),
    rating: review.rating,
    reviewedAt: review.reviewedAt,
    phaseAfter: review.phaseAfter,
    dueAt: review.dueAt,
  };
}

@injectable()
export class LoadProgressSummary {
  constructor(
    @inject(MemberRepositoryToken) private readonly members: MemberRepository,
    @inject(FamilyRepositoryToken) private readonly families: FamilyRepository,
    @inject(ChaptersLearnedRepositoryToken) private readonly chapters: ChaptersLearnedRepository,
    @inject(ProgressLogReaderToken) private readonly logs: ProgressLogReader,
    @inject(DueCardsToken) private readonly due: DueCards,
    @inject(DocumentFactsReader) private readonly titles: DocumentFactsReader,
    @inject(ExerciseMarks) private readonly exercises: ExerciseMarks,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  /** The member's own summary. */
  forMember(memberId: string, locale: SummaryLocale): ResultAsync<ProgressSummary, never> {
    return ResultAsync.fromSafePromise(this.build(memberId, locale));
  }

  /** A child's summary, for the holder of the child's family only (anyone else: FamilyMemberNotFound). */
  forFamilyMember(
    holderId: string,
    childId: string,
    locale: SummaryLocale,
  ): ResultAsync<ProgressSummary, SummaryRefused> {
    return new ResultAsync(
      this.families.membersOf(holderId).then(async (children): Promise<Result<ProgressSummary, SummaryRefused>> => {
        if (!children.some((child) => child.id === childId)) return err({ type: "FamilyMemberNotFound" });
        return ok(await this.build(childId, locale));
      }),
    );
  }

  private async build(memberId: string, locale: SummaryLocale): Promise<ProgressSummary> {
    const now = this.clock.now();
    const [member, marks, attempts, reviews, dueCounts, exercises] = await Promise.all([
      this.members.findById(memberId),
      this.chapters.ofMember(memberId),
      this.logs.quizScores(memberId),
      this.logs.reviewLog(memberId),
      this.due.cardsDue(memberId, now),
      this.exercises.worked(memberId, locale).unwrapOr({ banks: [], markedAt: [] }),
    ]);
    const level = member?.levelOfEducation ?? null;
    const folder = classFolder(level);
    const classChapters = folder === null ? [] : await this.titles.courses(folder, locale);
    const known = new Map(classChapters.map((doc) => [doc.path, doc]));
    const reviewDecks = reviews.map(deckOf);
    const wanted = new Set<string>([
      ...marks.map((m) => m.chapterPath),
      ...attempts.map((a) => stripSlash(a.quizId)),
      ...reviewDecks.filter((deck): deck is string => deck !== null),
      ...dueCounts.map((d) => stripSlash(d.deckPath)),
    ]);
    for (const doc of await this.titles.documents(
      [...wanted].filter((path) => !known.has(path)),
      locale,
    )) {
      known.set(doc.path, doc);
    }

    const sections = new Map<string, SubjectProgress>();
    const section = (subject: string | null): SubjectProgress => {
      const key = subject ?? NO_SUBJECT;
      let found = sections.get(key);
      if (!found) {
        found = {
          subject: key,
          chapters: { learned: 0, available: 0, learnedItems: [], next: null },
          quizzes: [],
          exercises: [],
          flashcards: { cardsReviewed: 0, cardsDue: 0, retention: null, decks: [] },
        };
        sections.set(key, found);
      }
      return found;
    };

    // Chapters: the class's courses in their order; every mark listed under its subject.
    const learned = new Map(marks.map((m) => [m.chapterPath, m.learnedAt]));
    for (const chapter of classChapters) {
      const target = section(chapter.subject);
      target.chapters.available += 1;
      if (learned.has(chapter.path)) target.chapters.learned += 1;
      else if (target.chapters.next === null) {
        target.chapters.next = { path: chapter.path, title: chapter.title, premium: chapter.premium };
      }
    }
    for (const mark of [...marks].sort((a, b) => b.learnedAt.getTime() - a.learnedAt.getTime())) {
      const doc = known.get(mark.chapterPath);
      if (!doc) continue;
      section(doc.subject).chapters.learnedItems.push({
        path: doc.path,
        title: doc.title,
        learnedAt: mark.learnedAt.toISOString(),
      });
    }

    // Quizzes: best and last score of each (domain/learning/progress.ts).
    const byQuiz = new Map<string, typeof attempts>();
    for (const attempt of attempts) {
      const path = stripSlash(attempt.quizId);
      byQuiz.set(path, [...(byQuiz.get(path) ?? []), attempt]);
    }
    const quizRows: { subject: string | null; row: SubjectProgress["quizzes"][number] }[] = [];
    for (const [path, list] of byQuiz) {
      const doc = known.get(path);
      const scores = bestAndLast(list);
      if (!doc || !scores) continue;
      const score = (a: (typeof list)[number]) => ({
        score: a.score,
        maxScore: a.maxScore,
        completedAt: a.completedAt.toISOString(),
      });
      quizRows.push({
        subject: doc.subject,
        row: { path, title: doc.title, attempts: list.length, best: score(scores.best), last: score(scores.last) },
      });
    }
    quizRows.sort((a, b) => b.row.last.completedAt.localeCompare(a.row.last.completedAt));
    for (const { subject, row } of quizRows) section(subject).quizzes.push(row);

    // Flashcards: cards reviewed and due per deck, retention per subject.
    const dueByDeck = new Map<string, number>();
    for (const count of dueCounts) {
      const deck = stripSlash(count.deckPath);
      dueByDeck.set(deck, (dueByDeck.get(deck) ?? 0) + count.due);
    }
    const cardsByDeck = new Map<string, Set<string>>();
    const logBySubject = new Map<string, ReviewLogEntry[]>();
    reviews.forEach((review, index) => {
      const deck = reviewDecks[index] ?? null;
      const entry = logEntry(review, deck);
      const doc = deck === null ? undefined : known.get(deck);
      if (!deck || !doc) return;
      cardsByDeck.set(deck, (cardsByDeck.get(deck) ?? new Set()).add(entry.card));
      const subject = doc.subject ?? NO_SUBJECT;
      logBySubject.set(subject, [...(logBySubject.get(subject) ?? []), entry]);
    });
    for (const deck of new Set([...cardsByDeck.keys(), ...dueByDeck.keys()])) {
      const doc = known.get(deck);
      if (!doc) continue;
      const target = section(doc.subject).flashcards;
      const reviewed = cardsByDeck.get(deck)?.size ?? 0;
      const dueNow = dueByDeck.get(deck) ?? 0;
      target.decks.push({ path: deck, title: doc.title, cardsReviewed: reviewed, cardsDue: dueNow });
      target.cardsReviewed += reviewed;
      target.cardsDue += dueNow;
    }
    for (const [subject, log] of logBySubject) section(subject).flashcards.retention = retention(log, now).rate;
    for (const target of sections.values()) target.flashcards.decks.sort((a, b) => a.title.localeCompare(b.title));

    // Exercise banks: the marks as bankProgress counts them (application/api/learning/exercise-marks.ts).
    for (const bank of exercises.banks) section(bank.subject).exercises.push(bank);

    const subjects = [...sections.values()].sort((a, b) => {
      const aClass = a.chapters.available > 0 ? 0 : 1;
      const bClass = b.chapters.available > 0 ? 0 : 1;
      return aClass - bClass || a.subject.localeCompare(b.subject);
    });
    const allLogs = [...logBySubject.values()].flat();
    return {
      memberId,
      firstname: member?.firstname ?? null,
      levelOfEducation: level,
      streak: revisionStreak(
        [
          ...attempts.map((a) => a.completedAt),
          ...reviews.map((r) => r.reviewedAt),
          ...marks.map((m) => m.learnedAt),
          ...exercises.markedAt,
        ],
        now,
      ),
      totals: {
        chaptersLearned: subjects.reduce((sum, s) => sum + s.chapters.learned, 0),
        chaptersAvailable: classChapters.length,
        quizzesTaken: quizRows.length,
        cardsReviewed: subjects.reduce((sum, s) => sum + s.flashcards.cardsReviewed, 0),
        cardsDue: subjects.reduce((sum, s) => sum + s.flashcards.cardsDue, 0),
        retention: retention(allLogs, now).rate,
        exercisesSucceeded: exercises.banks.reduce((sum, bank) => sum + bank.succeeded, 0),
        exercisesToReview: exercises.banks.reduce((sum, bank) => sum + bank.toReview.length, 0),
      },
      subjects,
      generatedAt: now.toISOString(),
    };
  }
}
