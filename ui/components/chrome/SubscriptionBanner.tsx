// §2/§4 the bottom subscription banner of the webspace layout (domain/popins/subscription-banner.ts).
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState, useSyncExternalStore, type CSSProperties } from "react";
import { Link } from "react-router";
import {
  isSubscriptionBannerExpanded,
  SUBSCRIPTION_BANNER_COMPACT_BELOW,
  subscriptionBannerReducer,
  subscriptionBannerView,
} from "../../../domain/popins/subscription-banner.ts";
import { useSession } from "../../composition/app-context.tsx";
import { ChevronIcon } from "./icons.tsx";
import { useRememberedBanner } from "./use-remembered-banner.ts";

/** The query of a screen too narrow for the expanded banner (domain SUBSCRIPTION_BANNER_COMPACT_BELOW). */
const WIDE_QUERY = `(min-width: ${SUBSCRIPTION_BANNER_COMPACT_BELOW}px)`;

function subscribeToWidth(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** Whether the screen is narrow; null on the server and while hydrating (the stylesheet decides until then). */
function useNarrowScreen(): boolean | null {
  return useSyncExternalStore(
    subscribeToWidth,
    () => !window.matchMedia(WIDE_QUERY).matches,
    () => null,
  );
}

/**
 * §2 bottom subscription banner: collapsed 180px, expanded 550px with a title and, for visitors, login and subscribe
 * links. Collapsed, it stays collapsed for the session (§3 nomadPlusBannerOpened). On a phone it starts each page
 * collapsed, one line (expanded it hid about 200px of the page), and expands when the member asks; before the page's
 * script runs, the stylesheet shows it so at that width.
 */
export function SubscriptionBanner() {
  const { t } = useLingui();
  const session = useSession();
  const [opened, setOpened] = useRememberedBanner("subscription");
  const narrow = useNarrowScreen();
  const [expandedOnPage, setExpandedOnPage] = useState(false);
  // Width unknown (server, hydration): the session's flag, the stylesheet collapsing it on a narrow screen.
  const expanded = narrow === null ? opened : isSubscriptionBannerExpanded(opened, narrow, expandedOnPage);
  const compactByStylesheet = narrow === null && opened;
  const view = subscriptionBannerView(expanded, session.loggedIn);
  const panelId = useId();
  const titleId = useId();
  const toggle = () => {
    const next = subscriptionBannerReducer(expanded, "toggle");
    setExpandedOnPage(next);
    setOpened(next);
  };
  return (
    <aside
      className={[
        "subscription-banner",
        `subscription-banner--${expanded ? "opened" : "closed"}`,
        compactByStylesheet ? "subscription-banner--compact-on-phone" : null,
      ]
        .filter(Boolean)
        .join(" ")}
      data-width={view.width}
      style={{ "--subscription-banner-width": `${view.width}px` } as CSSProperties}
      aria-labelledby={titleId}
    >
      <div className="subscription-banner__bar">
        <p id={titleId} className="subscription-banner__label">
          <span className="subscription-banner__badge" aria-hidden="true">
            ★
          </span>
          {view.showTitle ? (
            <span className="subscription-banner__title">
              <Trans>Passez à l'illimité</Trans>
            </span>
          ) : null}
          {!view.showTitle || compactByStylesheet ? (
            <span className="subscription-banner__short">
              <Trans>Illimité</Trans>
            </span>
          ) : null}
        </p>
        <button
          type="button"
          className="icon-button subscription-banner__toggle"
          aria-expanded={expanded}
          aria-controls={panelId}
          aria-label={expanded ? t`Réduire la bannière` : t`Agrandir la bannière`}
          onClick={toggle}
        >
          <ChevronIcon />
        </button>
      </div>
      <div id={panelId} className="subscription-banner__panel" hidden={!expanded}>
        <p className="subscription-banner__text">
          <Trans>Tous les cours, quiz et annales corrigées, sur ordinateur, tablette et téléphone.</Trans>
        </p>
        {view.links.length > 0 ? (
          <ul className="subscription-banner__links">
            {view.links.map((link) => (
              <li key={link.code}>
                <Link
                  to={link.href}
                  className={link.code === "Subscribe" ? "button button--accent" : "button button--ghost"}
                >
                  {link.code === "Subscribe" ? <Trans>S'abonner</Trans> : <Trans>Se connecter</Trans>}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <Link to="/premium" className="button button--accent">
            <Trans>Voir les offres</Trans>
          </Link>
        )}
      </div>
    </aside>
  );
}
