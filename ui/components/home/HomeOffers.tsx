// Issue 15, the home page: the offers, solo and family, from their lowest price per month (domain/home/offer-teasers.ts).
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import type { OfferTeaser } from "../../../domain/home/offer-teasers.ts";
import { useFormatMoney } from "../money-format.ts";

export function HomeOffers({ offers }: { offers: OfferTeaser[] }) {
  const { t } = useLingui();
  const formatMoney = useFormatMoney();
  const texts = {
    solo: {
      name: t`Solo`,
      text: t`Tout Premium pour un élève : chapitres, fiches, quiz et sujets corrigés.`,
      href: "/premium/offre-solo",
    },
    family: {
      name: t`Famille`,
      text: t`Un abonnement pour la famille, un espace et un suivi pour chaque enfant.`,
      href: "/premium/offre-famille",
    },
  };
  return (
    <section className="page-section" aria-labelledby="offers-title">
      <h2 id="offers-title">
        <Trans>Nos offres</Trans>
      </h2>
      <ul className="card-grid home-offers">
        {offers.map((offer) => {
          const text = texts[offer.audience];
          const price = formatMoney(offer.from, offer.currency);
          return (
            <li key={offer.audience} className="card card--link">
              <h3 className="card__title">
                <Link to={text.href}>{text.name}</Link>
              </h3>
              <p className="home-offers__price">
                {offer.unit === "days"
                  ? t`dès ${price} par jour, selon la durée choisie`
                  : t`dès ${price} par mois, selon la durée choisie`}
              </p>
              <p>{text.text}</p>
            </li>
          );
        })}
      </ul>
      <p className="home-more">
        <Link to="/premium">
          <Trans>Comparer toutes les offres</Trans>
        </Link>
      </p>
    </section>
  );
}
