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
  /**
   * Previous / next documents of this folder, in this order (blog, a subject's courses); `sameKind`: only
   * documents of the page's own kind (a course's neighbours are the previous and next chapters' courses).
   */
  neighbours?: { folder: string; sortBy: ContentSortEntry[]; where?: Record<string, unknown>; sameKind?: boolean };
}

/** content/README.md §7: the other parts of a course's chapter (same folder, same `chapter`), when they exist. */
export interface ChapterParts {
  quiz: ContentSummary | null;
  flashcards: ContentSummary | null;
  exercises: ContentSummary | null;
  sheet: ContentSummary | null;
}

export interface ContentPage {
  document: ContentDocument;
  previous: ContentSummary | null;
  next: ContentSummary | null;
  /** A course of the library: its chapter's quiz, deck and sheet; null for other documents. */
  chapter: ChapterParts | null;
}

const CHAPTER_PART_KINDS = ["quiz", "flashcards", "exercises", "sheet"] as const;

@injectable()
export class LoadContentPage {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  execute(input: LoadContentPageInput): ResultAsync<ContentPage, ContentFailure> {
    if (!isDocumentPath(input.path)) return errAsync({ type: "NotFound" });
    const document = queryContent(this.api, input.path, { where: { locale: input.locale }, html: true, deep: false, limit: 0 }).andThen(
      (answer) => (answer.item ? okAsync(toDocument(answer.item)) : errAsync<ContentDocument, ContentFailure>({ type: "NotFound" })),
    );
    // Neighbours of the same kind need the document's kind: asked after it; otherwise both at once.
    if (input.neighbours?.sameKind) {
      return document.andThen((doc) =>
        ResultAsync.combine([this.neighbours(input, doc.kind), this.chapterParts(input, doc)]).map(([around, chapter]) => ({ document: doc, ...around, chapter })),
      );
    }
    return ResultAsync.combine([document, this.neighbours(input, null)]).andThen(([doc, around]) =>
      this.chapterParts(input, doc).map((chapter) => ({ document: doc, ...around, chapter })),
    );
  }

  /** A course's chapter parts (content/README.md §7): the quiz, deck and sheet of its folder sharing its `chapter`. */
  private chapterParts(input: LoadContentPageInput, document: ContentDocument): ResultAsync<ChapterParts | null, never> {
    const folder = input.neighbours?.folder;
    if (document.kind !== "course" || document.chapter === null || !folder) return okAsync(null);
    return queryContent(this.api, folder, {
      where: { locale: input.locale, chapter: document.chapter, kind: { $in: [...CHAPTER_PART_KINDS] } },
      only: [...SUMMARY_FIELDS],
      deep: false,
      limit: 10,
    })
      .map((answer) => {
        const parts = answer.items.map(toSummary);
        const find = (kind: (typeof CHAPTER_PART_KINDS)[number]) => parts.find((part) => part.kind === kind) ?? null;
        return { quiz: find("quiz"), flashcards: find("flashcards"), exercises: find("exercises"), sheet: find("sheet") };
      })
      .orElse(() => okAsync(null));
  }

  /** Neighbours are a convenience: a failure leaves them out rather than failing the page. */
  private neighbours(input: LoadContentPageInput, kind: string | null): ResultAsync<{ previous: ContentSummary | null; next: ContentSummary | null }, never> {
    const none = { previous: null, next: null };
    const wanted = input.neighbours;
    if (!wanted) return okAsync(none);
    const target = `/${input.path.replace(/^\/+|\/+$/g, "")}`;
    return queryContent(this.api, wanted.folder, {
      where: { ...wanted.where, ...(wanted.sameKind && kind ? { kind } : {}), locale: input.locale },
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
