// Loads the public layouts' popin hosts (PublicPopins.tsx) from a chunk of their own, at the deferred start (first
// interaction, or 3 s after the load event: ui/composition/deferred-start.ts); their timers count from then.
import { lazy, Suspense } from "react";
import { useDeferredStarted } from "./deferred-part.tsx";
import type { PublicPopinsProps } from "./PublicPopins.tsx";

const LazyPublicPopins = lazy(() => import("./PublicPopins.tsx"));

/** Renders the popin hosts in the browser only, from the deferred start. */
export function DeferredPublicPopins(props: PublicPopinsProps) {
  const started = useDeferredStarted();
  if (!started || (!props.emailPopin && !props.promoPopin)) return null;
  return (
    <Suspense fallback={null}>
      <LazyPublicPopins {...props} />
    </Suspense>
  );
}
