// The FAQ (pages/faq): its `##` sections, each `###` question an accordion item whose answer opens in
// place (native <details>: keyboard and screen readers for free, works without JavaScript), and the
// FAQPage structured data built from the same split. The split cuts the HTML rendered at import at its
// top-level h2/h3 headings (docs/decisions/013): no Markdown is read here.
import { useId } from "react";
import type { ContentHtml as Html } from "../../../application/web/content/content-document.ts";
import type { JsonLdObject } from "./ContentMeta.tsx";
import { ContentHtml } from "./ContentHtml.tsx";

export interface FaqQuestion {
  id: string;
  /** The heading's content (inline HTML). */
  question: Html;
  answer: Html;
}

export interface FaqSection {
  id: string;
  title: Html | null;
  intro: Html;
  questions: FaqQuestion[];
}

/** A heading as the importer writes it: level, id, content. */
const HEADING = /<h([23]) id="([^"]*)" class="md-heading">([\s\S]*?)<\/h\1>/g;

/** The FAQ's sections and questions from its HTML (h2 section, h3 question, then the answer). */
export function splitFaq(html: string): FaqSection[] {
  const sections: FaqSection[] = [];
  let section: FaqSection | null = null;
  let question: FaqQuestion | null = null;
  const open = (id: string, title: Html | null): FaqSection => {
    const created: FaqSection = { id, title, intro: "", questions: [] };
    sections.push(created);
    return created;
  };
  const add = (chunk: string) => {
    const part = chunk.trim();
    if (part === "") return;
    if (question) question.answer = question.answer ? `${question.answer}\n${part}` : part;
    else {
      section ??= open("intro", null);
      section.intro = section.intro ? `${section.intro}\n${part}` : part;
    }
  };
  let last = 0;
  for (const match of html.matchAll(HEADING)) {
    add(html.slice(last, match.index));
    last = match.index + match[0].length;
    const [, level, id = "", content = ""] = match;
    if (level === "2") {
      section = open(id, content);
      question = null;
    } else {
      section ??= open("questions", null);
      question = { id, question: content, answer: "" };
      section.questions.push(question);
    }
  }
  add(html.slice(last));
  return sections;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** The text of an HTML fragment (structured data): tags dropped, character references decoded. */
export function htmlText(html: string): string {
  return html
    // The serializer puts a line break between blocks, list items and cells: inline tags just go.
    .replace(/<[^>]*>/g, "")
    .replace(/&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));/gi, (whole, hex: string | undefined, decimal: string | undefined, name: string | undefined) =>
      hex ? String.fromCodePoint(parseInt(hex, 16)) : decimal ? String.fromCodePoint(Number(decimal)) : (ENTITIES[name ?? ""] ?? whole),
    )
    .replace(/\s+/g, " ")
    .trim();
}

/** schema.org FAQPage of the questions and their plain-text answers. */
export function faqJsonLd(sections: readonly FaqSection[]): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: sections.flatMap((section) =>
      section.questions.map((entry) => ({
        "@type": "Question",
        name: htmlText(entry.question),
        acceptedAnswer: { "@type": "Answer", text: htmlText(entry.answer) },
      })),
    ),
  };
}

export function FaqAccordion({ sections }: { sections: readonly FaqSection[] }) {
  const base = useId();
  return (
    <div className="faq">
      {sections.map((section, s) => (
        <section key={section.id} className="faq__section" aria-labelledby={section.title ? `${base}-${s}` : undefined}>
          {section.title ? <h2 className="faq__section-title" id={`${base}-${s}`} dangerouslySetInnerHTML={{ __html: section.title }} /> : null}
          {section.intro ? <ContentHtml className="prose" html={section.intro} /> : null}
          {section.questions.map((entry) => (
            <details key={entry.id} className="faq__item" id={entry.id}>
              <summary className="faq__question">
                <h3 className="faq__question-text" dangerouslySetInnerHTML={{ __html: entry.question }} />
              </summary>
              <ContentHtml className="faq__answer prose" html={entry.answer} />
            </details>
          ))}
        </section>
      ))}
    </div>
  );
}
