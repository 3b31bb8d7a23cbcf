// The titles, subjects and other front-matter facts of content documents, as the learning read models read them (the
// progress summary, the weekly word to parents, the revision plan): through the content query with facts only, so that
// no premium body is read and no access check is needed.
import { inject, injectable } from "tsyringe";
import type { ContentItem } from "../../contracts/content.ts";
import { QueryContent } from "../content/query-content.ts";

export type TitlesLocale = "fr" | "en";

/** What a read model knows of a content document. */
export interface DocumentFacts {
  path: string;
  title: string;
  subject: string | null;
  premium: boolean;
}

/** Paths per content query (the query's list limit). */
const PATHS_PER_QUERY = 100;
/** Documents per page of a folder listing (the query's page limit). */
const PAGE = 100;

const stripSlash = (path: string) => path.replace(/^\/+/, "");

/** A listing of facts: the fields to read and their order. */
export interface FactsQuery {
  where: Record<string, unknown>;
  only: string[];
  sortBy: Record<string, "asc" | "desc">[];
}

const TITLES: Omit<FactsQuery, "where"> = {
  only: ["title", "subject", "premium"],
  sortBy: [{ subject: "asc" }, { order: "asc" }, { title: "asc" }],
};

@injectable()
export class DocumentFactsReader {
  constructor(@inject(QueryContent) private readonly content: QueryContent) {}

  /** The courses of a class folder, in subject then chapter order. */
  async courses(folder: string, locale: TitlesLocale): Promise<DocumentFacts[]> {
    return (await this.every(folder, { ...TITLES, where: { kind: "course" } }, locale)).map(facts);
  }

  /** The documents at these paths (those that exist). */
  async documents(paths: string[], locale: TitlesLocale): Promise<DocumentFacts[]> {
    const found: DocumentFacts[] = [];
    for (let start = 0; start < paths.length; start += PATHS_PER_QUERY) {
      const where = { path: { $in: paths.slice(start, start + PATHS_PER_QUERY) } };
      found.push(...(await this.page("", { ...TITLES, where }, locale, 0)).items.map(facts));
    }
    return found;
  }

  /** Every document below `path` that matches, page after page (the query's page is PAGE documents). */
  async every(path: string, query: FactsQuery, locale: TitlesLocale): Promise<ContentItem[]> {
    const found: ContentItem[] = [];
    for (let skip = 0; ; skip += PAGE) {
      const page = await this.page(path, query, locale, skip);
      found.push(...page.items);
      if (page.items.length < PAGE || found.length >= page.total) return found;
    }
  }

  private async page(
    path: string,
    { where, only, sortBy }: FactsQuery,
    locale: TitlesLocale,
    skip: number,
  ): Promise<{ items: ContentItem[]; total: number }> {
    const answer = await this.content.execute(
      path,
      { where: { ...where, locale }, only, sortBy, deep: true, limit: PAGE, skip, text: false, html: false },
      // Facts only: no premium body is read, so no access check is needed.
      { memberId: null },
    );
    return answer.isErr() ? { items: [], total: 0 } : answer.value;
  }
}

function facts(item: ContentItem): DocumentFacts {
  return {
    path: stripSlash(item.path),
    title: item.title ?? stripSlash(item.path),
    subject: item.subject ?? null,
    premium: item.premium === true,
  };
}
