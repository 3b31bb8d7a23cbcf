// §2 lists of content: a folder's documents (a subject, the blog, the press area, the explorer), filtered
// and sorted by the content query of §7, in the visitor's language.
import { errAsync, okAsync, ResultAsync } from "neverthrow";
import { inject, injectable } from "tsyringe";
import {
  CONTENT_LIMIT_MAX,
  type ContentFacet,
  type ContentFacetField,
  type ContentSortEntry,
} from "../../contracts/content.ts";
import type { Locale } from "../../../domain/locale/locale.ts";
import { ApiClientToken, type ApiClient } from "../http/ports.ts";
import { queryContent, type ContentFailure } from "./content-api.ts";
import { SUMMARY_FIELDS, toSummary, type ContentSummary } from "./content-document.ts";
import { isDocumentPath } from "./content-paths.ts";

export interface ListContentInput {
  /** Folder (document path); "" for all content. */
  path: string;
  locale: Locale;
  /** §7 where conditions (the locale is added). */
  where?: Record<string, unknown>;
  sortBy?: ContentSortEntry[];
  limit?: number;
  skip?: number;
  /** false: the folder's document and its direct children only. */
  deep?: boolean;
  /** Issue 15: count every match by these columns (the answer's `facets`); with `limit: 0`, the counts alone. */
  facets?: ContentFacetField[];
}

export interface ContentList {
  items: ContentSummary[];
  /** Every match, whatever limit and skip. */
  total: number;
  /** The document at the folder's own path, if any (e.g. the presentation of an exam). */
  item: ContentSummary | null;
  /** The counts by the asked facet columns, when the input asked for facets. */
  facets?: ContentFacet[];
}

/** §7 lists are never longer than the API allows. */
export const LIST_LIMIT_MAX = CONTENT_LIMIT_MAX;

/**
 * A listing that shows a whole folder reads it page after page (issue 28: none silently drops its 101st document);
 * this many pages at most, i.e. 5,000 documents, far above the whole library's. Past it the list says so with
 * `total` above its items' count.
 */
export const LIST_ALL_PAGES_MAX = 50;

@injectable()
export class ListContent {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  /** Every match of the query, whatever the API's page size (the pages after the first are asked for at once). */
  executeAll(input: Omit<ListContentInput, "limit" | "skip">): ResultAsync<ContentList, ContentFailure> {
    return this.execute({ ...input, limit: LIST_LIMIT_MAX, skip: 0 }).andThen((first) => {
      const pages = Math.min(Math.ceil(first.total / LIST_LIMIT_MAX), LIST_ALL_PAGES_MAX);
      if (pages <= 1) return okAsync(first);
      const rest = Array.from({ length: pages - 1 }, (_, index) =>
        this.execute({ ...input, facets: undefined, limit: LIST_LIMIT_MAX, skip: (index + 1) * LIST_LIMIT_MAX }),
      );
      return ResultAsync.combine(rest).map((more) => ({ ...first, items: [...first.items, ...more.flatMap((page) => page.items)] }));
    });
  }

  execute(input: ListContentInput): ResultAsync<ContentList, ContentFailure> {
    if (!isDocumentPath(input.path)) return errAsync({ type: "NotFound" });
    return queryContent(this.api, input.path, {
      where: { ...input.where, locale: input.locale },
      ...(input.sortBy ? { sortBy: input.sortBy } : {}),
      only: [...SUMMARY_FIELDS],
      limit: Math.min(Math.max(0, Math.floor(input.limit ?? 20)), LIST_LIMIT_MAX),
      skip: Math.max(0, Math.floor(input.skip ?? 0)),
      deep: input.deep ?? true,
      ...(input.facets ? { facets: input.facets } : {}),
    }).map((answer) => ({
      items: answer.items.map(toSummary),
      total: answer.total,
      item: answer.item ? toSummary(answer.item) : null,
      ...(answer.facets ? { facets: answer.facets } : {}),
    }));
  }
}
