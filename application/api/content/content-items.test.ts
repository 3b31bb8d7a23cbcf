import { describe, expect, it } from "vitest";
import { MEMORY_COMPANY_FACTS } from "../../../adapters/memory/memory-company-facts.ts";
import { contentItem } from "./content-items.ts";
import type { ContentRecord } from "./ports.ts";

const quiz: ContentRecord = {
  path: "revisions/lycee/terminale/maths/quiz",
  dir: "revisions/lycee/terminale/maths",
  locale: "fr",
  kind: "quiz",
  title: "Quiz",
  description: "Deux questions.",
  level: "lycee",
  grade: "terminale",
  subject: "maths",
  exam: null,
  premium: true,
  tags: ["quiz"],
  date: null,
  order: 4,
  updatedAt: new Date("2026-01-02T03:04:05.000Z"),
  version: "v1",
  frontMatter: {
    title: "Quiz (front matter)",
    readingMinutes: 3,
    questions: [
      {
        id: "q1",
        prompt: "ln(1) ?",
        promptHtml: "<p>ln(1)\u00a0?</p>",
        choices: ["0", "1"],
        choicesHtml: ["0", "1"],
        answer: 0,
        explanation: "nul",
        explanationHtml: "<p>nul</p>",
      },
      { id: "q2", type: "ordering", prompt: "Ordre ?", items: ["a", "b", "c"], itemsHtml: ["a", "b", "c"], explanation: "e", explanationHtml: "<p>e</p>" },
      { id: "q3", type: "matching", prompt: "Paires ?", pairs: [{ left: "a", right: "b" }], explanation: "e" },
      { id: "q4", type: "numeric", prompt: "x ?", answer: 5, unit: "cm", expression: "2 + 3", tolerance: 0, explanation: "e" },
      { id: "q5", type: "text", prompt: "Qui ?", answer: "Hugo", accept: ["V. Hugo"], explanation: "e" },
      "not a mapping",
    ],
    cards: [{ id: "c1", front: "Avant", frontHtml: "Avant", back: "Arrière", backHtml: "<p>Arrière</p>" }],
  },
  text: "Corps du quiz.",
  html: '<h2 id="corps" class="md-heading">Corps</h2>\n<p>Corps du quiz.</p>',
  toc: [{ id: "corps", text: "Corps", depth: 2 }],
  words: 3,
  paper: null,
};
const free = { ...quiz, premium: false };
const options = { only: undefined, without: undefined, text: true, html: false, readPremium: false, facts: MEMORY_COMPANY_FACTS };

