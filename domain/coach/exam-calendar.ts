// The revision coach (issue 30): the exams a member can prepare, with the dates of this school year's session.
// The dates are data: the ministry publishes each session's calendar in the autumn (session 2026: 25 September 2025).
// Until session 2027's calendar is published, its dates follow session 2026's (the same weekdays of the same weeks,
// one year later) and are marked provisional; a member may set any date of their own (a mock exam, another centre).
// Sources and the reading: docs/spec-notes.md, "Exam dates of the revision coach".

/** A day of the calendar, `YYYY-MM-DD`. */
export type DayKey = string;

/** Where the chapters of an exam are in the library: a class and a subject (content `grade` and `subject`). */
export interface ExamSubject {
  grade: string;
  subject: string;
}

export const EXAM_IDS = [
  "brevet-francais",
  "brevet-maths",
  "brevet-histoire-geo",
  "brevet-sciences",
  "bac-francais-ecrit",
  "bac-francais-oral",
  "bac-maths-anticipee",
  "bac-philosophie",
  "bac-spe-maths",
  "bac-spe-physique-chimie",
  "bac-spe-svt",
  "bac-spe-ses",
  "bac-spe-hggsp",
  "grand-oral",
  "toeic",
] as const;
export type ExamId = (typeof EXAM_IDS)[number];

export interface CalendarExam {
  id: ExamId;
  /** The practice papers' `exam` in the library (null: none, as for the TOEIC). */
  exam: "brevet" | "bac" | null;
  /** The subjects whose chapters prepare it. */
  subjects: readonly ExamSubject[];
  /** The session's date; null when it has none the member does not choose (the TOEIC is booked by the candidate). */
  date: DayKey | null;
  /** Whether the date is an estimate until the ministry publishes the session's calendar. */
  provisional: boolean;
  /** Written exams are practised with timed papers in the last weeks; orals are not. */
  written: boolean;
}

const exam = (
  id: ExamId,
  subjects: readonly ExamSubject[],
  date: DayKey | null,
  options: { exam?: "brevet" | "bac" | null; written?: boolean } = {},
): CalendarExam => ({
  id,
  exam: options.exam === undefined ? (id.startsWith("brevet") ? "brevet" : "bac") : options.exam,
  subjects,
  date,
  provisional: date !== null,
  written: options.written ?? true,
});

const s = (grade: string, subject: string): ExamSubject => ({ grade, subject });

/** Session 2027, provisional (session 2026's weekdays a year later: docs/spec-notes.md). */
export const EXAM_CALENDAR: readonly CalendarExam[] = [
  exam("brevet-francais", [s("3eme", "francais")], "2027-06-25"),
  exam("brevet-histoire-geo", [s("3eme", "histoire-geo")], "2027-06-28"),
  // Its practice papers are filed under the subject "sciences" (two of the three disciplines drawn each year).
  exam(
    "brevet-sciences",
    [s("3eme", "physique-chimie"), s("3eme", "svt"), s("3eme", "technologie"), s("3eme", "sciences")],
    "2027-06-28",
  ),
  exam("brevet-maths", [s("3eme", "maths")], "2027-06-29"),
  exam("bac-francais-ecrit", [s("premiere", "francais")], "2027-06-10"),
  exam("bac-maths-anticipee", [s("premiere", "maths")], "2027-06-11"),
  exam("bac-francais-oral", [s("premiere", "francais")], "2027-06-21", { written: false }),
  exam("bac-philosophie", [s("terminale", "philosophie")], "2027-06-14"),
  // The three specialty days are 15, 16 and 17 June; which subject falls on which day is set by the calendar's
  // publication: the first day stands for each until then.
  exam("bac-spe-maths", [s("terminale", "maths")], "2027-06-15"),
  exam("bac-spe-physique-chimie", [s("terminale", "physique-chimie")], "2027-06-15"),
  exam("bac-spe-svt", [s("terminale", "svt")], "2027-06-15"),
  exam("bac-spe-ses", [s("terminale", "ses")], "2027-06-15"),
  exam("bac-spe-hggsp", [s("terminale", "hggsp")], "2027-06-15"),
  exam("grand-oral", [s("terminale", "grand-oral")], "2027-06-21", { written: false }),
  exam("toeic", [s("sup", "anglais")], null, { exam: null }),
];

/** The catalogue entry of an exam id. */
export function calendarExam(id: ExamId): CalendarExam {
  return EXAM_CALENDAR.find((entry) => entry.id === id)!;
}

export function isExamId(value: string): value is ExamId {
  return (EXAM_IDS as readonly string[]).includes(value);
}
