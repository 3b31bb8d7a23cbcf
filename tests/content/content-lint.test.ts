// The content linter (scripts/content-lint.ts): each rule on small documents, then the product's own content/
// folder held to every rule (issue 13: `npm test` fails on broken content).
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseContentFiles } from "../../adapters/api/content/content-document.ts";
import { COVERAGE_END, COVERAGE_START, coverageMarkdown, withCoverage } from "../../scripts/content-coverage.ts";
import { CHAPTER_RULES, lintContent, readContentFolder, statedCounts } from "../../scripts/content-lint.ts";

const fm = (fields: string, body = "") => `---\n${fields}\n---\n${body}\n`;
const words = (n: number) => Array.from({ length: n }, (_, i) => `mot${i}`).join(" ");
const base = 'level: lycee\ngrade: seconde\nsubject: maths\nchapter: vecteurs\norder: 1\npremium: false';
const question = (i: number, extra = "") => `  - id: q${i}\n    type: true-false\n    prompt: "P${i}"\n    answer: true\n    explanation: "E"${extra}`;
const questions = (n: number) => Array.from({ length: n }, (_, i) => question(i + 1)).join("\n");
const cards = (n: number) => Array.from({ length: n }, (_, i) => `  - id: c${i + 1}\n    front: "F${i}"\n    back: "B${i}"`).join("\n");
const dir = "revisions/lycee/seconde/maths";

const exercise = (id: string) =>
  `  - { id: ${id}, title: "T", statement: "S", hints: ["H1", "H2"], steps: ["S1", "S2"], answer: "A" }`;
const bank = fm(`title: "E"\ndescription: "D"\nkind: exercises\n${base}\nexercises:\n${["e1", "e2", "e3"].map(exercise).join("\n")}`);

function chapter(overrides: Partial<Record<"course" | "quiz" | "deck" | "sheet" | "bank", string>> = {}) {
  return [
    { source: `${dir}/vecteurs.md`, raw: overrides.course ?? fm(`title: "Vecteurs"\ndescription: "D"\nkind: course\n${base}`, words(CHAPTER_RULES.minCourseWords)) },
    { source: `${dir}/quiz-vecteurs.md`, raw: overrides.quiz ?? fm(`title: "Q"\ndescription: "D"\nkind: quiz\n${base}\nquestions:\n${questions(10)}`) },
    { source: `${dir}/flashcards-vecteurs.md`, raw: overrides.deck ?? fm(`title: "C"\ndescription: "D"\nkind: flashcards\n${base}\ncards:\n${cards(15)}`) },
    { source: `${dir}/fiche-vecteurs.md`, raw: overrides.sheet ?? fm(`title: "F"\ndescription: "D"\nkind: sheet\n${base}`, words(CHAPTER_RULES.minSheetWords)) },
    { source: `${dir}/exercices-vecteurs.md`, raw: overrides.bank ?? bank },
  ];
}
const messages = (files: Parameters<typeof lintContent>[0]) => lintContent(files).map((problem) => problem.message);

