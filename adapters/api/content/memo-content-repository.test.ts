import { describe, expect, it } from "vitest";
import type { ContentPage, ContentQuery, ContentRecord, ContentRepository } from "../../../application/api/content/ports.ts";
import { MemoContentRepository } from "./memo-content-repository.ts";

const QUERY: ContentQuery = {
  path: "revisions/lycee/terminale/maths/calcul-integral",
  deep: false,
  locale: { mode: "resolve", locale: "fr" },
  where: null,
  search: null,
  sort: [],
  limit: 0,
  skip: 0,
  surround: null,
  frontMatter: { mode: "all" },
  text: false,
  html: true,
  premiumLocked: true,
  facets: [],
};

function record(path: string, html: string): ContentRecord {
  return {
    path,
    dir: "revisions/lycee/terminale/maths",
    locale: "fr",
    kind: "course",
    title: "Calcul intégral",
    description: "",
    level: "lycee",
    grade: "terminale",
    subject: "maths",
    exam: null,
    premium: false,
    tags: [],
    date: null,
    order: 1,
    updatedAt: new Date(0),
    version: "v1",
    frontMatter: {},
    text: null,
    html,
    toc: [],
    words: 100,
    paper: null,
  };
}

/** A repository counting its reads, answering each query with a page of `htmlLength` characters. */
function counted(htmlLength = 100) {
  const calls = { query: 0, exists: 0 };
  let failNext = false;
  const inner: ContentRepository = {
    query(query) {
      calls.query += 1;
      if (failNext) {
        failNext = false;
        return Promise.reject(new Error("database gone"));
      }
      const page: ContentPage = {
        records: [],
        total: 1,
        exact: record(query.path, "x".repeat(htmlLength)),
        surround: null,
        facets: null,
      };
      return Promise.resolve(page);
    },
    exists() {
      calls.exists += 1;
      return Promise.resolve(true);
    },
  };
  return { inner, calls, failOnce: () => (failNext = true) };
}

describe("issue 14: content queries kept in memory by a serving process", () => {
  it("reads the database once per query, then answers the same rows", async () => {
    const { inner, calls } = counted();
    const memo = new MemoContentRepository(inner, 1_000_000);
    const first = await memo.query(QUERY);
    const second = await memo.query({ ...QUERY });
    expect(calls.query).toBe(1);
    expect(second).toBe(first);
    await memo.query({ ...QUERY, premiumLocked: false });
    await memo.query({ ...QUERY, locale: { mode: "resolve", locale: "en" } });
    expect(calls.query).toBe(3);
    await memo.exists(QUERY.path);
    await memo.exists(QUERY.path);
    expect(calls.exists).toBe(1);
  });

  it("never keeps a search, nor a failed read", async () => {
    const { inner, calls, failOnce } = counted();
    const memo = new MemoContentRepository(inner, 1_000_000);
    await memo.query({ ...QUERY, search: "intégrale" });
    await memo.query({ ...QUERY, search: "intégrale" });
    expect(calls.query).toBe(2);
    failOnce();
    await expect(memo.query(QUERY)).rejects.toThrow("database gone");
    await expect(memo.query(QUERY)).resolves.toMatchObject({ total: 1 });
    expect(calls.query).toBe(4);
  });

  it("forgets the least recently used answers beyond its budget", async () => {
    const { inner, calls } = counted(10_000);
    // Room for two answers of about 11 kB.
    const memo = new MemoContentRepository(inner, 25_000);
    const a = { ...QUERY, path: "a" };
    const b = { ...QUERY, path: "b" };
    const c = { ...QUERY, path: "c" };
    await memo.query(a);
    await memo.query(b);
    await memo.query(a);
    await memo.query(c);
    expect(calls.query).toBe(3);
    await memo.query(a);
    expect(calls.query).toBe(3);
    await memo.query(b);
    expect(calls.query).toBe(4);
  });
});
