// A member's progress in the web app (issue 12, "Progress, for pupils and parents"): their own summary (member
// home), a child's for the family-plan holder (family space), and "mark as learned" on a course page. Everything
// comes from the API's one read model (contract application/contracts/learning-progress.ts).
import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import { inject, injectable } from "tsyringe";
import { callOf } from "../../contracts/endpoint.ts";
import {
  CHAPTER_LEARNED_STATE,
  CHILD_PROGRESS_SUMMARY,
  MARK_CHAPTER_LEARNED,
  MY_PROGRESS_SUMMARY,
  UNMARK_CHAPTER_LEARNED,
  type ProgressSummary,
} from "../../contracts/learning-progress.ts";
import type { Locale } from "../../../domain/locale/locale.ts";
import { AuthCookieSourceToken, type AuthCookieSource } from "../account/session/ports.ts";
import { commonFailure, type CommonFailure } from "../account/failures.ts";
import { ApiClientToken, type ApiClient } from "../http/ports.ts";
import { isDocumentPath } from "../content/content-paths.ts";
import type { ChapterMarkState } from "./chapter-mark.ts";

export type { ProgressSummary };

export type MarkChapterFailure =
  /** Only members with a session mark chapters. */
  | { type: "NotLoggedIn" }
  | { type: "ChapterNotFound" }
  /** A premium chapter and the member is not a subscriber (§6). */
  | { type: "PremiumRequired" }
  | CommonFailure;

const chapterPathOf = (path: string) => path.replace(/^\/+|\/+$/g, "");

@injectable()
export class LoadProgressSummaries {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  /** The member's own summary, titles in the page's language. */
  mine(locale: Locale): ResultAsync<ProgressSummary, CommonFailure> {
    return this.api.request(callOf(MY_PROGRESS_SUMMARY, { query: { locale } })).mapErr(commonFailure);
  }

  /** A child's summary, for the holder of the family plan. */
  ofChild(childId: string, locale: Locale): ResultAsync<ProgressSummary, CommonFailure> {
    return this.api
      .request(callOf(CHILD_PROGRESS_SUMMARY, { params: { memberId: childId }, query: { locale } }))
      .mapErr(commonFailure);
  }
}

@injectable()
export class ChapterMarks {
  constructor(
    @inject(ApiClientToken) private readonly api: ApiClient,
    @inject(AuthCookieSourceToken) private readonly cookie: AuthCookieSource,
  ) {}

  /** Whether the member marked the chapter learned; null for a visitor, or when it cannot be read. */
  state(path: string): ResultAsync<ChapterMarkState, never> {
    if (this.cookie.read() === null || !isDocumentPath(path)) return okAsync(null);
    return this.api
      .request(callOf(CHAPTER_LEARNED_STATE, { params: { chapterPath: chapterPathOf(path) } }))
      .map((mark): ChapterMarkState => ({ learned: mark.learnedAt !== null }))
      .orElse(() => okAsync(null));
  }

  /** Marks the chapter learned (`learned` true) or undoes it; answers the new state. */
  set(path: string, learned: boolean): ResultAsync<boolean, MarkChapterFailure> {
    if (this.cookie.read() === null) return errAsync({ type: "NotLoggedIn" });
    if (!isDocumentPath(path)) return errAsync({ type: "ChapterNotFound" });
    const params = { chapterPath: chapterPathOf(path) };
    const call = learned
      ? this.api.request(callOf(MARK_CHAPTER_LEARNED, { params })).map(() => true)
      : this.api.request(callOf(UNMARK_CHAPTER_LEARNED, { params })).map(() => false);
    return call.mapErr((failure): MarkChapterFailure => {
      if (failure.type === "HttpError" && (failure.code === "ChapterNotFound" || failure.code === "PremiumRequired")) {
        return { type: failure.code };
      }
      return commonFailure(failure);
    });
  }
}
