// Property-based tests of §7 POST /_content/{path} (fast-check), on PGlite and PostgreSQL:
//   - whatever the body and path, never a 5xx, and every failure has the one error shape;
//   - random valid queries give, on SQL, exactly the documents and order of the in-memory reference.
// CONTENT_FUZZ_RUNS raises the number of cases (e.g. 3000, with --testTimeout=600000).
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseContentFiles } from "../../adapters/api/content/content-document.ts";
import { syncContentDocuments } from "../../adapters/api/content/content-importer.ts";
import { DrizzleContentRepository } from "../../adapters/api/content/drizzle-content-repository.ts";
import { contentFixtureFiles } from "../../adapters/memory/memory-content-fixtures.ts";
import { MemoryContentRepository } from "../../adapters/memory/memory-content-repository.ts";
import { parseContentQuery } from "../../application/api/content/content-query.ts";
import type { ContentPage, ContentQuery } from "../../application/api/content/ports.ts";
import * as v from "valibot";
import { CONTENT_FACET_FIELDS, ContentQueryRequest } from "../../application/contracts/content.ts";
import { ENGINES, startTestApi, type TestApi } from "./support/api.ts";

type Kind = "text" | "number" | "boolean" | "tags" | "meta";
const FIELDS: Record<string, Kind> = {
  kind: "text",
  level: "text",
  grade: "text",
  subject: "text",
  exam: "text",
  date: "text",
  path: "text",
  dir: "text",
  title: "text",
  premium: "boolean",
  order: "number",
  tags: "tags",
  effort: "meta",
  section: "meta",
  author: "meta",
  draft_legal: "meta",
  durationMinutes: "meta",
  updated: "meta",
  nowhere: "meta",
};
const SORTABLE = [
  "kind",
  "level",
  "grade",
  "subject",
  "exam",
  "date",
  "order",
  "path",
  "premium",
  "effort",
  "section",
  "durationMinutes",
  "draft_legal",
];
const TEXTS = [
  "maths",
  "bac",
  "brevet",
  "course",
  "quiz",
  "page",
  "article",
  "lycee",
  "college",
  "primaire",
  "3eme",
  "terminale",
  "cm2",
  "2025-11-24",
  "2026",
  "conseils",
  "parents",
  "L",
  "Le",
  "a",
  "",
  "e",
  "revisions/college",
  "pages",
  "analyse",
  "geometrie",
  "faq",
];
const NUMBERS = [0, 1, 2, 3, 4, 5, 8, 9, 11, 12, 15, 2.5, -1, 240];

const text = fc.constantFrom(...TEXTS);
const number = fc.constantFrom(...NUMBERS);
const scalar = fc.oneof(text, number, fc.boolean(), fc.constant(null));

function leafFor(field: string, kind: Kind): fc.Arbitrary<Record<string, unknown>> {
  const value =
    kind === "text"
      ? fc.oneof(text, fc.constant(null))
      : kind === "number"
        ? fc.oneof(number, fc.constant(null))
        : kind === "boolean"
          ? fc.boolean()
          : kind === "tags"
            ? text
            : scalar;
  const ordered = kind === "text" ? text : kind === "number" ? number : fc.oneof(text, number);
  const ops: fc.Arbitrary<unknown>[] = [
    value.map((x) => ({ $eq: x })),
    value.map((x) => ({ $ne: x })),
    fc.array(value, { maxLength: 3 }).map((xs) => ({ $in: xs })),
    fc.array(value, { maxLength: 3 }).map((xs) => ({ $nin: xs })),
    fc.boolean().map((x) => ({ $exists: x })),
    value.map((x) => x),
  ];
  if (kind !== "boolean" && kind !== "tags") {
    ops.push(fc.tuple(fc.constantFrom("$gt", "$gte", "$lt", "$lte"), ordered).map(([op, x]) => ({ [op]: x })));
  }
  if (kind === "text" || kind === "tags" || kind === "meta")
    ops.push(fc.array(text, { minLength: 1, maxLength: 2 }).map((xs) => ({ $contains: xs })));
  return fc.oneof(...ops).map((condition) => ({ [field]: condition }));
}

