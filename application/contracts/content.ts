// HTTP contract of §7 POST /_content/{path}: the content query and its answer.
// The full grammar, with examples, is in adapters/api/content/README.md.
import * as v from "valibot";
import { endpoint } from "./endpoint.ts";
import { SHEET_PDF_PATH } from "./sheet-pdf-path.ts";

/** §7 content query: items per page when `limit` is not given. */
export const CONTENT_LIMIT_DEFAULT = 20;
/** §7 content query: the most items one page may hold. */
export const CONTENT_LIMIT_MAX = 100;
/** §7 content query: the most documents `surround` may return on each side. */
export const CONTENT_SURROUND_MAX = 20;

/**
 * §7 content query: the document fields stored in their own indexed column (filterable and sortable
 * without touching the front matter). Every other identifier names a front-matter key (through jsonb).
 */
export const CONTENT_COLUMN_FIELDS = [
  "path",
  "dir",
  "locale",
  "kind",
  "title",
  "description",
  "level",
  "grade",
  "subject",
  "exam",
  "premium",
  "tags",
  "date",
  "order",
  "updatedAt",
] as const;
export type ContentColumnField = (typeof CONTENT_COLUMN_FIELDS)[number];

/** content/README.md §3: what a document is (its front matter's `kind`), for the importer and the pages alike. */
export const CONTENT_KINDS = [
  "course",
  "quiz",
  "flashcards",
  "exercises",
  "sheet",
  "exam",
  "article",
  "press",
  "page",
  "orientation",
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/**
 * §7 content query: fields the API adds to an item and that no front matter may define. `text` (the
 * Markdown body), `html` and `toc` (the body rendered at import, its h2/h3 headings), `words` (the body's word
 * count), `paper` (a practice paper split at import) and `locked` (premium content withheld) may be selected
 * with only/without, never filtered.
 */
export const CONTENT_RESERVED_FIELDS = [
  "path",
  "dir",
  "updatedAt",
  "text",
  "html",
  "toc",
  "words",
  "paper",
  "locked",
] as const;

/**
 * Issue 15: the columns a query may count its matches by (`facets`): the classification of the library, whose
 * values are few. A page listing "which subjects exist in which class" asks for these instead of a page of documents.
 */
export const CONTENT_FACET_FIELDS = ["kind", "level", "grade", "subject", "exam"] as const;
export type ContentFacetField = (typeof CONTENT_FACET_FIELDS)[number];

/** §7 content query: a field name: an identifier (column or front-matter key). */
export const CONTENT_FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

const FieldName = v.pipe(v.string(), v.regex(CONTENT_FIELD_NAME, "FieldNameInvalid"));
const FieldList = v.union([FieldName, v.pipe(v.array(FieldName), v.maxLength(64, "TooManyFields"))]);

/** §7 sortBy entry: `{ "date": "desc" }` (documented form) or `"date:desc"` (also accepted; direction defaults to asc). */
export const ContentSortEntry = v.union([
  v.pipe(v.string(), v.regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}(?::(?:asc|desc))?$/, "SortInvalid")),
  v.pipe(
    v.record(FieldName, v.picklist(["asc", "desc"], "SortDirectionInvalid")),
    v.check((entry) => Object.keys(entry).length >= 1, "SortInvalid"),
  ),
]);
export type ContentSortEntry = v.InferOutput<typeof ContentSortEntry>;

const Count = (max: number, code: string) =>
  v.pipe(v.number(), v.integer(code), v.minValue(0, code), v.maxValue(max, code));

/**
 * §7 where: `{ field: value | [values] | { $op: value, ... }, $and: [where...], $or: [where...] }`.
 * Operators: $eq $ne $gt $gte $lt $lte $in $nin $contains $exists. Checked by the content query parser
 * (unknown fields and operators answer 400 with their own code).
 */
export const ContentWhere = v.pipe(
  v.record(v.string(), v.unknown()),
  v.description(
    "Conditions on fields (columns: path, dir, locale, kind, title, description, level, grade, subject, exam, premium, tags, date, order, updatedAt; " +
      "any other identifier is a front-matter key). A value is shorthand for $eq, a list for $in; an object holds operators " +
      "$eq $ne $gt $gte $lt $lte $in $nin $contains $exists (all must hold). $and / $or take lists of such objects. " +
      'A top-level locale ("en" or { $eq: "en" }) returns the English version of each document, or the French one when there is none; default fr.',
  ),
);

