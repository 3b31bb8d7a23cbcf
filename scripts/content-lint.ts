// The content linter (content/README.md §6): everything the importer checks, plus the rules of a
// complete chapter, formulas KaTeX can parse, numeric answers recomputed from their expression,
// internal links, and descriptions that count right.
//   node scripts/content-lint.ts [folder or file under content/ ...]   (npm run lint:content)
// Exits 1 and lists every problem when there is one. The test run holds the whole folder to it.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import katex from "katex";
import { evaluate } from "mathjs";
import remarkMath from "remark-math";
import remarkParse from "remark-parse";
import remarkGfm from "remark-gfm";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import {
  parseContentFiles,
  type ContentDocument,
  type ContentSourceFile,
} from "../adapters/api/content/content-document.ts";
import { setContentImportCache } from "../adapters/api/content/content-import-cache.ts";
import { undrawableCharacters } from "../adapters/api/pdf/pdf-fonts.ts";
import { markdownToText, mdText } from "../adapters/api/content/markdown-render.ts";
import { hasFactToken, unknownFactTokens } from "../domain/legal/company-facts.ts";
import { paperTotal, splitPaper } from "../domain/learning/paper.ts";
import { parseQuestion } from "../domain/learning/question.ts";
import { foldText } from "../domain/learning/quiz.ts";
import { COVERAGE_README, coverageProblem } from "./content-coverage.ts";
import { quizFairnessProblems } from "./quiz-fairness.ts";
import { workedExampleRepeats } from "./worked-examples.ts";

export interface LintProblem {
  source: string;
  message: string;
}

/** The least a chapter's parts hold (issue 13; content/README.md §7). */
export const CHAPTER_RULES = {
  minQuestions: 10,
  minCards: 15,
  minCourseWords: 700,
  minSheetWords: 150,
} as const;

/** Subjects whose numeric answers must declare the expression they come from. */
const COMPUTED_SUBJECTS = new Set(["maths", "maths-expertes", "physique-chimie", "enseignement-scientifique"]);
const CHAPTER_PARTS = { course: "", quiz: "quiz-", flashcards: "flashcards-", sheet: "fiche-" } as const;
/** Parts a chapter may have, at most one each, named after it (issue 27: exercise banks). */
const OPTIONAL_CHAPTER_PARTS = { exercises: "exercices-" } as const;
/**
 * Subjects whose every chapter has its exercise bank (issue 27: « at least 3 exercises per maths, physique-chimie and SVT
 * chapter »; issue 29's maths expertes, NSI and SNT were written with theirs).
 */
export const EXERCISE_SUBJECTS: readonly string[] = ["maths", "maths-expertes", "physique-chimie", "svt", "nsi", "snt"];
const CONTENT_ROOTS = new Set(["revisions", "exams", "orientation", "blog", "presse", "pages"]);

const markdown = unified().use(remarkParse).use(remarkGfm).use(remarkMath);

/**
 * The Markdown tree of a text, parsed once for the document being linted: its body is read by four checks (formulas,
 * emphasis, publisher tokens, links), which parsed it four times and took most of the linter's time.
 */
const parsedTexts = new Map<string, MdNode>();
function parsed(text: string): MdNode {
  let tree = parsedTexts.get(text);
  if (!tree) {
    tree = markdown.parse(text) as MdNode;
    parsedTexts.set(text, tree);
  }
  return tree;
}

interface MdNode {
  type: string;
  value?: string;
  url?: string;
  children?: MdNode[];
}

/** Every string in a front matter value, with where it sits. */
function stringsOf(value: unknown, at: string): Array<[string, string]> {
  if (typeof value === "string") return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, `${at}[${index}]`));
  if (typeof value === "object" && value !== null)
    return Object.entries(value).flatMap(([key, item]) => stringsOf(item, at ? `${at}.${key}` : key));
  return [];
}

