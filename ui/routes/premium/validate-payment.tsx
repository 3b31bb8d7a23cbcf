// §2 /validatePayment, /validatePayment/{provider} (mobile money) and /validation-buybox: the page the buyer
// waits on while the provider confirms. It reads the order (?order=, issue 6 GET /checkout/orders/{id}): once
// final it moves on (server redirect: success or failure path); while pending it asks again every 2.5 s (with
// JavaScript; a meta refresh without it), and stops after 10 minutes with a "check again" link.
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useEffectEvent, useState } from "react";
import { Link, redirect, redirectDocument, useLocation, useRevalidator } from "react-router";
import {
  isOrderId,
  LoadOrder,
  ORDER_POLL_INTERVAL_MS,
  orderDestination,
  shouldPollAgain,
} from "../../../application/web/premium/load-order.ts";
import { loginPathFor } from "../../../application/web/account/redirect-target.ts";
import { PaymentPending } from "../../components/premium/PaymentResult.tsx";
import { PLANS_PATH } from "../../components/premium/paths.ts";
import { PageMeta } from "../../components/PageMeta.tsx";
import { requestContainer } from "../../composition/server-container.ts";
import { failWith, pageUrl } from "./premium.server.ts";
import "../../styles/premium.css";
import type { Route } from "./+types/validate-payment";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const provider = (params as Record<string, string | undefined>).provider ?? null;
  const orderId = url.searchParams.get("order");
  if (!isOrderId(orderId)) return { order: null, provider };
  const result = await requestContainer(context).resolve(LoadOrder).execute(orderId);
  if (result.isErr()) {
    const failure = result.error;
    if (failure.type === "NotLoggedIn") throw redirect(loginPathFor(`${url.pathname}${url.search}`));
    failWith(failure);
  }
  const order = result.value;
  const destination = orderDestination(order);
  // Final: a full page load, so that the whole page (header, banners: §4 premium) reads the new profile.
  if (order.status !== "pending") throw redirectDocument(destination);
  // Waiting on another page than this one (a mobile-money order on the generic page): go there.
  if (order.plan.provider === "mobile_money" && provider === null) throw redirect(destination);
  return { order, provider };
}

export default function ValidatePaymentPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const location = useLocation();
  const { order, provider } = loaderData;
  const revalidator = useRevalidator();
  const [stopped, setStopped] = useState(false);
  const pending = order?.status === "pending";
  // Asks the loader again (it redirects once the order is final); skipped while an answer is on its way.
  const poll = useEffectEvent(() => {
    if (revalidator.state === "idle") void revalidator.revalidate();
  });
  useEffect(() => {
    if (!pending) return;
    const started = Date.now();
    const timer = window.setInterval(() => {
      if (!shouldPollAgain("pending", Date.now() - started)) {
        setStopped(true);
        window.clearInterval(timer);
        return;
      }
      poll();
    }, ORDER_POLL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [pending]);
  const mobileMoney = provider !== null || order?.plan.provider === "mobile_money";
  return (
    <>
      <PageMeta title={t`Validation du paiement`} description={t`Votre paiement est en cours de validation.`} noindex />
      <div className="premium-page">
        {order ? (
          <>
            <noscript>
              <meta httpEquiv="refresh" content={String(Math.round(ORDER_POLL_INTERVAL_MS / 1000) * 2)} />
            </noscript>
            <PaymentPending
              order={order}
              mobileMoney={mobileMoney}
              stopped={stopped}
              checkHref={`${location.pathname}${location.search}`}
            />
          </>
        ) : (
          <div className="payment-result">
            <h1 className="payment-result__title">
              <Trans>Aucun paiement en attente</Trans>
            </h1>
            <p className="payment-result__text">
              <Trans>
                Nous ne trouvons pas de paiement à valider. Si vous venez de payer, votre abonnement apparaîtra dans
                votre compte dans quelques instants.
              </Trans>
            </p>
            <ul className="payment-result__actions">
              <li>
                <Link className="button button--primary" to={PLANS_PATH}>
                  <Trans>Voir les offres</Trans>
                </Link>
              </li>
              <li>
                <Link className="button button--outline" to="/mon-compte">
                  <Trans>Mon compte</Trans>
                </Link>
              </li>
            </ul>
          </div>
        )}
      </div>
    </>
  );
}
