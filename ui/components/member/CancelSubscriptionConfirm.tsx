// Issue 15 (résiliation en trois clics): step 2 of 3, the confirmation page. It states the end date, what is lost at
// that date and that the plan can be resumed until then; its one button confirms (step 3), a link keeps the plan.
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { AccountForm } from "../account/form-kit.tsx";
import type { SubscriptionView } from "../../../application/web/premium/manage-subscription.ts";
import { useLocale } from "../../composition/app-context.tsx";
import { useFormatDate } from "../date-format.ts";
import "../../styles/account.css";

export interface CancelSubscriptionConfirmProps {
  subscription: SubscriptionView;
  pending?: boolean;
  /** The API refused or could not be reached (the page says so above the button). */
  failed?: boolean;
}

export function CancelSubscriptionConfirm({
  subscription,
  pending = false,
  failed = false,
}: CancelSubscriptionConfirmProps) {
  const locale = useLocale();
  const formatDate = useFormatDate();
  const name = subscription.names[locale];
  const end = subscription.accessEndsAt ? formatDate(subscription.accessEndsAt) : null;
  return (
    <section className="account-section account-section--danger" aria-labelledby="cancel-title">
      <h1 id="cancel-title" className="account-section__title">
        <Trans>Résilier votre abonnement {name}</Trans>
      </h1>
      <p>
        {end ? (
          <Trans>
            Votre abonnement ne sera pas renouvelé et plus rien ne vous sera prélevé. Vous gardez l'accès à tout
            jusqu'au <strong>{end}</strong>.
          </Trans>
        ) : (
          <Trans>Votre abonnement ne sera pas renouvelé et plus rien ne vous sera prélevé.</Trans>
        )}
      </p>
      <p>
        <Trans>À cette date, vous perdrez :</Trans>
      </p>
      <ul className="subscription-cancel__lost">
        <li>
          <Trans>
            l'accès aux cours, quiz, fiches de révision, annales corrigées et cartes mémoire réservés aux abonnés
          </Trans>
        </li>
        {subscription.isFamily ? (
          <li>
            <Trans>pour vos enfants rattachés à l'offre Famille, l'accès qu'ils partagent avec vous</Trans>
          </li>
        ) : null}
      </ul>
      <p>
        <Trans>
          Les contenus gratuits, la révision espacée de leurs cartes mémoire et le suivi de votre progression restent
          ouverts avec votre compte.
        </Trans>
      </p>
      {end ? (
        <p>
          <Trans>Vous pourrez reprendre votre abonnement depuis votre compte jusqu'au {end}.</Trans>
        </p>
      ) : null}
      {failed ? (
        <p className="subscription__notice subscription__notice--error" role="alert">
          <Trans>La résiliation n'a pas pu être enregistrée. Merci de réessayer dans un instant.</Trans>
        </p>
      ) : null}
      <AccountForm className="subscription-cancel__actions">
        <button type="submit" className="button button--danger" disabled={pending}>
          <Trans>Confirmer la résiliation</Trans>
        </button>
        <Link to="/mon-compte" className="button button--secondary">
          <Trans>Garder mon abonnement</Trans>
        </Link>
      </AccountForm>
    </section>
  );
}
