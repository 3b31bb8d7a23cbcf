// §2/§4 when the e-mail popin appears. The spec does not say ("timing not shown"); ours: 20 s after the visitor
// arrives on a page of the public (or offer) layout, once per browser session, on the first allowed page from
// then on. The popin's code is loaded only then; the bot-protection script 5 s after the page (§7/§9).
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { isEmailPopinAllowedOn } from "../../../domain/popins/email-popin-routes.ts";
import { BOT_PROTECTION_DELAY_MS } from "../../../domain/popins/timing.ts";
import { EMAIL_POPIN_DELAY_MS } from "../../../application/web/chrome/popin-timing.ts";
import { useLazyUseCase } from "../../composition/hooks.ts";
import { PopinCatalog } from "../../composition/app-context.tsx";

const EmailPopin = lazy(() => import("./EmailPopin.tsx").then((m) => ({ default: m.EmailPopin })));

export function EmailPopinHost({ enabled, delayMs = EMAIL_POPIN_DELAY_MS }: { enabled: boolean; delayMs?: number }) {
  const { pathname } = useLocation();
  const [stage, setStage] = useState<"waiting" | "due" | "done">("waiting");
  const loadFlow = useLazyUseCase(() =>
    import("../../../application/web/newsletter/newsletter-popup-flow.ts").then((m) => m.NewsletterPopupFlow),
  );

  useEffect(() => {
    if (!enabled || stage !== "waiting") return;
    let cancelled = false;
    const timers: ReturnType<typeof setTimeout>[] = [];
    void loadFlow().then((flow) => {
      if (cancelled) return;
      if (!flow.mayShow()) {
        setStage("done");
        return;
      }
      timers.push(setTimeout(() => flow.preloadBotProtection(), BOT_PROTECTION_DELAY_MS));
      timers.push(setTimeout(() => setStage("due"), delayMs));
    });
    return () => {
      cancelled = true;
      timers.forEach(clearTimeout);
    };
  }, [enabled, stage, delayMs, loadFlow]);

  const done = useCallback(() => setStage("done"), []);
  if (!enabled || stage !== "due" || !isEmailPopinAllowedOn(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <PopinCatalog>
        <EmailPopin path={pathname} onDone={done} />
      </PopinCatalog>
    </Suspense>
  );
}
