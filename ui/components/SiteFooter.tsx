// §2 Footer: a link directory, help, jobs, terms, privacy, cookie preferences, the language selector, the version
// and region label, social links, app store links with a QR code on wide screens.
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { APP_VERSION } from "../../application/web/chrome/app-version.ts";
import { LaterCatalog, useAppContext } from "../composition/app-context.tsx";
import { CookiePreferencesButton } from "./chrome/CookiePreferences.tsx";
import { useFooterDirectory } from "./chrome/footer-directory.ts";
import { isAppListed } from "./chrome/app-links.ts";
import { SocialLinks } from "./chrome/SocialLinks.tsx";
import { LanguageSwitcher } from "./LanguageSwitcher.tsx";
import { serverRenderedPart } from "./server-rendered-part.tsx";

/**
 * The app block, in a chunk of its own: without a store listing (the default) no page loads its code; with one the
 * server renders it inline and the browser's hydration waits for its chunk (ADR 012, addendum "zopfli").
 */
const FooterApp = serverRenderedPart(() => import("./chrome/FooterApp.tsx").then((module) => module.FooterApp));

/** §1/§2 the version label shown in the footer. */
export const APP_VERSION_LABEL = APP_VERSION;

/** The footer, with its messages (the "later" catalog: it comes after the page's first load, ui/i18n/areas.ts). */
export function SiteFooter(props: { region?: string }) {
  return (
    <LaterCatalog>
      <Footer {...props} />
    </LaterCatalog>
  );
}

function Footer({ region: regionProp }: { region?: string }) {
  const { config, region: contextRegion } = useAppContext();
  const region = regionProp ?? contextRegion;
  const { t } = useLingui();
  const columns = useFooterDirectory();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav className="footer-directory" aria-label={t`Plan du site`}>
          {columns.map((column) => (
            <section key={column.id} className="footer-directory__column" aria-labelledby={`footer-${column.id}`}>
              <h2 id={`footer-${column.id}`} className="footer-directory__title">
                {column.title}
              </h2>
              <ul>
                {column.links.map((link) => (
                  <li key={`${link.href}-${link.label}`}>
                    <Link to={link.href} className="footer-directory__link">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        {isAppListed(config) ? <FooterApp publicOrigin={config.publicOrigin} /> : null}
        <div className="site-footer__bottom">
          <p className="site-footer__brand">{config.brandName}</p>
          <ul className="site-footer__legal">
            <li>
              <Link to="/faq">
                <Trans>Aide</Trans>
              </Link>
            </li>
            <li>
              <Link to="/jobs">
                <Trans>Jobs</Trans>
              </Link>
            </li>
            <li>
              <Link to="/conditions-d-utilisation">
                <Trans>Conditions d'utilisation</Trans>
              </Link>
            </li>
            <li>
              <Link to="/conditions-generales-de-vente">
                <Trans>Conditions générales de vente</Trans>
              </Link>
            </li>
            <li>
              <Link to="/regles-de-confidentialite">
                <Trans>Confidentialité</Trans>
              </Link>
            </li>
            <li>
              <Link to="/mentions-legales">
                <Trans>Mentions légales</Trans>
              </Link>
            </li>
            <li>
              <Link to="/politique-cookies">
                <Trans>Politique cookies</Trans>
              </Link>
            </li>
            <li>
              <CookiePreferencesButton />
            </li>
          </ul>
          <SocialLinks />
          <LanguageSwitcher className="site-footer__lang" />
          <p className="site-footer__version">
            <Trans>
              Version {APP_VERSION_LABEL} · Région {region}
            </Trans>
          </p>
        </div>
      </div>
    </footer>
  );
}
