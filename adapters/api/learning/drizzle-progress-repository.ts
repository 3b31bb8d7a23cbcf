import { and, desc, eq, gte, type SQL } from "drizzle-orm";
import type {
  FlashcardReviewRecord,
  ProgressFilter,
  ProgressRepository,
  QuizAttemptRecord,
} from "../../../application/api/learning/ports.ts";
import type { Db } from "../db/database.ts";
import { flashcardReviewLog as flashcardReviews } from "../db/learning-flashcards-schema.ts";
import { quizAttempts } from "../db/schema.ts";
import { reviewOf } from "./drizzle-flashcard-repository.ts";

/** Learning progress in PostgreSQL; a record with a known (member, clientId) is not stored twice. */
export class DrizzleProgressRepository implements ProgressRepository {
  constructor(private readonly db: Db) {}

  async addQuizAttempt(record: QuizAttemptRecord): Promise<{ record: QuizAttemptRecord; created: boolean }> {
    const inserted = await this.db.insert(quizAttempts).values(record).onConflictDoNothing().returning();
    const row = inserted[0];
    if (row) return { record: quizOf(row), created: true };
    const [existing] = await this.db
      .select()
      .from(quizAttempts)
      .where(and(eq(quizAttempts.memberId, record.memberId), eq(quizAttempts.clientId, record.clientId ?? "")))
      .limit(1);
    if (!existing) throw new Error("quiz attempt neither inserted nor found");
    return { record: quizOf(existing), created: false };
  }

  async quizAttempts(memberId: string, filter: ProgressFilter): Promise<QuizAttemptRecord[]> {
    const where: SQL[] = [eq(quizAttempts.memberId, memberId)];
    if (filter.since) where.push(gte(quizAttempts.completedAt, filter.since));
    if (filter.quizId) where.push(eq(quizAttempts.quizId, filter.quizId));
    const rows = await this.db
      .select()
      .from(quizAttempts)
      .where(and(...where))
      .orderBy(desc(quizAttempts.completedAt), desc(quizAttempts.createdAt))
      .limit(filter.limit);
    return rows.map(quizOf);
  }

  async flashcardReviews(memberId: string, filter: ProgressFilter): Promise<FlashcardReviewRecord[]> {
    const where: SQL[] = [eq(flashcardReviews.memberId, memberId)];
    if (filter.since) where.push(gte(flashcardReviews.reviewedAt, filter.since));
    if (filter.cardId) where.push(eq(flashcardReviews.cardId, filter.cardId));
    const rows = await this.db
      .select()
      .from(flashcardReviews)
      .where(and(...where))
      .orderBy(desc(flashcardReviews.reviewedAt), desc(flashcardReviews.createdAt))
      .limit(filter.limit);
    return rows.map(reviewOf);
  }
}

function quizOf(row: typeof quizAttempts.$inferSelect): QuizAttemptRecord {
  const { createdAt: _createdAt, ...record } = row;
  return record;
}
