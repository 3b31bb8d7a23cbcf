import "reflect-metadata";
import { container as root } from "tsyringe";
import { describe, expect, it } from "vitest";
import { httpFailure, MemoryApiClient } from "../../../adapters/memory/memory-api-client.ts";
import { MemoryContentApi, type MemoryContentDocument } from "../../../adapters/memory/memory-content-api.ts";
import { MemoryAuthCookie } from "../../../adapters/memory/memory-site-cookies.ts";
import { messageFor } from "../../../domain/http/messages.ts";
import { ApiClientToken, type ApiClient } from "../http/ports.ts";
import { AuthCookieSourceToken } from "../account/session/ports.ts";
import { contentFailure } from "./content-api.ts";
import { ListContent } from "./list-content.ts";
import { LoadContentPage } from "./load-content-page.ts";
import { partnerCategoryRedirect } from "./partner-redirect.ts";
import { CheckQuizAnswers, RecordQuizAttempt } from "./record-quiz-attempt.ts";
import { ResolveRevisionsEntry } from "./resolve-revisions-entry.ts";
import { SearchContent } from "./search-content.ts";

// Documents shaped like content/ (front matter + body).
export const QUIZ: MemoryContentDocument = {
  path: "revisions/lycee/terminale/maths/quiz-logarithme",
  frontMatter: {
    title: "Quiz : le logarithme",
    description: "Trois questions.",
    kind: "quiz",
    level: "lycee",
    grade: "terminale",
    subject: "maths",
    premium: true,
    order: 5,
    questions: [
      { id: "q1", prompt: "Combien vaut $\\ln 1$ ?", choices: ["0", "1"], answer: 0, explanation: "$\\ln 1 = 0$." },
      { id: "q2", prompt: "Lesquelles sont positives ?", choices: ["$\\ln 2$", "$\\ln 0{,}5$", "$\\ln 3$"], answer: [0, 2], explanation: "Au-delà de 1." },
      { id: "q3", type: "numeric", prompt: "$\\ln(e^2)$ ?", answer: 2, explanation: "$2 \\ln e$." },
      { id: "q4", prompt: "Sans explication", choices: ["a", "b"], answer: 0 },
    ],
  },
  text: "Trois questions pour réviser.",
};

export const DOCUMENTS: MemoryContentDocument[] = [
  {
    path: "revisions/lycee/terminale/maths/suites-numeriques",
    frontMatter: { title: "Suites numériques", description: "Récurrence et limites.", kind: "course", level: "lycee", grade: "terminale", subject: "maths", order: 1, readingMinutes: 15 },
    text: "## Rappels\n\nUne suite $(u_n)$...",
  },
  {
    path: "revisions/lycee/terminale/maths/fonction-logarithme-neperien",
    frontMatter: { title: "La fonction logarithme", description: "ln et ses propriétés.", kind: "course", level: "lycee", grade: "terminale", subject: "maths", order: 2, premium: true },
    text: "## Définition\n\nPour $x > 0$...",
  },
  QUIZ,
  {
    path: "revisions/lycee/terminale/maths/flashcards-derivees",
    frontMatter: {
      title: "Cartes : dérivées",
      description: "Dix cartes.",
      kind: "flashcards",
      level: "lycee",
      grade: "terminale",
      subject: "maths",
      order: 6,
      cards: [{ id: "c1", front: "Dérivée de $x^n$", back: "$nx^{n-1}$" }],
    },
  },
  {
    path: "pages/faq",
    frontMatter: { title: "Questions fréquentes", description: "Les réponses.", kind: "page" },
    text: "## L'abonnement\n\n### Que contient-il ?\n\nTout.",
  },
  {
    path: "pages/faq",
    locale: "en",
    frontMatter: { title: "Frequently asked questions", description: "The answers.", kind: "page", locale: "en" },
    text: "## The subscription\n\n### What is in it?\n\nEverything.",
  },
  {
    path: "blog/2025-09-08-bien-demarrer",
    frontMatter: { title: "Bien démarrer l'année", description: "Sept habitudes.", kind: "article", section: "conseils", date: "2025-09-08", author: "L'équipe" },
    text: "Les premières semaines...",
  },
  {
    path: "blog/2026-03-16-preparer-le-brevet",
    frontMatter: { title: "Préparer le brevet", description: "En trois mois.", kind: "article", section: "examens", date: "2026-03-16T00:00:00.000Z" },
    text: "Trois mois avant...",
  },
  {
    path: "blog/2026-05-11-grand-oral",
    frontMatter: { title: "Le grand oral", description: "Se préparer.", kind: "article", section: "examens", date: "2026-05-11" },
    text: "Vingt minutes...",
  },
];

