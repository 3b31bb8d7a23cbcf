// The product data of the commerce area, seeded in every environment (§9 Prices, §9 campaign windows and
// coupons): the catalogue's plans per market, the seeded campaigns, and the coupons (one per campaign code,
// plus a few of our own). Built from the domain's catalogue and campaign seeds, never typed twice.
import { CATALOG, type CatalogPlanId, TESTING_MODE_PLAN } from "../../../../domain/premium/catalog.ts";
import { SEED_CAMPAIGNS } from "../../../../domain/premium/campaign-seeds.ts";
import { windowFitsCopy } from "../../../../domain/premium/campaign-pages.ts";
import type { CouponRecord, Market, StoredCampaign, StoredPlan } from "./ports.ts";

/**
 * §7 plans by country: the plans of the general lists. France: the yearly, quarterly and monthly plans,
 * solo and family. Africa: the family yearly plan through both providers. Every other catalogue plan (flash,
 * partner, lifetime, holiday workbook, language and 4-year packs) is sold only through its campaign.
 */
export const LISTED_PLAN_IDS: ReadonlySet<string> = new Set<CatalogPlanId>([
  "family-yearly",
  "family-quarterly",
  "family-monthly",
  "solo-yearly",
  "solo-quarterly",
  "solo-monthly",
  "africa-family-yearly-mobile-money",
  "africa-family-yearly-card",
]);

/** §1 Markets: XOF plans belong to Francophone Africa, the others to France (and the rest of the world). */
function marketOf(currency: string): Market {
  return currency === "XOF" ? "francophone-africa" : "france";
}

/** §9 Prices: every catalogue plan, plus the §7 testing-mode plan (in a market of its own). */
export const SEED_PLANS: readonly StoredPlan[] = [
  ...CATALOG.map((entry) => ({
    plan: entry.plan,
    names: entry.names,
    market: marketOf(entry.plan.currency),
    listed: LISTED_PLAN_IDS.has(entry.id),
    active: true,
  })),
  {
    plan: TESTING_MODE_PLAN,
    names: { fr: TESTING_MODE_PLAN.name, en: "Test, one day (mobile money)" },
    market: "testing",
    listed: true,
    active: true,
  },
];

/** Issue 15: a seeded campaign whose window does not fit its page's copy (a back-to-school offer in November) is a bug. */
function fittingItsCopy<T extends Parameters<typeof windowFitsCopy>[0] & { id: string }>(campaign: T): T {
  if (!windowFitsCopy(campaign)) throw new Error(`campaign ${campaign.id}: its window does not fit its page's copy`);
  return campaign;
}

/** §3 Offer campaign: the domain's seeded campaigns (historical 2024 windows and current 2026–2027 ones). */
export const SEED_CAMPAIGN_RECORDS: readonly StoredCampaign[] = SEED_CAMPAIGNS.map(fittingItsCopy).map((c) => ({
  id: c.id,
  slug: c.slug,
  kind: c.kind,
  planId: c.planId,
  paywallPath: c.paywallPath,
  successPath: c.successPath ?? null,
  couponCode: c.couponCode,
  startDate: new Date(c.startDate).toISOString(),
  endDate: new Date(c.endDate).toISOString(),
  counterRotation: c.counterRotation,
  counterOffset: c.counterOffset,
  bannerPagesVisibile: [...c.bannerPagesVisibile],
  promoPrice: null,
}));

/** §9 coupons: a seeded coupon: the record without its redemption count (which the database keeps). */
export type SeedCoupon = Omit<CouponRecord, "redemptionCount">;

/** The percentage a campaign's coupon takes off, by code stem (our figures); 20 % when not listed. */
const CAMPAIGN_PERCENT: Readonly<Record<string, number>> = {
  FOLLES40: 40,
  BLACKFRIDAY: 40,
  FLASH: 30,
  NOELFAMILLE: 25,
  PACK4ANS: 15,
  BIENVENUEELEVE: 10,
  BIENVENUEFAMILLE: 10,
};
const DEFAULT_CAMPAIGN_PERCENT = 20;
/** §9 Africa: the Africa campaign's coupon takes a fixed amount off the XOF price (our figure). */
const AFRICA_COUPON_XOF = 5_000;

const couponId = (code: string) => `coupon-${code.toLowerCase()}`;

function campaignCoupon(campaign: StoredCampaign): SeedCoupon {
  const stem = campaign.couponCode.slice(0, -2);
  const base = {
    id: couponId(campaign.couponCode),
    code: campaign.couponCode,
    planIds: [campaign.planId],
    startsAt: new Date(campaign.startDate),
    expiresAt: new Date(campaign.endDate),
    maxRedemptions: null,
  };
  if (stem === "AFRIQUE") return { ...base, kind: "amount", value: AFRICA_COUPON_XOF, currency: "XOF" };
  return { ...base, kind: "percent", value: CAMPAIGN_PERCENT[stem] ?? DEFAULT_CAMPAIGN_PERCENT, currency: null };
}

/** §9 Prices: the family plans of the catalogue (the family-only coupon applies to them). */
export const FAMILY_PLAN_IDS: readonly string[] = CATALOG.filter((e) => e.plan.isFamilyMasterPlan).map((e) => e.id);

/** Coupons of our own beside the campaign codes: open, family-only, fixed amount, expired, future, limited. */
const OTHER_COUPON_FIELDS: readonly Omit<SeedCoupon, "id">[] = [
  {
    code: "BIENVENUE10",
    kind: "percent",
    value: 10,
    currency: null,
    planIds: null,
    startsAt: null,
    expiresAt: null,
    maxRedemptions: null,
  },
  {
    code: "FAMILLE15",
    kind: "percent",
    value: 15,
    currency: null,
    planIds: [...FAMILY_PLAN_IDS],
    startsAt: null,
    expiresAt: null,
    maxRedemptions: null,
  },
  {
    code: "MOINS10",
    kind: "amount",
    value: 10,
    currency: "EUR",
    planIds: null,
    startsAt: null,
    expiresAt: null,
    maxRedemptions: null,
  },
  {
    code: "RENTREE2025",
    kind: "percent",
    value: 20,
    currency: null,
    planIds: null,
    startsAt: new Date("2025-08-18T00:00:00+02:00"),
    expiresAt: new Date("2025-10-01T00:00:00+02:00"),
    maxRedemptions: null,
  },
  {
    code: "ETE2027",
    kind: "percent",
    value: 25,
    currency: null,
    planIds: null,
    startsAt: new Date("2027-06-01T00:00:00+02:00"),
    expiresAt: new Date("2027-09-01T00:00:00+02:00"),
    maxRedemptions: null,
  },
  {
    code: "PREMIERS100",
    kind: "percent",
    value: 30,
    currency: null,
    planIds: null,
    startsAt: null,
    expiresAt: null,
    maxRedemptions: 100,
  },
];
const OTHER_COUPONS: readonly SeedCoupon[] = OTHER_COUPON_FIELDS.map((c) => ({ ...c, id: couponId(c.code) }));

/** §9 "Coupon codes are attached to campaigns": one coupon per seeded campaign, valid in its window, plus ours. */
export const SEED_COUPONS: readonly SeedCoupon[] = [...SEED_CAMPAIGN_RECORDS.map(campaignCoupon), ...OTHER_COUPONS];
