// Drizzle tables of learning progress kept per member beyond the logs of schema.ts (see drizzle.config.ts):
// the course chapters a member marked as learned, and their marks on the exercises of exercise banks.
import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
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

/**
 * A member's latest mark on one exercise of an exercise bank (issue 27): « Réussi » (`success`) or « À revoir »
 * (`review`). Marking again replaces the mark; the bank's meaning of marks is domain/learning/exercises.ts.
 */
export const exerciseMarks = pgTable(
  "exercise_marks",
  {
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    /** The bank's document path (no leading slash), e.g. revisions/college/3eme/maths/exercices-theoreme-de-pythagore. */
    bankPath: text("bank_path").notNull(),
    /** The exercise's `id` in the bank's front matter. */
    exerciseId: text("exercise_id").notNull(),
    mark: text("mark").notNull(),
    markedAt: timestamp("marked_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: "exercise_marks_pkey", columns: [t.memberId, t.bankPath, t.exerciseId] }),
    check("exercise_marks_mark_check", sql`${t.mark} in ('success', 'review')`),
  ],
);
