// Parts of the chrome whose code is not needed before the visitor does something, in chunks of their own that load
// at the deferred start (first interaction, or 3 s after the load event: ui/composition/deferred-start.ts), as the
// popins do (ADR 033). A page's first load carries only what it needs to show and hydrate (ADR 032, "Session 8").
import { createElement, lazy, Suspense, use, useEffect, useState, type ComponentType, type ReactNode } from "react";
import { whenDeferredStart } from "../../composition/deferred-start.ts";

function Nothing(): null {
  return null;
}

/** True from the deferred start (never during a server render or hydration). */
export function useDeferredStarted(): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    let active = true;
    void whenDeferredStart().then(() => {
      if (active) setStarted(true);
    });
    return () => {
      active = false;
    };
  }, []);
  return started;
}

/**
 * A part that renders nothing in the server's HTML and until the deferred start (the link prefetch, the navigation
 * loading bar: they act on what the visitor does next), then its component, loaded then.
 */
export function deferredPart<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => ReactNode {
  // A chunk that cannot load (a new release replaced it; offline without it) leaves the part out, not the page.
  const Lazy = lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: Nothing as ComponentType<P> }),
    ),
  );
  return function DeferredPart(props: P) {
    if (!useDeferredStarted()) return null;
    return <Suspense fallback={null}>{createElement(Lazy, props)}</Suspense>;
  };
}

export interface HydratedLaterOptions {
  /**
   * A CSS selector for the part's root in the server's HTML: the pointer coming over it or the focus coming into it
   * loads the part at once (before the deferred start), and a click in it before it is hydrated is replayed on the
   * same element once it is (approachWatch). Without that HTML on the page when it first renders, it loads at once.
   */
  approach?: string;
}

/**
 * A part that is in the server's HTML as any other (crawlers and pages without JavaScript see it whole) and that the
 * browser hydrates from the deferred start: until then React keeps the server's HTML of its Suspense boundary as it is
 * (no fallback is ever shown in its place, no layout shift); its links work as plain links. For a part the visitor
 * does not use before interacting (the footer, below the fold; the wide screens' menus). The server loads the module
 * when this is evaluated, at start-up, and renders it directly; a client render after the start renders it at once.
 */
export function hydratedAtDeferredStart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { approach }: HydratedLaterOptions = {},
): (props: P) => ReactNode {
  let loaded: ComponentType<P> | null = null;
  const browser = typeof window !== "undefined";
  const serverLoad = browser
    ? null
    : load().then((component) => {
        loaded = component;
      });
  const replay = browser && approach ? approachWatch(approach) : null;
  // Only a part whose server HTML is on the page when it first renders (it hydrates) waits; one the browser renders
  // first (a member's menu after logging in, another page's search, Storybook) loads at once.
  const waits = () => !approach || document.querySelector(approach) !== null;
  const Lazy = lazy(() =>
    (browser && waits()
      ? Promise.race([whenDeferredStart(), replay?.approached ?? new Promise<void>(() => {})])
      : Promise.resolve()
    )
      .then(load)
      .then((component) => ({ default: replay ? withReplay(component, replay.flush) : component })),
  );
  return function HydratedAtDeferredStart(props: P) {
    // The server renders the loaded module itself, inside a boundary that never suspends: a request that comes before
    // the module (the first ones after start-up) waits for it outside the boundary, so that React writes the part
    // inline and complete, never as a fallback followed by the part behind a script. The browser always renders the
    // lazy one, so the element's type never changes under a mounted part.
    if (serverLoad && !loaded) use(serverLoad);
    return <Suspense fallback={null}>{createElement(loaded && !browser ? loaded : Lazy, props)}</Suspense>;
  };
}

/** The component, which replays the clicks kept for it once it is mounted (hydrated). */
function withReplay<P extends object>(component: ComponentType<P>, flush: () => void): ComponentType<P> {
  return function Replaying(props: P) {
    useEffect(flush, []);
    return createElement(component, props);
  };
}

/** How long a link clicked before its part is hydrated waits for it before loading its page as a document. */
export const LINK_REPLAY_WAIT_MS = 3000;

/**
 * Watches the server's HTML of a part not hydrated yet: `approached` resolves when the pointer comes over it or the
 * focus into it (or a click lands in it). A click that comes before the part is hydrated is kept (the last one) and
 * `flush` (the part hydrated) clicks the same element again, after the current event, so that it does what it does
 * hydrated: a button React did not handle (it stops the event on its way down while the part is not hydrated; a
 * click React handled comes back up to the window and is not kept); a link, whose document load is held meanwhile
 * (the router then opens its page as a client navigation), loaded as a document after LINK_REPLAY_WAIT_MS if the
 * part is still not there.
 */
export function approachWatch(selector: string): { approached: Promise<void>; flush: () => void } {
  let kept: HTMLElement | null = null;
  let heldLink: HTMLAnchorElement | null = null;
  let fallback: ReturnType<typeof setTimeout> | undefined;
  let hydrated = false;
  let resolve: () => void = () => {};
  const approached = new Promise<void>((done) => (resolve = done));
  const capture = { capture: true } as const;
  const onApproach = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (hydrated || !target?.closest(selector)) return;
    resolve();
    if (event.type !== "click") return;
    const link = target.closest("a[href]");
    if (link instanceof HTMLAnchorElement) {
      if (!isPlainClick(event as MouseEvent, link) || event.defaultPrevented) return;
      event.preventDefault();
      kept = heldLink = link;
      clearTimeout(fallback);
      fallback = setTimeout(() => window.location.assign(link.href), LINK_REPLAY_WAIT_MS);
    } else kept = target.closest("button");
  };
  // Back up at the window: React handled the button's click (the part was in time), nothing to replay. A held link
  // stays kept: React Router leaves a click whose default was prevented alone.
  const onHandled = (event: Event) => {
    if (event.target instanceof Element && kept && kept !== heldLink && kept.contains(event.target)) kept = null;
  };
  const types = ["pointerover", "focusin", "click"] as const;
  for (const type of types) window.addEventListener(type, onApproach, capture);
  window.addEventListener("click", onHandled);
  const flush = () => {
    hydrated = true;
    setTimeout(() => {
      for (const type of types) window.removeEventListener(type, onApproach, capture);
      window.removeEventListener("click", onHandled);
      clearTimeout(fallback);
      const element = kept;
      kept = heldLink = null;
      if (element?.isConnected) element.click();
    }, 0);
  };
  return { approached, flush };
}

/** A click that opens the link in this tab: the main button, no modifier, no other target, no download. */
function isPlainClick(event: MouseEvent, link: HTMLAnchorElement): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return false;
  return link.origin === window.location.origin;
}
