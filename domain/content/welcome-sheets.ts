// §3/§5 e-mail popin, "5 fiches de révision gratuites": which five free sheets the welcome mail links to.
// Rule: the free sheets of the class the visitor chose, one subject after another (the core subjects first, a
// subject's first chapters first), then, when the class has fewer than five, those of its cycle's exam year, the
// most asked-for sheets of the library (3e, the Brevet, for primaire and collège; terminale, the Bac, for lycée and
// higher education).
import type { LevelOfEducation } from "../validation/newsletter.ts";

export const WELCOME_SHEET_COUNT = 5;

/** The content class (content/README.md §3 `grade`) of each level of the popin, and the exam year of its cycle. */
const GRADES: Readonly<Record<LevelOfEducation, { grade: string; examGrade: string }>> = {
  primaire: { grade: "cm2", examGrade: "3eme" },
  "6ème": { grade: "6eme", examGrade: "3eme" },
  "5ème": { grade: "5eme", examGrade: "3eme" },
  "4ème": { grade: "4eme", examGrade: "3eme" },
  "3ème": { grade: "3eme", examGrade: "3eme" },
  seconde: { grade: "seconde", examGrade: "terminale" },
  première: { grade: "premiere", examGrade: "terminale" },
  terminale: { grade: "terminale", examGrade: "terminale" },
  sup: { grade: "sup", examGrade: "terminale" },
};

/** The classes whose sheets the welcome mail may offer, in preference order (the class, then the exam year). */
export function welcomeSheetGrades(level: LevelOfEducation): string[] {
  const { grade, examGrade } = GRADES[level];
  return grade === examGrade ? [grade] : [grade, examGrade];
}

/** Subjects taken first, in this order; the others follow in alphabetical order. */
const CORE_SUBJECTS = ["maths", "francais", "physique-chimie", "histoire-geo", "svt", "anglais", "philosophie", "ses"];

export interface SheetCandidate {
  path: string;
  grade: string | null;
  subject: string | null;
  order: number | null;
}

const subjectRank = (subject: string) => {
  const index = CORE_SUBJECTS.indexOf(subject);
  return index === -1 ? CORE_SUBJECTS.length : index;
};

/** One sheet per subject in turn (core subjects first, then by name), each subject's sheets in their order. */
function roundRobin<T extends SheetCandidate>(sheets: readonly T[]): T[] {
  const bySubject = new Map<string, T[]>();
  const rank = (sheet: T) => sheet.order ?? Number.MAX_VALUE;
  const sorted = [...sheets].sort((a, b) => rank(a) - rank(b) || a.path.localeCompare(b.path));
  for (const sheet of sorted) {
    const key = sheet.subject ?? "";
    bySubject.set(key, [...(bySubject.get(key) ?? []), sheet]);
  }
  const subjects = [...bySubject.keys()].sort((a, b) => subjectRank(a) - subjectRank(b) || a.localeCompare(b));
  const picked: T[] = [];
  for (let round = 0; picked.length < sheets.length; round += 1) {
    for (const subject of subjects) {
      const sheet = bySubject.get(subject)![round];
      if (sheet) picked.push(sheet);
    }
  }
  return picked;
}

/** §3 the welcome mail's sheets: `count` free sheets of the grades of `welcomeSheetGrades`, in its preference order. */
export function pickWelcomeSheets<T extends SheetCandidate>(grades: readonly string[], sheets: readonly T[], count = WELCOME_SHEET_COUNT): T[] {
  const picked: T[] = [];
  for (const grade of grades) {
    for (const sheet of roundRobin(sheets.filter((candidate) => candidate.grade === grade))) {
      if (picked.length < count && !picked.some((chosen) => chosen.path === sheet.path)) picked.push(sheet);
    }
  }
  return picked;
}
