// One file of content/ read as a document: its path and locale from the file name, its front matter
// checked against content/README.md, its body and a content hash; then, for the importer, its body rendered
// to HTML (with its table of contents and its plain text for search) and every Markdown string of its
// questions and cards rendered too.
import { createHash } from "node:crypto";
import { parse as parseYaml } from "yaml";
import { normalizeContentPath } from "../../../domain/content/content-path.ts";
import { CONTENT_KINDS, CONTENT_RESERVED_FIELDS } from "../../../application/contracts/content.ts";
import type { ContentLocale } from "../../../application/api/content/ports.ts";
import { listeningFieldProblems } from "./listening/fields.ts";
import { listeningProblems } from "./listening/blocks.ts";
import { figureProblems } from "./figures/blocks.ts";
import { cachedImportStep } from "./content-import-cache.ts";
import { renderMarkdown, renderPaper, type RenderedPaper, type TocEntry } from "./markdown-render.ts";
import { countWords } from "../../../domain/learning/reading-time.ts";
import { questionProblems } from "../../../domain/learning/question.ts";
import { exerciseBankProblems } from "../../../domain/learning/exercises.ts";
import { CARD_ID_PATTERN, isCardId } from "../../../domain/learning/flashcards.ts";

/** Part of every content hash: raise it when parsing or rendering changes, so that every document is written again. */
export const CONTENT_IMPORT_VERSION = "6";

export const CONTENT_LEVELS = ["primaire", "college", "lycee", "sup"] as const;
export const CONTENT_GRADES = ["cp", "ce1", "ce2", "cm1", "cm2", "6eme", "5eme", "4eme", "3eme", "seconde", "premiere", "terminale", "sup"] as const;
export const CONTENT_EXAMS = ["brevet", "bac"] as const;

/** A file of content/: its name relative to content/ (forward slashes) and its text. */
export interface ContentSourceFile {
  source: string;
  raw: string;
}

/** Where a file's document lives: path, locale (from the `.en.md` suffix) and folder. */
export interface ContentKey {
  path: string;
  locale: ContentLocale;
  dir: string;
}

/** A document ready to be stored (one row of content_documents). */
export interface ContentDocument extends ContentKey {
  kind: string;
  title: string;
  description: string;
  level: string | null;
  grade: string | null;
  subject: string | null;
  exam: string | null;
  premium: boolean;
  tags: string[];
  date: string | null;
  order: number | null;
  /** The front matter as written (plus its locale); renderContentDocument adds the HTML of its strings. */
  frontMatter: Record<string, unknown>;
  body: string;
  source: string;
  contentHash: string;
}

/** Every text of a front matter (a quiz prompt, a card side…): where a figure block may also stand. */
function frontMatterStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(frontMatterStrings);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(frontMatterStrings);
  return [];
}

/**
 * Characters a YAML double-quoted string makes of a backslash not doubled before a KaTeX command: "\times" is a
 * tab and "imes", "\frac" a form feed, "\alpha" a bell, "\Leftarrow" a line separator. No text needs them.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this rule looks for
const YAML_ESCAPE_RESIDUE = /[\u0001-\u0008\u0009\u000B-\u000D\u001B\u0085\u2028\u2029]/u;

/** Strings of a front matter that hold such a character, named by an excerpt around it. */
function escapeResidueProblems(fm: Record<string, unknown>): string[] {
  return frontMatterStrings(fm)
    .filter((text) => YAML_ESCAPE_RESIDUE.test(text))
    .map((text) => {
      const at = text.search(YAML_ESCAPE_RESIDUE);
      const excerpt = JSON.stringify(text.slice(Math.max(0, at - 20), at + 20));
      return `a control character in ${excerpt}: a backslash not doubled in a double-quoted string (write \\\\times, or use single quotes or a block scalar)`;
    });
}

/** Whether a file of content/ is a document (Markdown, not a README). */
export function isContentFile(source: string): boolean {
  const name = source.split("/").at(-1) ?? "";
  return name.endsWith(".md") && name.toLowerCase() !== "readme.md" && !source.split("/").some((part) => part.startsWith("."));
}

/** The path, locale and folder of a file name, or why it cannot be a document. */
export function contentKeyOf(source: string): ContentKey | string {
  let stem = source.replace(/\.md$/, "");
  let locale: ContentLocale = "fr";
  if (stem.endsWith(".en")) {
    locale = "en";
    stem = stem.slice(0, -3);
  }
  const segments = stem.split("/");
  const folder = segments.slice(0, -1).join("/");
  const path = segments.at(-1) === "index" ? folder : stem;
  if (path === "") return "an index.md at the root of content/ has no path";
  if (normalizeContentPath(path) !== path) return `path "${path}" must be lowercase ASCII segments (letters, digits, -)`;
  return { path, locale, dir: folder };
}