function mathProblems(text: string, at: string): string[] {
  if (!text.includes("$")) return [];
  const problems: string[] = [];
  visit(parsed(text), (node: MdNode) => {
    if ((node.type === "math" || node.type === "inlineMath") && node.value !== undefined) {
      try {
        katex.renderToString(node.value, { throwOnError: true, displayMode: node.type === "math", strict: "ignore" });
      } catch (error) {
        problems.push(
          `${at}: KaTeX cannot render "${node.value}": ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`,
        );
      }
    }
  });
  return problems;
}

/** Emphasis markers Markdown could not pair (`I**'ll**`): they would show as asterisks (code is not text). */
function hasStrayEmphasis(text: string): boolean {
  let stray = false;
  visit(parsed(text), (node: MdNode) => {
    if (node.type === "text" && node.value?.includes("**")) stray = true;
  });
  return stray;
}

/** Folders whose documents speak for the publisher (legal, institutional, press): no placeholder may stay in them. */
const PUBLISHED_ROOTS = new Set(["pages", "presse"]);
const DEMONSTRATION = /texte de d[ée]monstration|demonstration text/i;
/** `[numéro RCS]`: square brackets around words that are not a link (a link, a task box or math is parsed apart). */
const BRACKET_PLACEHOLDER = /\[[^\]]*\p{L}[^\]]*\]/u;

/**
 * The company-fact tokens of a body (issue 15, docs/decisions/026): each names a fact, and stands in running text
 * (a heading would put it in the table of contents unfilled, a link's text or address would hold it unfilled).
 * In pages and press documents, no placeholder: "Texte de démonstration" or words in square brackets.
 */