function setup(api: ApiClient) {
  const c = root.createChildContainer();
  c.registerInstance(ApiClientToken, api);
  return c;
}

describe("LoadContentPage (§2 content pages, §7 content query)", () => {
  it("asks the API for the document with its body, in the visitor's language", async () => {
    const api = new MemoryContentApi(DOCUMENTS);
    const page = (await setup(api).resolve(LoadContentPage).execute({ path: "/pages/faq", locale: "en" }))._unsafeUnwrap();
    expect(page.document).toMatchObject({ path: "/pages/faq", locale: "en", title: "Frequently asked questions", kind: "page", locked: false });
    expect(page.document.html).toContain('<h3 id="what-is-in-it" class="md-heading">What is in it?</h3>');
    expect(page.document.toc).toEqual([
      { id: "the-subscription", text: "The subscription", depth: 2 },
      { id: "what-is-in-it", text: "What is in it?", depth: 3 },
    ]);
    expect(page.document.math).toBe(false);
    expect(api.calls[0]).toMatchObject({ method: "POST", path: "/_content/pages/faq", body: { where: { locale: "en" }, html: true, deep: false } });
    expect(api.calls[0]!.body).not.toHaveProperty("text");
  });

  it("reads the HTML rendered at import: document links as site routes, formulas flagged for KaTeX's stylesheet", async () => {
    const api = new MemoryContentApi([
      ...DOCUMENTS,
      { path: "pages/liens", frontMatter: { title: "Liens", description: "", kind: "page" }, text: "Voir la [FAQ](/pages/faq) et les [offres](/premium)." },
    ]);
    const links = (await setup(api).resolve(LoadContentPage).execute({ path: "pages/liens", locale: "fr" }))._unsafeUnwrap();
    expect(links.document.html).toBe('<p>Voir la <a href="/faq">FAQ</a> et les <a href="/premium">offres</a>.</p>');
    expect(links.document.math).toBe(false);
    const course = (await setup(api).resolve(LoadContentPage).execute({ path: "revisions/lycee/terminale/maths/suites-numeriques", locale: "fr" }))._unsafeUnwrap();
    expect(course.document.math).toBe(true);
    expect(course.document.html).toContain('<span class="math"><span class="katex">');
  });

  it("falls back to the French document when there is no English version", async () => {
    const page = (await setup(new MemoryContentApi(DOCUMENTS)).resolve(LoadContentPage).execute({
      path: "revisions/lycee/terminale/maths/suites-numeriques",
      locale: "en",
    }))._unsafeUnwrap();
    expect(page.document.locale).toBe("fr");
    // A whole document's reading time is the rule on the words counted at import (a short sample: 1 minute),
    // not the `readingMinutes: 15` written in its front matter.
    expect(page.document.readingMinutes).toBe(1);
  });

  it("shows a visitor the preview of a premium quiz (its first 2 questions, playable), and a subscriber all of it (§6)", async () => {
    const visitor = (await setup(new MemoryContentApi(DOCUMENTS)).resolve(LoadContentPage).execute({ path: QUIZ.path, locale: "fr" }))._unsafeUnwrap();
    expect(visitor.document.locked).toBe(true);
    expect(visitor.document.questions.map((q) => [q.type, "answer" in q ? q.answer : null])).toEqual([
      ["single", 0],
      ["multiple", [0, 2]],
    ]);
    const subscriber = (await setup(new MemoryContentApi(DOCUMENTS, { readPremium: true }))
      .resolve(LoadContentPage)
      .execute({ path: QUIZ.path, locale: "fr" }))._unsafeUnwrap();
    expect(subscriber.document.locked).toBe(false);
    // Every valid question, typed (a question without its explanation is not valid: content/README.md §3).
    expect(subscriber.document.questions.map((q) => [q.type, "answer" in q ? q.answer : null])).toEqual([
      ["single", 0],
      ["multiple", [0, 2]],
      ["numeric", 2],
    ]);
    expect(subscriber.document.questions[0]!.explanation).toBe("$\\ln 1 = 0$.");
    // Its HTML, rendered at import, comes beside it for the page.
    expect(subscriber.document.quizHtml["$\\ln 1 = 0$."]).toContain('<annotation encoding="application/x-tex">\\ln 1 = 0</annotation>');
    expect(subscriber.document.math).toBe(true);
  });

  it("is NotFound for an unknown document, a folder without its own document, or a path the API cannot hold", async () => {
    const load = setup(new MemoryContentApi(DOCUMENTS)).resolve(LoadContentPage);
    expect((await load.execute({ path: "pages/inconnue", locale: "fr" }))._unsafeUnwrapErr()).toEqual({ type: "NotFound" });
    expect((await load.execute({ path: "revisions/lycee", locale: "fr" }))._unsafeUnwrapErr()).toEqual({ type: "NotFound" });
    expect((await load.execute({ path: "pages/../../etc", locale: "fr" }))._unsafeUnwrapErr()).toEqual({ type: "NotFound" });
  });

  it("gives the previous and next documents of a folder", async () => {
    const page = (await setup(new MemoryContentApi(DOCUMENTS)).resolve(LoadContentPage).execute({
      path: "blog/2026-03-16-preparer-le-brevet",
      locale: "fr",
      neighbours: { folder: "blog", sortBy: [{ date: "desc" }] },
    }))._unsafeUnwrap();
    expect(page.document.date).toBe("2026-03-16");
    expect(page.previous?.title).toBe("Le grand oral");
    expect(page.next?.title).toBe("Bien démarrer l'année");
  });

  it("keeps the page when its neighbours cannot be loaded", async () => {
    const content = new MemoryContentApi(DOCUMENTS);
    const flaky: ApiClient = {
      request: (call) => (call.path === "/_content/blog" ? new MemoryApiClient().request(call) : content.request(call)),
    };
    const page = (await setup(flaky).resolve(LoadContentPage).execute({
      path: "blog/2025-09-08-bien-demarrer",
      locale: "fr",
      neighbours: { folder: "blog", sortBy: [{ date: "desc" }] },
    }))._unsafeUnwrap();
    expect(page).toMatchObject({ previous: null, next: null });
  });
});

