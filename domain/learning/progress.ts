// Learning rules of a member's progress summary (issue 12, "Progress, for pupils and parents"): the member's calendar
// days (Europe/Paris; a day's bounds are flashcards.ts studyDay), the streak of revision days, the retention of flashcard reviews, the best and last score of a
// quiz, and the library folder of a member's class. Pure functions: instants and the time zone are arguments.
import { SERVICE_TIME_ZONE } from "../time/service-time-zone.ts";
import type { CardPhase } from "./flashcards.ts";

const DAY_MS = 86_400_000;

const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone. */
export function dayKey(instant: Date, timeZone: string = SERVICE_TIME_ZONE): string {
  // en-CA writes dates as YYYY-MM-DD.
  return dayFormat(timeZone).format(instant);
}

/** The calendar day before a day key (calendar arithmetic: no time zone, no daylight-saving shift). */
export function previousDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date) - DAY_MS).toISOString().slice(0, 10);
}

export interface Streak {
  /** Consecutive days with revision, ending today or, when today has none yet, yesterday. */
  days: number;
  revisedToday: boolean;
}

/**
 * The streak of revision days: a day counts when it holds any revision (a quiz finished, a card reviewed, a
 * chapter marked learned), days taken in the member's time zone. The streak runs back from today; a today
 * without revision yet does not break yesterday's streak (the day is not over), a whole day without one does.
 */
export function revisionStreak(activity: Iterable<Date>, now: Date, timeZone: string = SERVICE_TIME_ZONE): Streak {
  const days = new Set<string>();
  for (const instant of activity) days.add(dayKey(instant, timeZone));
  const today = dayKey(now, timeZone);
  const revisedToday = days.has(today);
  let day = revisedToday ? today : previousDay(today);
  let count = 0;
  while (days.has(day)) {
    count += 1;
    day = previousDay(day);
  }
  return { days: count, revisedToday };
}

/** How far back retention looks. */
export const RETENTION_WINDOW_DAYS = 30;

/** One flashcard review as the log keeps it. */
export interface ReviewLogEntry {
  /** The card (`<deck path>#<card id>`, or whatever key the log gives a card: the same for all its reviews). */
  card: string;
  /** 1 again, 2 hard, 3 good, 4 easy. */
  rating: number;
  reviewedAt: Date;
  /** The card's phase after this review, when the log stored the scheduler's state; null otherwise. */
  phaseAfter: CardPhase | null;
  /** When the card was due next after this review, when known. */
  dueAt: Date | null;
}

/** The phase a review left its card in: the stored one, else review when it was sent a day or more away. */
function phaseAfter(entry: ReviewLogEntry): CardPhase {
  if (entry.phaseAfter !== null) return entry.phaseAfter;
  return entry.dueAt !== null && entry.dueAt.getTime() - entry.reviewedAt.getTime() >= DAY_MS ? "review" : "learning";
}

export interface Retention {
  /** Share (0 to 1) of the window's review-phase reviews rated good or easy; null when there were none. */
  rate: number | null;
  /** The review-phase reviews of the window it is computed on. */
  reviews: number;
}

/**
 * Retention: among the reviews of the last 30 days (up to `now`) of cards that were in their review phase (scheduled
 * days apart, the phase FSRS's retention is about; new and (re)learning cards are still being learned), the share
 * rated good or easy. A card's phase before a review is the phase its previous review left it in (new before its
 * first); a review with no phase stored counts as review phase when it sent the card a day or more away.
 */
export function retention(log: readonly ReviewLogEntry[], now: Date): Retention {
  const from = now.getTime() - RETENTION_WINDOW_DAYS * DAY_MS;
  const byCard = new Map<string, ReviewLogEntry[]>();
  for (const entry of log) {
    const list = byCard.get(entry.card);
    if (list) list.push(entry);
    else byCard.set(entry.card, [entry]);
  }
  let reviews = 0;
  let recalled = 0;
  for (const entries of byCard.values()) {
    entries.sort((a, b) => a.reviewedAt.getTime() - b.reviewedAt.getTime());
    let before: CardPhase = "new";
    for (const entry of entries) {
      const at = entry.reviewedAt.getTime();
      if (before === "review" && at >= from && at <= now.getTime()) {
        reviews += 1;
        if (entry.rating >= 3) recalled += 1;
      }
      before = phaseAfter(entry);
    }
  }
  return { rate: reviews === 0 ? null : recalled / reviews, reviews };
}

/** A quiz result: the score and the most it could be. */
export interface QuizScore {
  score: number;
  maxScore: number;
  completedAt: Date;
}

/**
 * The best and last scores of one quiz's attempts: best by share of the maximum (a quiz whose length changed
 * compares fairly), the earlier attempt on a tie; last by completion time. Null without attempts.
 */
export function bestAndLast<T extends QuizScore>(attempts: readonly T[]): { best: T; last: T } | null {
  let best: T | undefined;
  let last: T | undefined;
  const share = (a: T) => (a.maxScore > 0 ? a.score / a.maxScore : 0);
  for (const attempt of attempts) {
    if (!last || attempt.completedAt > last.completedAt) last = attempt;
    if (
      !best ||
      share(attempt) > share(best) ||
      (share(attempt) === share(best) && attempt.completedAt < best.completedAt)
    ) {
      best = attempt;
    }
  }
  return best && last ? { best, last } : null;
}

const CLASS_FOLDERS: ReadonlyMap<string, string> = new Map([
  ["primaire", "revisions/primaire"],
  ["6ème", "revisions/college/6eme"],
  ["5ème", "revisions/college/5eme"],
  ["4ème", "revisions/college/4eme"],
  ["3ème", "revisions/college/3eme"],
  ["seconde", "revisions/lycee/seconde"],
  ["première", "revisions/lycee/premiere"],
  ["terminale", "revisions/lycee/terminale"],
  ["sup", "revisions/sup"],
]);

/**
 * The library folder (content/README.md §2) holding the chapters of a member's class (§3 levelOfEducation; a
 * parent's is their child's): primaire and sup have no class folder, their whole level counts. Null when unknown.
 */
export function classFolder(levelOfEducation: string | null): string | null {
  return CLASS_FOLDERS.get(levelOfEducation ?? "") ?? null;
}
