// §2 "Logout clears the profile and goes to /login"; §7/§8 the account site's /logout.
//
// POST /logout (the logout buttons): revokes the session through the API and redirects to /login.
// GET /logout (the address of §7/§8: the API client sends a refused session there, other sites link to it):
// a browser opening the page (a document navigation from this site, or typed) is logged out at once and
// sent on, to the `redirect` parameter when it is a page of this site or of the account site, else to
// /login. Any other GET (a prefetch, a client-side data request, a link from another site) only shows a
// page with a logout button: a GET that something fetches on its own must never end a session.
import { Trans, useLingui } from "@lingui/react/macro";
import { redirect, redirectDocument, type RouterContextProvider } from "react-router";
import { LogOut } from "../../../application/web/account/log-out.ts";
import { sameSitePath } from "../../../application/web/account/redirect-target.ts";
import { LOGIN_PATH, LOGOUT_CONTINUE_PARAM } from "../../../domain/account/destination.ts";
import { LogoutButton } from "../../components/account/LogoutButton.tsx";
import { PageMeta } from "../../components/PageMeta.tsx";
import { useFormPending } from "../../components/account/route-hooks.ts";
import { runtimeContext } from "../../composition/context.ts";
import { requestContainer } from "../../composition/server-container.ts";
import { viewerLoggedIn } from "./account.server.ts";
import type { Route } from "./+types/logout";

const AFTER_LOGOUT = `${LOGIN_PATH}?notice=loggedOut`;

/** §7: where to continue after logging out: a page of this site or of the account site, else /login. */
function continuation(url: URL, context: Readonly<RouterContextProvider>): string {
  const raw = url.searchParams.get(LOGOUT_CONTINUE_PARAM);
  if (!raw) return AFTER_LOGOUT;
  const path = sameSitePath(raw);
  if (path) return path;
  const { publicOrigin, accountSiteUrl } = context.get(runtimeContext).config;
  try {
    const target = new URL(raw);
    const allowed = [publicOrigin, accountSiteUrl].filter(Boolean).map((origin) => new URL(origin).origin);
    return allowed.includes(target.origin) ? target.href : AFTER_LOGOUT;
  } catch {
    return AFTER_LOGOUT;
  }
}

/** A browser opening the page itself, from this site or typed: not a prefetch, not a data request. */
function isOwnDocumentNavigation(request: Request): boolean {
  const headers = request.headers;
  const purpose = `${headers.get("sec-purpose") ?? ""} ${headers.get("purpose") ?? ""}`.toLowerCase();
  if (purpose.includes("prefetch") || purpose.includes("prerender")) return false;
  const dest = headers.get("sec-fetch-dest");
  const site = headers.get("sec-fetch-site");
  return (dest === null || dest === "document") && (site === null || site === "same-origin" || site === "none");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (!viewerLoggedIn(context)) throw redirect(continuation(url, context));
  if (isOwnDocumentNavigation(request)) {
    await requestContainer(context).resolve(LogOut).execute();
    throw redirect(continuation(url, context));
  }
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  await requestContainer(context).resolve(LogOut).execute();
  // The session ended: the next page is a fresh document (nothing of the member's profile stays in memory).
  throw redirectDocument(continuation(new URL(request.url), context));
}

export default function LogoutPage() {
  const { t } = useLingui();
  const pending = useFormPending("/logout");
  return (
    <>
      <PageMeta title={t`Déconnexion`} description={t`Se déconnecter de son compte.`} noindex />
      <div className="account-page">
        <section className="account-card" aria-labelledby="logout-title">
          <h1 id="logout-title" className="account-card__title">
            <Trans>Se déconnecter ?</Trans>
          </h1>
          <p className="account-card__lead">
            <Trans>Vous pourrez vous reconnecter à tout moment avec votre email et votre mot de passe.</Trans>
          </p>
          <LogoutButton pending={pending} tone="primary" />
        </section>
      </div>
    </>
  );
}
