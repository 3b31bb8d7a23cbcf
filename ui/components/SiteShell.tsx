// The main layout frame (§2 "Layouts"): skip link, fixed header, content, footer. Which of them show depends on
// the layout, the path and the viewer (§2: no footer on /profiling; webspace ?noMenu hides header and footer).
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { ChromeLayout } from "../../application/web/chrome/chrome-visibility.ts";
import { useChromeVisibility } from "./chrome/use-chrome-visibility.ts";
import { SiteFooter } from "./SiteFooter.tsx";
import { SiteHeader } from "./SiteHeader.tsx";

export interface SiteShellProps {
  children: ReactNode;
  layout?: ChromeLayout;
  /** Shown at the top of the content, under the header (the public banner). */
  top?: ReactNode;
  className?: string;
}

export function SiteShell({ children, layout = "public", top, className }: SiteShellProps) {
  const chrome = useChromeVisibility(layout);
  return (
    <div className={["site-shell", chrome.header ? "" : "site-shell--no-header", className].filter(Boolean).join(" ")}>
      <a className="skip-link" href="#main">
        <Trans>Aller au contenu</Trans>
      </a>
      {chrome.header ? <SiteHeader /> : null}
      <main id="main" className="site-main" tabIndex={-1}>
        {top}
        {children}
      </main>
      {chrome.footer ? <SiteFooter /> : null}
    </div>
  );
}
