// §2 Header: fixed, 68px high (80px from 1264px); inline dropdown menus from 1350px, a burger opening the mobile
// menu below; the offers entry; the language selector; create-account (visitors) or my-contents (members).
import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { usesBurgerMenu } from "../../domain/layout/tokens.ts";
import { useSession, useWebConfig } from "../composition/app-context.tsx";
import { whenDeferredStart } from "../composition/deferred-start.ts";
import { ChromeLink } from "./chrome/ChromeLink.tsx";
import { DropdownMenu } from "./chrome/DropdownMenu.tsx";
import { LogoutForm } from "./chrome/LogoutForm.tsx";
import { useHeaderMenus } from "./chrome/menus.ts";
import { FAMILY_SPACE_PATH, MY_ACCOUNT_PATH } from "./chrome/mobile-menu-paths.ts";
import { LanguageSwitcher } from "./LanguageSwitcher.tsx";

const loadMobileMenu = () => import("./chrome/MobileMenu.tsx");
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));

export function SiteHeader() {
  const { brandName } = useWebConfig();
  const session = useSession();
  const { t } = useLingui();
  const menus = useHeaderMenus();
  const location = useLocation();
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const lastLocation = useRef(location.key);

  // §2: the mobile menu (and any dropdown) closes on each route change.
  useEffect(() => {
    if (lastLocation.current === location.key) return;
    lastLocation.current = location.key;
    setMobileOpen(false);
    setOpenMenu(null);
  }, [location.key]);

  // Where the burger shows, its menu's code comes at the deferred start: a tap then opens it at once.
  useEffect(() => {
    void whenDeferredStart().then(() => {
      if (usesBurgerMenu(window.innerWidth)) void loadMobileMenu();
    });
  }, []);

  const toggle = useCallback((id: string) => (open: boolean) => setOpenMenu(open ? id : null), []);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <ChromeLink to="/" className="site-header__brand">
          <span className="site-header__logo" aria-hidden="true">
            R
          </span>
          <span className="site-header__brand-name">{brandName}</span>
        </ChromeLink>
        <nav className="main-nav" aria-label={t`Menu principal`}>
          <ul className="main-nav__list">
            {menus.map((menu) => (
              <li key={menu.id} className="main-nav__item">
                {menu.kind === "dropdown" ? (
                  <DropdownMenu
                    label={menu.label}
                    items={menu.items}
                    open={openMenu === menu.id}
                    onOpenChange={toggle(menu.id)}
                    align={menu.id === "offers" ? "end" : "start"}
                  />
                ) : (
                  <ChromeLink to={menu.href} className="main-nav__link">
                    {menu.label}
                  </ChromeLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          <LanguageSwitcher className="site-header__lang" compact landmark={false} />
          {session.loggedIn ? (
            <>
              <ChromeLink to={session.view.accountEntry.path} className="button button--primary site-header__cta">
                <Trans>Mes contenus</Trans>
              </ChromeLink>
              <AccountMenu open={openMenu === "account"} onOpenChange={toggle("account")} />
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

/** §2 (wide screens): my account, the family space for family accounts, logout. */
function AccountMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const session = useSession();
  const { t } = useLingui();
  const button = useRef<HTMLButtonElement>(null);
  const label = session.firstname ?? t`Mon compte`;
  return (
    <div
      className={["dropdown", "account-menu", open ? "dropdown--open" : ""].filter(Boolean).join(" ")}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="dropdown__button account-menu__button"
        aria-expanded={open}
        aria-controls="account-menu-panel"
        aria-label={t`Mon compte : ${label}`}
        onClick={() => onOpenChange(!open)}
        onKeyDown={(event) => {
          if (event.key === "Escape") onOpenChange(false);
        }}
      >
        <span className="account-menu__avatar" aria-hidden="true">
          {label.slice(0, 1).toUpperCase()}
        </span>
      </button>
      <ul
        id="account-menu-panel"
        className="dropdown__panel dropdown__panel--end"
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key !== "Escape") return;
          onOpenChange(false);
          button.current?.focus();
        }}
      >
        <li>
          <ChromeLink to={MY_ACCOUNT_PATH} className="dropdown__link" onClick={() => onOpenChange(false)}>
            <Trans>Mon compte</Trans>
          </ChromeLink>
        </li>
        {session.view.showFamilySpaceLink ? (
          <li>
            <ChromeLink to={FAMILY_SPACE_PATH} className="dropdown__link" onClick={() => onOpenChange(false)}>
              <Trans>Espace famille</Trans>
            </ChromeLink>
          </li>
        ) : null}
        <li>
          <LogoutForm className="dropdown__logout" />
        </li>
      </ul>
    </div>
  );
}
