// Issue 15, /mon-compte: the way to the gift cards the member bought (their state and printable cards) and to
// buying one.
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { GIFT_CARD_BUY_PATH, GIFT_CARDS_PATH } from "../premium/paths.ts";
import "../../styles/account.css";

export function GiftCardsSection() {
  return (
    <section className="account-section" aria-labelledby="gift-cards-title">
      <h2 id="gift-cards-title" className="account-section__title">
        <Trans>Cartes cadeaux</Trans>
      </h2>
      <p>
        <Trans>Offrez un abonnement, puis suivez les cartes que vous avez offertes : utilisées ou non.</Trans>
      </p>
      <div className="gift-cards-section__links">
        <Link className="button button--secondary" to={GIFT_CARDS_PATH}>
          <Trans>Mes cartes cadeaux</Trans>
        </Link>
        <Link className="button button--primary" to={GIFT_CARD_BUY_PATH}>
          <Trans>Offrir une carte cadeau</Trans>
        </Link>
      </div>
    </section>
  );
}
