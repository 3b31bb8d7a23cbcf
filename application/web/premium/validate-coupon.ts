// §3 Coupon validation request, §7 GET /public/coupons/validate?code=&planIds=: checks a code typed on a plans,
// campaign or checkout page, or given by ?promocode=, for the plans it shows. A malformed code is refused here
// without a call; the family-only code (§4 PIXPAY23) is no coupon: it answers what it opens (domain promoCodeEffect),
// the same wherever the code comes from (issue 15).
import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import { inject, injectable } from "tsyringe";
import { callOf } from "../../contracts/endpoint.ts";
import { VALIDATE_COUPON, MAX_PLAN_IDS } from "../../contracts/premium/coupons.ts";
import { ApiClientToken, type ApiClient } from "../http/ports.ts";
import { promoCodeEffect } from "../../../domain/premium/promo.ts";
import { isWellFormedCode, normalizeCode, type CouponCheck, type ValidateCouponFailure } from "./coupon-check.ts";

@injectable()
export class ValidateCoupon {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  /** §3/§7: the check of `code` for `planIds` (at most 20; the first ones are kept). */
  execute(input: { code: string; planIds: readonly string[] }): ResultAsync<CouponCheck, ValidateCouponFailure> {
    const code = normalizeCode(input.code);
    if (code === "") return errAsync({ type: "Empty" });
    if (!isWellFormedCode(code)) return okAsync({ status: "invalid", code, reason: "Malformed" });
    const effect = promoCodeEffect(code);
    if (effect.kind === "audience")
      return okAsync({ status: "audience", code: effect.code, offers: [...effect.offers] });
    const planIds = [...new Set(input.planIds)].slice(0, MAX_PLAN_IDS);
    return this.api
      .request(callOf(VALIDATE_COUPON, { query: { code, planIds: planIds.join(",") } }))
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
