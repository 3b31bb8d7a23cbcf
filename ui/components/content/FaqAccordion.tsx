// The FAQ (pages/faq): its `##` sections, each `###` question an accordion item whose answer opens in
// place (native <details>: keyboard and screen readers for free, works without JavaScript), and the
// FAQPage structured data built from the same split.
import { useId } from "react";
import { blocksText, parseMarkdown, plainText, type Block, type Inline } from "./markdown/parse.ts";
import { Blocks, Inlines } from "./Markdown.tsx";
import type { JsonLdObject } from "./ContentMeta.tsx";

export interface FaqQuestion {
  id: string;
  question: Inline[];
  answer: Block[];
}

export interface FaqSection {
  id: string;
  title: Inline[] | null;
  intro: Block[];
  questions: FaqQuestion[];
}

/** The FAQ's sections and questions from its Markdown (## section, ### question, then the answer). */
export function splitFaq(source: string): FaqSection[] {
  const sections: FaqSection[] = [];
  let section: FaqSection | null = null;
  let question: FaqQuestion | null = null;
  for (const block of parseMarkdown(source)) {
    if (block.type === "heading" && block.level <= 2) {
      section = { id: block.id, title: block.children, intro: [], questions: [] };
      sections.push(section);
      question = null;
    } else if (block.type === "heading" && block.level === 3) {
      if (!section) {
        section = { id: "questions", title: null, intro: [], questions: [] };
        sections.push(section);
      }
      question = { id: block.id, question: block.children, answer: [] };
      section.questions.push(question);
    } else if (question) question.answer.push(block);
    else {
      if (!section) {
        section = { id: "intro", title: null, intro: [], questions: [] };
        sections.push(section);
      }
      section.intro.push(block);
    }
  }
  return sections;
}

/** schema.org FAQPage of the questions and their plain-text answers. */
export function faqJsonLd(sections: readonly FaqSection[]): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: sections.flatMap((section) =>
      section.questions.map((entry) => ({
        "@type": "Question",
        name: plainText(entry.question),
        acceptedAnswer: { "@type": "Answer", text: blocksText(entry.answer) },
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
          {section.title ? (
            <h2 className="faq__section-title" id={`${base}-${s}`}>
              <Inlines nodes={section.title} />
            </h2>
          ) : null}
          {section.intro.length > 0 ? (
            <div className="prose">
              <Blocks blocks={section.intro} />
            </div>
          ) : null}
          {section.questions.map((entry) => (
            <details key={entry.id} className="faq__item" id={entry.id}>
              <summary className="faq__question">
                <h3 className="faq__question-text">
                  <Inlines nodes={entry.question} />
                </h3>
              </summary>
              <div className="faq__answer prose">
                <Blocks blocks={entry.answer} minHeading={4} />
              </div>
            </details>
          ))}
        </section>
      ))}
    </div>
  );
}
