// A content item of §7 POST /_content/{path} (contract: application/contracts/content.ts) read into what
// the pages show: a document with its body, quiz questions or flashcards, or a summary for lists.
// Front-matter fields are documented in content/README.md §3. Every text a page shows of a document is the
// sanitized HTML the importer rendered from its Markdown (docs/decisions/013), its document links mapped
// to the site's routes here (siteHtml), once per request.
import * as v from "valibot";
import type { ContentItem, ContentTocEntry } from "../../contracts/content.ts";
import type { Locale } from "../../../domain/locale/locale.ts";
import { siteHtml } from "./content-paths.ts";

/** Sanitized HTML rendered at import from a Markdown text of content/ (never text typed by a visitor). */
export type ContentHtml = string;

/** content §3: what a document is. */
export const CONTENT_KINDS = ["course", "quiz", "flashcards", "sheet", "exam", "article", "press", "page", "orientation"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

const Answer = v.union([v.pipe(v.number(), v.integer()), v.array(v.pipe(v.number(), v.integer()))]);

/**
 * content §3 quizzes: one question as the API gives it, read through the HTML the importer wrote beside
 * each Markdown string (answer and explanation are withheld from non-subscribers on premium quizzes).
 */
export const QuizQuestionSchema = v.object({
  id: v.string(),
  promptHtml: v.string(),
  choicesHtml: v.array(v.string()),
  answer: v.optional(Answer),
  explanationHtml: v.optional(v.string()),
});
export type QuizQuestionInput = v.InferOutput<typeof QuizQuestionSchema>;

/** A quiz question as the pages use it: its texts as HTML, the right choices as a list (empty when withheld). */
export interface QuizQuestion {
  id: string;
  prompt: ContentHtml;
  /** One-line HTML each (no enclosing paragraph). */
  choices: ContentHtml[];
  /** 0-based indexes of the right choices; empty when the API withheld them. */
  answers: number[];
  explanation: ContentHtml | null;
}

/** content §3 flashcard decks: one card (the back is withheld from non-subscribers on premium decks). */
export const FlashcardSchema = v.object({ id: v.string(), frontHtml: v.string(), backHtml: v.optional(v.string()) });

export interface Flashcard {
  id: string;
  /** One-line HTML (no enclosing paragraph). */
  front: ContentHtml;
  back: ContentHtml | null;
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
  questions: QuizQuestion[];
  cards: Flashcard[];
  durationMinutes: number | null;
  updated: string | null;
  /** content §3 `layout`: the partner layout a page belongs to. */
  layout: "gar" | "cned" | null;
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
  "readingMinutes",
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
    readingMinutes: num(item["readingMinutes"]),
  };
}

function questionsOf(value: unknown): QuizQuestion[] {
  const parsed = v.safeParse(v.array(QuizQuestionSchema), value);
  if (!parsed.success) return [];
  return parsed.output.map((question) => ({
    id: question.id,
    prompt: siteHtml(question.promptHtml),
    choices: question.choicesHtml.map(siteHtml),
    answers: question.answer === undefined ? [] : Array.isArray(question.answer) ? question.answer : [question.answer],
    explanation: question.explanationHtml === undefined ? null : siteHtml(question.explanationHtml),
  }));
}

function cardsOf(value: unknown): Flashcard[] {
  const parsed = v.safeParse(v.array(FlashcardSchema), value);
  return parsed.success
    ? parsed.output.map((card) => ({ id: card.id, front: siteHtml(card.frontHtml), back: card.backHtml === undefined ? null : siteHtml(card.backHtml) }))
    : [];
}

/** KaTeX's output in an HTML text (the importer renders every formula; a page without one needs no KaTeX). */
const KATEX = 'class="katex';

/** content §3: an item of the API as a whole document. */
export function toDocument(item: ContentItem): ContentDocument {
  const layout = item["layout"];
  const html = typeof item.html === "string" ? siteHtml(item.html) : null;
  const questions = questionsOf(item["questions"]);
  const cards = cardsOf(item["cards"]);
  const texts = [html ?? "", ...questions.flatMap((q) => [q.prompt, ...q.choices, q.explanation ?? ""]), ...cards.flatMap((c) => [c.front, c.back ?? ""])];
  return {
    ...toSummary(item),
    html,
    toc: item.toc ?? [],
    math: texts.some((text) => text.includes(KATEX)),
    locked: item.locked === true,
    questions,
    cards,
    durationMinutes: num(item["durationMinutes"]),
    updated: day(item["updated"]),
    layout: layout === "gar" || layout === "cned" ? layout : null,
  };
}
