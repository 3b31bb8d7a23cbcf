// Issue 15: the member's own subscription in /mon-compte: its plan, its status in words, the next renewal (date and
// amount) or its end, the payment method, and what may be done: cancel (a link to the confirmation page), replace the
// card renewals are charged to (the provider's page; a refused renewal is charged again at once), resume before the end, change between the solo and family plans at the next renewal (price difference stated). Every
// action is a plain form posted to /mon-compte: it works without JavaScript.
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { AccountForm } from "../account/form-kit.tsx";
import type { SubscriptionView } from "../../../application/web/premium/manage-subscription.ts";
import { useLocale } from "../../composition/app-context.tsx";
import { useFormatDate } from "../date-format.ts";
import { useFormatMoney } from "../money-format.ts";
import { RENEWAL_PAYMENT_PAGE } from "../../../application/contracts/premium/subscription.ts";
import "../../styles/account.css";

/** Issue 15: what the last subscription action did, or why it was refused. */
export type SubscriptionNotice =
  | "canceled"
  | "resumed"
  | "planChanged"
  | "changeWithdrawn"
  | "cardUpdated"
  | "cardUnchanged"
  | "CardUpdateNotAllowed"
  | "SubscriptionNotCancelable"
  | "SubscriptionNotResumable"
  | "PlanChangeNotAllowed"
  | "NoSubscription"
  | "Unavailable";

/** The path of the cancellation's confirmation page (step 2 of 3). */
export const CANCEL_PATH = "/mon-compte/abonnement/resilier";

export interface SubscriptionDetailsProps {
  subscription: SubscriptionView;
  notice?: SubscriptionNotice | null;
  pending?: boolean;
}

function useNoticeText(): (notice: SubscriptionNotice) => { text: string; error: boolean } {
  const { t } = useLingui();
  return (notice) => {
    switch (notice) {
      case "canceled":
        return {
          text: t`Votre abonnement est résilié : il ne sera pas renouvelé. Un e-mail de confirmation vous a été envoyé.`,
          error: false,
        };
      case "resumed":
        return { text: t`Votre abonnement est repris : il se renouvellera à son terme.`, error: false };
      case "planChanged":
        return { text: t`Le changement d'offre est enregistré pour votre prochain renouvellement.`, error: false };
      case "changeWithdrawn":
        return { text: t`Le changement d'offre est annulé : vous gardez votre offre actuelle.`, error: false };
      case "cardUpdated":
        return {
          text: t`Merci : votre nouvelle carte est enregistrée pour vos prochains paiements.`,
          error: false,
        };
      case "cardUnchanged":
        return { text: t`Votre carte n'a pas été changée.`, error: false };
      case "CardUpdateNotAllowed":
        return {
          text: t`La carte de cet abonnement ne peut pas être changée : il ne se renouvelle pas par carte.`,
          error: true,
        };
      case "SubscriptionNotCancelable":
        return { text: t`Cet abonnement ne se renouvelle pas : il n'y a rien à résilier.`, error: true };
      case "SubscriptionNotResumable":
        return {
          text: t`Cet abonnement ne peut plus être repris : il est terminé ou n'a pas été résilié.`,
          error: true,
        };
      case "PlanChangeNotAllowed":
        return { text: t`Ce changement d'offre n'est pas possible pour votre abonnement.`, error: true };
      case "NoSubscription":
        return { text: t`Vous n'avez pas d'abonnement en cours.`, error: true };
      default:
        return { text: t`Le service ne répond pas. Merci de réessayer dans un instant.`, error: true };
    }
  };
}

function PaymentMethod({ method }: { method: SubscriptionView["paymentMethod"] }) {
  if (method.kind === "mobile_money") return <Trans>Mobile money</Trans>;
  if (method.kind === "gift_card") return <Trans>Carte cadeau</Trans>;
  const provider =
    method.provider === "stripe" ? "Stripe" : method.provider === "sandbox" ? "Sandbox" : method.provider;
  if (method.last4 !== null) {
    const brand = (method.brand ?? "").toUpperCase();
    const last4 = method.last4;
    return (
      <Trans>
        Carte {brand} se terminant par {last4} ({provider})
      </Trans>
    );
  }
  return <Trans>Carte bancaire ({provider})</Trans>;
}

/**
 * Issue 15: leaving the family plan for the solo one (the only change a family holder is offered) ends the children's
 * shared access at that renewal (the renewal job makes the subscription a solo one): the holder is told before.
 */
function ChildrenLoseAccess() {
  return <Trans>À cette date, les comptes enfants de votre offre Famille perdront l'accès à l'abonnement.</Trans>;
}

function StatusText({ subscription }: { subscription: SubscriptionView }) {
  switch (subscription.status) {
    case "past_due":
      return <Trans>Paiement du renouvellement refusé : nous réessayons</Trans>;
    case "canceled":
      return <Trans>Résilié : ne sera pas renouvelé</Trans>;
    case "active":
      return subscription.renewal ? (
        <Trans>Actif, renouvellement automatique</Trans>
      ) : (
        <Trans>Actif, sans renouvellement</Trans>
      );
    default:
      return <Trans>Terminé</Trans>;
  }
}

