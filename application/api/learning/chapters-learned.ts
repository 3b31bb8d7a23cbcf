// "Mark as learned" (issue 12, course pages): a member marks a course chapter as learned, or undoes it. The chapter
// must be a course of the library that the member may open (a premium course needs a subscriber, §6).
import { err, errAsync, ok, ResultAsync } from "neverthrow";
import { inject, injectable } from "tsyringe";
import type { ChapterLearned, ChapterLearnedState } from "../../contracts/learning-progress.ts";
import { QueryContent } from "../content/query-content.ts";
import { ClockToken, type Clock } from "../shared/ports.ts";
import { ChaptersLearnedRepositoryToken, type ChaptersLearnedRepository } from "./summary-ports.ts";

export type ChapterRefused =
  /** No course at that path. */
  | { type: "ChapterNotFound" }
  /** A premium course and the member is not a subscriber (§6). */
  | { type: "PremiumRequired" };

/** Chapters are the courses of the revision library (content/README.md §2, §7). */
const CHAPTER_FOLDER = /^revisions\//;

@injectable()
export class ChaptersLearned {
  constructor(
    @inject(ChaptersLearnedRepositoryToken) private readonly chapters: ChaptersLearnedRepository,
    @inject(QueryContent) private readonly content: QueryContent,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  mark(memberId: string, chapterPath: string): ResultAsync<ChapterLearned, ChapterRefused> {
    return this.openable(memberId, chapterPath).andThen((path) =>
      ResultAsync.fromSafePromise(
        this.chapters
          .mark(memberId, path, this.clock.now())
          .then((mark) => ({ chapterPath: mark.chapterPath, learnedAt: mark.learnedAt.toISOString() })),
      ),
    );
  }

  /** The member's mark on a chapter (null date: not marked). */
  state(memberId: string, chapterPath: string): ResultAsync<ChapterLearnedState, ChapterRefused> {
    const path = normalize(chapterPath);
    if (!CHAPTER_FOLDER.test(path)) return errAsync({ type: "ChapterNotFound" });
    return ResultAsync.fromSafePromise(
      this.chapters.ofMember(memberId).then((marks) => ({
        chapterPath: path,
        learnedAt: marks.find((m) => m.chapterPath === path)?.learnedAt.toISOString() ?? null,
      })),
    );
  }

  /** Undoing needs no access check: a member may always clear their own mark (even after their plan ended). */
  unmark(memberId: string, chapterPath: string): ResultAsync<void, ChapterRefused> {
    const path = normalize(chapterPath);
    if (!CHAPTER_FOLDER.test(path)) return errAsync({ type: "ChapterNotFound" });
    return ResultAsync.fromSafePromise(this.chapters.unmark(memberId, path).then(() => undefined));
  }

  /** The course's stored path when the member may open it. */
  private openable(memberId: string, chapterPath: string): ResultAsync<string, ChapterRefused> {
    const notFound: ChapterRefused = { type: "ChapterNotFound" };
    const path = normalize(chapterPath);
    if (!CHAPTER_FOLDER.test(path)) return errAsync(notFound);
    return this.content
      .execute(
        path,
        { where: { kind: "course" }, only: ["kind"], deep: false, limit: 0, skip: 0, text: false, html: false },
        { memberId },
      )
      .orElse(() => errAsync(notFound))
      .andThen(({ item }) => {
        if (!item) return err(notFound);
        if (item.locked === true) return err<string, ChapterRefused>({ type: "PremiumRequired" });
        return ok(item.path.replace(/^\/+/, ""));
      });
  }
}

function normalize(path: string): string {
  return path.replace(/^\/+|\/+$/g, "").toLowerCase();
}
