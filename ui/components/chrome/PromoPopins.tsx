// §2 the subscription promotional popin and the two app-recommendation popins (loaded on demand by their hosts).
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import type { PopinId } from "../../../domain/popins/popins.ts";
import { Popin } from "./Popin.tsx";
import { StoreBadges } from "./StoreBadges.tsx";

/** §2 subscription promotional popin. */
export function SubscriptionPromoPopin({ onClose }: { onClose: () => void }) {
  return (
    <Popin className="promo-popin" onClose={onClose} title={<Trans>Révisez sans limite</Trans>}>
      <p>
        <Trans>
          Cours, quiz, fiches, flashcards et annales corrigées : l'abonnement ouvre tout, du primaire au supérieur, sur
          ordinateur, tablette et téléphone.
        </Trans>
      </p>
      <ul className="promo-popin__points">
        <li>
          <Trans>Tous les contenus premium, sans publicité</Trans>
        </li>
        <li>
          <Trans>Une offre Famille pour toute la maison</Trans>
        </li>
        <li>
          <Trans>Sans engagement sur l'offre mensuelle</Trans>
        </li>
      </ul>
      <Link to="/premium" className="button button--primary" onClick={onClose}>
        <Trans>Découvrir les offres</Trans>
      </Link>
    </Popin>
  );
}

/** §2 app-recommendation popins: appRecommendation (free visitor) and paidAppRecommendation (paying user); handheld only. */
export function AppRecommendationPopin({ id, onClose }: { id: PopinId; onClose: () => void }) {
  const paid = id === "paidAppRecommendation";
  return (
    <Popin
      className="app-popin"
      onClose={onClose}
      title={
        paid ? <Trans>Votre abonnement vous suit sur mobile</Trans> : <Trans>Révisez partout avec l'application</Trans>
      }
    >
      <p>
        {paid ? (
          <Trans>Connectez-vous dans l'application avec le même compte : tous vos contenus premium y sont déjà.</Trans>
        ) : (
          <Trans>
            Quiz express, flashcards et fiches hors connexion : l'application gratuite pour réviser entre deux cours.
          </Trans>
        )}
      </p>
      <StoreBadges className="app-popin__stores" />
    </Popin>
  );
}
