import { and, eq } from "drizzle-orm";
import { givesAccessAt, subscriptionRecordOf } from "./subscription-access.ts";
import type {
  SubscriptionRecord,
  SubscriptionRepository,
  SubscriptionStatus,
} from "../../../application/api/premium/subscriptions.ts";
import type { Db } from "../db/database.ts";
import { subscriptions } from "../db/schema.ts";

/** Subscriptions in PostgreSQL. */
export class DrizzleSubscriptionRepository implements SubscriptionRepository {
  constructor(private readonly db: Db) {}

  async activeOf(memberId: string, now: Date): Promise<SubscriptionRecord[]> {
    const rows = await this.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.memberId, memberId), givesAccessAt(now)))
      .orderBy(subscriptions.periodStart);
    return rows.map(subscriptionRecordOf);
  }

  async create(subscription: SubscriptionRecord, now: Date): Promise<void> {
    await this.db.insert(subscriptions).values({ ...subscription, createdAt: now, updatedAt: now });
  }

  async updateStatus(id: string, status: SubscriptionStatus, now: Date): Promise<void> {
    await this.db
      .update(subscriptions)
      .set({ status, updatedAt: now, ...(status === "canceled" ? { canceledAt: now } : {}) })
      .where(eq(subscriptions.id, id));
  }
}
