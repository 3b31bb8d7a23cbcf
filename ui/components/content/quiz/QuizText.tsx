// The one place where quiz text (prompts, choices, items, pairs, explanations) becomes markup: the sanitized HTML
// the importer rendered from each Markdown string (docs/decisions/013), looked up by its source in the quiz's map
// (`ContentDocument.quizHtml`, given by <QuizHtmlProvider>). A text the map does not hold (a typed answer, a
// fixture without HTML) is shown as plain text, escaped by React.
import { createContext, useContext, type ReactNode } from "react";
import type { ContentHtml } from "../../../../application/web/content/content-document.ts";

const QuizHtml = createContext<Readonly<Record<string, ContentHtml>>>({});

/** Gives the quiz below the HTML of its Markdown strings. */
export function QuizHtmlProvider({ html, children }: { html: Readonly<Record<string, ContentHtml>>; children: ReactNode }) {
  return <QuizHtml.Provider value={html}>{children}</QuizHtml.Provider>;
}

export interface QuizTextProps {
  source: string;
  /** One-line texts (choices, items): rendered in a span, without a paragraph. */
  inline?: boolean;
}

export function QuizText({ source, inline = false }: QuizTextProps) {
  const html = useContext(QuizHtml)[source];
  if (html === undefined) return inline ? <span>{source}</span> : <p>{source}</p>;
  // Sanitized at import (rehype-sanitize), never text typed by a visitor.
  return inline ? <span dangerouslySetInnerHTML={{ __html: html }} /> : <div dangerouslySetInnerHTML={{ __html: html }} />;
}
