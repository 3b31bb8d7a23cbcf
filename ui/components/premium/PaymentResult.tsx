// §2 Payment result routes: waiting for the provider's answer (/validatePayment, /validatePayment/{provider},
// /validation-buybox), the subscription active (/subscribe-success, /subscribe-success/lifeoffer-mobile), the
// payment refused (/subscribe-failed, with the reason and a way to try again).
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { OrderView } from "../../../application/contracts/premium/checkout.ts";
import { POST_LOGIN_HOME } from "../../../application/web/account/redirect-target.ts";
import { useLocale, useWebConfig } from "../../composition/app-context.tsx";
import { FAMILY_SPACE_PATH } from "../chrome/mobile-menu-paths.ts";
import { isAppListed } from "../chrome/app-links.ts";
import { StoreBadges } from "../chrome/StoreBadges.tsx";
import { useFormatDate } from "../date-format.ts";
import { useFormatMoney } from "./format.ts";
import { AlertIcon, CheckCircleIcon, ClockIcon } from "./icons.tsx";
import { GIFT_CARDS_PATH } from "./paths.ts";
import "../../styles/premium.css";

function useOrderPlanName(): (order: Pick<OrderView, "plan">) => string {
  const locale = useLocale();
  return (order) => (locale === "en" ? order.plan.names.en : order.plan.names.fr);
}

function ResultFrame({ tone, children }: { tone: "pending" | "success" | "failure"; children: ReactNode }) {
  return (
    <div className={`payment-result payment-result--${tone}`}>
      <p className="payment-result__icon">
        {tone === "success" ? <CheckCircleIcon /> : tone === "failure" ? <AlertIcon /> : <ClockIcon />}
      </p>
      {children}
    </div>
  );
}

export interface NoOrderProps {
  /** The viewer is logged in (else the page offers to log in: orders are private to their buyer). */
  loggedIn: boolean;
  /** Where "Se connecter" returns to (this page). */
  loginHref: string;
}

/**
 * Issue 15: a payment result page opened without an order of the viewer's (no ?order=, another member's, or no
 * session): it says so and leads to the offers; it never claims a payment or a subscription.
 */
export function NoOrder({ loggedIn, loginHref }: NoOrderProps) {
  return (
    <div className="payment-result payment-result--none">
      <h1 className="payment-result__title">
        <Trans>Aucune commande à afficher</Trans>
      </h1>
      <p className="payment-result__text">
        {loggedIn ? (
          <Trans>
            Cette page montre le résultat d'un paiement, et nous n'en trouvons aucun de votre compte à cette adresse.
            Vos abonnements sont dans votre compte.
          </Trans>
        ) : (
          <Trans>
            Cette page montre le résultat d'un paiement. Connectez-vous avec le compte qui a payé pour voir sa commande.
          </Trans>
        )}
      </p>
      <ul className="payment-result__actions">
        <li>
          <Link className="button button--primary" to="/premium">
            <Trans>Voir les offres</Trans>
          </Link>
        </li>
        <li>
          {loggedIn ? (
            <Link className="button button--outline" to="/mon-compte">
              <Trans>Mon compte</Trans>
            </Link>
          ) : (
            <Link className="button button--outline" to={loginHref}>
              <Trans>Se connecter</Trans>
            </Link>
          )}
        </li>
      </ul>
    </div>
  );
}

export interface PaymentPendingProps {
  /** The order, when the page knows it. */
  order: OrderView | null;
  /** "mobile_money" for /validatePayment/{provider}: the buyer confirms on their phone. */
  mobileMoney: boolean;
  /** The page stopped asking by itself (too long): the buyer can check again. */
  stopped?: boolean;
  /** The page itself, to check again. */
  checkHref: string;
}

