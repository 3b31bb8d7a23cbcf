// Loads the public layouts' popin hosts (PublicPopins.tsx) from a chunk of their own, at the deferred start (first
// interaction, or 3 s after the load event: ui/composition/deferred-start.ts); their timers count from then.
import { lazy, Suspense, useEffect, useState } from "react";
import { whenDeferredStart } from "../../composition/deferred-start.ts";
import type { PublicPopinsProps } from "./PublicPopins.tsx";

const LazyPublicPopins = lazy(() => import("./PublicPopins.tsx"));

/** Renders the popin hosts in the browser only, from the deferred start. */
export function DeferredPublicPopins(props: PublicPopinsProps) {
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
  if (!started || (!props.emailPopin && !props.promoPopin)) return null;
  return (
    <Suspense fallback={null}>
      <LazyPublicPopins {...props} />
    </Suspense>
  );
}