export function SubscriptionDetails({ subscription, notice = null, pending = false }: SubscriptionDetailsProps) {
  const locale = useLocale();
  const formatDate = useFormatDate();
  const formatAmount = useFormatMoney();
  const noticeText = useNoticeText();
  const { t } = useLingui();
  const shown = notice ? noticeText(notice) : null;
  const name = subscription.names[locale];
  const end = subscription.accessEndsAt ? formatDate(subscription.accessEndsAt) : null;
  const renewal = subscription.renewal;
  const change = subscription.change;
  const pendingChange = subscription.pendingChange;
  // The price difference in words ("60,00 € de plus"), not as a signed amount ("-60,00 €" read as a dash).
  const gap = change ? formatAmount(Math.abs(change.difference), change.currency) : "";
  const difference = change && change.difference < 0 ? t`${gap} de moins` : t`${gap} de plus`;
  return (
    <div className="plan-card subscription">
      {shown ? (
        <p
          className={shown.error ? "subscription__notice subscription__notice--error" : "subscription__notice"}
          role={shown.error ? "alert" : "status"}
        >
          {shown.text}
        </p>
      ) : null}
      <p className="plan-card__name">{name}</p>
      <dl className="account-details subscription__details">
        <div>
          <dt>
            <Trans>Statut</Trans>
          </dt>
          <dd>
            <StatusText subscription={subscription} />
          </dd>
        </div>
        {renewal ? (
          <div>
            <dt>
              <Trans>Prochain renouvellement</Trans>
            </dt>
            <dd>
              <Trans>
                le {formatDate(renewal.date)}, {formatAmount(renewal.amount, renewal.currency)}
              </Trans>
            </dd>
          </div>
        ) : (
          <div>
            <dt>
              <Trans>Fin de l'abonnement</Trans>
            </dt>
            <dd>{end ? <Trans>Accès jusqu'au {end}</Trans> : <Trans>Sans date de fin</Trans>}</dd>
          </div>
        )}
        {subscription.status === "past_due" && end ? (
          <div>
            <dt>
              <Trans>Accès maintenu</Trans>
            </dt>
            <dd>
              <Trans>jusqu'au {end}, le temps de régler le paiement</Trans>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>
            <Trans>Moyen de paiement</Trans>
          </dt>
          <dd>
            <PaymentMethod method={subscription.paymentMethod} />
          </dd>
        </div>
      </dl>
      {subscription.renewalAwaitsPayment ? (
        <div className="subscription__action">
          <p>
            <Trans>Votre banque demande que vous confirmiez vous-même le paiement de votre renouvellement.</Trans>
          </p>
          <Link to={RENEWAL_PAYMENT_PAGE} className="button button--primary">
            <Trans>Confirmer le paiement</Trans>
          </Link>
        </div>
      ) : null}
      {subscription.canUpdateCard ? (
        <AccountForm action="/mon-compte" className="subscription__action">
          {subscription.status === "past_due" ? (
            <p>
              <Trans>
                Le paiement de votre renouvellement a été refusé. Enregistrez une autre carte : elle sera débitée
                aussitôt.
              </Trans>
            </p>
          ) : null}
          <input type="hidden" name="intent" value="updateCard" />
          <button
            type="submit"
            className={subscription.status === "past_due" ? "button button--primary" : "button button--secondary"}
            disabled={pending}
          >
            <Trans>Mettre à jour ma carte</Trans>
          </button>
        </AccountForm>
      ) : null}
      {pendingChange ? (
        <AccountForm action="/mon-compte" className="subscription__action">
          <p>
            <Trans>
              Changement prévu : vous passerez à l'offre {pendingChange.names[locale]} le{" "}
              {formatDate(pendingChange.effectiveAt)}.
            </Trans>
            {subscription.isFamily ? (
              <>
                {" "}
                <ChildrenLoseAccess />
              </>
            ) : null}
          </p>
          <input type="hidden" name="intent" value="changePlan" />
          <input type="hidden" name="planId" value={subscription.planId} />
          <button type="submit" className="button button--secondary" disabled={pending}>
            <Trans>Annuler ce changement</Trans>
          </button>
        </AccountForm>
      ) : null}
      {change ? (
        <AccountForm action="/mon-compte" className="subscription__action">
          <p>
            <Trans>
              Passer à l'offre {change.names[locale]} : {formatAmount(change.newAmount, change.currency)} par
              renouvellement au lieu de {formatAmount(change.currentAmount, change.currency)}, soit {difference}. Le
              changement prend effet à votre prochain renouvellement, le {formatDate(change.effectiveAt)} ; rien n'est
              prélevé ni remboursé aujourd'hui.
            </Trans>
            {subscription.isFamily ? (
              <>
                {" "}
                <ChildrenLoseAccess />
              </>
            ) : null}
          </p>
          <input type="hidden" name="intent" value="changePlan" />
          <input type="hidden" name="planId" value={change.targetPlanId} />
          <button type="submit" className="button button--secondary" disabled={pending}>
            <Trans>Passer à l'offre {change.names[locale]}</Trans>
          </button>
        </AccountForm>
      ) : null}
      {subscription.canResume && end ? (
        <AccountForm action="/mon-compte" className="subscription__action">
          <p>
            <Trans>Vous pouvez reprendre votre abonnement jusqu'au {end} : il se renouvellera alors à son terme.</Trans>
          </p>
          <input type="hidden" name="intent" value="resumeSubscription" />
          <button type="submit" className="button button--primary" disabled={pending}>
            <Trans>Reprendre mon abonnement</Trans>
          </button>
        </AccountForm>
      ) : null}
      {subscription.canCancel ? (
        <p className="subscription__action">
          <Link to={CANCEL_PATH} className="subscription__cancel">
            <Trans>Résilier mon abonnement</Trans>
          </Link>
        </p>
      ) : null}
    </div>
  );
}