const FRONT_MATTER = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATED_NAME = /^(\d{4}-\d{2}-\d{2})-/;

/** YYYY-MM-DD naming a real day. */
function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** Dates as YYYY-MM-DD strings (YAML 1.1 parsers give Date objects), and nothing JSON cannot hold. */
function jsonSafe(value: unknown): unknown {
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith("T00:00:00.000Z") ? iso.slice(0, 10) : iso;
  }
  if (Array.isArray(value)) return value.map(jsonSafe);
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, jsonSafe(item)]));
  }
  if (typeof value === "number" && !Number.isFinite(value)) return null;
  return value;
}

function hasNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(hasNul);
  if (typeof value === "object" && value !== null) return Object.entries(value).some(([key, item]) => key.includes("\u0000") || hasNul(item));
  return false;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === "string");

function checkQuestions(questions: unknown, errors: string[]): void {
  if (!Array.isArray(questions) || questions.length === 0) {
    errors.push("a quiz needs a non-empty questions list");
    return;
  }
  const ids = new Set<string>();
  questions.forEach((question: unknown, index) => {
    const at = `questions[${index}]`;
    for (const problem of questionProblems(question)) errors.push(`${at}: ${problem}`);
    const id = isRecord(question) ? question.id : undefined;
    if (typeof id === "string" && ids.has(id)) errors.push(`${at}: id "${id}" is used twice`);
    if (typeof id === "string") ids.add(id);
  });
}

function checkCards(cards: unknown, errors: string[]): void {
  if (!Array.isArray(cards) || cards.length === 0) {
    errors.push("a flashcards deck needs a non-empty cards list");
    return;
  }
  const ids = new Set<string>();
  cards.forEach((card: unknown, index) => {
    const at = `cards[${index}]`;
    if (!isRecord(card)) return void errors.push(`${at} must be a mapping`);
    if (typeof card.id !== "string" || !isCardId(card.id)) {
      errors.push(`${at}.id must be a card id (letters, digits, - and _, as the API accepts: ${CARD_ID_PATTERN.source})`);
    }
    else if (ids.has(card.id)) errors.push(`${at}.id "${card.id}" is used twice`);
    else ids.add(card.id);
    if (typeof card.front !== "string" || typeof card.back !== "string") errors.push(`${at} needs front and back strings`);
  });
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], name: string, errors: string[]): T | null {
  if (value === undefined || value === null) return null;
  if (typeof value === "string" && (allowed as readonly string[]).includes(value)) return value as T;
  errors.push(`${name} must be one of ${allowed.join(", ")}`);
  return null;
}

type Render = (source: string, inline?: boolean) => ReturnType<typeof renderMarkdown>;

/** Keys the importer writes beside a question's or a card's Markdown strings (a written one is replaced). */
const HTML_KEY = /Html$/;
const withoutHtmlKeys = (entry: Record<string, unknown>) => Object.fromEntries(Object.entries(entry).filter(([name]) => !HTML_KEY.test(name)));

/**
 * A checked question with the HTML of its Markdown strings beside them: promptHtml and explanationHtml
 * (blocks), choicesHtml, itemsHtml and pairsHtml (one-line texts). Prompts feed the search text.
 */
function renderedQuestion(question: unknown, render: Render, texts: string[]): unknown {
  if (!isRecord(question)) return question;
  const out = withoutHtmlKeys(question);
  const inline = (value: unknown) => (typeof value === "string" ? render(value, true).html : "");
  if (typeof question.prompt === "string") {
    const prompt = render(question.prompt);
    out.promptHtml = prompt.html;
    texts.push(prompt.text);
  }
  if (typeof question.explanation === "string") out.explanationHtml = render(question.explanation).html;
  if (Array.isArray(question.choices)) out.choicesHtml = question.choices.map(inline);
  if (Array.isArray(question.items)) out.itemsHtml = question.items.map(inline);
  if (Array.isArray(question.pairs)) {
    out.pairsHtml = question.pairs.map((pair: unknown) => (isRecord(pair) ? { left: inline(pair.left), right: inline(pair.right) } : pair));
  }
  return out;
}

/** A checked card with frontHtml (a one-line text) and backHtml (blocks). Fronts feed the search text. */
function renderedCard(card: unknown, render: Render, texts: string[]): unknown {
  if (!isRecord(card) || typeof card.front !== "string" || typeof card.back !== "string") return card;
  const front = render(card.front, true);
  texts.push(front.text);
  return { ...withoutHtmlKeys(card), frontHtml: front.html, backHtml: render(card.back).html };
}

