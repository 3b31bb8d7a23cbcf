// §3 site-wide state, issue 15: a banner's open flag kept for the browser session. The first render takes the
// server's reading (a session cookie, so the page arrives with the banner as the visitor left it); a change made on
// this page load is kept for the layouts mounted later in it, and written to the cookie for the next documents.
import { useState } from "react";
import type { ClosableBanner } from "../../../domain/popins/layout-banners.ts";
import { useAppContext } from "../../composition/app-context.tsx";
import { useLazyUseCase } from "../../composition/hooks.ts";

/** The changes made on this page load, with the server's reading they were made over (a newer reading wins). */
const changedOnThisLoad = new Map<ClosableBanner, { fromServer: boolean; opened: boolean }>();

export function useRememberedBanner(banner: ClosableBanner): [opened: boolean, setOpened: (opened: boolean) => void] {
  const fromServer = useAppContext().banners[banner];
  const [opened, setOpenedState] = useState(() => {
    const changed = changedOnThisLoad.get(banner);
    return changed && changed.fromServer === fromServer ? changed.opened : fromServer;
  });
  const memory = useLazyUseCase(() =>
    import("../../../application/web/chrome/banner-memory.ts").then((m) => m.BannerMemory),
  );
  const setOpened = (value: boolean) => {
    changedOnThisLoad.set(banner, { fromServer, opened: value });
    setOpenedState(value);
    void memory().then((m) => m.remember(banner, value));
  };
  return [opened, setOpened];
}