/** §2 /validatePayment(/{provider}): the order is pending; the page asks again until it is final. */
export function PaymentPending({ order, mobileMoney, stopped = false, checkHref }: PaymentPendingProps) {
  const money = useFormatMoney();
  const planName = useOrderPlanName();
  const amount = order ? money(order.amount, order.currency) : "";
  const name = order ? planName(order) : "";
  return (
    <ResultFrame tone="pending">
      <h1 className="payment-result__title">
        {mobileMoney ? (
          <Trans>Validez le paiement sur votre téléphone</Trans>
        ) : (
          <Trans>Paiement en cours de validation</Trans>
        )}
      </h1>
      {order ? (
        <p className="payment-result__lead">
          <Trans>
            {name} : {amount}
          </Trans>
        </p>
      ) : null}
      <p className="payment-result__text" role="status">
        {mobileMoney ? (
          <Trans>
            Vous avez reçu une demande de paiement de votre opérateur. Dès qu'elle est acceptée, cette page passe à la
            suite toute seule.
          </Trans>
        ) : (
          <Trans>Nous attendons la confirmation de votre banque. Cette page passe à la suite toute seule.</Trans>
        )}
      </p>
      {stopped ? (
        <p className="payment-result__text">
          <Trans>La confirmation tarde à arriver.</Trans>{" "}
          <Link to={checkHref}>
            <Trans>Vérifier à nouveau</Trans>
          </Link>
        </p>
      ) : (
        <p className="payment-result__spinner">
          <span className="premium-spinner" aria-hidden="true" />
        </p>
      )}
    </ResultFrame>
  );
}

export interface SubscribeSuccessProps {
  /** The viewer's own paid order (pages without one show NoOrder). */
  order: OrderView;
  /** The lifetime offer's variant, with the mobile app links. */
  lifetimeMobile?: boolean;
}

/**
 * §2 /subscribe-success: the real order (plan, amount, date, what is now unlocked), and where to start. A redeemed gift
 * card says so instead of "Montant payé : 0,00 €".
 */
