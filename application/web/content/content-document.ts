// A content item of §7 POST /_content/{path} (contract: application/contracts/content.ts) read into what
// the pages show: a document with its body, quiz questions or flashcards, or a summary for lists.
// Front-matter fields are documented in content/README.md §3. Every text a page shows of a document is the
// sanitized HTML the importer rendered from its Markdown (docs/decisions/013), its document links mapped
// to the site's routes here (siteHtml), once per request.
import * as v from "valibot";
import { CONTENT_KINDS, type ContentItem, type ContentKind, type ContentPaper, type ContentTocEntry } from "../../contracts/content.ts";
import { readingTimeOf } from "../../../domain/learning/reading-time.ts";
import { parseQuestion, type Question } from "../../../domain/learning/question.ts";
import type { Locale } from "../../../domain/locale/locale.ts";
import { siteHtml } from "./content-paths.ts";

/** Sanitized HTML rendered at import from a Markdown text of content/ (never text typed by a visitor). */
export type ContentHtml = string;

export type { ContentKind };

/**
 * content §3 quizzes: the questions a page can play (domain/learning/question.ts). A premium quiz read by a
 * non-subscriber has no answers, so none of its questions is playable and the list is empty (the page shows
 * the paywall).
 */
import { isListeningLang, type ListeningLang } from "../../../domain/learning/dictation.ts";
export type { Question as QuizQuestion } from "../../../domain/learning/question.ts";

/** content §3 flashcard decks: one card (the back is withheld from non-subscribers on premium decks). */
export const FlashcardSchema = v.object({ id: v.string(), frontHtml: v.string(), backHtml: v.optional(v.string()) });

export interface Flashcard {
  id: string;
  /** One-line HTML (no enclosing paragraph). */
  front: ContentHtml;
  back: ContentHtml | null;
}

/** content §9 exercise banks: one exercise with its hints and worked steps (issue 27). */
const ExerciseItemSchema = v.object({
  id: v.string(),
  title: v.string(),
  statementHtml: v.string(),
  hintsHtml: v.array(v.string()),
  stepsHtml: v.array(v.string()),
  answerHtml: v.string(),
});

export interface ExerciseItem {
  id: string;
  title: string;
  statement: ContentHtml;
  hints: ContentHtml[];
  steps: ContentHtml[];
  /** One-line HTML. */
  answer: ContentHtml;
}

function exercisesOf(value: unknown): ExerciseItem[] {
  const parsed = v.safeParse(v.array(ExerciseItemSchema), value);
  return parsed.success
    ? parsed.output.map((exercise) => ({
        id: exercise.id,
        title: exercise.title,
        statement: siteHtml(exercise.statementHtml),
        hints: exercise.hintsHtml.map(siteHtml),
        steps: exercise.stepsHtml.map(siteHtml),
        answer: siteHtml(exercise.answerHtml),
      }))
    : [];
}

/** What a list shows of a document. */
export interface ContentSummary {
  /** Document path with its leading slash, as the API writes it. */
  path: string;
  /** The language of this version (French when no English version exists). */
  locale: Locale;
  kind: ContentKind | null;
  title: string;
  description: string;
  level: string | null;
  grade: string | null;
  subject: string | null;
  exam: string | null;
  premium: boolean;
  tags: string[];
  date: string | null;
  section: string | null;
  author: string | null;
  /** Minutes to read it, computed from the words counted at import (domain/learning/reading-time.ts); null for a kind not read through. */
  readingMinutes: number | null;
}

/** A whole document. */
export interface ContentDocument extends ContentSummary {
  /** The body as HTML; null when withheld (premium, not a subscriber) or absent. */
  html: ContentHtml | null;
  /** The body's h2/h3 headings (ids in `html`). */
  toc: ContentTocEntry[];
  /** §5 the document shows formulas (KaTeX's output): its page links the KaTeX stylesheet. */
  math: boolean;
  /** True when the API withheld premium content from this viewer (§6). */
  locked: boolean;
  questions: Question[];
  /** The HTML the importer rendered for each Markdown string of the quiz (prompt, choices, items, pairs, explanation), by source. */
  quizHtml: Record<string, ContentHtml>;
  cards: Flashcard[];
  /** An exercise bank's exercises (content §9); the first only for a premium bank read by a non-subscriber. */
  exercises: ExerciseItem[];
  durationMinutes: number | null;
  /** content §7: the chapter a course, quiz, deck or sheet belongs to. */
  chapter: string | null;
  /** A practice paper split at import: instructions, exercises, corrections and marking schemes (links mapped). */
  paper: ContentPaper | null;
  updated: string | null;
  /** content §3 `layout`: the partner layout a page belongs to. */
  layout: "gar" | "cned" | null;
  /** content §9 a deck's `speak`: the side a speaker button reads, in which language (issue 27). */
  speak?: DeckSpeak | null;
}

/** content §9 `speak: { front | back: lang }`. */
export interface DeckSpeak {
  side: "front" | "back";
  lang: ListeningLang;
}

function speakOf(value: unknown): DeckSpeak | null {
  if (typeof value !== "object" || value === null) return null;
  const entries = Object.entries(value);
  const [side, lang] = entries[0] ?? [];
  return entries.length === 1 && (side === "front" || side === "back") && isListeningLang(lang) ? { side, lang } : null;
}

/** The fields a list asks the API for (lists never need bodies, questions or cards). */
export const SUMMARY_FIELDS = [
  "locale",
  "kind",
  "title",
  "description",
  "level",
  "grade",
  "subject",
  "exam",
  "premium",
  "tags",
  "date",
  "section",
  "author",
  "words",
] as const;

