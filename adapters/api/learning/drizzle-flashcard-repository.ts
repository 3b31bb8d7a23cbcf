import { and, asc, desc, eq, max, sql } from "drizzle-orm";
import type {
  FlashcardRepository,
  FlashcardReviewRecord,
  StoredCardState,
  StoredFlashcardSettings,
} from "../../../application/api/learning/ports.ts";
import type { CardState, FlashcardRating, LoggedReview } from "../../../domain/learning/flashcards.ts";
import type { Db } from "../db/database.ts";
import { flashcardCardStates, flashcardReviewLog, flashcardSettings } from "../db/learning-flashcards-schema.ts";

/**
 * Flashcards in PostgreSQL: the review log (one row per member and client id) and each card's state, replaced in
 * the transaction that logs a review; an advisory lock per member and card serialises concurrent uploads of it.
 */
export class DrizzleFlashcardRepository implements FlashcardRepository {
  constructor(private readonly db: Db) {}

  async addReview(
    record: FlashcardReviewRecord,
    replay: (log: LoggedReview[]) => CardState | null,
  ): Promise<{ record: FlashcardReviewRecord; created: boolean; state: CardState | null }> {
    return this.db.transaction(async (tx) => {
      const lockKey = `${record.memberId}#${record.deckPath}#${record.cardId}`;
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockKey}))`);
      const card = and(
        eq(flashcardCardStates.memberId, record.memberId),
        eq(flashcardCardStates.deckPath, record.deckPath),
        eq(flashcardCardStates.cardId, record.cardId),
      );
      const [inserted] = await tx.insert(flashcardReviewLog).values(record).onConflictDoNothing().returning();
      if (!inserted) {
        const [existing] = await tx
          .select()
          .from(flashcardReviewLog)
          .where(
            and(eq(flashcardReviewLog.memberId, record.memberId), eq(flashcardReviewLog.clientId, record.clientId)),
          )
          .limit(1);
        if (!existing) throw new Error("flashcard review neither inserted nor found");
        const [stored] = await tx
          .select({ state: flashcardCardStates.state })
          .from(flashcardCardStates)
          .where(
            and(
              eq(flashcardCardStates.memberId, existing.memberId),
              eq(flashcardCardStates.deckPath, existing.deckPath),
              eq(flashcardCardStates.cardId, existing.cardId),
            ),
          );
        return { record: reviewOf(existing), created: false, state: stored?.state ?? null };
      }
      const log = await tx
        .select()
        .from(flashcardReviewLog)
        .where(
          and(
            eq(flashcardReviewLog.memberId, record.memberId),
            eq(flashcardReviewLog.deckPath, record.deckPath),
            eq(flashcardReviewLog.cardId, record.cardId),
          ),
        )
        .orderBy(asc(flashcardReviewLog.reviewedAt), asc(flashcardReviewLog.clientId));
      const state = replay(
        log.map((row) => ({
          clientId: row.clientId,
          rating: row.rating as FlashcardRating,
          reviewedAt: row.reviewedAt.toISOString(),
          retention: row.retention,
        })),
      );
      if (state === null) throw new Error("a logged review replayed to no state");
      const [existingState] = await tx
        .select({ memberId: flashcardCardStates.memberId })
        .from(flashcardCardStates)
        .where(card);
      if (existingState) {
        await tx.update(flashcardCardStates).set({ state, updatedAt: new Date() }).where(card);
      } else {
        await tx.insert(flashcardCardStates).values({
          memberId: record.memberId,
          deckPath: record.deckPath,
          cardId: record.cardId,
          state,
        });
      }
      return { record: reviewOf(inserted), created: true, state };
    });
  }

  async states(memberId: string, deckPath: string | null): Promise<StoredCardState[]> {
    const rows = await this.db
      .select({
        deckPath: flashcardCardStates.deckPath,
        cardId: flashcardCardStates.cardId,
        state: flashcardCardStates.state,
      })
      .from(flashcardCardStates)
      .where(
        deckPath === null
          ? eq(flashcardCardStates.memberId, memberId)
          : and(eq(flashcardCardStates.memberId, memberId), eq(flashcardCardStates.deckPath, deckPath)),
      );
    return rows;
  }

  async studiedDecks(memberId: string): Promise<string[]> {
    const rows = await this.db
      .select({ deckPath: flashcardReviewLog.deckPath, last: max(flashcardReviewLog.reviewedAt) })
      .from(flashcardReviewLog)
      .where(eq(flashcardReviewLog.memberId, memberId))
      .groupBy(flashcardReviewLog.deckPath)
      .orderBy(desc(max(flashcardReviewLog.reviewedAt)), asc(flashcardReviewLog.deckPath));
    return rows.map((row) => row.deckPath);
  }

  async settings(memberId: string): Promise<StoredFlashcardSettings> {
    const [row] = await this.db
      .select({ retention: flashcardSettings.desiredRetention, newCardsPerDay: flashcardSettings.newCardsPerDay })
      .from(flashcardSettings)
      .where(eq(flashcardSettings.memberId, memberId));
    return { retention: row?.retention ?? null, newCardsPerDay: row?.newCardsPerDay ?? null };
  }

  async saveSettings(memberId: string, changes: Partial<Record<keyof StoredFlashcardSettings, number>>): Promise<void> {
    const values = { desiredRetention: changes.retention, newCardsPerDay: changes.newCardsPerDay };
    await this.db
      .insert(flashcardSettings)
      .values({ memberId, ...values })
      .onConflictDoUpdate({ target: flashcardSettings.memberId, set: { ...values, updatedAt: new Date() } });
  }
}

export function reviewOf(row: typeof flashcardReviewLog.$inferSelect): FlashcardReviewRecord {
  const { createdAt: _createdAt, rating, ...record } = row;
  return { ...record, rating: rating as FlashcardRating };
}
