// My account: the member's plans (§3 Profile plans: name, end of the current period), their own subscription and
// what may be done with it (issue 15: SubscriptionDetails), or the way to the offers when there is none.
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import type { PlanView } from "../../../application/web/account/member-profile.ts";
import type { SubscriptionView } from "../../../application/web/premium/manage-subscription.ts";
import { useLocale } from "../../composition/app-context.tsx";
import { useFormatDate } from "../date-format.ts";
import { SubscriptionDetails, type SubscriptionNotice } from "./SubscriptionDetails.tsx";
import "../../styles/account.css";

export interface PlanSectionProps {
  plans: readonly PlanView[];
  /** Issue 15: the member's own subscription (null: none, or a child sharing a family plan). */
  subscription?: SubscriptionView | null;
  notice?: SubscriptionNotice | null;
  pending?: boolean;
}

export function PlanSection({ plans: all, subscription = null, notice = null, pending = false }: PlanSectionProps) {
  const locale = useLocale();
  const formatDate = useFormatDate();
  // The managed subscription is shown in full; the other plans (shared by a family, older ones) as before.
  const plans = subscription ? all.filter((plan) => plan.viaFamily || plan.id !== subscription.planId) : all;
  return (
    <section className="account-section" aria-labelledby="plan-title">
      <h2 id="plan-title" className="account-section__title">
        <Trans>Mon abonnement</Trans>
      </h2>
      {subscription ? <SubscriptionDetails subscription={subscription} notice={notice} pending={pending} /> : null}
      {subscription && plans.length === 0 ? null : plans.length === 0 ? (
        <>
          <p>
            <Trans>
              Vous utilisez la version gratuite. L'abonnement débloque tous les cours, quiz, fiches et annales
              corrigées.
            </Trans>
          </p>
          <Link className="button button--primary" to="/premium">
            <Trans>Gérer mon abonnement</Trans>
          </Link>
        </>
      ) : (
        <ul className="plan-list">
          {plans.map((plan) => {
            const name = plan.names[locale];
            const end = plan.periodEnd ? formatDate(plan.periodEnd) : null;
            return (
              <li key={`${plan.id}-${plan.periodEnd ?? "none"}`} className="plan-card">
                <p className="plan-card__name">{name}</p>
                <p className="plan-card__period">
                  {end ? <Trans>Période en cours jusqu'au {end}</Trans> : <Trans>Sans date de fin</Trans>}
                </p>
                {plan.viaFamily ? (
                  <p className="plan-card__note">
                    <Trans>Partagé avec vous par le titulaire de votre offre Famille.</Trans>
                  </p>
                ) : plan.isFamily ? (
                  <p className="plan-card__note">
                    <Trans>Offre Famille : créez un compte pour chacun de vos enfants ci-dessous.</Trans>
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
