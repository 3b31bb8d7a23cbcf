// Reading time of a document, one rule: its words divided by 200 words a minute, rounded up, at least one
// minute. Words are the runs of letters or digits of the document's plain text (no markup, no formulas:
// adapters/api/content/markdown-render.ts gives that text), counted at import. It is never written by hand:
// a front matter `readingMinutes` is refused by the importer and the content linter.

export const WORDS_PER_MINUTE = 200;

/** Kinds that are read through, so that show a reading time (a quiz, a deck or a paper is not). */
const READ_KINDS: ReadonlySet<string> = new Set(["course", "sheet", "article", "press", "orientation", "page"]);

/** The words of a plain text: runs of characters holding a letter or a digit ("l'échelle" is one, "—" none). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Minutes to read `words` words: words / 200, rounded up, at least 1. */
function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/**
 * The reading time a document shows: `readingMinutes` of its counted words for a kind that is read through
 * (no kind: a page), null for the other kinds or when the words were not counted.
 */
export function readingTimeOf(kind: string | null, words: number | null | undefined): number | null {
  if (words === null || words === undefined || !Number.isFinite(words) || words < 0) return null;
  return READ_KINDS.has(kind ?? "page") ? readingMinutes(words) : null;
}
