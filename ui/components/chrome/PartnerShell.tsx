// §2 the partner layouts: GAR (school-platform resource manager) and CNED (distance-learning institution). A light
// header (brand, area name, language) and a footer with the area's legal links, then the sales terms and the cookie
// policy that every page of the site links to (issue 15: the main footer had them, these did not).
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { APP_VERSION } from "../../../application/web/chrome/app-version.ts";
import { useAppContext } from "../../composition/app-context.tsx";
import { LanguageSwitcher } from "../LanguageSwitcher.tsx";

const APP_VERSION_LABEL = APP_VERSION;

export type PartnerArea = "gar" | "cned";

type LegalLink = { label: string; href: string };

function useArea(area: PartnerArea): { name: string; home: string; legal: LegalLink[] } {
  const { t } = useLingui();
  const common = [
    { label: t`Conditions d'utilisation`, href: "/conditions-d-utilisation" },
    { label: t`Confidentialité`, href: "/regles-de-confidentialite" },
  ];
  // The site-wide pages of the main footer that no partner page replaces.
  const siteWide: LegalLink[] = [
    { label: t`Conditions générales de vente`, href: "/conditions-generales-de-vente" },
    { label: t`Politique cookies`, href: "/politique-cookies" },
  ];
  switch (area) {
    case "gar":
      return {
        name: t`Espace GAR`,
        home: "/gar",
        legal: [
          { label: t`Conditions d'utilisation`, href: "/gar/conditions-d-utilisation" },
          { label: t`Informations RGPD`, href: "/gar/mentions-informations-RGPD" },
          { label: t`Mentions légales`, href: "/gar/mentions-legales" },
          ...siteWide,
        ],
      };
    case "cned":
      return {
        name: t`Espace CNED`,
        home: "/",
        legal: [
          { label: t`Mentions légales de l'application CNED`, href: "/cned/mentions-legales-application-cned" },
          ...common,
          ...siteWide,
        ],
      };
  }
}

export function PartnerShell({ area, children }: { area: PartnerArea; children: ReactNode }) {
  const { config, region } = useAppContext();
  const info = useArea(area);
  return (
    <div className={`site-shell partner-shell partner-shell--${area}`}>
      <a className="skip-link" href="#main">
        <Trans>Aller au contenu</Trans>
      </a>
      <header className="partner-header">
        <div className="partner-header__inner">
          <Link to={info.home} className="site-header__brand">
            <span className="site-header__logo" aria-hidden="true">
              R
            </span>
            <span className="site-header__brand-name">{config.brandName}</span>
            <span className="partner-header__area">{info.name}</span>
          </Link>
          <LanguageSwitcher compact landmark={false} />
        </div>
      </header>
      <main id="main" className="site-main site-main--partner" tabIndex={-1}>
        {children}
      </main>
      <footer className="partner-footer">
        <div className="partner-footer__inner">
          <ul className="site-footer__legal">
            {info.legal.map((link) => (
              <li key={link.href}>
                <Link to={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
          <p className="site-footer__version">
            <Trans>
              Version {APP_VERSION_LABEL} · Région {region}
            </Trans>
          </p>
        </div>
      </footer>
    </div>
  );
}