/** §7 POST /_content/{path} body: every field optional, unknown fields refused. */
export const ContentQueryRequest = v.strictObject({
  /** Fields to return (path is always returned). */
  only: v.optional(FieldList),
  /** Fields to drop (path cannot be dropped). */
  without: v.optional(FieldList),
  /** Sort order: a list of `{ field: "asc" | "desc" }` (or "field:asc" strings); ties end by path. */
  sortBy: v.optional(v.union([ContentSortEntry, v.pipe(v.array(ContentSortEntry), v.maxLength(5, "TooManySorts"))])),
  where: v.optional(ContentWhere),
  /** Full-text search (French stemming, accents optional); ranked by relevance when there is no sortBy. */
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, "SearchTooLong"))),
  /** The documents just before and after `path` in the sorted result (previous / next navigation). */
  surround: v.optional(
    v.strictObject({
      path: v.pipe(v.string(), v.maxLength(512, "PathInvalid")),
      before: v.optional(Count(CONTENT_SURROUND_MAX, "SurroundInvalid"), 1),
      after: v.optional(Count(CONTENT_SURROUND_MAX, "SurroundInvalid"), 1),
    }),
  ),
  limit: v.optional(Count(CONTENT_LIMIT_MAX, "LimitInvalid"), CONTENT_LIMIT_DEFAULT),
  /**
   * Issue 15: count every match (whatever limit and skip) by these columns: the answer's `facets` lists each
   * combination of their values with its number of documents. `limit: 0` asks for the counts alone.
   */
  facets: v.optional(
    v.pipe(
      v.array(v.picklist(CONTENT_FACET_FIELDS, "FacetInvalid")),
      v.maxLength(CONTENT_FACET_FIELDS.length, "FacetInvalid"),
    ),
  ),
  skip: v.optional(Count(1_000_000, "SkipInvalid"), 0),
  /** true (default): every document below the path; false: the path's document and its direct children. */
  deep: v.optional(v.boolean(), true),
  /** true: include the Markdown body as `text` (withheld from non-subscribers on premium documents). */
  text: v.optional(v.boolean(), false),
  /**
   * true: include the body rendered at import as sanitized HTML (`html`), its h2/h3 headings (`toc`), its
   * word count (`words`, also given when `only` names it: lists show reading times) and, for a practice paper,
   * its split (`paper`), withheld like `text` (but `words`). Links keep the document paths written in the Markdown (content/README.md §5).
   */
  html: v.optional(v.boolean(), false),
});
export type ContentQueryRequest = v.InferOutput<typeof ContentQueryRequest>;

/** A heading of a document's body: its id in `html`, its text, its level. */
export const ContentTocEntry = v.object({ id: v.string(), text: v.string(), depth: v.picklist([2, 3]) });
export type ContentTocEntry = v.InferOutput<typeof ContentTocEntry>;

const PaperPartKind = v.picklist(["answers", "marking"]);

/**
 * A practice paper (`kind: exam`) split at import (content/README.md §8; rule: domain/learning/paper.ts):
 * its instructions, each exercise's statement, corrections and marking schemes as sanitized HTML, and the
 * points. Withheld like `html`.
 */
export const ContentPaper = v.object({
  introHtml: v.string(),
  exercises: v.array(
    v.object({
      id: v.string(),
      title: v.string(),
      titleHtml: v.string(),
      points: v.number(),
      statementHtml: v.string(),
      parts: v.array(v.object({ kind: PaperPartKind, title: v.string(), html: v.string() })),
    }),
  ),
  closing: v.array(v.object({ id: v.string(), title: v.string(), kind: v.nullable(PaperPartKind), html: v.string() })),
  total: v.number(),
  choice: v.boolean(),
});
export type ContentPaper = v.InferOutput<typeof ContentPaper>;

/**
 * One document: its front matter (title, description, kind, questions, cards...) plus path, dir,
 * locale, updatedAt, text and html/toc (on request) and locked (premium content withheld). Shape reduced by
 * only/without. Questions and cards carry the HTML of their Markdown strings beside them (promptHtml,
 * choicesHtml, explanationHtml, itemsHtml, pairsHtml; frontHtml, backHtml), rendered at import.
 */
export const ContentItem = v.looseObject({
  path: v.string(),
  dir: v.optional(v.string()),
  locale: v.optional(v.picklist(["fr", "en"])),
  kind: v.optional(v.string()),
  title: v.optional(v.string()),
  description: v.optional(v.string()),
  level: v.optional(v.nullable(v.string())),
  grade: v.optional(v.nullable(v.string())),
  subject: v.optional(v.nullable(v.string())),
  exam: v.optional(v.nullable(v.string())),
  premium: v.optional(v.boolean()),
  tags: v.optional(v.array(v.string())),
  date: v.optional(v.nullable(v.string())),
  order: v.optional(v.nullable(v.number())),
  updatedAt: v.optional(v.string()),
  text: v.optional(v.string()),
  html: v.optional(v.string()),
  toc: v.optional(v.array(ContentTocEntry)),
  words: v.optional(v.number()),
  paper: v.optional(ContentPaper),
  locked: v.optional(v.literal(true)),
});
export type ContentItem = v.InferOutput<typeof ContentItem>;

