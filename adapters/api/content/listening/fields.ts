// The listening fields of a front matter (content/README.md §9, docs/decisions/045): a quiz question's
// `audio: { lang, text }` (the pupil listens, then answers) and a deck's `speak: { front | back: lang }`.
import { isListeningLang } from "../../../../domain/learning/dictation.ts";

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** What is wrong with the `audio` of a front matter's questions and with its `speak`. */
export function listeningFieldProblems(frontMatter: Record<string, unknown>): string[] {
  const errors: string[] = [];
  if (Array.isArray(frontMatter.questions)) {
    frontMatter.questions.forEach((question: unknown, index) => {
      if (!isRecord(question) || question.audio === undefined) return;
      const audio = question.audio;
      const at = `questions[${index}].audio`;
      if (!isRecord(audio)) return void errors.push(`${at} must be a mapping { lang, text }`);
      if (!isListeningLang(audio.lang)) errors.push(`${at}.lang must be fr-FR, en-GB, en-US, es-ES or de-DE`);
      if (typeof audio.text !== "string" || audio.text.trim() === "") errors.push(`${at}.text must be a text`);
      for (const key of Object.keys(audio)) if (key !== "lang" && key !== "text") errors.push(`${at} has no key "${key}"`);
    });
  }
  if (frontMatter.speak !== undefined) {
    const speak = frontMatter.speak;
    const sides = isRecord(speak) ? Object.keys(speak) : [];
    if (!isRecord(speak) || sides.length !== 1 || (sides[0] !== "front" && sides[0] !== "back") || !isListeningLang(speak[sides[0]])) {
      errors.push("speak must be { front: <lang> } or { back: <lang> } (fr-FR, en-GB, en-US, es-ES, de-DE)");
    }
  }
  return errors;
}
