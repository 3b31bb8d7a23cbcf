// §2 /premium, §9 "Family plans are separated from solo plans": the plans page's two sections, each a grid of
// plan cards in the domain's order; §4 PIXPAY23 leaves the family section only.
import { Trans } from "@lingui/react/macro";
import { useId } from "react";
import type { PlanCardView, PlansPageView } from "../../../application/web/premium/plans-view.ts";
import { previewPrice, type PreviewCoupon } from "../../../application/web/premium/price-preview.ts";
import { PlanCard } from "./PlanCard.tsx";
import "../../styles/premium.css";

export interface PlanGridProps {
  page: Pick<PlansPageView, "family" | "solo" | "offers" | "familyOnly">;
  /** A valid coupon to show on the plans it covers. */
  coupon?: PreviewCoupon | null;
  /** Where each plan's call to action leads. */
  hrefFor: (plan: PlanCardView) => string | null;
}

function Section({
  audience,
  plans,
  coupon,
  hrefFor,
  shownPlans,
}: {
  shownPlans: number;
  audience: "family" | "solo";
  plans: PlanCardView[];
  coupon: PreviewCoupon | null;
  hrefFor: PlanGridProps["hrefFor"];
}) {
  const titleId = useId();
  return (
    <section className={`plan-section plan-section--${audience}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="plan-section__title">
        {audience === "family" ? <Trans>Offres Famille</Trans> : <Trans>Offres Solo</Trans>}
      </h2>
      <p className="plan-section__lead">
        {audience === "family" ? (
          <Trans>Un abonnement pour toute la famille : chaque enfant révise avec son propre compte.</Trans>
        ) : (
          <Trans>Un abonnement pour un élève ou un étudiant, avec tous les contenus.</Trans>
        )}
      </p>
      <ul className="plan-grid">
        {plans.map((plan) => (
          <li key={plan.id} className="plan-grid__item">
            <PlanCard plan={plan} price={previewPrice(plan, { coupon })} href={hrefFor(plan)} shownPlans={shownPlans} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function PlanGrid({ page, coupon = null, hrefFor }: PlanGridProps) {
  if (page.family.length === 0 && page.solo.length === 0) {
    return (
      <p className="plan-empty" role="status">
        <Trans>Aucune offre n'est disponible pour le moment. Revenez bientôt !</Trans>
      </p>
    );
  }
  const shownPlans = page.family.length + page.solo.length;
  return (
    <div className="plan-sections">
      {page.familyOnly ? (
        <p className="plan-note">
          <Trans>Votre code donne accès aux offres Famille.</Trans>
        </p>
      ) : null}
      {page.family.length > 0 ? (
        <Section audience="family" plans={page.family} coupon={coupon} hrefFor={hrefFor} shownPlans={shownPlans} />
      ) : null}
      {page.solo.length > 0 ? (
        <Section audience="solo" plans={page.solo} coupon={coupon} hrefFor={hrefFor} shownPlans={shownPlans} />
      ) : null}
    </div>
  );
}
