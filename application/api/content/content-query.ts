// §7 content query: turns the checked request body (valibot) into a ContentQuery, refusing unknown fields
// and operators and values of the wrong type. Field names never reach SQL as text: columns come from a
// fixed list and front-matter keys travel as bound parameters.
import { err, ok, type Result } from "neverthrow";
import {
  CONTENT_COLUMN_FIELDS,
  CONTENT_FIELD_NAME,
  CONTENT_RESERVED_FIELDS,
  type ContentColumnField,
  type ContentQueryRequest,
  type ContentSortEntry,
} from "../../contracts/content.ts";
import type {
  ContentComparison,
  ContentCondition,
  ContentField,
  ContentLocaleRule,
  ContentQuery,
  ContentScalar,
  ContentSort,
  FrontMatterSelection,
} from "./ports.ts";
import { normalizeContentPath } from "../../../domain/content/content-path.ts";

export type ContentIssueCode = "UnknownField" | "UnknownOperator" | "InvalidValue" | "OperatorNotSupported" | "QueryTooComplex" | "PathInvalid";

/** One problem of a query, at a dotted location of the body (e.g. `where.title.$regex`). */
export interface ContentQueryIssue {
  at: string;
  code: ContentIssueCode;
}

/** §7 where: the most conditions one query may hold. */
export const MAX_CONDITIONS = 64;
/** §7 where: the deepest nesting of $and / $or. */
export const MAX_DEPTH = 6;
/** §7 where: the most values of one $in / $nin / $contains list. */
export const MAX_LIST = 100;
/** §7 where: the longest string value. */
export const MAX_STRING = 500;

type FieldType = "text" | "boolean" | "number" | "tags" | "timestamp" | "meta";

const COLUMN_TYPES: Record<ContentColumnField, FieldType> = {
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
  tags: "tags",
  date: "text",
  order: "number",
  updatedAt: "timestamp",
};

const COLUMNS = new Set<string>(CONTENT_COLUMN_FIELDS);
const RESERVED = new Set<string>(CONTENT_RESERVED_FIELDS);
const COMPARISONS = new Set<string>(["$eq", "$ne", "$gt", "$gte", "$lt", "$lte"]);
const OPERATORS = new Set<string>([...COMPARISONS, "$in", "$nin", "$contains", "$exists"]);
const ISO_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(Z|[+-](\d{2}):?(\d{2}))?)?$/;

/** An ISO 8601 date or date-time PostgreSQL accepts as timestamptz: real calendar day, hours below 24, offsets below 16 h. */
function isTimestamp(value: string): boolean {
  const match = ISO_TIMESTAMP.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second, , offsetHour, offsetMinute] = match.slice(1).map((part) => (part === undefined ? 0 : Number(part)));
  if (year === undefined || month === undefined || day === undefined || year < 1) return false;
  const calendar = new Date(0);
  calendar.setUTCFullYear(year, month - 1, day);
  if (calendar.getUTCFullYear() !== year || calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return false;
  return (hour ?? 0) < 24 && (minute ?? 0) < 60 && (second ?? 0) < 60 && (offsetHour ?? 0) < 16 && (offsetMinute ?? 0) < 60;
}

/** §7 content query: a field name as a column, a front-matter key, or null when it may not be used. */
export function contentField(name: string): ContentField | null {
  if (!CONTENT_FIELD_NAME.test(name)) return null;
  if (COLUMNS.has(name)) return { kind: "column", name: name as ContentColumnField };
  if (RESERVED.has(name)) return null;
  return { kind: "meta", key: name };
}

function typeOf(field: ContentField): FieldType {
  return field.kind === "column" ? COLUMN_TYPES[field.name] : "meta";
}

class Parser {
  readonly issues: ContentQueryIssue[] = [];
  private conditions = 0;

  issue(at: string, code: ContentIssueCode): null {
    this.issues.push({ at, code });
    return null;
  }

  /** A where object: every entry must hold (AND). */
  where(input: unknown, at: string, depth: number): ContentCondition | null {
    if (depth > MAX_DEPTH) return this.issue(at, "QueryTooComplex");
    if (!isPlainObject(input)) return this.issue(at, "InvalidValue");
    const parts: ContentCondition[] = [];
    for (const [key, value] of Object.entries(input)) {
      const here = `${at}.${key}`;
      if (key === "$and" || key === "$or") {
        const group = this.group(key, value, here, depth);
        if (group) parts.push(group);
      } else if (key.startsWith("$")) {
        this.issue(here, "UnknownOperator");
      } else {
        const field = contentField(key);
        if (!field) {
          this.issue(here, "UnknownField");
          continue;
        }
        const condition = this.fieldCondition(field, value, here);
        if (condition) parts.push(condition);
      }
    }
    return parts.length === 1 ? (parts[0] ?? null) : { type: "and", conditions: parts };
  }