describe("ListContent and SearchContent", () => {
  it("lists a folder's summaries sorted as asked, without bodies", async () => {
    const api = new MemoryContentApi(DOCUMENTS);
    const list = (await setup(api).resolve(ListContent).execute({
      path: "revisions/lycee/terminale/maths",
      locale: "fr",
      where: { kind: { $in: ["course", "quiz"] } },
      sortBy: [{ order: "asc" }],
    }))._unsafeUnwrap();
    expect(list.items.map((item) => item.title)).toEqual(["Suites numériques", "La fonction logarithme", "Quiz : le logarithme"]);
    expect(list.total).toBe(3);
    expect(list.items[1]).toMatchObject({ premium: true, kind: "course" });
    expect(api.calls[0]!.body).toMatchObject({ where: { locale: "fr" }, deep: true, limit: 20, skip: 0 });
    expect((api.calls[0]!.body as { only: string[] }).only).not.toContain("text");
    expect((api.calls[0]!.body as { only: string[] }).only).not.toContain("html");
    // Reading times come from the words the API counted (a short sample: 1 minute), not a written `readingMinutes`;
    // a quiz is not read through.
    expect(list.items.map((item) => item.readingMinutes)).toEqual([1, 1, null]);
  });

  it("pages through results and caps the limit at the API's maximum", async () => {
    const api = new MemoryContentApi(DOCUMENTS);
    const list = (await setup(api).resolve(ListContent).execute({ path: "blog", locale: "fr", sortBy: [{ date: "desc" }], limit: 1, skip: 1 }))._unsafeUnwrap();
    expect(list.items.map((item) => item.date)).toEqual(["2026-03-16"]);
    expect(list.total).toBe(3);
    await setup(api).resolve(ListContent).execute({ path: "blog", locale: "fr", limit: 5000 });
    expect(api.calls[1]!.body).toMatchObject({ limit: 100 });
  });

  it("reads a whole listing page after page, past the API's page size (issue 28: no 101st document dropped)", async () => {
    const many: MemoryContentDocument[] = Array.from({ length: 234 }, (_, index) => ({
      path: `revisions/college/3eme/maths/doc-${String(index).padStart(3, "0")}`,
      frontMatter: { title: `Doc ${index}`, description: "", kind: "course", order: index },
    }));
    const api = new MemoryContentApi(many);
    const list = (await setup(api).resolve(ListContent).executeAll({ path: "revisions", locale: "fr", sortBy: [{ order: "asc" }] }))._unsafeUnwrap();
    expect(list.total).toBe(234);
    expect(list.items).toHaveLength(234);
    expect(new Set(list.items.map((item) => item.path)).size).toBe(234);
    expect(list.items.at(-1)?.title).toBe("Doc 233");
    expect(api.calls.map((call) => (call.body as { skip: number }).skip)).toEqual([0, 100, 200]);
  });

  it("lists a section's own page and its direct sub-pages with deep: false", async () => {
    const api = new MemoryContentApi([
      { path: "pages/nos-engagements", index: true, frontMatter: { title: "Nos engagements", description: "", kind: "page" } },
      { path: "pages/nos-engagements/sport", frontMatter: { title: "Sport", description: "", kind: "page" } },
      { path: "pages/nos-engagements/sport/detail", frontMatter: { title: "Détail", description: "", kind: "page" } },
    ]);
    const list = (await setup(api).resolve(ListContent).execute({ path: "pages/nos-engagements", locale: "fr", deep: false }))._unsafeUnwrap();
    expect(list.items.map((item) => item.title)).toEqual(["Nos engagements", "Sport"]);
    expect(list.item?.title).toBe("Nos engagements");
  });

  it("answers NotFound for a folder with nothing in it", async () => {
    const result = await setup(new MemoryContentApi(DOCUMENTS)).resolve(ListContent).execute({ path: "revisions/primaire/cp", locale: "fr" });
    expect(result._unsafeUnwrapErr()).toEqual({ type: "NotFound" });
  });

  it("searches all content by words, and does not call the API for an empty search", async () => {
    const api = new MemoryContentApi(DOCUMENTS);
    const search = setup(api).resolve(SearchContent);
    const found = (await search.execute({ query: "  recurrence   limites ", locale: "fr" }))._unsafeUnwrap();
    expect(found.items.map((item) => item.path)).toEqual(["/revisions/lycee/terminale/maths/suites-numeriques"]);
    expect(api.calls[0]).toMatchObject({ path: "/_content", body: { search: "recurrence limites" } });
    expect((await search.execute({ query: "   ", locale: "fr" }))._unsafeUnwrap()).toEqual({ items: [], total: 0, item: null });
    expect(api.calls).toHaveLength(1);
  });

  it("can keep only some kinds", async () => {
    const api = new MemoryContentApi(DOCUMENTS);
    const found = (await setup(api).resolve(SearchContent).execute({ query: "brevet", locale: "fr", kinds: ["course"] }))._unsafeUnwrap();
    expect(found.total).toBe(0);
  });
});

