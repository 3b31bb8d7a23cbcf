// §2 the header's menus on wide screens (inline dropdowns from 1350px; below, the burger's menu shows them). In a
// chunk of its own with its messages (the "later" catalog): SiteHeader hydrates it from the deferred start, or as
// soon as the pointer or the focus comes near it (ADR 032, addendum "Session 8").
import { useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { LaterCatalog } from "../../composition/app-context.tsx";
import { ChromeLink } from "./ChromeLink.tsx";
import { DropdownMenu } from "./DropdownMenu.tsx";
import { useHeaderMenus } from "./menus.ts";

export function MainNav() {
  return (
    <LaterCatalog>
      <MainNavMenus />
    </LaterCatalog>
  );
}

function MainNavMenus() {
  const { t } = useLingui();
  const menus = useHeaderMenus();
  const location = useLocation();
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const lastLocation = useRef(location.key);

  // §2: a dropdown closes on each route change.
  useEffect(() => {
    if (lastLocation.current === location.key) return;
    lastLocation.current = location.key;
    setOpenMenu(null);
  }, [location.key]);

  const toggle = useCallback((id: string) => (open: boolean) => setOpenMenu(open ? id : null), []);

  return (
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
  );
}
