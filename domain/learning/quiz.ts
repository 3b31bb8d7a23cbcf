// Learning rules: quiz scoring for the seven question types of domain/learning/question.ts
// (content/README.md §3). Every question is worth one point; a response earns a credit in [0, 1]:
// - single, true-false: 1 for the right answer, else 0;
// - multiple: max(0, right choices ticked - wrong choices ticked) / number of right choices, so ticking
//   everything earns nothing and a missed right choice costs as much as a wrong one ticked
//   (docs/decisions/015-quiz-scoring.md);
// - numeric: 1 when the typed number is within the tolerance ("12,5", "12.5", "1 200", a trailing unit);
// - text: 1 when the typed text matches the answer or an accepted one, whatever case, accents, spaces
//   and punctuation;
// - ordering: the share of items in their right place; matching: the share of left items matched right.
// The quiz's score is the sum of the credits (rounded to the hundredth), out of the number of questions.
import type { Question, QuestionType } from "./question.ts";
import type { QuestionAnswer, QuizResponse, ResponseOf } from "./quiz-responses.ts";

/** The right answer of a question. */
export function rightAnswer(question: Question): QuestionAnswer {
  switch (question.type) {
    case "single":
      return { type: "single", choice: question.answer };
    case "multiple":
      return { type: "multiple", choices: [...question.answer].sort((a, b) => a - b) };
    case "true-false":
      return { type: "true-false", value: question.answer };
    case "numeric":
      return { type: "numeric", value: question.answer, tolerance: question.tolerance, unit: question.unit ?? null };
    case "text":
      return { type: "text", value: question.answer, accept: question.accept };
    case "ordering":
      return { type: "ordering", items: question.items };
    case "matching":
      return { type: "matching", pairs: question.pairs };
  }
}

export interface QuestionScore {
  id: string;
  type: QuestionType;
  /** Between 0 and 1. */
  credit: number;
  /** The whole point was earned. */
  correct: boolean;
  /** A response of the question's type was given and is not empty. */
  answered: boolean;
}

/** A scored question with what the player shows after it: the right answer and the explanation. */
export interface QuestionOutcome extends QuestionScore {
  answer: QuestionAnswer;
  explanation: string;
}

export interface QuizScore {
  /** Sum of the credits, rounded to the hundredth. */
  score: number;
  /** One point per question. */
  maxScore: number;
  results: QuestionScore[];
}

/** Folds a text for comparison: no case, no accents or ligatures, no spaces, no punctuation. */
export function foldText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .replace(/ß/g, "ss")
    .replace(/[\p{P}\p{Z}\s]/gu, "");
}

const NUMBER = /^([+-]?)(\d+(?:[.,]\d*)?|[.,]\d+)(?:e([+-]?\d+))?(.*)$/i;

/**
 * Reads a typed number: a comma or a point for the decimals, spaces between digit groups, a unicode minus,
 * an exponent, and after the number the question's unit if any (case, spaces, accents and ^ ignored,
 * superscript digits read as digits). Anything else is not a number (null).
 */
export function parseDecimal(typed: string, unit: string | null = null): number | null {
  const compact = typed
    .replace(/[\s\u00a0\u202f\u2009]+(?=\d)/g, "")
    .replace(/\u2212/g, "-")
    .trim();
  const match = NUMBER.exec(compact);
  if (!match) return null;
  const [, sign = "", digits = "", exponent, rest = ""] = match;
  const trailing = foldUnit(rest);
  if (trailing !== "" && (unit === null || trailing !== foldUnit(unit))) return null;
  return Number(`${sign}${digits.replace(",", ".")}${exponent === undefined ? "" : `e${exponent}`}`);
}

function foldUnit(unit: string): string {
  return foldText(unit.replace(/\^/g, ""));
}

/** A question with a response of its own type. */
type Paired = {
  [T in QuestionType]: { type: T; question: Extract<Question, { type: T }>; response: ResponseOf<T> };
}[QuestionType];

