// App-wide browser work, mounted once in the root layout: the chunk-reload guard (§4/§8, at once), then, when the
// browser is idle, the runtime use case (stored cookie choice applied, §4 first-activity event) and the §7 page
// views. Renders nothing.
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useChunkErrorReload, useChunkReloadGuard, useLazyUseCase } from "../../composition/hooks.ts";

/** How long after hydration the runtime starts at the latest when the browser is never idle. */
export const RUNTIME_IDLE_TIMEOUT_MS = 2000;

export function ChromeRuntime() {
  useChunkReloadGuard();
  const { pathname } = useLocation();
  const load = useLazyUseCase(() =>
    import("../../../application/web/chrome/start-chrome-runtime.ts").then((m) => m.StartChromeRuntime),
  );
  const runtime = useRef<ReturnType<typeof load> | null>(null);

  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    const start = () => {
      runtime.current ??= load();
      void runtime.current.then((r) => {
        if (!cancelled) stop = r.execute();
      });
    };
    const idle = whenIdle(start);
    return () => {
      cancelled = true;
      idle();
      stop?.();
    };
  }, [load]);

  useEffect(() => {
    const timer = whenIdle(() => {
      runtime.current ??= load();
      void runtime.current.then((r) => r.pageViewed(pathname));
    });
    return timer;
  }, [pathname, load]);

  return null;
}

/** §4/§8: rendered by the root error boundary: a route module that failed to load reloads the page (once per 60 s). */
export function ChunkErrorReload({ error }: { error: unknown }) {
  useChunkErrorReload(error);
  return null;
}

function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout: RUNTIME_IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 1);
  return () => clearTimeout(handle);
}
