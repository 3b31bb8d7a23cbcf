// §2 mobile menu (below 1350px): the header menus, then login and signup (visitors) or my account, the family
// space (family accounts) and logout (members); the language selector. A modal dialog.
import { Trans, useLingui } from "@lingui/react/macro";
import { LaterCatalog, useSession } from "../../composition/app-context.tsx";
import { LanguageSwitcher } from "../LanguageSwitcher.tsx";
import { ChromeLink } from "./ChromeLink.tsx";
import { Dialog } from "./Dialog.tsx";
import { CloseIcon } from "./icons.tsx";
import { LogoutForm } from "./LogoutForm.tsx";
import { useHeaderMenus } from "./menus.ts";
import { FAMILY_SPACE_PATH, MY_ACCOUNT_PATH } from "./mobile-menu-paths.ts";

/** The menu, with its messages (the "later" catalog, which comes with its code: ui/i18n/areas.ts). */
export function MobileMenu(props: { onClose: () => void }) {
  return (
    <LaterCatalog>
      <MobileMenuDialog {...props} />
    </LaterCatalog>
  );
}

function MobileMenuDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const session = useSession();
  const menus = useHeaderMenus();
  return (
    <Dialog labelledBy="mobile-menu-title" onClose={onClose} className="mobile-menu">
      <div className="mobile-menu__top">
        <h2 id="mobile-menu-title" className="mobile-menu__title">
          <Trans>Menu</Trans>
        </h2>
        <button type="button" className="icon-button" onClick={onClose} aria-label={t`Fermer le menu`}>
          <CloseIcon />
        </button>
      </div>
      <nav aria-label={t`Menu principal`} className="mobile-menu__nav">
        <ul className="mobile-menu__sections">
          {menus.map((menu) =>
            menu.kind === "link" ? (
              <li key={menu.id}>
                <ChromeLink to={menu.href} className="mobile-menu__link mobile-menu__link--strong">
                  {menu.label}
                </ChromeLink>
              </li>
            ) : (
              <li key={menu.id}>
                <details className="mobile-menu__section">
                  <summary className="mobile-menu__summary">{menu.label}</summary>
                  <ul>
                    {menu.items.map((item) => (
                      <li key={`${item.href}-${item.label}`}>
                        <ChromeLink to={item.href} className="mobile-menu__link">
                          {item.label}
                        </ChromeLink>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ),
          )}
        </ul>
      </nav>
      <div className="mobile-menu__account">
        {session.loggedIn ? (
          <ul>
            <li>
              <ChromeLink to={session.view.accountEntry.path} className="button button--primary mobile-menu__cta">
                <Trans>Mes contenus</Trans>
              </ChromeLink>
            </li>
            <li>
              <ChromeLink to={MY_ACCOUNT_PATH} className="mobile-menu__link">
                <Trans>Mon compte</Trans>
              </ChromeLink>
            </li>
            {session.view.showFamilySpaceLink ? (
              <li>
                <ChromeLink to={FAMILY_SPACE_PATH} className="mobile-menu__link">
                  <Trans>Espace famille</Trans>
                </ChromeLink>
              </li>
            ) : null}
            <li>
              <LogoutForm className="mobile-menu__logout" />
            </li>
          </ul>
        ) : (
          <ul>
            <li>
              <ChromeLink to="/signup" className="button button--primary mobile-menu__cta">
                <Trans>Créer un compte</Trans>
              </ChromeLink>
            </li>
            <li>
              <ChromeLink to="/login" className="button button--secondary mobile-menu__cta">
                <Trans>Se connecter</Trans>
              </ChromeLink>
            </li>
          </ul>
        )}
      </div>
      <LanguageSwitcher className="mobile-menu__lang" landmark={false} />
    </Dialog>
  );
}
