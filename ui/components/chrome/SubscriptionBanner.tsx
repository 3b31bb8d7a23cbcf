// §2/§4 the bottom subscription banner of the webspace layout (domain/popins/subscription-banner.ts).
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, type CSSProperties } from "react";
import { Link } from "react-router";
import { subscriptionBannerReducer, subscriptionBannerView } from "../../../domain/popins/subscription-banner.ts";
import { useSession } from "../../composition/app-context.tsx";
import { ChevronIcon } from "./icons.tsx";
import { useRememberedBanner } from "./use-remembered-banner.ts";

/**
 * §2 bottom subscription banner: collapsed 180px, expanded 550px with a title and, for visitors, login and subscribe
 * links. Collapsed, it stays collapsed for the session (§3 nomadPlusBannerOpened).
 */
export function SubscriptionBanner() {
  const { t } = useLingui();
  const session = useSession();
  const [opened, setOpened] = useRememberedBanner("subscription");
  const view = subscriptionBannerView(opened, session.loggedIn);
  const panelId = useId();
  const titleId = useId();
  return (
    <aside
      className={`subscription-banner subscription-banner--${opened ? "opened" : "closed"}`}
      data-width={view.width}
      style={{ "--subscription-banner-width": `${view.width}px` } as CSSProperties}
      aria-labelledby={titleId}
    >
      <div className="subscription-banner__bar">
        <p id={titleId} className="subscription-banner__label">
          <span className="subscription-banner__badge" aria-hidden="true">
            ★
          </span>
          {view.showTitle ? <Trans>Passez à l'illimité</Trans> : <Trans>Illimité</Trans>}
        </p>
        <button
          type="button"
          className="icon-button subscription-banner__toggle"
          aria-expanded={opened}
          aria-controls={panelId}
          aria-label={opened ? t`Réduire la bannière` : t`Agrandir la bannière`}
          onClick={() => setOpened(subscriptionBannerReducer(opened, "toggle"))}
        >
          <ChevronIcon />
        </button>
      </div>
      <div id={panelId} className="subscription-banner__panel" hidden={!opened}>
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
