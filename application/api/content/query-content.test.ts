import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { MEMORY_COMPANY_FACTS } from "../../../adapters/memory/memory-company-facts.ts";
import { MemoryContentAccessPolicy } from "../../../adapters/memory/memory-content-access-policy.ts";
import { MemoryContentRepository, type MemoryContentDocument } from "../../../adapters/memory/memory-content-repository.ts";
import { ContentQueryRequest } from "../../contracts/content.ts";
import { QueryContent } from "./query-content.ts";

function document(path: string, fields: Partial<MemoryContentDocument> = {}): MemoryContentDocument {
  return {
    path,
    dir: path.split("/").slice(0, -1).join("/"),
    locale: "fr",
    kind: "course",
    title: path,
    description: "",
    level: null,
    grade: null,
    subject: null,
    exam: null,
    premium: false,
    tags: [],
    date: null,
    order: null,
    updatedAt: new Date("2026-01-01T00:00:00Z"),
    frontMatter: {},
    body: `Corps de ${path}`,
    ...fields,
  };
}

function setup(subscribers: string[] = []) {
  const repository = new MemoryContentRepository([
    document("cours/a", { order: 1 }),
    document("cours/b", { order: 2, premium: true, body: "## Un\n\nAperçu de cours/b\n\n## Deux\n\nSuite réservée de cours/b" }),
    document("cours/c", { order: 3 }),
    document("cours/c", { locale: "en", title: "C in English", order: 3 }),
  ]);
  const access = new MemoryContentAccessPolicy(subscribers);
  const useCase = new QueryContent(repository, access, MEMORY_COMPANY_FACTS);
  const run = (path: string, body: Record<string, unknown>, memberId: string | null = null) =>
    useCase.execute(path, v.parse(ContentQueryRequest, body), { memberId });
  const version = async (path: string, body: Record<string, unknown>, memberId: string | null = null) =>
    (await useCase.answer(path, v.parse(ContentQueryRequest, body), { memberId }))._unsafeUnwrap().version;
  return { run, version, access, repository };
}

