// Content documents in memory, for use-case tests and as the reference the SQL repository is checked
// against: the same filters, locale fallback, sorting (missing values last, ties by path), paging and
// surround. Full-text search is approximate here (accent-insensitive word prefixes, every word required).
import { PREMIUM_BODY_KEYS } from "../../application/api/content/content-preview.ts";
import type {
  ContentCondition,
  ContentFacet,
  ContentFacetField,
  ContentField,
  ContentLocale,
  ContentPage,
  ContentQuery,
  ContentRecord,
  ContentRepository,
  ContentScalar,
} from "../../application/api/content/ports.ts";

/**
 * A stored document: a record with its full front matter and body (Markdown and rendered). Without a `version`, each
 * `put` gives it a new one, as the importer's write of a changed file does.
 */
export interface MemoryContentDocument extends Omit<
  ContentRecord,
  "text" | "html" | "toc" | "words" | "paper" | "version"
> {
  version?: string;
  body: string;
  bodyHtml?: string;
  toc?: ContentRecord["toc"];
  words?: number | null;
  paper?: ContentRecord["paper"];
}

type Value = unknown;

const NULLABLE = new Set(["level", "grade", "subject", "exam", "date", "order"]);

function valueOf(document: MemoryContentDocument, field: ContentField): Value {
  if (field.kind === "meta") return document.frontMatter[field.key];
  return document[field.name];
}

function sameJson(a: Value, b: Value): boolean {
  if (typeof a === "number" && typeof b === "number") return a === b;
  return JSON.stringify(a) === JSON.stringify(b);
}

function equals(document: MemoryContentDocument, field: ContentField, value: ContentScalar): boolean {
  const actual = valueOf(document, field);
  if (field.kind === "meta") {
    if (value === null) return actual === undefined || actual === null;
    return sameJson(actual, value) || (Array.isArray(actual) && actual.some((item) => sameJson(item, value)));
  }
  if (value === null) return actual === null || actual === undefined;
  if (field.name === "tags") return Array.isArray(actual) && actual.includes(value);
  if (field.name === "updatedAt")
    return actual instanceof Date && typeof value === "string" && actual.getTime() === Date.parse(value);
  return actual === value;
}

/** -1, 0, 1 for two present values of one field, in PostgreSQL's order (C collation; jsonb's type order). */
function compareValues(a: Value, b: Value): number {
  if (a instanceof Date && b instanceof Date) return Math.sign(a.getTime() - b.getTime());
  const rank = (v: Value) =>
    v === null
      ? 0
      : typeof v === "string"
        ? 1
        : typeof v === "number"
          ? 2
          : typeof v === "boolean"
            ? 3
            : Array.isArray(v)
              ? 4
              : 5;
  if (rank(a) !== rank(b)) return Math.sign(rank(a) - rank(b));
  if (typeof a === "string" && typeof b === "string") return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === "number" && typeof b === "number") return Math.sign(a - b);
  if (typeof a === "boolean" && typeof b === "boolean") return Number(a) - Number(b);
  const sa = JSON.stringify(a);
  const sb = JSON.stringify(b);
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}

function present(document: MemoryContentDocument, field: ContentField): boolean {
  const value = valueOf(document, field);
  if (field.kind === "meta") return value !== undefined && value !== null;
  if (field.name === "tags") return document.tags.length > 0;
  return NULLABLE.has(field.name) ? value !== null && value !== undefined : true;
}

