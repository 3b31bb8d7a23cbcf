// §2 the footer's app block (title, store badges, QR code on wide screens), only where the app is listed on a store
// (docs/decisions/036): SiteFooter renders it as a part of its own (serverRenderedPart), so a site without a
// listing never sends its code to a browser (ADR 012, addendum "zopfli").
import { Trans } from "@lingui/react/macro";
import { FooterQr } from "./FooterQr.tsx";
import { StoreBadges } from "./StoreBadges.tsx";

export function FooterApp({ publicOrigin }: { publicOrigin: string }) {
  return (
    <div className="site-footer__app">
      <div>
        <p className="site-footer__app-title">
          <Trans>Révisez aussi sur mobile</Trans>
        </p>
        <StoreBadges />
      </div>
      <FooterQr publicOrigin={publicOrigin} />
    </div>
  );
}
