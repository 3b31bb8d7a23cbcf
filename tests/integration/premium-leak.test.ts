// §6/§7 no premium text leaves the server for someone who may not read it, through any parameter of
// POST /api/_content/{path}: search, text, html, where, sortBy, surround, only, without, limit/skip (total),
// deep, the exact item and the locale rule. For a visitor and for a free member, a query naming a word that
// occurs only in a premium body gets the same answer as the same query naming a word that occurs nowhere;
// a subscriber's answer shows that the word is there (so each comparison could fail).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseContentFiles } from "../../adapters/api/content/content-document.ts";
import { syncContentDocuments } from "../../adapters/api/content/content-importer.ts";
import type { ContentQueryResponse } from "../../application/contracts/content.ts";
import { ENGINES, startTestApi, type TestApi } from "./support/api.ts";
import { createMember, login, type Session } from "./support/members.ts";

const DIR = "revisions/lycee/terminale/physique";
const COURSE = `${DIR}/mecanique`;
const QUIZ_A = `${DIR}/quiz-a`;
const QUIZ_B = `${DIR}/quiz-b`;
const DECK = `${DIR}/cartes`;

/** Words found only beyond the preview of the premium documents (invented, so nothing else holds them). */
const SECRET = {
  course: "zorglubium",
  lastSection: "xylophonix",
  questionPrompt: "brontosaurix",
  answer: "pterodactylix",
  cardFront: "mammouthix",
  cardBack: "mastodontix",
} as const;
/** A word of the same shape that occurs in no document. */
const NOWHERE = "quetzalcoatlix";

const front = (lines: string[]) => lines.join("\n");
const file = (source: string, frontMatter: string, body: string) => ({
  source,
  raw: `---\n${frontMatter}\n---\n\n${body}\n`,
});
const common = ["level: lycee", "grade: terminale", "subject: physique", "exam: bac"];
const sameQuestion = (answer: string) => [
  "questions:",
  "  - id: q1",
  "    type: text",
  '    prompt: "Même question ?"',
  `    answer: "${answer}"`,
  '    explanation: "Voir le cours."',
];

function files() {
  return [
    file(
      `${DIR}/ondes.md`,
      front([
        'title: "Les ondes"',
        'description: "Ondes mécaniques et lumière."',
        "kind: course",
        ...common,
        "order: 1",
      ]),
      "## Ondes\n\nLa lumière visible est une onde.",
    ),
    file(
      `${COURSE}.md`,
      front([
        'title: "La mécanique de Newton"',
        'description: "Les trois lois du mouvement."',
        "kind: course",
        ...common,
        "premium: true",
        "order: 2",
      ]),
      [
        "## Première loi",
        "",
        "Un corps isolé garde sa vitesse : le préambule de ce cours est lisible par tous.",
        "",
        "## Deuxième loi",
        "",
        `La force est le produit de la masse par l'accélération, dit le ${SECRET.course}.`,
        "",
        "```text",
        "## pas un titre",
        "```",
        "",
        "## Troisième loi",
        "",
        `Actions réciproques, sous le nom de ${SECRET.lastSection}.`,
      ].join("\n"),
    ),
    file(
      `${QUIZ_A}.md`,
      front([
        'title: "Quiz A : mécanique"',
        'description: "Quatre questions."',
        "kind: quiz",
        ...common,
        "premium: true",
        "order: 3",
        // Sorted by their questions, quiz B (fewer questions) comes before quiz A: only a subscriber may see it.
        ...sameQuestion("zzz"),
        "  - id: q2",
        "    type: single",
        '    prompt: "Unité de la force ?"',
        '    choices: ["newton", "joule"]',
        "    answer: 0",
        '    explanation: "Le newton."',
        "  - id: q3",
        "    type: text",
        `    prompt: "Qui est ${SECRET.questionPrompt} ?"`,
        `    answer: "${SECRET.answer}"`,
        '    explanation: "Question réservée."',
        "  - id: q4",
        "    type: single",
        '    prompt: "Dernière question ?"',
        '    choices: ["oui", "non"]',
        "    answer: 1",
        '    explanation: "Réservée."',
      ]),
      "Un quiz sur la mécanique.",
    ),
    file(
      `${QUIZ_B}.md`,
      front([
        'title: "Quiz B : mécanique"',
        'description: "Une question."',
        "kind: quiz",
        ...common,
        "premium: true",
        "order: 4",
        ...sameQuestion("aaa"),
      ]),
      "Un second quiz.",
    ),
    file(
      `${DECK}.md`,
      front([
        'title: "Cartes de mécanique"',
        'description: "Cinq cartes."',
        "kind: flashcards",
        ...common,
        "premium: true",
        "order: 5",
        "cards:",
        ...["1", "2", "3"].flatMap((n) => [`  - id: c${n}`, `    front: "Recto ${n}"`, `    back: "Verso ${n}"`]),
        "  - id: c4",
        `    front: "Carte ${SECRET.cardFront}"`,
        `    back: "Réponse ${SECRET.cardBack}"`,
        "  - id: c5",
        '    front: "Recto 5"',
        '    back: "Verso 5"',
      ]),
      "Révise ces cartes.",
    ),
  ];
}