function matches(document: MemoryContentDocument, condition: ContentCondition): boolean {
  switch (condition.type) {
    case "and":
      return condition.conditions.every((c) => matches(document, c));
    case "or":
      return condition.conditions.some((c) => matches(document, c));
    case "exists":
      return present(document, condition.field) === condition.exists;
    case "compare": {
      const { field, op, value } = condition;
      if (op === "$eq") return equals(document, field, value);
      if (op === "$ne") return !equals(document, field, value);
      let actual = valueOf(document, field);
      if (actual === undefined || actual === null) return false;
      let target: Value = value;
      if (field.kind === "column" && field.name === "updatedAt") target = new Date(String(value));
      if (field.kind === "meta" && typeof actual !== typeof value) return false;
      if (actual instanceof Date) actual = new Date(actual.getTime());
      const sign = compareValues(actual, target);
      return { $gt: sign > 0, $gte: sign >= 0, $lt: sign < 0, $lte: sign <= 0 }[op];
    }
    case "in": {
      const any = condition.values.some((value) => equals(document, condition.field, value));
      return condition.negate ? !any : any;
    }
    case "contains": {
      const actual = valueOf(document, condition.field);
      if (Array.isArray(actual)) return condition.values.every((value) => actual.some((item) => sameJson(item, value)));
      if (typeof actual === "string")
        return condition.values.every((value) => typeof value === "string" && actual.includes(value));
      return false;
    }
  }
}

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae");
const words = (text: string) =>
  fold(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
const stem = (word: string) => word.slice(0, 5);

/**
 * Approximate relevance: title words weigh 1, description 0.4, body 0.2; 0 when a search word is missing.
 * §6 a premium body the viewer may not read (`withBody` false) takes no part.
 */
function relevance(document: MemoryContentDocument, search: string, withBody: boolean): number {
  const terms = words(search)
    .filter((word) => word.length > 1)
    .map(stem);
  if (terms.length === 0) return 0;
  const fields: [string, number][] = [
    [document.title, 1],
    [document.description, 0.4],
    [withBody ? document.body : "", 0.2],
  ];
  let score = 0;
  for (const term of terms) {
    let found = 0;
    for (const [text, weight] of fields) found += words(text).filter((word) => stem(word) === term).length * weight;
    if (found === 0) return 0;
    score += found;
  }
  return score;
}

/** A sort key; §6 a premium document's body keys sort as missing for a viewer who may not read them. */
function sortValue(query: ContentQuery, document: MemoryContentDocument, field: ContentField): unknown {
  const hidden =
    query.premiumLocked &&
    document.premium &&
    field.kind === "meta" &&
    (PREMIUM_BODY_KEYS as readonly string[]).includes(field.key);
  return hidden ? undefined : valueOf(document, field);
}

/** Versions given by `put` (unique in the process). */
let written = 0;

type StoredDocument = MemoryContentDocument & { version: string };

export class MemoryContentRepository implements ContentRepository {
  private readonly documents = new Map<string, StoredDocument>();

  constructor(documents: MemoryContentDocument[] = []) {
    for (const document of documents) this.put(document);
  }

  put(document: MemoryContentDocument): void {
    written += 1;
    this.documents.set(`${document.locale}:${document.path}`, {
      ...document,
      version: document.version ?? `memory-${written}`,
    });
  }

  remove(path: string, locale: ContentLocale): void {
    this.documents.delete(`${locale}:${path}`);
  }

  async exists(path: string): Promise<boolean> {
    return [...this.documents.values()].some(
      (document) => path === "" || document.path === path || document.path.startsWith(`${path}/`),
    );
  }

  async query(query: ContentQuery): Promise<ContentPage> {
    const sorted = this.matching(query);
    const records = sorted.slice(query.skip, query.skip + query.limit).map((document) => this.record(document, query));
    const exact =
      query.path === ""
        ? undefined
        : sorted
            .filter((document) => document.path === query.path)
            .sort((a, b) => compareValues(b.locale, a.locale))[0];
    let surround: ContentPage["surround"] = null;
    if (query.surround) {
      const target = query.surround;
      const index = sorted.findIndex((document) => document.path === target.path);
      surround =
        index < 0
          ? { found: false, before: [], after: [] }
          : {
              found: true,
              before: sorted
                .slice(Math.max(0, index - target.before), index)
                .map((document) => this.record(document, query)),
              after: sorted.slice(index + 1, index + 1 + target.after).map((document) => this.record(document, query)),
            };
    }
    return {
      records,
      total: sorted.length,
      exact: exact ? this.record(exact, query) : null,
      surround,
      facets: query.facets.length > 0 ? facetsOf(sorted, query.facets) : null,
    };
  }

  private matching(query: ContentQuery): StoredDocument[] {
    const all = [...this.documents.values()];
    const inScope = (document: StoredDocument) => {
      if (query.path === "") return query.deep || document.dir === "";
      if (document.path === query.path) return true;
      return query.deep ? document.path.startsWith(`${query.path}/`) : document.dir === query.path;
    };
    const rule = query.locale;
    const inLocale = (document: StoredDocument) => {
      if (rule.mode === "any") return true;
      if (document.locale === rule.locale) return true;
      return document.locale === "fr" && !this.documents.has(`${rule.locale}:${document.path}`);
    };
    const scores = new Map<StoredDocument, number>();
    const found = all.filter((document) => {
      if (!inScope(document) || !inLocale(document)) return false;
      if (query.where && !matches(document, query.where)) return false;
      if (query.search === null) return true;
      const score = relevance(document, query.search, !(query.premiumLocked && document.premium));
      scores.set(document, score);
      return score > 0;
    });
    return found.sort((a, b) => {
      for (const { field, direction } of query.sort) {
        const va = sortValue(query, a, field);
        const vb = sortValue(query, b, field);
        const missingA = va === undefined || (field.kind === "column" && va === null);
        const missingB = vb === undefined || (field.kind === "column" && vb === null);
        if (missingA !== missingB) return missingA ? 1 : -1;
        if (missingA) continue;
        const sign = compareValues(va, vb) * (direction === "desc" ? -1 : 1);
        if (sign !== 0) return sign;
      }
      if (query.sort.length === 0) {
        if (query.search !== null) {
          const sign = (scores.get(b) ?? 0) - (scores.get(a) ?? 0);
          if (sign !== 0) return Math.sign(sign);
        } else if (a.order !== b.order) {
          if (a.order === null) return 1;
          if (b.order === null) return -1;
          return Math.sign(a.order - b.order);
        }
      }
      return compareValues(a.path, b.path) || compareValues(b.locale, a.locale);
    });
  }

  private record(document: StoredDocument, query: ContentQuery): ContentRecord {
    const { body, bodyHtml, toc, words, paper, frontMatter, ...fields } = document;
    const selection = query.frontMatter;
    let selected: Record<string, unknown> = frontMatter;
    if (selection.mode === "none") selected = {};
    if (selection.mode === "pick")
      selected = Object.fromEntries(Object.entries(frontMatter).filter(([key]) => selection.keys.includes(key)));
    if (selection.mode === "omit")
      selected = Object.fromEntries(Object.entries(frontMatter).filter(([key]) => !selection.keys.includes(key)));
    return {
      ...fields,
      frontMatter: selected,
      text: query.text ? body : null,
      html: query.html ? (bodyHtml ?? "") : null,
      toc: query.html ? (toc ?? []) : null,
      words: words ?? 0,
      paper: query.html ? (paper ?? null) : null,
    };
  }
}

/** Issue 15: the documents counted by the facet columns (code-unit order, null last), as the SQL repository does. */
function facetsOf(documents: MemoryContentDocument[], fields: ContentFacetField[]): ContentFacet[] {
  const groups = new Map<string, ContentFacet>();
  for (const document of documents) {
    const values = fields.map((field) => document[field] ?? null);
    const key = JSON.stringify(values);
    const group = groups.get(key);
    if (group) group.count += 1;
    else
      groups.set(key, { values: Object.fromEntries(fields.map((field, i) => [field, values[i] ?? null])), count: 1 });
  }
  const rank = (a: string | null, b: string | null) =>
    a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1;
  return [...groups.values()].sort((a, b) => {
    for (const field of fields) {
      const order = rank(a.values[field] ?? null, b.values[field] ?? null);
      if (order !== 0) return order;
    }
    return 0;
  });
}
