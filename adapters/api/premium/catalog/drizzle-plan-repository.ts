// §3 Plan records in PostgreSQL (table `plans`), read back through the domain's plan schema.
import { and, eq, inArray } from "drizzle-orm";
import * as v from "valibot";
import { PlanSchema } from "../../../../domain/premium/plan.ts";
import {
  MARKETS,
  type Market,
  type PlanRepository,
  type StoredPlan,
} from "../../../../application/api/premium/catalog/ports.ts";
import { plans } from "../../db/premium-catalog-schema.ts";
import type { Db } from "../../db/database.ts";

type PlanRow = typeof plans.$inferSelect;

function isMarket(value: string): value is Market {
  return (MARKETS as readonly string[]).includes(value);
}

/** §3 Plan: a row as a stored plan; a row the domain's schema refuses is a broken record (an error, not a value). */
export function storedPlanOf(row: PlanRow): StoredPlan {
  const parsed = v.safeParse(PlanSchema, {
    id: row.id,
    product: row.product,
    name: row.name,
    price: row.price,
    promoPrice: row.promoPrice,
    currency: row.currency,
    provider: row.provider,
    paymentProvider: row.paymentProvider,
    planType: row.planType,
    renewingPeriodicity: row.renewingPeriodicity,
    fixedDuration: row.fixedDuration,
    fixedDurationUnit: row.fixedDurationUnit,
    isFamilyMasterPlan: row.isFamilyMasterPlan,
    isPopular: row.isPopular,
    numberOfCoupons: row.numberOfCoupons,
    isStatic: row.isStatic,
    hideCouponSummary: row.hideCouponSummary,
    emailRequired: row.emailRequired,
  });
  if (!parsed.success || !isMarket(row.market)) {
    throw new Error(
      `plans: the record ${row.id} breaks the plan rules (${parsed.issues?.[0]?.message ?? `market ${row.market}`})`,
    );
  }
  return {
    plan: parsed.output,
    names: { fr: row.name, en: row.nameEn },
    market: row.market,
    listed: row.listed,
    active: row.active,
  };
}

/** §3 Plan: the row of a stored plan (for the seeder). */
export function planRowOf(stored: StoredPlan, now: Date): typeof plans.$inferInsert {
  const { plan } = stored;
  return {
    id: plan.id,
    product: plan.product,
    name: plan.name,
    nameEn: stored.names.en,
    market: stored.market,
    listed: stored.listed,
    active: stored.active,
    price: plan.price,
    promoPrice: plan.promoPrice,
    currency: plan.currency,
    provider: plan.provider,
    paymentProvider: plan.paymentProvider,
    planType: plan.planType,
    renewingPeriodicity: plan.renewingPeriodicity,
    fixedDuration: plan.fixedDuration,
    fixedDurationUnit: plan.fixedDurationUnit,
    isFamilyMasterPlan: plan.isFamilyMasterPlan,
    isPopular: plan.isPopular,
    numberOfCoupons: plan.numberOfCoupons,
    isStatic: plan.isStatic,
    hideCouponSummary: plan.hideCouponSummary,
    emailRequired: plan.emailRequired,
    createdAt: now,
    updatedAt: now,
  };
}

/** §3 Plan: the PlanRepository port on PostgreSQL. */
export class DrizzlePlanRepository implements PlanRepository {
  constructor(private readonly db: Db) {}

  async listed(market: Market): Promise<StoredPlan[]> {
    const rows = await this.db
      .select()
      .from(plans)
      .where(and(eq(plans.market, market), eq(plans.active, true), eq(plans.listed, true)))
      .orderBy(plans.id);
    return rows.map(storedPlanOf);
  }

  async findById(id: string): Promise<StoredPlan | null> {
    const [row] = await this.db.select().from(plans).where(eq(plans.id, id)).limit(1);
    return row ? storedPlanOf(row) : null;
  }

  async findByIds(ids: readonly string[]): Promise<StoredPlan[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select()
      .from(plans)
      .where(inArray(plans.id, [...ids]));
    return rows.map(storedPlanOf);
  }
}
