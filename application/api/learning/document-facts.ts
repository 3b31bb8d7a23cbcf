// The titles, subjects and premium flags of content documents, as the learning read models name them (the progress
// summary, the weekly word to parents): read through the content query with titles only, so that no premium body is
// read and no access check is needed.
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

@injectable()
export class DocumentFactsReader {
  constructor(@inject(QueryContent) private readonly content: QueryContent) {}

  /** The courses of a class folder, in subject then chapter order. */
  async courses(folder: string, locale: TitlesLocale): Promise<DocumentFacts[]> {
    const found: DocumentFacts[] = [];
    for (let skip = 0; ; skip += PAGE) {
      const page = await this.query(folder, { kind: "course" }, locale, skip);
      found.push(...page.items);
      if (page.items.length < PAGE || found.length >= page.total) return found;
    }
  }

  /** The documents at these paths (those that exist). */
  async documents(paths: string[], locale: TitlesLocale): Promise<DocumentFacts[]> {
    const found: DocumentFacts[] = [];
    for (let start = 0; start < paths.length; start += PATHS_PER_QUERY) {
      const page = await this.query("", { path: { $in: paths.slice(start, start + PATHS_PER_QUERY) } }, locale, 0);
      found.push(...page.items);
    }
    return found;
  }

  private async query(
    path: string,
    where: Record<string, unknown>,
    locale: TitlesLocale,
    skip: number,
  ): Promise<{ items: DocumentFacts[]; total: number }> {
    const answer = await this.content.execute(
      path,
      {
        where: { ...where, locale },
        only: ["title", "subject", "premium"],
        sortBy: [{ subject: "asc" }, { order: "asc" }, { title: "asc" }],
        deep: true,
        limit: PAGE,
        skip,
        text: false,
        html: false,
      },
      // Titles only: no premium body is read, so the summary needs no access check.
      { memberId: null },
    );
    if (answer.isErr()) return { items: [], total: 0 };
    return { items: answer.value.items.map(facts), total: answer.value.total };
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
