// Ports of the content query (§7 POST /_content/{path}): where documents are stored and searched, and
// who may read premium bodies.
import type {
  ContentColumnField,
  ContentFacet,
  ContentFacetField,
  ContentItem,
  ContentPaper,
  ContentTocEntry,
} from "../../contracts/content.ts";

export type ContentLocale = NonNullable<ContentItem["locale"]>;

/** A JSON scalar a condition compares with. */
export type ContentScalar = string | number | boolean | null;

/** A field of a condition or a sort: an indexed column, or a front-matter key (jsonb). */
export type ContentField = { kind: "column"; name: ContentColumnField } | { kind: "meta"; key: string };

export type ContentComparison = "$eq" | "$ne" | "$gt" | "$gte" | "$lt" | "$lte";

/**
 * A checked condition (the parser guarantees field names, operators and value types):
 * - compare: `$eq`/`$ne` on an array field mean "contains" / "does not contain"; `$ne` matches a missing value;
 *   `$gt`... never match a missing value.
 * - in: any of the values (`negate`: none of them, missing included); on an array field, any element.
 * - contains: strings hold every substring (case-sensitive); arrays hold every value.
 * - exists: the value is present and not null.
 */
export type ContentCondition =
  | { type: "and"; conditions: ContentCondition[] }
  | { type: "or"; conditions: ContentCondition[] }
  | { type: "compare"; field: ContentField; op: ContentComparison; value: ContentScalar }
  | { type: "in"; field: ContentField; negate: boolean; values: ContentScalar[] }
  | { type: "contains"; field: ContentField; values: (string | number)[] }
  | { type: "exists"; field: ContentField; exists: boolean };

export interface ContentSort {
  field: ContentField;
  direction: "asc" | "desc";
}

/**
 * Which language versions: `resolve` picks, for each path, the document in `locale`, else the French one;
 * `any` applies no locale rule (the where conditions on locale, if any, decide).
 */
export type ContentLocaleRule = { mode: "resolve"; locale: ContentLocale } | { mode: "any" };

/** What the front matter must carry in the records (the use case applies only/without afterwards). */
export type FrontMatterSelection = { mode: "all" } | { mode: "none" } | { mode: "pick"; keys: string[] } | { mode: "omit"; keys: string[] };

/** A checked content query, ready for a repository. Paths carry no leading or trailing slash ("" is the root). */
export interface ContentQuery {
  path: string;
  deep: boolean;
  locale: ContentLocaleRule;
  where: ContentCondition | null;
  search: string | null;
  /** Empty: relevance with a search, else order then path. A repository always ends ties with path, locale. */
  sort: ContentSort[];
  limit: number;
  skip: number;
  surround: { path: string; before: number; after: number } | null;
  /** Issue 15: the columns to count every match by (none: no counts). */
  facets: ContentFacetField[];
  frontMatter: FrontMatterSelection;
  /** Whether records must carry the Markdown body. */
  text: boolean;
  /** Whether records must carry the rendered body and its table of contents. */
  html: boolean;
  /**
   * §6 the viewer may not read premium bodies: a premium document then matches a search on its title and
   * description only, and sorts as if its body keys (PREMIUM_BODY_KEYS) were missing, so that no answer (a
   * count, a match, an order) depends on a text the viewer may not read.
   */
  premiumLocked: boolean;
}

export type { ContentFacet, ContentFacetField, ContentPaper, ContentTocEntry };

/** The columns every stored document has, typed as the contract's item (application/contracts/content.ts) types them. */
type ContentColumns = Required<Pick<ContentItem, Exclude<ContentColumnField, "updatedAt">>>;

/** The parts of a document a query may leave out (null then), typed as the contract's item types them. */
type ContentBody = { [K in "text" | "html" | "toc" | "words" | "paper"]: NonNullable<ContentItem[K]> | null };

/** One stored document as a repository returns it: the contract's item, with its date as a Date. */
export interface ContentRecord extends ContentColumns, ContentBody {
  updatedAt: Date;
  /**
   * The stored version of the document: what the importer wrote changes it (the content hash of its file and of the
   * import version, docs/decisions/013). Not part of the answer; the answer's own version is made of it
   * (query-content.ts, docs/decisions/042).
   */
  version: string;
  /**
   * The front matter as selected by the query. `text` is the Markdown body, when the query asked for it; `html` and
   * `toc` the body rendered at import (sanitized HTML) and its h2/h3 headings, `words` its word count and `paper` a
   * practice paper's split (null for other documents), when the query asked for html.
   */
  frontMatter: Record<string, unknown>;
}

export interface ContentPage {
  records: ContentRecord[];
  /** Every match, whatever limit and skip. */
  total: number;
  /** The match whose path is exactly the query's path, or null. */
  exact: ContentRecord | null;
  /** Null when the query had no surround. */
  surround: { found: boolean; before: ContentRecord[]; after: ContentRecord[] } | null;
  /** Null when the query asked for no facets; else sorted by the facet values in code-unit order, null last. */
  facets: ContentFacet[] | null;
}

export interface ContentRepository {
  query(query: ContentQuery): Promise<ContentPage>;
  /** Whether any document (any locale) sits at `path` or below it. */
  exists(path: string): Promise<boolean>;
}
export const ContentRepositoryToken = Symbol("ContentRepository");

/** Who asks: a member (from the access token) or an anonymous visitor. */
export interface ContentViewer {
  memberId: string | null;
  /**
   * The instant the viewer's access is judged at (default: now). §6 a quiz a member started while subscribed
   * is scored at its start (application/api/learning/progress.ts, quizAccessInstant).
   */
  at?: Date;
}

/** Whether a viewer may read premium bodies and answers (§6: a subscriber, through a plan of their own or of their family). */
export interface ContentAccessPolicy {
  canReadPremium(viewer: ContentViewer): Promise<boolean>;
}
export const ContentAccessPolicyToken = Symbol("ContentAccessPolicy");
