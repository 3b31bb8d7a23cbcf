// §7 content query on PostgreSQL: a ContentQuery compiled to one parameterised statement (plus a count,
// exact-path or surround lookup when needed). Column names come from a fixed map; front-matter keys and
// every value travel as bound parameters.
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { ContentColumnField } from "../../../application/contracts/content.ts";
import type {
  ContentCondition,
  ContentFacet,
  ContentField,
  ContentPage,
  ContentQuery,
  ContentRecord,
  ContentPaper,
  ContentTocEntry,
  ContentRepository,
  ContentScalar,
} from "../../../application/api/content/ports.ts";
import { PREMIUM_BODY_KEYS } from "../../../application/api/content/content-preview.ts";
import { contentDocuments as d } from "../db/content-schema.ts";
import type { Db } from "../db/database.ts";

const COLUMNS = {
  path: d.path,
  dir: d.dir,
  locale: d.locale,
  kind: d.kind,
  title: d.title,
  description: d.description,
  level: d.level,
  grade: d.grade,
  subject: d.subject,
  exam: d.exam,
  premium: d.premium,
  tags: d.tags,
  date: d.date,
  order: d.order,
  updatedAt: d.updatedAt,
} as const;

const NULLABLE = new Set<ContentColumnField>(["level", "grade", "subject", "exam", "date", "order"]);

const CASTS: Record<ContentColumnField, string> = {
  path: "text",
  dir: "text",
  locale: "text",
  kind: "text",
  title: "text",
  description: "text",
  level: "text",
  grade: "text",
  subject: "text",
  exam: "text",
  premium: "boolean",
  tags: "text",
  date: "text",
  order: "double precision",
  updatedAt: "timestamptz",
};

const TRUE = sql`true`;
const FALSE = sql`false`;

function joinWith(parts: SQL[], separator: string, empty: SQL): SQL {
  if (parts.length === 0) return empty;
  return sql`(${sql.join(parts, sql.raw(` ${separator} `))})`;
}

/** A front-matter value as jsonb: `front_matter -> $key`. */
function meta(key: string): SQL {
  return sql`(${d.frontMatter} -> ${key}::text)`;
}

function param(field: ContentColumnField, value: string | number | boolean): SQL {
  return sql`${value}::${sql.raw(CASTS[field])}`;
}

