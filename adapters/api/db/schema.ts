// Drizzle schema: the one description of the database, for PGlite and PostgreSQL alike.
// Keep to what PostgreSQL 15 supports (PGlite embeds 18).
import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Facts about this database itself, e.g. which seed version was loaded. */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
