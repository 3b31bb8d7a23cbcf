// §2 /premium/{offer} (every campaign page, including flashoffer/lesfolles40) and the top-level offer pages
// (/offre-speciale-rentree…), driven by the campaign records (GET /campaigns/{slug}): plan, price, coupon,
// countdown and banner while the campaign runs; outside its window, its state and the offers running now.
// /premium/{token} serves a personal link's campaign (§2/§3); a token with no campaign answers 404 with a page saying
// the offer link is unknown or expired and leading to the offers (issue 15). Any other unknown page is a 404. `?at=`
// previews the page at another instant (the API's own preview parameter).
import { data, useLocation } from "react-router";
import { isPersonalLinkToken } from "../../../domain/premium/campaign-pages.ts";
import { PROMOCODE_PARAM } from "../../../domain/marketing/campaign-params.ts";
import { LoadCampaign } from "../../../application/web/premium/load-campaign.ts";
import { previewPrice } from "../../../application/web/premium/price-preview.ts";
import { previewCoupon } from "../../../application/web/premium/coupon-check.ts";
import { useLingui } from "@lingui/react/macro";
import { useCampaignCopy } from "../../components/premium/campaign-copy.ts";
import { CampaignClosed, CampaignOffer, UnknownOfferLink } from "../../components/premium/CampaignOffer.tsx";
import { CouponField } from "../../components/premium/CouponField.tsx";
import { checkoutHref, pathWith } from "../../components/premium/paths.ts";
import { PageMeta } from "../../components/PageMeta.tsx";
import { SubscriptionBenefits } from "../../components/premium/SubscriptionBenefits.tsx";
import { useTrackOnce } from "../../components/premium/tracking.ts";
import { useCouponCheck } from "../../components/premium/use-coupon-check.ts";
import { requestContainer } from "../../composition/server-container.ts";
import { countryParam, failWith, pageUrl } from "./premium.server.ts";
import "../../styles/premium.css";
import type { Route } from "./+types/campaign";

/** §2: the page's `campaignSlug`: the end of /premium/{offer}, or the top-level page's own path. */
function campaignSlugOf(request: Request, splat: string | undefined): string {
  const raw = splat ?? pageUrl(request).pathname;
  return raw.replace(/^\/+|\/+$/g, "");
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const campaignSlug = campaignSlugOf(request, (params as Record<string, string | undefined>)["*"]);
  // Issue 15: a code given by ?promocode= is taken as if typed in the page's promo field (one check for both).
  const couponCode = url.searchParams.get("coupon")?.trim() || url.searchParams.get(PROMOCODE_PARAM)?.trim() || "";
  const result = await requestContainer(context)
    .resolve(LoadCampaign)
    .execute({ slug: campaignSlug, at: url.searchParams.get("at"), couponCode });
  if (result.isErr()) {
    if (result.error.type === "NotFound" && isPersonalLinkToken(campaignSlug)) {
      return data({ unknownLink: true } as const, { status: 404 });
    }
    failWith(result.error);
  }
  return { ...result.value, country: countryParam(request), couponCode, preview: url.searchParams.has("at") };
}

export default function CampaignPage({ loaderData }: Route.ComponentProps) {
  if ("unknownLink" in loaderData) return <UnknownOfferLinkPage />;
  return <CampaignPageBody data={loaderData} />;
}

function UnknownOfferLinkPage() {
  const { t } = useLingui();
  return (
    <>
      <PageMeta
        title={t`Lien d'offre inconnu ou expiré`}
        description={t`Ce lien d'offre n'est pas ou plus valable.`}
        noindex
      />
      <div className="premium-page">
        <UnknownOfferLink />
      </div>
    </>
  );
}

function CampaignPageBody({
  data: loaderData,
}: {
  data: Exclude<Route.ComponentProps["loaderData"], { unknownLink: true }>;
}) {
  const location = useLocation();
  const { campaign, plan, at, country, couponCode, currentOffers, preview } = loaderData;
  const copy = useCampaignCopy()(campaign);
  const coupon = useCouponCheck({ check: loaderData.coupon, unavailable: false }, plan ? [plan.id] : []);
  // A code typed in the field replaces the campaign's own; a refused one leaves the campaign's price.
  const typed = coupon.fetched || couponCode !== "";
  const valid = previewCoupon(coupon.check);
  const price =
    plan && coupon.fetched && valid
      ? previewPrice(plan, { campaignPrice: campaign.promoPrice, coupon: valid })
      : loaderData.price;
  const typedCode = typed && valid ? valid.code : null;
  useTrackOnce(location.pathname, (track) => track.viewPaywall(location.pathname));
  const path = location.pathname;
  return (
    <>
      <PageMeta title={copy.title} description={copy.lead} noindex={preview || campaign.state !== "live"} />
      <div className="premium-page">
        {campaign.state === "live" ? (
          <CampaignOffer
            campaign={campaign}
            at={at}
            plan={plan}
            price={price}
            live={!preview}
            checkoutHref={checkoutHref({ campaignSlug: campaign.slug, coupon: typedCode, country })}
            couponField={
              plan ? (
                <CouponField
                  key={location.key}
                  action={path}
                  hidden={country ? { country } : {}}
                  check={coupon.check}
                  unavailable={coupon.unavailable}
                  pending={coupon.pending}
                  defaultCode={couponCode}
                  onCheck={coupon.submit}
                  fromCampaign={!typed}
                  removeHref={pathWith(path, { country, coupon: null })}
                />
              ) : null
            }
          />
        ) : (
          <CampaignClosed campaign={campaign} currentOffers={currentOffers} />
        )}
        <SubscriptionBenefits />
      </div>
    </>
  );
}
