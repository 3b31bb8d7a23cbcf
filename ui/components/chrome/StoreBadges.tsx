import { Trans, useLingui } from "@lingui/react/macro";
import { APP_STORE_URL, GOOGLE_PLAY_URL } from "./app-links.ts";

/** A phone drawn for the badges (no store artwork). */
function PhoneIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <rect x="6" y="2.5" width="12" height="19" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M10 18.5h4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/** §2 app store links, as text badges. */
export function StoreBadges({ className }: { className?: string }) {
  const { t } = useLingui();
  return (
    <ul className={["store-badges", className].filter(Boolean).join(" ")} aria-label={t`Application mobile`}>
      <li>
        <a className="store-badge" href={APP_STORE_URL} rel="noopener noreferrer" target="_blank">
          <PhoneIcon />
          <span className="store-badge__text">
            <span className="store-badge__small">
              <Trans>Télécharger dans</Trans>
            </span>
            <span className="store-badge__name">App Store</span>
          </span>
        </a>
      </li>
      <li>
        <a className="store-badge" href={GOOGLE_PLAY_URL} rel="noopener noreferrer" target="_blank">
          <PhoneIcon />
          <span className="store-badge__text">
            <span className="store-badge__small">
              <Trans>Disponible sur</Trans>
            </span>
            <span className="store-badge__name">Google Play</span>
          </span>
        </a>
      </li>
    </ul>
  );
}
