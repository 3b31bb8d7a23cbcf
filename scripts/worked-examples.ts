// The content linter's rule against quizzes that repeat their course (issue 27): a quiz question whose numbers and
// wording are those of a worked example of its chapter's course trains the pupil to recognise the example, not to
// solve. Flagged when, in a subject of calculations, a question's prompt holds at least two numbers of its own that
// all stand in one worked example, and at least 30 % of its words too.
//   - A worked example is a part of the course headed « Exemple… » (until the next heading of its level or above), or
//     a paragraph that opens with « Exemple » (with the lines that follow it, to the first blank line after four).
//   - A number of its own: not inside a word (CO2, A380), not a single digit or 10, not the mantissa of a scientific notation (constants and data
//     such as e = 1,60 × 10⁻¹⁹ C), not a number the chapter's sheet holds or that three paragraphs of the course use
//     (the chapter's data: 340 m/s, 5 730 ans, g = 9,81 N/kg).
import type { ContentDocument } from "../adapters/api/content/content-document.ts";

/** The subjects whose quizzes ask calculations on data (the rule's scope). */
export const WORKED_EXAMPLE_SUBJECTS: readonly string[] = [
  "maths",
  "maths-expertes",
  "physique-chimie",
  "svt",
  "ses",
  "enseignement-scientifique",
  "technologie",
];
const MIN_SHARED_NUMBERS = 2;
const MIN_SHARED_WORDS = 0.3;
const COMMON_IN_PARAGRAPHS = 3;

interface Found {
  source: string;
  message: string;
}

/** The numbers a text writes (French decimal comma, thousands spaced), trivial ones and mantissas left out. */
export function numbersOf(text: string): string[] {
  const joined = text.replace(/\{,\}/g, ",").replace(/(\d)(?:\\,|\\ |[\s\u202f\u00a0])+(?=\d{3}(?!\d))/g, "$1");
  return [...joined.matchAll(/(?<![\p{L}\d.,])\d+(?:[.,]\d+)?(?![\d.,]*\d)(?!\s*(?:×|\\times|x)\s*10)/gu)]
    .map((match) => match[0].replace(",", "."))
    .filter((value) => !/^(?:\d|10)$/.test(value));
}

function wordsOf(text: string): string[] {
  return (
    text
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .match(/[a-z]{5,}/g) ?? []
  );
}

/** A body without its fenced blocks: a figure's SVG coordinates or a program are not an example's data. */
const withoutFences = (body: string) => body.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[^\S\n]*$/gm, "");

/** The worked examples of a course's Markdown body. */
export function workedExamples(markdown: string): string[] {
  const body = withoutFences(markdown);
  const blocks: string[] = [];
  let current: string[] | null = null;
  let level = 0;
  const close = () => {
    if (current) blocks.push(current.join("\n"));
    current = null;
  };
  for (const line of body.split("\n")) {
    const heading = /^(#{2,4})\s/.exec(line);
    if (heading) {
      const depth = heading[1]!.length;
      if (current && depth <= level) close();
      if (/exemple/i.test(line)) {
        close();
        current = [line];
        level = depth;
        continue;
      }
    } else if (/^[>*_\- ]{0,4}exemple/i.test(line)) {
      close();
      current = [line];
      level = Number.POSITIVE_INFINITY;
      continue;
    }
    if (!current) continue;
    if (level === Number.POSITIVE_INFINITY && line.trim() === "" && current.length > 3) close();
    else current.push(line);
  }
  close();
  return blocks;
}

/** The numbers that are the chapter's data rather than one example's. */
function chapterData(course: ContentDocument, sheet: ContentDocument | undefined): Set<string> {
  const data = new Set(sheet ? numbersOf(sheet.body) : []);
  const paragraphs = new Map<string, number>();
  for (const paragraph of withoutFences(course.body).split(/\n\s*\n/))
    for (const value of new Set(numbersOf(paragraph))) paragraphs.set(value, (paragraphs.get(value) ?? 0) + 1);
  for (const [value, count] of paragraphs) if (count >= COMMON_IN_PARAGRAPHS) data.add(value);
  return data;
}

/** The questions of the chapters' quizzes that repeat a worked example of their course. */
export function workedExampleRepeats(documents: readonly ContentDocument[]): Found[] {
  const found: Found[] = [];
  const partsOf = new Map<string, ContentDocument[]>();
  for (const document of documents) {
    const chapter = document.frontMatter.chapter;
    if (typeof chapter !== "string") continue;
    const key = `${document.locale}:${document.dir}/${chapter}`;
    partsOf.set(key, [...(partsOf.get(key) ?? []), document]);
  }
  for (const parts of partsOf.values()) {
    const course = parts.find((part) => part.kind === "course");
    const subject = course?.frontMatter.subject;
    if (!course || typeof subject !== "string" || !WORKED_EXAMPLE_SUBJECTS.includes(subject)) continue;
    const examples = workedExamples(course.body).map((text) => ({
      numbers: new Set(numbersOf(text)),
      words: new Set(wordsOf(text)),
    }));
    if (examples.length === 0) continue;
    const data = chapterData(
      course,
      parts.find((part) => part.kind === "sheet"),
    );
    for (const quiz of parts.filter((part) => part.kind === "quiz")) {
      const questions = Array.isArray(quiz.frontMatter.questions) ? (quiz.frontMatter.questions as unknown[]) : [];
      for (const question of questions) {
        if (typeof question !== "object" || question === null) continue;
        const { id, prompt } = question as { id?: unknown; prompt?: unknown };
        if (typeof prompt !== "string") continue;
        const own = [...new Set(numbersOf(prompt).filter((value) => !data.has(value)))];
        if (own.length < MIN_SHARED_NUMBERS) continue;
        const words = [...new Set(wordsOf(prompt))];
        const repeated = examples.some(
          (example) =>
            own.every((value) => example.numbers.has(value)) &&
            words.filter((word) => example.words.has(word)).length >= MIN_SHARED_WORDS * Math.max(1, words.length),
        );
        if (repeated)
          found.push({
            source: quiz.source,
            message:
              `${String(id)} repeats a worked example of its course (numbers ${own.join(", ")} and its wording): ` +
              "give it a situation and numbers of its own",
          });
      }
    }
  }
  return found;
}
