// App-wide browser work, mounted once in the root layout: the chunk-reload guard (§4/§8, at once), then, from the
// deferred start (first interaction, or 3 s after the load event: ui/composition/deferred-start.ts), the runtime use
// case (stored cookie choice applied, §4 first-activity event timed from the page's arrival) and the §7 page views,
// pushed in order for every page shown since the arrival. Renders nothing.
import { useCallback, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useChunkErrorReload, useChunkReloadGuard, useLazyUseCase } from "../../composition/hooks.ts";

export function ChromeRuntime() {
  useChunkReloadGuard();
  const { pathname, key } = useLocation();
  const load = useLazyUseCase(() =>
    import("../../../application/web/chrome/start-chrome-runtime.ts").then((m) => m.StartChromeRuntime),
  );
  const runtime = useRef<ReturnType<typeof load> | null>(null);
  const runtimeReady = useCallback(() => (runtime.current ??= load()), [load]); // waits for the deferred start

  useEffect(() => {
    // The arrival time: the page may have been shown seconds before the runtime starts.
    const arrivedAt = Math.round(performance.timeOrigin);
    let stop: (() => void) | null = null;
    let cancelled = false;
    void runtimeReady().then((r) => {
      if (!cancelled) stop = r.execute(arrivedAt);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [runtimeReady]);

  // §7 one viewPage per page shown; a page shown before the start is pushed at the start, never dropped.
  const viewed = useRef<string | null>(null);
  useEffect(() => {
    if (viewed.current === key) return; // the development double effect
    viewed.current = key;
    void runtimeReady().then((r) => r.pageViewed(pathname));
  }, [key, pathname, runtimeReady]);

  return null;
}

/** §4/§8: rendered by the root error boundary: a route module that failed to load reloads the page (once per 60 s). */
export function ChunkErrorReload({ error }: { error: unknown }) {
  useChunkErrorReload(error);
  return null;
}
