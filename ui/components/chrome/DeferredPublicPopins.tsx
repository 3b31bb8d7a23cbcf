// Loads the public layouts' popin hosts (PublicPopins.tsx) after hydration, from a chunk of their own.
import { lazy, Suspense, useSyncExternalStore } from "react";
import type { PublicPopinsProps } from "./PublicPopins.tsx";

const LazyPublicPopins = lazy(() => import("./PublicPopins.tsx"));
const subscribeToNothing = () => () => undefined;

/** Renders the popin hosts in the browser only, from a chunk of their own. */
export function DeferredPublicPopins(props: PublicPopinsProps) {
  const inBrowser = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  if (!inBrowser || (!props.emailPopin && !props.promoPopin)) return null;
  return (
    <Suspense fallback={null}>
      <LazyPublicPopins {...props} />
    </Suspense>
  );
}
