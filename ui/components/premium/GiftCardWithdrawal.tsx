// Issue 15 (docs/decisions/030): the right of withdrawal of one bought gift card, under it in the buyer's list
// (/premium/carte-cadeau/mes-cartes). While it is allowed (14 days, not used): until when, and a link that opens the
// confirmation (a plain link and a plain form: it works without JavaScript); the confirmation says what happens and
// posts to the page's action. Otherwise the reason it no longer applies, or the withdrawal done with its credit note.
import { Trans } from "@lingui/react/macro";
import { Form, Link } from "react-router";
import type { GiftCardPurchaseView } from "../../../application/contracts/premium/checkout.ts";
import { useFormatDate } from "../date-format.ts";
import { useFormatMoney } from "./format.ts";
import { GIFT_CARDS_PATH, pathWith } from "./paths.ts";

/** The query parameter that opens a card's confirmation. */
export const WITHDRAW_PARAM = "retractation";
/** The form's intent (the page's action). */
export const WITHDRAW_INTENT = "withdraw";

export interface GiftCardWithdrawalProps {
  card: GiftCardPurchaseView;
  /** The confirmation is open (`?retractation=<orderId>`). */
  confirming: boolean;
  /** The form is being sent (the button is disabled). */
  pending?: boolean;
}

export function GiftCardWithdrawal({ card, confirming, pending = false }: GiftCardWithdrawalProps) {
  const formatDate = useFormatDate();
  const money = useFormatMoney();
  const { withdrawal, creditNote } = card;
  // The right runs to the end of its last day (`until` is the next midnight in Paris, excluded).
  const until = withdrawal.until ? formatDate(withdrawal.until, { inclusiveEnd: true }) : "";
  const price = money(card.amount, card.currency);
  if (creditNote !== null) {
    const number = creditNote.number;
    const on = formatDate(creditNote.issuedAt);
    return (
      <p className="gift-withdrawal gift-withdrawal--done">
        {creditNote.refunded ? (
          <Trans>
            Rétractation enregistrée le {on} : la carte est annulée et {price} vous a été remboursé (avoir {number}).
          </Trans>
        ) : (
          <Trans>
            Rétractation enregistrée le {on} : la carte est annulée, le remboursement de {price} est en cours (avoir{" "}
            {number}).
          </Trans>
        )}
      </p>
    );
  }
  if (!withdrawal.allowed) {
    if (withdrawal.reason === "redeemed")
      return (
        <p className="gift-withdrawal">
          <Trans>
            Cette carte a été utilisée : le droit de rétractation ne s'applique plus, l'abonnement a commencé.
          </Trans>
        </p>
      );
    if (withdrawal.reason === "expired")
      return (
        <p className="gift-withdrawal">
          <Trans>Le délai de rétractation de 14 jours a pris fin le {until}.</Trans>
        </p>
      );
    return null;
  }
  if (!confirming) {
    return (
      <p className="gift-withdrawal">
        <Trans>Tant qu'elle n'est pas utilisée, vous pouvez vous rétracter jusqu'au {until} inclus.</Trans>{" "}
        <Link
          className="gift-withdrawal__open"
          to={pathWith(GIFT_CARDS_PATH, { [WITHDRAW_PARAM]: card.orderId })}
          preventScrollReset
        >
          <Trans>Me rétracter et être remboursé</Trans>
        </Link>
      </p>
    );
  }
  const titleId = `withdraw-${card.orderId}`;
  return (
    <section className="gift-withdrawal gift-withdrawal--confirm" aria-labelledby={titleId}>
      <h3 id={titleId} className="gift-withdrawal__title">
        <Trans>Confirmer la rétractation</Trans>
      </h3>
      <p>
        <Trans>
          La carte sera annulée : son code ne pourra plus être utilisé. {price} vous seront remboursés sur le moyen de
          paiement utilisé, et vous recevrez un avoir par e-mail.
        </Trans>
      </p>
      <Form method="post" action={GIFT_CARDS_PATH} className="gift-withdrawal__actions">
        <input type="hidden" name="intent" value={WITHDRAW_INTENT} />
        <input type="hidden" name="orderId" value={card.orderId} />
        <button type="submit" className="button button--primary" disabled={pending}>
          <Trans>Confirmer la rétractation</Trans>
        </button>
        <Link className="button button--outline" to={GIFT_CARDS_PATH} preventScrollReset>
          <Trans>Garder la carte</Trans>
        </Link>
      </Form>
    </section>
  );
}
