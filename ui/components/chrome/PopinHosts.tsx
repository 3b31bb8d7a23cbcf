// When the app-recommendation popins appear (the spec does not say): once per browser session each, a while
// after the page (application/web/chrome/popin-memory.ts), never over the account pages nor in the session of a
// payment (domain/popins/popins.ts mayRecommendApp). They are for handheld screens only (§2: hidden from 960px),
// through the domain's popin state (§3/§4).
import { lazy, Suspense, useCallback, useEffect, useReducer, useState } from "react";
import { useLocation } from "react-router";
import {
  INITIAL_POPINS,
  isPopinDisplayed,
  mayRecommendApp,
  popinsReducer,
  type PopinId,
} from "../../../domain/popins/popins.ts";
import { APP_RECOMMENDATION_DELAY_MS } from "../../../application/web/chrome/popin-timing.ts";
import { useLazyUseCase } from "../../composition/hooks.ts";
import { PopinCatalog } from "../../composition/app-context.tsx";

const AppRecommendationPopin = lazy(() =>
  import("./PromoPopins.tsx").then((m) => ({ default: m.AppRecommendationPopin })),
);

export function usePopinMemory() {
  return useLazyUseCase(() => import("../../../application/web/chrome/popin-memory.ts").then((m) => m.PopinMemory));
}

/** The viewport width (0 during the server render), kept up to date. */
function useViewportWidth(): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const update = () => setWidth(window.innerWidth);
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, []);
  return width;
}

/** §2 app-recommendation popin of the webspace layout: `id` is the free or the paying user's one. */
export function AppRecommendationHost({
  id,
  delayMs = APP_RECOMMENDATION_DELAY_MS,
}: {
  id: PopinId | null;
  delayMs?: number;
}) {
  const [popins, dispatch] = useReducer(popinsReducer, INITIAL_POPINS);
  const width = useViewportWidth();
  const memory = usePopinMemory();
  const { pathname } = useLocation();
  useEffect(() => {
    if (!id) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void memory().then((m) => {
      if (cancelled || m.wasSeen(id) || !mayRecommendApp({ path: pathname, paidThisSession: m.paidThisSession() })) {
        return;
      }
      timer = setTimeout(() => {
        if (!isPopinDisplayed({ ...INITIAL_POPINS, [id]: true }, id, window.innerWidth)) return; // not a handheld
        m.markSeen(id);
        dispatch({ type: "show", id });
      }, delayMs);
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [id, delayMs, memory, pathname]);
  const close = useCallback(() => {
    if (id) dispatch({ type: "hide", id });
  }, [id]);
  if (!id || !isPopinDisplayed(popins, id, width)) return null;
  return (
    <Suspense fallback={null}>
      <PopinCatalog>
        <AppRecommendationPopin id={id} onClose={close} />
      </PopinCatalog>
    </Suspense>
  );
}
