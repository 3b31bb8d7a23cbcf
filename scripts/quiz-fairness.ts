// The content linter's fairness rules for quizzes (issue 27): a quiz must not give its answers away by their layout.
//   - Per subject, among single-choice questions with four choices, no place (A, B, C, D in the file) holds more than
//     40 % of the right answers (counted when a subject has at least 10 such questions: below, a share says nothing).
//   - A several-answer question has at least one wrong choice.
//   - A single-choice prompt does not contain its right choice's text, two words or more (when no other choice is in it
//     too); a typed answer is often a word of the sentence the prompt asks about (grammar), so it is not checked.
// The player also shows the choices in an order of its own each round (ui/components/content/quiz/QuizPlayer.tsx).
import type { ContentDocument } from "../adapters/api/content/content-document.ts";
import { parseQuestion, withDeclaredType, type Question } from "../domain/learning/question.ts";

export const MAX_POSITION_SHARE = 0.4;
export const MIN_QUESTIONS_FOR_SHARE = 10;

interface Found {
  source: string;
  message: string;
}

const questionsOf = (document: ContentDocument): Question[] => {
  const raw = document.frontMatter.questions;
  return Array.isArray(raw) ? raw.flatMap((item) => parseQuestion(withDeclaredType(item)) ?? []) : [];
};

/** The words of a text as a reader sees them: no formulas, no case, accents or punctuation. */
function wordsOf(text: string): string[] {
  return text
    .replace(/\$+[^$]*\$+/g, " ")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** Whether the prompt holds a text as a run of whole words, however short. */
function mentions(prompt: string, text: string): boolean {
  const words = wordsOf(text);
  return words.length > 0 && ` ${wordsOf(prompt).join(" ")} `.includes(` ${words.join(" ")} `);
}

/** Whether the prompt holds the answer as a run of whole words (an answer of fewer than two words of three letters never counts). */
function holds(prompt: string, answer: string): boolean {
  const words = wordsOf(answer);
  // Two words of three letters or more: "qu'elle" or "6 V" in a sentence to complete is the question, not its answer.
  if (words.filter((word) => word.length >= 3).length < 2) return false;
  return ` ${wordsOf(prompt).join(" ")} `.includes(` ${words.join(" ")} `);
}

/** The fairness problems of the quizzes among `documents`. */
export function quizFairnessProblems(documents: readonly ContentDocument[]): Found[] {
  const found: Found[] = [];
  const places = new Map<string, { counts: number[]; sources: string[] }>();
  for (const document of documents.filter((candidate) => candidate.kind === "quiz")) {
    for (const question of questionsOf(document)) {
      const at = `questions ${question.id}`;
      if (question.type === "single" && question.choices.length === 4) {
        const key = `${document.locale}:${document.frontMatter.subject ?? ""}`;
        const entry = places.get(key) ?? { counts: [0, 0, 0, 0], sources: [] };
        entry.counts[question.answer]! += 1;
        entry.sources.push(document.source);
        places.set(key, entry);
      }
      if (question.type === "multiple" && question.answer.length === question.choices.length)
        found.push({
          source: document.source,
          message: `${at}: every choice is right; give at least one wrong choice`,
        });
      // A typed answer is often a word of the sentence the prompt asks about (grammar): only choices are checked.
      const answers = question.type === "single" ? [question.choices[question.answer]!] : [];
      // A choice that repeats the prompt's own words is fine when every choice does (a question about a phrase).
      const others = question.type === "single" ? question.choices.filter((_, index) => index !== question.answer) : [];
      for (const answer of answers)
        if (holds(question.prompt, answer) && !others.some((other) => mentions(question.prompt, other)))
          found.push({ source: document.source, message: `${at}: the prompt contains its answer ("${answer}")` });
    }
  }
  for (const [key, { counts, sources }] of places) {
    const total = counts.reduce((sum, count) => sum + count, 0);
    if (total < MIN_QUESTIONS_FOR_SHARE) continue;
    counts.forEach((count, place) => {
      if (count / total > MAX_POSITION_SHARE)
        found.push({
          source: sources[0]!,
          message: `${key.split(":")[1]}: ${Math.round((count / total) * 100)} % of the 4-choice answers are ${"ABCD"[place]} (more than ${MAX_POSITION_SHARE * 100} %)`,
        });
    });
  }
  return found;
}