describe("content linter", () => {
  it("passes a complete chapter", () => {
    expect(messages(chapter())).toEqual([]);
  });

  it("counts questions, cards, words and the four parts", () => {
    expect(messages(chapter({ quiz: fm(`title: "Q"\ndescription: "D"\nkind: quiz\n${base}\nquestions:\n${questions(9)}`) }))).toEqual(["a quiz needs at least 10 questions (9)"]);
    expect(messages(chapter({ deck: fm(`title: "C"\ndescription: "D"\nkind: flashcards\n${base}\ncards:\n${cards(14)}`) }))).toEqual(["a deck needs at least 15 cards (14)"]);
    expect(messages(chapter({ course: fm(`title: "V"\ndescription: "D"\nkind: course\n${base}`, words(10)) }))).toEqual([`a chapter's course has at least ${CHAPTER_RULES.minCourseWords} words (10)`]);
    expect(messages(chapter().filter((file) => !file.source.includes("fiche-")))).toEqual(['chapter "vecteurs" needs exactly one sheet (0); a new one is named fiche-vecteurs.md']);
    // A maths, physique-chimie or SVT chapter has its exercise bank (issue 27); another subject's need not.
    expect(messages(chapter().slice(0, 4))).toEqual([`a maths chapter has an exercise bank; chapter "vecteurs"'s is named exercices-vecteurs.md`]);
    const histoire = chapter().slice(0, 4).map((file) => ({ ...file, raw: file.raw.replace("subject: maths", "subject: histoire-geo") }));
    expect(messages(histoire)).toEqual([]);
  });

  it("asks a card's front in words, not as a formula alone", () => {
    const deck = (front: string) =>
      fm(`title: "C"\ndescription: "D"\nkind: flashcards\n${base}\ncards:\n  - id: c0\n    front: '${front}'\n    back: "B"\n${cards(15)}`);
    expect(messages(chapter({ deck: deck("$(a + b)^2 = \\; ?$") }))).toEqual([
      "cards[0]: the front is a formula alone; say in words what is asked",
    ]);
    expect(messages(chapter({ deck: deck("$x$, $y$") }))).toHaveLength(1);
    expect(messages(chapter({ deck: deck("Développer $(a + b)^2$") }))).toEqual([]);
  });

  it("refuses a typed answer that only its accents tell apart from a word of the prompt", () => {
    const quiz = (prompt: string, answer: string) =>
      fm(`title: "Q"\ndescription: "D"\nkind: quiz\n${base}\nquestions:\n${questions(10)}\n  - id: qt\n    type: text\n    prompt: "${prompt}"\n    answer: "${answer}"\n    explanation: "E"`);
    expect(messages(chapter({ quiz: quiz("Complète par « ou » ou « où » : la maison ___ j'ai grandi.", "où") }))).toEqual([
      'questions[10] (qt): the answer "où" differs from "ou" only by accents or punctuation, which the typed-answer check ignores; ask it as a single choice',
    ]);
    expect(messages(chapter({ quiz: quiz("Quel mot désigne le lieu où l'on habite ?", "maison") }))).toEqual([]);
  });

  it("flags a quiz question that repeats a worked example of its course, numbers and wording (issue 27)", () => {
    const example =
      "### Exemple\n\nUn cycliste parcourt 18 km en 45 minutes : sa vitesse moyenne est $v = 18 / 0{,}75 = 24$ km/h.\n\n";
    const course = fm(`title: "Vecteurs"\ndescription: "D"\nkind: course\n${base}`, example + words(CHAPTER_RULES.minCourseWords));
    const quiz = (prompt: string) =>
      fm(`title: "Q"\ndescription: "D"\nkind: quiz\n${base}\nquestions:\n${questions(10)}\n  - id: qv\n    type: true-false\n    prompt: "${prompt}"\n    answer: true\n    explanation: "E"`);
    expect(messages(chapter({ course, quiz: quiz("Un cycliste parcourt 18 km en 45 minutes : sa vitesse moyenne vaut 24 km/h.") }))).toEqual([
      "qv repeats a worked example of its course (numbers 18, 45, 24 and its wording): give it a situation and numbers of its own",
    ]);
    // Numbers of its own, or the same numbers in another situation, or constants written in scientific notation: not flagged.
    expect(messages(chapter({ course, quiz: quiz("Un cycliste parcourt 21 km en 35 minutes : sa vitesse moyenne vaut 36 km/h.") }))).toEqual([]);
    expect(messages(chapter({ course, quiz: quiz("Une recette demande 18 œufs pour 45 crêpes et 24 cuillères.") }))).toEqual([]);
    expect(messages(chapter({ course, quiz: quiz("Un cycliste de charge 18 × 10⁻¹⁹ C parcourt 45 × 10³ m.") }))).toEqual([]);
  });

  it("refuses a hand-written reading time (it is computed from the body's words)", () => {
    const course = fm(`title: "V"\ndescription: "D"\nkind: course\n${base}\nreadingMinutes: 12`, words(CHAPTER_RULES.minCourseWords));
    // The file is not imported, so its chapter also lacks its course.
    expect(lintContent(chapter({ course }))).toContainEqual({
      source: `${dir}/vecteurs.md`,
      message: 'front matter may not define "readingMinutes" (the reading time is computed from the body)',
    });
    expect(messages(chapter())).toEqual([]);
  });

  it("renders every formula with KaTeX and finds broken links", () => {
    const course = fm(`title: "V"\ndescription: "D"\nkind: course\n${base}`, `${words(CHAPTER_RULES.minCourseWords)}\n\n$\\frac{1}{$ and [a](/revisions/nowhere)`);
    const found = messages(chapter({ course }));
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/^body: KaTeX cannot render/);
    expect(found[1]).toBe("link to /revisions/nowhere: no such document");
  });

  it("checks only the focused files one by one, against the whole library (a writer linting one folder)", () => {
    const other = "revisions/lycee/seconde/physique-chimie";
    const broken = (to: string) =>
      fm(`title: "V"\ndescription: "D"\nkind: course\n${base}`, `${words(CHAPTER_RULES.minCourseWords)}\n\n$\\frac{1}{$ [a](/${to})`);
    const files = [
      ...chapter({ course: broken(`${other}/fiche-vecteurs`) }),
      ...chapter().map((file) => ({ ...file, source: file.source.replace(dir, other) })),
    ];
    files[5] = { ...files[5]!, raw: broken("revisions/nowhere") };
    const inMaths = (source: string) => source.startsWith(`${dir}/`);
    const focused = lintContent(files, inMaths);
    // The maths course's formula is judged, its link found among the other folder's documents; the other folder's
    // course is not read one by one.
    expect(focused.map((problem) => problem.source)).toEqual([`${dir}/vecteurs.md`]);
    expect(focused[0]!.message).toMatch(/^body: KaTeX cannot render/);
    expect(lintContent(files).filter((problem) => !inMaths(problem.source)).map((problem) => problem.message)).toEqual([
      expect.stringMatching(/^body: KaTeX cannot render/),
      "link to /revisions/nowhere: no such document",
    ]);
  });

  it("refuses in a sheet a character its PDF's fonts cannot draw, outside formulas and code", () => {
    const sheet = (body: string) =>
      fm(`title: "F"\ndescription: "D"\nkind: sheet\n${base}`, `${words(CHAPTER_RULES.minSheetWords)}\n\n${body}`);
    expect(messages(chapter({ sheet: sheet("❌ 2x = 6 donc x = 2 ; ✅ x = 3") }))).toEqual([
      "the sheet's PDF cannot draw « ❌ » (U+274C): write it in words or use a character its fonts have (✓, ✗, →)",
      "the sheet's PDF cannot draw « ✅ » (U+2705): write it in words or use a character its fonts have (✓, ✗, →)",
    ]);
    expect(messages(chapter({ sheet: sheet("✗ faux, ✓ juste, $u \\perp v$, → ≤ …") }))).toEqual([]);
    // The same character in a course is the page's alone: only sheets are printed.
    const course = fm(`title: "V"\ndescription: "D"\nkind: course\n${base}`, `${words(CHAPTER_RULES.minCourseWords)} ✅`);
    expect(messages(chapter({ course }))).toEqual([]);
  });

  it("finds emphasis markers that would show as asterisks, but not code", () => {
    const course = (text: string) => fm(`title: "V"\ndescription: "D"\nkind: course\n${base}`, `${words(CHAPTER_RULES.minCourseWords)}\n\n${text}`);
    expect(messages(chapter({ course: course("*If you study, you**'ll** pass.*") }))).toEqual(["body: ** shown as text (emphasis markers that do not pair)"]);
    expect(messages(chapter({ course: course("*If you study, **you'll** pass.* `2**3` vaut 8.") }))).toEqual([]);
  });

  it("recomputes numeric answers from their expression", () => {
    const numeric = (answer: number, expression?: string) =>
      `  - id: qn\n    type: numeric\n    prompt: "P"\n    answer: ${answer}\n    explanation: "E"${expression ? `\n    expression: "${expression}"` : ""}`;
    const quiz = (q: string) => fm(`title: "Q"\ndescription: "D"\nkind: quiz\n${base}\nquestions:\n${questions(10)}\n${q}`);
    expect(messages(chapter({ quiz: quiz(numeric(10, "sqrt(6^2 + 8^2)")) }))).toEqual([]);
    expect(messages(chapter({ quiz: quiz(numeric(11, "sqrt(6^2 + 8^2)")) }))).toEqual(['questions[10] (qn): answer 11 but expression "sqrt(6^2 + 8^2)" gives 10 (tolerance 0)']);
    expect(messages(chapter({ quiz: quiz(numeric(10)) }))).toEqual(["questions[10] (qn): a numeric answer in maths declares the expression it is computed from"]);
  });

  it("checks the counts a description states, in digits or words", () => {
    expect(statedCounts("Douze questions et quinze cartes, 3 flashcards")).toEqual([
      { count: 12, of: "questions" },
      { count: 15, of: "cards" },
      { count: 3, of: "cards" },
    ]);
    const deck = fm(`title: "C"\ndescription: "Seize cartes"\nkind: flashcards\n${base}\ncards:\n${cards(15)}`);
    expect(messages(chapter({ deck }))).toEqual(["the description says 16 cards, the document has 15"]);
  });

  it("keeps the first chapter of a subject free and a chapter's parts alike", () => {
    const premium = chapter().map((file) => ({ ...file, raw: file.raw.replace("premium: false", "premium: true") }));
    expect(messages(premium)).toEqual(["the first chapter of a subject (lowest order) is free"]);
    const mixed = chapter({ sheet: fm(`title: "F"\ndescription: "D"\nkind: sheet\n${base.replace("premium: false", "premium: true")}`, words(200)) });
    expect(messages(mixed)).toEqual(['the parts of chapter "vecteurs" are all premium or all free']);
  });

  it("checks a practice paper's points, corrections and marking schemes", () => {
    const paper = (body: string, extra = "") =>
      [{ source: "exams/bac/sujets/s.md", raw: fm(`title: "S"\ndescription: "D"\nkind: exam\ndurationMinutes: 240\npoints: 20${extra}`, body) }];
    const exercise = (title: string, points: number, answers = true) => `## ${title} (${points} points)\n\nÉnoncé.\n\n${answers ? "### Corrigé\n\nC.\n\n### Barème\n\nB.\n" : ""}`;
    expect(messages(paper(exercise("Exercice 1", 12) + exercise("Exercice 2", 8)))).toEqual([]);
    expect(messages(paper(exercise("Exercice 1", 12) + exercise("Exercice 2", 7)))).toEqual(["the exercises add up to 19 points, the paper states 20"]);
    expect(messages(paper(exercise("Exercice 1", 20, false)))).toEqual(['exercise "Exercice 1" needs a "### Corrigé" section', 'exercise "Exercice 1" needs a "### Barème" section']);
    expect(messages(paper(exercise("Sujet 1", 20) + exercise("Sujet 2", 20), "\nchoice: true"))).toEqual([]);
    expect(messages(paper(exercise("Sujet 1", 20) + exercise("Sujet 2", 15), "\nchoice: true"))).toEqual(["each subject to choose from is worth the paper's 20 points"]);
  });

  it("refuses placeholders in pages and press documents, not elsewhere", () => {
    const page = (body: string, source = "pages/mentions-legales.md", fields = 'title: "Mentions légales"\ndescription: "D"\nkind: page') => [{ source, raw: fm(fields, body) }];
    expect(messages(page("Immatriculée sous le numéro [numéro RCS].\n\nVoir les [conditions](/premium), `[code]` et $[AB]$."))).toEqual([
      "body: placeholder [numéro RCS] left in a published page",
    ]);
    expect(messages(page("*Texte de démonstration : à compléter.*"))).toEqual(['body: "Texte de démonstration" left in a published page']);
    expect(messages(page("Contact : [nom du ou de la\nresponsable presse]", "presse/kit-media.md", 'title: "Kit"\ndescription: "D"\nkind: press\ndate: 2026-09-01'))).toEqual([
      "body: placeholder [nom du ou de la\nresponsable presse] left in a published page",
    ]);
    expect(messages(page("Texte.", "pages/cgv.md", 'title: "CGV [à compléter]"\ndescription: "D"\nkind: page'))).toEqual(["title: placeholder left in a published page"]);
    expect(messages(page("Une citation : « dans [sa] poche ».", "blog/2026-01-01-citation.md", 'title: "B"\ndescription: "D"\nkind: article\ndate: 2026-01-01'))).toEqual([]);
  });

  it("accepts the company-fact tokens in running text only, and refuses an unknown one", () => {
    const page = (body: string, fields = 'title: "Mentions légales"\ndescription: "D"\nkind: page') => [{ source: "pages/mentions-legales.md", raw: fm(fields, body) }];
    expect(messages(page("Immatriculée au {{company.rcs}} ; hébergeur : {{ company.hostingProvider }}.\n\n- **Médiateur** : {{company.mediatorUrl}}"))).toEqual([]);
    expect(messages(page("Numéro SIRET : {{company.siret}} et {{rcs}}."))).toEqual([
      "body: {{company.siret}} names no company fact (domain/legal/company-facts.ts)",
      "body: {{rcs}} names no company fact (domain/legal/company-facts.ts)",
    ]);
    expect(messages(page("## Éditeur : {{company.name}}\n\n[écrire à {{company.email}}](mailto:{{company.email}})"))).toEqual([
      "body: a {{company.*}} token in a heading is not filled; write it in running text",
      "body: a {{company.*}} token in a link address is not filled; write it in running text",
      "body: a {{company.*}} token in a link is not filled; write it in running text",
    ]);
    expect(messages(page("Texte.", 'title: "{{company.name}}"\ndescription: "D"\nkind: page'))).toEqual(["title: a {{company.*}} token is filled in the body only"]);
  });
});