/** A checked exercise with statementHtml, hintsHtml, stepsHtml (blocks) and answerHtml (a line). Titles and statements feed the search text. */
function renderedExercise(exercise: unknown, render: Render, texts: string[]): unknown {
  if (!isRecord(exercise) || typeof exercise.statement !== "string" || !isStringList(exercise.hints) || !isStringList(exercise.steps)) return exercise;
  const statement = render(exercise.statement);
  texts.push(String(exercise.title), statement.text);
  return {
    ...withoutHtmlKeys(exercise),
    statementHtml: statement.html,
    hintsHtml: exercise.hints.map((hint) => render(hint).html),
    stepsHtml: exercise.steps.map((step) => render(step).html),
    answerHtml: typeof exercise.answer === "string" ? render(exercise.answer, true).html : "",
  };
}

/** What the importer renders of a document (docs/decisions/013). */
export interface RenderedContent {
  /** The front matter, its questions and cards with the HTML of their Markdown strings beside them. */
  frontMatter: Record<string, unknown>;
  bodyHtml: string;
  toc: TocEntry[];
  /** The body's words, then the question prompts' and card fronts', for search. */
  bodyText: string;
  /** The number of words of the body (its reading time: domain/learning/reading-time.ts). */
  words: number;
  /** A practice paper (`kind: exam`) split into instructions, exercises, corrections and marking schemes; else null. */
  paper: RenderedPaper | null;
}

/** Renders a document's body and every Markdown string of its questions and cards (a checked front matter). */
export function renderContent(frontMatter: Record<string, unknown>, body: string, locale: ContentLocale, path = ""): RenderedContent {
  const render = (source: string, inline = false) => renderMarkdown(source, { locale, inline });
  const rendered = renderMarkdown(body, { locale, lineBreaks: frontMatter.lineBreaks === true, path });
  const texts: string[] = [];
  const out: Record<string, unknown> = { ...frontMatter };
  if (Array.isArray(frontMatter.questions)) out.questions = frontMatter.questions.map((question) => renderedQuestion(question, render, texts));
  if (Array.isArray(frontMatter.cards)) out.cards = frontMatter.cards.map((card) => renderedCard(card, render, texts));
  if (Array.isArray(frontMatter.exercises)) out.exercises = frontMatter.exercises.map((exercise) => renderedExercise(exercise, render, texts));
  const paper = frontMatter.kind === "exam" ? renderPaper(body, { locale, choice: frontMatter.choice === true, path }) : null;
  return {
    frontMatter: out,
    bodyHtml: rendered.html,
    toc: rendered.toc,
    bodyText: [rendered.text, ...texts].filter(Boolean).join("\n"),
    words: countWords(rendered.text),
    paper,
  };
}

/**
 * A checked document rendered (docs/decisions/013). The importer calls it only for documents whose hash
 * changed: rendering (KaTeX above all) costs tens of milliseconds a document, checking almost nothing.
 */
export function renderContentDocument(document: ContentDocument): RenderedContent {
  return cachedImportStep("render", document.contentHash, () =>
    renderContent(document.frontMatter, document.body, document.locale, document.path),
  );
}

/** The SHA-256 that tells whether a file changed since it was imported. */
export function contentHashOf(file: ContentSourceFile): string {
  return createHash("sha256").update(`${CONTENT_IMPORT_VERSION}\n${file.source}\n${file.raw}`).digest("hex");
}