describe("QueryContent", () => {
  it("answers items, total, the exact item and surround", async () => {
    const { run } = setup();
    const answer = (await run("cours", { only: ["title"], limit: 2, surround: { path: "cours/b" } }))._unsafeUnwrap();
    expect(answer.items.map((item) => item.path)).toEqual(["/cours/a", "/cours/b"]);
    expect(answer.total).toBe(3);
    expect(answer.item).toBeNull();
    expect(answer.surround).toEqual({
      found: true,
      before: [{ path: "/cours/a", title: "cours/a" }],
      after: [{ path: "/cours/c", title: "cours/c" }],
    });
    const exact = (await run("cours/c", { where: { locale: "en" } }))._unsafeUnwrap();
    expect(exact.item).toMatchObject({ title: "C in English", locale: "en" });
    expect(exact).not.toHaveProperty("surround");
  });

  it("issue 15: counts every match by the facet columns, beyond the page asked for", async () => {
    const repository = new MemoryContentRepository([
      ...Array.from({ length: 120 }, (_, i) => document(`revisions/6eme/maths/c${i}`, { grade: "6eme", subject: "maths", order: i })),
      document("revisions/6eme/svt/c", { grade: "6eme", subject: "svt", order: 500 }),
      document("revisions/3eme/francais/c", { grade: "3eme", subject: "francais", order: 600 }),
      document("revisions/3eme/francais/c", { grade: "3eme", subject: "francais", order: 600, locale: "en" }),
      document("revisions/methode", { order: 700 }),
    ]);
    const useCase = new QueryContent(repository, new MemoryContentAccessPolicy([]), MEMORY_COMPANY_FACTS);
    const body = v.parse(ContentQueryRequest, { limit: 0, facets: ["grade", "subject", "grade"] });
    const answer = (await useCase.execute("revisions", body, { memberId: null }))._unsafeUnwrap();
    expect(answer.items).toEqual([]);
    expect(answer.total).toBe(123);
    expect(answer.facets).toEqual([
      { values: { grade: "3eme", subject: "francais" }, count: 1 },
      { values: { grade: "6eme", subject: "maths" }, count: 120 },
      { values: { grade: "6eme", subject: "svt" }, count: 1 },
      { values: { grade: null, subject: null }, count: 1 },
    ]);
    const without = (await useCase.execute("revisions", v.parse(ContentQueryRequest, { limit: 1 }), { memberId: null }))._unsafeUnwrap();
    expect(without).not.toHaveProperty("facets");
    expect(v.safeParse(ContentQueryRequest, { facets: ["title"] }).success).toBe(false);
  });

  it("refuses an invalid query with every issue", async () => {
    const { run } = setup();
    expect((await run("cours", { where: { x: { $like: 1 } } }))._unsafeUnwrapErr()).toEqual({
      type: "InvalidContentQuery",
      issues: [{ at: "where.x.$like", code: "UnknownOperator" }],
    });
  });

  it("answers ContentNotFound only when nothing exists at or below the path", async () => {
    const { run } = setup();
    expect((await run("ailleurs", {}))._unsafeUnwrapErr()).toEqual({ type: "ContentNotFound" });
    expect((await run("cours", { where: { kind: "quiz" } }))._unsafeUnwrap()).toEqual({ items: [], total: 0, item: null });
    expect((await run("cours", { limit: 0 }))._unsafeUnwrap()).toMatchObject({ items: [], total: 3 });
  });

  it("asks the access policy only for members and only when a premium document is in the answer", async () => {
    const { run, access } = setup(["abonne"]);
    const anonymous = (await run("cours/b", { text: true }))._unsafeUnwrap();
    expect(anonymous.item).toMatchObject({ locked: true, text: "## Un\n\nAperçu de cours/b" });
    await run("cours/a", { text: true }, "curieux");
    expect(access.asked).toEqual([]);
    const stranger = (await run("cours/b", { text: true }, "curieux"))._unsafeUnwrap();
    expect(stranger.item).toMatchObject({ locked: true });
    const subscriber = (await run("cours", { text: true }, "abonne"))._unsafeUnwrap();
    expect(subscriber.items[1]).toMatchObject({ path: "/cours/b", text: expect.stringContaining("Suite réservée") });
    expect(subscriber.items[1]).not.toHaveProperty("locked");
    expect(access.asked).toEqual(["curieux", "abonne"]);
  });

  it("gates premium neighbours in surround too", async () => {
    const { run } = setup();
    const answer = (await run("cours", { where: { premium: false }, surround: { path: "cours/a", after: 2 }, text: true }))._unsafeUnwrap();
    expect(answer.surround?.after.map((item) => item.path)).toEqual(["/cours/c"]);
    const all = (await run("cours", { surround: { path: "cours/a" }, text: true }))._unsafeUnwrap();
    expect(all.surround?.after[0]).toMatchObject({ path: "/cours/b", locked: true });
    expect(JSON.stringify(all.surround)).not.toContain("Suite réservée");
  });

  it("§6 searches a premium body only for a subscriber, asking who the member is before the query", async () => {
    const { run, access } = setup(["abonne"]);
    const found = async (memberId: string | null, search: string) =>
      (await run("cours", { search }, memberId))._unsafeUnwrap().items.map((item) => item.path);
    expect(await found(null, "réservée")).toEqual([]);
    expect(await found("curieux", "réservée")).toEqual([]);
    expect(await found("abonne", "réservée")).toEqual(["/cours/b"]);
    // Title and description are public: they are searched for everyone.
    expect(await found(null, "cours")).toContain("/cours/b");
    expect(access.asked).toEqual(["curieux", "abonne"]);
  });

  it("docs/decisions/042: versions an answer by what makes it, so that the same version is the same answer", async () => {
    const { version, repository } = setup(["abonne"]);
    const course = { html: true, text: true };
    const visitor = await version("cours/b", course);
    expect(await version("cours/b", course)).toBe(visitor);
    // A free member gets the visitors' answer; a subscriber another (the whole premium body).
    expect(await version("cours/b", course, "curieux")).toBe(visitor);
    expect(await version("cours/b", course, "abonne")).not.toBe(visitor);
    // Another query, or the same one once a document of its answer is written again, is another answer.
    expect(await version("cours/b", { html: true })).not.toBe(visitor);
    const list = await version("cours", { only: ["title"], limit: 1 });
    repository.put(document("cours/b", { order: 2, premium: true, body: "## Un\n\nAperçu revu" }));
    expect(await version("cours/b", course)).not.toBe(visitor);
    // A list whose page did not change, but whose total did, is another answer too.
    expect(await version("cours", { only: ["title"], limit: 1 })).toBe(list);
    repository.put(document("cours/d", { order: 4 }));
    expect(await version("cours", { only: ["title"], limit: 1 })).not.toBe(list);
  });
});