function paired(question: Question, response: QuizResponse | undefined): Paired | null {
  return response !== undefined && response.type === question.type
    ? ({ type: question.type, question, response } as Paired)
    : null;
}

function credit({ type, question, response }: Paired): number {
  switch (type) {
    case "single":
      return response.choice === question.answer ? 1 : 0;
    case "multiple": {
      const ticked = new Set(response.choices.filter((index) => index < question.choices.length));
      const right = [...ticked].filter((index) => question.answer.includes(index)).length;
      return Math.max(0, right - (ticked.size - right)) / question.answer.length;
    }
    case "true-false":
      return response.value === question.answer ? 1 : 0;
    case "numeric": {
      const value = parseDecimal(response.value, question.unit ?? null);
      if (value === null) return 0;
      // A hair of slack so that 12.51 is within 0.01 of 12.5 despite binary floating point.
      const slack = 1e-9 * Math.max(1, Math.abs(question.answer));
      return Math.abs(value - question.answer) <= question.tolerance + slack ? 1 : 0;
    }
    case "text": {
      const typed = foldText(response.value);
      return typed !== "" && [question.answer, ...question.accept].some((answer) => foldText(answer) === typed) ? 1 : 0;
    }
    case "ordering":
      return (
        question.items.filter((_, position) => response.order[position] === position).length / question.items.length
      );
    case "matching":
      return question.pairs.filter((_, left) => response.matches[left] === left).length / question.pairs.length;
  }
}

function isAnswered({ response }: Paired): boolean {
  switch (response.type) {
    case "multiple":
      return response.choices.length > 0;
    case "numeric":
    case "text":
      return response.value.trim() !== "";
    case "ordering":
      return response.order.length > 0;
    case "matching":
      return response.matches.some((match) => match !== null);
    default:
      return true;
  }
}

/** The credit of one response (none, or one of another type, earns 0). */
export function scoreQuestion(question: Question, response: QuizResponse | undefined): QuestionScore {
  const pair = paired(question, response);
  const answered = pair !== null && isAnswered(pair);
  const earned = pair !== null && answered ? credit(pair) : 0;
  return { id: question.id, type: question.type, credit: earned, correct: earned === 1, answered };
}

/** A scored question with its right answer and explanation. */
export function questionOutcome(question: Question, response: QuizResponse | undefined): QuestionOutcome {
  return { ...scoreQuestion(question, response), answer: rightAnswer(question), explanation: question.explanation };
}

const hundredths = (value: number) => Math.round(value * 100) / 100;

/** The score of a quiz: every question counts, unanswered ones earn 0; responses to unknown ids are ignored. */
export function scoreQuiz(
  questions: readonly Question[],
  responses: Readonly<Record<string, QuizResponse>>,
): QuizScore {
  const results = questions.map((question) => scoreQuestion(question, responses[question.id]));
  return {
    score: hundredths(results.reduce((sum, result) => sum + result.credit, 0)),
    maxScore: questions.length,
    results,
  };
}

/** The questions to play again: those that did not earn their whole point. */
export function mistakesOf(results: readonly QuestionScore[]): string[] {
  return results.filter((result) => !result.correct).map((result) => result.id);
}

/** FNV-1a hash of a seed text, for the generator below. */
function hash(seed: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) {
    value ^= seed.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** mulberry32: a small deterministic generator of numbers in [0, 1). */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The order in which to show `count` items (ordering items, matching's right column): a permutation of
 * 0..count-1 drawn from `seed` (the same seed gives the same order, on the server and in the browser),
 * never the right order itself when there are two items or more.
 */
export function shuffledOrder(count: number, seed: string): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  const random = generator(hash(seed));
  for (let i = count - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const unchanged = order.every((item, position) => item === position);
  return unchanged && count > 1 ? [...order.slice(1), order[0]!] : order;
}
