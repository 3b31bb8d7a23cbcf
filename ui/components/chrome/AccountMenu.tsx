// §2 (wide screens) a member's account menu in the header. In a chunk of its own with its messages (the "later"
// catalog): SiteHeader hydrates it from the deferred start, or as soon as the pointer or the focus comes near it
// (ADR 032, addendum "Session 8"); a visitor's page never loads it.
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { LaterCatalog, useSession } from "../../composition/app-context.tsx";
import { ChromeLink } from "./ChromeLink.tsx";
import { LogoutForm } from "./LogoutForm.tsx";
import { FAMILY_SPACE_PATH, MY_ACCOUNT_PATH } from "./mobile-menu-paths.ts";

/** §2 (wide screens): my account, the family space for family accounts, logout. */
export function AccountMenu() {
  return (
    <LaterCatalog>
      <AccountMenuButton />
    </LaterCatalog>
  );
}

function AccountMenuButton() {
  const location = useLocation();
  const [open, onOpenChange] = useState(false);
  const lastLocation = useRef(location.key);
  // §2: the menu closes on each route change.
  useEffect(() => {
    if (lastLocation.current === location.key) return;
    lastLocation.current = location.key;
    onOpenChange(false);
  }, [location.key]);
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
