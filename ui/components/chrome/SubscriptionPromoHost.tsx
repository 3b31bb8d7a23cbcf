// When the subscription promotional popin appears (the spec does not say): once per browser session, a while
// after the page, for logged-in members without a plan where offers are available (chrome-visibility.ts).
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { SUBSCRIPTION_PROMO_DELAY_MS } from "../../../application/web/chrome/popin-timing.ts";
import { useLazyUseCase } from "../../composition/hooks.ts";
import { PopinCatalog } from "../../composition/app-context.tsx";

const SubscriptionPromoPopin = lazy(() =>
  import("./PromoPopins.tsx").then((m) => ({ default: m.SubscriptionPromoPopin })),
);

/** §2 subscription promotional popin. */
export function SubscriptionPromoHost({
  enabled,
  delayMs = SUBSCRIPTION_PROMO_DELAY_MS,
}: {
  enabled: boolean;
  delayMs?: number;
}) {
  const [open, setOpen] = useState(false);
  const memory = useLazyUseCase(() =>
    import("../../../application/web/chrome/popin-memory.ts").then((m) => m.PopinMemory),
  );
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void memory().then((m) => {
      if (cancelled || m.wasSeen("subscriptionPromo")) return;
      timer = setTimeout(() => {
        m.markSeen("subscriptionPromo");
        setOpen(true);
      }, delayMs);
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [enabled, delayMs, memory]);
  const close = useCallback(() => setOpen(false), []);
  if (!enabled || !open) return null;
  return (
    <Suspense fallback={null}>
      <PopinCatalog>
        <SubscriptionPromoPopin onClose={close} />
      </PopinCatalog>
    </Suspense>
  );
}
