// Issue 15 (ADR 029 addendum): the page where a member pays a renewal their bank asked them to authenticate (an
// off-session charge cannot do it). It states the plan, the amount and the period it renews; its one button opens
// the payment provider's page (Stripe Checkout, where the bank authenticates the card). A plain form.
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { AccountForm } from "../account/form-kit.tsx";
import type { RenewalPaymentView } from "../../../application/web/premium/manage-subscription.ts";
import { useLocale } from "../../composition/app-context.tsx";
import { useFormatDate } from "../date-format.ts";
import { useFormatMoney } from "../money-format.ts";
import "../../styles/account.css";

export interface RenewalPaymentConfirmProps {
  payment: RenewalPaymentView;
  pending?: boolean;
  /** The payment provider could not be reached (the page says so above the button). */
  failed?: boolean;
}

export function RenewalPaymentConfirm({ payment, pending = false, failed = false }: RenewalPaymentConfirmProps) {
  const locale = useLocale();
  const formatDate = useFormatDate();
  const formatMoney = useFormatMoney();
  const name = payment.names[locale];
  const amount = formatMoney(payment.amount, payment.currency);
  const term = formatDate(payment.term);
  return (
    <section className="account-section" aria-labelledby="renewal-payment-title">
      <h1 id="renewal-payment-title" className="account-section__title">
        <Trans>Confirmer le paiement de votre renouvellement</Trans>
      </h1>
      <p>
        <Trans>
          Votre banque demande que vous confirmiez vous-même le paiement du renouvellement de votre abonnement {name} (
          {amount}, pour la période qui commence le {term}). Nous ne pouvons pas le faire à votre place.
        </Trans>
      </p>
      <p>
        <Trans>
          Le bouton ouvre la page de paiement sécurisée : votre banque vous y demandera de confirmer. Une fois le
          paiement accepté, votre abonnement repart pour une nouvelle période.
        </Trans>
      </p>
      {failed ? (
        <p className="subscription__notice subscription__notice--error" role="alert">
          <Trans>Le service de paiement ne répond pas. Merci de réessayer dans un instant.</Trans>
        </p>
      ) : null}
      <AccountForm className="subscription-cancel__actions">
        <button type="submit" className="button button--primary" disabled={pending}>
          <Trans>Payer {amount}</Trans>
        </button>
        <Link to="/mon-compte" className="button button--secondary">
          <Trans>Retour à mon compte</Trans>
        </Link>
      </AccountForm>
    </section>
  );
}
