// In-memory coupons and redemptions (tests and Storybook): an honest fake of the commerce CouponRepository.
import type { CouponRecord, CouponRepository, RedeemOutcome } from "../../application/api/premium/catalog/ports.ts";

interface Redemption {
  couponId: string;
  memberId: string;
  orderReference: string;
  redeemedAt: Date;
}

/** §9 coupons: the CouponRepository port in memory. */
export class MemoryCouponRepository implements CouponRepository {
  private readonly byId = new Map<string, CouponRecord>();
  readonly redemptions: Redemption[] = [];

  constructor(coupons: readonly CouponRecord[] = []) {
    for (const coupon of coupons) this.put(coupon);
  }

  /** Adds or replaces a coupon (by id). Codes stay unique whatever the case, as in the database. */
  put(coupon: CouponRecord): void {
    const clash = [...this.byId.values()].find(
      (c) => c.id !== coupon.id && c.code.toLowerCase() === coupon.code.toLowerCase(),
    );
    if (clash) throw new Error(`coupon code ${coupon.code} is taken`);
    this.byId.set(coupon.id, { ...coupon });
  }

  async findByCode(code: string): Promise<CouponRecord | null> {
    const wanted = code.trim().toLowerCase();
    const found = [...this.byId.values()].find((c) => c.code.toLowerCase() === wanted);
    return found ? { ...found } : null;
  }

  async hasRedeemed(couponId: string, memberId: string): Promise<boolean> {
    return this.redemptions.some((r) => r.couponId === couponId && r.memberId === memberId);
  }

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
    const coupon = this.byId.get(couponId);
    if (!coupon) return "unknown-coupon";
    const existing = this.redemptions.find((r) => r.couponId === couponId && r.memberId === memberId);
    if (existing) return existing.orderReference === orderReference ? "redeemed" : "already-redeemed";
    if (coupon.maxRedemptions !== null && coupon.redemptionCount >= coupon.maxRedemptions) return "exhausted";
    this.redemptions.push({ couponId, memberId, orderReference, redeemedAt: now });
    coupon.redemptionCount += 1;
    return "redeemed";
  }
}