/** Issue 15: one combination of facet values (null: the document has none) and how many matches carry it. */
export const ContentFacet = v.object({ values: v.record(v.string(), v.nullable(v.string())), count: v.number() });
export type ContentFacet = v.InferOutput<typeof ContentFacet>;

/** §7 answer: the page of matches, how many match in all, the document at the exact path, and surround on request. */
export const ContentQueryResponse = v.object({
  items: v.array(ContentItem),
  total: v.number(),
  /** The document whose path is exactly the requested one (when it passes where/search), else null. */
  item: v.nullable(ContentItem),
  /** Present when `surround` was asked: neighbours in the sorted result (before: nearest last; after: nearest first). */
  surround: v.optional(v.object({ found: v.boolean(), before: v.array(ContentItem), after: v.array(ContentItem) })),
  /**
   * Present when `facets` was asked: each combination of the asked columns' values among all the matches, with its
   * number of documents, sorted by those values (null last).
   */
  facets: v.optional(v.array(ContentFacet)),
});
export type ContentQueryResponse = v.InferOutput<typeof ContentQueryResponse>;

/**
 * §7 POST /_content/{path}: documents at or below a path (empty: every document). Its failures carry the status
 * and its text at the start of the message ("400 Bad Request: ..."); an empty body is the default query.
 */
export const CONTENT_QUERY = endpoint({
  method: "POST",
  path: "/_content/{path*}",
  summary:
    "Content query (§7): documents at or below {path} (slashes allowed; empty for every document), filtered (where), " +
    "searched (French full text), sorted (sortBy), paged (limit, skip), shaped (only, without, text), with surround. " +
    "Premium bodies, quiz answers and card backs only for subscribers (locked: true otherwise). See adapters/api/content/README.md.",
  tags: ["content"],
  body: ContentQueryRequest,
  response: ContentQueryResponse,
  success: { status: 200, description: "{ items, total, item, surround? }" },
  errors: {
    400: ["UnknownField", "UnknownOperator", "InvalidValue", "OperatorNotSupported", "QueryTooComplex", "PathInvalid"],
    401: ["Unauthenticated"],
    404: ["ContentNotFound"],
  },
  notes: {
    400: "the message starts with '400 Bad Request'; fields gives the location of each problem (e.g. where.title.$regex)",
    401: "an access token was sent but is not valid (refresh it and retry, §8)",
    404: "no document at or below this path",
  },
  // Issue 14: a query that reads; its answer's ETag changes with what the answer is made of (docs/decisions/042).
  validated: true,
});

/**
 * GET a revision sheet as a PDF (docs/decisions/020): `{path+}` is the sheet's document path followed by `.pdf`
 * (`revisions/lycee/terminale/maths/fiche-calcul-integral.pdf`). Answers the bytes (`application/pdf`, as an
 * attachment named after the document, with an ETag), a premium sheet only to a subscriber.
 */
/** The sheet's print (sheet-pdf-path.ts): absent for the usual sheet, `large` for large print. */
export const SheetPdfQuery = v.object({
  print: v.optional(v.picklist(["large"], "PrintInvalid")),
});
export type SheetPdfQuery = v.InferOutput<typeof SheetPdfQuery>;

export const SHEET_PDF = endpoint({
  method: "GET",
  path: SHEET_PDF_PATH,
  summary:
    "A revision sheet (kind: sheet) as a PDF file: {path} is the document path plus .pdf. Rendered once per version and cached; " +
    "ETag / If-None-Match. A premium sheet only for a subscriber (the rule of the content body). `print=large`: the " +
    "same sheet in large print (every size 1.4 times), file name <slug>-grands-caracteres.pdf.",
  tags: ["content"],
  query: SheetPdfQuery,
  response: v.unknown(),
  success: { status: 200, description: 'application/pdf, Content-Disposition: attachment; filename="<slug>.pdf"' },
  errors: {
    400: ["PathInvalid", "ValidationFailed"],
    401: ["Unauthenticated"],
    403: ["PremiumRequired"],
    404: ["ContentNotFound"],
  },
  notes: { 401: "an access token was sent and is not valid", 404: "no sheet at this document path" },
});
