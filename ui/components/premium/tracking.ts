// §7 analytics of the purchase journey, from the pages: the TrackPremium use case is loaded on first use (so that
// the container and the data-layer adapter stay out of the page's first script). A failure never breaks a page.
import { useCallback, useEffect, useEffectEvent, useRef } from "react";
import type { TrackPremium } from "../../../application/web/premium/track-premium.ts";
import { useLazyUseCase } from "../../composition/hooks.ts";

/** Runs `event` on the TrackPremium use case (in the browser, after the page is shown). */
export function useTrackPremium(): (event: (track: TrackPremium) => void) => void {
  const load = useLazyUseCase(() =>
    import("../../../application/web/premium/track-premium.ts").then((module) => module.TrackPremium),
  );
  return useCallback(
    (event) => {
      load()
        .then(event)
        .catch(() => undefined);
    },
    [load],
  );
}

/** Sends `event` once for each distinct `key` (e.g. the page's path), after the page is shown. */
export function useTrackOnce(key: string | null, event: (track: TrackPremium) => void): void {
  const track = useTrackPremium();
  const sent = useRef<string | null>(null);
  const send = useEffectEvent((use: TrackPremium) => event(use));
  useEffect(() => {
    if (key === null || sent.current === key) return;
    sent.current = key;
    track(send);
  }, [key, track]);
}
