// An in-memory §7 content endpoint (POST /_content/{path}) for the web side's use-case tests and
// Storybook: documents are given as front matter + body, and the query of the contract is answered
// (path and deep, locale with the French fallback, where with the documented operators, search by words,
// sortBy, limit/skip, surround, only/without, premium gating). Other calls go to a fallback client.
import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import * as v from "valibot";
import {
  ContentQueryRequest,
  type ContentItem,
  type ContentQueryResponse,
} from "../../application/contracts/content.ts";
import type { ApiCall, ApiClient, ApiFailure } from "../../application/web/http/ports.ts";
import { messageFor } from "../../domain/http/messages.ts";
import { httpFailure } from "./memory-api-client.ts";

export interface MemoryContentDocument {
  /** Document path without leading slash (content/README.md §1). */
  path: string;
  locale?: "fr" | "en";
  /** An index.md document: its folder is its own path (a child of its own folder, as the API counts it). */
  index?: boolean;
  /** The front matter (title, description, kind, questions, cards...). */
  frontMatter: Record<string, unknown>;
  text?: string;
}

export interface MemoryContentApiOptions {
  /** Whether the viewer may read premium bodies and answers (a subscriber). */
  readPremium?: boolean;
  /** Calls that are not content queries. */
  fallback?: ApiClient;
}

type Row = Record<string, unknown> & { path: string; dir: string; locale: "fr" | "en" };

const strip = (path: string) => path.replace(/^\/+|\/+$/g, "").toLowerCase();
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

export class MemoryContentApi implements ApiClient {
  readonly calls: ApiCall<v.GenericSchema>[] = [];
  private readonly rows: Row[];

  constructor(
    documents: readonly MemoryContentDocument[],
    private readonly options: MemoryContentApiOptions = {},
  ) {
    this.rows = documents.map((document) => {
      const path = strip(document.path);
      return {
        tags: [],
        premium: false,
        level: null,
        grade: null,
        subject: null,
        exam: null,
        date: null,
        order: null,
        ...document.frontMatter,
        path,
        dir: document.index ? path : path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : "",
        locale: document.locale ?? "fr",
        updatedAt: "2026-01-01T00:00:00.000Z",
        text: document.text ?? "",
      };
    });
  }

  request<S extends v.GenericSchema>(call: ApiCall<S>): ResultAsync<v.InferOutput<S>, ApiFailure> {
    this.calls.push(call);
    if (call.method !== "POST" || !/^\/_content(\/|$)/.test(call.path)) {
      return this.options.fallback ? this.options.fallback.request(call) : errAsync(httpFailure(404, "NotFound"));
    }
    const body = v.safeParse(ContentQueryRequest, call.body ?? {});
    if (!body.success) return errAsync(httpFailure(400, "ValidationFailed"));
    const answer = this.answer(strip(call.path.replace(/^\/_content/, "")), body.output);
    if (answer === null) return errAsync(httpFailure(404, "ContentNotFound"));
    const parsed = v.safeParse(call.schema, answer);
    return parsed.success
      ? okAsync(parsed.output)
      : errAsync({ type: "InvalidResponse", status: 200, message: messageFor(null) });
  }

  private answer(path: string, query: ContentQueryRequest): ContentQueryResponse | null {
    const below = (row: Row) => path === "" || row.path === path || row.path.startsWith(`${path}/`);
    if (!this.rows.some(below)) return null;
    const where = { ...(query.where ?? {}) };
    const wanted = typeof where.locale === "string" ? where.locale : "fr";
    delete where.locale;
    const inScope = (row: Row) => (query.deep ? below(row) : row.path === path || row.dir === path);
    const byPath = new Map<string, Row>();
    for (const row of this.rows.filter(inScope)) {
      const kept = byPath.get(row.path);
      if (!kept || (row.locale === wanted && kept.locale !== wanted) || (kept.locale !== wanted && row.locale === "fr"))
        byPath.set(row.path, row);
    }
    const terms = query.search ? fold(query.search).split(/\s+/).filter(Boolean) : [];
    const matches = [...byPath.values()]
      .filter((row) => matchesWhere(row, where))
      .filter((row) =>
        terms.every((term) =>
          fold(`${String(row.title)} ${String(row.description)} ${String(row.text)}`).includes(term),
        ),
      );
    const sorts = sortEntries(query.sortBy);
    matches.sort((a, b) => {
      for (const { field, direction } of sorts) {
        const order = compare(a[field], b[field]);
        if (order !== 0) return direction === "desc" ? -order : order;
      }
      if (sorts.length === 0) {
        const order = compare(a.order, b.order);
        if (order !== 0) return order;
      }
      return a.path.localeCompare(b.path);
    });
    const item = (row: Row) => this.item(row, query);
    const exact = matches.find((row) => row.path === path);
    const response: ContentQueryResponse = {
      items: matches.slice(query.skip, query.skip + query.limit).map(item),
      total: matches.length,
      item: exact ? item(exact) : null,
    };
    if (query.surround) {
      const target = strip(query.surround.path);
      const index = matches.findIndex((row) => row.path === target);
      response.surround = {
        found: index >= 0,
        before:
          index < 0
            ? []
            : matches
                .slice(Math.max(0, index - query.surround.before), index)
                .reverse()
                .map(item),
        after: index < 0 ? [] : matches.slice(index + 1, index + 1 + query.surround.after).map(item),
      };
    }
    return response;
  }