describe.each(ENGINES)("§6 no premium leak through the content query on %s", (engine) => {
  let api: TestApi;
  let subscriber: Session;
  let free: Session;

  beforeAll(async () => {
    api = await startTestApi(engine);
    const { documents, failures } = parseContentFiles(files());
    expect(failures).toEqual([]);
    await syncContentDocuments(api.database.db, documents, { prune: true });
    subscriber = await login(api, await createMember(api, { plan: "family-yearly" }));
    free = await login(api, await createMember(api));
  });
  afterAll(() => api.close());

  type Viewer = { token?: string };
  const viewers = (): [string, Viewer][] => [
    ["a visitor", {}],
    ["a free member", { token: free.token }],
  ];

  async function answer(path: string, body: Record<string, unknown>, viewer: Viewer) {
    const response = await api.request(`/api/_content/${path}`, { body, ...viewer });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  function expectNoSecret(value: unknown) {
    const text = JSON.stringify(value);
    for (const word of Object.values(SECRET)) expect(text).not.toContain(word);
    // Nor the rest of the course after its first section, nor the questions and cards after the preview.
    for (const word of ["Deuxième loi", "Troisième loi", "Dernière question", '"q3"', '"q4"', '"c4"', '"c5"']) {
      expect(text).not.toContain(word);
    }
  }

  /**
   * The query built with a secret word and with NOWHERE gets the same answer (status and body) for the
   * viewer, an answer without any premium text; a subscriber's answers differ (the word is really there).
   */
  async function sameAsNowhere(
    path: string,
    build: (word: string) => Record<string, unknown>,
    secret: string,
    proof = true,
  ) {
    for (const [, viewer] of viewers()) {
      const withSecret = await answer(path, build(secret), viewer);
      const withNowhere = await answer(path, build(NOWHERE), viewer);
      expect(withSecret).toEqual(withNowhere);
      expectNoSecret(withSecret.body);
    }
    // Answers and card backs are not searchable at all: for them there is nothing to prove.
    if (!proof) return;
    const subscribed = await answer(path, build(secret), { token: subscriber.token });
    const subscribedNowhere = await answer(path, build(NOWHERE), { token: subscriber.token });
    expect(subscribed).not.toEqual(subscribedNowhere);
  }

  describe("search", () => {
    const searchable = new Set<string>([SECRET.course, SECRET.lastSection, SECRET.questionPrompt, SECRET.cardFront]);
    it.each(Object.entries(SECRET))(
      "a word of a premium body (%s) is found as much as a word found nowhere",
      async (_, word) => {
        await sameAsNowhere("", (w) => ({ search: w }), word, searchable.has(word));
        await sameAsNowhere(DIR, (w) => ({ search: w, text: true, html: true, limit: 1 }), word, searchable.has(word));
      },
    );

    it("a quoted phrase, an exclusion and an alternative give nothing away either (count, match or order)", async () => {
      await sameAsNowhere("", (w) => ({ search: `"dit le ${w}"` }), SECRET.course);
      // The title matches; excluding a word of the body must not drop the document for a non-subscriber.
      await sameAsNowhere("", (w) => ({ search: `mécanique -${w}` }), SECRET.course);
      await sameAsNowhere("", (w) => ({ search: `ondes or ${w}`, only: ["path"] }), SECRET.questionPrompt);
      await sameAsNowhere(DIR, (w) => ({ search: `ondes or ${w}`, limit: 0 }), SECRET.cardFront);
    });

    it("still searches titles and descriptions of premium documents for everyone", async () => {
      for (const [, viewer] of viewers()) {
        const found = (await answer("", { search: "Newton", only: ["title"] }, viewer)).body as ContentQueryResponse;
        expect(found.items).toEqual([{ path: `/${COURSE}`, title: "La mécanique de Newton", locked: true }]);
      }
    });
  });

  describe("text, html, only, without, the exact item and the locale", () => {
    it("gives the first section of a premium course and nothing after it", async () => {
      for (const [, viewer] of viewers()) {
        for (const body of [
          { text: true, html: true },
          { text: true, html: true, only: ["text", "html", "toc", "questions", "cards"] },
          { text: true, html: true, without: ["title", "description"] },
          { text: true, html: true, where: { locale: "en" } },
          { text: true, html: true, where: { locale: { $in: ["fr", "en"] } } },
        ]) {
          const course = await answer(COURSE, body, viewer);
          expect(course.status).toBe(200);
          expectNoSecret(course.body);
          const item = (course.body as ContentQueryResponse).item;
          expect(item).toMatchObject({ locked: true });
          expect(item?.text).toContain("préambule de ce cours");
        }
        const listed = await answer(DIR, { text: true, html: true, limit: 100 }, viewer);
        expectNoSecret(listed.body);
      }
      const subscribed = await answer(COURSE, { text: true }, { token: subscriber.token });
      expect(JSON.stringify(subscribed.body)).toContain(SECRET.lastSection);
    });

    it("gives the first 2 questions of a premium quiz and the first 3 cards of a premium deck, whole", async () => {
      for (const [, viewer] of viewers()) {
        const quiz = (await answer(QUIZ_A, {}, viewer)).body as ContentQueryResponse;
        expectNoSecret(quiz);
        expect((quiz.item?.questions as { id: string }[]).map((q) => q.id)).toEqual(["q1", "q2"]);
        expect(quiz.item?.questions).toContainEqual(expect.objectContaining({ id: "q2", answer: 0 }));
        const deck = (await answer(DECK, { only: ["cards"] }, viewer)).body as ContentQueryResponse;
        expectNoSecret(deck);
        expect((deck.item?.cards as { back: string }[]).map((c) => c.back)).toEqual(["Verso 1", "Verso 2", "Verso 3"]);
      }
    });
  });

  describe("where", () => {
    it.each([
      ["$contains a string", (w: string) => ({ questions: { $contains: w } })],
      ["$contains a list", (w: string) => ({ cards: { $contains: [w] } })],
      ["$eq", (w: string) => ({ questions: w })],
      ["$in", (w: string) => ({ cards: { $in: [w, "autre"] } })],
      ["$ne", (w: string) => ({ questions: { $ne: w } })],
      ["$gt", (w: string) => ({ cards: { $gt: w } })],
      ["$nin in an $or", (w: string) => ({ $or: [{ questions: { $nin: [w] } }, { kind: "course" }] })],
    ])("%s on a premium body key answers as for a word found nowhere", async (_, where) => {
      for (const secret of [SECRET.answer, SECRET.questionPrompt, SECRET.cardBack]) {
        for (const [, viewer] of viewers()) {
          const withSecret = await answer(DIR, { where: where(secret), only: ["path"], limit: 100 }, viewer);
          const withNowhere = await answer(DIR, { where: where(NOWHERE), only: ["path"], limit: 100 }, viewer);
          expect(withSecret).toEqual(withNowhere);
        }
      }
    });

    it("refuses to filter on the body fields themselves", async () => {
      for (const field of ["text", "html", "toc"]) {
        for (const [, viewer] of viewers()) {
          const refused = await answer(DIR, { where: { [field]: { $contains: SECRET.course } } }, viewer);
          expect(refused.status).toBe(400);
          expect(refused).toEqual(await answer(DIR, { where: { [field]: { $contains: NOWHERE } } }, viewer));
        }
      }
    });
  });

  describe("sortBy and surround", () => {
    const quizzes = { where: { kind: "quiz" }, only: ["path"], limit: 10 };
    const order = (value: { body: unknown }) =>
      (value.body as ContentQueryResponse).items.map((item) => item.path.split("/").pop());

    it("orders premium documents by a body key as if it were missing (the questions decide the subscriber's order)", async () => {
      const bySubscriber = await answer(
        DIR,
        { ...quizzes, sortBy: [{ questions: "asc" }] },
        { token: subscriber.token },
      );
      expect(order(bySubscriber)).toEqual(["quiz-b", "quiz-a"]);
      for (const [, viewer] of viewers()) {
        for (const direction of ["asc", "desc"]) {
          const byQuestions = await answer(DIR, { ...quizzes, sortBy: [{ questions: direction }] }, viewer);
          const byNothing = await answer(DIR, { ...quizzes, sortBy: [{ [NOWHERE]: direction }] }, viewer);
          expect(byQuestions).toEqual(byNothing);
          expect(order(byQuestions)).toEqual(["quiz-a", "quiz-b"]);
        }
        const cards = await answer(DIR, { only: ["path"], sortBy: ["cards:desc"] }, viewer);
        expect(cards).toEqual(await answer(DIR, { only: ["path"], sortBy: [`${NOWHERE}:desc`] }, viewer));
      }
    });

    it("gives neighbours their preview only, in an order that does not depend on premium bodies", async () => {
      for (const [, viewer] of viewers()) {
        const around = (key: string) =>
          answer(
            DIR,
            { surround: { path: QUIZ_A, before: 5, after: 5 }, sortBy: [{ [key]: "asc" }], text: true, html: true },
            viewer,
          );
        const byQuestions = await around("questions");
        expectNoSecret(byQuestions.body);
        expect(byQuestions).toEqual(await around(NOWHERE));
        const bySearch = await answer(
          "",
          { search: `mécanique or ${SECRET.answer}`, surround: { path: DECK, before: 3, after: 3 }, text: true },
          viewer,
        );
        expectNoSecret(bySearch.body);
        expect(bySearch).toEqual(
          await answer(
            "",
            { search: `mécanique or ${NOWHERE}`, surround: { path: DECK, before: 3, after: 3 }, text: true },
            viewer,
          ),
        );
      }
    });
  });

  describe("ETags and If-None-Match (docs/decisions/042)", () => {
    async function tagged(path: string, body: Record<string, unknown>, viewer: Viewer, ifNoneMatch?: string) {
      const response = await api.request(`/api/_content/${path}`, {
        body,
        ...viewer,
        ...(ifNoneMatch ? { headers: { "if-none-match": ifNoneMatch } } : {}),
      });
      return { status: response.status, tag: response.headers.get("etag") ?? "", text: await response.text() };
    }

    it("never answers a premium body from what was serialized or tagged for a subscriber, nor 412 to a tag not the viewer's", async () => {
      const body = { text: true, html: true };
      // The subscriber first: their answer (the whole course) is serialized and kept under their tag.
      const whole = await tagged(COURSE, body, { token: subscriber.token });
      expect(whole.text).toContain(SECRET.lastSection);
      const visitor = await tagged(COURSE, body, {});
      expectNoSecret(JSON.parse(visitor.text));
      expect(visitor.tag).not.toBe(whole.tag);
      for (const [, viewer] of viewers()) {
        // The subscriber's tag is not theirs: answered in full, their own preview.
        const withTheirTag = await tagged(COURSE, body, viewer, whole.tag);
        expect(withTheirTag.status).toBe(200);
        expect(withTheirTag.tag).toBe(visitor.tag);
        expect(withTheirTag.text).toBe(visitor.text);
        // Their own tag: unchanged, no body.
        expect(await tagged(COURSE, body, viewer, visitor.tag)).toEqual({ status: 412, tag: visitor.tag, text: "" });
      }
      // And the other way: a subscriber sending the visitors' tag gets the whole course.
      const upgraded = await tagged(COURSE, body, { token: subscriber.token }, visitor.tag);
      expect(upgraded).toEqual({ status: 200, tag: whole.tag, text: whole.text });
    });

    it("revalidates a search's answer too, the same whether the word asked is in a premium body or nowhere", async () => {
      for (const [, viewer] of viewers()) {
        const withSecret = await tagged(DIR, { search: SECRET.course, text: true, html: true }, viewer);
        const withNowhere = await tagged(DIR, { search: NOWHERE, text: true, html: true }, viewer);
        expect(withSecret.text).toBe(withNowhere.text);
        // Each tag is the answer to its own query (the query is part of it), and holds for that query only.
        expect(
          (await tagged(DIR, { search: SECRET.course, text: true, html: true }, viewer, withSecret.tag)).status,
        ).toBe(412);
      }
    });
  });

  describe("limit, skip and deep", () => {
    it("counts premium documents by their title and description only", async () => {
      await sameAsNowhere("", (w) => ({ search: w, limit: 0 }), SECRET.cardFront);
      await sameAsNowhere("", (w) => ({ search: w, skip: 1, deep: true }), SECRET.questionPrompt);
      await sameAsNowhere(DIR, (w) => ({ search: w, deep: false }), SECRET.course);
    });
  });
});
