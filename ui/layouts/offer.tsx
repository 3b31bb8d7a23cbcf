import { Outlet } from "react-router";
import { offerStickyBannerReducer } from "../../domain/popins/layout-banners.ts";
import { OfferStickyBanner } from "../components/chrome/OfferStickyBanner.tsx";
import { DeferredPublicPopins } from "../components/chrome/DeferredPublicPopins.tsx";
import { useChromeVisibility } from "../components/chrome/use-chrome-visibility.ts";
import { useRememberedBanner } from "../components/chrome/use-remembered-banner.ts";
import { SiteShell } from "../components/SiteShell.tsx";

/**
 * §2 the main layout with an offer banner above the header (sticky, starts open, closable; §4). Closed, it stays
 * closed for the session (§3 offerStickyBannerOpened).
 */
export default function OfferLayout() {
  const chrome = useChromeVisibility("offer");
  const [opened, setOpened] = useRememberedBanner("offer");
  const withBanner = chrome.offerBanner && opened;
  return (
    <div className={withBanner ? "has-offer-banner" : undefined}>
      {withBanner ? <OfferStickyBanner onClose={() => setOpened(offerStickyBannerReducer("close"))} /> : null}
      <SiteShell layout="offer">
        <Outlet />
      </SiteShell>
      <DeferredPublicPopins emailPopin={chrome.emailPopin} promoPopin={chrome.promoPopin} />
    </div>
  );
}
