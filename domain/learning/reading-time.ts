// Reading time of a document, one rule: its words divided by 200 words a minute, rounded up, at least one
// minute. Words are the runs of letters or digits of the document's plain text (no markup, no formulas:
// adapters/api/content/markdown-render.ts gives that text), counted at import.

export const WORDS_PER_MINUTE = 200;

/** The words of a plain text: runs of characters holding a letter or a digit ("l'échelle" is one, "—" none). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Minutes to read `words` words: words / 200, rounded up, at least 1. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
