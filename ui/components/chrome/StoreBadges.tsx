import { Trans, useLingui } from "@lingui/react/macro";
import { useWebConfig } from "../../composition/app-context.tsx";
import { storeListings } from "./app-links.ts";

/** A phone drawn for the badges (no store artwork). */
function PhoneIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <rect x="6" y="2.5" width="12" height="19" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M10 18.5h4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/**
 * §2 app store links, as text badges: one per store the app is listed on (configuration), nothing when it is listed
 * on none (docs/decisions/036).
 */
export function StoreBadges({ className }: { className?: string }) {
  const { t } = useLingui();
  const listings = storeListings(useWebConfig());
  if (listings.length === 0) return null;
  return (
    <ul className={["store-badges", className].filter(Boolean).join(" ")} aria-label={t`Application mobile`}>
      {listings.map(({ store, url }) => (
        <li key={store}>
          <a className="store-badge" href={url} rel="noopener noreferrer" target="_blank">
            <PhoneIcon />
            <span className="store-badge__text">
              <span className="store-badge__small">
                {store === "appStore" ? <Trans>Télécharger dans</Trans> : <Trans>Disponible sur</Trans>}
              </span>
              <span className="store-badge__name">{store === "appStore" ? "App Store" : "Google Play"}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
