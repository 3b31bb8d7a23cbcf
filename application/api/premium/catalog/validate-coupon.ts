// §7 GET /public/coupons/validate?code=&planIds=: whether a code can be used now, why not, its discount and the
// asked plans it applies to. Anonymous, so throttled per client address (codes must not be guessable by volume).
import { RATE_RULES } from "../../security/throttle-rules.ts";
import { err, ok, ResultAsync, type Result } from "neverthrow";
import { inject, injectable } from "tsyringe";
import type { CouponValidationResponse } from "../../../contracts/premium/coupons.ts";
import { RateLimiterToken, type RateLimiter } from "../../security/ports.ts";
import type { TooManyAttempts } from "../../shared/errors.ts";
import { ClockToken, type Clock } from "../../shared/ports.ts";
import { couponAppliesTo, couponTimingProblem, normalizeCouponCode } from "../../../../domain/premium/coupons.ts";
import {
  CouponRepositoryToken,
  PlanRepositoryToken,
  type CouponRecord,
  type CouponRepository,
  type PlanRepository,
} from "./ports.ts";

/** §3 Coupon validation request: code and planIds, with the caller's address. */
export interface ValidateCouponInput {
  /** Already checked by the contract (1 to 40 allowed characters). */
  code: string;
  /** Distinct plan ids asked about (may be empty). */
  planIds: readonly string[];
  ip: string | null;
}

/** §3 Coupon validation: the discount of a coupon as answered. */
export function discountOf(
  coupon: Pick<CouponRecord, "kind" | "value" | "currency">,
): NonNullable<CouponValidationResponse["discount"]> {
  return coupon.kind === "amount" && coupon.currency !== null
    ? { kind: "amount", value: coupon.value, currency: coupon.currency }
    : { kind: coupon.kind, value: coupon.value };
}

/** §7 GET /public/coupons/validate. */
@injectable()
export class ValidateCoupon {
  constructor(
    @inject(CouponRepositoryToken) private readonly coupons: CouponRepository,
    @inject(PlanRepositoryToken) private readonly plans: PlanRepository,
    @inject(RateLimiterToken) private readonly limiter: RateLimiter,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  execute(input: ValidateCouponInput): ResultAsync<CouponValidationResponse, TooManyAttempts> {
    return new ResultAsync(this.run(input));
  }

  private async run({
    code,
    planIds,
    ip,
  }: ValidateCouponInput): Promise<Result<CouponValidationResponse, TooManyAttempts>> {
    const throttle = await this.limiter.hit(RATE_RULES.couponValidateIp, ip ?? "unknown");
    if (!throttle.allowed) return err({ type: "TooManyAttempts", retryAfterSeconds: throttle.retryAfterSeconds });
    const coupon = await this.coupons.findByCode(code);
    if (!coupon) return ok({ valid: false, code: normalizeCouponCode(code), reason: "Unknown", planIds: [] });
    const window = {
      ...(coupon.startsAt ? { startsAt: coupon.startsAt.toISOString() } : {}),
      ...(coupon.expiresAt ? { expiresAt: coupon.expiresAt.toISOString() } : {}),
    };
    const asked = planIds.length > 0 ? await this.plans.findByIds(planIds) : [];
    const applicable = new Set(asked.filter((s) => s.active && couponAppliesTo(coupon, s.plan)).map((s) => s.plan.id));
    const applicableIds = planIds.filter((id) => applicable.has(id));
    const problem = couponTimingProblem(coupon, this.clock.now());
    if (problem) return ok({ valid: false, code: coupon.code, reason: problem, planIds: applicableIds, ...window });
    if (planIds.length > 0 && applicableIds.length === 0) {
      return ok({ valid: false, code: coupon.code, reason: "NotApplicable", planIds: [], ...window });
    }
    return ok({ valid: true, code: coupon.code, discount: discountOf(coupon), planIds: applicableIds, ...window });
  }
}
