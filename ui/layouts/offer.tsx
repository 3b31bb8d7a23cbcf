import { useState } from "react";
import { Outlet } from "react-router";
import { OfferStickyBanner } from "../components/chrome/OfferStickyBanner.tsx";
import { DeferredPublicPopins } from "../components/chrome/DeferredPublicPopins.tsx";
import { useChromeVisibility } from "../components/chrome/use-chrome-visibility.ts";
import { SiteShell } from "../components/SiteShell.tsx";

/** §2 the main layout with an offer banner above the header (sticky, starts open, closable; §4). */
export default function OfferLayout() {
  const chrome = useChromeVisibility("offer");
  const [closed, setClosed] = useState(false);
  const withBanner = chrome.offerBanner && !closed;
  return (
    <div className={withBanner ? "has-offer-banner" : undefined}>
      {chrome.offerBanner ? <OfferStickyBanner onClosedChange={setClosed} /> : null}
      <SiteShell layout="offer">
        <Outlet />
      </SiteShell>
      <DeferredPublicPopins emailPopin={chrome.emailPopin} promoPopin={chrome.promoPopin} />
    </div>
  );
}