  private group(key: "$and" | "$or", value: unknown, at: string, depth: number): ContentCondition | null {
    if (!Array.isArray(value) || value.length === 0) return this.issue(at, "InvalidValue");
    if (value.length > MAX_LIST) return this.issue(at, "QueryTooComplex");
    const conditions: ContentCondition[] = [];
    value.forEach((entry, index) => {
      const condition = this.where(entry, `${at}.${index}`, depth + 1);
      if (condition) conditions.push(condition);
    });
    return { type: key === "$and" ? "and" : "or", conditions };
  }

  private count(at: string): boolean {
    this.conditions += 1;
    if (this.conditions === MAX_CONDITIONS + 1) this.issue(at, "QueryTooComplex");
    return this.conditions <= MAX_CONDITIONS;
  }

  /** `field: value` ($eq), `field: [values]` ($in) or `field: { $op: value, ... }`. */
  fieldCondition(field: ContentField, value: unknown, at: string): ContentCondition | null {
    if (Array.isArray(value)) return this.operator(field, "$in", value, at);
    if (!isPlainObject(value)) return this.operator(field, "$eq", value, at);
    const entries = Object.entries(value);
    if (entries.length === 0) return this.issue(at, "InvalidValue");
    const parts: ContentCondition[] = [];
    for (const [op, operand] of entries) {
      if (!OPERATORS.has(op)) {
        this.issue(`${at}.${op}`, "UnknownOperator");
        continue;
      }
      const condition = this.operator(field, op, operand, `${at}.${op}`);
      if (condition) parts.push(condition);
    }
    return parts.length === 1 ? (parts[0] ?? null) : { type: "and", conditions: parts };
  }

  private operator(field: ContentField, op: string, operand: unknown, at: string): ContentCondition | null {
    if (!this.count(at)) return null;
    const type = typeOf(field);
    if (op === "$exists") {
      if (typeof operand !== "boolean") return this.issue(at, "InvalidValue");
      return { type: "exists", field, exists: operand };
    }
    if (op === "$in" || op === "$nin") {
      if (!Array.isArray(operand)) return this.issue(at, "InvalidValue");
      if (operand.length > MAX_LIST) return this.issue(at, "QueryTooComplex");
      const values: ContentScalar[] = [];
      for (const [index, item] of operand.entries()) {
        const checked = this.scalar(field, type, item, `${at}.${index}`, "equality");
        if (checked === undefined) return null;
        values.push(checked);
      }
      return { type: "in", field, negate: op === "$nin", values };
    }
    if (op === "$contains") {
      if (type === "boolean" || type === "number" || type === "timestamp") return this.issue(at, "OperatorNotSupported");
      const list = Array.isArray(operand) ? operand : [operand];
      if (list.length === 0) return this.issue(at, "InvalidValue");
      if (list.length > MAX_LIST) return this.issue(at, "QueryTooComplex");
      const values: (string | number)[] = [];
      for (const item of list) {
        const ok = typeof item === "string" ? item.length <= MAX_STRING : type === "meta" && typeof item === "number" && Number.isFinite(item);
        if (!ok) return this.issue(at, "InvalidValue");
        values.push(item as string | number);
      }
      return { type: "contains", field, values };
    }
    const comparison = op as ContentComparison;
    const ordering = comparison !== "$eq" && comparison !== "$ne";
    if (ordering && (type === "boolean" || type === "tags")) return this.issue(at, "OperatorNotSupported");
    const value = this.scalar(field, type, operand, at, ordering ? "ordering" : "equality");
    if (value === undefined) return null;
    return { type: "compare", field, op: comparison, value };
  }

  /** A value of the field's type; undefined (with an issue) when it is not one. */
  private scalar(field: ContentField, type: FieldType, value: unknown, at: string, use: "equality" | "ordering"): ContentScalar | undefined {
    const fail = () => {
      this.issue(at, "InvalidValue");
      return undefined;
    };
    if (value === null) return use === "equality" && type !== "tags" ? null : fail();
    if (typeof value === "string" && value.length > MAX_STRING) return fail();
    switch (type) {
      case "text":
      case "tags":
        return typeof value === "string" ? normalizePathValue(field, value) : fail();
      case "boolean":
        return typeof value === "boolean" ? value : fail();
      case "number":
        return typeof value === "number" && Number.isFinite(value) ? value : fail();
      case "timestamp":
        return typeof value === "string" && isTimestamp(value) ? value : fail();
      case "meta":
        if (typeof value === "string" || typeof value === "boolean") return use === "ordering" && typeof value === "boolean" ? fail() : value;
        return typeof value === "number" && Number.isFinite(value) ? value : fail();
    }
  }
}

