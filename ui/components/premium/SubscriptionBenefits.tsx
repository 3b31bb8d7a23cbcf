// §1 What the subscription gives (our own words): shown on the subscription presentation page and under the offers.
import { Trans } from "@lingui/react/macro";
import { useId } from "react";
import { BookIcon, CardsIcon, PaperIcon, PhoneIcon } from "./icons.tsx";
import "../../styles/premium.css";

export function SubscriptionBenefits({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="benefits" aria-labelledby={titleId}>
      <Heading id={titleId} className="benefits__title">
        <Trans>Ce que comprend l'abonnement</Trans>
      </Heading>
      <ul className="benefits__list">
        <li className="benefits__item">
          <span className="benefits__icon">
            <BookIcon />
          </span>
          <span>
            <strong>
              <Trans>Tous les cours et quiz</Trans>
            </strong>{" "}
            <Trans>du primaire au supérieur, sans limite.</Trans>
          </span>
        </li>
        <li className="benefits__item">
          <span className="benefits__icon">
            <PaperIcon />
          </span>
          <span>
            <strong>
              <Trans>Les annales corrigées</Trans>
            </strong>{" "}
            <Trans>du brevet et du bac, et des exercices pas à pas.</Trans>
          </span>
        </li>
        <li className="benefits__item">
          <span className="benefits__icon">
            <CardsIcon />
          </span>
          <span>
            <strong>
              <Trans>Fiches et flashcards</Trans>
            </strong>{" "}
            <Trans>à télécharger et à réviser partout.</Trans>
          </span>
        </li>
        <li className="benefits__item">
          <span className="benefits__icon">
            <PhoneIcon />
          </span>
          <span>
            <strong>
              <Trans>Sur ordinateur, tablette et téléphone</Trans>
            </strong>{" "}
            <Trans>avec la même progression.</Trans>
          </span>
        </li>
      </ul>
    </section>
  );
}
