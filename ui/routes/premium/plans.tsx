// §2 /premium: the plans of the viewer's market (member or anonymous list, §7), family and solo apart with the
// domain's figures (§3/§9), narrowed by the promo code (§4: PIXPAY23 → family only), EUR and card in France,
// XOF and mobile money in Francophone Africa (`?country=SN`). Issue 15: the promo field sends its code as
// ?promocode=, so a typed code and a linked one are the same site-wide promo code (PIXPAY23 narrows the offers; any
// other code is a coupon checked for the plans shown). §7 viewPaywall.
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useLocation } from "react-router";
import { LoadPlans } from "../../../application/web/premium/load-plans.ts";
import { type PlanCardView } from "../../../application/web/premium/plans-view.ts";
import { PROMOCODE_PARAM } from "../../../domain/marketing/campaign-params.ts";
import { previewCoupon } from "../../../application/web/premium/coupon-check.ts";
import { POST_LOGIN_HOME } from "../../../application/web/account/redirect-target.ts";
import { CouponField } from "../../components/premium/CouponField.tsx";
import { checkoutHref, PLANS_PATH, pathWith } from "../../components/premium/paths.ts";
import { PlanGrid } from "../../components/premium/PlanGrid.tsx";
import { PageMeta } from "../../components/PageMeta.tsx";
import { SubscriptionBenefits } from "../../components/premium/SubscriptionBenefits.tsx";
import { useTrackOnce } from "../../components/premium/tracking.ts";
import { useSession } from "../../composition/app-context.tsx";
import { requestContainer } from "../../composition/server-container.ts";
import { countryParam, failWith, pageUrl, requestPromocode, requestRegion } from "./premium.server.ts";
import "../../styles/premium.css";
import type { Route } from "./+types/plans";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const region = requestRegion(request);
  // An older link's ?coupon= counts as the promo code too.
  const promocode = url.searchParams.get("coupon")?.trim() || requestPromocode({ request, context });
  const country = countryParam(request);
  const result = await requestContainer(context).resolve(LoadPlans).execute({ region, country, promocode });
  if (result.isErr()) failWith(result.error);
  return { ...result.value, region, country, promocode };
}

export default function PlansPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const session = useSession();
  const location = useLocation();
  const { page, region, country, promocode, coupon, couponUnavailable } = loaderData;
  const valid = previewCoupon(coupon);
  useTrackOnce(location.pathname, (track) => track.viewPaywall(location.pathname));
  const hrefFor = (plan: PlanCardView) =>
    checkoutHref({ plan: plan.id, country, coupon: valid && valid.planIds.includes(plan.id) ? valid.code : null });
  const xof = page.currencies.includes("XOF");
  const mobileMoney = page.providers.includes("mobile_money");
  return (
    <>
      <PageMeta
        title={t`Nos offres d'abonnement`}
        description={t`Choisissez l'abonnement Solo ou Famille : tous les cours, quiz, fiches et annales corrigées, sur ordinateur, tablette et téléphone.`}
      />
      <div className="premium-page">
        <header className="premium-hero">
          <h1 className="premium-hero__title">
            <Trans>Choisissez votre formule</Trans>
          </h1>
          <p className="premium-hero__lead">
            <Trans>
              Tous les cours, quiz, fiches et annales corrigées, sans limite, sur ordinateur, tablette et téléphone.
            </Trans>
          </p>
          <ul className="premium-market" aria-label={t`Votre marché`}>
            <li>{xof ? <Trans>Prix en francs CFA</Trans> : <Trans>Prix en euros</Trans>}</li>
            <li>
              {mobileMoney ? (
                <Trans>Paiement par mobile money ou carte</Trans>
              ) : (
                <Trans>Paiement par carte bancaire</Trans>
              )}
            </li>
          </ul>
        </header>
        {session.view.premium ? (
          <p className="premium-alert premium-alert--info" role="status">
            <Trans>Vous êtes déjà abonné : tous les contenus vous sont ouverts.</Trans>{" "}
            <Link to={POST_LOGIN_HOME}>
              <Trans>Réviser maintenant</Trans>
            </Link>
          </p>
        ) : null}
        <div className="premium-toolbar">
          <CouponField
            key={location.key}
            action={PLANS_PATH}
            name={PROMOCODE_PARAM}
            hidden={country ? { country } : {}}
            check={coupon}
            unavailable={couponUnavailable}
            defaultCode={promocode ?? ""}
            removeHref={`${pathWith(PLANS_PATH, { country })}${country ? "&" : "?"}${PROMOCODE_PARAM}=`}
          />
        </div>
        <PlanGrid page={page} coupon={valid} hrefFor={hrefFor} />
        <SubscriptionBenefits />
        {xof && region !== "FR" ? (
          <p className="premium-region-note">
            <Link to={pathWith(PLANS_PATH, { country: "FR" })}>
              <Trans>Voir les offres pour la France</Trans>
            </Link>
          </p>
        ) : null}
      </div>
    </>
  );
}
