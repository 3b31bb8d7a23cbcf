// §3 Plan with its derived fields (§9): one plan card: name, duration and renewal, how it is paid, the price (struck
// out when a promo price, a campaign price or a coupon lowers it), the price per unit (month or day, the domain's
// unit), the discount badge, the popular flag, and the call to action.
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { Link } from "react-router";
import type { PlanCardView } from "../../../application/web/premium/plans-view.ts";
import { previewPrice, unitPriceFor, type PricePreview } from "../../../application/web/premium/price-preview.ts";
import { showsComparisonBadges } from "../../../domain/premium/pricing.ts";
import { useDurationLabel, useFormatMoney, usePlanName, useProviderLabel, useUnitLabel } from "./format.ts";
import "../../styles/premium.css";

export interface PlanCardProps {
  plan: PlanCardView;
  /** The price to show (campaign price, coupon); by default the plan's own (price or promo price). */
  price?: PricePreview;
  /** Where "Choisir" leads (the checkout); null: no call to action. */
  href: string | null;
  /** The card's heading level (3 inside a plans section, 2 on its own). */
  headingLevel?: 2 | 3;
  /** Shown instead of the default label of the call to action. */
  ctaLabel?: string;
  /** How many plans the page shows: the comparative badges only beside other plans (showsComparisonBadges). */
  shownPlans?: number;
}

export function PlanCard({
  plan,
  price = previewPrice(plan),
  href,
  headingLevel = 3,
  ctaLabel,
  shownPlans = 1,
}: PlanCardProps) {
  const compared = showsComparisonBadges(shownPlans);
  const { t } = useLingui();
  const money = useFormatMoney();
  const name = usePlanName();
  const unitLabel = useUnitLabel();
  const duration = useDurationLabel();
  const provider = useProviderLabel();
  const titleId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const lowered = price.total < price.listPrice;
  const unitPrice = lowered ? unitPriceFor(plan, price.total) : (plan.promoPriceByUnit ?? plan.priceByUnit);
  const planName = name(plan);
  const discount = plan.discount;
  const discountText =
    plan.unitUsed === "days" ? t`${discount} % moins cher par jour` : t`${discount} % moins cher par mois`;
  const unitAmount = unitPrice === null ? "" : money(unitPrice, price.currency);
  const unit = unitLabel(plan.unitUsed);
  const couponCode = price.couponCode;
  const couponSaving = money(price.couponSaving, price.currency);
  return (
    <article
      className={[
        "plan-card",
        compared && plan.isPopular ? "plan-card--popular" : null,
        plan.isCurrentPlan ? "plan-card--current" : null,
      ]
        .filter(Boolean)
        .join(" ")}
      aria-labelledby={titleId}
    >
      {/* In a grid the row of badges keeps the cards aligned; a card alone has none unless it is the member's. */}
      {compared || plan.isCurrentPlan ? (
        <div className="plan-card__flags">
          {compared && plan.isPopular ? (
            <span className="plan-badge plan-badge--popular">
              <Trans>Le plus choisi</Trans>
            </span>
          ) : null}
          {compared && plan.discount > 0 ? (
            <span className="plan-badge plan-badge--discount" title={discountText}>
              <span aria-hidden="true">{t`−${discount} %`}</span>
              <span className="premium-sr">{discountText}</span>
            </span>
          ) : null}
          {plan.isCurrentPlan ? (
            <span className="plan-badge plan-badge--current">
              <Trans>Votre formule</Trans>
            </span>
          ) : null}
        </div>
      ) : null}
      <Heading id={titleId} className="plan-card__title">
        {planName}
      </Heading>
      <p className="plan-card__duration">{duration(plan)}</p>
      <p className="plan-card__price">
        {lowered ? (
          <>
            <del className="plan-card__list-price">
              <span className="premium-sr">
                <Trans>Prix habituel :</Trans>{" "}
              </span>
              {money(price.listPrice, price.currency)}
            </del>{" "}
            <span className="plan-card__amount">
              <span className="premium-sr">
                <Trans>Prix :</Trans>{" "}
              </span>
              {money(price.total, price.currency)}
            </span>
          </>
        ) : (
          <span className="plan-card__amount">{money(price.total, price.currency)}</span>
        )}
      </p>
      {unitPrice !== null && plan.durationInUnit !== null && plan.durationInUnit > 1 ? (
        <p className="plan-card__unit">
          <Trans>
            soit {unitAmount} {unit}
          </Trans>
        </p>
      ) : null}
      {couponCode && !plan.hideCouponSummary ? (
        <p className="plan-card__coupon">
          <Trans>
            Code {couponCode} : −{couponSaving}
          </Trans>
        </p>
      ) : null}
      <p className="plan-card__provider">
        {plan.audience === "family" ? <Trans>Famille</Trans> : <Trans>Solo</Trans>}
        {" · "}
        {provider(plan.provider)}
      </p>
      {plan.isCurrentPlan ? (
        <p className="plan-card__held">
          <Trans>Vous profitez déjà de cette formule.</Trans>
        </p>
      ) : href !== null ? (
        <Link className="button button--primary plan-card__cta" to={href} aria-describedby={titleId}>
          {ctaLabel ?? t`Choisir cette formule`}
        </Link>
      ) : null}
    </article>
  );
}