  private item(row: Row, query: ContentQueryRequest): ContentItem {
    const full: Record<string, unknown> = { ...row, path: `/${row.path}`, dir: `/${row.dir}` };
    if (!query.text) delete full.text;
    const locked = row.premium === true && !this.options.readPremium;
    if (locked) {
      delete full.text;
      if (Array.isArray(full.questions))
        full.questions = full.questions.map((q: Record<string, unknown>) => omit(q, ["answer", "explanation"]));
      if (Array.isArray(full.cards)) full.cards = full.cards.map((c: Record<string, unknown>) => omit(c, ["back"]));
    }
    const only = listOf(query.only);
    const without = listOf(query.without);
    let shaped = full;
    if (only) shaped = Object.fromEntries(Object.entries(full).filter(([key]) => key === "path" || only.includes(key)));
    else if (without)
      shaped = Object.fromEntries(Object.entries(full).filter(([key]) => key === "path" || !without.includes(key)));
    if (locked) shaped.locked = true;
    return shaped as ContentItem;
  }
}

function omit(entry: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(entry).filter(([key]) => !keys.includes(key)));
}

function listOf(value: string | string[] | undefined): string[] | undefined {
  return value === undefined ? undefined : Array.isArray(value) ? value : [value];
}

function sortEntries(value: ContentQueryRequest["sortBy"]): { field: string; direction: "asc" | "desc" }[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).flatMap((entry) => {
    if (typeof entry === "string") {
      const [field = "", direction] = entry.split(":");
      return [{ field, direction: direction === "desc" ? ("desc" as const) : ("asc" as const) }];
    }
    return Object.entries(entry).map(([field, direction]) => ({ field, direction }));
  });
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a).localeCompare(String(b));
}

function matchesWhere(row: Row, where: Record<string, unknown>): boolean {
  return Object.entries(where).every(([key, condition]) => {
    if (key === "$and") return (condition as Record<string, unknown>[]).every((part) => matchesWhere(row, part));
    if (key === "$or") return (condition as Record<string, unknown>[]).some((part) => matchesWhere(row, part));
    const value = key === "path" || key === "dir" ? `/${String(row[key])}` : row[key];
    const normal = (operand: unknown) =>
      (key === "path" || key === "dir") && typeof operand === "string" ? `/${strip(operand)}` : operand;
    if (Array.isArray(condition)) return condition.map(normal).some((operand) => equals(value, operand));
    if (typeof condition === "object" && condition !== null) {
      return Object.entries(condition).every(([op, raw]) => {
        const operand = Array.isArray(raw) ? raw.map(normal) : normal(raw);
        switch (op) {
          case "$eq":
            return equals(value, operand);
          case "$ne":
            return !equals(value, operand);
          case "$in":
            return (operand as unknown[]).some((one) => equals(value, one));
          case "$nin":
            return !(operand as unknown[]).some((one) => equals(value, one));
          case "$exists":
            return (value !== null && value !== undefined) === operand;
          case "$contains":
            return (Array.isArray(operand) ? operand : [operand]).every((one) =>
              Array.isArray(value) ? value.includes(one) : typeof value === "string" && value.includes(String(one)),
            );
          case "$gt":
            return value !== null && value !== undefined && compare(value, operand) > 0;
          case "$gte":
            return value !== null && value !== undefined && compare(value, operand) >= 0;
          case "$lt":
            return value !== null && value !== undefined && compare(value, operand) < 0;
          case "$lte":
            return value !== null && value !== undefined && compare(value, operand) <= 0;
          default:
            return false;
        }
      });
    }
    return equals(value, normal(condition));
  });
}

function equals(value: unknown, operand: unknown): boolean {
  return Array.isArray(value)
    ? value.includes(operand)
    : value === operand || (operand === null && value === undefined);
}
