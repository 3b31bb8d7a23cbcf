import { Outlet } from "react-router";
import { PublicBanner } from "../components/chrome/PublicBanner.tsx";
import { DeferredPublicPopins } from "../components/chrome/DeferredPublicPopins.tsx";
import { useChromeVisibility } from "../components/chrome/use-chrome-visibility.ts";
import { SiteShell } from "../components/SiteShell.tsx";

/** §2 public layout: header, footer, mobile menu, the e-mail popin, and the banner for users without a plan. */
export default function PublicLayout() {
  const chrome = useChromeVisibility("public");
  return (
    <>
      <SiteShell layout="public" top={chrome.publicBanner ? <PublicBanner /> : null}>
        <Outlet />
      </SiteShell>
      <DeferredPublicPopins emailPopin={chrome.emailPopin} promoPopin={chrome.promoPopin} />
    </>
  );
}
