// Issue 15, /premium/carte-cadeau/mes-cartes: the gift cards the member bought, each with its state (not used yet, used
// on a date), its code and its printable card (PDF). A paid gift-card order lands here (`?order=`, announced at the
// top); an order not paid yet goes to its waiting or failure page first. Linked from /mon-compte. Visitors log in.
// Issue 15 (ADR 030): an unused card can be withdrawn from within 14 days: `?retractation=<order>` opens its
// confirmation, whose form posts here (intent `withdraw`); done, the page comes back with `?retractee=<order>`.
import { Trans, useLingui } from "@lingui/react/macro";
import { data, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { endpointPath } from "../../../application/contracts/endpoint.ts";
import { GIFT_CARD_PDF } from "../../../application/contracts/premium/checkout.ts";
import { loginPathFor } from "../../../application/web/account/redirect-target.ts";
import { LoadGiftCards, WithdrawGiftCard } from "../../../application/web/premium/gift-cards.ts";
import { isOrderId, LoadOrder, orderDestination } from "../../../application/web/premium/load-order.ts";
import { GiftCardList } from "../../components/premium/GiftCardList.tsx";
import { WITHDRAW_INTENT, WITHDRAW_PARAM } from "../../components/premium/GiftCardWithdrawal.tsx";
import { GIFT_CARDS_PATH, pathWith } from "../../components/premium/paths.ts";
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
  const params = pageUrl(request).searchParams;
  const order = params.get("order");
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
  const confirming = params.get(WITHDRAW_PARAM);
  const withdrawn = params.get(WITHDRAWN_PARAM);
  return {
    cards: result.value,
    justPaid,
    pdfPaths,
    confirming: result.value.some((card) => card.orderId === confirming && card.withdrawal.allowed) ? confirming : null,
    withdrawn: result.value.find((card) => card.orderId === withdrawn && card.creditNote !== null)?.orderId ?? null,
  };
}

/** Issue 15: where a done withdrawal comes back (`?retractee=<order>`: announced at the top). */
const WITHDRAWN_PARAM = "retractee";

/** Issue 15: why a withdrawal was refused, as the page says it. */
type WithdrawalProblem = "expired" | "redeemed" | "unavailable";

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") !== WITHDRAW_INTENT) throw data(null, { status: 400 });
  const orderId = String(form.get("orderId") ?? "");
  const result = await requestContainer(context).resolve(WithdrawGiftCard).execute(orderId);
  if (result.isOk()) throw redirect(pathWith(GIFT_CARDS_PATH, { [WITHDRAWN_PARAM]: orderId }));
  const failure = result.error;
  if (failure.type === "NotLoggedIn") throw redirect(loginPathFor(pageHref(request)));
  if (failure.type === "LoggedOut" || failure.type === "ProfilingRequired") throw redirect(failure.redirectTo);
  const problem: WithdrawalProblem =
    failure.type === "WithdrawalRefused" && (failure.reason === "expired" || failure.reason === "redeemed")
      ? failure.reason
      : "unavailable";
  return data({ problem }, { status: failure.type === "NotFound" ? 404 : problem === "unavailable" ? 503 : 422 });
}

export default function GiftCardsPage() {
  const { t } = useLingui();
  const { cards, justPaid, pdfPaths, confirming, withdrawn } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const pending = useNavigation().state === "submitting";
  const done = withdrawn ? cards.find((card) => card.orderId === withdrawn) : undefined;
  const creditNote = done?.creditNote?.number ?? "";
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
          {done ? (
            <div className="premium-alert premium-alert--info" role="status">
              <p>
                <Trans>
                  Votre rétractation est enregistrée : la carte est annulée et un e-mail vous confirme son remboursement
                  (avoir {creditNote}).
                </Trans>
              </p>
            </div>
          ) : null}
          {refused?.problem ? (
            <div className="premium-alert premium-alert--error" role="alert">
              <p>
                {refused.problem === "expired" ? (
                  <Trans>
                    Le délai de rétractation de 14 jours est terminé : cette carte ne peut plus être remboursée.
                  </Trans>
                ) : refused.problem === "redeemed" ? (
                  <Trans>Cette carte a déjà été utilisée : elle ne peut plus être remboursée.</Trans>
                ) : (
                  <Trans>La rétractation n'a pas pu être enregistrée. Réessayez dans quelques minutes.</Trans>
                )}
              </p>
            </div>
          ) : null}
          <GiftCardList
            cards={cards}
            justPaid={justPaid}
            pdfHref={(orderId) => `${api}${pdfPaths[orderId] ?? ""}`}
            confirming={confirming}
            pending={pending}
          />
        </div>
      </div>
    </>
  );
}
