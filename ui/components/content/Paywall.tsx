import { Trans } from "@lingui/react/macro";
import { useId } from "react";
import { Link } from "react-router";
import { useSession } from "../../composition/app-context.tsx";

/** §6 premium content for a visitor or a free member: what the subscription opens, and the way to it. */
export function Paywall({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const session = useSession();
  const Heading = `h${headingLevel}` as "h2";
  const titleId = useId();
  return (
    <section className="paywall" aria-labelledby={titleId}>
      <p className="paywall__badge" aria-hidden="true">
        ★ Premium
      </p>
      <Heading id={titleId} className="paywall__title">
        <Trans>La suite est réservée aux abonnés</Trans>
      </Heading>
      <p>
        <Trans>
          Avec l'abonnement Premium, accédez à tous les cours, quiz corrigés, cartes mémoire, fiches et sujets
          d'entraînement, du primaire au supérieur, sur le site et dans l'application.
        </Trans>
      </p>
      <p className="paywall__actions">
        <Link className="button button--primary" to="/premium">
          <Trans>Découvrir l'abonnement</Trans>
        </Link>
        {session.loggedIn ? null : (
          <Link className="button button--ghost" to="/login">
            <Trans>Déjà abonné ? Se connecter</Trans>
          </Link>
        )}
      </p>
    </section>
  );
}
