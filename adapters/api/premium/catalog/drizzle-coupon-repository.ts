// Coupons and their redemptions in PostgreSQL (tables `coupons`, `coupon_redemptions`).
import { and, eq, sql } from "drizzle-orm";
import type {
  CouponRecord,
  CouponRepository,
  RedeemOutcome,
} from "../../../../application/api/premium/catalog/ports.ts";
import type { SeedCoupon } from "../../../../application/api/premium/catalog/seed-data.ts";
import { couponRedemptions, coupons } from "../../db/premium-catalog-schema.ts";
import type { Db } from "../../db/database.ts";

type CouponRow = typeof coupons.$inferSelect;

/** §9 coupons: a row as a record (the table's checks guarantee kind and currency). */
export function couponRecordOf(row: CouponRow): CouponRecord {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind === "amount" ? "amount" : "percent",
    value: row.value,
    currency: row.currency === "EUR" || row.currency === "XOF" ? row.currency : null,
    planIds: row.planIds,
    startsAt: row.startsAt,
    expiresAt: row.expiresAt,
    maxRedemptions: row.maxRedemptions,
    redemptionCount: row.redemptionCount,
  };
}

/** §9 coupons: the row of a seeded coupon (the redemption count is the database's: never written by the seeder). */
export function couponRowOf(coupon: SeedCoupon, now: Date): typeof coupons.$inferInsert {
  return {
    id: coupon.id,
    code: coupon.code,
    kind: coupon.kind,
    value: coupon.value,
    currency: coupon.currency,
    planIds: coupon.planIds,
    startsAt: coupon.startsAt,
    expiresAt: coupon.expiresAt,
    maxRedemptions: coupon.maxRedemptions,
    createdAt: now,
    updatedAt: now,
  };
}

/** §9 coupons: the CouponRepository port on PostgreSQL. */
export class DrizzleCouponRepository implements CouponRepository {
  constructor(
    private readonly db: Db,
    private readonly newId: () => string = () => crypto.randomUUID(),
  ) {}

  async findByCode(code: string): Promise<CouponRecord | null> {
    const [row] = await this.db
      .select()
      .from(coupons)
      .where(sql`lower(${coupons.code}) = ${code.trim().toLowerCase()}`)
      .limit(1);
    return row ? couponRecordOf(row) : null;
  }

  async hasRedeemed(couponId: string, memberId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: couponRedemptions.id })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.memberId, memberId)))
      .limit(1);
    return row !== undefined;
  }

  /** Locks the coupon's row, so redemptions of one coupon happen one after the other (no overrun of the limit). */
  async redeem({
    couponId,
    memberId,
    orderReference,
    now,
  }: {
    couponId: string;
    memberId: string;
    orderReference: string;
    now: Date;
  }): Promise<RedeemOutcome> {
    return this.db.transaction(async (tx): Promise<RedeemOutcome> => {
      const [coupon] = await tx
        .select({ max: coupons.maxRedemptions, count: coupons.redemptionCount })
        .from(coupons)
        .where(eq(coupons.id, couponId))
        .for("update");
      if (!coupon) return "unknown-coupon";
      const [existing] = await tx
        .select({ orderReference: couponRedemptions.orderReference })
        .from(couponRedemptions)
        .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.memberId, memberId)));
      if (existing) return existing.orderReference === orderReference ? "redeemed" : "already-redeemed";
      if (coupon.max !== null && coupon.count >= coupon.max) return "exhausted";
      await tx
        .insert(couponRedemptions)
        .values({ id: this.newId(), couponId, memberId, orderReference, redeemedAt: now });
      await tx
        .update(coupons)
        .set({ redemptionCount: sql`${coupons.redemptionCount} + 1`, updatedAt: now })
        .where(eq(coupons.id, couponId));
      return "redeemed";
    });
  }
}
