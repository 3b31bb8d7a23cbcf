// §2 /subscribe-success and /subscribe-success/lifeoffer-mobile: the subscription is active. The page shows the real
// order (?order=, issue 6 GET /checkout/orders/{id}: plan, amount, date, what is now unlocked) and only to its buyer;
// opened without an order of the viewer's it says so and leads to the offers (issue 15: never "Merci ! Votre
// abonnement est actif" to a visitor). An order not paid yet goes back to its waiting or failure page. §7
// purchaseComplete, once per order. The paid order is remembered for the browser session: no app-recommendation
// popin opens right after a payment (domain/popins/popins.ts mayRecommendApp).
import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { redirect, useLocation } from "react-router";
import { isOrderId, LoadOrder, orderDestination } from "../../../application/web/premium/load-order.ts";
import { loginPathFor } from "../../../application/web/account/redirect-target.ts";
import { usePopinMemory } from "../../components/chrome/PopinHosts.tsx";
import { NoOrder, SubscribeSuccess } from "../../components/premium/PaymentResult.tsx";
import { PageMeta } from "../../components/PageMeta.tsx";
import { useTrackOnce } from "../../components/premium/tracking.ts";
import { useSession } from "../../composition/app-context.tsx";
import { requestContainer } from "../../composition/server-container.ts";
import { failWith, pageUrl } from "./premium.server.ts";
import "../../styles/premium.css";
import type { Route } from "./+types/subscribe-success";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const lifetimeMobile = url.pathname.replace(/\/+$/, "").endsWith("/lifeoffer-mobile");
  const orderId = url.searchParams.get("order");
  if (!isOrderId(orderId)) return { order: null, lifetimeMobile };
  const result = await requestContainer(context).resolve(LoadOrder).execute(orderId);
  if (result.isErr()) {
    // Not the viewer's order (or no session): the page shows no order, and says so.
    if (result.error.type === "NotFound" || result.error.type === "NotLoggedIn") return { order: null, lifetimeMobile };
    failWith(result.error);
  }
  const order = result.value;
  // Issue 15: a paid gift card is shown on the buyer's cards page (its success path), never as a subscription.
  if (order.status !== "paid" || order.purpose === "gift-card") throw redirect(orderDestination(order));
  return { order, lifetimeMobile };
}

export default function SubscribeSuccessPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const session = useSession();
  const location = useLocation();
  const { order, lifetimeMobile } = loaderData;
  const popinMemory = usePopinMemory();
  const paidOrderId = order?.orderId ?? null;
  useEffect(() => {
    if (paidOrderId) void popinMemory().then((memory) => memory.recordPayment());
  }, [paidOrderId, popinMemory]);
  useTrackOnce(order?.orderId ?? null, (track) => {
    if (order)
      track.purchaseComplete({
        orderId: order.orderId,
        planId: order.plan.id,
        amount: order.amount,
        currency: order.currency,
      });
  });
  return (
    <>
      {order ? (
        <PageMeta title={t`Abonnement activé`} description={t`Merci ! Votre abonnement est actif.`} noindex />
      ) : (
        <PageMeta title={t`Aucune commande à afficher`} description={t`Le résultat d'un paiement.`} noindex />
      )}
      <div className="premium-page">
        {order ? (
          <SubscribeSuccess order={order} lifetimeMobile={lifetimeMobile} />
        ) : (
          <NoOrder loggedIn={session.loggedIn} loginHref={loginPathFor(`${location.pathname}${location.search}`)} />
        )}
      </div>
    </>
  );
}
