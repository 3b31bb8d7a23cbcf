import { describe, expect, it } from "vitest";
import { contentFixtureFiles } from "../../memory/memory-content-fixtures.ts";
import {
  contentHashOf,
  contentKeyOf,
  isContentFile,
  parseContentFile,
  parseContentFiles,
  renderContentDocument,
} from "./content-document.ts";

const page = (frontMatter: string, body = "Corps.") => `---\n${frontMatter}\n---\n${body}\n`;
const errors = (source: string, raw: string) => {
  const result = parseContentFile({ source, raw });
  return result.ok ? [] : result.errors;
};

describe("contentKeyOf", () => {
  it("derives path, locale and folder from the file name", () => {
    expect(contentKeyOf("revisions/college/3eme/maths/pythagore.md")).toEqual({ path: "revisions/college/3eme/maths/pythagore", locale: "fr", dir: "revisions/college/3eme/maths" });
    expect(contentKeyOf("pages/faq.en.md")).toEqual({ path: "pages/faq", locale: "en", dir: "pages" });
    expect(contentKeyOf("exams/brevet/index.md")).toEqual({ path: "exams/brevet", locale: "fr", dir: "exams/brevet" });
    expect(contentKeyOf("pages/gar/index.en.md")).toEqual({ path: "pages/gar", locale: "en", dir: "pages/gar" });
    expect(contentKeyOf("faq.md")).toEqual({ path: "faq", locale: "fr", dir: "" });
  });
  it("refuses names that cannot be paths", () => {
    expect(contentKeyOf("index.md")).toMatch(/root/);
    expect(contentKeyOf("pages/Mentions.md")).toMatch(/lowercase/);
    expect(contentKeyOf("pages/é.md")).toMatch(/lowercase/);
    expect(contentKeyOf("pages/faq.fr.md")).toMatch(/lowercase/);
  });
  it("skips README files, hidden folders and other extensions", () => {
    expect(isContentFile("README.md")).toBe(false);
    expect(isContentFile("revisions/readme.md")).toBe(false);
    expect(isContentFile(".drafts/a.md")).toBe(false);
    expect(isContentFile("pages/a.txt")).toBe(false);
    expect(isContentFile("pages/a.md")).toBe(true);
  });
});

