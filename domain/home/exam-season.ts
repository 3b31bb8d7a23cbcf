// Issue 15, the home page: the exams of the season. Which national exams a pupil prepares at a given date, for
// which session, and what the season is. The dates are the usual ones of the French calendar (the exact days are
// set each year by the ministry, so the home names a month, never a day):
//   - the written exams of the Bac (philosophy and the two specialities), the épreuves anticipées of première
//     (French, written and oral; mathematics from the June 2026 session on) and the Brevet are sat in June, the
//     Grand oral at the end of June or early July, the results come out in early July;
//   - Parcoursup: wishes are entered from mid-January to mid-March of the final year.
// Pure: the date is an argument; days are counted in Europe/Paris.
import { dayKey } from "../learning/progress.ts";

/** The seasons of the school year as the home presents them. */
export type SeasonName = "rentree" | "autumn" | "winter" | "spring" | "exams" | "summer";

export type SeasonExamId = "parcoursup" | "bac-terminale" | "bac-francais" | "bac-maths" | "brevet" | "grand-oral";

/** Where the practice papers of an exam are: the content `exam`, `grade` and, when it narrows, `subject`. */
export interface PaperFilter {
  exam: "bac" | "brevet";
  grade: string;
  subject: string | null;
}

export interface SeasonExam {
  id: SeasonExamId;
  /** The class that sits it (content grade slug). */
  grade: "3eme" | "premiere" | "terminale";
  /** Year and month (1–12) of the sitting; for Parcoursup, of the wishes' deadline. */
  year: number;
  month: number;
  /** The page that prepares it. */
  href: string;
  /** Its practice papers in the library; null when it has none (an oral, a calendar). */
  papers: PaperFilter | null;
}

export interface ExamSeason {
  season: SeasonName;
  /** The June session the season prepares (the year of the Bac and Brevet in view). */
  session: number;
  /** In the order the home shows them: the nearest deadline first, then the June exams. */
  exams: SeasonExam[];
}

/** The first June session with the épreuve anticipée de mathématiques (première, for the Bac 2027). */
export const FIRST_MATHS_ANTICIPEE_SESSION = 2026;

/** Until this day of July (included) the June session is the one in view: its last orals and its results. */
const SESSION_ENDS_JULY_DAY = 10;

/** Parcoursup is in view from November (choosing) until its wishes close in mid-March (day included). */
const PARCOURSUP_WISHES_END = { month: 3, day: 15 } as const;

/** Winter begins at the December solstice (the 21st, give or take a day): November is still autumn. */
const WINTER_STARTS = { month: 12, day: 21 } as const;

function seasonOf(month: number, day: number): SeasonName {
  if (month >= 9 && month <= 10) return "rentree";
  if (month === 11 || (month === WINTER_STARTS.month && day < WINTER_STARTS.day)) return "autumn";
  if (month === 12 || month <= 2) return "winter";
  if (month <= 5) return "spring";
  if (month === 6 || (month === 7 && day <= SESSION_ENDS_JULY_DAY)) return "exams";
  return "summer";
}

/** Issue 15: the exams the home shows on `today` (an instant; its day in Europe/Paris decides). */
export function examSeason(today: Date): ExamSeason {
  const [year, month, day] = dayKey(today).split("-").map(Number) as [number, number, number];
  const season = seasonOf(month, day);
  const session = month > 7 || (month === 7 && day > SESSION_ENDS_JULY_DAY) ? year + 1 : year;
  const june = (
    id: SeasonExamId,
    grade: SeasonExam["grade"],
    href: string,
    papers: PaperFilter | null,
  ): SeasonExam => ({
    id,
    grade,
    year: session,
    month: id === "grand-oral" ? 7 : 6,
    href,
    papers,
  });
  const parcoursupOpen =
    month >= 11 ||
    month < PARCOURSUP_WISHES_END.month ||
    (month === PARCOURSUP_WISHES_END.month && day <= PARCOURSUP_WISHES_END.day);
  const exams: SeasonExam[] = [
    ...(parcoursupOpen
      ? [
          {
            id: "parcoursup",
            grade: "terminale",
            year: session,
            month: PARCOURSUP_WISHES_END.month,
            href: "/orientation/parcoursup",
            papers: null,
          } as const,
        ]
      : []),
    june("bac-terminale", "terminale", "/bac", { exam: "bac", grade: "terminale", subject: null }),
    june("bac-francais", "premiere", "/revisions/premiere/francais", {
      exam: "bac",
      grade: "premiere",
      subject: "francais",
    }),
    ...(session >= FIRST_MATHS_ANTICIPEE_SESSION
      ? [
          june("bac-maths", "premiere", "/revisions/premiere/maths", {
            exam: "bac",
            grade: "premiere",
            subject: "maths",
          }),
        ]
      : []),
    june("brevet", "3eme", "/brevet", { exam: "brevet", grade: "3eme", subject: null }),
    june("grand-oral", "terminale", "/revisions/terminale/grand-oral", null),
  ];
  return { season, session, exams };
}

/** What the home reads of a practice paper to match it to an exam. */
export interface FiledPaper {
  exam: string | null;
  grade: string | null;
  subject: string | null;
}

/** Issue 15: whether a practice paper of the library prepares the exam the filter names. */
export function isPaperOf(filter: PaperFilter, paper: FiledPaper): boolean {
  return (
    paper.exam === filter.exam &&
    paper.grade === filter.grade &&
    (filter.subject === null || paper.subject === filter.subject)
  );
}