describe("content failures (§8)", () => {
  it("maps API failures to what a page does", () => {
    const message = messageFor(null);
    expect(contentFailure(httpFailure(404, "ContentNotFound"))).toEqual({ type: "NotFound" });
    expect(contentFailure(httpFailure(400, "ValidationFailed"))).toEqual({ type: "Unavailable", status: 502 });
    expect(contentFailure(httpFailure(503, "Down"))).toEqual({ type: "Unavailable", status: 503 });
    expect(contentFailure({ type: "NetworkError", message })).toEqual({ type: "Unavailable", status: 503 });
    expect(contentFailure({ type: "InvalidResponse", status: 200, message })).toEqual({ type: "Unavailable", status: 502 });
    expect(contentFailure({ type: "ProfilingRequired", redirectTo: "http://compte/profiling", message })).toEqual({ type: "Redirect", to: "http://compte/profiling" });
  });
});

describe("RecordQuizAttempt and CheckQuizAnswers (learning progress)", () => {
  const attempt = { path: QUIZ.path, locale: "fr" as const, durationMs: 61_234.4, completedAt: new Date("2026-04-01T10:00:00Z"), clientId: "a-1" };
  const outcome = { id: "q1", type: "single", credit: 1, correct: true, answered: true, answer: { type: "single", choice: 0 }, explanation: "nul" };

  function progressApi(fail?: { status: number; code?: string }) {
    return new MemoryApiClient()
      .on("POST /progress/quiz-attempts", () =>
        fail
          ? { fail: httpFailure(fail.status, fail.code ?? "Unauthorized") }
          : { ok: { id: "att-1", clientId: "a-1", quizId: "x", score: 1, maxScore: 3, answers: [], durationMs: 61_234, completedAt: "2026-04-01T10:00:00.000Z", results: [outcome] } },
      )
      .on("POST /progress/quiz-checks", () => (fail ? { fail: httpFailure(fail.status, fail.code ?? "Unauthorized") } : { ok: { quizId: "x", results: [outcome] } }));
  }

  it("sends the responses, never a score, and returns the API's score and results", async () => {
    const api = progressApi();
    const responses = { q1: { type: "single" as const, choice: 0 } };
    const recorded = (await setup(api).resolve(RecordQuizAttempt).execute({ ...attempt, responses }))._unsafeUnwrap();
    expect(recorded).toEqual({ attemptId: "att-1", score: 1, maxScore: 3, results: [outcome] });
    expect(api.calls[0]!.body).toEqual({
      clientId: "a-1",
      quizId: "revisions/lycee/terminale/maths/quiz-logarithme",
      locale: "fr",
      responses,
      durationMs: 61_234,
      completedAt: "2026-04-01T10:00:00.000Z",
    });
    const checked = (await setup(api).resolve(CheckQuizAnswers).execute({ path: `/${QUIZ.path}/`, locale: "en", responses }))._unsafeUnwrap();
    expect(checked).toEqual([outcome]);
    expect(api.calls[1]!.body).toEqual({ quizId: QUIZ.path, locale: "en", responses });
  });

  it("maps the API's refusals: unknown quiz, premium quiz, not a member", async () => {
    const run = async (fail: { status: number; code?: string }) =>
      (await setup(progressApi(fail)).resolve(RecordQuizAttempt).execute({ ...attempt, responses: {} }))._unsafeUnwrapErr();
    expect(await run({ status: 404, code: "QuizNotFound" })).toEqual({ type: "NotFound" });
    expect(await run({ status: 403, code: "PremiumRequired" })).toEqual({ type: "PremiumRequired" });
    expect(await run({ status: 401 })).toEqual({ type: "NotAMember" });
    expect(await run({ status: 500, code: "InternalError" })).toEqual({ type: "Unavailable", status: 500 });
    const bad = await setup(progressApi()).resolve(CheckQuizAnswers).execute({ path: "../etc", locale: "fr", responses: {} });
    expect(bad._unsafeUnwrapErr()).toEqual({ type: "NotFound" });
  });
});

