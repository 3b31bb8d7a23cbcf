import { count, eq, gte, sql } from "drizzle-orm";
import type { MemoryRepository, StoredMemory } from "../../../application/api/learning/memory-ports.ts";
import { cardKey, type FlashcardRating } from "../../../domain/learning/flashcards.ts";
import type { LogEntry } from "../../../domain/learning/memory-fit.ts";
import type { Db } from "../db/database.ts";
import { claimJobRun } from "../db/job-runs.ts";
import { flashcardReviewLog, memoryParameters } from "../db/learning-flashcards-schema.ts";

/** Fitted parameters and the review log they come from, in PostgreSQL. */
export class DrizzleMemoryRepository implements MemoryRepository {
  constructor(private readonly db: Db) {}

  async find(memberId: string): Promise<StoredMemory | null> {
    const [row] = await this.db.select().from(memoryParameters).where(eq(memoryParameters.memberId, memberId)).limit(1);
    return row
      ? {
          parameters: row.parameters,
          optimizer: row.optimizer,
          reviewCount: row.reviewCount,
          logLossDefault: row.logLossDefault,
          logLossFitted: row.logLossFitted,
          fittedAt: row.fittedAt,
        }
      : null;
  }

  async save(memberId: string, memory: StoredMemory): Promise<void> {
    await this.db
      .insert(memoryParameters)
      .values({ memberId, ...memory })
      .onConflictDoUpdate({ target: memoryParameters.memberId, set: memory });
  }

  async candidates(minReviews: number, limit: number) {
    const reviews = count(flashcardReviewLog.id);
    const rows = await this.db
      .select({ memberId: flashcardReviewLog.memberId, reviews, fittedAt: memoryParameters.reviewCount })
      .from(flashcardReviewLog)
      .leftJoin(memoryParameters, eq(memoryParameters.memberId, flashcardReviewLog.memberId))
      .groupBy(flashcardReviewLog.memberId, memoryParameters.reviewCount)
      .having(gte(reviews, minReviews))
      .orderBy(sql`${memoryParameters.reviewCount} nulls first`, flashcardReviewLog.memberId)
      .limit(limit);
    return rows.map((row) => ({ memberId: row.memberId, reviews: Number(row.reviews), fittedAt: row.fittedAt }));
  }

  async reviewLog(memberId: string): Promise<LogEntry[]> {
    const rows = await this.db
      .select({
        deckPath: flashcardReviewLog.deckPath,
        cardId: flashcardReviewLog.cardId,
        rating: flashcardReviewLog.rating,
        reviewedAt: flashcardReviewLog.reviewedAt,
      })
      .from(flashcardReviewLog)
      .where(eq(flashcardReviewLog.memberId, memberId));
    return rows.map((row) => ({
      card: cardKey(row.deckPath, row.cardId),
      rating: row.rating as FlashcardRating,
      reviewedAt: row.reviewedAt,
    }));
  }

  claimRun(now: Date, since: Date): Promise<boolean> {
    return claimJobRun(this.db, "memory_fit.last_run", now, since);
  }
}
