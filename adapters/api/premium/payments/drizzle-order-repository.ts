// Issue 6: orders in PostgreSQL (table `orders`), outside the ledger's transactions.
import { and, eq } from "drizzle-orm";
import type { MemberOrder, OrderRecord, OrderRepository } from "../../../../application/api/premium/checkout/ports.ts";
import type { SubscriptionRecord } from "../../../../application/api/premium/subscriptions.ts";
import {
  CHECKOUT_PROVIDERS,
  ORDER_PURPOSES,
  ORDER_STATUSES,
} from "../../../../application/contracts/premium/checkout.ts";
import type { Db } from "../../db/database.ts";
import { orders } from "../../db/premium-payments-schema.ts";
import { subscriptions } from "../../db/schema.ts";
import { subscriptionRecordOf } from "../subscription-access.ts";

type OrderRow = typeof orders.$inferSelect;

function pick<T extends string>(values: readonly T[], value: string, what: string): T {
  const found = values.find((v) => v === value);
  if (found === undefined) throw new Error(`unexpected ${what} ${value}`);
  return found;
}

/** Issue 6: a row as a record (the table's checks guarantee status, currency and provider). */
export function orderRecordOf(row: OrderRow): OrderRecord {
  return {
    ...row,
    currency: row.currency === "XOF" ? "XOF" : "EUR",
    provider: pick(CHECKOUT_PROVIDERS, row.provider, "provider"),
    status: pick(ORDER_STATUSES, row.status, "order status"),
    purpose: pick(ORDER_PURPOSES, row.purpose, "order purpose"),
  };
}

/** Issue 6: the OrderRepository port on PostgreSQL. */
export class DrizzleOrderRepository implements OrderRepository {
  constructor(private readonly db: Db) {}

  async create(order: MemberOrder): Promise<{ created: true } | { created: false; existing: MemberOrder }> {
    const inserted = await this.db
      .insert(orders)
      .values(order)
      .onConflictDoNothing({ target: [orders.memberId, orders.idempotencyKey] })
      .returning({ id: orders.id });
    if (inserted.length > 0) return { created: true };
    const existing = await this.findByIdempotencyKey(order.memberId, order.idempotencyKey);
    if (!existing) throw new Error("order idempotency conflict without an order");
    return { created: false, existing };
  }

  async findById(id: string): Promise<OrderRecord | null> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, id)).limit(1);
    return row ? orderRecordOf(row) : null;
  }

  async findByIdempotencyKey(memberId: string, key: string): Promise<MemberOrder | null> {
    const [row] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.memberId, memberId), eq(orders.idempotencyKey, key)))
      .limit(1);
    return row ? { ...orderRecordOf(row), memberId } : null;
  }

  async findSubscription(id: string): Promise<SubscriptionRecord | null> {
    const [row] = await this.db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1);
    return row ? subscriptionRecordOf(row) : null;
  }

  async expireIfPending(id: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(orders)
      .set({ status: "expired", updatedAt: now })
      .where(and(eq(orders.id, id), eq(orders.status, "pending")))
      .returning({ id: orders.id });
    return rows.length > 0;
  }

  async attachSession(
    id: string,
    session: { providerReference: string; redirectUrl: string },
    now: Date,
  ): Promise<void> {
    await this.db
      .update(orders)
      .set({ providerReference: session.providerReference, redirectUrl: session.redirectUrl, updatedAt: now })
      .where(eq(orders.id, id));
  }
}
