// Ports of the progress summary (issue 12, "Progress, for pupils and parents"): the chapters a member marked as
// learned, the quiz and review logs the summary reads, the cards due per deck, and the marks on exercises.
import type { ExerciseMark } from "../../../domain/learning/exercises.ts";
import type { CardPhase } from "../../../domain/learning/flashcards.ts";
import type { StoredWithDates } from "../../contracts/common.ts";
import type { ChapterLearned } from "../../contracts/learning-progress.ts";
import type { QuizAttemptRecord } from "./ports.ts";

/** A course chapter marked learned by a member: `chapterPath` is the course's document path (no leading slash). */
export type ChapterMark = StoredWithDates<ChapterLearned, "learnedAt">;

export interface ChaptersLearnedRepository {
  /** Marks the chapter learned; a chapter already marked keeps its first date. */
  mark(memberId: string, chapterPath: string, at: Date): Promise<ChapterMark>;
  /** Removes the mark; false when there was none. */
  unmark(memberId: string, chapterPath: string): Promise<boolean>;
  /** The member's marks, newest first. */
  ofMember(memberId: string): Promise<ChapterMark[]>;
}
export const ChaptersLearnedRepositoryToken = Symbol("ChaptersLearnedRepository");

/** A finished quiz as the summary reads it (`quizId`: the quiz's document path). */
export type QuizScoreRecord = Pick<QuizAttemptRecord, "quizId" | "score" | "maxScore" | "completedAt">;

/** A flashcard review as the summary reads it. */
export interface ReviewLogRecord {
  cardId: string;
  /** The deck's document path, when the review names it. */
  deckId: string | null;
  rating: number;
  reviewedAt: Date;
  dueAt: Date | null;
  /** The card's phase after the review, when the stored scheduler state gives it. */
  phaseAfter: CardPhase | null;
}

/** The logs a progress summary is built from (every record of the member, in no particular order). */
export interface ProgressLogReader {
  quizScores(memberId: string): Promise<QuizScoreRecord[]>;
  reviewLog(memberId: string): Promise<ReviewLogRecord[]>;
}
export const ProgressLogReaderToken = Symbol("ProgressLogReader");

/** How many cards of one deck are due. */
export interface DeckDueCount {
  /** The deck's document path. */
  deckPath: string;
  due: number;
}

/**
 * The cards due for a member per deck: a card is due when it is to be reviewed before the end of the member's day
 * containing `now`. Decks without a due card may be left out.
 */
export interface DueCards {
  cardsDue(memberId: string, now: Date): Promise<DeckDueCount[]>;
}
export const DueCardsToken = Symbol("DueCards");

/** A member's latest mark on one exercise of a bank (`bankPath`: the bank's document path, no leading slash). */
export interface ExerciseMarkRecord {
  bankPath: string;
  exerciseId: string;
  mark: ExerciseMark;
  markedAt: Date;
}

export interface ExerciseMarksRepository {
  /** Keeps this mark as the exercise's latest (replacing any earlier one). */
  set(memberId: string, record: ExerciseMarkRecord): Promise<void>;
  /** The member's marks, on one bank when `bankPath` is given, most recent first. */
  ofMember(memberId: string, bankPath?: string): Promise<ExerciseMarkRecord[]>;
}
export const ExerciseMarksRepositoryToken = Symbol("ExerciseMarksRepository");
