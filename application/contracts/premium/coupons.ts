// HTTP contract of §7 GET /public/coupons/validate?code=&planIds= (§3 Coupon validation request).
import * as v from "valibot";
import { endpoint } from "../endpoint.ts";
import { CURRENCIES } from "../../../domain/premium/plan.ts";
import { IsoDateTime } from "../common.ts";
import { COUPON_CODE_MAX_LENGTH, COUPON_CODE_PATTERN } from "./coupon-code.ts";

/** §3 Coupon validation: why a coupon cannot be used. */
export const COUPON_REJECTIONS = ["Unknown", "Expired", "NotStarted", "NotApplicable", "Exhausted"] as const;
export type CouponRejection = (typeof COUPON_REJECTIONS)[number];

/** §9 coupons: a coupon takes a percentage off, or a fixed amount in one currency. */
export const COUPON_KINDS = ["percent", "amount"] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** §3 Coupon validation: the most plan ids one check may ask about. */
export const MAX_PLAN_IDS = 20;
const PLAN_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * §3: `code` (required; 1 to 40 letters, digits, - or _, any case, surrounding spaces ignored) and `planIds`
 * (optional; comma-separated plan ids, at most 20). Anything else is a malformed request (400).
 */
export const CouponValidateQuery = v.object({
  code: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty("Required"),
    v.maxLength(COUPON_CODE_MAX_LENGTH, "CouponCodeTooLong"),
    v.regex(COUPON_CODE_PATTERN, "CouponCodeInvalid"),
  ),
  planIds: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(MAX_PLAN_IDS * 65, "PlanIdsInvalid"),
      v.transform((value) => [
        ...new Set(
          value
            .split(",")
            .map((id) => id.trim())
            .filter((id) => id !== ""),
        ),
      ]),
      v.maxLength(MAX_PLAN_IDS, "PlanIdsInvalid"),
      v.check((ids) => ids.every((id) => PLAN_ID.test(id)), "PlanIdsInvalid"),
    ),
    "",
  ),
});
export type CouponValidateQuery = v.InferOutput<typeof CouponValidateQuery>;

/** §3 Coupon validation: the discount of a coupon: a percentage, or an amount in one currency. */
export const CouponDiscount = v.object({
  kind: v.picklist(COUPON_KINDS),
  value: v.number(),
  /** Only for `amount`. */
  currency: v.optional(v.picklist(CURRENCIES)),
});
export type CouponDiscount = v.InferOutput<typeof CouponDiscount>;

/**
 * §7 coupons/validate: the result, answered with 200 whether the code is valid or not. `reason` says why not: Unknown (no such
 * code), NotStarted, Expired, Exhausted (no redemption left), NotApplicable (none of the asked plans). The
 * discount is given only when valid. `planIds`: the asked plans the coupon applies to (empty when none were
 * asked). `expiresAt`/`startsAt`: the coupon's window, when it has one. The price charged is computed by the
 * server at checkout, never from this answer.
 */
export const CouponValidationResponse = v.object({
  valid: v.boolean(),
  /** The code as stored (or, for an unknown code, as asked: trimmed, upper case). */
  code: v.string(),
  reason: v.optional(v.picklist(COUPON_REJECTIONS)),
  discount: v.optional(CouponDiscount),
  planIds: v.array(v.string()),
  startsAt: v.optional(IsoDateTime),
  expiresAt: v.optional(IsoDateTime),
});
export type CouponValidationResponse = v.InferOutput<typeof CouponValidationResponse>;

/** §7 GET /public/coupons/validate: a documented coupon check (anonymous, throttled per address). */
export const VALIDATE_COUPON = endpoint({
  method: "GET",
  path: "/public/coupons/validate",
  summary:
    "Check a coupon code against plans (§3 Coupon validation request). 200 for every well-formed request, valid or not: " +
    "`reason` is Unknown, NotStarted, Expired, Exhausted or NotApplicable; `discount` (percent, or an amount with its " +
    "currency) only when valid; `planIds` the asked plans it applies to; `startsAt`/`expiresAt` its window. Informative " +
    "only: the checkout prices the order itself.",
  tags: ["coupons"],
  query: CouponValidateQuery,
  response: CouponValidationResponse,
  success: { status: 200, description: "The result" },
  errors: { 400: ["ValidationFailed"], 429: ["TooManyRequests"] },
  notes: {
    400:
      "code missing (Required), too long (CouponCodeTooLong), with other characters than letters, digits, - and _ " +
      "(CouponCodeInvalid); planIds malformed or more than 20 (PlanIdsInvalid); a repeated parameter (Repeated)",
    429: "per client address; Retry-After given",
  },
});
