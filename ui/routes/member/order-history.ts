// Issue 15, /mon-compte: the resource route behind the order history (GET /mon-compte/commandes): the member's paid
// orders with their receipts, as JSON for the OrderHistory component's background load. Never cached.
import { data } from "react-router";
import { LoadOrderHistory, type OrderHistoryAnswer } from "../../../application/web/premium/load-order-history.ts";
import { requestContainer } from "../../composition/server-container.ts";
import type { Route } from "./+types/order-history";

export async function loader({ context }: Route.LoaderArgs) {
  const result = await requestContainer(context).resolve(LoadOrderHistory).execute();
  const answer: OrderHistoryAnswer = result.match(
    (orders) => ({ orders, unavailable: false }),
    () => ({ orders: [], unavailable: true }),
  );
  return data(answer, { headers: { "Cache-Control": "private, no-store" } });
}
