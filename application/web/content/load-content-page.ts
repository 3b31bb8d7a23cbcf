// §2 a content page (course, quiz, deck, sheet, practice paper, article, press release, institutional or
// legal page): the document at a path in the visitor's language (French when there is no English
// version), premium gating done by the API (§6), and optionally its neighbours in a folder.
import { errAsync, okAsync, ResultAsync } from "neverthrow";
import { inject, injectable } from "tsyringe";
import type { ContentSortEntry } from "../../contracts/content.ts";
import type { Locale } from "../../../domain/locale/locale.ts";
import { ApiClientToken, type ApiClient } from "../http/ports.ts";
import { queryContent, type ContentFailure } from "./content-api.ts";
import { SUMMARY_FIELDS, toDocument, toSummary, type ContentDocument, type ContentSummary } from "./content-document.ts";
import { isDocumentPath } from "./content-paths.ts";

export interface LoadContentPageInput {
  /** Document path, with or without its leading slash. */
  path: string;
  locale: Locale;
  /** Previous / next documents of this folder, in this order (blog, a subject's courses). */
  neighbours?: { folder: string; sortBy: ContentSortEntry[]; where?: Record<string, unknown> };
}

export interface ContentPage {
  document: ContentDocument;
  previous: ContentSummary | null;
  next: ContentSummary | null;
}

@injectable()
export class LoadContentPage {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  execute(input: LoadContentPageInput): ResultAsync<ContentPage, ContentFailure> {
    if (!isDocumentPath(input.path)) return errAsync({ type: "NotFound" });
    const document = queryContent(this.api, input.path, { where: { locale: input.locale }, html: true, deep: false, limit: 0 }).andThen(
      (answer) => (answer.item ? okAsync(toDocument(answer.item)) : errAsync<ContentDocument, ContentFailure>({ type: "NotFound" })),
    );
    return ResultAsync.combine([document, this.neighbours(input)]).map(([doc, around]) => ({ document: doc, ...around }));
  }

  /** Neighbours are a convenience: a failure leaves them out rather than failing the page. */
  private neighbours(input: LoadContentPageInput): ResultAsync<{ previous: ContentSummary | null; next: ContentSummary | null }, never> {
    const none = { previous: null, next: null };
    const wanted = input.neighbours;
    if (!wanted) return okAsync(none);
    const target = `/${input.path.replace(/^\/+|\/+$/g, "")}`;
    return queryContent(this.api, wanted.folder, {
      where: { ...wanted.where, locale: input.locale },
      sortBy: wanted.sortBy,
      surround: { path: target, before: 1, after: 1 },
      only: [...SUMMARY_FIELDS],
      limit: 0,
    })
      .map((answer) => {
        const before = answer.surround?.before[0];
        const after = answer.surround?.after[0];
        return { previous: before ? toSummary(before) : null, next: after ? toSummary(after) : null };
      })
      .orElse(() => okAsync(none));
  }
}
