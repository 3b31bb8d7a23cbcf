// §2 /subscribe-failed: the payment did not go through. With ?order= the page reads the order (issue 6) for the
// reason and the plan to try again; a paid order goes to its success page instead. Without an order of the
// viewer's it claims no failed payment: it says there is no order to show and leads to the offers (issue 15).
import { useLingui } from "@lingui/react/macro";
import { redirect, useLocation } from "react-router";
import { isOrderId, LoadOrder, orderDestination } from "../../../application/web/premium/load-order.ts";
import { loginPathFor } from "../../../application/web/account/redirect-target.ts";
import { NoOrder, SubscribeFailed } from "../../components/premium/PaymentResult.tsx";
import {
  checkoutHref,
  GIFT_CARD_BUY_PATH,
  GIFT_PLAN_PARAM,
  pathWith,
  PLANS_PATH,
} from "../../components/premium/paths.ts";
import { PageMeta } from "../../components/PageMeta.tsx";
import { useSession } from "../../composition/app-context.tsx";
import { requestContainer } from "../../composition/server-container.ts";
import { failWith, pageUrl } from "./premium.server.ts";
import "../../styles/premium.css";
import type { Route } from "./+types/subscribe-failed";

export async function loader({ request, context }: Route.LoaderArgs) {
  const orderId = pageUrl(request).searchParams.get("order");
  if (!isOrderId(orderId)) return { order: null };
  const result = await requestContainer(context).resolve(LoadOrder).execute(orderId);
  if (result.isErr()) {
    if (result.error.type === "NotFound" || result.error.type === "NotLoggedIn") return { order: null };
    failWith(result.error);
  }
  const order = result.value;
  if (order.status === "paid" || order.status === "pending") throw redirect(orderDestination(order));
  return { order };
}

export default function SubscribeFailedPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { order } = loaderData;
  const session = useSession();
  const location = useLocation();
  // Issue 15: a gift card is tried again on its own purchase page, with the same plan chosen.
  const retryHref = !order
    ? PLANS_PATH
    : order.purpose === "gift-card"
      ? pathWith(GIFT_CARD_BUY_PATH, { [GIFT_PLAN_PARAM]: order.plan.id })
      : checkoutHref({ campaignSlug: order.campaignSlug, plan: order.plan.id, coupon: order.couponCode });
  return (
    <>
      <PageMeta title={t`Paiement non abouti`} description={t`Le paiement n'a pas abouti.`} noindex />
      <div className="premium-page">
        {order ? (
          <SubscribeFailed order={order} retryHref={retryHref} />
        ) : (
          <NoOrder loggedIn={session.loggedIn} loginHref={loginPathFor(`${location.pathname}${location.search}`)} />
        )}
      </div>
    </>
  );
}
