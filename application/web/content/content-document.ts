// A content item of §7 POST /_content/{path} (contract: application/contracts/content.ts) read into what
// the pages show: a document with its body, quiz questions or flashcards, or a summary for lists.
// Front-matter fields are documented in content/README.md §3.
import * as v from "valibot";
import type { ContentItem } from "../../contracts/content.ts";
import type { Locale } from "../../../domain/locale/locale.ts";

/** content §3: what a document is. */
export const CONTENT_KINDS = ["course", "quiz", "flashcards", "sheet", "exam", "article", "press", "page", "orientation"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

const Answer = v.union([v.pipe(v.number(), v.integer()), v.array(v.pipe(v.number(), v.integer()))]);

/** content §3 quizzes: one question (answer and explanation are withheld from non-subscribers on premium quizzes). */
export const QuizQuestionSchema = v.object({
  id: v.string(),
  prompt: v.string(),
  choices: v.array(v.string()),
  answer: v.optional(Answer),
  explanation: v.optional(v.string()),
});

/** A quiz question as the pages use it: the right choices as a list (empty when withheld). */
export interface QuizQuestion {
  id: string;
  prompt: string;
  choices: string[];
  /** 0-based indexes of the right choices; empty when the API withheld them. */
  answers: number[];
  explanation: string | null;
}

/** content §3 flashcard decks: one card (the back is withheld from non-subscribers on premium decks). */
export const FlashcardSchema = v.object({ id: v.string(), front: v.string(), back: v.optional(v.string()) });

export interface Flashcard {
  id: string;
  front: string;
  back: string | null;
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
  /** The Markdown body; null when withheld (premium, not a subscriber) or absent. */
  text: string | null;
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
    prompt: question.prompt,
    choices: question.choices,
    answers: question.answer === undefined ? [] : Array.isArray(question.answer) ? question.answer : [question.answer],
    explanation: question.explanation ?? null,
  }));
}

function cardsOf(value: unknown): Flashcard[] {
  const parsed = v.safeParse(v.array(FlashcardSchema), value);
  return parsed.success ? parsed.output.map((card) => ({ id: card.id, front: card.front, back: card.back ?? null })) : [];
}

/** content §3: an item of the API as a whole document. */
export function toDocument(item: ContentItem): ContentDocument {
  const layout = item["layout"];
  return {
    ...toSummary(item),
    text: typeof item.text === "string" ? item.text : null,
    locked: item.locked === true,
    questions: questionsOf(item["questions"]),
    cards: cardsOf(item["cards"]),
    durationMinutes: num(item["durationMinutes"]),
    updated: day(item["updated"]),
    layout: layout === "gar" || layout === "cned" ? layout : null,
  };
}
