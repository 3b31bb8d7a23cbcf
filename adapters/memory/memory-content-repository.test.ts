import { describe, expect, it } from "vitest";
import type { ContentQuery } from "../../application/api/content/ports.ts";
import { MemoryContentRepository, type MemoryContentDocument } from "./memory-content-repository.ts";

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
    body: "",
    ...fields,
  };
}

const base: ContentQuery = {
  path: "",
  deep: true,
  locale: { mode: "resolve", locale: "fr" },
  where: null,
  search: null,
  sort: [],
  limit: 20,
  skip: 0,
  surround: null,
  facets: [],
  frontMatter: { mode: "all" },
  text: false,
  html: false,
  premiumLocked: false,
};
const paths = async (repository: MemoryContentRepository, query: Partial<ContentQuery>) =>
  (await repository.query({ ...base, ...query })).records.map((r) => r.path);

describe("MemoryContentRepository", () => {
  it("searches words without accents by their first letters, all words required, title first", async () => {
    const repository = new MemoryContentRepository([
      document("a", { title: "Les fonctions", body: "Une dérivée." }),
      document("b", { title: "La dérivation", description: "Fonctions dérivées." }),
      document("c", { title: "Autre", body: "rien" }),
    ]);
    expect(await paths(repository, { search: "derivees" })).toEqual(["b", "a"]);
    expect(await paths(repository, { search: "dérivée fonction" })).toEqual(["b", "a"]);
    expect(await paths(repository, { search: "dérivée absente" })).toEqual([]);
    expect(await paths(repository, { search: "a" })).toEqual([]);
  });

  it("puts and removes documents, and tells whether a path has any", async () => {
    const repository = new MemoryContentRepository();
    repository.put(document("x/y"));
    expect(await repository.exists("x")).toBe(true);
    expect(await repository.exists("x/y")).toBe(true);
    expect(await repository.exists("")).toBe(true);
    expect(await repository.exists("x/y/z")).toBe(false);
    repository.remove("x/y", "fr");
    expect(await repository.exists("")).toBe(false);
  });

  it("sorts front-matter values by JSON type, then value, missing last", async () => {
    const repository = new MemoryContentRepository([
      document("n", { frontMatter: { v: 2 } }),
      document("s", { frontMatter: { v: "b" } }),
      document("b", { frontMatter: { v: true } }),
      document("l", { frontMatter: { v: [1] } }),
      document("o", { frontMatter: { v: { a: 1 } } }),
      document("z", { frontMatter: { v: null } }),
      document("m"),
      document("n1", { frontMatter: { v: 1 } }),
    ]);
    const sorted = await paths(repository, { sort: [{ field: { kind: "meta", key: "v" }, direction: "asc" }] });
    expect(sorted).toEqual(["z", "s", "n1", "n", "b", "l", "o", "m"]);
    const reversed = await paths(repository, { sort: [{ field: { kind: "meta", key: "v" }, direction: "desc" }] });
    expect(reversed).toEqual(["o", "l", "b", "n", "n1", "s", "z", "m"]);
  });

  it("compares updatedAt as instants", async () => {
    const repository = new MemoryContentRepository([
      document("old"),
      document("new", { updatedAt: new Date("2026-06-01T00:00:00Z") }),
    ]);
    const field = { kind: "column", name: "updatedAt" } as const;
    expect(await paths(repository, { where: { type: "compare", field, op: "$gt", value: "2026-03-01" } })).toEqual([
      "new",
    ]);
    expect(
      await paths(repository, { where: { type: "compare", field, op: "$eq", value: "2026-01-01T00:00:00Z" } }),
    ).toEqual(["old"]);
  });
});