function publisherProblems(body: string, published: boolean): string[] {
  const problems: string[] = [];
  for (const token of unknownFactTokens(body))
    problems.push(`body: {{${token}}} names no company fact (domain/legal/company-facts.ts)`);
  if (published && DEMONSTRATION.test(body)) problems.push('body: "Texte de démonstration" left in a published page');
  const walk = (node: MdNode, inside: string | null) => {
    if (node.type === "text" && node.value !== undefined) {
      if (inside !== null && hasFactToken(node.value))
        problems.push(`body: a {{company.*}} token in a ${inside} is not filled; write it in running text`);
      const placeholder = BRACKET_PLACEHOLDER.exec(node.value);
      if (published && placeholder) problems.push(`body: placeholder ${placeholder[0]} left in a published page`);
    }
    if ((node.type === "link" || node.type === "definition") && node.url !== undefined && /\{\{|%7B%7B/i.test(node.url))
      problems.push("body: a {{company.*}} token in a link address is not filled; write it in running text");
    const here =
      node.type === "heading" ? "heading" : node.type === "link" || node.type === "linkReference" ? "link" : inside;
    node.children?.forEach((child) => walk(child, here));
  };
  walk(parsed(body), null);
  return problems;
}

function linksOf(text: string): string[] {
  const urls: string[] = [];
  visit(parsed(text), (node: MdNode) => {
    if ((node.type === "link" || node.type === "definition") && node.url) urls.push(node.url);
  });
  return urls;
}

const NUMBER_WORDS: Record<string, number> = {};
[
  ["un", "une", "one"],
  ["deux", "two"],
  ["trois", "three"],
  ["quatre", "four"],
  ["cinq", "five"],
  ["six"],
  ["sept", "seven"],
  ["huit", "eight"],
  ["neuf", "nine"],
  ["dix", "ten"],
  ["onze", "eleven"],
  ["douze", "twelve"],
  ["treize", "thirteen"],
  ["quatorze", "fourteen"],
  ["quinze", "fifteen"],
  ["seize", "sixteen"],
  ["dix-sept", "seventeen"],
  ["dix-huit", "eighteen"],
  ["dix-neuf", "nineteen"],
  ["vingt", "twenty"],
  ["vingt et un", "vingt-et-un", "twenty-one"],
  ["vingt-deux", "twenty-two"],
  ["vingt-trois", "twenty-three"],
  ["vingt-quatre", "twenty-four"],
  ["vingt-cinq", "twenty-five"],
  ["trente", "thirty"],
].forEach((words, index) => {
  for (const word of words) NUMBER_WORDS[word] = index === 25 ? 30 : index + 1;
});
const COUNT = new RegExp(
  `(?:^|[^\\p{L}\\d-])(\\d+|${Object.keys(NUMBER_WORDS)
    .sort((a, b) => b.length - a.length)
    .join("|")})\\s+(questions?|cartes?|flashcards?|cards?)(?![\\p{L}])`,
  "giu",
);

/** The counts a description states ("12 questions", "quinze cartes"), by what they count. */
export function statedCounts(description: string): Array<{ count: number; of: "questions" | "cards" }> {
  return [...description.matchAll(COUNT)].map((match) => {
    const word = (match[1] ?? "").toLowerCase();
    const count = /^\d+$/.test(word) ? Number(word) : (NUMBER_WORDS[word] ?? NaN);
    return { count, of: (match[2] ?? "").toLowerCase().startsWith("question") ? "questions" : "cards" };
  });
}

const wordCount = (markdownText: string): number =>
  markdownToText(markdownText)
    .split(/\s+/)
    .filter((word) => /[\p{L}\d]/u.test(word)).length;

function lintQuiz(document: ContentDocument, problems: string[]): void {
  const questions = Array.isArray(document.frontMatter.questions) ? (document.frontMatter.questions as unknown[]) : [];
  if (questions.length < CHAPTER_RULES.minQuestions)
    problems.push(`a quiz needs at least ${CHAPTER_RULES.minQuestions} questions (${questions.length})`);
  questions.forEach((raw, index) => {
    const question = parseQuestion(raw);
    if (question?.type === "text") {
      const twin = accentTwin(question.prompt, [question.answer, ...question.accept]);
      if (twin !== null)
        problems.push(
          `questions[${index}] (${question.id}): the answer "${twin.answer}" differs from "${twin.word}" only by accents or punctuation, ` +
            "which the typed-answer check ignores; ask it as a single choice",
        );
    }
    if (question?.type !== "numeric") return;
    const at = `questions[${index}] (${question.id})`;
    if (question.expression === undefined) {
      if (COMPUTED_SUBJECTS.has(document.subject ?? ""))
        problems.push(`${at}: a numeric answer in ${document.subject} declares the expression it is computed from`);
      return;
    }
    let value: unknown;
    try {
      value = evaluate(question.expression);
    } catch (error) {
      problems.push(
        `${at}: expression "${question.expression}" does not evaluate: ${error instanceof Error ? error.message : String(error)}`,
      );
      return;
    }
    const computed = typeof value === "number" ? value : Number(value);
    const slack = question.tolerance + 1e-9 * Math.max(1, Math.abs(question.answer));
    if (!Number.isFinite(computed) || Math.abs(computed - question.answer) > slack) {
      problems.push(
        `${at}: answer ${question.answer} but expression "${question.expression}" gives ${computed} (tolerance ${question.tolerance})`,
      );
    }
  });
}

/**
 * A typed answer that only its accents or punctuation tell apart from a word the prompt offers («ou» / «où», «quelle» /
 * «qu'elle»): the quiz compares typed answers without them (foldText), so the wrong form would be marked right.
 */
function accentTwin(prompt: string, answers: readonly string[]): { answer: string; word: string } | null {
  const words = prompt.toLowerCase().match(/[\p{L}'’]+/gu) ?? [];
  for (const answer of answers) {
    const folded = foldText(answer);
    const word = words.find((candidate) => candidate !== answer.toLowerCase() && foldText(candidate) === folded);
    if (word !== undefined) return { answer, word };
  }
  return null;
}

/**
 * A sheet is also a PDF (docs/decisions/020), whose fonts (Source Sans 3, DejaVu Sans) lack the coloured emoji: a ❌
 * or ✅ in a sheet printed as nothing. Its text (formulas and code aside: MathJax and Courier draw those) holds only
 * characters they draw.
 */
function lintSheetCharacters(document: ContentDocument, problems: string[]): void {
  const text = document.body
    .replace(/^(```|~~~)[\s\S]*?^\1/gm, "")
    .replace(/\$\$[\s\S]*?\$\$/g, "")
    .replace(/\$[^$\n]*\$/g, "")
    .replace(/`[^`\n]*`/g, "");
  for (const char of undrawableCharacters(text))
    problems.push(
      `the sheet's PDF cannot draw « ${char} » (U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}): write it in words or use a character its fonts have (✓, ✗, →)`,
    );
}

function lintDeck(document: ContentDocument, problems: string[]): void {
  const cards = Array.isArray(document.frontMatter.cards)
    ? (document.frontMatter.cards as Array<Record<string, unknown>>)
    : [];
  if (cards.length < CHAPTER_RULES.minCards)
    problems.push(`a deck needs at least ${CHAPTER_RULES.minCards} cards (${cards.length})`);
  cards.forEach((card, index) => {
    for (const side of ["front", "back"] as const) {
      if (typeof card[side] !== "string" || card[side].trim() === "")
        problems.push(`cards[${index}]: the ${side} is empty`);
    }
    // A front is a question in words: a formula alone has no visible text to name the card (its MathML is hidden
    // from sight, its drawing from screen readers), and the deck's list without JavaScript needs one.
    if (
      typeof card.front === "string" &&
      /\$/.test(card.front) &&
      !/\p{L}{2}/u.test(markdownToText(withoutMath(card.front)))
    )
      problems.push(`cards[${index}]: the front is a formula alone; say in words what is asked`);
  });
}

/** A Markdown string without its formulas ($…$ and $$…$$). */
function withoutMath(source: string): string {
  return source.replace(/\$\$[\s\S]*?\$\$|\$[^$]*\$/g, " ");
}

/** The corrections and marking schemes each exercise needs, by the language of the paper (content/README.md §8). */
const PARTS = {
  fr: { answers: "### Corrigé", marking: "### Barème" },
  en: { answers: "### Answers", marking: "### Marking scheme" },
} as const;

/** A practice paper: exercises as `## Title (N points)`, each with its correction and marking scheme (split: domain/learning/paper.ts). */
function lintExam(document: ContentDocument, problems: string[]): void {
  const fm = document.frontMatter;
  if (typeof fm.durationMinutes !== "number" || fm.durationMinutes <= 0)
    problems.push("a practice paper states its durationMinutes");
  if (typeof fm.points !== "number" || fm.points <= 0) problems.push("a practice paper states its total points");
  const language = fm.language === "en" || document.locale === "en" ? "en" : "fr";
  const tree = unified().use(remarkParse).use(remarkGfm).use(remarkMath).parse(document.body);
  const { exercises } = splitPaper(tree.children, (node) =>
    node.type === "heading" ? { depth: node.depth, text: mdText({ type: "root", children: [node] }) } : null,
  );
  if (exercises.length === 0) problems.push('a practice paper has exercises headed "## Title (N points)"');
  for (const exercise of exercises) {
    for (const kind of ["answers", "marking"] as const) {
      if (!exercise.parts.some((part) => part.kind === kind))
        problems.push(`exercise "${exercise.title}" needs a "${PARTS[language][kind]}" section`);
    }
  }
  const choice = fm.choice === true;
  const points = exercises.map((exercise) => exercise.points);
  if (typeof fm.points === "number" && exercises.length > 0) {
    if (choice && points.some((value) => value !== fm.points))
      problems.push(`each subject to choose from is worth the paper's ${String(fm.points)} points`);
    else if (paperTotal(points, choice) !== fm.points)
      problems.push(
        `the exercises add up to ${paperTotal(points, choice)} points, the paper states ${String(fm.points)}`,
      );
  }
}

/**
 * Every problem in a set of content files (README files skipped). `focus`, when given, limits the checks of one
 * document at a time (its Markdown, formulas, quiz, deck, links) to the files it accepts: the whole library is still
 * parsed, so that links, chapters and subjects are judged against everything (a writer linting one folder).
 */
export function lintContent(files: ContentSourceFile[], focus?: (source: string) => boolean): LintProblem[] {
  const { documents, failures } = parseContentFiles(files);
  const found: LintProblem[] = failures.flatMap((failure) =>
    failure.errors.map((message) => ({ source: failure.source, message })),
  );
  const paths = new Set(documents.map((document) => document.path));
  const chapters = new Map<string, ContentDocument[]>();

  for (const document of documents) {
    const fm = document.frontMatter;
    if (typeof fm.chapter === "string") {
      const key = `${document.locale}:${document.dir}/${fm.chapter}`;
      chapters.set(key, [...(chapters.get(key) ?? []), document]);
    }
    if (focus && !focus(document.source)) continue;
    // The trees of one document at a time (the whole library's would hold hundreds of megabytes).
    parsedTexts.clear();
    const problems: string[] = [];
    problems.push(...mathProblems(document.body, "body"));
    if (hasStrayEmphasis(document.body)) problems.push("body: ** shown as text (emphasis markers that do not pair)");
    for (const [at, text] of stringsOf(fm, "")) {
      problems.push(...mathProblems(text, at));
      if (hasFactToken(text)) problems.push(`${at}: a {{company.*}} token is filled in the body only`);
      if (
        PUBLISHED_ROOTS.has(document.path.split("/")[0] ?? "") &&
        (DEMONSTRATION.test(text) || BRACKET_PLACEHOLDER.test(text)) &&
        at !== "tags"
      )
        problems.push(`${at}: placeholder left in a published page`);
    }
    problems.push(...publisherProblems(document.body, PUBLISHED_ROOTS.has(document.path.split("/")[0] ?? "")));
    for (const url of linksOf(document.body)) {
      const target = url.split(/[?#]/)[0]?.replace(/^\/+|\/+$/g, "") ?? "";
      if (url.startsWith("/") && CONTENT_ROOTS.has(target.split("/")[0] ?? "") && !paths.has(target))
        problems.push(`link to ${url}: no such document`);
    }
    if (document.kind === "quiz") lintQuiz(document, problems);
    if (document.kind === "flashcards") lintDeck(document, problems);
    if (document.kind === "sheet") lintSheetCharacters(document, problems);
    if (document.kind === "exam") lintExam(document, problems);
    const counted =
      document.kind === "quiz"
        ? (fm.questions as unknown[]).length
        : document.kind === "flashcards"
          ? (fm.cards as unknown[]).length
          : null;
    for (const stated of statedCounts(document.description)) {
      const what = stated.of === "questions" ? "quiz" : "flashcards";
      if (counted !== null && document.kind === what && stated.count !== counted)
        problems.push(`the description says ${stated.count} ${stated.of}, the document has ${counted}`);
    }
    if (fm.language !== undefined && fm.language !== "fr" && fm.language !== "en")
      problems.push("language must be fr or en");
    if (document.path.startsWith("revisions/") && document.kind === "course" && typeof fm.chapter !== "string")
      problems.push("a course of the library belongs to a chapter (front matter `chapter`)");
    found.push(...problems.map((message) => ({ source: document.source, message })));
  }

  for (const [key, parts] of chapters) {
    const chapter = key.slice(key.lastIndexOf("/") + 1);
    const source = parts[0]?.source ?? key;
    for (const [kind, prefix] of Object.entries(CHAPTER_PARTS)) {
      const ofKind = parts.filter((part) => part.kind === kind);
      const expectedName = `${prefix}${chapter}`;
      if (ofKind.length !== 1)
        found.push({
          source,
          message: `chapter "${chapter}" needs exactly one ${kind} (${ofKind.length}); a new one is named ${expectedName}.md`,
        });
      for (const part of ofKind) {
        // The chapter's slug is its course's name; older quizzes and decks keep their paths (progress points at them).
        if (kind === "course" && part.path.split("/").at(-1) !== expectedName)
          found.push({
            source: part.source,
            message: `the course of chapter "${chapter}" is named ${expectedName}.md`,
          });
        if (kind === "course" && wordCount(part.body) < CHAPTER_RULES.minCourseWords)
          found.push({
            source: part.source,
            message: `a chapter's course has at least ${CHAPTER_RULES.minCourseWords} words (${wordCount(part.body)})`,
          });
        if (kind === "sheet" && wordCount(part.body) < CHAPTER_RULES.minSheetWords)
          found.push({
            source: part.source,
            message: `a chapter's sheet has at least ${CHAPTER_RULES.minSheetWords} words (${wordCount(part.body)})`,
          });
      }
    }
    const subject = parts.find((part) => part.kind === "course")?.frontMatter.subject;
    if (
      typeof subject === "string" &&
      EXERCISE_SUBJECTS.includes(subject) &&
      !parts.some((p) => p.kind === "exercises")
    )
      found.push({
        source,
        message: `a ${subject} chapter has an exercise bank; chapter "${chapter}"'s is named exercices-${chapter}.md`,
      });
    for (const [kind, prefix] of Object.entries(OPTIONAL_CHAPTER_PARTS)) {
      const ofKind = parts.filter((part) => part.kind === kind);
      if (ofKind.length > 1)
        found.push({ source, message: `chapter "${chapter}" has at most one ${kind} (${ofKind.length})` });
      for (const part of ofKind)
        if (part.path.split("/").at(-1) !== `${prefix}${chapter}`)
          found.push({
            source: part.source,
            message: `the ${kind} of chapter "${chapter}" is named ${prefix}${chapter}.md`,
          });
    }
    for (const part of parts.filter((p) => !(p.kind in CHAPTER_PARTS) && !(p.kind in OPTIONAL_CHAPTER_PARTS)))
      found.push({ source: part.source, message: `a ${part.kind} cannot be part of a chapter` });
    const premium = new Set(parts.map((part) => part.premium));
    if (premium.size > 1)
      found.push({ source, message: `the parts of chapter "${chapter}" are all premium or all free` });
  }

  // The first chapter of each subject is free.
  const firstBySubject = new Map<string, ContentDocument>();
  for (const course of documents.filter(
    (document) => document.kind === "course" && typeof document.frontMatter.chapter === "string",
  )) {
    const key = `${course.locale}:${course.dir}`;
    const first = firstBySubject.get(key);
    if (!first || (course.order ?? Infinity) < (first.order ?? Infinity)) firstBySubject.set(key, course);
  }
  for (const first of firstBySubject.values()) {
    if (first.premium)
      found.push({ source: first.source, message: "the first chapter of a subject (lowest order) is free" });
  }
  found.push(...quizFairnessProblems(documents));
  found.push(...workedExampleRepeats(documents));
  // content/README.md §10 lists the library as the content gives it (issue 28), when the README is linted too.
  const readme = files.find((file) => file.source === COVERAGE_README);
  const coverage = readme ? coverageProblem(readme.raw, documents) : null;
  if (coverage) found.push({ source: COVERAGE_README, message: coverage });
  return found;
}

/** Every file under content/ (forward-slash names relative to it). */
export function readContentFolder(root: string): ContentSourceFile[] {
  const files: ContentSourceFile[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".md"))
        files.push({ source: path.relative(root, full).split(path.sep).join("/"), raw: readFileSync(full, "utf8") });
    }
  };
  walk(root);
  return files;
}

if (import.meta.main) {
  // Parsing a file (YAML, figure sanitising) is cached by content hash across runs, as the test run does (ADR 055):
  // a writer linting their folder again and again parses only the files that changed.
  setContentImportCache(
    process.env.CONTENT_IMPORT_CACHE_DIR ?? path.join("node_modules", ".cache", "revizo-content-import"),
  );
  const root = path.resolve("content");
  const only = process.argv.slice(2).map((arg) => path.relative(root, path.resolve(arg)).split(path.sep).join("/"));
  const inFocus = (source: string) =>
    only.some((prefix) => source === prefix || source.startsWith(`${prefix.replace(/\/$/, "")}/`));
  const problems = lintContent(readContentFolder(root), only.length === 0 ? undefined : inFocus).filter(
    (problem) => only.length === 0 || inFocus(problem.source),
  );
  for (const problem of problems) process.stdout.write(`${problem.source}: ${problem.message}\n`);
  process.stdout.write(problems.length === 0 ? "content: no problem\n" : `content: ${problems.length} problem(s)\n`);
  process.exitCode = problems.length === 0 ? 0 : 1;
}
