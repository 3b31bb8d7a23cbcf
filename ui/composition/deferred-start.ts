// When the page's non-essential browser work starts: the chrome runtime (stored cookie choice, first-activity
// event, page views), the popins and the browser container they need (tsyringe, ofetch, adapters). A page's first
// load carries only what it needs to show and hydrate (§9 budget, docs/decisions/012-catalogs-and-deferred-start.md);
// the rest starts at the visitor's first interaction, or DEFERRED_START_MS after the load event, whichever is first.

/** How long after the load event the deferred work starts when the visitor does nothing. */
export const DEFERRED_START_MS = 3000;

/** Interactions that start the deferred work at once (the visitor is there and may open a menu or a popin). */
const INTERACTIONS = ["pointerdown", "keydown", "touchstart", "scroll", "wheel"] as const;

let started: Promise<void> | null = null;

/** Resolves once per page load, when the deferred work may start (never during a server render). */
export function whenDeferredStart(): Promise<void> {
  started ??= new Promise<void>((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const options = { capture: true, passive: true } as const;
    const start = () => {
      clearTimeout(timer);
      for (const type of INTERACTIONS) window.removeEventListener(type, start, options);
      window.removeEventListener("load", arm);
      resolve();
    };
    function arm() {
      timer = setTimeout(start, DEFERRED_START_MS);
    }
    for (const type of INTERACTIONS) window.addEventListener(type, start, options);
    if (document.readyState === "complete") arm();
    else window.addEventListener("load", arm, { once: true });
  });
  return started;
}
