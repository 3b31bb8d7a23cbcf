// Practice papers (content/README.md §8): how a paper's Markdown splits into its parts, decided once, here,
// for the importer (which stores the split beside the rendered body) and the content linter (which checks it).
// A paper is a list of blocks, some of them headings:
// - an h2 ending in "(N points)" starts an exercise (or, on a `choice: true` paper, a subject to choose);
// - in an exercise, the blocks after its heading are its statement, until an h3 naming a correction
//   ("Corrigé", "Answers") or a marking scheme ("Barème", "Marking scheme"): each such h3 starts a part
//   holding every block up to the next part or the next h2;
// - blocks before the first exercise are the instructions (an h2 without points there stays in them);
// - an h2 without points after the first exercise starts a closing section ("Récapitulatif du barème"):
//   a marking scheme when its title names one, a correction when its title names one, otherwise notes.
// Points: "4", "2,5" or "2.5". The total a candidate can score is the sum of the exercises' points, or, when
// the candidate treats one subject of several (`choice`), the points of one subject.

/** What a part of an exercise holds: its correction, or how its points are given. */
export type PaperPartKind = "answers" | "marking";

/** A heading block: its level (2 for ##) and its text. */
export interface PaperHeading {
  depth: number;
  text: string;
}

export interface PaperPart<T> {
  kind: PaperPartKind;
  title: string;
  blocks: T[];
}

export interface PaperExercise<T> {
  /** The heading without its points: "Exercice 1 — L'échelle". */
  title: string;
  points: number;
  /** The heading block itself. */
  heading: T;
  statement: T[];
  parts: PaperPart<T>[];
}

export interface PaperClosing<T> {
  title: string;
  kind: PaperPartKind | null;
  blocks: T[];
}

export interface PaperSplit<T> {
  intro: T[];
  exercises: PaperExercise<T>[];
  closing: PaperClosing<T>[];
}

const EXERCISE = /^(.+?)\s*\((\d+(?:[.,]\d+)?)\s*points?\)\s*$/i;

/** The title and points of an exercise heading, or null when the heading states no points. */
export function exerciseHeading(text: string): { title: string; points: number } | null {
  const match = EXERCISE.exec(text.trim());
  if (!match) return null;
  return { title: match[1]!.trim(), points: Number(match[2]!.replace(",", ".")) };
}

/** Lowercase, accents dropped, spaces collapsed. */
const folded = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();

const PART_NAMES: Record<PaperPartKind, readonly string[]> = {
  answers: ["corrige", "answers", "correction"],
  marking: ["bareme", "marking scheme"],
};

/** The kind of part an h3 of an exercise starts (its whole title is the name), or null. */
export function paperPartKind(text: string): PaperPartKind | null {
  const name = folded(text);
  if (PART_NAMES.answers.includes(name)) return "answers";
  if (PART_NAMES.marking.includes(name)) return "marking";
  return null;
}

/** The kind of a closing section, from a name its title contains ("Récapitulatif du barème"), or null. */
function closingKind(text: string): PaperPartKind | null {
  const name = folded(text);
  if (PART_NAMES.marking.some((part) => name.includes(part))) return "marking";
  if (PART_NAMES.answers.some((part) => name.includes(part))) return "answers";
  return null;
}

/** Splits a paper's blocks into instructions, exercises (statement, then correction and marking parts) and closing sections. */
export function splitPaper<T>(blocks: readonly T[], headingOf: (block: T) => PaperHeading | null): PaperSplit<T> {
  const split: PaperSplit<T> = { intro: [], exercises: [], closing: [] };
  let target: T[] = split.intro;
  let exercise: PaperExercise<T> | null = null;
  for (const block of blocks) {
    const heading = headingOf(block);
    if (heading?.depth === 2) {
      const found = exerciseHeading(heading.text);
      if (found) {
        exercise = { ...found, heading: block, statement: [], parts: [] };
        split.exercises.push(exercise);
        target = exercise.statement;
        continue;
      }
      if (split.exercises.length > 0) {
        const closing: PaperClosing<T> = { title: heading.text.trim(), kind: closingKind(heading.text), blocks: [] };
        split.closing.push(closing);
        exercise = null;
        target = closing.blocks;
        continue;
      }
    }
    const part = heading?.depth === 3 && exercise ? paperPartKind(heading.text) : null;
    if (part && exercise) {
      const next: PaperPart<T> = { kind: part, title: heading!.text.trim(), blocks: [] };
      exercise.parts.push(next);
      target = next.blocks;
      continue;
    }
    target.push(block);
  }
  return split;
}

/** The points a candidate can score: the sum of the exercises, or one subject's when the candidate chooses one. */
export function paperTotal(points: readonly number[], choice: boolean): number {
  if (choice) return Math.max(0, ...points);
  return Math.round(points.reduce((sum, value) => sum + value, 0) * 1000) / 1000;
}