/** Path and dir values are written like the API writes them (leading slash) or like they are stored. */
function normalizePathValue(field: ContentField, value: string | number): string | number {
  if (typeof value === "string" && field.kind === "column" && (field.name === "path" || field.name === "dir")) {
    return value.replace(/^\/+|\/+$/g, "");
  }
  return value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A top-level `locale: "en"` or `locale: { $eq: "en" }` asks for the English version with the French fallback. */
function localeRule(where: Record<string, unknown>, parser: Parser): { rule: ContentLocaleRule; rest: Record<string, unknown> } {
  if (!("locale" in where)) return { rule: { mode: "resolve", locale: "fr" }, rest: where };
  const value = where.locale;
  const equal = isPlainObject(value) && Object.keys(value).length === 1 && "$eq" in value ? value.$eq : value;
  if (typeof equal !== "string") return { rule: { mode: "any" }, rest: where };
  const { locale: _locale, ...rest } = where;
  if (equal !== "fr" && equal !== "en") {
    parser.issue("where.locale", "InvalidValue");
    return { rule: { mode: "any" }, rest };
  }
  return { rule: { mode: "resolve", locale: equal }, rest };
}

function sortEntries(input: ContentQueryRequest["sortBy"]): { name: string; direction: string; at: string }[] {
  if (input === undefined) return [];
  const list: ContentSortEntry[] = Array.isArray(input) ? input : [input];
  return list.flatMap((entry, index) => {
    const at = Array.isArray(input) ? `sortBy.${index}` : "sortBy";
    if (typeof entry === "string") {
      const [name = "", direction = "asc"] = entry.split(":");
      return [{ name, direction, at }];
    }
    return Object.entries(entry).map(([name, direction]) => ({ name, direction, at: `${at}.${name}` }));
  });
}

function asList(value: string | string[] | undefined): string[] | undefined {
  return value === undefined ? undefined : Array.isArray(value) ? value : [value];
}

function frontMatterSelection(only: string[] | undefined, without: string[] | undefined): FrontMatterSelection {
  const metaKeys = (names: string[]) => [...new Set(names.filter((name) => contentField(name)?.kind === "meta"))];
  if (only) {
    const keys = metaKeys(only);
    return keys.length > 0 ? { mode: "pick", keys } : { mode: "none" };
  }
  if (without) {
    const keys = metaKeys(without);
    return keys.length > 0 ? { mode: "omit", keys } : { mode: "all" };
  }
  return { mode: "all" };
}

/** §7 content query: the checked body of POST /_content/{path} as a ContentQuery, or every problem found. */
export function parseContentQuery(rawPath: string, request: ContentQueryRequest): Result<ContentQuery, ContentQueryIssue[]> {
  const parser = new Parser();
  const path = normalizeContentPath(rawPath);
  if (path === null) parser.issue("path", "PathInvalid");

  let locale: ContentLocaleRule = { mode: "resolve", locale: "fr" };
  let where: ContentCondition | null = null;
  if (request.where !== undefined) {
    const split = localeRule(request.where, parser);
    locale = split.rule;
    if (Object.keys(split.rest).length > 0) where = parser.where(split.rest, "where", 0);
  }

  const sort: ContentSort[] = [];
  for (const entry of sortEntries(request.sortBy)) {
    const field = contentField(entry.name);
    if (!field) parser.issue(entry.at, "UnknownField");
    else if (field.kind === "column" && field.name === "tags") parser.issue(entry.at, "OperatorNotSupported");
    else sort.push({ field, direction: entry.direction === "desc" ? "desc" : "asc" });
  }

  let surround: ContentQuery["surround"] = null;
  if (request.surround) {
    const target = normalizeContentPath(request.surround.path);
    if (target === null) parser.issue("surround.path", "PathInvalid");
    else surround = { path: target, before: request.surround.before, after: request.surround.after };
  }

  if (parser.issues.length > 0 || path === null) return err(parser.issues);
  const search = request.search && request.search.length > 0 ? request.search : null;
  const only = asList(request.only);
  const without = asList(request.without);
  // The body is read only when it will be shown: asked for, and not removed by only/without.
  const text = request.text && (only === undefined || only.includes("text")) && !(without ?? []).includes("text");
  const shown = (field: string) => (only === undefined || only.includes(field)) && !(without ?? []).includes(field);
  const html = request.html && (shown("html") || shown("toc"));
  return ok({
    path,
    deep: request.deep,
    locale,
    where,
    search,
    sort,
    limit: request.limit,
    skip: request.skip,
    surround,
    facets: [...new Set(request.facets ?? [])],
    frontMatter: frontMatterSelection(only, without),
    text,
    html,
    // Locked until the use case knows the viewer may read premium bodies.
    premiumLocked: true,
  });
}
