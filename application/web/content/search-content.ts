// §1/§2 the knowledge library: full-text search across all content (§7 `search`: French stemming,
// accents optional, ranked by relevance), in the visitor's language.
import { okAsync, type ResultAsync } from "neverthrow";
import { inject, injectable } from "tsyringe";
import type { Locale } from "../../../domain/locale/locale.ts";
import { ApiClientToken, type ApiClient } from "../http/ports.ts";
import { queryContent, type ContentFailure } from "./content-api.ts";
import { SUMMARY_FIELDS, toSummary, type ContentKind } from "./content-document.ts";
import type { ContentList } from "./list-content.ts";
import { searchTerms } from "./search-terms.ts";

export interface SearchContentInput {
  query: string;
  locale: Locale;
  /** Only these kinds (all when absent). */
  kinds?: readonly ContentKind[];
  limit?: number;
  skip?: number;
}

@injectable()
export class SearchContent {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  execute(input: SearchContentInput): ResultAsync<ContentList, ContentFailure> {
    const search = searchTerms(input.query);
    if (search === "") return okAsync({ items: [], total: 0, item: null });
    return queryContent(this.api, "", {
      search,
      where: { locale: input.locale, ...(input.kinds ? { kind: { $in: [...input.kinds] } } : {}) },
      only: [...SUMMARY_FIELDS],
      limit: input.limit ?? 20,
      skip: input.skip ?? 0,
    }).map((answer) => ({ items: answer.items.map(toSummary), total: answer.total, item: null }));
  }
}
