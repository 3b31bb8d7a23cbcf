// §2 /premium/checkout: the order summary: the plan, its duration and how it is paid, the price, the offer's
// price and the coupon when they lower it, and the total to expect (the server confirms the amount on the
// payment page: it prices every order from its own records).
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { Link } from "react-router";
import type { PlanCardView } from "../../../application/web/premium/plans-view.ts";
import type { PricePreview } from "../../../application/web/premium/price-preview.ts";
import { useDurationLabel, useFormatMoney, usePlanName, useProviderLabel } from "./format.ts";
import "../../styles/premium.css";

export interface OrderSummaryProps {
  plan: PlanCardView;
  price: PricePreview;
  /** The offer page the order comes from (its title), or null. */
  offerTitle?: string | null;
  /** Where "Changer de formule" leads, or null. */
  changeHref?: string | null;
}

export function OrderSummary({ plan, price, offerTitle = null, changeHref = null }: OrderSummaryProps) {
  const { t } = useLingui();
  const money = useFormatMoney();
  const name = usePlanName();
  const duration = useDurationLabel();
  const provider = useProviderLabel();
  const titleId = useId();
  const baseLowered = price.basePrice < price.listPrice;
  const couponCode = price.couponCode;
  return (
    <section className="order-summary" aria-labelledby={titleId}>
      <h2 id={titleId} className="order-summary__title">
        <Trans>Récapitulatif</Trans>
      </h2>
      <p className="order-summary__plan">{name(plan)}</p>
      <p className="order-summary__detail">{duration(plan)}</p>
      <p className="order-summary__detail">
        {plan.audience === "family" ? <Trans>Famille</Trans> : <Trans>Solo</Trans>}
        {" · "}
        {provider(plan.provider)}
      </p>
      <dl className="order-summary__lines">
        <div className="order-summary__line">
          <dt>
            <Trans>Prix de la formule</Trans>
          </dt>
          <dd>{money(price.listPrice, price.currency)}</dd>
        </div>
        {baseLowered ? (
          <div className="order-summary__line order-summary__line--saving">
            <dt>{price.baseSource === "campaign" && offerTitle ? offerTitle : t`Prix réduit`}</dt>
            <dd>−{money(Math.round((price.listPrice - price.basePrice) * 100) / 100, price.currency)}</dd>
          </div>
        ) : null}
        {couponCode && price.couponSaving > 0 ? (
          <div className="order-summary__line order-summary__line--saving">
            <dt>
              <Trans>Code {couponCode}</Trans>
            </dt>
            <dd>−{money(price.couponSaving, price.currency)}</dd>
          </div>
        ) : null}
        <div className="order-summary__line order-summary__line--total">
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd>{money(price.total, price.currency)}</dd>
        </div>
      </dl>
      <p className="order-summary__note">
        {plan.planType === "RENEWING" ? (
          <Trans>Renouvellement automatique, résiliable à tout moment depuis votre compte.</Trans>
        ) : (
          <Trans>Paiement unique, sans renouvellement automatique.</Trans>
        )}
      </p>
      {changeHref !== null ? (
        <p className="order-summary__change">
          <Link to={changeHref}>
            <Trans>Changer de formule</Trans>
          </Link>
        </p>
      ) : null}
    </section>
  );
}
