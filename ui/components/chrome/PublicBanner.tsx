// §2 the public-layout banner for users without a plan (domain/popins/layout-banners.ts decides where).
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { useWebConfig } from "../../composition/app-context.tsx";

/** §2 public-layout banner, for users without a plan (not on /premium or /login). */
export function PublicBanner() {
  const { t } = useLingui();
  const { brandName } = useWebConfig();
  return (
    <aside className="public-banner" aria-label={t`Abonnement`}>
      <p className="public-banner__text">
        <Trans>Révisez sans limite avec l'abonnement {brandName}.</Trans>{" "}
        <Link to="/premium" className="public-banner__link">
          <Trans>Voir les offres</Trans>
        </Link>
      </p>
    </aside>
  );
}
