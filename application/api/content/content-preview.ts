// §6 premium preview: what of a premium document someone who may not read it receives. The one place that
// decides it; content-items.ts applies it to every item the content query answers, so the rest of the body
// never leaves the server.
import type { ContentTocEntry } from "./ports.ts";

/** §6 how much of a premium document a visitor or a free member sees before the paywall. */
export const PREMIUM_PREVIEW = {
  /** A course's (any document's) body up to its second `##` heading: its first section. */
  sections: 1,
  /** The first questions of a quiz, whole (playable in the page). */
  questions: 2,
  /** The first cards of a deck, whole (front and back). */
  cards: 3,
  /** The first exercise of a bank, whole (hints and worked steps). */
  exercises: 1,
} as const;

/**
 * Front-matter keys of a premium document that hold its body (answers, card backs): a non-subscriber gets
 * only their preview, and the content query never filters or sorts premium documents on them for one.
 */
export const PREMIUM_BODY_KEYS = ["questions", "cards", "exercises"] as const;

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const H2 = /^ {0,3}##(?:[ \t]|$)/;

/** The Markdown body before its second `##` heading (headings inside fenced code do not count). */
export function previewMarkdown(markdown: string): string {
  const lines = markdown.split("\n");
  let fence: string | null = null;
  let sections = 0;
  for (const [index, line] of lines.entries()) {
    const opening = FENCE.exec(line)?.[1];
    if (fence !== null) {
      if (opening !== undefined && opening[0] === fence[0] && opening.length >= fence.length) fence = null;
      continue;
    }
    if (opening !== undefined) {
      fence = opening;
      continue;
    }
    if (H2.test(line)) {
      sections += 1;
      if (sections > PREMIUM_PREVIEW.sections) return lines.slice(0, index).join("\n").trimEnd();
    }
  }
  return markdown;
}

/**
 * The rendered body before its second `<h2>` (the importer's sanitized HTML: a `<h2` in text or code is
 * escaped, so every one found is a heading).
 */
export function previewHtml(html: string): string {
  const heading = /<h2[\s>]/g;
  let sections = 0;
  for (let match = heading.exec(html); match !== null; match = heading.exec(html)) {
    sections += 1;
    if (sections > PREMIUM_PREVIEW.sections) return html.slice(0, match.index).trimEnd();
  }
  return html;
}

/** The headings of the previewed part: those before the second level-2 heading. */
export function previewToc(toc: readonly ContentTocEntry[]): ContentTocEntry[] {
  let sections = 0;
  const kept: ContentTocEntry[] = [];
  for (const entry of toc) {
    if (entry.depth === 2) sections += 1;
    if (sections > PREMIUM_PREVIEW.sections) break;
    kept.push(entry);
  }
  return kept;
}

/** The first entries of a list of questions or cards (anything else is not a list: nothing of it is shown). */
function firstEntries(value: unknown, count: number): unknown[] {
  return Array.isArray(value) ? value.slice(0, count) : [];
}

/** §6 the preview of a premium document's body keys: the first questions, the first cards, the first exercise. */
export function previewBodyKeys(frontMatter: Readonly<Record<string, unknown>>): Record<string, unknown[]> {
  const preview: Record<string, unknown[]> = {};
  if ("questions" in frontMatter) preview.questions = firstEntries(frontMatter.questions, PREMIUM_PREVIEW.questions);
  if ("cards" in frontMatter) preview.cards = firstEntries(frontMatter.cards, PREMIUM_PREVIEW.cards);
  if ("exercises" in frontMatter) preview.exercises = firstEntries(frontMatter.exercises, PREMIUM_PREVIEW.exercises);
  return preview;
}
