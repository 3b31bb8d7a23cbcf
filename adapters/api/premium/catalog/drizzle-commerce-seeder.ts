// Seeds the commerce records in every environment (they are product data, not demo data): plans, campaigns and
// coupons, upserted by id so that a change in the catalogue (a price, a window) reaches the database at the next
// start. A coupon's redemption count is never touched. Idempotent, and safe when two processes start together.
import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import {
  SEED_CAMPAIGN_RECORDS,
  SEED_COUPONS,
  SEED_PLANS,
  type SeedCoupon,
} from "../../../../application/api/premium/catalog/seed-data.ts";
import type { StoredCampaign } from "../../../../application/api/premium/catalog/ports.ts";
import { campaigns, coupons, plans } from "../../db/premium-catalog-schema.ts";
import type { Db } from "../../db/database.ts";
import { campaignRowOf } from "./drizzle-campaign-repository.ts";
import { couponRowOf } from "./drizzle-coupon-repository.ts";
import { planRowOf } from "./drizzle-plan-repository.ts";

/** `set` of an upsert: every column but the key, the creation time and `keep`, taken from the proposed row. */
function fromExcluded(table: PgTable, keep: readonly string[] = []): Record<string, SQL> {
  const skip = new Set(["id", "createdAt", ...keep]);
  return Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([key]) => !skip.has(key))
      .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
  );
}

/** §9: how many records of each kind the seed holds. */
export interface CommerceSeedReport {
  plans: number;
  campaigns: number;
  coupons: number;
}

/** §2 /premium/{token}: upserts demo personal links and their coupons (development and test only; idempotent). */
export async function seedPersonalLinks(
  db: Db,
  links: readonly StoredCampaign[],
  linkCoupons: readonly SeedCoupon[],
  now: Date = new Date(),
): Promise<number> {
  if (links.length === 0) return 0;
  await db.transaction(async (tx) => {
    await tx
      .insert(campaigns)
      .values(links.map((c) => campaignRowOf(c, now)))
      .onConflictDoUpdate({ target: campaigns.id, set: fromExcluded(campaigns) });
    if (linkCoupons.length > 0) {
      await tx
        .insert(coupons)
        .values(linkCoupons.map((c) => couponRowOf(c, now)))
        .onConflictDoUpdate({ target: coupons.id, set: fromExcluded(coupons, ["redemptionCount"]) });
    }
  });
  return links.length;
}

/** §9 Prices, campaigns and coupons: upserts the seed (idempotent). */
export async function seedCommerce(db: Db, now: Date = new Date()): Promise<CommerceSeedReport> {
  await db.transaction(async (tx) => {
    await tx
      .insert(plans)
      .values(SEED_PLANS.map((p) => planRowOf(p, now)))
      .onConflictDoUpdate({ target: plans.id, set: fromExcluded(plans) });
    await tx
      .insert(campaigns)
      .values(SEED_CAMPAIGN_RECORDS.map((c) => campaignRowOf(c, now)))
      .onConflictDoUpdate({ target: campaigns.id, set: fromExcluded(campaigns) });
    await tx
      .insert(coupons)
      .values(SEED_COUPONS.map((c) => couponRowOf(c, now)))
      .onConflictDoUpdate({ target: coupons.id, set: fromExcluded(coupons, ["redemptionCount"]) });
  });
  return { plans: SEED_PLANS.length, campaigns: SEED_CAMPAIGN_RECORDS.length, coupons: SEED_COUPONS.length };
}
