// §3 "Plan (offer)": the plan entity, its valibot schema, its payment providers and its duration's type (the rule is in
// plan-duration.ts, apart from the schema).
import * as v from "valibot";

/** §3 Plan: the currencies a plan can be priced in (EUR in France and elsewhere, XOF for Francophone Africa). */
export const CURRENCIES = ["EUR", "XOF"] as const;
export type Currency = (typeof CURRENCIES)[number];

/** §9 Plan computation rules: a plan without a currency is priced in euros. */
export const DEFAULT_CURRENCY: Currency = "EUR";

/** §3 Plan: the three kinds of payment provider (bank card, mobile money, gift card). */
export const PROVIDER_KINDS = ["card", "mobile_money", "gift_card"] as const;
export type ProviderKind = (typeof PROVIDER_KINDS)[number];

export interface PaymentProviderInfo {
  /** The concrete provider's name, as stored in `paymentProvider` and used in `/validatePayment/{name}`. */
  name: string;
}

/**
 * §3 Plan / §2 Payment result routes: the concrete provider behind each kind. The spec does not name them;
 * cards go through Stripe (the house plan's real provider), the other two are neutral names (docs/spec-notes.md).
 */
export const PAYMENT_PROVIDERS: Readonly<Record<ProviderKind, PaymentProviderInfo>> = {
  card: { name: "stripe" },
  mobile_money: { name: "mobile-money" },
  gift_card: { name: "gift-card" },
};

/** §3 Plan: a plan renews itself, or is paid once for a fixed (or unlimited) time. */
export const PLAN_TYPES = ["RENEWING", "NON_RENEWING"] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/** §3 Plan: how often a RENEWING plan renews. */
export const RENEWING_PERIODICITIES = ["monthly", "quarterly", "yearly"] as const;
export type RenewingPeriodicity = (typeof RENEWING_PERIODICITIES)[number];

/** §3 Plan: fixedDurationUnit is days or months. */
export const DURATION_UNITS = ["days", "months"] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

/** §9 Plan computation rules: EUR amounts carry whole cents (2 decimals). */
export function isWholeCents(amount: number): boolean {
  const cents = amount * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

/** §9 Plan computation rules: XOF amounts are whole multiples of 5 francs (the rounding step of the rules). */
export function isMultipleOfFive(amount: number): boolean {
  return Number.isInteger(amount) && amount % 5 === 0;
}

/** §9 Plan computation rules: whether an amount can be written in the currency (see isWholeCents, isMultipleOfFive). */
export function fitsCurrency(amount: number, currency: Currency): boolean {
  return currency === "EUR" ? isWholeCents(amount) : isMultipleOfFive(amount);
}

const PositiveAmount = v.pipe(v.number(), v.finite(), v.gtValue(0));
const NonEmpty = v.pipe(v.string(), v.trim(), v.nonEmpty());

/** §3 Plan: the raw fields of a plan, each optional field with its default. */
export const PlanFieldsSchema = v.object({
  id: NonEmpty,
  product: NonEmpty,
  name: NonEmpty,
  price: PositiveAmount,
  promoPrice: v.optional(v.nullable(PositiveAmount), null),
  currency: v.optional(v.picklist(CURRENCIES), DEFAULT_CURRENCY),
  provider: v.picklist(PROVIDER_KINDS),
  paymentProvider: v.optional(v.nullable(NonEmpty), null),
  planType: v.picklist(PLAN_TYPES),
  renewingPeriodicity: v.optional(v.nullable(v.picklist(RENEWING_PERIODICITIES)), null),
  fixedDuration: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))), null),
  fixedDurationUnit: v.optional(v.nullable(v.picklist(DURATION_UNITS)), null),
  isFamilyMasterPlan: v.optional(v.boolean(), false),
  isPopular: v.optional(v.boolean(), false),
  numberOfCoupons: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  isStatic: v.optional(v.boolean(), false),
  hideCouponSummary: v.optional(v.boolean(), false),
  emailRequired: v.optional(v.boolean(), false),
});

/**
 * §3 Plan and §5 (mobile money needs an e-mail): the plan schema. Besides field types it checks that the
 * promo price never exceeds the price, that amounts fit their currency, that a duration has a unit, and that
 * only RENEWING plans have a periodicity (and must have one). It fills `paymentProvider` from the kind and
 * forces `emailRequired` for mobile money.
 */
export const PlanSchema = v.pipe(
  PlanFieldsSchema,
  v.check((p) => p.promoPrice === null || p.promoPrice <= p.price, "The promo price must not exceed the price."),
  v.check(
    (p) => fitsCurrency(p.price, p.currency) && (p.promoPrice === null || fitsCurrency(p.promoPrice, p.currency)),
    "Amounts must fit the currency: whole cents in EUR, multiples of 5 in XOF.",
  ),
  v.check(
    (p) => (p.fixedDuration === null) === (p.fixedDurationUnit === null),
    "fixedDuration and fixedDurationUnit go together.",
  ),
  v.check(
    (p) => (p.planType === "RENEWING") === (p.renewingPeriodicity !== null),
    "A RENEWING plan needs a renewingPeriodicity; a NON_RENEWING plan has none.",
  ),
  v.transform((p) => ({
    ...p,
    paymentProvider: p.paymentProvider ?? PAYMENT_PROVIDERS[p.provider].name,
    emailRequired: p.emailRequired || p.provider === "mobile_money",
  })),
);

/** §3 Plan: a validated plan. */
export type Plan = v.InferOutput<typeof PlanSchema>;
/** §3 Plan: a plan as the API or seed data gives it, before defaults. */
export type PlanInput = v.InferInput<typeof PlanSchema>;

/** §5 Validation: plans from the mobile-money provider require an e-mail (as does any plan flagged so). */
export function requiresEmail(plan: Pick<Plan, "provider" | "emailRequired">): boolean {
  return plan.emailRequired || plan.provider === "mobile_money";
}

/** §3 Plan: a plan's length; null for a lifetime plan. */
export interface PlanDuration {
  amount: number;
  unit: DurationUnit;
}
