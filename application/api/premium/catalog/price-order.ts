// The price of an order, from the server's own records (plan, campaign, coupon): the checkout of the premium
// issue calls this and never trusts an amount or a price sent by the client (issue 6, §3, §5, §9).
import { err, ok, ResultAsync, type Result } from "neverthrow";
import { inject, injectable } from "tsyringe";
import { requiresEmail, type Currency, type Plan } from "../../../../domain/premium/plan.ts";
import { isValidEmail, normalizeEmail } from "../../../../domain/validation/email.ts";
import type { CouponKind } from "../../../contracts/premium/coupons.ts";
import { ClockToken, type Clock } from "../../shared/ports.ts";
import { campaignState, pickCampaign } from "./campaigns.ts";
import {
  chargeAfterCoupon,
  couponAppliesTo,
  couponTimingProblem,
  orderBasePrice,
  toMinorUnits,
} from "../../../../domain/premium/coupons.ts";
import { marketFor } from "./market.ts";
import {
  CampaignRepositoryToken,
  CommerceSettingsToken,
  CouponRepositoryToken,
  PlanRepositoryToken,
  type CampaignRepository,
  type CommerceSettings,
  type CouponRecord,
  type CouponRepository,
  type Market,
  type PlanRepository,
  type StoredCampaign,
} from "./ports.ts";

/** §3/§5/§9: what an order is priced from (never an amount sent by the client). */
export interface PriceOrderInput {
  planId: string;
  /** The campaign page the buyer came from (`/premium/checkout/{campaignSlug}`), if any. */
  campaignSlug?: string | null;
  /** A code typed by the buyer. Without one, a live campaign's own code is applied when it can be. */
  couponCode?: string | null;
  /** The buyer, once known (one use of a coupon per member). */
  memberId?: string | null;
  /** §5: required for mobile-money plans. */
  email?: string | null;
  /** The buyer's region (profile country, else the request's region of §7). */
  region: string;
}

/** §3 Coupon validation: why a coupon cannot be used for this order: the reasons of coupon validation, plus one use per member. */
export type CouponProblem = "Unknown" | "Expired" | "NotStarted" | "NotApplicable" | "Exhausted" | "AlreadyRedeemed";

/** §3/§5/§9: why an order cannot be priced (tagged values, never thrown). */
export type PriceOrderError =
  /** No such plan, or no longer sold. */
  | { type: "UnknownPlan"; planId: string }
  /** The plan is not sold in the buyer's market (e.g. an XOF plan in France), or the testing mode is on. */
  | { type: "PlanNotSoldInMarket"; planId: string; market: Market }
  /** The plan is sold only through a live campaign offering it (flash, partner, lifetime, packs). */
  | { type: "CampaignRequired"; planId: string }
  | { type: "UnknownCampaign"; slug: string }
  | { type: "CampaignNotStarted"; slug: string; startDate: string }
  | { type: "CampaignEnded"; slug: string; endDate: string }
  /** The campaign sells another plan. */
  | { type: "CampaignNotForPlan"; slug: string; planId: string }
  | { type: "CouponInvalid"; code: string; reason: CouponProblem }
  /** §5: plans from the mobile-money provider require an e-mail. */
  | { type: "EmailRequired" }
  | { type: "EmailInvalid" };

/** §3/§9: the price of an order, in the plan's currency. */
export interface PricedOrder {
  plan: Plan;
  market: Market;
  currency: Currency;
  /** The plan's price. */
  listPrice: number;
  /** The price before any coupon: the live campaign's price, else the plan's promo price, else its price. */
  basePrice: number;
  promoSource: "campaign" | "plan" | null;
  campaign: { id: string; slug: string } | null;
  coupon: {
    id: string;
    code: string;
    kind: CouponKind;
    value: number;
    currency: Currency | null;
    fromCampaign: boolean;
  } | null;
  /** basePrice − amount. */
  discount: number;
  /** What to charge, in `currency`: never below 0, never above the plan's price, rounded by the currency's rule. */
  amount: number;
  /** `amount` in the currency's minor unit (cents for EUR; XOF has none), as payment providers take it. */
  amountMinor: number;
  emailRequired: boolean;
  /** The e-mail kept for the order (trimmed), or null. */
  email: string | null;
}

/** §3 promoPrice / §3 Offer campaign: the order's base price: the lowest of the plan's price, its promo price and a live campaign's price. */
export function basePriceOf(
  plan: Plan,
  campaign: Pick<StoredCampaign, "promoPrice"> | null,
): { price: number; source: PricedOrder["promoSource"] } {
  return orderBasePrice(plan, campaign?.promoPrice ?? null);
}

