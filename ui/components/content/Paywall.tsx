import { Trans } from "@lingui/react/macro";
import { type RefObject, useEffect, useId, useRef } from "react";
import { Link, useLocation } from "react-router";
import { useSession } from "../../composition/app-context.tsx";
import { useLazyUseCase } from "../../composition/hooks.ts";

/** §7 viewPaywall, sent once per page when the element comes into view (at once where the browser cannot tell). */
function useViewPaywall(element: RefObject<HTMLElement | null>, pathname: string): void {
  // The TrackPremium use case loads on first use, like the premium pages' (ui/components/premium/tracking.ts,
  // which this content page does not import: its catalog is not loaded here).
  const load = useLazyUseCase(() =>
    import("../../../application/web/premium/track-premium.ts").then((module) => module.TrackPremium),
  );
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    const target = element.current;
    if (target === null || sentFor.current === pathname) return;
    const send = () => {
      if (sentFor.current === pathname) return;
      sentFor.current = pathname;
      load()
        .then((track) => track.viewPaywall(pathname))
        .catch(() => undefined);
    };
    if (typeof IntersectionObserver === "undefined") {
      send();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      send();
      observer.disconnect();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, pathname, load]);
}

/**
 * §6 premium content for a visitor or a free member, after the preview: what the subscription opens, and the
 * way to it. §7 viewPaywall is sent once per page, when the paywall comes into view.
 */
export function Paywall({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const session = useSession();
  const { pathname } = useLocation();
  const Heading = `h${headingLevel}` as "h2";
  const titleId = useId();
  const section = useRef<HTMLElement>(null);
  useViewPaywall(section, pathname);
  return (
    <section ref={section} className="paywall" aria-labelledby={titleId}>
      <p className="paywall__badge" aria-hidden="true">
        ★ Premium
      </p>
      <Heading id={titleId} className="paywall__title">
        <Trans>La suite est réservée aux abonnés</Trans>
      </Heading>
      <p>
        <Trans>
          Avec l'abonnement Premium, accédez à tous les cours, quiz corrigés, cartes mémoire, fiches et sujets
          d'entraînement, du primaire au supérieur, sur ordinateur, tablette et téléphone.
        </Trans>
      </p>
      <p className="paywall__actions">
        <Link className="button button--primary" to="/premium">
          <Trans>Découvrir l'abonnement</Trans>
        </Link>
        {session.loggedIn ? null : (
          <Link className="button button--ghost" to="/login">
            <Trans>Déjà abonné ? Se connecter</Trans>
          </Link>
        )}
      </p>
    </section>
  );
}
