import { Outlet } from "react-router";
import { SubscriptionBanner } from "../components/chrome/SubscriptionBanner.tsx";
import { AppRecommendationHost } from "../components/chrome/PopinHosts.tsx";
import { useChromeVisibility } from "../components/chrome/use-chrome-visibility.ts";
import { SiteShell } from "../components/SiteShell.tsx";

/** §2 webspace layout (logged-in area): header, the bottom subscription banner, app-recommendation popins; ?noMenu hides header and footer. */
export default function WebspaceLayout() {
  const chrome = useChromeVisibility("webspace");
  return (
    <>
      <SiteShell layout="webspace" className={chrome.subscriptionBanner ? "has-subscription-banner" : undefined}>
        <Outlet />
      </SiteShell>
      {chrome.subscriptionBanner ? <SubscriptionBanner /> : null}
      <AppRecommendationHost id={chrome.appRecommendation} />
    </>
  );
}