describe("content/README.md §10: the library's coverage, generated (issue 28)", () => {
  const readme = (list: string) => `# Format\n\n## 10. Coverage\n\n${COVERAGE_START}\n${list}\n${COVERAGE_END}\n\nGaps by hand.\n`;
  const premiumChapter = chapter().map((file) => ({
    source: file.source.replace(/vecteurs/g, "droites"),
    raw: file.raw.replace(/vecteurs/g, "droites").replace("premium: false", "premium: true").replace("order: 1", "order: 2").replace('"Vecteurs"', '"Droites"'),
  }));

  it("lists every class, each chapter in its subject's order, premium ones starred", () => {
    const list = coverageMarkdown(parseContentFiles([...premiumChapter, ...chapter()]).documents);
    expect(list).toContain("2 chapters.");
    expect(list).toContain("| CP | 0 | none yet |");
    expect(list).toContain("| Seconde | 2 | maths 2 |");
    expect(list).toContain("### Seconde\n\n- **maths** (2): Vecteurs; Droites ★");
    expect(list).not.toContain("### CP");
  });

  it("fails the README whose list differs from the content, and passes it once regenerated", () => {
    const files = chapter();
    const stale = readme("1 chapters.");
    expect(messages([...files, { source: "README.md", raw: stale }])).toEqual([
      "§10's list of chapters differs from the content: run `npm run content:coverage`",
    ]);
    const fresh = withCoverage(stale, parseContentFiles(files).documents) ?? "";
    expect(fresh).toContain("Gaps by hand.");
    expect(messages([...files, { source: "README.md", raw: fresh }])).toEqual([]);
    expect(messages([...files, { source: "README.md", raw: "# No markers" }])[0]).toMatch(/^§10 needs its generated list/);
  });
});