describe("parseContentFile", () => {
  it("reads the columns, the front matter and the body; renders the body, the search text and the questions", () => {
    const raw = page(
      'title: " Quiz : ln "\ndescription: "D."\nkind: quiz\nlevel: lycee\ngrade: terminale\nsubject: maths\nexam: bac\npremium: true\ntags: [ln]\norder: 2\nquestions:\n  - id: q1\n    prompt: "Combien vaut **ln(1)** ?"\n    choices: ["0", "1"]\n    answer: 0\n    explanation: "Secret."',
      "\n\n## Intro\n\nUn *quiz*.",
    );
    const result = parseContentFile({ source: "revisions/lycee/terminale/maths/quiz.md", raw });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.document).toMatchObject({
      path: "revisions/lycee/terminale/maths/quiz",
      kind: "quiz",
      title: "Quiz : ln",
      level: "lycee",
      grade: "terminale",
      subject: "maths",
      exam: "bac",
      premium: true,
      tags: ["ln"],
      order: 2,
      date: null,
      body: "## Intro\n\nUn *quiz*.\n",
    });
    expect(result.document.frontMatter.questions).toEqual([
      { id: "q1", prompt: "Combien vaut **ln(1)** ?", choices: ["0", "1"], answer: 0, explanation: "Secret." },
    ]);
    const rendered = renderContentDocument(result.document);
    expect(rendered).toMatchObject({
      bodyHtml: '<h2 id="intro" class="md-heading">Intro</h2>\n<p>Un <em>quiz</em>.</p>',
      toc: [{ id: "intro", text: "Intro", depth: 2 }],
      bodyText: "Intro\nUn quiz.\nCombien vaut ln(1) ?",
    });
    expect(rendered.frontMatter).toMatchObject({
      locale: "fr",
      questions: [
        {
          prompt: "Combien vaut **ln(1)** ?",
          promptHtml: "<p>Combien vaut <strong>ln(1)</strong>\u00a0?</p>",
          choicesHtml: ["0", "1"],
          explanation: "Secret.",
          explanationHtml: "<p>Secret.</p>",
        },
      ],
    });
    expect(result.document.contentHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("renders every Markdown string of questions and cards, and replaces HTML a writer put there", () => {
    const quiz = parseContentFile({
      source: "revisions/lycee/terminale/maths/quiz.en.md",
      raw: page(
        [
          'title: "Q"\ndescription: "D."\nkind: quiz\nquestions:',
          '  - { id: o, type: ordering, prompt: "Order", explanation: "E", items: ["$a$", "b", "c"], promptHtml: "<script>x</script>" }',
          '  - { id: m, type: matching, prompt: "Match", explanation: "E", pairs: [{ left: "*l1*", right: "r1" }, { left: "l2", right: "r2" }, { left: "l3", right: "r3" }] }',
        ].join("\n"),
        "| A |\n|---|\n| b |",
      ),
    });
    expect(quiz.ok).toBe(true);
    if (!quiz.ok) return;
    const renderedQuiz = renderContentDocument(quiz.document);
    expect(renderedQuiz.bodyHtml).toContain('aria-label="Table: A"');
    const [ordering, matching] = renderedQuiz.frontMatter.questions as Record<string, unknown>[];
    expect(ordering?.promptHtml).toBe("<p>Order</p>");
    expect(ordering?.itemsHtml).toEqual([expect.stringContaining('<span class="math"><span class="katex">'), "b", "c"]);
    expect(matching?.pairsHtml).toEqual([
      { left: "<em>l1</em>", right: "r1" },
      { left: "l2", right: "r2" },
      { left: "l3", right: "r3" },
    ]);
    const deck = parseContentFile({
      source: "revisions/a/cartes.md",
      raw: page('title: "C"\ndescription: "D."\nkind: flashcards\ncards:\n  - { id: c1, front: "**Recto**", back: "Verso : $x$", backHtml: "<b>x</b>" }'),
    });
    if (!deck.ok) throw new Error(deck.errors.join("; "));
    const renderedDeck = renderContentDocument(deck.document);
    expect(renderedDeck.frontMatter.cards).toEqual([
      {
        id: "c1",
        front: "**Recto**",
        back: "Verso : $x$",
        frontHtml: "<strong>Recto</strong>",
        backHtml: expect.stringMatching(/^<p>Verso\u00a0: <span class="math"><span class="katex">/),
      },
    ]);
    expect(renderedDeck.bodyText).toBe("Corps.\nRecto");
  });

  it("defaults: French, not premium, no tags, no exam", () => {
    const result = parseContentFile({ source: "pages/a.md", raw: page('title: "A"\ndescription: "B"\nkind: page') });
    expect(result.ok && result.document).toMatchObject({ locale: "fr", premium: false, tags: [], exam: null, level: null, order: null });
  });

  it("accepts CRLF line endings and a byte-order mark", () => {
    const result = parseContentFile({ source: "pages/a.md", raw: '\uFEFF---\r\ntitle: "A"\r\ndescription: "B"\r\nkind: page\r\n---\r\nLigne 1\r\nLigne 2\r\n' });
    expect(result.ok && result.document.body).toBe("Ligne 1\nLigne 2\n");
  });

  it("lists every rule a file breaks", () => {
    expect(errors("pages/a.md", "pas de front matter")).toEqual(["the file must start with a front matter block between two --- lines"]);
    expect(errors("pages/a.md", page("title: [unclosed"))[0]).toMatch(/^front matter is not valid YAML/);
    expect(errors("pages/a.md", page("- a list"))).toEqual(["front matter must be a mapping"]);
    expect(
      errors(
        "blog/2025-09-08-a.en.md",
        page("kind: article\nlocale: fr\nlevel: fac\ngrade: 7eme\nexam: cap\nsubject: Maths\npremium: oui\ntags: bac\norder: deux\ndate: 2025-09-09\npath: /x\ntext: y\nreadingMinutes: 5"),
      ),
    ).toEqual([
      'front matter may not define "path" (set by the API)',
      'front matter may not define "text" (set by the API)',
      'front matter may not define "readingMinutes" (the reading time is computed from the body)',
      "title is required",
      "description is required",
      'locale "fr" does not match the file name (.en.md)',
      "level must be one of primaire, college, lycee, sup",
      "grade must be one of cp, ce1, ce2, cm1, cm2, 6eme, 5eme, 4eme, 3eme, seconde, premiere, terminale, sup",
      "exam must be one of brevet, bac",
      "subject must be a lowercase slug",
      "premium must be true or false",
      "tags must be a list of strings",
      "order must be a number",
      "date must equal the date in the file name (2025-09-08)",
    ]);
    expect(errors("pages/a.md", page('title: "A"\ndescription: "B"'))).toEqual(["kind is required"]);
    expect(errors("pages/a.md", page('title: "A"\ndescription: "B"\nkind: recette'))).toEqual(["kind must be one of course, quiz, flashcards, exercises, sheet, exam, article, press, page, orientation"]);
    expect(errors("blog/x.md", page('title: "A"\ndescription: "B"\nkind: article\ndate: 2025-02-30'))).toEqual(["date must be a date YYYY-MM-DD", "an article needs a date"]);
    expect(errors("pages/a.md", page('title: "A"\ndescription: "B\\u0000"\nkind: page'))).toEqual(["NUL characters are not allowed"]);
  });

  it("checks quizzes and decks", () => {
    const quiz = (questions: string) => page(`title: "Q"\ndescription: "D"\nkind: quiz\nquestions:\n${questions}`);
    expect(errors("q.md", page('title: "Q"\ndescription: "D"\nkind: quiz'))).toEqual(["a quiz needs a non-empty questions list"]);
    expect(
      errors(
        "q.md",
        quiz(
          [
            '  - id: q1\n    prompt: "P"\n    choices: ["a", "b"]\n    answer: 2\n    explanation: "E"',
            '  - id: q1\n    prompt: 3\n    choices: ["a"]\n    answer: 0',
            '  - id: q3\n    prompt: "P"\n    choices: ["a", "b", "c"]\n    answer: [0, 1.5]\n    explanation: 4',
            "  - oops",
          ].join("\n"),
        ),
      ),
    ).toEqual([
      "questions[0]: answer: not an index of choices",
      "questions[1]: prompt: Invalid type: Expected string but received 3",
      "questions[1]: explanation: Invalid key: Expected \"explanation\" but received undefined",
      "questions[1]: choices: Invalid length: Expected >=2 but received 1",
      'questions[1]: id "q1" is used twice',
      "questions[2]: explanation: Invalid type: Expected string but received 4",
      "questions[2]: answer.1: Invalid integer: Received 1.5",
      "questions[3]: must be a mapping",
    ]);
    const deck = (cards: string) => page(`title: "C"\ndescription: "D"\nkind: flashcards\ncards:\n${cards}`);
    expect(errors("c.md", deck('  - id: c1\n    front: "F"\n    back: "B"\n  - id: c1\n    front: "F"\n  - 3'))).toEqual([
      'cards[1].id "c1" is used twice',
      "cards[1] needs front and back strings",
      "cards[2] must be a mapping",
    ]);
    expect(errors("c.md", page('title: "C"\ndescription: "D"\nkind: flashcards\ncards: []'))).toEqual(["a flashcards deck needs a non-empty cards list"]);
  });

  it("hashes the importer version, the source name and the bytes", () => {
    const file = { source: "pages/a.md", raw: "x" };
    expect(contentHashOf(file)).toBe(contentHashOf({ ...file }));
    expect(contentHashOf(file)).not.toBe(contentHashOf({ ...file, raw: "y" }));
    expect(contentHashOf(file)).not.toBe(contentHashOf({ ...file, source: "pages/a/index.md" }));
  });
});

describe("a backslash not doubled in a double-quoted YAML string", () => {
  it("is refused where it left a control character: \\times as a tab, \\frac as a form feed, \\alpha as a bell", () => {
    for (const command of ["times", "frac{1}{2}", "alpha"]) {
      const raw = page(`title: "Aire"\ndescription: "Calcul de $2 \\${command}$."\nkind: sheet`);
      expect(errors("revisions/college/3eme/maths/fiche.md", raw)).toEqual([
        expect.stringMatching(/^a control character in ".*": a backslash not doubled in a double-quoted string/),
      ]);
    }
    // Doubled, or in single quotes, it is the KaTeX command.
    expect(errors("revisions/college/3eme/maths/fiche.md", page('title: "Aire"\ndescription: "Calcul de $2 \\\\times 3$."\nkind: sheet'))).toEqual([]);
    expect(errors("revisions/college/3eme/maths/fiche.md", page("title: 'Aire'\ndescription: 'Calcul de $2 \\times 3$.'\nkind: sheet"))).toEqual([]);
  });
});

describe("parseContentFiles", () => {
  it("reads the fixture tree without failure", () => {
    const { documents, failures } = parseContentFiles(contentFixtureFiles());
    expect(failures).toEqual([]);
    expect(documents).toHaveLength(19);
  });

  it("refuses two files for one path and an English version without its French one", () => {
    const ok = page('title: "A"\ndescription: "B"\nkind: page');
    const { documents, failures } = parseContentFiles([
      { source: "pages/a.md", raw: ok },
      { source: "pages/a/index.md", raw: ok },
      { source: "pages/b.en.md", raw: ok },
      { source: "pages/c.md", raw: "broken" },
      { source: "pages/c.en.md", raw: ok },
      { source: "pages/d.md", raw: ok },
    ]);
    expect(documents.map((d) => `${d.locale}:${d.path}`)).toEqual(["en:pages/c", "fr:pages/d"]);
    expect(failures.map((f) => [f.source, f.key?.path ?? null, f.errors[0]])).toEqual([
      ["pages/c.md", "pages/c", "the file must start with a front matter block between two --- lines"],
      ["pages/a.md", "pages/a", 'path "pages/a" (fr) also comes from pages/a/index.md'],
      ["pages/a/index.md", "pages/a", 'path "pages/a" (fr) also comes from pages/a.md'],
      ["pages/b.en.md", "pages/b", "an English version needs its French document (same name without .en)"],
    ]);
  });
});

describe("exercise banks (issue 27)", () => {
  const bank = (exercises: string) =>
    `---\ntitle: "Exercices"\ndescription: "Des exercices."\nkind: exercises\nchapter: c\nexercises:\n${exercises}\n---\nIntro.\n`;
  const one = (id: string) =>
    `  - { id: ${id}, title: "T ${id}", statement: "Calculer $2 + 2$.", hints: ["Additionner.", "Deux et deux."], steps: ["$2 + 2$", "$= 4$"], answer: "$4$" }`;

  it("renders each exercise's statement, hints, steps and answer, and searches its titles and statements", () => {
    const parsed = parseContentFile({ source: "revisions/lycee/seconde/maths/exercices-c.md", raw: bank([one("a"), one("b"), one("c")].join("\n")) });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const rendered = renderContentDocument(parsed.document);
    const [first] = rendered.frontMatter.exercises as Record<string, unknown>[];
    expect(first!.statementHtml).toContain('class="katex"');
    expect(first!.hintsHtml).toHaveLength(2);
    expect(first!.stepsHtml).toHaveLength(2);
    expect(first!.answerHtml).not.toMatch(/^<p>/);
    expect(rendered.bodyText).toContain("T b");
  });

  it("refuses a bank of two exercises", () => {
    const parsed = parseContentFile({ source: "revisions/lycee/seconde/maths/exercices-c.md", raw: bank([one("a"), one("b")].join("\n")) });
    expect(parsed.ok ? [] : parsed.errors).toEqual(["exercises: at least 3"]);
  });
});
