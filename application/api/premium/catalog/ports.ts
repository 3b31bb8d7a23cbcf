// Ports of the commerce area: the plans sold per market, the offer campaigns, the coupons and their
// redemptions (§3 Plan, §3 Offer campaign, §3 Coupon validation request, §9 Prices). The checkout of the
// premium issue prices its orders through these records, never through an amount sent by the client.
import type { Plan } from "../../../../domain/premium/plan.ts";
import type { CampaignResponse } from "../../../contracts/premium/campaigns.ts";
import type { CouponDiscount, CouponValidationResponse } from "../../../contracts/premium/coupons.ts";
import type { PlanResponse } from "../../../contracts/premium/plans.ts";

/**
 * §1 Markets / §7 plans by country: the plan lists the product sells. `france` is France and, by default,
 * every country outside Francophone Africa (EUR, card); `francophone-africa` holds the XOF plans of §9;
 * `testing` holds the one-day prepaid XOF plan that PLANS_TESTING_MODE substitutes for every list (§7).
 */
export const MARKETS = ["france", "francophone-africa", "testing"] as const;
export type Market = (typeof MARKETS)[number];

/**
 * §3 Plan: a plan as the commerce records keep it. `plan` is the domain's plan (the valibot PlanSchema the seeds and
 * the pricing read); `names` are the contract's (application/contracts/premium/plans.ts). The rest is the store's.
 */
export interface StoredPlan {
  plan: Plan;
  /** §1 Languages: the display name in French (also `plan.name`) and English. */
  names: PlanResponse["names"];
  market: Market;
  /**
   * Shown in the plan lists of its market (GET /productplans/...). False: sold only through a live
   * campaign that offers it (flash, partner, lifetime and pack plans of §9), never on its own.
   */
  listed: boolean;
  /** False: no longer sold at all (kept for the subscriptions that reference it). */
  active: boolean;
}

/** §3 Plan: the plans, by market. */
export interface PlanRepository {
  /** The active, listed plans of a market (order unspecified: the domain sorts them). */
  listed(market: Market): Promise<StoredPlan[]>;
  /** One plan, active or not. */
  findById(id: string): Promise<StoredPlan | null>;
  /** The plans among `ids` that exist (active or not). */
  findByIds(ids: readonly string[]): Promise<StoredPlan[]>;
}
/** §3 Plan: DI token of the PlanRepository port. */
export const PlanRepositoryToken = Symbol("CommercePlanRepository");

/**
 * §3 Offer campaign: a campaign record (one per window of a campaign page; a page may have several). It is the
 * contract's campaign (application/contracts/premium/campaigns.ts) without what the answer computes at its instant:
 * the plan's view, the state and the countdown. `slug` is the page's slug under /premium/ or at the top level (the
 * `campaignSlug` of an order); `startDate` and `endDate` stay ISO 8601 instants (start included, end excluded).
 */
export type StoredCampaign = Omit<CampaignResponse, "plan" | "state" | "countdown" | "startsInMs">;

/** §3 Offer campaign: the active campaign records. */
export interface CampaignRepository {
  /** Every active campaign record, by start date then id. */
  all(): Promise<StoredCampaign[]>;
  /** The active records of one page, by start date then id. */
  bySlug(slug: string): Promise<StoredCampaign[]>;
}
/** §3 Offer campaign: DI token of the CampaignRepository port. */
export const CampaignRepositoryToken = Symbol("CampaignRepository");

/**
 * §9 "Coupon codes are attached to campaigns": a coupon as stored. Its code and discount are those the coupon check
 * answers (application/contracts/premium/coupons.ts); the rest (its id, plans, window and count) is the store's.
 * `code` as stored (our seeds are upper case), matched without regard to case or surrounding spaces; `value` a
 * percentage (0 < value <= 100) or an amount in `currency`.
 */
export interface CouponRecord extends Pick<CouponValidationResponse, "code">, Omit<CouponDiscount, "currency"> {
  id: string;
  /** Required for `amount` coupons, null for `percent` ones. */
  currency: NonNullable<CouponDiscount["currency"]> | null;
  /** The plans it applies to; null: every plan. */
  planIds: string[] | null;
  /** Valid from (included); null: at once. */
  startsAt: Date | null;
  /** Valid until (excluded); null: never expires. */
  expiresAt: Date | null;
  /** Null: unlimited. */
  maxRedemptions: number | null;
  redemptionCount: number;
}

/** §9 coupons: what recording a redemption did. */
export type RedeemOutcome =
  /** Counted now, or already counted for this same order (a retried confirmation counts once). */
  | "redeemed"
  /** The member already used this coupon for another order (one use per member). */
  | "already-redeemed"
  /** No redemption left. */
  | "exhausted"
  | "unknown-coupon";

/** §9 coupons: the coupons and their redemptions. */
export interface CouponRepository {
  /** Case-insensitive, surrounding spaces ignored. */
  findByCode(code: string): Promise<CouponRecord | null>;
  hasRedeemed(couponId: string, memberId: string): Promise<boolean>;
  /**
   * Records that a member used a coupon for an order and counts it, atomically: two confirmations racing
   * for the last redemption leave one counted; the same member and order twice count once.
   */
  redeem(input: { couponId: string; memberId: string; orderReference: string; now: Date }): Promise<RedeemOutcome>;
}
/** §9 coupons: DI token of the CouponRepository port. */
export const CouponRepositoryToken = Symbol("CouponRepository");

/** §7 testing mode: settings of the commerce use cases that come from configuration. */
export interface CommerceSettings {
  /** §7 testing mode: every plan list becomes the one-day prepaid XOF plan through mobile money. */
  plansTestingMode: boolean;
}
/** §7 testing mode: DI token of the commerce settings. */
export const CommerceSettingsToken = Symbol("CommerceSettings");
