import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { useWebConfig } from "../composition/app-context.tsx";
import { LanguageSwitcher } from "./LanguageSwitcher.tsx";

/** §2 Header: fixed, 68px high (80px from 1264px). Menus arrive with the web-app issue. */
export function SiteHeader() {
  const { brandName } = useWebConfig();
  const { t } = useLingui();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__brand" aria-label={t`${brandName}, accueil`}>
          <span className="site-header__logo" aria-hidden="true">
            R
          </span>
          {brandName}
        </Link>
        <LanguageSwitcher className="site-header__lang" />
      </div>
    </header>
  );
}
