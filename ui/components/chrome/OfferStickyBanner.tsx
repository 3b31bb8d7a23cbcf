// §2/§4 the offer sticky banner of the offer layout (domain/popins/layout-banners.ts).
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link } from "react-router";
import { OFFER_STICKY_BANNER_INITIAL_OPENED, offerStickyBannerReducer } from "../../../domain/popins/layout-banners.ts";
import { CloseIcon } from "./icons.tsx";

/** §2/§4 offer sticky banner above the header: starts open, can be closed. */
export function OfferStickyBanner({ onClosedChange }: { onClosedChange?: (closed: boolean) => void }) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(OFFER_STICKY_BANNER_INITIAL_OPENED);
  if (!opened) return null;
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
        onClick={() => {
          setOpened(offerStickyBannerReducer("close"));
          onClosedChange?.(true);
        }}
      >
        <CloseIcon />
      </button>
    </aside>
  );
}
