// Issue 15, /mon-compte: the member's paid orders (date, plan, period, amount and currency, payment method, status)
// with a link to download each one's receipt (a PDF invoice). Loaded in the background from the order-history
// resource route, so that the page inserts it in one line.
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import type { OrderHistoryAnswer } from "../../../application/web/premium/load-order-history.ts";
import type { OrderHistoryEntry } from "../../../application/contracts/premium/receipts.ts";
import type { ProviderKind } from "../../../domain/premium/plan.ts";
import { useLocale, useWebConfig } from "../../composition/app-context.tsx";
import { useFormatDate } from "../account/format.ts";
import { useFormatMoney } from "../money-format.ts";
import "../../styles/account.css";

/** Where the history is read from (ui/route-tables/member.ts). */
const ORDER_HISTORY_PATH = "/mon-compte/commandes";

export function OrderHistory() {
  const fetcher = useFetcher<OrderHistoryAnswer>();
  const { load, state, data } = fetcher;
  useEffect(() => {
    if (state === "idle" && data === undefined) void load(ORDER_HISTORY_PATH);
  }, [load, state, data]);
  if (data === undefined) return <OrderHistoryView status="loading" orders={[]} />;
  return <OrderHistoryView status={data.unavailable ? "unavailable" : "ready"} orders={data.orders} />;
}

export interface OrderHistoryViewProps {
  status: "loading" | "ready" | "unavailable";
  orders: readonly OrderHistoryEntry[];
}

export function OrderHistoryView({ status, orders }: OrderHistoryViewProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const formatDate = useFormatDate();
  const formatMoney = useFormatMoney();
  const { apiBaseUrl } = useWebConfig();
  const methods: Record<ProviderKind, string> = {
    card: t`Carte bancaire`,
    mobile_money: t`Mobile money`,
    gift_card: t`Carte cadeau`,
  };
  return (
    <section className="account-section" aria-labelledby="orders-title" aria-busy={status === "loading"}>
      <h2 id="orders-title" className="account-section__title">
        <Trans>Mes commandes et factures</Trans>
      </h2>
      {status === "loading" ? (
        <p className="account-empty" role="status">
          <Trans>Chargement de vos commandes…</Trans>
        </p>
      ) : status === "unavailable" ? (
        <p className="account-empty" role="alert">
          <Trans>Vos commandes ne peuvent pas être affichées pour le moment. Réessayez dans quelques minutes.</Trans>
        </p>
      ) : orders.length === 0 ? (
        <p className="account-empty">
          <Trans>Aucune commande payée pour l'instant.</Trans>
        </p>
      ) : (
        <ul className="order-list">
          {orders.map((order) => {
            const paidOn = formatDate(order.paidAt);
            const start = formatDate(order.periodStart);
            const end = order.periodEnd ? formatDate(order.periodEnd) : null;
            const number = order.invoiceNumber;
            return (
              <li key={order.orderId} className="order-card">
                <div className="order-card__head">
                  <p className="order-card__plan">{order.plan.names[locale]}</p>
                  <p className="order-card__amount">{formatMoney(order.amount, order.currency)}</p>
                </div>
                <dl className="order-card__details">
                  <div>
                    <dt>
                      <Trans>Payée le</Trans>
                    </dt>
                    <dd>{paidOn}</dd>
                  </div>
                  <div>
                    <dt>
                      <Trans>Période</Trans>
                    </dt>
                    <dd>
                      {end ? (
                        <Trans>
                          du {start} au {end}
                        </Trans>
                      ) : (
                        <Trans>depuis le {start}, sans date de fin</Trans>
                      )}
                    </dd>
                  </div>
                  <div>
                    <dt>
                      <Trans>Paiement</Trans>
                    </dt>
                    <dd>{methods[order.paymentMethod]}</dd>
                  </div>
                  <div>
                    <dt>
                      <Trans>Statut</Trans>
                    </dt>
                    <dd>
                      <span className="order-card__status">
                        {order.status === "paid" ? <Trans>Payée</Trans> : order.status}
                      </span>
                    </dd>
                  </div>
                  <div>
                    <dt>
                      <Trans>Facture</Trans>
                    </dt>
                    <dd>{number}</dd>
                  </div>
                </dl>
                <a
                  className="button button--secondary order-card__receipt"
                  href={`${apiBaseUrl.replace(/\/+$/, "")}${order.receiptPath}`}
                  download
                >
                  <Trans>Télécharger la facture {number} (PDF)</Trans>
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
