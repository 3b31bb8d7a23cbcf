// §2 /premium, §7 GET /productplans/getproductplans (member) or /productplans/getanonymeproductplans?country=
// (visitor): the plans of the viewer's market, prepared for the page (plans-view.ts), and the promo code in force
// checked for the plans shown. Issue 15: one code, one path: a code typed in the page's field and one given by
// ?promocode= are the same site-wide promo code (§3/§4), which narrows the offers (PIXPAY23) or is a coupon.
import { okAsync, type ResultAsync } from "neverthrow";
import { inject, injectable } from "tsyringe";
import { callOf } from "../../contracts/endpoint.ts";
import { ANONYMOUS_PLANS, MEMBER_PLANS } from "../../contracts/premium/plans.ts";
import { ApiClientToken, type ApiClient } from "../http/ports.ts";
import { AuthCookieSourceToken, type AuthCookieSource } from "../account/session/ports.ts";
import { premiumFailure, type PremiumCommonFailure } from "./failures.ts";
import { allPlans, buildPlansPage, type PlansPageView } from "./plans-view.ts";
import type { CouponCheck } from "./coupon-check.ts";
import { ValidateCoupon } from "./validate-coupon.ts";

export interface LoadPlansInput {
  /** §7 region (two letters): the visitor's `country`, or a member's `region`. */
  region: string;
  /** §7: the page's own `?country=` (it overrides a member's profile country), or null. */
  country?: string | null;
  /** §4 the promo code in force (typed in the field or given by ?promocode=, then kept), or null. */
  promocode: string | null;
}

export interface PlansPageData {
  page: PlansPageView;
  /** The check of the promo code in force; null when there is none. */
  coupon: CouponCheck | null;
  /** True when a code is in force but could not be checked (API out of reach). */
  couponUnavailable: boolean;
}

export type LoadPlansFailure = PremiumCommonFailure;

@injectable()
export class LoadPlans {
  constructor(
    @inject(ApiClientToken) private readonly api: ApiClient,
    @inject(AuthCookieSourceToken) private readonly cookie: AuthCookieSource,
    @inject(ValidateCoupon) private readonly coupons: ValidateCoupon,
  ) {}

  /** §2/§7: the member's plans when logged in (with the plans they hold), else the visitor's. */
  execute(input: LoadPlansInput): ResultAsync<PlansPageData, LoadPlansFailure> {
    const member = this.cookie.read() !== null;
    return this.api
      .request(
        member
          ? callOf(MEMBER_PLANS, { query: { region: input.region, country: input.country ?? undefined } })
          : callOf(ANONYMOUS_PLANS, { query: { country: input.region } }),
      )
      .mapErr(premiumFailure)
      .map((plans) => buildPlansPage(plans, input.promocode))
      .andThen((page) => this.checkCoupon(page, input.promocode));
  }

  private checkCoupon(page: PlansPageView, code: string | null): ResultAsync<PlansPageData, never> {
    if (code === null || code.trim() === "") return okAsync({ page, coupon: null, couponUnavailable: false });
    return this.coupons
      .execute({ code, planIds: allPlans(page).map((plan) => plan.id) })
      .map((coupon) => ({ page, coupon, couponUnavailable: false }))
      .orElse(() => okAsync({ page, coupon: null, couponUnavailable: true }));
  }
}
