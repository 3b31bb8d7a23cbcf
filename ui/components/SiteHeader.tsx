// §2 Header: fixed, 68px high (80px from 1264px); inline dropdown menus from 1350px, a burger opening the mobile
// menu below; the offers entry; the language selector; create-account (visitors) or my-contents (members).
import { Trans } from "@lingui/react/macro";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { usesBurgerMenu } from "../../domain/layout/tokens.ts";
import { useLocale, useSession, useWebConfig } from "../composition/app-context.tsx";
import { whenDeferredStart } from "../composition/deferred-start.ts";
import { loadCatalog } from "../i18n/catalogs.ts";
import { ChromeLink } from "./chrome/ChromeLink.tsx";
import { hydratedAtDeferredStart } from "./chrome/deferred-part.tsx";
import { LanguageSwitcher } from "./LanguageSwitcher.tsx";

const loadMobileMenu = () => import("./chrome/MobileMenu.tsx");
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));

/**
 * The wide screens' menus: in the server's HTML, hydrated from the deferred start or as soon as the pointer or the
 * focus reaches them, so that a dropdown opens at once; a click that comes before is replayed once they are hydrated.
 */
const MainNav = hydratedAtDeferredStart(() => import("./chrome/MainNav.tsx").then((m) => m.MainNav), {
  approach: ".main-nav",
});

/** A member's account menu (wide screens), the same way: only a member's page loads its code. */
const AccountMenu = hydratedAtDeferredStart(() => import("./chrome/AccountMenu.tsx").then((m) => m.AccountMenu), {
  approach: ".account-menu",
});

export function SiteHeader() {
  const { brandName } = useWebConfig();
  const session = useSession();
  const locale = useLocale();
  const location = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const lastLocation = useRef(location.key);

  // §2: the mobile menu closes on each route change (MainNav and AccountMenu close their own menus).
  useEffect(() => {
    if (lastLocation.current === location.key) return;
    lastLocation.current = location.key;
    setMobileOpen(false);
  }, [location.key]);

  // Where the burger shows, its menu's code and messages come at the deferred start: a tap then opens it at once.
  useEffect(() => {
    void whenDeferredStart().then(() => {
      if (!usesBurgerMenu(window.innerWidth)) return;
      void loadMobileMenu();
      void loadCatalog(locale, ["later"]);
    });
  }, [locale]);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <ChromeLink to="/" className="site-header__brand">
          <span className="site-header__logo" aria-hidden="true">
            R
          </span>
          <span className="site-header__brand-name">{brandName}</span>
        </ChromeLink>
        <MainNav />
        <div className="site-header__actions">
          <LanguageSwitcher className="site-header__lang" compact landmark={false} />
          {session.loggedIn ? (
            <>
              <ChromeLink to={session.view.accountEntry.path} className="button button--primary site-header__cta">
                <Trans>Mes contenus</Trans>
              </ChromeLink>
              <AccountMenu />
            </>
          ) : (
            <>
              <ChromeLink to="/login" className="site-header__login">
                <Trans>Se connecter</Trans>
              </ChromeLink>
              <ChromeLink to={session.view.accountEntry.path} className="button button--primary site-header__cta">
                <Trans>Créer un compte</Trans>
              </ChromeLink>
            </>
          )}
          <button
            type="button"
            className="icon-button site-header__burger"
            aria-haspopup="dialog"
            aria-expanded={mobileOpen}
            onClick={() => setMobileOpen(true)}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
            <span className="visually-hidden">
              <Trans>Ouvrir le menu</Trans>
            </span>
          </button>
        </div>
      </div>
      {mobileOpen ? (
        <Suspense fallback={null}>
          <MobileMenu onClose={() => setMobileOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
