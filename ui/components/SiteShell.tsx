// The main layout frame (§2 "Layouts"): skip link, fixed header, content, footer. Which of them show depends on
// the layout, the path and the viewer (§2: no footer on /profiling; webspace ?noMenu hides header and footer).
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { ChromeLayout } from "../../application/web/chrome/chrome-visibility.ts";
import { useChromeVisibility } from "./chrome/use-chrome-visibility.ts";
import { hydratedAtDeferredStart } from "./chrome/deferred-part.tsx";
import { SiteHeader } from "./SiteHeader.tsx";

/**
 * The footer is in every page's HTML; below the fold, its code (and hydration) comes at the deferred start
 * (ADR 032, addendum "Session 8"), or as soon as the pointer or the focus reaches it; a link clicked before waits for
 * it and opens its page as a client navigation.
 */
const SiteFooter = hydratedAtDeferredStart(() => import("./SiteFooter.tsx").then((m) => m.SiteFooter), {
  approach: ".site-footer",
});

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
