// §2 /premium/{offer} and the top-level offer pages, §3 Offer campaign, §9 windows and countdowns: the page's
// campaign record (GET /campaigns/{slug}) with its plan priced for display, its coupon checked, its countdown,
// and, when it is not running, the live offers to show instead.
import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import { inject, injectable } from "tsyringe";
import * as v from "valibot";
import { callOf } from "../../contracts/endpoint.ts";
import {
  type CampaignDetailResponse,
  GET_CAMPAIGN,
  CampaignSlug,
  type CampaignState,
  type CurrentOffer,
} from "../../contracts/premium/campaigns.ts";
import { ApiClientToken, type ApiClient } from "../http/ports.ts";
import { premiumFailure, type PremiumCommonFailure } from "./failures.ts";
import { singlePlanCard, type PlanCardView } from "./plans-view.ts";
import { previewPrice, type PricePreview } from "./price-preview.ts";
import { previewCoupon, type CouponCheck } from "./coupon-check.ts";
import { ValidateCoupon } from "./validate-coupon.ts";

/** §3 Offer campaign: what a campaign page shows of the record. */
export interface CampaignView {
  id: string;
  slug: string;
  kind: string;
  state: CampaignState;
  planId: string;
  paywallPath: string;
  successPath: string | null;
  couponCode: string;
  startDate: string;
  endDate: string;
  /** Days. */
  counterRotation: number;
  /** Minutes. */
  counterOffset: number;
  bannerPagesVisibile: string[];
  /** The campaign's own price for its plan, or null. */
  promoPrice: number | null;
}

export interface CampaignPageData {
  /** The instant the page was computed for (the server's clock, or a preview instant). */
  at: string;
  campaign: CampaignView;
  /** The campaign's plan; null when it is no longer sold. */
  plan: PlanCardView | null;
  /** Live only: the price to expect (campaign price, then the coupon). */
  price: PricePreview | null;
  /** Live only: the coupon in force: the one typed, else the campaign's own. */
  coupon: CouponCheck | null;
  /** True when the coupon shown is the campaign's own (none typed). */
  couponFromCampaign: boolean;
  /** Not live: the live campaigns to show instead. */
  currentOffers: CurrentOffer[];
}

export interface LoadCampaignInput {
  /** `offre-famille`, `flashoffer/lesfolles40`, `offre-speciale-rentree`… */
  slug: string;
  /** A preview instant (ISO 8601); ignored unless valid. */
  at?: string | null;
  /** A coupon typed on the page, or null. */
  couponCode?: string | null;
}

export type LoadCampaignFailure = { type: "NotFound" } | PremiumCommonFailure;

const PreviewInstant = v.pipe(v.string(), v.isoTimestamp());

/** §2: a slug that can name a campaign page (else the page is a 404 without asking the API). */
export function isCampaignSlug(slug: string): boolean {
  return v.is(CampaignSlug, slug);
}

@injectable()
export class LoadCampaign {
  constructor(
    @inject(ApiClientToken) private readonly api: ApiClient,
    @inject(ValidateCoupon) private readonly coupons: ValidateCoupon,
  ) {}

  execute(input: LoadCampaignInput): ResultAsync<CampaignPageData, LoadCampaignFailure> {
    if (!isCampaignSlug(input.slug)) return errAsync({ type: "NotFound" });
    const at = input.at && v.is(PreviewInstant, input.at) && !Number.isNaN(Date.parse(input.at)) ? input.at : undefined;
    return this.api
      .request(callOf(GET_CAMPAIGN, { params: { slug: input.slug }, query: { at } }))
      .mapErr((failure): LoadCampaignFailure =>
        failure.type === "HttpError" && failure.status === 404 ? { type: "NotFound" } : premiumFailure(failure),
      )
      .andThen((detail) => this.withCoupon(detail, input.couponCode ?? null));
  }

  private withCoupon(detail: CampaignDetailResponse, typed: string | null): ResultAsync<CampaignPageData, never> {
    const { campaign } = detail;
    const plan = campaign.plan ? singlePlanCard(campaign.plan) : null;
    const view: CampaignView = {
      id: campaign.id,
      slug: campaign.slug,
      kind: campaign.kind,
      state: campaign.state,
      planId: campaign.planId,
      paywallPath: campaign.paywallPath,
      successPath: campaign.successPath,
      couponCode: campaign.couponCode,
      startDate: campaign.startDate,
      endDate: campaign.endDate,
      counterRotation: campaign.counterRotation,
      counterOffset: campaign.counterOffset,
      bannerPagesVisibile: campaign.bannerPagesVisibile,
      promoPrice: campaign.promoPrice,
    };
    const base: CampaignPageData = {
      at: detail.at,
      campaign: view,
      plan,
      price: null,
      coupon: null,
      couponFromCampaign: false,
      currentOffers: detail.currentOffers ?? [],
    };
    if (campaign.state !== "live" || plan === null) return okAsync(base);
    const typedCode = typed?.trim() ?? "";
    const code = typedCode !== "" ? typedCode : campaign.couponCode;
    const priced = (coupon: CouponCheck | null): CampaignPageData => ({
      ...base,
      coupon,
      couponFromCampaign: typedCode === "",
      price: previewPrice(plan, { campaignPrice: campaign.promoPrice, coupon: previewCoupon(coupon) }),
    });
    return this.coupons
      .execute({ code, planIds: [plan.id] })
      .map(priced)
      .orElse(() => okAsync(priced(null)));
  }
}
