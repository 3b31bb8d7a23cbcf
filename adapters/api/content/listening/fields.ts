// The listening field of a front matter (content/README.md §9, docs/decisions/045): a deck's
// `speak: { front | back: lang }`. A quiz question's `audio: { lang, text }` is part of the question's schema
// (domain/learning/question.ts).
import { isListeningLang } from "../../../../domain/learning/dictation.ts";

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** What is wrong with the `speak` of a front matter. */
export function listeningFieldProblems(frontMatter: Record<string, unknown>): string[] {
  const errors: string[] = [];
  if (frontMatter.speak !== undefined) {
    const speak = frontMatter.speak;
    const sides = isRecord(speak) ? Object.keys(speak) : [];
    if (!isRecord(speak) || sides.length !== 1 || (sides[0] !== "front" && sides[0] !== "back") || !isListeningLang(speak[sides[0]])) {
      errors.push("speak must be { front: <lang> } or { back: <lang> } (fr-FR, en-GB, en-US, es-ES, de-DE)");
    }
  }
  return errors;
}
