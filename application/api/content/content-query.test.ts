import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { ContentQueryRequest } from "../../contracts/content.ts";
import { contentField, MAX_CONDITIONS, parseContentQuery } from "./content-query.ts";
import { normalizeContentPath } from "../../../domain/content/content-path.ts";

const request = (body: Record<string, unknown> = {}) => v.parse(ContentQueryRequest, body);
const parse = (body: Record<string, unknown> = {}, path = "revisions") => parseContentQuery(path, request(body));
const issues = (body: Record<string, unknown>, path = "revisions") => parse(body, path)._unsafeUnwrapErr();
const where = (condition: Record<string, unknown>) => parse({ where: condition })._unsafeUnwrap().where;

describe("normalizeContentPath", () => {
  it("drops surrounding slashes and lowercases", () => {
    expect(normalizeContentPath("/Pages/GAR/mentions-informations-RGPD/")).toBe("pages/gar/mentions-informations-rgpd");
    expect(normalizeContentPath("")).toBe("");
    expect(normalizeContentPath("///")).toBe("");
    expect(normalizeContentPath("blog/2025-09-08-rentree")).toBe("blog/2025-09-08-rentree");
  });
  it("refuses dots, spaces, empty segments, accents and overlong paths", () => {
    for (const bad of ["a/../b", "a b", "a//b", "é", "a/.hidden", "-a", `${"a/".repeat(17)}a`, "a".repeat(513)]) {
      expect(normalizeContentPath(bad), bad).toBeNull();
    }
  });
});

describe("contentField", () => {
  it("maps columns to columns, other identifiers to front-matter keys, and refuses reserved and invalid names", () => {
    expect(contentField("order")).toEqual({ kind: "column", name: "order" });
    expect(contentField("updatedAt")).toEqual({ kind: "column", name: "updatedAt" });
    expect(contentField("readingMinutes")).toEqual({ kind: "meta", key: "readingMinutes" });
    expect(contentField("text")).toBeNull();
    expect(contentField("locked")).toBeNull();
    expect(contentField("a-b")).toBeNull();
    expect(contentField("$eq")).toBeNull();
  });
});

