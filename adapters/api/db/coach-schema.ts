// Drizzle table of the revision coach (issue 30; see drizzle.config.ts): what each member chose, the exams they
// prepare and their minutes per weekday. The plan itself is never stored: it is computed from this and the member's
// progress each time it is read (domain/coach/exam-plan.ts).
import { date, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
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
  /** The hour (0-23, Europe/Paris) of the evening's e-mail reminder; null: none. */
  reminderHour: integer("reminder_hour"),
  /** The day of the last reminder sent, claimed before it goes (once a day across workers). */
  lastRemindedOn: date("last_reminded_on", { mode: "string" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});

/**
 * The weekly word to parents (issue 30, domain/coach/weekly-family-digest.ts): a row per family-plan holder who asked
 * for the Monday mail; deleting the row unsubscribes. `lastWeek` is the Monday of the last week sent, claimed by a
 * conditional update before the mail goes, so that each week's mail goes once across workers.
 */
export const weeklyFamilyDigests = pgTable("weekly_family_digests", {
  holderId: uuid("holder_id")
    .primaryKey()
    .references(() => members.id, { onDelete: "cascade" }),
  /** The mail's language: the page's when the holder subscribed (fr | en). */
  locale: text("locale").notNull(),
  subscribedAt: timestamp("subscribed_at", { withTimezone: true }).notNull(),
  lastWeek: date("last_week", { mode: "string" }),
});
