// Issue 15, the home page: a way in by class and subject. From where the library's documents are filed (their level,
// class and subject: application/web/content/filed-subjects.ts), the classes that have content, in school order, each
// with its subjects (slug order). Classes and subjects come from the content itself: a subject appears once it has a
// document, as on /revisions.
import { GRADES_BY_LEVEL, LEVELS, type Level } from "../content/document-routes.ts";

/** Where documents are filed: a level, a class and a subject that have content. */
export interface FiledSubject {
  level: string | null;
  grade: string | null;
  subject: string | null;
}

export interface ClassWay {
  /** The class (content grade slug; "sup" for higher education). */
  grade: string;
  subjects: string[];
}

export interface LevelWay {
  level: Level;
  classes: ClassWay[];
}

/** The classes of a level in school order (higher education is its own single "class"). */
const classesOf = (level: Level): readonly string[] => (level === "sup" ? ["sup"] : GRADES_BY_LEVEL[level]);

/** Issue 15: the levels, classes and subjects that have at least one document, in school order. */
export function classWays(filed: readonly FiledSubject[]): LevelWay[] {
  const subjects = new Map<string, Set<string>>();
  for (const { level, grade, subject } of filed) {
    if (!level || !grade || !subject || !(LEVELS as readonly string[]).includes(level)) continue;
    if (!classesOf(level as Level).includes(grade)) continue;
    const known = subjects.get(grade) ?? new Set<string>();
    known.add(subject);
    subjects.set(grade, known);
  }
  return LEVELS.map((level) => ({
    level,
    classes: classesOf(level).flatMap((grade) => {
      const found = subjects.get(grade);
      return found ? [{ grade, subjects: [...found].sort() }] : [];
    }),
  })).filter((way) => way.classes.length > 0);
}
