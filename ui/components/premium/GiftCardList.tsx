// Issue 15: the gift cards a member bought (/premium/carte-cadeau/mes-cartes): for each, the plan, the price, who it
// is for, its state (waiting for the payment, not used yet, used on a date), its code and the printable card (PDF,
// a plain link to the API so it works without JavaScript), and its right of withdrawal (GiftCardWithdrawal). The order
// just paid is announced at the top.
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import type { GiftCardPurchaseView } from "../../../application/contracts/premium/checkout.ts";
import { useFormatDate } from "../date-format.ts";
import { useFormatMoney } from "./format.ts";
import { GiftCardWithdrawal } from "./GiftCardWithdrawal.tsx";
import { GIFT_CARD_BUY_PATH, GIFT_CARD_PATH } from "./paths.ts";

export interface GiftCardListProps {
  cards: readonly GiftCardPurchaseView[];
  /** The order the buyer comes back from (`?order=`), announced at the top once paid. */
  justPaid?: string | null;
  /** The address of a card's PDF. */
  pdfHref: (orderId: string) => string;
  /** Issue 15: the card whose withdrawal is being confirmed (`?retractation=`). */
  confirming?: string | null;
  /** Issue 15: a withdrawal form is being sent. */
  pending?: boolean;
}

function StateBadge({ card }: { card: GiftCardPurchaseView }) {
  const formatDate = useFormatDate();
  if (card.state === "used" && card.usedAt !== null) {
    const date = formatDate(card.usedAt);
    return (
      <span className="gift-list__state gift-list__state--used">
        <Trans>Utilisée le {date}</Trans>
      </span>
    );
  }
  if (card.state === "withdrawn") {
    return (
      <span className="gift-list__state gift-list__state--withdrawn">
        <Trans>Annulée (rétractation)</Trans>
      </span>
    );
  }
  if (card.state === "unused") {
    return (
      <span className="gift-list__state gift-list__state--unused">
        <Trans>Pas encore utilisée</Trans>
      </span>
    );
  }
  return (
    <span className="gift-list__state">
      {card.orderStatus === "pending" ? <Trans>Paiement en attente</Trans> : <Trans>Non payée</Trans>}
    </span>
  );
}

export function GiftCardList({
  cards,
  justPaid = null,
  pdfHref,
  confirming = null,
  pending = false,
}: GiftCardListProps) {
  const { i18n } = useLingui();
  const money = useFormatMoney();
  const formatDate = useFormatDate();
  const english = i18n.locale.startsWith("en");
  const paid = justPaid ? cards.find((card) => card.orderId === justPaid && card.state !== "pending") : undefined;
  const email = paid?.email ?? "";
  return (
    <div className="gift-list">
      {paid ? (
        <div className="premium-alert premium-alert--info" role="status">
          <p>
            <Trans>Merci ! Votre carte cadeau est prête : son code a été envoyé à {email}.</Trans>
          </p>
        </div>
      ) : null}
      {cards.length === 0 ? (
        <p>
          <Trans>Vous n'avez pas encore offert de carte cadeau.</Trans>
        </p>
      ) : (
        <ul className="gift-list__items">
          {cards.map((card) => {
            const plan = english ? card.plan.names.en : card.plan.names.fr;
            const bought = formatDate(card.paidAt ?? card.createdAt);
            const price = money(card.amount, card.currency);
            const recipient = card.recipientName;
            return (
              <li key={card.orderId} className="gift-list__item" aria-labelledby={`gift-${card.orderId}`}>
                <div className="gift-list__head">
                  <h2 className="gift-list__title" id={`gift-${card.orderId}`}>
                    {plan}
                  </h2>
                  <StateBadge card={card} />
                </div>
                <p className="gift-list__meta">
                  {recipient ? (
                    <Trans>
                      Pour {recipient} · {price}, achetée le {bought}
                    </Trans>
                  ) : (
                    <Trans>
                      {price}, achetée le {bought}
                    </Trans>
                  )}
                </p>
                {card.code !== null ? (
                  <>
                    <p className="gift-list__code">
                      <Trans>Code :</Trans> <code>{card.code}</code>
                    </p>
                    <a className="button button--outline gift-list__pdf" href={pdfHref(card.orderId)} download>
                      <Trans>Télécharger la carte à imprimer (PDF)</Trans>
                    </a>
                  </>
                ) : null}
                {card.state !== "pending" ? (
                  <GiftCardWithdrawal card={card} confirming={confirming === card.orderId} pending={pending} />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <ul className="payment-result__actions">
        <li>
          <Link className="button button--primary" to={GIFT_CARD_BUY_PATH}>
            <Trans>Offrir une carte cadeau</Trans>
          </Link>
        </li>
        <li>
          <Link className="button button--outline" to={GIFT_CARD_PATH}>
            <Trans>Activer une carte reçue</Trans>
          </Link>
        </li>
      </ul>
    </div>
  );
}
