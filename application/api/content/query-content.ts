// §7 POST /_content/{path}: checks the query, runs it, gates premium documents, shapes the answer.
import { err, ok, ResultAsync, type Result } from "neverthrow";
import type { CompanyFactValues } from "../../../domain/legal/company-facts.ts";
import type { ContentQueryRequest, ContentQueryResponse } from "../../contracts/content.ts";
import { contentItem, type ContentItemOptions } from "./content-items.ts";
import { PREMIUM_BODY_KEYS } from "./content-preview.ts";
import { parseContentQuery, type ContentQueryIssue } from "./content-query.ts";
import type {
  ContentAccessPolicy,
  ContentPage,
  ContentQuery,
  ContentRecord,
  ContentRepository,
  ContentViewer,
} from "./ports.ts";

export type QueryContentError =
  | { type: "InvalidContentQuery"; issues: ContentQueryIssue[] }
  /** No document at all (any locale) at the path or below it. */
  | { type: "ContentNotFound" };

/**
 * An answer of the content query, before it is shaped (docs/decisions/042): its version first, so that an answer the
 * asker already holds, or one already serialized, costs no shaping.
 */
export interface ContentAnswer {
  /**
   * Changes whenever the answer would: made of the query as asked, whether the viewer may read premium bodies, the
   * publisher's facts, and what the repository found (each document's path, locale and stored version, the total,
   * the facet counts, whether the surround's document was found). Two answers with the same version are the same
   * answer. Long (a few hundred characters): the HTTP adapter hashes it into the ETag.
   */
  version: string;
  /** The answer, shaped (the bodies with the publisher's facts, the §6 preview of a premium document). */
  response(): ContentQueryResponse;
}

/**
 * §7 content query use case. Built by a factory (see adapters/api/content/register-content.ts) rather
 * than by decorators, so that the content benchmark can run it under Node's type stripping.
 */
export class QueryContent {
  private readonly repository: ContentRepository;
  private readonly access: ContentAccessPolicy;
  private readonly facts: CompanyFactValues;
  /** The facts as they enter an answer's version (configuration: the same for the life of the process). */
  private readonly factsVersion: string;

  /** `facts`: the publisher's facts of configuration (CompanyFactsToken), filled into the bodies it serves. */
  constructor(repository: ContentRepository, access: ContentAccessPolicy, facts: CompanyFactValues) {
    this.repository = repository;
    this.access = access;
    this.facts = facts;
    this.factsVersion = JSON.stringify(facts);
  }

  execute(path: string, request: ContentQueryRequest, viewer: ContentViewer): ResultAsync<ContentQueryResponse, QueryContentError> {
    return this.answer(path, request, viewer).map((answer) => answer.response());
  }

  /** The answer with its version, shaped only when asked (docs/decisions/042). */
  answer(path: string, request: ContentQueryRequest, viewer: ContentViewer): ResultAsync<ContentAnswer, QueryContentError> {
    return new ResultAsync(this.run(path, request, viewer));
  }

  private async run(path: string, request: ContentQueryRequest, viewer: ContentViewer): Promise<Result<ContentAnswer, QueryContentError>> {
    const parsed = parseContentQuery(path, request);
    if (parsed.isErr()) return err({ type: "InvalidContentQuery", issues: parsed.error });
    // §6 a search, or a sort on a premium body key, must not see premium bodies the viewer may not read:
    // then who the viewer is must be known before the query runs; otherwise only once premium records show.
    const upfront = bodyDependent(parsed.value) ? await this.canReadPremium(viewer) : null;
    const query: ContentQuery = { ...parsed.value, premiumLocked: upfront !== true };
    const page = await this.repository.query(query);
    if (page.total === 0 && page.exact === null && !(await this.repository.exists(query.path))) {
      return err({ type: "ContentNotFound" });
    }
    const readPremium =
      upfront ?? (recordsOf(page).some((record) => record.premium) ? await this.canReadPremium(viewer) : false);
    const options: ContentItemOptions = {
      only: asList(request.only),
      without: asList(request.without),
      text: query.text,
      html: query.html,
      readPremium,
      facts: this.facts,
    };
    const toItem = (record: ContentRecord) => contentItem(record, options);
    const response = (): ContentQueryResponse => {
      const shaped: ContentQueryResponse = {
        items: page.records.map(toItem),
        total: page.total,
        item: page.exact ? toItem(page.exact) : null,
      };
      if (page.surround) {
        shaped.surround = { found: page.surround.found, before: page.surround.before.map(toItem), after: page.surround.after.map(toItem) };
      }
      if (page.facets) shaped.facets = page.facets;
      return shaped;
    };
    const version = JSON.stringify([
      path,
      request,
      readPremium,
      this.factsVersion,
      page.total,
      page.facets,
      page.exact && stored(page.exact),
      page.records.map(stored),
      page.surround && [page.surround.found, page.surround.before.map(stored), page.surround.after.map(stored)],
    ]);
    return ok({ version, response });
  }

  private canReadPremium(viewer: ContentViewer): Promise<boolean> {
    return viewer.memberId === null ? Promise.resolve(false) : this.access.canReadPremium(viewer);
  }
}

/** Whether what the query matches or how it orders could depend on premium bodies. */
function bodyDependent(query: ContentQuery): boolean {
  const bodyKey = (key: string) => (PREMIUM_BODY_KEYS as readonly string[]).includes(key);
  return query.search !== null || query.sort.some(({ field }) => field.kind === "meta" && bodyKey(field.key));
}

/** A record as it enters an answer's version: which document, and which stored version of it. */
function stored(record: ContentRecord): string {
  return `${record.locale}:${record.path}:${record.version}:${record.updatedAt.getTime()}`;
}

function recordsOf(page: ContentPage): ContentRecord[] {
  return [...page.records, ...(page.exact ? [page.exact] : []), ...(page.surround ? [...page.surround.before, ...page.surround.after] : [])];
}

function asList(value: string | string[] | undefined): string[] | undefined {
  return value === undefined ? undefined : Array.isArray(value) ? value : [value];
}
