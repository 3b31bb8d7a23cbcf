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
 * §7 content query use case. Built by a factory (see adapters/api/content/register-content.ts) rather
 * than by decorators, so that the content benchmark can run it under Node's type stripping.
 */
export class QueryContent {
  private readonly repository: ContentRepository;
  private readonly access: ContentAccessPolicy;
  private readonly facts: CompanyFactValues;

  /** `facts`: the publisher's facts of configuration (CompanyFactsToken), filled into the bodies it serves. */
  constructor(repository: ContentRepository, access: ContentAccessPolicy, facts: CompanyFactValues) {
    this.repository = repository;
    this.access = access;
    this.facts = facts;
  }

  execute(path: string, request: ContentQueryRequest, viewer: ContentViewer): ResultAsync<ContentQueryResponse, QueryContentError> {
    return new ResultAsync(this.run(path, request, viewer));
  }

  private async run(path: string, request: ContentQueryRequest, viewer: ContentViewer): Promise<Result<ContentQueryResponse, QueryContentError>> {
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
    const response: ContentQueryResponse = {
      items: page.records.map(toItem),
      total: page.total,
      item: page.exact ? toItem(page.exact) : null,
    };
    if (page.surround) {
      response.surround = { found: page.surround.found, before: page.surround.before.map(toItem), after: page.surround.after.map(toItem) };
    }
    if (page.facets) response.facets = page.facets;
    return ok(response);
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

function recordsOf(page: ContentPage): ContentRecord[] {
  return [...page.records, ...(page.exact ? [page.exact] : []), ...(page.surround ? [...page.surround.before, ...page.surround.after] : [])];
}

function asList(value: string | string[] | undefined): string[] | undefined {
  return value === undefined ? undefined : Array.isArray(value) ? value : [value];
}
