import { Trans, useLingui } from "@lingui/react/macro";
import { useSyncExternalStore } from "react";
import { isRouteErrorResponse, Link, useNavigate } from "react-router";
import { errorPageKind, errorStatus } from "../../domain/errors/error-page.ts";
import { LaterCatalog, useLocale, useWebConfig } from "../composition/app-context.tsx";
import { SiteShell } from "./SiteShell.tsx";

/**
 * §2 Error page: 404/410 "does not exist" with a way back; other codes a generic error. noindex. In a chunk of its
 * own, its messages in the "later" catalog (ADR 032, addendum "Session 8").
 */
export function ErrorPage({ error }: { error: unknown }) {
  const status = errorStatus(isRouteErrorResponse(error) ? error.status : undefined);
  const kind = errorPageKind(status);
  return (
    <SiteShell>
      <meta name="robots" content="noindex" />
      <LaterCatalog>
        <section className="error-page" aria-labelledby="error-title">
          {kind === "not-found" ? <NotFound /> : <GenericError status={status} />}
        </section>
      </LaterCatalog>
    </SiteShell>
  );
}

function NotFound() {
  const locale = useLocale();
  const { t } = useLingui();
  const { brandName } = useWebConfig();
  const navigate = useNavigate();
  // Only the browser knows whether there is a previous page; the server renders the home link.
  const canGoBack = useSyncExternalStore(subscribeToNothing, hasPreviousPage, () => false);
  return (
    <>
      <title>{`${t`Page introuvable`} | ${brandName}`}</title>
      <p className="error-page__code">404</p>
      <h1 id="error-title">
        <Trans>Cette page n'existe pas</Trans>
      </h1>
      {locale === "fr" ? (
        <p lang="en" className="error-page__alt">
          This page could not be found
        </p>
      ) : null}
      <p>
        <Trans>Elle a peut-être été déplacée ou supprimée.</Trans>
      </p>
      {canGoBack ? (
        <button type="button" className="button button--primary" onClick={() => navigate(-1)}>
          <Trans>Revenir à la page précédente</Trans>
        </button>
      ) : (
        <Link className="button button--primary" to="/">
          <Trans>Retour à l'accueil</Trans>
        </Link>
      )}
    </>
  );
}

const subscribeToNothing = () => () => undefined;
/** A previous page exists: an earlier entry of this app's history, or a same-site referrer. */
const hasPreviousPage = () => {
  const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  const sameSiteReferrer = document.referrer !== "" && new URL(document.referrer).origin === window.location.origin;
  return index > 0 || (sameSiteReferrer && window.history.length > 1);
};

function GenericError({ status }: { status: number }) {
  const { t } = useLingui();
  const { brandName } = useWebConfig();
  return (
    <>
      <title>{`${t`Erreur ${status}`} | ${brandName}`}</title>
      <p className="error-page__code">{status}</p>
      <h1 id="error-title">
        <Trans>Une erreur est survenue</Trans>
      </h1>
      <p>
        <Trans>Code d'erreur : {status}</Trans>
      </p>
      <Link className="button button--primary" to="/">
        <Trans>Retour à l'accueil</Trans>
      </Link>
    </>
  );
}
