import { and, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { CoachSettingsRepository } from "../../../application/api/coach/ports.ts";
import type { CoachSettings } from "../../../domain/coach/coach-settings.ts";
import { coachSettings } from "../db/coach-schema.ts";
import type { Db } from "../db/database.ts";

/** The coach's settings in PostgreSQL: one row per member, replaced whole. */
export class DrizzleCoachSettingsRepository implements CoachSettingsRepository {
  constructor(private readonly db: Db) {}

  async find(memberId: string): Promise<CoachSettings | null> {
    const [row] = await this.db.select().from(coachSettings).where(eq(coachSettings.memberId, memberId)).limit(1);
    return row ? { exams: row.exams, minutesPerWeekday: row.minutesPerWeekday, reminderHour: row.reminderHour } : null;
  }

  async remindable(): Promise<{ memberId: string; reminderHour: number; lastRemindedOn: string | null }[]> {
    const rows = await this.db
      .select({
        memberId: coachSettings.memberId,
        reminderHour: coachSettings.reminderHour,
        lastRemindedOn: coachSettings.lastRemindedOn,
      })
      .from(coachSettings)
      .where(isNotNull(coachSettings.reminderHour));
    return rows.flatMap((row) => (row.reminderHour === null ? [] : [{ ...row, reminderHour: row.reminderHour }]));
  }

  async claimReminder(memberId: string, today: string): Promise<boolean> {
    const claimed = await this.db
      .update(coachSettings)
      .set({ lastRemindedOn: today })
      .where(
        and(
          eq(coachSettings.memberId, memberId),
          or(isNull(coachSettings.lastRemindedOn), lt(coachSettings.lastRemindedOn, today)),
        ),
      )
      .returning({ memberId: coachSettings.memberId });
    return claimed.length === 1;
  }

  async save(memberId: string, settings: CoachSettings, at: Date): Promise<void> {
    const values = {
      exams: settings.exams,
      minutesPerWeekday: settings.minutesPerWeekday,
      reminderHour: settings.reminderHour,
      updatedAt: at,
    };
    await this.db
      .insert(coachSettings)
      .values({ memberId, ...values })
      .onConflictDoUpdate({ target: coachSettings.memberId, set: values });
  }
}