const str = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);
const num = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null);
/** YAML 1.1 readers may have turned a date into a timestamp: keep YYYY-MM-DD. */
const day = (value: unknown): string | null => {
  const text = str(value);
  return text === null ? null : (/^\d{4}-\d{2}-\d{2}/.exec(text)?.[0] ?? null);
};

/** content §3: an item of the API as a summary. */
export function toSummary(item: ContentItem): ContentSummary {
  const kind = (CONTENT_KINDS as readonly string[]).includes(item.kind ?? "") ? (item.kind as ContentKind) : null;
  return {
    path: item.path.startsWith("/") ? item.path : `/${item.path}`,
    locale: item.locale === "en" ? "en" : "fr",
    kind,
    title: item.title ?? "",
    description: item.description ?? "",
    level: item.level ?? null,
    grade: item.grade ?? null,
    subject: item.subject ?? null,
    exam: item.exam ?? null,
    premium: item.premium === true,
    tags: item.tags ?? [],
    date: day(item.date),
    section: str(item["section"]),
    author: str(item["author"]),
    readingMinutes: readingTimeOf(kind, item.words),
  };
}

/** The questions that are valid (a question the API sent without its answer is not). */
function questionsOf(value: unknown): Question[] {
  return Array.isArray(value) ? value.map(parseQuestion).filter((question): question is Question => question !== null) : [];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Each Markdown string of the questions with the HTML the importer rendered beside it (promptHtml, choicesHtml…). */
function quizHtmlOf(value: unknown): Record<string, ContentHtml> {
  const map: Record<string, ContentHtml> = {};
  const put = (source: unknown, html: unknown) => {
    if (typeof source === "string" && typeof html === "string") map[source] = siteHtml(html);
  };
  const putAll = (sources: unknown, htmls: unknown) => {
    if (Array.isArray(sources) && Array.isArray(htmls)) sources.forEach((source: unknown, index) => put(source, htmls[index]));
  };
  for (const question of Array.isArray(value) ? value : []) {
    if (!isRecord(question)) continue;
    put(question.prompt, question.promptHtml);
    put(question.explanation, question.explanationHtml);
    putAll(question.choices, question.choicesHtml);
    putAll(question.items, question.itemsHtml);
    if (Array.isArray(question.pairs) && Array.isArray(question.pairsHtml)) {
      question.pairs.forEach((pair: unknown, index) => {
        const html: unknown = (question.pairsHtml as unknown[])[index];
        if (isRecord(pair) && isRecord(html)) {
          put(pair.left, html.left);
          put(pair.right, html.right);
        }
      });
    }
  }
  return map;
}

function cardsOf(value: unknown): Flashcard[] {
  const parsed = v.safeParse(v.array(FlashcardSchema), value);
  return parsed.success
    ? parsed.output.map((card) => ({ id: card.id, front: siteHtml(card.frontHtml), back: card.backHtml === undefined ? null : siteHtml(card.backHtml) }))
    : [];
}

/** KaTeX's output in an HTML text (the importer renders every formula; a page without one needs no KaTeX). */
const KATEX = 'class="katex';

/** A paper's HTML with its document links mapped to the site's routes. */
function paperOf(paper: ContentPaper | undefined): ContentPaper | null {
  if (!paper) return null;
  return {
    ...paper,
    introHtml: siteHtml(paper.introHtml),
    exercises: paper.exercises.map((exercise) => ({
      ...exercise,
      titleHtml: siteHtml(exercise.titleHtml),
      statementHtml: siteHtml(exercise.statementHtml),
      parts: exercise.parts.map((part) => ({ ...part, html: siteHtml(part.html) })),
    })),
    closing: paper.closing.map((closing) => ({ ...closing, html: siteHtml(closing.html) })),
  };
}

/**
 * content §3: an item of the API as a whole document (its reading time is the summary's: the words counted
 * at import, domain/learning/reading-time.ts).
 */
export function toDocument(item: ContentItem): ContentDocument {
  const layout = item["layout"];
  const html = typeof item.html === "string" ? siteHtml(item.html) : null;
  const questions = questionsOf(item["questions"]);
  const quizHtml = quizHtmlOf(item["questions"]);
  const cards = cardsOf(item["cards"]);
  const exercises = exercisesOf(item["exercises"]);
  const paperTexts = item.paper ? [item.paper.introHtml, ...item.paper.exercises.flatMap((e) => [e.titleHtml, e.statementHtml, ...e.parts.map((p) => p.html)]), ...item.paper.closing.map((c) => c.html)] : [];
  const texts = [html ?? "", ...paperTexts, ...Object.values(quizHtml), ...cards.flatMap((c) => [c.front, c.back ?? ""]), ...exercises.flatMap((e) => [e.statement, ...e.hints, ...e.steps, e.answer])];
  const summary = toSummary(item);
  return {
    ...summary,
    html,
    toc: item.toc ?? [],
    math: texts.some((text) => text.includes(KATEX)),
    locked: item.locked === true,
    questions,
    quizHtml,
    cards,
    exercises,
    durationMinutes: num(item["durationMinutes"]),
    chapter: str(item["chapter"]),
    paper: paperOf(item.paper),
    updated: day(item["updated"]),
    layout: layout === "gar" || layout === "cned" ? layout : null,
    speak: speakOf(item["speak"]),
  };
}
