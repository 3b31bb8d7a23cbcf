// Issue 15, /mon-compte: the way to the gift cards the member bought (their state and printable cards) and to
// buying one.
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import "../../styles/account.css";

// The premium pages' addresses (ui/components/premium/paths.ts), written here: a member page may not import the premium
// area's modules (its messages are not loaded on /mon-compte). The story checks both links.
const GIFT_CARDS_PATH = "/premium/carte-cadeau/mes-cartes";
const GIFT_CARD_BUY_PATH = "/premium/carte-cadeau/offrir";

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
