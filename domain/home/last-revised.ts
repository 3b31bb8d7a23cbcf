// Issue 15, the home page: what a member was revising last. From their progress summary (chapters marked learned,
// quizzes taken, each with its date), the most recent activities, newest first, and the chapter to learn next in
// the subject of the latest one. Flashcard decks carry no date in the summary: the member home lists them.
export interface DatedDocument {
  path: string;
  title: string;
}

/** The parts of a progress summary this rule reads (application/contracts/learning-progress.ts). */
export interface RevisionTrail {
  subjects: readonly {
    subject: string;
    chapters: {
      learnedItems: readonly (DatedDocument & { learnedAt: string })[];
      next: (DatedDocument & { premium: boolean }) | null;
    };
    quizzes: readonly (DatedDocument & { last: { score: number; maxScore: number; completedAt: string } })[];
  }[];
}

export type RecentActivity =
  | { kind: "chapter"; subject: string; path: string; title: string; at: string }
  | { kind: "quiz"; subject: string; path: string; title: string; at: string; score: number; maxScore: number };

export interface LastRevised {
  /** Newest first, at most the number asked for. */
  recent: RecentActivity[];
  /** The next chapter of the subject of the newest activity (null: none, or no activity). */
  next: (DatedDocument & { premium: boolean; subject: string }) | null;
}

/** Issue 15: the member's latest activities (chapters learned, quizzes taken), newest first, and what comes next. */
export function lastRevised(summary: RevisionTrail, count: number): LastRevised {
  const all: RecentActivity[] = summary.subjects.flatMap(({ subject, chapters, quizzes }) => [
    ...chapters.learnedItems.map((item): RecentActivity => ({
      kind: "chapter",
      subject,
      path: item.path,
      title: item.title,
      at: item.learnedAt,
    })),
    ...quizzes.map((quiz): RecentActivity => ({
      kind: "quiz",
      subject,
      path: quiz.path,
      title: quiz.title,
      at: quiz.last.completedAt,
      score: quiz.last.score,
      maxScore: quiz.last.maxScore,
    })),
  ]);
  const recent = all
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || a.path.localeCompare(b.path))
    .slice(0, Math.max(0, count));
  const latest = recent[0];
  const next = latest ? summary.subjects.find((entry) => entry.subject === latest.subject)?.chapters.next : null;
  return { recent, next: next ? { ...next, subject: latest!.subject } : null };
}