export function SubscribeSuccess({ order, lifetimeMobile = false }: SubscribeSuccessProps) {
  const money = useFormatMoney();
  const date = useFormatDate();
  const planName = useOrderPlanName();
  const name = planName(order);
  const amount = money(order.amount, order.currency);
  const paidOn = date(order.paidAt ?? order.createdAt);
  const periodEnd = order.subscription?.periodEnd ? date(order.subscription.periodEnd) : null;
  const family = order.plan.isFamilyMasterPlan;
  // Issue 15: a gift card redeemed by its recipient is an order of 0 €: nothing was paid, the card was activated.
  const giftCard = order.provider === "gift-card";
  // Issue 15: the app is pointed to only where it is listed on a store (docs/decisions/036).
  const appListed = isAppListed(useWebConfig());
  return (
    <ResultFrame tone="success">
      <h1 className="payment-result__title">
        <Trans>Merci ! Votre abonnement est actif</Trans>
      </h1>
      <dl className="payment-result__facts">
        <div>
          <dt>
            <Trans>Formule</Trans>
          </dt>
          <dd>{name}</dd>
        </div>
        {giftCard ? (
          <div>
            <dt>
              <Trans>Réglé par</Trans>
            </dt>
            <dd>
              <Trans>une carte cadeau</Trans>
            </dd>
          </div>
        ) : (
          <div>
            <dt>
              <Trans>Montant payé</Trans>
            </dt>
            <dd>{amount}</dd>
          </div>
        )}
        <div>
          <dt>{giftCard ? <Trans>Activé le</Trans> : <Trans>Payé le</Trans>}</dt>
          <dd>{paidOn}</dd>
        </div>
        <div>
          <dt>
            <Trans>Accès</Trans>
          </dt>
          <dd>{periodEnd ? <Trans>jusqu'au {periodEnd}</Trans> : <Trans>à vie</Trans>}</dd>
        </div>
      </dl>
      <p className="payment-result__text">
        {family ? (
          <Trans>
            Désormais ouverts à toute la famille : tous les cours, quiz, fiches, flashcards et annales corrigées, sur
            ordinateur, tablette et téléphone.
          </Trans>
        ) : (
          <Trans>
            Désormais ouverts : tous les cours, quiz, fiches, flashcards et annales corrigées, sur ordinateur, tablette
            et téléphone.
          </Trans>
        )}
      </p>
      {family ? (
        <p className="payment-result__text">
          <Trans>
            Ajoutez les comptes de vos enfants depuis votre espace famille : chacun aura sa propre progression.
          </Trans>
        </p>
      ) : null}
      <ul className="payment-result__actions">
        <li>
          <Link className="button button--primary" to={POST_LOGIN_HOME}>
            <Trans>Commencer à réviser</Trans>
          </Link>
        </li>
        {family ? (
          <li>
            <Link className="button button--outline" to={FAMILY_SPACE_PATH}>
              <Trans>Espace famille</Trans>
            </Link>
          </li>
        ) : null}
        <li>
          <Link className="button button--outline" to="/bac">
            <Trans>Réviser le bac</Trans>
          </Link>
        </li>
        <li>
          <Link className="button button--outline" to="/brevet">
            <Trans>Réviser le brevet</Trans>
          </Link>
        </li>
      </ul>
      {lifetimeMobile && appListed ? (
        <div className="payment-result__apps">
          <p className="payment-result__text">
            <Trans>Votre accès à vie vaut aussi dans l'application : connectez-vous avec le même compte.</Trans>
          </p>
          <StoreBadges />
        </div>
      ) : null}
    </ResultFrame>
  );
}

export interface SubscribeFailedProps {
  order: OrderView | null;
  /** Where "Réessayer" leads (the same plan's checkout), else the plans. */
  retryHref: string;
}

/** §2 /subscribe-failed: why it failed (when the provider says), nothing was charged, try again. */
export function SubscribeFailed({ order, retryHref }: SubscribeFailedProps) {
  const { t } = useLingui();
  const reason = (() => {
    if (!order) return null;
    if (order.status === "canceled") return t`Le paiement a été annulé.`;
    if (order.status === "expired") return t`Le délai pour payer est dépassé.`;
    switch (order.failureReason) {
      case "card_declined":
        return t`Votre banque a refusé le paiement par carte.`;
      case "mobile_money_refused":
        return t`Le paiement mobile money a été refusé.`;
      default:
        return t`Le paiement n'a pas abouti.`;
    }
  })();
  return (
    <ResultFrame tone="failure">
      <h1 className="payment-result__title">
        <Trans>Le paiement n'a pas abouti</Trans>
      </h1>
      {reason ? <p className="payment-result__lead">{reason}</p> : null}
      <p className="payment-result__text">
        {order?.purpose === "gift-card" ? (
          <Trans>
            Aucune carte cadeau n'a été émise et rien ne vous a été débité. Vous pouvez réessayer, avec un autre moyen
            de paiement si besoin.
          </Trans>
        ) : (
          <Trans>
            Aucun abonnement n'a été activé et rien ne vous a été débité. Vous pouvez réessayer, avec un autre moyen de
            paiement si besoin.
          </Trans>
        )}
      </p>
      <ul className="payment-result__actions">
        <li>
          <Link className="button button--primary" to={retryHref}>
            <Trans>Réessayer</Trans>
          </Link>
        </li>
        <li>
          {order?.purpose === "gift-card" ? (
            <Link className="button button--outline" to={GIFT_CARDS_PATH}>
              <Trans>Mes cartes cadeaux</Trans>
            </Link>
          ) : (
            <Link className="button button--outline" to="/premium">
              <Trans>Voir les offres</Trans>
            </Link>
          )}
        </li>
        <li>
          <Link className="button button--outline" to="/faq">
            <Trans>Aide</Trans>
          </Link>
        </li>
      </ul>
    </ResultFrame>
  );
}