const leaf = fc.constantFrom(...Object.entries(FIELDS)).chain(([field, kind]) => leafFor(field, kind));
const { where } = fc.letrec<{ where: Record<string, unknown> }>((tie) => ({
  where: fc.oneof(
    { depthSize: "small", maxDepth: 5, depthIdentifier: "where", withCrossShrink: true },
    leaf,
    fc.array(tie("where"), { minLength: 1, maxLength: 3 }).map((list) => ({ $and: list })),
    fc.array(tie("where"), { minLength: 1, maxLength: 3 }).map((list) => ({ $or: list })),
    fc.tuple(leaf, leaf).map(([a, b]) => ({ ...a, ...b })),
  ),
}));

const validBody = fc.record(
  {
    where: fc.oneof(
      where,
      where.map((w) => ({ ...w, locale: "en" })),
      where.map((w) => ({ ...w, locale: { $in: ["fr", "en"] } })),
    ),
    sortBy: fc.array(
      fc.tuple(fc.constantFrom(...SORTABLE), fc.constantFrom("asc", "desc")).map(([f, d]) => ({ [f]: d })),
      { maxLength: 3 },
    ),
    limit: fc.integer({ min: 0, max: 30 }),
    skip: fc.integer({ min: 0, max: 25 }),
    deep: fc.boolean(),
    surround: fc.record({
      path: fc.constantFrom(
        "revisions/lycee/terminale/maths/suites",
        "blog/2025-11-24-parents",
        "pages/faq",
        "exams/bac",
        "absent",
      ),
      before: fc.integer({ min: 0, max: 3 }),
      after: fc.integer({ min: 0, max: 3 }),
    }),
    facets: fc
      .subarray([...CONTENT_FACET_FIELDS])
      .chain((fields) => fc.shuffledSubarray(fields, { minLength: fields.length })),
  },
  { requiredKeys: ["where"] },
);
const path = fc.constantFrom(
  "",
  "revisions",
  "revisions/lycee/terminale/maths",
  "blog",
  "pages",
  "exams/bac",
  "revisions/college/3eme/maths/pythagore",
);

const junkValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(
    "$eq",
    "$regex",
    "__proto__",
    "constructor",
    "'; drop table content_documents; --",
    "\u0000",
    "𝒳",
    -1,
    1e308,
    101,
    "a:b:c",
  ),
);
const nearValid = fc
  .tuple(
    validBody,
    fc.dictionary(
      fc.constantFrom(
        "only",
        "without",
        "sortBy",
        "where",
        "search",
        "surround",
        "limit",
        "skip",
        "deep",
        "text",
        "extra",
        "$where",
      ),
      junkValue,
      { maxKeys: 3 },
    ),
  )
  .map(([body, junk]) => ({ ...body, ...junk }));
