// Issue 15, /mon-compte: the member's paid orders (date, what was bought: a subscription with its period or a gift card,
// amount and currency, payment method, status) with a link to download each one's receipt (a PDF invoice), and the
// credit note of a refunded one. Rendered on the server from the page's loader (null: the orders could not be read).
import { Trans, useLingui } from "@lingui/react/macro";
import type { OrderHistoryEntry } from "../../../application/contracts/premium/receipts.ts";
import type { ProviderKind } from "../../../domain/premium/plan.ts";
import { useLocale, useWebConfig } from "../../composition/app-context.tsx";
import { useFormatDate } from "../date-format.ts";
import { useFormatMoney } from "../money-format.ts";
import "../../styles/account.css";

export interface OrderHistoryProps {
  /** The paid orders, the most recent first; null when they could not be read. */
  orders: readonly OrderHistoryEntry[] | null;
}

export function OrderHistory({ orders }: OrderHistoryProps) {
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
    <section className="account-section" aria-labelledby="orders-title">
      <h2 id="orders-title" className="account-section__title">
        <Trans>Mes commandes et factures</Trans>
      </h2>
      {orders === null ? (
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
            const start = order.periodStart ? formatDate(order.periodStart) : null;
            const end = order.periodEnd ? formatDate(order.periodEnd) : null;
            const number = order.invoiceNumber;
            const plan = order.plan.names[locale];
            const creditNote = order.creditNote;
            const creditNumber = creditNote?.number ?? "";
            return (
              <li key={order.orderId} className="order-card">
                <div className="order-card__head">
                  <p className="order-card__plan">
                    {order.purpose === "gift-card" ? <Trans>Carte cadeau {plan}</Trans> : plan}
                  </p>
                  <p className="order-card__amount">{formatMoney(order.amount, order.currency)}</p>
                </div>
                <dl className="order-card__details">
                  <div>
                    <dt>
                      <Trans>Payée le</Trans>
                    </dt>
                    <dd>{paidOn}</dd>
                  </div>
                  {start !== null ? (
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
                  ) : null}
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
                        {creditNote ? (
                          creditNote.refunded ? (
                            <Trans>Remboursée</Trans>
                          ) : (
                            <Trans>Remboursement en cours</Trans>
                          )
                        ) : order.status === "paid" ? (
                          <Trans>Payée</Trans>
                        ) : (
                          order.status
                        )}
                      </span>
                    </dd>
                  </div>
                  <div>
                    <dt>
                      <Trans>Facture</Trans>
                    </dt>
                    <dd>{number}</dd>
                  </div>
                  {creditNote ? (
                    <div>
                      <dt>
                        <Trans>Avoir</Trans>
                      </dt>
                      <dd>{creditNumber}</dd>
                    </div>
                  ) : null}
                </dl>
                <a
                  className="button button--secondary order-card__receipt"
                  href={`${apiBaseUrl.replace(/\/+$/, "")}${order.receiptPath}`}
                  download
                >
                  <Trans>Télécharger la facture {number} (PDF)</Trans>
                </a>
                {creditNote ? (
                  <a
                    className="button button--secondary order-card__receipt"
                    href={`${apiBaseUrl.replace(/\/+$/, "")}${creditNote.path}`}
                    download
                  >
                    <Trans>Télécharger l'avoir {creditNumber} (PDF)</Trans>
                  </a>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
