// §2/§4 the offer sticky banner of the offer layout (domain/popins/layout-banners.ts). The layout keeps its open
// flag for the session (§3 offerStickyBannerOpened, use-remembered-banner.ts).
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { CloseIcon } from "./icons.tsx";

/** §2/§4 offer sticky banner above the header: starts open, can be closed. */
export function OfferStickyBanner({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  return (
    <aside className="offer-banner" aria-label={t`Offre du moment`}>
      <p className="offer-banner__text">
        <Trans>Offre du moment : l'abonnement Famille à prix réduit.</Trans>{" "}
        <Link to="/premium/offre-famille" className="offer-banner__link">
          <Trans>J'en profite</Trans>
        </Link>
      </p>
      <button
        type="button"
        className="icon-button offer-banner__close"
        aria-label={t`Fermer l'offre`}
        onClick={onClose}
      >
        <CloseIcon />
      </button>
    </aside>
  );
}
