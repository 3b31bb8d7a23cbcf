// §3 Coupon validation, the parts pages use directly (no container, no API): the outcome of a check, the rules
// of a well-formed code and the coupon as the price preview takes it. The use case is validate-coupon.ts.
import type { CouponDiscount, CouponRejection } from "../../contracts/premium/coupons.ts";
import { COUPON_CODE_MAX_LENGTH, COUPON_CODE_PATTERN } from "../../contracts/premium/coupon-code.ts";
import type { PreviewCoupon } from "./price-preview.ts";
import type { OfferKind } from "../../../domain/premium/promo.ts";

/** §3 Coupon validation: the outcome of a check, as the coupon field shows it. */
export type CouponCheck =
  | { status: "valid"; code: string; discount: CouponDiscount; planIds: string[]; expiresAt: string | null }
  /** Refused by the API (unknown, expired, not started, not for these plans, no use left) or malformed here. */
  | { status: "invalid"; code: string; reason: CouponRejection | "Malformed" }
  /** Issue 15: not a coupon but a code that narrows the offers (§4 PIXPAY23: family offers only). */
  | { status: "audience"; code: string; offers: OfferKind[] };

export type ValidateCouponFailure = { type: "Empty" } | { type: "Unavailable" };

/** §3: a code as compared (trimmed, upper case), as the API stores codes. */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

/** §3 Coupon validation: whether a typed code can be asked about at all (1 to 40 letters, digits, - or _). */
export function isWellFormedCode(code: string): boolean {
  const trimmed = code.trim();
  return trimmed.length > 0 && trimmed.length <= COUPON_CODE_MAX_LENGTH && COUPON_CODE_PATTERN.test(trimmed);
}

/** §3: a valid check as the price preview takes it, or null. */
export function previewCoupon(check: CouponCheck | null | undefined): PreviewCoupon | null {
  return check?.status === "valid" ? { code: check.code, discount: check.discount, planIds: check.planIds } : null;
}
