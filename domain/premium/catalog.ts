// §9 "Prices": seed data for every plan of the price table, with French and English names and the
// per-month figure the rules give. Where the spec's own figure disagrees, the rules win (docs/spec-notes.md).
import * as v from "valibot";
import { type Plan, type PlanInput, PlanSchema } from "./plan.ts";
import { roundUnitPrice, unitPriceOf } from "./pricing.ts";

/** §9 Prices (Africa): the fixed parity of the CFA franc: 1 EUR = 655.957 XOF. */
export const EUR_TO_XOF = 655.957;

/** §9 Prices (Africa): a euro figure in XOF at the fixed parity, rounded up to a multiple of 5 (the XOF rule). */
export function eurToXof(amountEur: number): number {
  return roundUnitPrice(amountEur * EUR_TO_XOF, "XOF");
}

/** §9 Prices: the ids of the seeded plans, one per price of the table (Africa: one per payment provider). */
export const CATALOG_PLAN_IDS = [
  "family-yearly",
  "family-yearly-partner",
  "solo-yearly-flash",
  "solo-yearly",
  "solo-yearly-partner",
  "solo-monthly",
  "family-monthly",
  "solo-quarterly",
  "family-quarterly",
  "family-lifetime",
  "family-holiday-workbook",
  "solo-toeic-pack",
  "family-pack-4-years",
  "solo-pack-4-years",
  "africa-family-yearly-mobile-money",
  "africa-family-yearly-card",
] as const;
export type CatalogPlanId = (typeof CATALOG_PLAN_IDS)[number];

/** §1 Languages: a display name in both product languages. */
export interface DisplayNames {
  fr: string;
  en: string;
}

/** §9 Prices: one seeded plan. */
export interface CatalogEntry {
  id: CatalogPlanId;
  plan: Plan;
  names: DisplayNames;
  /** The §9 table row the plan comes from. */
  specRow: string;
  /** The per-month price the rules give (null for a lifetime plan). */
  perMonth: number | null;
  /** The per-month figure the spec itself states, when it states one. */
  specPerMonth: number | null;
}

type Fields = Omit<PlanInput, "id" | "name">;

function entry(
  id: CatalogPlanId,
  names: DisplayNames,
  specRow: string,
  fields: Fields,
  specPerMonth: number | null = null,
): CatalogEntry {
  const plan = v.parse(PlanSchema, { ...fields, id, name: names.fr });
  return { id, plan, names, specRow, perMonth: unitPriceOf(plan.price, plan, "months"), specPerMonth };
}

const PREMIUM = "revizo-premium";
const yearly = { planType: "RENEWING", renewingPeriodicity: "yearly", provider: "card" } as const;
const quarterly = { planType: "RENEWING", renewingPeriodicity: "quarterly", provider: "card" } as const;
const monthly = { planType: "RENEWING", renewingPeriodicity: "monthly", provider: "card" } as const;
const fixedMonths = (months: number) =>
  ({ planType: "NON_RENEWING", fixedDuration: months, fixedDurationUnit: "months" }) as const;

/** §9 Prices: the Africa family yearly plan in XOF: the table's 149.99 is the euro figure, converted. */
export const AFRICA_FAMILY_YEARLY_XOF = eurToXof(149.99);

