// Drizzle table of the revision coach (issue 30; see drizzle.config.ts): what each member chose, the exams they
// prepare and their minutes per weekday. The plan itself is never stored: it is computed from this and the member's
// progress each time it is read (domain/coach/exam-plan.ts).
import { jsonb, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ChosenExam } from "../../../domain/coach/coach-settings.ts";
import { members } from "./schema.ts";

export const coachSettings = pgTable("coach_settings", {
  memberId: uuid("member_id")
    .primaryKey()
    .references(() => members.id, { onDelete: "cascade" }),
  /** The exams, each `{ id, date }` (date `YYYY-MM-DD`), sorted by date. */
  exams: jsonb("exams").$type<ChosenExam[]>().notNull(),
  /** Seven whole numbers, Monday first. */
  minutesPerWeekday: jsonb("minutes_per_weekday").$type<number[]>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});
