// §7 POST /api/_content/{path} through the whole app, on PGlite and on PostgreSQL (TEST_DATABASE_URL):
// scope, operators, locale fallback, search, sorting, paging, surround, only/without, premium gating, errors.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseContentFiles } from "../../adapters/api/content/content-document.ts";
import { syncContentDocuments } from "../../adapters/api/content/content-importer.ts";
import { contentFixtureFiles, FIXTURE_MATHS_PATHS } from "../../adapters/memory/memory-content-fixtures.ts";
import type { ContentItem, ContentQueryResponse } from "../../application/contracts/content.ts";
import { ENGINES, startTestApi, type TestApi } from "./support/api.ts";
import { createMember, errorOf, login, type Session } from "./support/members.ts";

const MATHS = "revisions/lycee/terminale/maths";

describe.each(ENGINES)("content query on %s", (engine) => {
  let api: TestApi;
  let subscriber: Session;
  let free: Session;

  beforeAll(async () => {
    api = await startTestApi(engine);
    const { documents, failures } = parseContentFiles(contentFixtureFiles());
    expect(failures).toEqual([]);
    await syncContentDocuments(api.database.db, documents, { prune: true });
    subscriber = await login(api, await createMember(api, { plan: "family-yearly" }));
    free = await login(api, await createMember(api));
  });
  afterAll(() => api.close());

  async function query(
    path: string,
    body: Record<string, unknown> = {},
    options: { token?: string; cookie?: string } = {},
  ) {
    const response = await api.request(`/api/_content/${path}`, { body, ...options });
    return response;
  }
  async function ok(
    path: string,
    body: Record<string, unknown> = {},
    options: { token?: string; cookie?: string } = {},
  ): Promise<ContentQueryResponse> {
    const response = await query(path, body, options);
    if (response.status !== 200) throw new Error(`${response.status}: ${await response.text()}`);
    return (await response.json()) as ContentQueryResponse;
  }
  const paths = (items: ContentItem[]) => items.map((item) => item.path);
  async function where(condition: Record<string, unknown>, path = ""): Promise<string[]> {
    const answer = await ok(path, { where: condition, only: ["path"], limit: 100, sortBy: [{ path: "asc" }] });
    return paths(answer.items);
  }

  describe("scope", () => {
    it("lists every document below a path prefix, in order then path, with the total", async () => {
      const answer = await ok(MATHS);
      expect(paths(answer.items)).toEqual(FIXTURE_MATHS_PATHS.map((p) => `/${p}`));
      expect(answer.total).toBe(5);
      expect(answer.item).toBeNull();
    });

    it("answers the document at an exact path as item (and in items)", async () => {
      const answer = await ok(`${MATHS}/suites`);
      expect(answer.item).toMatchObject({
        path: `/${MATHS}/suites`,
        title: "Les suites numériques",
        dir: `/${MATHS}`,
        locale: "fr",
      });
      expect(paths(answer.items)).toEqual([`/${MATHS}/suites`]);
    });

    it("takes an index.md document as its folder's path, and deep: false keeps it with the direct children only", async () => {
      const deep = await ok("exams/bac");
      expect(paths(deep.items)).toEqual(["/exams/bac", "/exams/bac/sujets/sujet-maths"]);
      expect(deep.item?.title).toBe("Le bac général");
      const shallow = await ok("exams", { deep: false });
      expect(paths(shallow.items)).toEqual([]);
      const children = await ok("exams/bac", { deep: false });
      expect(paths(children.items)).toEqual(["/exams/bac"]);
      const pages = await ok("pages", { deep: false, sortBy: ["path"] });
      expect(paths(pages.items)).toEqual(["/pages/faq", "/pages/jobs", "/pages/mentions-legales"]);
    });

    it("queries every document from the root, and treats a prefix as whole segments", async () => {
      const root = await ok("", { limit: 0 });
      expect(root.total).toBe(17);
      expect(root.items).toEqual([]);
      const slash = await api.request("/api/_content", { body: { limit: 0 } });
      expect(((await slash.json()) as ContentQueryResponse).total).toBe(17);
      // "revisions/lycee/terminale/math" is not a prefix of ".../maths/..."
      const partial = await query("revisions/lycee/terminale/math");
      expect(partial.status).toBe(404);
    });

    it("answers 404 ContentNotFound with the status text when nothing lives at or below the path", async () => {
      const response = await query("nulle/part");
      expect(response.status).toBe(404);
      const error = await errorOf(response);
      expect(error.code).toBe("ContentNotFound");
      expect(error.message).toMatch(/^404 Not Found: /);
    });

    it("answers 200 with no items when the path exists but the filters match nothing", async () => {
      const answer = await ok(MATHS, { where: { kind: "exam" } });
      expect(answer).toEqual({ items: [], total: 0, item: null });
    });

    it("accepts upper case and surrounding slashes in the URL path", async () => {
      const answer = await ok(`${MATHS.toUpperCase()}/SUITES/`);
      expect(answer.item?.path).toBe(`/${MATHS}/suites`);
    });
  });

  describe("where operators", () => {
    it("$eq (and the shorthand value) on columns, $ne keeping missing values", async () => {
      expect(await where({ kind: "quiz" })).toEqual([`/${MATHS}/quiz-logarithme`]);
      expect(await where({ kind: { $eq: "sheet" } })).toEqual(["/revisions/college/3eme/maths/fiche-geometrie"]);
      const notMaths = await where({ subject: { $ne: "maths" } }, "revisions");
      expect(notMaths).toEqual([
        "/revisions/lycee/terminale/philosophie/la-conscience",
        "/revisions/primaire/cm2/francais/conjugaison",
      ]);
      const noExam = await where({ exam: { $ne: "bac" } }, "revisions");
      expect(noExam).toContain("/revisions/primaire/cm2/francais/conjugaison");
      expect(await where({ exam: null }, "revisions")).toEqual([
        `/${MATHS}/flashcards-formules`,
        "/revisions/primaire/cm2/francais/conjugaison",
      ]);
    });

    it("$gt $gte $lt $lte on numbers, dates and text", async () => {
      expect(await where({ order: { $gt: 3 } }, MATHS)).toEqual([`/${MATHS}/quiz-logarithme`]);
      expect(await where({ order: { $gte: 2, $lte: 3 } }, MATHS)).toEqual([`/${MATHS}/logarithme`, `/${MATHS}/suites`]);
      expect(await where({ date: { $lt: "2025-12-01" } }, "blog")).toEqual([
        "/blog/2025-09-08-rentree",
        "/blog/2025-11-24-parents",
      ]);
      expect(await where({ date: { $gte: "2026-01-01" } })).toEqual(["/blog/2026-03-16-brevet"]);
      expect(await where({ title: { $lt: "Les" } }, MATHS)).toEqual([
        `/${MATHS}/derivation`,
        `/${MATHS}/flashcards-formules`,
        `/${MATHS}/logarithme`,
      ]);
      expect(await where({ updatedAt: { $lte: "2000-01-01T00:00:00Z" } })).toEqual([]);
      expect((await where({ updatedAt: { $gt: "2000-01-01" } })).length).toBe(17);
    });

    it("$in and $nin (and the list shorthand), on columns, tags and front matter", async () => {
      expect(await where({ kind: ["quiz", "flashcards"] })).toEqual([
        `/${MATHS}/flashcards-formules`,
        `/${MATHS}/quiz-logarithme`,
      ]);
      expect(await where({ grade: { $in: ["cm2", "3eme"] } })).toEqual([
        "/revisions/college/3eme/maths/fiche-geometrie",
        "/revisions/college/3eme/maths/pythagore",
        "/revisions/primaire/cm2/francais/conjugaison",
      ]);
      expect(await where({ level: { $nin: ["lycee", "college"] } }, "revisions")).toEqual([
        "/revisions/primaire/cm2/francais/conjugaison",
      ]);
      expect(await where({ tags: { $in: ["parents", "brevet"] } }, "blog")).toEqual([
        "/blog/2025-11-24-parents",
        "/blog/2026-03-16-brevet",
      ]);
      expect(await where({ section: { $in: ["conseils", "examens"] } })).toEqual([
        "/blog/2025-09-08-rentree",
        "/blog/2026-03-16-brevet",
      ]);
      expect(await where({ section: { $nin: ["conseils", "examens"] } }, "blog")).toEqual(["/blog/2025-11-24-parents"]);
      expect(await where({ premium: { $in: [] } })).toEqual([]);
    });

    it("$contains: substrings of text, every listed tag, elements of front-matter lists", async () => {
      expect(await where({ title: { $contains: "Quiz" } })).toEqual([`/${MATHS}/quiz-logarithme`]);
      expect(await where({ description: { $contains: ["Pythagore", "Thalès"] } })).toEqual([
        "/revisions/college/3eme/maths/fiche-geometrie",
      ]);
      expect(await where({ tags: { $contains: ["logarithme", "quiz"] } })).toEqual([`/${MATHS}/quiz-logarithme`]);
      expect(await where({ tags: "analyse" }, MATHS)).toEqual([
        `/${MATHS}/derivation`,
        `/${MATHS}/logarithme`,
        `/${MATHS}/suites`,
      ]);
      expect(await where({ author: { $contains: "équipe" } })).toEqual(["/blog/2025-09-08-rentree"]);
      expect(await where({ path: { $contains: "/college/" } })).toEqual([
        "/revisions/college/3eme/maths/fiche-geometrie",
        "/revisions/college/3eme/maths/pythagore",
      ]);
    });

    it("$exists on columns, tags and front-matter keys", async () => {
      expect(await where({ date: { $exists: true } })).toEqual([
        "/blog/2025-09-08-rentree",
        "/blog/2025-11-24-parents",
        "/blog/2026-03-16-brevet",
      ]);
      expect(await where({ durationMinutes: { $exists: true } })).toEqual(["/exams/bac/sujets/sujet-maths"]);
      expect(await where({ tags: { $exists: false } })).toEqual(["/pages/jobs", "/pages/mentions-legales"]);
      expect((await where({ order: { $exists: false } }, "revisions")).length).toBe(3);
    });

    it("front-matter keys compare with their JSON type", async () => {
      expect(await where({ effort: { $gte: 11 } })).toEqual([
        "/blog/2026-03-16-brevet",
        `/${MATHS}/derivation`,
        `/${MATHS}/logarithme`,
      ]);
      expect(await where({ effort: 9 })).toEqual([`/${MATHS}/suites`]);
      expect(await where({ effort: "9" })).toEqual([]);
      expect(await where({ draft_legal: true })).toEqual(["/pages/mentions-legales"]);
      expect(await where({ section: { $gt: "p" } })).toEqual(["/blog/2025-11-24-parents"]);
    });

    it("$and and $or lists, nested", async () => {
      const either = await where({ $or: [{ kind: "quiz" }, { section: "parents" }] });
      expect(either).toEqual(["/blog/2025-11-24-parents", `/${MATHS}/quiz-logarithme`]);
      const both = await where(
        { $and: [{ subject: "maths" }, { $or: [{ premium: true }, { order: 1 }] }], level: "lycee" },
        "revisions",
      );
      expect(both).toEqual([
        `/${MATHS}/derivation`,
        `/${MATHS}/flashcards-formules`,
        `/${MATHS}/logarithme`,
        `/${MATHS}/quiz-logarithme`,
      ]);
    });

    it("path and dir values are written with or without their leading slash", async () => {
      expect(await where({ dir: `/${MATHS}`, order: 1 })).toEqual([`/${MATHS}/derivation`]);
      expect(await where({ path: { $in: [`${MATHS}/suites`, `/${MATHS}/derivation`] } })).toEqual([
        `/${MATHS}/derivation`,
        `/${MATHS}/suites`,
      ]);
    });
  });

  describe("locale", () => {
    it("answers French by default, English with a French fallback for where.locale en", async () => {
      const fr = await ok("pages", { sortBy: ["path"], only: ["title", "locale"] });
      expect(fr.items.map((i) => [i.path, i.locale])).toEqual([
        ["/pages/faq", "fr"],
        ["/pages/jobs", "fr"],
        ["/pages/mentions-legales", "fr"],
      ]);
      const en = await ok("pages", { where: { locale: "en" }, sortBy: ["path"], only: ["title", "locale"] });
      expect(en.items.map((i) => [i.path, i.locale, i.title])).toEqual([
        ["/pages/faq", "en", "Frequently asked questions"],
        ["/pages/jobs", "en", "Join the team"],
        ["/pages/mentions-legales", "fr", "Mentions légales"],
      ]);
      const exact = await ok("pages/faq", { where: { locale: { $eq: "en" } } });
      expect(exact.item).toMatchObject({ locale: "en", title: "Frequently asked questions" });
    });

    it("other locale conditions filter the stored versions without fallback", async () => {
      const both = await ok("pages/faq", { where: { locale: { $in: ["fr", "en"] } }, only: ["locale"] });
      expect(both.items.map((i) => i.locale)).toEqual(["fr", "en"]);
      expect(both.item?.locale).toBe("fr");
      const onlyEn = await ok("pages", { where: { $and: [{ locale: { $ne: "fr" } }] } });
      expect(onlyEn.total).toBe(0);
    });

    it("refuses a locale other than fr and en", async () => {
      const response = await query("pages", { where: { locale: "de" } });
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatchObject({
        code: "InvalidValue",
        fields: { "where.locale": "InvalidValue" },
      });
    });
  });

  describe("search", () => {
    it("finds words through French stemming, ranked by relevance (title before body)", async () => {
      // "dérivées" and "dérivation" share the stem "dériv"; the deck says "Dérivée", the course's title "dérivation".
      const answer = await ok("", { search: "dérivées", only: ["title"] });
      expect(paths(answer.items)).toEqual([`/${MATHS}/derivation`, `/${MATHS}/flashcards-formules`]);
      expect(answer.total).toBe(2);
    });

    it("matches without accents, plural and conjugated forms", async () => {
      expect(paths((await ok("", { search: "theoreme" })).items)).toEqual(["/revisions/college/3eme/maths/pythagore"]);
      expect(paths((await ok("", { search: "triangles rectangles" })).items)).toEqual([
        "/revisions/college/3eme/maths/pythagore",
      ]);
      // "révisions", "réviser", "révision" share the stem "révis"; the article on parents has it in its title.
      const revising = await ok("blog", { search: "révisions" });
      expect(paths(revising.items)[0]).toBe("/blog/2025-11-24-parents");
      expect(paths(revising.items).sort()).toEqual([
        "/blog/2025-09-08-rentree",
        "/blog/2025-11-24-parents",
        "/blog/2026-03-16-brevet",
      ]);
    });

    it("combines with where and sortBy, supports quoted phrases and exclusion", async () => {
      const sorted = await ok("", { search: "logarithme", sortBy: [{ order: "desc" }] });
      expect(paths(sorted.items)).toEqual([`/${MATHS}/quiz-logarithme`, `/${MATHS}/logarithme`]);
      const filtered = await ok("", { search: "logarithme", where: { kind: "quiz" } });
      expect(paths(filtered.items)).toEqual([`/${MATHS}/quiz-logarithme`]);
      const excluded = await ok("", { search: "logarithme -quiz" });
      expect(paths(excluded.items)).toEqual([`/${MATHS}/logarithme`]);
      // A premium body is searched for a subscriber only (§6; tests/integration/premium-leak.test.ts).
      const phrase = await ok("", { search: '"fonction réciproque"' }, { token: subscriber.token });
      expect(paths(phrase.items)).toEqual([`/${MATHS}/logarithme`]);
      expect(paths((await ok("", { search: '"fonction réciproque"' })).items)).toEqual([]);
    });

    it("indexes quiz prompts and card fronts, not answers", async () => {
      const asSubscriber = { token: subscriber.token };
      expect(paths((await ok("", { search: "positives" }, asSubscriber)).items)).toEqual([`/${MATHS}/quiz-logarithme`]);
      expect(paths((await ok("", { search: "nul" }, asSubscriber)).items)).toEqual([]);
    });

    it("stems an English document in English, a French one in French", async () => {
      // "We are hiring.": English stems "hiring" to "hire" (French leaves "hiring", and stems the query to "hir").
      const hire = await ok("pages", { search: "hire", where: { locale: "en" }, only: ["locale"] });
      expect(hire.items.map((i) => [i.path, i.locale])).toEqual([["/pages/jobs", "en"]]);
      // "It opens all Premium content.": "opened" and "opening" share the English stem "open".
      const opened = await ok("pages", { search: "opened", where: { locale: "en" }, only: ["locale"] });
      expect(opened.items.map((i) => [i.path, i.locale])).toEqual([["/pages/faq", "en"]]);
      // English stop words are no search words in an English document ("The subscription"): nothing is left.
      expect((await ok("pages", { search: "the", where: { locale: "en" } })).total).toBe(0);
      // French documents keep French stemming: "équipes" finds "Rejoindre l'équipe" (stem "équip").
      const recruits = await ok("pages", { search: "équipes", only: ["locale"] });
      expect(recruits.items.map((i) => [i.path, i.locale])).toEqual([["/pages/jobs", "fr"]]);
      // What Snowball's French stemmer gives, kept as is: it does not strip "-ons", so "recrute" (stem "recrut")
      // does not find "Nous recrutons" (stem "recruton"), on PostgreSQL 15 as on PGlite.
      expect((await ok("pages", { search: "recrute" })).total).toBe(0);
      // …and an English word is not stemmed the English way there: "hire" finds no French page.
      expect((await ok("pages", { search: "hire" })).total).toBe(0);
    });

    it("finds nothing for words absent or made of stop words only, without failing", async () => {
      expect((await ok("", { search: "zzzzqx" })).total).toBe(0);
      expect((await ok("", { search: "et à un une" })).total).toBe(0);
      expect((await ok("", { search: "  " })).total).toBe(17);
      expect((await ok("", { search: "& | ! ( ) : * <->" })).total).toBe(0);
    });
  });

  describe("sortBy, limit, skip", () => {
    it("sorts by several fields in the documented and the string forms, missing values last", async () => {
      const blog = await ok("blog", { sortBy: [{ date: "desc" }] });
      expect(paths(blog.items)).toEqual([
        "/blog/2026-03-16-brevet",
        "/blog/2025-11-24-parents",
        "/blog/2025-09-08-rentree",
      ]);
      const strings = await ok("blog", { sortBy: ["section:desc"] });
      expect(paths(strings.items)).toEqual([
        "/blog/2025-11-24-parents",
        "/blog/2026-03-16-brevet",
        "/blog/2025-09-08-rentree",
      ]);
      const single = await ok("blog", { sortBy: { effort: "asc" } });
      expect(paths(single.items)).toEqual([
        "/blog/2025-09-08-rentree",
        "/blog/2025-11-24-parents",
        "/blog/2026-03-16-brevet",
      ]);
      const withMissing = await ok("revisions", { sortBy: [{ order: "desc" }, { path: "asc" }], only: ["order"] });
      expect(withMissing.items.map((i) => i.order)).toEqual([4, 3, 2, 1, 1, 1, null, null, null]);
      const multi = await ok("revisions", { sortBy: [{ level: "asc" }, { title: "desc" }], only: ["title"], limit: 3 });
      expect(paths(multi.items)).toEqual([
        "/revisions/college/3eme/maths/pythagore",
        "/revisions/college/3eme/maths/fiche-geometrie",
        `/${MATHS}/quiz-logarithme`,
      ]);
    });

    it("pages with limit and skip over a stable order, total unchanged", async () => {
      const all = paths((await ok("", { limit: 100, only: ["path"] })).items);
      expect(all).toHaveLength(17);
      const pages: string[] = [];
      for (let skip = 0; skip < 17; skip += 5) {
        const page = await ok("", { limit: 5, skip, only: ["path"] });
        expect(page.total).toBe(17);
        pages.push(...paths(page.items));
      }
      expect(pages).toEqual(all);
      const beyond = await ok("", { skip: 40 });
      expect(beyond).toMatchObject({ items: [], total: 17 });
      expect((await ok("")).items).toHaveLength(17);
      const twenty = await ok("", { where: { locale: { $in: ["fr", "en"] } } });
      expect([twenty.items.length, twenty.total]).toEqual([19, 19]);
    });
  });

  describe("surround", () => {
    it("gives the documents just before and after a path in the sorted result", async () => {
      const answer = await ok(MATHS, { only: ["title"], limit: 1, surround: { path: `${MATHS}/logarithme` } });
      expect(answer.surround).toEqual({
        found: true,
        before: [{ path: `/${MATHS}/suites`, title: "Les suites numériques" }],
        after: [{ path: `/${MATHS}/quiz-logarithme`, title: "Quiz : logarithme", locked: true }],
      });
      expect(paths(answer.items)).toEqual([`/${MATHS}/derivation`]);
    });

    it("takes several neighbours, stops at the ends, follows sortBy and filters", async () => {
      const first = await ok(MATHS, {
        only: ["path"],
        surround: { path: `/${MATHS}/derivation`, before: 2, after: 2 },
      });
      expect(first.surround).toMatchObject({ found: true, before: [] });
      expect(paths(first.surround?.after ?? [])).toEqual([`/${MATHS}/suites`, `/${MATHS}/logarithme`]);
      const last = await ok(MATHS, {
        only: ["path"],
        surround: { path: `${MATHS}/flashcards-formules`, before: 3, after: 1 },
      });
      expect(paths(last.surround?.before ?? [])).toEqual([
        `/${MATHS}/suites`,
        `/${MATHS}/logarithme`,
        `/${MATHS}/quiz-logarithme`,
      ]);
      expect(last.surround?.after).toEqual([]);
      const blog = await ok("blog", {
        sortBy: [{ date: "desc" }],
        only: ["path"],
        surround: { path: "blog/2025-11-24-parents" },
      });
      expect(paths(blog.surround?.before ?? [])).toEqual(["/blog/2026-03-16-brevet"]);
      expect(paths(blog.surround?.after ?? [])).toEqual(["/blog/2025-09-08-rentree"]);
      const none = await ok(MATHS, { where: { premium: false }, surround: { path: `${MATHS}/logarithme` } });
      expect(none.surround).toEqual({ found: false, before: [], after: [] });
      const zero = await ok(MATHS, { surround: { path: `${MATHS}/suites`, before: 0, after: 0 } });
      expect(zero.surround).toEqual({ found: true, before: [], after: [] });
    });
  });

  describe("only, without, text, html", () => {
    it("only keeps path and the listed fields (columns and front matter)", async () => {
      const answer = await ok(`${MATHS}/derivation`, { only: ["title", "effort"] });
      expect(answer.item).toEqual({ path: `/${MATHS}/derivation`, title: "La dérivation", effort: 12 });
      const single = await ok(`${MATHS}/derivation`, { only: "kind" });
      expect(single.item).toEqual({ path: `/${MATHS}/derivation`, kind: "course" });
    });

    it("without drops the listed fields but never path", async () => {
      const answer = await ok(
        `${MATHS}/quiz-logarithme`,
        { without: ["questions", "description", "path", "tags"] },
        { token: subscriber.token },
      );
      expect(answer.item).toBeDefined();
      const item = answer.item as Record<string, unknown>;
      expect(item.path).toBe(`/${MATHS}/quiz-logarithme`);
      expect(item).not.toHaveProperty("questions");
      expect(item).not.toHaveProperty("description");
      expect(item).not.toHaveProperty("tags");
      expect(item).toMatchObject({ title: "Quiz : logarithme", order: 4, premium: true });
    });

    it("gives the full normalised shape by default, and the body only with text: true", async () => {
      const plain = await ok(`${MATHS}/suites`);
      expect(plain.item).toEqual({
        path: `/${MATHS}/suites`,
        dir: `/${MATHS}`,
        locale: "fr",
        kind: "course",
        title: "Les suites numériques",
        description: "Suites arithmétiques et géométriques, limites et récurrence.",
        level: "lycee",
        grade: "terminale",
        subject: "maths",
        exam: "bac",
        premium: false,
        tags: ["suites", "analyse"],
        date: null,
        order: 2,
        effort: 9,
        updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
      const withText = await ok(`${MATHS}/suites`, { text: true, only: ["text"] });
      expect(withText.item?.text).toBe("## Récurrence\n\nOn démontre une propriété par récurrence en deux étapes.\n");
    });

    it("gives the body rendered at import, and its table of contents, with html: true", async () => {
      const answer = await ok(`${MATHS}/suites`, { html: true, only: ["html", "toc"] });
      expect(answer.item).toEqual({
        path: `/${MATHS}/suites`,
        html: '<h2 id="recurrence" class="md-heading">Récurrence</h2>\n<p>On démontre une propriété par récurrence en deux étapes.</p>',
        toc: [{ id: "recurrence", text: "Récurrence", depth: 2 }],
      });
      const both = await ok(`${MATHS}/suites`, { html: true, text: true, only: ["text", "toc"] });
      expect(Object.keys(both.item ?? {}).sort()).toEqual(["path", "text", "toc"]);
      const quiz = await ok(`${MATHS}/quiz-logarithme`, { only: ["questions"] }, { token: subscriber.token });
      expect((quiz.item?.questions as Record<string, unknown>[])[0]).toMatchObject({
        promptHtml: expect.stringMatching(/^<p>/),
        choicesHtml: expect.any(Array),
        explanationHtml: expect.stringMatching(/^<p>/),
      });
    });
  });

  describe("premium gating", () => {
    const logarithme = `${MATHS}/logarithme`;

    it("lists premium documents to everyone with title, description and the premium flag", async () => {
      const answer = await ok(MATHS, { where: { premium: true }, only: ["title", "description", "premium"] });
      expect(answer.items).toHaveLength(3);
      for (const item of answer.items) {
        expect(item).toMatchObject({ premium: true, locked: true });
        expect(item.title).toBeTruthy();
        expect(item.description).toBeTruthy();
      }
    });

    it("gives visitors and non-subscribers the §6 preview only: the first section, the first questions and cards", async () => {
      for (const options of [{}, { token: free.token }, { cookie: free.cookie }]) {
        const course = await ok(logarithme, { text: true, html: true }, options);
        expect(course.item).toMatchObject({ premium: true, locked: true, title: "Le logarithme népérien" });
        expect(course.item?.text).toBe("## Définition\n\nLe logarithme est la fonction réciproque de l'exponentielle.");
        expect(course.item?.html).toContain("fonction réciproque");
        expect(course.item?.toc).toEqual([{ id: "definition", text: "Définition", depth: 2 }]);
        expect(JSON.stringify(course)).not.toContain("réservé aux abonnés");
        // The fixture quiz has two questions and the deck two cards: all within the preview, whole.
        const quiz = await ok(`${MATHS}/quiz-logarithme`, { text: true, html: true }, options);
        const questions = quiz.item?.questions as Record<string, unknown>[];
        expect(questions.map((q) => q.id)).toEqual(["q1", "q2"]);
        expect(questions[0]).toMatchObject({ id: "q1", prompt: "Combien vaut ln(1) ?", answer: 0 });
        const deck = await ok(`${MATHS}/flashcards-formules`, {}, options);
        expect((deck.item?.cards as Record<string, unknown>[]).map((c) => c.back)).toEqual(["1/x", "exp(x)"]);
      }
    });

    it("gives subscribers everything, by bearer token or auth cookie", async () => {
      for (const options of [{ token: subscriber.token }, { cookie: subscriber.cookie }]) {
        const response = await query(logarithme, { text: true }, options);
        expect(response.headers.get("cache-control")).toBe("private, no-store");
        const course = (await response.json()) as ContentQueryResponse;
        expect(course.item?.text).toContain("Corps réservé aux abonnés.");
        expect(course.item).not.toHaveProperty("locked");
        const rendered = await ok(logarithme, { html: true }, options);
        expect(rendered.item?.html).toContain("Corps réservé aux abonnés.</p>");
        const quiz = await ok(`${MATHS}/quiz-logarithme`, {}, options);
        expect((quiz.item?.questions as Record<string, unknown>[])[1]).toMatchObject({
          answer: [0, 2],
          explanation: "ln est positif au-delà de 1.",
          explanationHtml: "<p>ln est positif au-delà de 1.</p>",
        });
      }
    });

    it("free documents carry their body for everyone", async () => {
      const answer = await ok(`${MATHS}/derivation`, { text: true });
      expect(answer.item?.text).toContain("Nombre dérivé");
      expect(answer.item).not.toHaveProperty("locked");
    });

    it("answers 401 to a token that is not valid (so the client refreshes it, §8)", async () => {
      const response = await query(logarithme, { text: true }, { token: "not.a.token" });
      expect(response.status).toBe(401);
      expect(await errorOf(response)).toMatchObject({
        code: "Unauthenticated",
        // An invalid bearer is refused by the API's auth middleware, with the catalog's message (issue 14).
        message: "Veuillez vous connecter.",
      });
    });

    it("an expired subscription no longer unlocks premium content", async () => {
      const lapsed = await login(
        api,
        await createMember(api, { plan: "solo-monthly", periodEnd: new Date(api.clock.now().getTime() - 1000) }),
      );
      const answer = await ok(logarithme, { text: true }, { token: lapsed.token });
      expect(answer.item).toMatchObject({ locked: true });
    });
  });

  describe("errors", () => {
    async function fails(body: unknown, status: number, code: string, fields?: Record<string, string>, path = MATHS) {
      const response = await api.request(`/api/_content/${path}`, { body });
      expect(response.status).toBe(status);
      const error = await errorOf(response);
      expect(error.code).toBe(code);
      expect(error.message.startsWith(`${status} `)).toBe(true);
      if (fields) expect(error.fields).toEqual(fields);
    }

    it("refuses unknown body fields and bad option values (ValidationFailed)", async () => {
      await fails({ limits: 3 }, 400, "ValidationFailed", { limits: "UnknownField" });
      await fails({ limit: 101 }, 400, "ValidationFailed", { limit: "LimitInvalid" });
      await fails({ limit: -1 }, 400, "ValidationFailed", { limit: "LimitInvalid" });
      await fails({ skip: 1.5 }, 400, "ValidationFailed", { skip: "SkipInvalid" });
      await fails({ deep: "yes" }, 400, "ValidationFailed");
      await fails({ surround: { path: "x", around: 1 } }, 400, "ValidationFailed", {
        "surround.around": "UnknownField",
      });
      await fails({ only: ["ti tle"] }, 400, "ValidationFailed");
      await fails({ sortBy: [{ date: "down" }] }, 400, "ValidationFailed");
      await fails({ search: "x".repeat(201) }, 400, "ValidationFailed", { search: "SearchTooLong" });
      await fails([], 400, "ValidationFailed");
    });

    it("refuses unknown fields and operators in where and sortBy, with the location of each", async () => {
      await fails({ where: { colour: { $regex: "x" } } }, 400, "UnknownOperator", {
        "where.colour.$regex": "UnknownOperator",
      });
      await fails({ where: { "bad name": 1 } }, 400, "UnknownField", { "where.bad name": "UnknownField" });
      await fails({ where: { text: "x" } }, 400, "UnknownField", { "where.text": "UnknownField" });
      await fails({ where: { $not: { kind: "quiz" } } }, 400, "UnknownOperator", { "where.$not": "UnknownOperator" });
      await fails({ where: { $or: [{ kind: "quiz" }, { kind: { $like: "q%" } }] } }, 400, "UnknownOperator", {
        "where.$or.1.kind.$like": "UnknownOperator",
      });
      await fails({ sortBy: ["locked:asc", { tags: "asc" }] }, 400, "UnknownField", {
        "sortBy.0": "UnknownField",
        "sortBy.1.tags": "OperatorNotSupported",
      });
    });

    it("refuses values of the wrong type and operators that do not apply", async () => {
      await fails({ where: { premium: "yes" } }, 400, "InvalidValue", { "where.premium": "InvalidValue" });
      await fails({ where: { order: { $gt: "3" } } }, 400, "InvalidValue", { "where.order.$gt": "InvalidValue" });
      await fails({ where: { premium: { $gt: false } } }, 400, "OperatorNotSupported");
      await fails({ where: { order: { $contains: 1 } } }, 400, "OperatorNotSupported");
      await fails({ where: { updatedAt: { $gt: "2024-02-30" } } }, 400, "InvalidValue");
      await fails({ where: { kind: { $in: "quiz" } } }, 400, "InvalidValue");
      await fails({ where: { kind: {} } }, 400, "InvalidValue");
      await fails({ where: { $or: [] } }, 400, "InvalidValue");
      await fails({ where: { kind: { nested: 1 } } }, 400, "UnknownOperator");
      await fails({ where: { tags: null } }, 400, "InvalidValue");
    });

    it("refuses queries too large to be cheap", async () => {
      let deep: Record<string, unknown> = { kind: "quiz" };
      for (let i = 0; i < 8; i += 1) deep = { $and: [deep] };
      await fails({ where: deep }, 400, "QueryTooComplex");
      const many = Object.fromEntries(Array.from({ length: 70 }, (_, i) => [`key${i}`, i]));
      await fails({ where: many }, 400, "QueryTooComplex");
    });

    it("refuses invalid paths, bad JSON and bodies that are not JSON", async () => {
      await fails({}, 400, "PathInvalid", { path: "PathInvalid" }, "revisions/a.b");
      await fails({}, 400, "PathInvalid", undefined, "revisions%2F%E0");
      await fails({ surround: { path: "a b" } }, 400, "PathInvalid", { "surround.path": "PathInvalid" });
      const json = await api.request(`/api/_content/${MATHS}`, {
        raw: "{",
        headers: { "content-type": "application/json" },
      });
      expect(json.status).toBe(400);
      expect((await errorOf(json)).message).toMatch(/^400 Bad Request: /);
      const text = await api.request(`/api/_content/${MATHS}`, {
        raw: "limit=3",
        headers: { "content-type": "text/plain" },
      });
      expect(text.status).toBe(415);
    });

    it("keeps quotes and SQL in values as plain data", async () => {
      expect(await where({ title: "x' or '1'='1" })).toEqual([]);
      await fails({ where: { "x'); drop table content_documents; --": { $exists: false } } }, 400, "UnknownField");
      expect(await where({ tags: { $contains: "'); delete from content_documents; --" } })).toEqual([]);
      expect((await ok("", { limit: 0 })).total).toBe(17);
    });

    it("needs the CSRF header from browsers, like every POST", async () => {
      const response = await api.request(`/api/_content/${MATHS}`, {
        body: {},
        bare: true,
        headers: { origin: "https://evil.example" },
      });
      expect(response.status).toBe(403);
    });

    it("is documented in the OpenAPI document", async () => {
      const doc = (await (await api.request("/api/openapi.json")).json()) as {
        paths: Record<string, Record<string, { requestBody?: unknown; responses?: unknown }>>;
      };
      const operation = doc.paths["/_content/{path}"]?.post;
      expect(operation?.requestBody).toMatchObject({
        content: {
          "application/json": { schema: { properties: { text: { type: "boolean" }, html: { type: "boolean" } } } },
        },
      });
      const answer = JSON.stringify(operation?.responses);
      expect(answer).toContain('"html":{"type":"string"}');
      expect(answer).toContain('"toc":{"type":"array"');
      expect(answer).toContain('"412":{"description":"If-None-Match named the ETag');
    });
  });

  // Last: it changes a document (and puts it back).
  describe("ETag and If-None-Match (docs/decisions/042)", () => {
    const course = `${MATHS}/derivation`;
    const body = { html: true, where: { locale: "fr" } };
    const asked = (ifNoneMatch?: string, extra: Record<string, unknown> = {}) =>
      api.request(`/api/_content/${course}`, {
        body: { ...body, ...extra },
        ...(ifNoneMatch ? { headers: { "if-none-match": ifNoneMatch } } : {}),
      });

    it("answers a strong ETag, the same bytes for the same query, and 412 without a body when asked with it", async () => {
      const first = await asked();
      const tag = first.headers.get("etag") ?? "";
      expect(tag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
      const text = await first.text();
      const again = await asked();
      expect(again.headers.get("etag")).toBe(tag);
      expect(await again.text()).toBe(text);
      const unchanged = await asked(tag);
      expect(unchanged.status).toBe(412);
      expect(unchanged.headers.get("etag")).toBe(tag);
      expect(await unchanged.text()).toBe("");
      // A list naming it, or its weak form (a compressed answer's), is the same condition.
      expect((await asked(`"other", W/${tag}`)).status).toBe(412);
      // Another tag, or another query, is answered in full.
      expect((await asked('"other"')).status).toBe(200);
      const other = await asked(tag, { only: ["title"] });
      expect(other.status).toBe(200);
      expect(other.headers.get("etag")).not.toBe(tag);
    });

    it("changes the tag as soon as the document is written again: nothing stale is ever answered", async () => {
      const before = await asked();
      const tag = before.headers.get("etag") ?? "";
      const files = contentFixtureFiles();
      const changed = files.map((f) =>
        f.source === `${course}.md` ? { ...f, raw: f.raw.replace("est continue.", "est continue (revu).") } : f,
      );
      const sync = async (list: typeof files) => {
        const { documents } = parseContentFiles(list);
        await syncContentDocuments(api.database.db, documents, { prune: true });
      };
      await sync(changed);
      try {
        const after = await asked(tag);
        expect(after.status).toBe(200);
        expect(after.headers.get("etag")).not.toBe(tag);
        expect(((await after.json()) as ContentQueryResponse).item?.html).toContain("continue (revu).");
      } finally {
        await sync(files);
      }
    });
  });
});