describe("contentItem", () => {
  it("fills the publisher's facts into the served HTML (escaped) and Markdown", () => {
    const legal = { ...free, text: "Hébergeur : {{company.hostingProvider}}", html: "<p>{{company.rcs}}, {{company.mediatorUrl}}</p>" };
    const facts = { ...MEMORY_COMPANY_FACTS, rcs: "RCS <Paris> 1", hostingProvider: "Hôte & Cie" };
    const item = contentItem(legal, { ...options, html: true, facts });
    expect(item.text).toBe("Hébergeur : Hôte & Cie");
    expect(item.html).toBe(`<p>RCS &lt;Paris&gt; 1, <a href="${facts.mediatorUrl}" rel="noopener noreferrer">${facts.mediatorUrl}</a></p>`);
  });

  it("merges front matter and columns (columns win), with slashes, ISO dates and the body on request", () => {
    expect(contentItem(free, options)).toEqual({
      path: "/revisions/lycee/terminale/maths/quiz",
      dir: "/revisions/lycee/terminale/maths",
      locale: "fr",
      kind: "quiz",
      title: "Quiz",
      description: "Deux questions.",
      level: "lycee",
      grade: "terminale",
      subject: "maths",
      exam: null,
      premium: false,
      tags: ["quiz"],
      date: null,
      order: 4,
      readingMinutes: 3,
      questions: quiz.frontMatter.questions,
      cards: quiz.frontMatter.cards,
      updatedAt: "2026-01-02T03:04:05.000Z",
      text: "Corps du quiz.",
    });
    expect(contentItem(free, { ...options, text: false })).not.toHaveProperty("text");
    expect(contentItem(free, options)).not.toHaveProperty("html");
    expect(contentItem(free, { ...options, text: false, html: true })).toMatchObject({ html: quiz.html, toc: quiz.toc });
    expect(contentItem({ ...free, dir: "" }, options).dir).toBe("/");
  });

  it("gives a non-subscriber only the §6 preview of a premium document: first section, first 2 questions, first 3 cards", () => {
    const course = {
      ...quiz,
      text: "Intro.\n\n## Un\n\nPremière partie.\n\n### Détail\n\nVu.\n\n## Deux\n\nSECRET deux.\n\n## Trois\n\nSECRET trois.",
      html: '<p>Intro.</p>\n<h2 id="un">Un</h2>\n<p>Première partie.</p>\n<h3 id="detail">Détail</h3>\n<h2 id="deux">Deux</h2>\n<p>SECRET deux.</p>',
      toc: [
        { id: "un", text: "Un", depth: 2 as const },
        { id: "detail", text: "Détail", depth: 3 as const },
        { id: "deux", text: "Deux", depth: 2 as const },
      ],
      frontMatter: { ...quiz.frontMatter, cards: ["c1", "c2", "c3", "c4"].map((id) => ({ id, front: id, back: `dos ${id}` })) },
    };
    const item = contentItem(course, { ...options, html: true });
    expect(item.locked).toBe(true);
    expect(item.text).toBe("Intro.\n\n## Un\n\nPremière partie.\n\n### Détail\n\nVu.");
    expect(item.html).toBe('<p>Intro.</p>\n<h2 id="un">Un</h2>\n<p>Première partie.</p>\n<h3 id="detail">Détail</h3>');
    expect(item.toc).toEqual([course.toc[0], course.toc[1]]);
    expect(JSON.stringify(item)).not.toContain("SECRET");
    // The first two questions whole (playable in the page), nothing of the others.
    expect(item.questions).toEqual((quiz.frontMatter.questions as unknown[]).slice(0, 2));
    expect(item.cards).toEqual(course.frontMatter.cards.slice(0, 3));
    expect(item.title).toBe("Quiz");
  });

  it("keeps a premium body shorter than one section whole, and withholds what the query did not ask for", () => {
    const item = contentItem(quiz, options);
    expect(item.text).toBe("Corps du quiz.");
    expect(item).not.toHaveProperty("html");
    expect(contentItem({ ...quiz, frontMatter: { questions: "not a list" } }, options).questions).toEqual([]);
  });

  it("gives a subscriber the whole premium document, unlocked", () => {
    const item = contentItem(quiz, { ...options, html: true, readPremium: true });
    expect(item).not.toHaveProperty("locked");
    expect(item.text).toBe("Corps du quiz.");
    expect(item.html).toBe(quiz.html);
    expect(item.toc).toEqual(quiz.toc);
    expect(item.questions).toEqual(quiz.frontMatter.questions);
  });

  it("only keeps path and the listed fields; locked stays", () => {
    expect(contentItem(quiz, { ...options, only: ["title", "nowhere"] })).toEqual({ path: "/revisions/lycee/terminale/maths/quiz", title: "Quiz", locked: true });
    expect(contentItem(free, { ...options, only: ["text"] })).toEqual({ path: "/revisions/lycee/terminale/maths/quiz", text: "Corps du quiz." });
  });

  it("without drops the listed fields except path; locked stays", () => {
    const item = contentItem(quiz, { ...options, without: ["path", "questions", "cards", "locked", "updatedAt"] });
    expect(item.path).toBe("/revisions/lycee/terminale/maths/quiz");
    expect(item).not.toHaveProperty("questions");
    expect(item).not.toHaveProperty("updatedAt");
    expect(item.locked).toBe(true);
  });
});
