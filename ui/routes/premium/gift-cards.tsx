// Issue 15, /premium/carte-cadeau/mes-cartes: the gift cards the member bought, each with its state (not used yet, used
// on a date), its code and its printable card (PDF). A paid gift-card order lands here (`?order=`, announced at the
// top); an order not paid yet goes to its waiting or failure page first. Linked from /mon-compte. Visitors log in.
import { Trans, useLingui } from "@lingui/react/macro";
import { redirect, useLoaderData } from "react-router";
import { endpointPath } from "../../../application/contracts/endpoint.ts";
import { GIFT_CARD_PDF } from "../../../application/contracts/premium/checkout.ts";
import { loginPathFor } from "../../../application/web/account/redirect-target.ts";
import { LoadGiftCards } from "../../../application/web/premium/gift-cards.ts";
import { isOrderId, LoadOrder, orderDestination } from "../../../application/web/premium/load-order.ts";
import { GiftCardList } from "../../components/premium/GiftCardList.tsx";
import { PageMeta } from "../../components/PageMeta.tsx";
import { useWebConfig } from "../../composition/app-context.tsx";
import { requestContainer } from "../../composition/server-container.ts";
import { failWith, pageHref, pageUrl } from "./premium.server.ts";
import "../../styles/premium.css";
import type { Route } from "./+types/gift-cards";

export async function loader({ request, context }: Route.LoaderArgs) {
  const container = requestContainer(context);
  const result = await container.resolve(LoadGiftCards).execute();
  if (result.isErr()) {
    if (result.error.type === "NotLoggedIn") throw redirect(loginPathFor(pageHref(request)));
    return failWith(result.error);
  }
  const order = pageUrl(request).searchParams.get("order");
  const justPaid = isOrderId(order) ? order : null;
  const unpaid = justPaid
    ? result.value.find((card) => card.orderId === justPaid && card.orderStatus !== "paid")
    : null;
  if (unpaid) {
    // Back from the payment page before the provider confirmed: its waiting page (or its failure page) first.
    const order = await container.resolve(LoadOrder).execute(unpaid.orderId);
    if (order.isOk()) throw redirect(orderDestination(order.value));
  }
  const pdfPaths = Object.fromEntries(
    result.value.map((card) => [card.orderId, endpointPath(GIFT_CARD_PDF.path, { orderId: card.orderId })]),
  );
  return { cards: result.value, justPaid, pdfPaths };
}

export default function GiftCardsPage() {
  const { t } = useLingui();
  const { cards, justPaid, pdfPaths } = useLoaderData<typeof loader>();
  const { apiBaseUrl } = useWebConfig();
  const api = apiBaseUrl.replace(/\/+$/, "");
  return (
    <>
      <PageMeta title={t`Mes cartes cadeaux`} description={t`Les cartes cadeaux que vous avez offertes.`} noindex />
      <div className="premium-page">
        <div className="checkout-closed gift-card gift-cards-page">
          <h1 className="checkout__title">
            <Trans>Mes cartes cadeaux</Trans>
          </h1>
          <GiftCardList cards={cards} justPaid={justPaid} pdfHref={(orderId) => `${api}${pdfPaths[orderId] ?? ""}`} />
        </div>
      </div>
    </>
  );
}
