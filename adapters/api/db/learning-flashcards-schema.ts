// Drizzle tables of the flashcards (see drizzle.config.ts, docs/decisions/018): the log of every review a member
// made (the source of truth, one row per client id), each card's state computed from that log by the server (a
// cache of the replay, read by the queue and the deck pages), and the member's desired retention.
import { sql } from "drizzle-orm";
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { CardState } from "../../../domain/learning/flashcards.ts";
import { members } from "./schema.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** One review of a card by a member, as the device made it: recorded once per (member, client id). */
export const flashcardReviewLog = pgTable(
  "flashcard_review_log",
  {
    id: uuid("id").primaryKey(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    clientId: text("client_id").notNull(),
    /** The deck's document path (no leading slash) and the card's id in it. */
    deckPath: text("deck_path").notNull(),
    cardId: text("card_id").notNull(),
    rating: text("rating").notNull(),
    reviewedAt: ts("reviewed_at").notNull(),
    /** The member's desired retention when the review was recorded (the replay schedules with it). */
    retention: doublePrecision("retention").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("flashcard_review_log_client_key").on(t.memberId, t.clientId),
    index("flashcard_review_log_card_idx").on(t.memberId, t.deckPath, t.cardId, t.reviewedAt),
    index("flashcard_review_log_member_idx").on(t.memberId, t.reviewedAt),
    check("flashcard_review_log_rating_check", sql`${t.rating} in ('again', 'hard', 'good', 'easy')`),
  ],
);

/** A card's state for a member: the replay of its log (domain/learning/flashcards.ts `replayReviews`). */
export const flashcardCardStates = pgTable(
  "flashcard_card_states",
  {
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    deckPath: text("deck_path").notNull(),
    cardId: text("card_id").notNull(),
    state: jsonb("state").$type<CardState>().notNull(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.deckPath, t.cardId] })],
);

/**
 * The member's flashcard settings; no row, or null in a column: the default (desired retention 0.90, 20 new cards a
 * day across decks).
 */
export const flashcardSettings = pgTable(
  "flashcard_settings",
  {
    memberId: uuid("member_id")
      .primaryKey()
      .references(() => members.id, { onDelete: "cascade" }),
    desiredRetention: doublePrecision("desired_retention"),
    newCardsPerDay: integer("new_cards_per_day"),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("flashcard_settings_retention_check", sql`${t.desiredRetention} between 0.8 and 0.97`),
    check("flashcard_settings_new_cards_check", sql`${t.newCardsPerDay} between 0 and 100`),
  ],
);

/**
 * FSRS's parameters fitted to one member's own reviews (issue 30, docs/decisions/050): the parameters, the optimizer
 * that fitted them, how many reviews they came from, and how well each model predicted the member's reviews.
 */
export const memoryParameters = pgTable("memory_parameters", {
  memberId: uuid("member_id")
    .primaryKey()
    .references(() => members.id, { onDelete: "cascade" }),
  parameters: jsonb("parameters").$type<number[]>().notNull(),
  optimizer: text("optimizer").notNull(),
  reviewCount: integer("review_count").notNull(),
  logLossDefault: doublePrecision("log_loss_default"),
  logLossFitted: doublePrecision("log_loss_fitted"),
  fittedAt: ts("fitted_at").notNull(),
});
