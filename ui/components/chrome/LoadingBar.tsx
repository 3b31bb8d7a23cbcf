// §9 the page loading bar, on every client navigation (React Router's navigation state): hidden for quick loads,
// it shows after the throttle, fills over the duration and hides a moment after the page is there. The domain
// decides every frame (loadingBarAt); this asks it every throttle interval while a load runs or fades.
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { useNavigation } from "react-router";
import { LaterCatalog } from "../../composition/app-context.tsx";
import { LOADING_BAR, loadingBarAt, type LoadingBarFrame } from "../../../domain/popins/timing.ts";

const HIDDEN: LoadingBarFrame = { visible: false, progress: 0, settled: true };

/** The bar of the router's navigations (a page loading, or a form being sent). */
export function LoadingBar() {
  const loading = useNavigation().state !== "idle";
  return (
    <LaterCatalog>
      <LoadingBarView loading={loading} />
    </LaterCatalog>
  );
}

/** The bar for a `loading` flag (Storybook and tests drive it directly). */
export function LoadingBarView({ loading }: { loading: boolean }) {
  const { t } = useLingui();
  const [frame, setFrame] = useState(HIDDEN);
  const load = useRef<{ startedAt: number; finishedAt: number | null } | null>(null);

  useEffect(() => {
    const now = performance.now();
    if (loading) load.current = { startedAt: now, finishedAt: null };
    else if (load.current) load.current = { ...load.current, finishedAt: load.current.finishedAt ?? now };
    else return;
    const tick = () => {
      const current = load.current;
      if (!current) return;
      const next = loadingBarAt(current.startedAt, current.finishedAt, performance.now());
      setFrame(next);
      if (next.settled) {
        clearInterval(timer);
        load.current = null;
      }
    };
    const timer = setInterval(tick, LOADING_BAR.throttleMs);
    tick();
    return () => clearInterval(timer);
  }, [loading]);

  if (!frame.visible) return null;
  return (
    <div
      className="loading-bar"
      role="progressbar"
      aria-label={t`Chargement de la page`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(frame.progress * 100)}
    >
      <div className="loading-bar__fill" style={{ transform: `scaleX(${frame.progress})` }} />
    </div>
  );
}
