// Issue 12 "Offline": a small notice in the chrome while the browser has no network (navigator.onLine is false),
// saying that the pages already opened still work (the service worker keeps them, docs/decisions/021-offline-pwa.md).
// While offline, a link loads its page as a document: the service worker answers it from its copy of the page (or
// the offline page), where a client navigation would need the page's code and data from the network.
// The notice is in a chunk of its own (OfflineNotice.tsx), loaded when the browser goes offline (from the service
// worker's copy: ADR 032, addendum "Session 8"); online, a page loads only this. The link guard is here, so that it
// holds from the moment the browser goes offline: in the chunk, a click before the chunk loaded made a client
// navigation that failed offline.
import { lazy, Suspense, useEffect, useLayoutEffect, useSyncExternalStore, type ReactNode } from "react";
import { isRouteErrorResponse } from "react-router";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** Online during the server render and hydration (the server cannot know); the browser's answer after. */
function useOffline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !navigator.onLine,
    () => false,
  );
}

/**
 * Offline, a click on a same-site link is kept from the router (it never reaches React's listener on the document).
 * A layout effect: it is in place in the same task as the commit that saw the browser offline.
 */
function useDocumentNavigation(offline: boolean): void {
  useLayoutEffect(() => {
    if (!offline) return;
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin || link.hasAttribute("download"))
        return;
      if (link.target && link.target !== "_self") return;
      event.stopPropagation();
    };
    window.addEventListener("click", onClick, { capture: true });
    return () => window.removeEventListener("click", onClick, { capture: true });
  }, [offline]);
}

const OFFLINE_RELOAD_KEY = "offlineReload";
const OFFLINE_RELOAD_GUARD_MS = 30_000;

/**
 * In the root error boundary: offline, a page whose code or data could not load (a client navigation that started
 * before the link guard above, or on a network that vanished without the browser noticing yet) loads again as a
 * document, which the service worker answers from its copy or with the offline page. Once per address per 30 s,
 * so a kept page that fails by itself is never reloaded in a loop; an HTTP error of the site is shown as it is.
 */
export function OfflineErrorReload({ error }: { error: unknown }) {
  useEffect(() => {
    if (navigator.onLine || isRouteErrorResponse(error)) return;
    const here = `${location.pathname}${location.search}`;
    const [at, path] = (sessionStorage.getItem(OFFLINE_RELOAD_KEY) ?? "").split(" ");
    if (path === here && Date.now() - Number(at) < OFFLINE_RELOAD_GUARD_MS) return;
    sessionStorage.setItem(OFFLINE_RELOAD_KEY, `${Date.now()} ${here}`);
    location.reload();
  }, [error]);
  return null;
}

const OfflineNotice = lazy(() =>
  import("./OfflineNotice.tsx").then(
    (m): { default: () => ReactNode } => ({ default: m.OfflineNotice }),
    // Without the service worker's copy there is nothing kept to offer: no notice.
    () => ({ default: () => null }),
  ),
);

/** The polite live region stays (the change is read); the notice comes in it while offline. */
export function OfflineIndicator() {
  const offline = useOffline();
  useDocumentNavigation(offline);
  return (
    <div className="offline-indicator" aria-live="polite">
      {offline ? (
        <Suspense fallback={null}>
          <OfflineNotice />
        </Suspense>
      ) : null}
    </div>
  );
}
