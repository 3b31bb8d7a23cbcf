// Drizzle tables of the commerce area (see drizzle.config.ts): plans per market, offer campaigns, coupons and
// their redemptions (§3 Plan, §3 Offer campaign, §3 Coupon validation request, §9 Prices). PostgreSQL 15 SQL.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { members } from "./schema.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: "number" });

/** §3 Plan: every field, per market (france, francophone-africa, testing), with listing and active flags. */
export const plans = pgTable(
  "plans",
  {
    id: text("id").primaryKey(),
    product: text("product").notNull(),
    /** French display name (the domain's `name`, its sort key). */
    name: text("name").notNull(),
    nameEn: text("name_en").notNull(),
    market: text("market").notNull(),
    /** Shown in its market's plan lists; false: sold only through a campaign offering it. */
    listed: boolean("listed").notNull().default(true),
    /** False: no longer sold (subscriptions may still reference it). */
    active: boolean("active").notNull().default(true),
    price: money("price").notNull(),
    promoPrice: money("promo_price"),
    currency: text("currency").notNull(),
    /** The kind: card, mobile_money, gift_card. */
    provider: text("provider").notNull(),
    paymentProvider: text("payment_provider").notNull(),
    planType: text("plan_type").notNull(),
    renewingPeriodicity: text("renewing_periodicity"),
    fixedDuration: integer("fixed_duration"),
    fixedDurationUnit: text("fixed_duration_unit"),
    isFamilyMasterPlan: boolean("is_family_master_plan").notNull().default(false),
    isPopular: boolean("is_popular").notNull().default(false),
    numberOfCoupons: integer("number_of_coupons").notNull().default(0),
    isStatic: boolean("is_static").notNull().default(false),
    hideCouponSummary: boolean("hide_coupon_summary").notNull().default(false),
    emailRequired: boolean("email_required").notNull().default(false),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("plans_market_idx")
      .on(t.market)
      .where(sql`${t.active} and ${t.listed}`),
    check("plans_market_check", sql`${t.market} in ('france', 'francophone-africa', 'testing')`),
    check("plans_currency_check", sql`${t.currency} in ('EUR', 'XOF')`),
    check("plans_provider_check", sql`${t.provider} in ('card', 'mobile_money', 'gift_card')`),
    check("plans_plan_type_check", sql`${t.planType} in ('RENEWING', 'NON_RENEWING')`),
    check(
      "plans_periodicity_check",
      sql`(${t.planType} = 'RENEWING') = (${t.renewingPeriodicity} is not null) and (${t.renewingPeriodicity} is null or ${t.renewingPeriodicity} in ('monthly', 'quarterly', 'yearly'))`,
    ),
    check(
      "plans_fixed_duration_check",
      sql`(${t.fixedDuration} is null) = (${t.fixedDurationUnit} is null) and (${t.fixedDuration} is null or ${t.fixedDuration} >= 1) and (${t.fixedDurationUnit} is null or ${t.fixedDurationUnit} in ('days', 'months'))`,
    ),
    check(
      "plans_price_check",
      sql`${t.price} > 0 and (${t.promoPrice} is null or (${t.promoPrice} > 0 and ${t.promoPrice} <= ${t.price}))`,
    ),
    check("plans_number_of_coupons_check", sql`${t.numberOfCoupons} >= 0`),
  ],
);

/** §3 Offer campaign: one record per window of a campaign page (§2), with its countdown and banner pages. */
export const campaigns = pgTable(
  "campaigns",
  {
    id: text("id").primaryKey(),
    /** The page: `offre-famille`, `flashoffer/lesfolles40`... Several records (windows) per page. */
    slug: text("slug").notNull(),
    kind: text("kind").notNull(),
    planId: text("plan_id")
      .notNull()
      .references(() => plans.id),
    paywallPath: text("paywall_path").notNull(),
    successPath: text("success_path"),
    couponCode: text("coupon_code").notNull(),
    startDate: ts("start_date").notNull(),
    endDate: ts("end_date").notNull(),
    /** Days (1 to 7). */
    counterRotation: integer("counter_rotation").notNull(),
    /** Minutes. */
    counterOffset: integer("counter_offset").notNull().default(10),
    /** §3 bannerPagesVisibile. */
    bannerPagesVisible: text("banner_pages_visible")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The campaign's own price for its plan while it runs; null: none. */
    promoPrice: money("promo_price"),
    active: boolean("active").notNull().default(true),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("campaigns_slug_idx").on(t.slug, t.startDate),
    index("campaigns_window_idx").on(t.startDate, t.endDate),
    check("campaigns_window_check", sql`${t.startDate} < ${t.endDate}`),
    check("campaigns_counter_check", sql`${t.counterRotation} between 1 and 7 and ${t.counterOffset} >= 0`),
    check(
      "campaigns_paths_check",
      sql`${t.paywallPath} like '/%' and (${t.successPath} is null or ${t.successPath} like '/%')`,
    ),
    check("campaigns_promo_price_check", sql`${t.promoPrice} is null or ${t.promoPrice} > 0`),
  ],
);

/** §9 coupons: a percentage or a fixed amount off, for some plans or all, in a window, a limited number of times. */
export const coupons = pgTable(
  "coupons",
  {
    id: text("id").primaryKey(),
    /** Unique whatever the case (index on lower(code)). */
    code: text("code").notNull(),
    /** percent | amount */
    kind: text("kind").notNull(),
    value: money("value").notNull(),
    /** For amount coupons only. */
    currency: text("currency"),
    /** The plans it applies to; null: every plan. */
    planIds: text("plan_ids").array(),
    startsAt: ts("starts_at"),
    expiresAt: ts("expires_at"),
    /** Null: unlimited. */
    maxRedemptions: integer("max_redemptions"),
    redemptionCount: integer("redemption_count").notNull().default(0),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("coupons_code_lower_key").on(sql`lower(${t.code})`),
    check("coupons_code_check", sql`${t.code} ~ '^[A-Za-z0-9_-]{1,40}$'`),
    check(
      "coupons_kind_check",
      sql`(${t.kind} = 'percent' and ${t.currency} is null and ${t.value} > 0 and ${t.value} <= 100) or (${t.kind} = 'amount' and ${t.currency} in ('EUR', 'XOF') and ${t.value} > 0)`,
    ),
    check(
      "coupons_window_check",
      sql`${t.startsAt} is null or ${t.expiresAt} is null or ${t.startsAt} < ${t.expiresAt}`,
    ),
    check(
      "coupons_redemptions_check",
      sql`${t.redemptionCount} >= 0 and (${t.maxRedemptions} is null or (${t.maxRedemptions} > 0 and ${t.redemptionCount} <= ${t.maxRedemptions}))`,
    ),
  ],
);

/** §9 coupons: one use of a coupon by a member for an order; a member uses a coupon once. */
export const couponRedemptions = pgTable(
  "coupon_redemptions",
  {
    id: uuid("id").primaryKey(),
    couponId: text("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    /** The order (checkout) it was used for. */
    orderReference: text("order_reference").notNull(),
    redeemedAt: ts("redeemed_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("coupon_redemptions_coupon_member_key").on(t.couponId, t.memberId),
    index("coupon_redemptions_member_idx").on(t.memberId),
    index("coupon_redemptions_order_idx").on(t.orderReference),
  ],
);
