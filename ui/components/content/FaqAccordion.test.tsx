import { describe, expect, it } from "vitest";
import { faqJsonLd, htmlText, splitFaq } from "./FaqAccordion.tsx";

const HTML = [
  "<p>Bienvenue.</p>",
  '<h2 id="l-abonnement" class="md-heading">L\'abonnement</h2>',
  '<h3 id="que-contient-il" class="md-heading">Que contient-il\u00a0?</h3>',
  "<p>Tout le <strong>Premium</strong> &#x26; plus.</p>",
  "<ul>\n<li>un</li>\n<li>deux</li>\n</ul>",
  '<h2 id="paiement" class="md-heading">Paiement</h2>',
  "<p>Par carte.</p>",
].join("\n");

describe("splitFaq", () => {
  it("cuts the rendered HTML at its h2 sections and h3 questions", () => {
    expect(splitFaq(HTML)).toEqual([
      { id: "intro", title: null, intro: "<p>Bienvenue.</p>", questions: [] },
      {
        id: "l-abonnement",
        title: "L'abonnement",
        intro: "",
        questions: [
          {
            id: "que-contient-il",
            question: "Que contient-il\u00a0?",
            answer: "<p>Tout le <strong>Premium</strong> &#x26; plus.</p>\n<ul>\n<li>un</li>\n<li>deux</li>\n</ul>",
          },
        ],
      },
      { id: "paiement", title: "Paiement", intro: "<p>Par carte.</p>", questions: [] },
    ]);
  });

  it("gives the FAQPage structured data in plain text", () => {
    expect(faqJsonLd(splitFaq(HTML))).toMatchObject({
      mainEntity: [{ name: "Que contient-il ?", acceptedAnswer: { text: "Tout le Premium & plus. un deux" } }],
    });
    expect(htmlText("a &lt;b&gt; &#233;t&#xE9; &quot;c&quot; &unknown;")).toBe('a <b> été "c" &unknown;');
  });
});
