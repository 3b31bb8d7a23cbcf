// Every text of a question that the page renders as Markdown (the page's formulas are rendered once on the server).
import type { Question } from "../../../../domain/learning/question.ts";

/** Prompt, choices, items, pairs, typed answers and explanation of a question. */
export function questionTexts(question: Question): string[] {
  const own = (() => {
    switch (question.type) {
      case "single":
      case "multiple":
        return question.choices;
      case "text":
        return [question.answer, ...question.accept];
      case "ordering":
        return question.items;
      case "matching":
        return question.pairs.flatMap((pair) => [pair.left, pair.right]);
      default:
        return [];
    }
  })();
  return [question.prompt, ...own, question.explanation];
}

/**
 * A one-line Markdown text as plain text, for what cannot hold markup (select options, button labels): link
 * targets, emphasis and code marks and formula delimiters dropped, a formula kept as its TeX.
 */
export function plainOf(source: string): string {
  return source
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\*\*|`/g, "")
    .replace(/(^|[^\\])\$\$?/g, "$1")
    .replace(/\\\$/g, "$")
    .replace(/\s+/g, " ")
    .trim();
}