function textArray(values: (string | number | boolean | null)[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${String(value)}::text`),
    sql`, `,
  )}]::text[]`;
}

function jsonb(value: unknown): SQL {
  return sql`${JSON.stringify(value)}::jsonb`;
}

/** Equality on a front-matter value: the same JSON value, or (for a scalar) an element of a JSON array. */
function metaEquals(key: string, value: ContentScalar): SQL {
  const target = meta(key);
  if (value === null) return sql`(${target} is null or ${target} = 'null'::jsonb)`;
  return sql`(${target} = ${jsonb(value)} or (jsonb_typeof(${target}) = 'array' and ${target} @> ${jsonb([value])}))`;
}

function columnEquals(field: ContentColumnField, value: ContentScalar): SQL {
  const column = COLUMNS[field];
  if (value === null) return sql`${column} is null`;
  if (field === "tags") return sql`${column} @> ${textArray([value])}`;
  return sql`${column} = ${param(field, value)}`;
}

function equals(field: ContentField, value: ContentScalar): SQL {
  return field.kind === "meta" ? metaEquals(field.key, value) : columnEquals(field.name, value);
}

function not(condition: SQL): SQL {
  return sql`not coalesce(${condition}, false)`;
}

function compile(condition: ContentCondition): SQL {
  switch (condition.type) {
    case "and":
      return joinWith(condition.conditions.map(compile), "and", TRUE);
    case "or":
      return joinWith(condition.conditions.map(compile), "or", FALSE);
    case "exists": {
      const { field } = condition;
      let present: SQL;
      if (field.kind === "meta") present = sql`(${meta(field.key)} is not null and ${meta(field.key)} <> 'null'::jsonb)`;
      else if (field.name === "tags") present = sql`cardinality(${d.tags}) > 0`;
      else present = NULLABLE.has(field.name) ? sql`${COLUMNS[field.name]} is not null` : TRUE;
      return condition.exists ? present : not(present);
    }
    case "compare": {
      const { field, op, value } = condition;
      if (op === "$eq") return equals(field, value);
      if (op === "$ne") return not(equals(field, value));
      const operator = sql.raw({ $gt: ">", $gte: ">=", $lt: "<", $lte: "<=" }[op]);
      // The parser allows only strings and numbers here.
      const scalar = value as string | number;
      if (field.kind === "meta") {
        const target = meta(field.key);
        return sql`(jsonb_typeof(${target}) = ${typeof scalar === "number" ? "number" : "string"} and ${target} ${operator} ${jsonb(scalar)})`;
      }
      return sql`${COLUMNS[field.name]} ${operator} ${param(field.name, scalar)}`;
    }
    case "in": {
      const { field, values, negate } = condition;
      let any: SQL;
      if (values.length === 0) any = FALSE;
      else if (field.kind === "column" && field.name === "tags") any = sql`${d.tags} && ${textArray(values)}`;
      else if (field.kind === "meta") any = joinWith(values.map((value) => metaEquals(field.key, value)), "or", FALSE);
      else {
        const column = COLUMNS[field.name];
        const present = values.filter((value): value is string | number | boolean => value !== null);
        const parts: SQL[] = [];
        if (present.length > 0) parts.push(sql`${column} in (${sql.join(present.map((value) => param(field.name, value)), sql`, `)})`);
        if (present.length < values.length) parts.push(sql`${column} is null`);
        any = joinWith(parts, "or", FALSE);
      }
      return negate ? not(any) : any;
    }
    case "contains": {
      const { field, values } = condition;
      if (field.kind === "column") {
        if (field.name === "tags") return sql`${d.tags} @> ${textArray(values)}`;
        const column = COLUMNS[field.name];
        return joinWith(
          values.map((value) => sql`strpos(${column}, ${String(value)}::text) > 0`),
          "and",
          TRUE,
        );
      }
      const target = meta(field.key);
      const inArray = sql`(jsonb_typeof(${target}) = 'array' and ${target} @> ${jsonb(values)})`;
      if (!values.every((value) => typeof value === "string")) return inArray;
      const inString = joinWith(
        values.map((value) => sql`strpos(${target} #>> '{}', ${value}::text) > 0`),
        "and",
        TRUE,
      );
      return sql`(${inArray} or (jsonb_typeof(${target}) = 'string' and ${inString}))`;
    }
  }
}

/** A sort key; §6 a premium document's body keys sort as missing for a viewer who may not read them. */
function sortSql(query: ContentQuery, field: ContentField): SQL {
  if (field.kind === "column") return sql`${COLUMNS[field.name]}`;
  const bodyKey = (PREMIUM_BODY_KEYS as readonly string[]).includes(field.key);
  if (query.premiumLocked && bodyKey) return sql`(case when ${d.premium} then null else ${meta(field.key)} end)`;
  return meta(field.key);
}

function likePrefix(path: string): string {
  return `${path.replace(/[\\%_]/g, (c) => `\\${c}`)}/%`;
}

function scope(query: Pick<ContentQuery, "path" | "deep">): SQL {
  const { path, deep } = query;
  if (path === "") return deep ? TRUE : sql`${d.dir} = ''`;
  return deep ? sql`(${d.path} = ${path} or ${d.path} like ${likePrefix(path)})` : sql`(${d.path} = ${path} or ${d.dir} = ${path})`;
}

function localeRule(query: ContentQuery): SQL {
  if (query.locale.mode === "any") return TRUE;
  const { locale } = query.locale;
  if (locale === "fr") return sql`${d.locale} = 'fr'`;
  return sql`(${d.locale} = ${locale} or (${d.locale} = 'fr' and not exists (select 1 from ${d} as alt where alt.path = ${d.path} and alt.locale = ${locale})))`;
}

/** The search as a tsquery in one of the two text-search configurations of content-schema.ts. */
function tsQuery(configuration: "french" | "english", search: string): SQL {
  return sql`websearch_to_tsquery(${sql.raw(`'${configuration}'`)}, ${search}::text)`;
}

/**
 * A vector matched in each document's language: English stems for an English document, French for the rest
 * (the way content-schema.ts built the vectors). One condition per language, each exactly what a partial GIN
 * index of content-schema.ts answers (its `where` and its `@@`): the planner reads the index once per language
 * (BitmapOr) and the rows found need no second test. A query that only reads French documents (the locale rule)
 * asks the French condition alone.
 */
function matches(vector: SQL, query: ContentQuery, search: string): SQL {
  const french = sql`(${d.locale} <> 'en' and ${vector} @@ ${tsQuery("french", search)})`;
  if (query.locale.mode !== "any" && query.locale.locale === "fr") return french;
  return sql`((${d.locale} = 'en' and ${vector} @@ ${tsQuery("english", search)}) or ${french})`;
}

/** The search as a tsquery in the row's language, for ranking (not for filtering: not indexable). */
function rowTsQuery(search: string): SQL {
  return sql`(case when ${d.locale} = 'en' then ${tsQuery("english", search)} else ${tsQuery("french", search)} end)`;
}

/**
 * §6 the search: on title, description and body; for a viewer who may not read premium bodies, a premium
 * document matches on its title and description only (search_public), so a phrase found only in a premium
 * body gives the same answer as a phrase found nowhere (negations included: `-mot` is not tested on it).
 */
function searchMatch(query: ContentQuery, search: string): SQL {
  // search_public is search_head for a premium document, search for the others (content-schema.ts).
  return matches(query.premiumLocked ? sql`${d.searchPublic}` : sql`${d.search}`, query, search);
}

function filters(query: ContentQuery): SQL {
  const parts = [scope(query), localeRule(query)];
  if (query.where) parts.push(compile(query.where));
  if (query.search !== null) parts.push(searchMatch(query, query.search));
  return and(...parts) ?? TRUE;
}

/**
 * ORDER BY: the asked fields (missing values last), else relevance (ranked on title and description: see
 * search_head) or order; ties end by path, locale.
 */
function ordering(query: ContentQuery): SQL[] {
  const parts: SQL[] = query.sort.map(({ field, direction }) => sql`${sortSql(query, field)} ${sql.raw(direction)} nulls last`);
  if (query.sort.length === 0) {
    if (query.search !== null) parts.push(sql`ts_rank(${d.searchHead}, ${rowTsQuery(query.search)}) desc`);
    else parts.push(sql`${d.order} asc nulls last`);
  }
  parts.push(sql`${d.path} asc`, sql`${d.locale} desc`);
  return parts;
}

function frontMatterSql(query: ContentQuery): SQL<Record<string, unknown>> {
  const selection = query.frontMatter;
  switch (selection.mode) {
    case "all":
      return sql<Record<string, unknown>>`${d.frontMatter}`;
    case "none":
      return sql<Record<string, unknown>>`'{}'::jsonb`;
    case "omit":
      return sql<Record<string, unknown>>`(${d.frontMatter} - ${textArray(selection.keys)})`;
    case "pick":
      return sql<Record<string, unknown>>`(select coalesce(jsonb_object_agg(e.key, e.value), '{}'::jsonb) from jsonb_each(${d.frontMatter}) as e where e.key = any(${textArray(selection.keys)}))`;
  }
}

function selection(query: ContentQuery) {
  return {
    path: d.path,
    dir: d.dir,
    locale: d.locale,
    kind: d.kind,
    title: d.title,
    description: d.description,
    level: d.level,
    grade: d.grade,
    subject: d.subject,
    exam: d.exam,
    premium: d.premium,
    tags: d.tags,
    date: d.date,
    order: d.order,
    updatedAt: d.updatedAt,
    version: d.contentHash,
    frontMatter: frontMatterSql(query),
    text: query.text ? sql<string | null>`${d.body}` : sql<string | null>`null::text`,
    html: query.html ? sql<string | null>`${d.bodyHtml}` : sql<string | null>`null::text`,
    toc: query.html ? sql<unknown>`${d.toc}` : sql<unknown>`null::jsonb`,
    words: sql<unknown>`${d.words}`,
    paper: query.html ? sql<unknown>`${d.paper}` : sql<unknown>`null::jsonb`,
  };
}

type Row = {
  [K in keyof ReturnType<typeof selection>]: K extends "frontMatter" ? unknown : K extends "text" | "html" ? string | null : unknown;
} & { path: string; dir: string; locale: string; kind: string; title: string; description: string; premium: boolean; tags: string[]; updatedAt: Date; version: string };

function recordOf(row: Row): ContentRecord {
  const frontMatter = typeof row.frontMatter === "string" ? (JSON.parse(row.frontMatter) as Record<string, unknown>) : ((row.frontMatter ?? {}) as Record<string, unknown>);
  return {
    path: row.path,
    dir: row.dir,
    locale: row.locale === "en" ? "en" : "fr",
    kind: row.kind,
    title: row.title,
    description: row.description,
    level: (row.level as string | null) ?? null,
    grade: (row.grade as string | null) ?? null,
    subject: (row.subject as string | null) ?? null,
    exam: (row.exam as string | null) ?? null,
    premium: row.premium,
    tags: row.tags,
    date: (row.date as string | null) ?? null,
    order: row.order === null || row.order === undefined ? null : Number(row.order),
    updatedAt: row.updatedAt instanceof Date ? row.updatedAt : new Date(String(row.updatedAt)),
    version: row.version,
    frontMatter,
    text: row.text,
    html: row.html,
    toc: row.toc === null || row.toc === undefined ? null : ((typeof row.toc === "string" ? JSON.parse(row.toc) : row.toc) as ContentTocEntry[]),
    words: row.words === null || row.words === undefined ? null : Number(row.words),
    paper: row.paper === null || row.paper === undefined ? null : ((typeof row.paper === "string" ? JSON.parse(row.paper) : row.paper) as ContentPaper),
  };
}

/** What the statements need: the database, or a transaction on it. */
type Reader = Pick<Db, "select" | "execute">;

/**
 * Content documents in PostgreSQL (or PGlite): see content-schema.ts for the indexes each clause uses.
 * A search runs in a read-only transaction that tells the planner random reads are cheap (SSD): without
 * it, the planner prefers a sequential scan that evaluates the text match on every (TOASTed) vector
 * over the GIN index, which is ten times slower at ten thousand documents.
 */
export class DrizzleContentRepository implements ContentRepository {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  query(query: ContentQuery): Promise<ContentPage> {
    if (query.search === null) return this.run(this.db, query);
    return this.db.transaction(
      async (tx) => {
        await tx.execute(sql`set local random_page_cost = 1.1`);
        return this.run(tx, query);
      },
      { accessMode: "read only" },
    );
  }

  async exists(path: string): Promise<boolean> {
    const rows = await this.db.select({ one: sql<number>`1` }).from(d).where(scope({ path, deep: true })).limit(1);
    return rows.length > 0;
  }

  private async run(db: Reader, query: ContentQuery): Promise<ContentPage> {
    const where = filters(query);
    const order = ordering(query);
    const rows = query.limit === 0 ? [] : await page(db, query, where, order, query.skip, query.limit);
    const records = rows.map((row) => recordOf(row));
    const total = rows[0]?.total ?? (query.limit === 0 || query.skip > 0 ? await count(db, where) : 0);
    return {
      records,
      total,
      exact: await exact(db, query, where, records, total),
      surround: query.surround ? await surround(db, query, query.surround, where, order) : null,
      facets: query.facets.length > 0 ? await facets(db, query, where) : null,
    };
  }
}

/** Issue 15: every match counted by the facet columns, one row per combination of values (code-unit order, null last). */
async function facets(db: Reader, query: ContentQuery, where: SQL): Promise<ContentFacet[]> {
  const columns = query.facets.map((field) => COLUMNS[field]);
  const rows = (await db
    .select({
      values: sql<unknown>`jsonb_build_array(${sql.join(columns, sql`, `)})`,
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(d)
    .where(where)
    .groupBy(...columns)
    .orderBy(...columns.map((column) => sql`${column} collate "C" asc nulls last`))) as { values: unknown; count: number }[];
  return rows.map((row) => {
    const values = (typeof row.values === "string" ? JSON.parse(row.values) : row.values) as (string | null)[];
    return { values: Object.fromEntries(query.facets.map((field, i) => [field, values[i] ?? null])), count: row.count };
  });
}

/**
 * One page of the result and the total, in two steps (issue 14: p99 <= 20 ms over 10,000 documents): the keys of
 * the page are chosen first, reading only the narrow columns the filters and the sort need (the total counted
 * over them); the page's rows are then read by key. The wide columns (front matter, body, HTML) and the front-matter
 * selection are thus computed for the page's rows only, not for every match before the sort.
 */
function page(db: Reader, query: ContentQuery, where: SQL, order: SQL[], offset: number, limit: number) {
  const keys = db
    .select({ path: d.path, locale: d.locale, total: sql<number>`count(*) over ()`.as("total") })
    .from(d)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
    .as("page_keys");
  return db
    .select({ ...selection(query), total: sql<number>`${keys.total}`.mapWith(Number) })
    .from(keys)
    .innerJoin(d, and(eq(d.path, keys.path), eq(d.locale, keys.locale)))
    .orderBy(...order) as unknown as Promise<(Row & { total: number })[]>;
}

async function count(db: Reader, where: SQL): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(d).where(where);
  return row?.total ?? 0;
}

/** The match at exactly the query's path: from the page when it is there, else one indexed lookup. */
async function exact(db: Reader, query: ContentQuery, where: SQL, records: ContentRecord[], total: number): Promise<ContentRecord | null> {
  if (query.path === "") return null;
  const inPage = records.find((record) => record.path === query.path);
  if (inPage) return inPage;
  if (query.skip === 0 && records.length === total) return null;
  const rows = (await db
    .select(selection(query))
    .from(d)
    .where(and(where, eq(d.path, query.path)))
    .orderBy(sql`${d.locale} desc`)
    .limit(1)) as unknown as Row[];
  return rows[0] ? recordOf(rows[0]) : null;
}

/** The neighbours of a path: its rank in the whole sorted result, then one page around it. */
async function surround(db: Reader, query: ContentQuery, target: NonNullable<ContentQuery["surround"]>, where: SQL, order: SQL[]): Promise<ContentPage["surround"]> {
  const ranked = db
    .select({ path: d.path, rank: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.mapWith(Number).as("rank") })
    .from(d)
    .where(where)
    .as("ranked");
  const [hit] = await db.select({ rank: ranked.rank }).from(ranked).where(eq(ranked.path, target.path)).orderBy(ranked.rank).limit(1);
  if (!hit) return { found: false, before: [], after: [] };
  const index = Number(hit.rank) - 1;
  const start = Math.max(0, index - target.before);
  const rows = target.before + target.after === 0 ? [] : await page(db, query, where, order, start, index - start + 1 + target.after);
  const records = rows.map((row) => recordOf(row));
  return { found: true, before: records.slice(0, index - start), after: records.slice(index - start + 1) };
}
