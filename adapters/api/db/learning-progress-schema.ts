// Drizzle tables of learning progress kept per member beyond the logs of schema.ts (see drizzle.config.ts):
// the course chapters a member marked as learned.
import { index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { members } from "./schema.ts";

/** A course chapter a member marked "learned" (one row per member and chapter; undoing the mark deletes it). */
export const chaptersLearned = pgTable(
  "chapters_learned",
  {
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    /** The course's document path (no leading slash), e.g. revisions/college/3eme/maths/theoreme-de-pythagore. */
    chapterPath: text("chapter_path").notNull(),
    learnedAt: timestamp("learned_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: "chapters_learned_pkey", columns: [t.memberId, t.chapterPath] }),
    index("chapters_learned_member_idx").on(t.memberId, t.learnedAt),
  ],
);
