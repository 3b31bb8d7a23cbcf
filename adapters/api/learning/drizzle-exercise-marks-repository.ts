import { and, desc, eq } from "drizzle-orm";
import type { ExerciseMark } from "../../../domain/learning/exercises.ts";
import type { ExerciseMarkRecord, ExerciseMarksRepository } from "../../../application/api/learning/summary-ports.ts";
import type { Db } from "../db/database.ts";
import { exerciseMarks } from "../db/learning-progress-schema.ts";

/** Marks on exercises, in PostgreSQL: one row per member, bank and exercise, the latest mark. */
export class DrizzleExerciseMarksRepository implements ExerciseMarksRepository {
  constructor(private readonly db: Db) {}

  async set(memberId: string, record: ExerciseMarkRecord): Promise<void> {
    const { bankPath, exerciseId, mark, markedAt } = record;
    await this.db
      .insert(exerciseMarks)
      .values({ memberId, bankPath, exerciseId, mark, markedAt })
      .onConflictDoUpdate({
        target: [exerciseMarks.memberId, exerciseMarks.bankPath, exerciseMarks.exerciseId],
        set: { mark, markedAt },
      });
  }

  async ofMember(memberId: string, bankPath?: string): Promise<ExerciseMarkRecord[]> {
    const rows = await this.db
      .select({
        bankPath: exerciseMarks.bankPath,
        exerciseId: exerciseMarks.exerciseId,
        mark: exerciseMarks.mark,
        markedAt: exerciseMarks.markedAt,
      })
      .from(exerciseMarks)
      .where(
        bankPath === undefined
          ? eq(exerciseMarks.memberId, memberId)
          : and(eq(exerciseMarks.memberId, memberId), eq(exerciseMarks.bankPath, bankPath)),
      )
      .orderBy(desc(exerciseMarks.markedAt));
    // The table's check constraint allows these two values only.
    return rows.map((row) => ({ ...row, mark: row.mark as ExerciseMark }));
  }
}