describe("the product's content", () => {
  it("holds every rule of the linter", { timeout: 180_000 }, () => {
    const problems = lintContent(readContentFolder(path.resolve("content")));
    expect(problems.map((problem) => `${problem.source}: ${problem.message}`)).toEqual([]);
  });
});

describe("content linter: fair quizzes (issue 27)", () => {
  const single = (i: number, answer: number, prompt = `P${i}`, choices = ["aaa bbb", "ccc ddd", "eee fff", "ggg hhh"]) =>
    `  - id: s${i}\n    type: single\n    prompt: "${prompt}"\n    choices: [${choices.map((c) => `"${c}"`).join(", ")}]\n    answer: ${answer}\n    explanation: "E"`;
  const quizOf = (items: string[]) =>
    fm(`title: "Q"\ndescription: "D"\nkind: quiz\n${base}\nquestions:\n${questions(10)}\n${items.join("\n")}`);

  it("fails a subject whose right answers sit in one place more than 40 % of the time", () => {
    const skewed = Array.from({ length: 10 }, (_, i) => single(i, i < 5 ? 1 : i % 4));
    expect(messages(chapter({ quiz: quizOf(skewed) }))).toEqual([
      "maths: 70 % of the 4-choice answers are B (more than 40 %)",
    ]);
    const balanced = Array.from({ length: 12 }, (_, i) => single(i, i % 4));
    expect(messages(chapter({ quiz: quizOf(balanced) }))).toEqual([]);
    // Below 10 such questions, a share says nothing.
    expect(messages(chapter({ quiz: quizOf([single(1, 1), single(2, 1)]) }))).toEqual([]);
  });

  it("fails a several-answer question with every choice right", () => {
    const all = `  - id: m1\n    type: multiple\n    prompt: "Lesquels ?"\n    choices: ["a", "b", "c"]\n    answer: [0, 1, 2]\n    explanation: "E"`;
    expect(messages(chapter({ quiz: quizOf([all]) }))).toEqual([
      "questions m1: every choice is right; give at least one wrong choice",
    ]);
  });

  it("fails a prompt that holds its right choice, unless the others are in it too", () => {
    const given = single(1, 2, "Le cœur a ses raisons que la raison ne connaît point : qui a écrit ces raisons ?", [
      "René Descartes",
      "Emmanuel Kant",
      "ses raisons",
      "Baruch Spinoza",
    ]);
    expect(messages(chapter({ quiz: quizOf([given]) }))).toEqual(['questions s1: the prompt contains its answer ("ses raisons")']);
    const sentence = single(2, 0, "Quel est le sujet dans « Au loin apparut une île » ?", ["une île", "Au loin", "apparut", "loin"]);
    expect(messages(chapter({ quiz: quizOf([sentence]) }))).toEqual([]);
  });
});
