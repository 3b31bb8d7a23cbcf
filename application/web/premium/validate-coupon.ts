// §3 Coupon validation request, §7 GET /public/coupons/validate?code=&planIds=: checks a code typed on a plans,
// campaign or checkout page for the plans it shows. A malformed code is refused here without a call.
import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import { inject, injectable } from "tsyringe";
import {
  COUPON_CODE_MAX_LENGTH,
  COUPON_CODE_PATTERN,
  CouponValidationResponse,
  MAX_PLAN_IDS,
  type CouponDiscount,
  type CouponRejection,
} from "../../contracts/coupons.ts";
import { ApiClientToken, type ApiClient } from "../http/ports.ts";
import type { PreviewCoupon } from "./price-preview.ts";

/** §3 Coupon validation: the outcome of a check, as the coupon field shows it. */
export type CouponCheck =
  | { status: "valid"; code: string; discount: CouponDiscount; planIds: string[]; expiresAt: string | null }
  /** Refused by the API (unknown, expired, not started, not for these plans, no use left) or malformed here. */
  | { status: "invalid"; code: string; reason: CouponRejection | "Malformed" };

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

@injectable()
export class ValidateCoupon {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  /** §3/§7: the check of `code` for `planIds` (at most 20; the first ones are kept). */
  execute(input: { code: string; planIds: readonly string[] }): ResultAsync<CouponCheck, ValidateCouponFailure> {
    const code = normalizeCode(input.code);
    if (code === "") return errAsync({ type: "Empty" });
    if (!isWellFormedCode(code)) return okAsync({ status: "invalid", code, reason: "Malformed" });
    const planIds = [...new Set(input.planIds)].slice(0, MAX_PLAN_IDS);
    return this.api
      .request({
        method: "GET",
        path: "/public/coupons/validate",
        query: { code, planIds: planIds.join(",") },
        schema: CouponValidationResponse,
      })
      .map((answer): CouponCheck => {
        if (answer.valid && answer.discount) {
          return {
            status: "valid",
            code: answer.code,
            discount: answer.discount,
            planIds: answer.planIds,
            expiresAt: answer.expiresAt ?? null,
          };
        }
        return { status: "invalid", code: answer.code, reason: answer.reason ?? "Unknown" };
      })
      .orElse((failure) =>
        failure.type === "HttpError" && failure.status === 400
          ? okAsync<CouponCheck, ValidateCouponFailure>({ status: "invalid", code, reason: "Malformed" })
          : errAsync<CouponCheck, ValidateCouponFailure>({ type: "Unavailable" }),
      );
  }
}
