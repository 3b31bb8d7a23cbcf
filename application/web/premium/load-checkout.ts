// §2 /premium/checkout/{offer?} (the code calls the id `campaignSlug`): what the order summary shows before
// payment: the plan (from the offer page's campaign, else the plan chosen on /premium), the price to expect and
// the coupon (§3), and whether an e-mail is needed (§5 mobile money). The amount charged is the server's
// (POST /checkout/sessions), never this one.
import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import { inject, injectable } from "tsyringe";
import type { CampaignState, CurrentOffer } from "../../contracts/premium/campaigns.ts";
import type { PremiumCommonFailure } from "./failures.ts";
import { LoadCampaign, type CampaignView } from "./load-campaign.ts";
import { LoadPlans } from "./load-plans.ts";
import type { PlanCardView } from "./plans-view.ts";
import { previewPrice, type PricePreview } from "./price-preview.ts";
import { previewCoupon, type CouponCheck } from "./coupon-check.ts";
import { ValidateCoupon } from "./validate-coupon.ts";

export interface LoadCheckoutInput {
  /** The campaign page's slug (`/premium/checkout/{campaignSlug}`), or null. */
  campaignSlug: string | null;
  /** The plan chosen (`?plan=`), or null (an offer page's plan is its campaign's). */
  planId: string | null;
  /** §7 region (the market of the plans). */
  region: string;
  /** §7: the page's own `?country=` (it overrides a member's profile country), or null. */
  country?: string | null;
  /** A coupon typed by the buyer, or null. */
  couponCode: string | null;
}

export interface CheckoutData {
  plan: PlanCardView;
  campaign: CampaignView | null;
  price: PricePreview;
  /** The coupon in force: the typed one, else a live campaign's own. */
  coupon: CouponCheck | null;
  couponFromCampaign: boolean;
  /** §5: an e-mail is required to pay this plan. */
  emailRequired: boolean;
}

export type LoadCheckoutFailure =
  /** No plan chosen and no offer: the buyer goes back to the plans. */
  | { type: "NoPlan" }
  /** The plan is not sold to this buyer (unknown, or not in their market). */
  | { type: "PlanNotFound"; planId: string }
  /** No such offer page. */
  | { type: "OfferNotFound" }
  /** The offer is over or not open yet: its state and the live offers instead. */
  | {
      type: "OfferNotLive";
      state: Exclude<CampaignState, "live">;
      campaign: CampaignView;
      currentOffers: CurrentOffer[];
    }
  | PremiumCommonFailure;

@injectable()
export class LoadCheckout {
  constructor(
    @inject(LoadPlans) private readonly plans: LoadPlans,
    @inject(LoadCampaign) private readonly campaigns: LoadCampaign,
    @inject(ValidateCoupon) private readonly coupons: ValidateCoupon,
  ) {}

  execute(input: LoadCheckoutInput): ResultAsync<CheckoutData, LoadCheckoutFailure> {
    return input.campaignSlug ? this.fromCampaign(input.campaignSlug, input.couponCode) : this.fromPlan(input);
  }

  private fromCampaign(
    campaignSlug: string,
    couponCode: string | null,
  ): ResultAsync<CheckoutData, LoadCheckoutFailure> {
    return this.campaigns
      .execute({ slug: campaignSlug, couponCode })
      .mapErr((failure): LoadCheckoutFailure => (failure.type === "NotFound" ? { type: "OfferNotFound" } : failure))
      .andThen((page) => {
        const { campaign } = page;
        if (campaign.state !== "live") {
          return errAsync<CheckoutData, LoadCheckoutFailure>({
            type: "OfferNotLive",
            state: campaign.state,
            campaign,
            currentOffers: page.currentOffers,
          });
        }
        if (page.plan === null || page.price === null) {
          return errAsync<CheckoutData, LoadCheckoutFailure>({ type: "PlanNotFound", planId: campaign.planId });
        }
        return okAsync<CheckoutData, LoadCheckoutFailure>({
          plan: page.plan,
          campaign,
          price: page.price,
          coupon: page.coupon,
          couponFromCampaign: page.couponFromCampaign,
          emailRequired: page.plan.emailRequired,
        });
      });
  }

  private fromPlan(input: LoadCheckoutInput): ResultAsync<CheckoutData, LoadCheckoutFailure> {
    const planId = input.planId?.trim() ?? "";
    if (planId === "") return errAsync({ type: "NoPlan" });
    return this.plans
      .execute({ region: input.region, country: input.country ?? null, promocode: null })
      .mapErr((failure): LoadCheckoutFailure => failure)
      .andThen(({ page }) => {
        const plan = [...page.family, ...page.solo].find((candidate) => candidate.id === planId);
        if (!plan) return errAsync<CheckoutData, LoadCheckoutFailure>({ type: "PlanNotFound", planId });
        const code = input.couponCode?.trim() ?? "";
        const done = (coupon: CouponCheck | null): CheckoutData => ({
          plan,
          campaign: null,
          price: previewPrice(plan, { coupon: previewCoupon(coupon) }),
          coupon,
          couponFromCampaign: false,
          emailRequired: plan.emailRequired,
        });
        if (code === "") return okAsync<CheckoutData, LoadCheckoutFailure>(done(null));
        return this.coupons
          .execute({ code, planIds: [plan.id] })
          .map(done)
          .orElse(() => okAsync<CheckoutData, LoadCheckoutFailure>(done(null)));
      });
  }
}
