import { and, desc, eq } from "drizzle-orm";
import type { ChapterMark, ChaptersLearnedRepository } from "../../../application/api/learning/summary-ports.ts";
import type { Db } from "../db/database.ts";
import { chaptersLearned } from "../db/learning-progress-schema.ts";

/** Chapters marked learned, in PostgreSQL: one row per member and chapter. */
export class DrizzleChaptersLearnedRepository implements ChaptersLearnedRepository {
  constructor(private readonly db: Db) {}

  async mark(memberId: string, chapterPath: string, at: Date): Promise<ChapterMark> {
    await this.db.insert(chaptersLearned).values({ memberId, chapterPath, learnedAt: at }).onConflictDoNothing();
    const [row] = await this.db
      .select()
      .from(chaptersLearned)
      .where(and(eq(chaptersLearned.memberId, memberId), eq(chaptersLearned.chapterPath, chapterPath)))
      .limit(1);
    return { chapterPath, learnedAt: row?.learnedAt ?? at };
  }

  async unmark(memberId: string, chapterPath: string): Promise<boolean> {
    const deleted = await this.db
      .delete(chaptersLearned)
      .where(and(eq(chaptersLearned.memberId, memberId), eq(chaptersLearned.chapterPath, chapterPath)))
      .returning({ path: chaptersLearned.chapterPath });
    return deleted.length > 0;
  }

  async ofMember(memberId: string): Promise<ChapterMark[]> {
    return this.db
      .select({ chapterPath: chaptersLearned.chapterPath, learnedAt: chaptersLearned.learnedAt })
      .from(chaptersLearned)
      .where(eq(chaptersLearned.memberId, memberId))
      .orderBy(desc(chaptersLearned.learnedAt));
  }
}
