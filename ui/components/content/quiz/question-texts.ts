// Every text of a question that the page renders as Markdown (the page's formulas are rendered once on the server).
import type { Question } from "../../../../domain/learning/question.ts";
import { parseMarkdown, blocksText } from "../markdown/parse.ts";

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

/** A Markdown text as plain text (select options and button labels cannot hold markup). */
export function plainOf(source: string): string {
  return blocksText(parseMarkdown(source));
}
