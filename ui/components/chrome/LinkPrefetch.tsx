// §9 link prefetch: once the page's deferred start is past (ui/composition/deferred-start.ts) and the browser is
// idle (at the latest PREFETCH.idleTimeoutMs later), the links of this site that come into view (PREFETCH's
// visibility threshold) have their page prefetched: route modules and data, through React Router's
// PrefetchPageLinks. The domain decides whether the connection allows it (shouldPrefetch: not on 2g, not with
// data saver, not offline); the page's first load never waits on any of it. The pages of links seen together are
// prefetched one per idle task (ADR 038): a page's PrefetchPageLinks adds about ten preload links to the head, and
// React inserts them all in one commit (eight pages at once on /login: 37 ms of one task, unthrottled).
import { useEffect, useState } from "react";
import { PrefetchPageLinks, useLocation } from "react-router";
import { isPrefetchable, PREFETCH, shouldPrefetch, type ConnectionInfo } from "../../../domain/popins/timing.ts";
import { whenDeferredStart } from "../../composition/deferred-start.ts";

/** The page a link leads to on this site, when it is worth prefetching; null otherwise. */
function pageOf(link: HTMLAnchorElement): string | null {
  if (link.origin !== window.location.origin || link.target === "_blank" || link.hasAttribute("download")) return null;
  if (link.pathname === window.location.pathname || link.pathname.startsWith("/api/")) return null;
  const page = `${link.pathname}${link.search}`;
  return isPrefetchable(page) ? page : null;
}

/** Runs `run` when the browser is idle (at the latest PREFETCH.idleTimeoutMs later); without idle callbacks, after `fallbackMs`. */
function whenIdle(run: () => void, fallbackMs: number = PREFETCH.idleTimeoutMs): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(run, { timeout: PREFETCH.idleTimeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, fallbackMs);
  return () => clearTimeout(timer);
}

/**
 * Watches the page's links; calls `onVisible` once per link that comes into view, each in its own idle task (links
 * seen together wait their turn). Returns the way to stop.
 */
export function watchVisibleLinks(onVisible: (page: string) => void): () => void {
  const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
  const allowed = () => shouldPrefetch(connection, navigator.onLine);
  if (!allowed() || typeof IntersectionObserver !== "function") return () => {};
  let observer: IntersectionObserver | null = null;
  const queue: string[] = [];
  let cancelNext: (() => void) | null = null;
  const deliver = () => {
    cancelNext = null;
    const page = queue.shift();
    if (page !== undefined && allowed()) onVisible(page);
    if (queue.length > 0) cancelNext = whenIdle(deliver, 0);
  };
  const cancel = whenIdle(() => {
    const seen = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          seen.unobserve(entry.target);
          const page = pageOf(entry.target as HTMLAnchorElement);
          if (page === null || queue.includes(page)) continue;
          queue.push(page);
          cancelNext ??= whenIdle(deliver, 0);
        }
      },
      { threshold: PREFETCH.visibilityThreshold },
    );
    observer = seen;
    for (const link of document.querySelectorAll<HTMLAnchorElement>("a[href]")) if (pageOf(link)) seen.observe(link);
  });
  return () => {
    cancel();
    cancelNext?.();
    observer?.disconnect();
  };
}

/** Mounted once in the root layout: prefetches the visible links of each page shown. */
export function LinkPrefetch() {
  const { pathname } = useLocation();
  const [pages, setPages] = useState<readonly string[]>([]);
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    void whenDeferredStart().then(() => {
      if (cancelled) return;
      stop = watchVisibleLinks((page) => setPages((list) => (list.includes(page) ? list : [...list, page])));
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [pathname]);
  return pages.map((page) => <PrefetchPageLinks key={page} page={page} />);
}