/** Reads one file as a document, or lists every reason it is not a valid one (content/README.md). */
export function parseContentFile(file: ContentSourceFile): { ok: true; document: ContentDocument } | { ok: false; errors: string[] } {
  const key = contentKeyOf(file.source);
  if (typeof key === "string") return { ok: false, errors: [key] };
  const match = FRONT_MATTER.exec(file.raw);
  if (!match) return { ok: false, errors: ["the file must start with a front matter block between two --- lines"] };
  let parsed: unknown;
  try {
    parsed = parseYaml(match[1] ?? "");
  } catch (error) {
    return { ok: false, errors: [`front matter is not valid YAML: ${error instanceof Error ? error.message.split("\n")[0] : "parse error"}`] };
  }
  if (!isRecord(parsed)) return { ok: false, errors: ["front matter must be a mapping"] };
  const fm = jsonSafe(parsed) as Record<string, unknown>;
  const body = file.raw.slice(match[0].length).replace(/\r\n/g, "\n").replace(/^(?:[ \t]*\n)+/, "");
  const errors: string[] = [];
  if (hasNul(fm) || body.includes("\u0000")) errors.push("NUL characters are not allowed");

  for (const reserved of CONTENT_RESERVED_FIELDS) {
    if (reserved in fm) errors.push(`front matter may not define "${reserved}" (set by the API)`);
  }
  // The reading time is computed from the body's words (domain/learning/reading-time.ts): never written by hand.
  if ("readingMinutes" in fm) errors.push('front matter may not define "readingMinutes" (the reading time is computed from the body)');
  const title = typeof fm.title === "string" ? fm.title.trim() : "";
  if (title === "") errors.push("title is required");
  if (typeof fm.description !== "string") errors.push("description is required");
  const kind = oneOf(fm.kind, CONTENT_KINDS, "kind", errors);
  if (fm.kind === undefined) errors.push("kind is required");
  if (fm.locale !== undefined && fm.locale !== key.locale) {
    errors.push(`locale "${String(fm.locale)}" does not match the file name (${key.locale === "en" ? ".en.md" : "no suffix: fr"})`);
  }
  const level = oneOf(fm.level, CONTENT_LEVELS, "level", errors);
  const grade = oneOf(fm.grade, CONTENT_GRADES, "grade", errors);
  const exam = oneOf(fm.exam, CONTENT_EXAMS, "exam", errors);
  if (fm.subject !== undefined && fm.subject !== null && (typeof fm.subject !== "string" || !/^[a-z0-9-]+$/.test(fm.subject))) {
    errors.push("subject must be a lowercase slug");
  }
  if (fm.premium !== undefined && typeof fm.premium !== "boolean") errors.push("premium must be true or false");
  if (fm.tags !== undefined && !isStringList(fm.tags)) errors.push("tags must be a list of strings");
  if (fm.order !== undefined && (typeof fm.order !== "number" || !Number.isFinite(fm.order))) errors.push("order must be a number");
  let date: string | null = null;
  if (fm.date !== undefined && fm.date !== null) {
    if (typeof fm.date === "string" && isCalendarDate(fm.date)) date = fm.date;
    else errors.push("date must be a date YYYY-MM-DD");
  }
  const named = DATED_NAME.exec(key.path.split("/").at(-1) ?? "");
  const dated = key.path.startsWith("blog/") || key.path.startsWith("presse/");
  if (dated && named && date !== named[1]) errors.push(`date must equal the date in the file name (${named[1]})`);
  if (kind === "article" && date === null) errors.push("an article needs a date");
  if (kind === "quiz") checkQuestions(fm.questions, errors);
  if (kind === "flashcards") checkCards(fm.cards, errors);
  if (kind === "exercises") errors.push(...exerciseBankProblems(fm.exercises));
  errors.push(...listeningProblems(body), ...listeningFieldProblems(fm), ...figureProblems(body), ...frontMatterStrings(fm).flatMap(figureProblems));
  errors.push(...escapeResidueProblems(fm));
  if (errors.length > 0) return { ok: false, errors };

  return {
    ok: true,
    document: {
      ...key,
      kind: kind ?? "page",
      title,
      description: String(fm.description),
      level,
      grade,
      subject: typeof fm.subject === "string" ? fm.subject : null,
      exam,
      premium: fm.premium === true,
      tags: isStringList(fm.tags) ? fm.tags : [],
      date,
      order: typeof fm.order === "number" ? fm.order : null,
      frontMatter: { ...fm, locale: key.locale },
      body,
      source: file.source,
      contentHash: contentHashOf(file),
    },
  };
}

/** A file that could not be imported, with its key when the file name gives one. */
export interface ContentFailure {
  source: string;
  key: ContentKey | null;
  errors: string[];
}

/**
 * Reads a whole set of files (README files skipped): each one alone, then the rules across files (one
 * file per path and locale; an English version needs its French one).
 */
export function parseContentFiles(all: ContentSourceFile[]): { documents: ContentDocument[]; failures: ContentFailure[] } {
  const files = all.filter((file) => isContentFile(file.source));
  const documents: ContentDocument[] = [];
  const failures: ContentFailure[] = [];
  for (const file of files) {
    const result = cachedImportStep("parse", contentHashOf(file), () => parseContentFile(file));
    if (result.ok) documents.push(result.document);
    else {
      const key = contentKeyOf(file.source);
      failures.push({ source: file.source, key: typeof key === "string" ? null : key, errors: result.errors });
    }
  }
  const keyOf = (k: { path: string; locale: string }) => `${k.locale}:${k.path}`;
  const sources = new Map<string, string[]>();
  for (const file of files) {
    const key = contentKeyOf(file.source);
    if (typeof key !== "string") sources.set(keyOf(key), [...(sources.get(keyOf(key)) ?? []), file.source]);
  }
  const accepted: ContentDocument[] = [];
  for (const document of documents) {
    const same = sources.get(keyOf(document)) ?? [];
    if (same.length > 1) {
      failures.push({ source: document.source, key: document, errors: [`path "${document.path}" (${document.locale}) also comes from ${same.filter((s) => s !== document.source).join(", ")}`] });
    } else if (document.locale === "en" && !sources.has(keyOf({ path: document.path, locale: "fr" }))) {
      failures.push({ source: document.source, key: document, errors: ["an English version needs its French document (same name without .en)"] });
    } else accepted.push(document);
  }
  return { documents: accepted, failures };
}
