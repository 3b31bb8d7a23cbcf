import { eq } from "drizzle-orm";
import type { CoachSettingsRepository } from "../../../application/api/coach/ports.ts";
import type { CoachSettings } from "../../../domain/coach/coach-settings.ts";
import { coachSettings } from "../db/coach-schema.ts";
import type { Db } from "../db/database.ts";

/** The coach's settings in PostgreSQL: one row per member, replaced whole. */
export class DrizzleCoachSettingsRepository implements CoachSettingsRepository {
  constructor(private readonly db: Db) {}

  async find(memberId: string): Promise<CoachSettings | null> {
    const [row] = await this.db.select().from(coachSettings).where(eq(coachSettings.memberId, memberId)).limit(1);
    return row ? { exams: row.exams, minutesPerWeekday: row.minutesPerWeekday } : null;
  }

  async save(memberId: string, settings: CoachSettings, at: Date): Promise<void> {
    const values = { exams: settings.exams, minutesPerWeekday: settings.minutesPerWeekday, updatedAt: at };
    await this.db
      .insert(coachSettings)
      .values({ memberId, ...values })
      .onConflictDoUpdate({ target: coachSettings.memberId, set: values });
  }
}
