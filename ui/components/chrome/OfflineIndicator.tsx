// Issue 12 "Offline": a small notice in the chrome while the browser has no network (navigator.onLine is false),
// saying that the pages already opened still work (the service worker keeps them, docs/decisions/021-offline-pwa.md).
// While offline, a link loads its page as a document: the service worker answers it from its copy of the page (or
// the offline page), where a client navigation would need the page's code and data from the network.
import { useLingui } from "@lingui/react/macro";
import { useEffect, useSyncExternalStore } from "react";
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

/** Offline, a click on a same-site link is kept from the router (it never reaches React's listener on the document). */
function useDocumentNavigationWhile(offline: boolean): void {
  useEffect(() => {
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

export function OfflineIndicator() {
  const offline = useOffline();
  useDocumentNavigationWhile(offline);
  return <OfflineIndicatorView offline={offline} />;
}

/**
 * The notice for an `offline` flag (Storybook drives it directly). The polite live region stays, so the change is
 * read; it has no `status` role, which the pages' own form messages use.
 */
export function OfflineIndicatorView({ offline }: { offline: boolean }) {
  const { t } = useLingui();
  return (
    <div className="offline-indicator" aria-live="polite">
      {offline ? (
        <p className="offline-indicator__notice">
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" className="offline-indicator__icon">
            <path
              d="M2 8.8a15 15 0 0 1 20 0M5.5 12.3a10 10 0 0 1 13 0M9 15.8a5 5 0 0 1 6 0M12 19.5h.01M3 3l18 18"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          <span>{t`Hors ligne : les pages déjà ouvertes restent disponibles`}</span>
        </p>
      ) : null}
    </div>
  );
}