/** §9 Prices: every seeded plan, in the order of the price table. */
export const CATALOG: readonly CatalogEntry[] = [
  entry("family-yearly", { fr: "Famille annuel", en: "Family, yearly" }, "Family yearly", {
    ...yearly,
    product: PREMIUM,
    price: 149.99,
    isFamilyMasterPlan: true,
    isPopular: true,
  }),
  entry(
    "family-yearly-partner",
    { fr: "Famille annuel (partenaire)", en: "Family, yearly (partner)" },
    "Family yearly (newer partner variant)",
    { ...yearly, product: PREMIUM, price: 159.99, isFamilyMasterPlan: true, isPopular: true },
  ),
  entry(
    "solo-yearly-flash",
    { fr: "Solo annuel (offre flash)", en: "Solo, yearly (flash offer)" },
    "Solo yearly (flash)",
    { ...yearly, product: PREMIUM, price: 59.99, isPopular: true },
  ),
  entry("solo-yearly", { fr: "Solo annuel", en: "Solo, yearly" }, "Solo yearly", {
    ...yearly,
    product: PREMIUM,
    price: 89.99,
    isPopular: true,
  }),
  entry(
    "solo-yearly-partner",
    { fr: "Solo annuel (partenaire)", en: "Solo, yearly (partner)" },
    "Solo yearly (newer partner variant)",
    { ...yearly, product: PREMIUM, price: 99.99, isPopular: true },
  ),
  entry("solo-monthly", { fr: "Solo mensuel", en: "Solo, monthly" }, "Solo monthly", {
    ...monthly,
    product: PREMIUM,
    price: 11.99,
  }),
  entry("family-monthly", { fr: "Famille mensuel", en: "Family, monthly" }, "Family monthly", {
    ...monthly,
    product: PREMIUM,
    price: 22.99,
    isFamilyMasterPlan: true,
  }),
  entry("solo-quarterly", { fr: "Solo trimestriel", en: "Solo, quarterly" }, "Solo quarterly", {
    ...quarterly,
    product: PREMIUM,
    price: 29.99,
  }),
  entry("family-quarterly", { fr: "Famille trimestriel", en: "Family, quarterly" }, "Family quarterly", {
    ...quarterly,
    product: PREMIUM,
    price: 64.99,
    isFamilyMasterPlan: true,
  }),
  entry("family-lifetime", { fr: "Famille à vie", en: "Family, lifetime" }, "Family lifetime", {
    planType: "NON_RENEWING",
    provider: "card",
    product: PREMIUM,
    price: 99.99,
    isFamilyMasterPlan: true,
  }),
  entry(
    "family-holiday-workbook",
    { fr: "Cahier de vacances, famille", en: "Holiday workbook, family" },
    "Holiday workbook, family",
    {
      ...fixedMonths(2),
      provider: "card",
      product: "revizo-cahier-de-vacances",
      price: 6.99,
      isFamilyMasterPlan: true,
    },
  ),
  entry(
    "solo-toeic-pack",
    { fr: "Pack TOEIC/TOEFL", en: "TOEIC/TOEFL pack" },
    "TOEIC/TOEFL pack",
    { ...fixedMonths(3), provider: "card", product: "revizo-tests-de-langues", price: 49.99 },
    9.99,
  ),
  entry(
    "family-pack-4-years",
    { fr: "Pack réussite 4 ans, famille", en: "4-year success pack, family" },
    "4-year pack, family",
    { ...fixedMonths(48), provider: "card", product: PREMIUM, price: 249, isFamilyMasterPlan: true },
    5.19,
  ),
  entry(
    "solo-pack-4-years",
    { fr: "Pack réussite 4 ans, solo", en: "4-year success pack, solo" },
    "4-year pack, solo",
    { ...fixedMonths(48), provider: "card", product: PREMIUM, price: 199 },
    4.15,
  ),
  entry(
    "africa-family-yearly-mobile-money",
    { fr: "Afrique, famille annuel (mobile money)", en: "Africa, family yearly (mobile money)" },
    "Africa family yearly (mobile money)",
    {
      ...fixedMonths(12),
      provider: "mobile_money",
      product: PREMIUM,
      price: AFRICA_FAMILY_YEARLY_XOF,
      currency: "XOF",
      isFamilyMasterPlan: true,
      isPopular: true,
      numberOfCoupons: 74,
    },
    13.5,
  ),
  entry(
    "africa-family-yearly-card",
    { fr: "Afrique, famille annuel (carte bancaire)", en: "Africa, family yearly (bank card)" },
    "Africa family yearly (card)",
    {
      ...fixedMonths(12),
      provider: "card",
      product: PREMIUM,
      price: AFRICA_FAMILY_YEARLY_XOF,
      currency: "XOF",
      isFamilyMasterPlan: true,
      isPopular: true,
      numberOfCoupons: 74,
    },
    12.5,
  ),
];

/** §9 Prices: the seeded entries by id. */
export const CATALOG_BY_ID = Object.fromEntries(CATALOG.map((e) => [e.id, e])) as Readonly<
  Record<CatalogPlanId, CatalogEntry>
>;

/** §9 Prices: the seeded plan of an id. */
export function catalogPlan(id: CatalogPlanId): Plan {
  return CATALOG_BY_ID[id].plan;
}

/**
 * §7 getanonymeproductplans testing mode: the one fixed one-day prepaid plan in XOF through mobile money that
 * replaces the list. Its price is not shown in the spec; 100 XOF is our choice (docs/spec-notes.md).
 */
export const TESTING_MODE_PLAN: Plan = v.parse(PlanSchema, {
  id: "testing-one-day-mobile-money",
  product: PREMIUM,
  name: "Test, un jour (mobile money)",
  price: 100,
  currency: "XOF",
  provider: "mobile_money",
  planType: "NON_RENEWING",
  fixedDuration: 1,
  fixedDurationUnit: "days",
});
