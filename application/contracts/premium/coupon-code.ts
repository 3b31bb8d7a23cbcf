// §3 Coupon validation: what a well-formed coupon code is, for the contracts' schemas (coupons.ts, checkout.ts) and the
// pages' own check before asking (application/web/premium/coupon-check.ts). Apart from the schemas, so that a page's
// browser code loads no valibot for it (ADR 012, addendum "premiumtbt").

/** §3 Coupon validation: the longest code accepted (longer is a malformed request, not an unknown code). */
export const COUPON_CODE_MAX_LENGTH = 40;
/** §3 Coupon validation: letters, digits, dash and underscore. */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