describe("parseContentQuery", () => {
  it("fills the defaults: deep, French, limit 20, whole front matter, no body", () => {
    expect(parse({}, "/revisions/")._unsafeUnwrap()).toEqual({
      path: "revisions",
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
      premiumLocked: true,
    });
  });

  it("reads shorthands: a value is $eq, a list is $in, several operators all hold", () => {
    expect(where({ kind: "quiz" })).toEqual({ type: "compare", field: { kind: "column", name: "kind" }, op: "$eq", value: "quiz" });
    expect(where({ kind: ["quiz", "course"] })).toEqual({ type: "in", field: { kind: "column", name: "kind" }, negate: false, values: ["quiz", "course"] });
    expect(where({ order: { $gte: 1, $lt: 3 } })).toEqual({
      type: "and",
      conditions: [
        { type: "compare", field: { kind: "column", name: "order" }, op: "$gte", value: 1 },
        { type: "compare", field: { kind: "column", name: "order" }, op: "$lt", value: 3 },
      ],
    });
  });

  it("reads $and, $or, $nin, $contains (one value or a list) and $exists", () => {
    const condition = where({ $or: [{ tags: { $contains: "bac" } }, { section: { $nin: ["a", null] } }], author: { $exists: false } });
    expect(condition).toEqual({
      type: "and",
      conditions: [
        {
          type: "or",
          conditions: [
            { type: "contains", field: { kind: "column", name: "tags" }, values: ["bac"] },
            { type: "in", field: { kind: "meta", key: "section" }, negate: true, values: ["a", null] },
          ],
        },
        { type: "exists", field: { kind: "meta", key: "author" }, exists: false },
      ],
    });
  });

  it("writes path and dir values without their slashes", () => {
    expect(where({ dir: "/revisions/lycee/" })).toMatchObject({ value: "revisions/lycee" });
    expect(where({ path: { $in: ["/a", "b"] } })).toMatchObject({ values: ["a", "b"] });
    expect(where({ path: { $contains: "/lycee/" } })).toMatchObject({ values: ["/lycee/"] });
  });

  it("takes a top-level locale equality as the language rule (with French fallback), anything else as a filter", () => {
    expect(parse({ where: { locale: "en" } })._unsafeUnwrap()).toMatchObject({ locale: { mode: "resolve", locale: "en" }, where: null });
    expect(parse({ where: { locale: { $eq: "en" }, kind: "page" } })._unsafeUnwrap()).toMatchObject({
      locale: { mode: "resolve", locale: "en" },
      where: { type: "compare", op: "$eq", value: "page" },
    });
    expect(parse({ where: { locale: { $in: ["fr", "en"] } } })._unsafeUnwrap()).toMatchObject({ locale: { mode: "any" }, where: { type: "in" } });
    expect(parse({ where: { $or: [{ locale: "en" }] } })._unsafeUnwrap().locale).toEqual({ mode: "resolve", locale: "fr" });
    expect(issues({ where: { locale: "de" } })).toEqual([{ at: "where.locale", code: "InvalidValue" }]);
  });

  it("reads sortBy as objects, strings or a single entry", () => {
    expect(parse({ sortBy: [{ date: "desc", title: "asc" }, "order", "section:desc"] })._unsafeUnwrap().sort).toEqual([
      { field: { kind: "column", name: "date" }, direction: "desc" },
      { field: { kind: "column", name: "title" }, direction: "asc" },
      { field: { kind: "column", name: "order" }, direction: "asc" },
      { field: { kind: "meta", key: "section" }, direction: "desc" },
    ]);
    expect(parse({ sortBy: "date:desc" })._unsafeUnwrap().sort).toEqual([{ field: { kind: "column", name: "date" }, direction: "desc" }]);
  });

  it("asks the repository only for the front matter that only/without need", () => {
    expect(parse({ only: ["title", "questions", "path", "text"] })._unsafeUnwrap().frontMatter).toEqual({ mode: "pick", keys: ["questions"] });
    expect(parse({ only: "title" })._unsafeUnwrap().frontMatter).toEqual({ mode: "none" });
    expect(parse({ without: ["cards", "tags"] })._unsafeUnwrap().frontMatter).toEqual({ mode: "omit", keys: ["cards"] });
    expect(parse({ without: ["tags"] })._unsafeUnwrap().frontMatter).toEqual({ mode: "all" });
  });

  it("reads the body only when it will be shown", () => {
    expect(parse({ text: true })._unsafeUnwrap().text).toBe(true);
    expect(parse({ text: true, only: ["title", "text"] })._unsafeUnwrap().text).toBe(true);
    expect(parse({ text: true, only: ["title"] })._unsafeUnwrap().text).toBe(false);
    expect(parse({ text: true, without: ["text"] })._unsafeUnwrap().text).toBe(false);
    expect(parse({ only: ["text"] })._unsafeUnwrap().text).toBe(false);
    expect(parse({ html: true })._unsafeUnwrap().html).toBe(true);
    expect(parse({ html: true, only: ["toc"] })._unsafeUnwrap().html).toBe(true);
    expect(parse({ html: true, only: ["title"] })._unsafeUnwrap().html).toBe(false);
    expect(parse({ html: true, without: ["html", "toc"] })._unsafeUnwrap().html).toBe(false);
    expect(parse({ only: ["html"] })._unsafeUnwrap().html).toBe(false);
    expect(parse({ only: ["title", "html", "toc"] })._unsafeUnwrap().frontMatter).toEqual({ mode: "none" });
  });

  it("normalises surround's path and ignores a blank search", () => {
    const query = parse({ surround: { path: "/Revisions/X/", after: 2 }, search: "   " })._unsafeUnwrap();
    expect(query.surround).toEqual({ path: "revisions/x", before: 1, after: 2 });
    expect(query.search).toBeNull();
  });

  it("reports every problem with its location and code", () => {
    expect(
      issues(
        {
          where: { colour: { $regex: "x" }, "bad-name": 1, $nor: [], premium: { $gt: true }, order: { $eq: "1" }, title: { $contains: [] } },
          sortBy: ["text", { tags: "asc" }],
          surround: { path: "a b" },
        },
        "a/../b",
      ),
    ).toEqual([
      { at: "path", code: "PathInvalid" },
      { at: "where.colour.$regex", code: "UnknownOperator" },
      { at: "where.bad-name", code: "UnknownField" },
      { at: "where.$nor", code: "UnknownOperator" },
      { at: "where.premium.$gt", code: "OperatorNotSupported" },
      { at: "where.order.$eq", code: "InvalidValue" },
      { at: "where.title.$contains", code: "InvalidValue" },
      { at: "sortBy.0", code: "UnknownField" },
      { at: "sortBy.1.tags", code: "OperatorNotSupported" },
      { at: "surround.path", code: "PathInvalid" },
    ]);
  });

  it("checks value types per field", () => {
    const bad: Record<string, unknown>[] = [
      { premium: "true" },
      { premium: { $in: [1] } },
      { tags: { $eq: null } },
      { tags: { $gt: "a" } },
      { order: { $contains: 1 } },
      { updatedAt: { $contains: "2024" } },
      { kind: { $gt: null } },
      { kind: { $gt: 3 } },
      { kind: { $exists: "yes" } },
      { kind: { $in: "quiz" } },
      { kind: { $contains: 3 } },
      { readingMinutes: { $gt: true } },
      { readingMinutes: { $eq: { a: 1 } } },
      { title: "x".repeat(501) },
      { kind: {} },
      { $and: {} },
      { $or: [] },
      { $and: ["kind"] },
    ];
    for (const condition of bad) {
      const found = issues({ where: condition });
      expect(found.length, JSON.stringify(condition)).toBeGreaterThan(0);
      expect(["InvalidValue", "OperatorNotSupported"], JSON.stringify(condition)).toContain(found[0]?.code);
    }
    expect(where({ readingMinutes: { $contains: 3 } })).toMatchObject({ type: "contains", values: [3] });
  });

  it("accepts real ISO timestamps for updatedAt and refuses impossible ones", () => {
    for (const good of ["2026-01-31", "2026-01-31T10:20", "2026-01-31T10:20:30.123456Z", "2024-02-29T23:59:59+14:00", "0099-01-01"]) {
      expect(parse({ where: { updatedAt: { $gt: good } } }).isOk(), good).toBe(true);
    }
    for (const bad of ["2026-02-30", "2026-13-01", "2026-01-01T24:00", "2026-01-01T10:60", "2026-01-01T10:00+16:00", "0000-01-01", "yesterday", "2026-1-1"]) {
      expect(issues({ where: { updatedAt: { $gt: bad } } }), bad).toEqual([{ at: "where.updatedAt.$gt", code: "InvalidValue" }]);
    }
  });

  it("limits the size of a where", () => {
    let nested: Record<string, unknown> = { kind: "quiz" };
    for (let i = 0; i < 7; i += 1) nested = { $or: [nested] };
    expect(issues({ where: nested })).toEqual([expect.objectContaining({ code: "QueryTooComplex" })]);
    const wide = Object.fromEntries(Array.from({ length: MAX_CONDITIONS + 5 }, (_, i) => [`k${i}`, i]));
    expect(issues({ where: wide })).toEqual([{ at: `where.k${MAX_CONDITIONS}`, code: "QueryTooComplex" }]);
    expect(parse({ where: Object.fromEntries(Array.from({ length: MAX_CONDITIONS }, (_, i) => [`k${i}`, i])) }).isOk()).toBe(true);
    expect(issues({ where: { kind: { $in: Array.from({ length: 101 }, () => "x") } } })).toEqual([{ at: "where.kind.$in", code: "QueryTooComplex" }]);
    expect(issues({ where: { $or: Array.from({ length: 101 }, () => ({ kind: "x" })) } })).toEqual([{ at: "where.$or", code: "QueryTooComplex" }]);
  });
});
