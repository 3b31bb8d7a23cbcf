// Issue 6 GET /checkout/orders/{id}: a member follows one of their orders (the result pages poll it). A pending
// order whose time is up is closed as expired when read.
import { err, ok, ResultAsync, type Result } from "neverthrow";
import { inject, injectable } from "tsyringe";
import type { OrderView } from "../../../contracts/premium/checkout.ts";
import { PlanRepositoryToken, type PlanRepository } from "../catalog/ports.ts";
import { ClockToken, type Clock } from "../../shared/ports.ts";
import { isOrderId, orderView } from "./order-view.ts";
import { OrderRepositoryToken, type OrderRepository } from "./ports.ts";

/** Issue 6: no such order, or another member's (never told apart). */
export type OrderNotFound = { type: "OrderNotFound" };

/** Issue 6: the status of a member's order. */
@injectable()
export class GetOrder {
  constructor(
    @inject(OrderRepositoryToken) private readonly orders: OrderRepository,
    @inject(PlanRepositoryToken) private readonly plans: PlanRepository,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  execute(memberId: string, orderId: string): ResultAsync<OrderView, OrderNotFound> {
    return new ResultAsync(this.run(memberId, orderId));
  }

  private async run(memberId: string, orderId: string): Promise<Result<OrderView, OrderNotFound>> {
    if (!isOrderId(orderId)) return err({ type: "OrderNotFound" });
    let order = await this.orders.findById(orderId);
    if (!order || order.memberId !== memberId) return err({ type: "OrderNotFound" });
    const now = this.clock.now();
    if (order.status === "pending" && order.expiresAt <= now && (await this.orders.expireIfPending(order.id, now))) {
      order = (await this.orders.findById(orderId)) ?? order;
    }
    const plan = await this.plans.findById(order.planId);
    if (!plan) return err({ type: "OrderNotFound" });
    const subscription = order.subscriptionId ? await this.orders.findSubscription(order.subscriptionId) : null;
    return ok(orderView(order, plan, subscription));
  }
}
