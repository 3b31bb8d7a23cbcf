import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { DigestSubscriber, WeeklyFamilyDigestRepository } from "../../../application/api/coach/ports.ts";
import { weeklyFamilyDigests } from "../db/coach-schema.ts";
import type { Db } from "../db/database.ts";

const localeOf = (value: string): DigestSubscriber["locale"] => (value === "en" ? "en" : "fr");

/** The weekly word to parents in PostgreSQL: a row per subscribed holder; the week claimed by a conditional update. */
export class DrizzleWeeklyFamilyDigestRepository implements WeeklyFamilyDigestRepository {
  constructor(private readonly db: Db) {}

  async find(holderId: string): Promise<DigestSubscriber | null> {
    const [row] = await this.db
      .select()
      .from(weeklyFamilyDigests)
      .where(eq(weeklyFamilyDigests.holderId, holderId))
      .limit(1);
    return row ? { holderId: row.holderId, locale: localeOf(row.locale) } : null;
  }

  async subscribe(subscriber: DigestSubscriber, at: Date): Promise<void> {
    await this.db
      .insert(weeklyFamilyDigests)
      .values({ holderId: subscriber.holderId, locale: subscriber.locale, subscribedAt: at })
      .onConflictDoUpdate({ target: weeklyFamilyDigests.holderId, set: { locale: subscriber.locale } });
  }

  async unsubscribe(holderId: string): Promise<void> {
    await this.db.delete(weeklyFamilyDigests).where(eq(weeklyFamilyDigests.holderId, holderId));
  }

  async subscribers(): Promise<DigestSubscriber[]> {
    const rows = await this.db.select().from(weeklyFamilyDigests).orderBy(weeklyFamilyDigests.subscribedAt);
    return rows.map((row) => ({ holderId: row.holderId, locale: localeOf(row.locale) }));
  }

  async claimWeek(holderId: string, weekStart: string): Promise<boolean> {
    const claimed = await this.db
      .update(weeklyFamilyDigests)
      .set({ lastWeek: weekStart })
      .where(
        and(
          eq(weeklyFamilyDigests.holderId, holderId),
          or(isNull(weeklyFamilyDigests.lastWeek), lt(weeklyFamilyDigests.lastWeek, weekStart)),
        ),
      )
      .returning({ holderId: weeklyFamilyDigests.holderId });
    return claimed.length === 1;
  }
}