const anyBody = fc.oneof(
  { weight: 3, arbitrary: nearValid.map((b) => JSON.stringify(b)) },
  {
    weight: 2,
    arbitrary: where.map((w) =>
      JSON.stringify({ where: w, search: "dérivée", text: true, only: ["title", "questions"] }),
    ),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((b) => JSON.stringify(b)) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
);
const anyPath = fc.oneof(
  path,
  fc.array(fc.string({ maxLength: 8 }), { maxLength: 4 }).map((segments) => segments.map(encodeURIComponent).join("/")),
);

describe.each(ENGINES)("content query fuzzing on %s", (engine) => {
  let api: TestApi;
  let sqlRepository: DrizzleContentRepository;
  let memory: MemoryContentRepository;

  beforeAll(async () => {
    api = await startTestApi(engine);
    const { documents } = parseContentFiles(contentFixtureFiles());
    await syncContentDocuments(api.database.db, documents, { prune: true });
    sqlRepository = new DrizzleContentRepository(api.database.db);
    // The reference holds what the database holds (same updatedAt), with the full front matter and body.
    const everything = await sqlRepository.query({
      path: "",
      deep: true,
      locale: { mode: "any" },
      where: null,
      search: null,
      sort: [],
      limit: 100,
      skip: 0,
      surround: null,
      facets: [],
      frontMatter: { mode: "all" },
      text: true,
      html: true,
      premiumLocked: false,
    });
    expect(everything.total).toBe(19);
    memory = new MemoryContentRepository(
      everything.records.map(({ text: body, html, toc, ...record }) => ({
        ...record,
        body: body ?? "",
        bodyHtml: html ?? "",
        toc: toc ?? [],
      })),
    );
  });
  afterAll(() => api.close());

  it("never answers 5xx, and every failure has the error shape with its status text", async () => {
    await fc.assert(
      fc.asyncProperty(anyPath, anyBody, async (target, body) => {
        const response = await api.request(`/api/_content/${target}`, {
          raw: body,
          headers: { "content-type": "application/json" },
        });
        expect(response.status, `${target} ${body}`).toBeLessThan(500);
        if (response.status >= 400) {
          const json = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
          expect(typeof json.error?.code).toBe("string");
          expect(String(json.error?.message)).toMatch(new RegExp(`^${response.status} `));
        }
      }),
      { numRuns: Number(process.env.CONTENT_FUZZ_RUNS ?? 300) },
    );
  });

  const keys = (page: ContentPage) => ({
    records: page.records.map((r) => `${r.locale}:${r.path}`),
    total: page.total,
    exact: page.exact ? `${page.exact.locale}:${page.exact.path}` : null,
    surround: page.surround && {
      found: page.surround.found,
      before: page.surround.before.map((r) => `${r.locale}:${r.path}`),
      after: page.surround.after.map((r) => `${r.locale}:${r.path}`),
    },
    facets: page.facets,
  });

  it("answers random valid queries exactly like the in-memory reference", async () => {
    let checked = 0;
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(path, validBody, async (target, body) => {
        const request = v.parse(ContentQueryRequest, body);
        const parsed = parseContentQuery(target, request);
        if (parsed.isErr())
          throw new Error(`generated an invalid query: ${JSON.stringify(parsed.error)} ${JSON.stringify(body)}`);
        const query: ContentQuery = parsed.value;
        const [fromSql, fromMemory] = await Promise.all([sqlRepository.query(query), memory.query(query)]);
        expect(keys(fromSql), JSON.stringify(body)).toEqual(keys(fromMemory));
        checked += 1;
        if (fromSql.total > 0) nonEmpty += 1;
      }),
      { numRuns: Number(process.env.CONTENT_FUZZ_RUNS ?? 250) },
    );
    expect(checked).toBe(Number(process.env.CONTENT_FUZZ_RUNS ?? 250));
    // The generated conditions select something often enough for the comparison to mean something.
    expect(nonEmpty).toBeGreaterThan(50);
  });

  it("keeps front matter selections and bodies identical to the reference", async () => {
    await fc.assert(
      fc.asyncProperty(
        path,
        fc.constantFrom<ContentQuery["frontMatter"]>(
          { mode: "all" },
          { mode: "none" },
          { mode: "pick", keys: ["questions", "effort", "nowhere"] },
          { mode: "omit", keys: ["cards", "title", "tags"] },
        ),
        fc.boolean(),
        fc.boolean(),
        async (target, frontMatter, withText, withHtml) => {
          const query: ContentQuery = {
            path: target,
            deep: true,
            locale: { mode: "resolve", locale: "en" },
            where: null,
            search: null,
            sort: [],
            limit: 50,
            skip: 0,
            surround: null,
            facets: [],
            frontMatter,
            text: withText,
            html: withHtml,
            premiumLocked: false,
          };
          const [fromSql, fromMemory] = await Promise.all([sqlRepository.query(query), memory.query(query)]);
          expect(fromSql.records).toEqual(fromMemory.records);
        },
      ),
      { numRuns: 40 },
    );
  });
});