/** §3/§5/§9: prices an order from the server's records (the checkout of the premium issue calls it). */
@injectable()
export class PriceOrder {
  constructor(
    @inject(PlanRepositoryToken) private readonly plans: PlanRepository,
    @inject(CampaignRepositoryToken) private readonly campaigns: CampaignRepository,
    @inject(CouponRepositoryToken) private readonly coupons: CouponRepository,
    @inject(CommerceSettingsToken) private readonly settings: CommerceSettings,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  execute(input: PriceOrderInput): ResultAsync<PricedOrder, PriceOrderError> {
    return new ResultAsync(this.run(input));
  }

  private async run(input: PriceOrderInput): Promise<Result<PricedOrder, PriceOrderError>> {
    const now = this.clock.now();
    const stored = await this.plans.findById(input.planId);
    if (!stored || !stored.active) return err({ type: "UnknownPlan", planId: input.planId });
    const { plan } = stored;
    const market = marketFor(input.region, this.settings.plansTestingMode);
    if (stored.market !== market) return err({ type: "PlanNotSoldInMarket", planId: plan.id, market });

    let campaign: StoredCampaign | null = null;
    const slug = input.campaignSlug?.trim() ?? "";
    if (slug !== "") {
      const picked = pickCampaign(await this.campaigns.bySlug(slug), now);
      if (!picked) return err({ type: "UnknownCampaign", slug });
      const state = campaignState(picked, now);
      if (state === "upcoming") return err({ type: "CampaignNotStarted", slug, startDate: picked.startDate });
      if (state === "ended") return err({ type: "CampaignEnded", slug, endDate: picked.endDate });
      if (picked.planId !== plan.id) return err({ type: "CampaignNotForPlan", slug, planId: plan.id });
      campaign = picked;
    }
    if (!stored.listed && campaign === null) return err({ type: "CampaignRequired", planId: plan.id });

    const coupon = await this.couponFor(input, plan, campaign, now);
    if (coupon.isErr()) return err(coupon.error);

    const emailRequired = requiresEmail(plan);
    const email = input.email && normalizeEmail(input.email) !== "" ? normalizeEmail(input.email) : null;
    if (emailRequired && email === null) return err({ type: "EmailRequired" });
    if (emailRequired && email !== null && !isValidEmail(email)) return err({ type: "EmailInvalid" });

    const base = basePriceOf(plan, campaign);
    const applied = coupon.value;
    const amount = chargeAfterCoupon(base.price, plan.currency, applied?.record ?? null);
    return ok({
      plan,
      market,
      currency: plan.currency,
      listPrice: plan.price,
      basePrice: base.price,
      promoSource: base.source,
      campaign: campaign ? { id: campaign.id, slug: campaign.slug } : null,
      coupon: applied
        ? {
            id: applied.record.id,
            code: applied.record.code,
            kind: applied.record.kind,
            value: applied.record.value,
            currency: applied.record.currency,
            fromCampaign: applied.fromCampaign,
          }
        : null,
      // Both are whole amounts of the currency: only binary noise is removed.
      discount: Math.round((base.price - amount) * 100) / 100,
      amount,
      amountMinor: toMinorUnits(amount, plan.currency),
      emailRequired,
      email,
    });
  }

  /**
   * The coupon of the order. A code typed by the buyer must be usable (else the order is refused with the
   * reason). Without one, a live campaign's own code applies when it can; when it cannot (exhausted, already
   * used by this member...), the order simply goes without it.
   */
  private async couponFor(
    input: PriceOrderInput,
    plan: Plan,
    campaign: StoredCampaign | null,
    now: Date,
  ): Promise<Result<{ record: CouponRecord; fromCampaign: boolean } | null, PriceOrderError>> {
    const typed = input.couponCode?.trim() ?? "";
    const code = typed !== "" ? typed : (campaign?.couponCode ?? "");
    if (code === "") return ok(null);
    const fromCampaign = typed === "";
    const problem = await this.couponProblem(code, plan, input.memberId ?? null, now);
    if (problem.reason === null) return ok({ record: problem.record, fromCampaign });
    return fromCampaign ? ok(null) : err({ type: "CouponInvalid", code: typed.toUpperCase(), reason: problem.reason });
  }

  private async couponProblem(
    code: string,
    plan: Plan,
    memberId: string | null,
    now: Date,
  ): Promise<{ reason: null; record: CouponRecord } | { reason: CouponProblem }> {
    const record = await this.coupons.findByCode(code);
    if (!record) return { reason: "Unknown" };
    const timing = couponTimingProblem(record, now);
    if (timing) return { reason: timing };
    if (!couponAppliesTo(record, plan)) return { reason: "NotApplicable" };
    if (memberId !== null && (await this.coupons.hasRedeemed(record.id, memberId)))
      return { reason: "AlreadyRedeemed" };
    return { reason: null, record };
  }
}