describe("revisions entry and partner redirect (§2, §6)", () => {
  const entry = (loggedIn: boolean) => {
    const c = root.createChildContainer();
    c.registerInstance(AuthCookieSourceToken, new MemoryAuthCookie(loggedIn ? { id: "m", token: "t", refreshToken: "r", exp: 1, expRefresh: 2 } : null));
    return c.resolve(ResolveRevisionsEntry);
  };

  it("sends a logged-in member to the account site's revisions home, keeping the query", () => {
    expect(entry(true).execute({ url: new URL("http://x/revisions?lang=en"), accountSiteUrl: "https://compte.example/" })).toBe(
      "https://compte.example/revisions/cours-et-quiz?lang=en",
    );
  });

  it("lets a visitor see the library", () => {
    expect(entry(false).execute({ url: new URL("http://x/revisions"), accountSiteUrl: "" })).toBeNull();
  });

  it("moves the road-prevention category to its partner page, permanently", () => {
    expect(partnerCategoryRedirect(new URL("http://x/revisions/3eme/prevention-routiere?utm_id=1"))).toEqual({
      to: "/partenaires/prevention-routiere?utm_id=1",
      status: 301,
    });
    expect(partnerCategoryRedirect(new URL("http://x/revisions/3eme/maths"))).toBeNull();
  });
});
