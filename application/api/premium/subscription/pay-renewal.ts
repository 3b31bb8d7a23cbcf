// Issue 15 (ADR 029 addendum, ADR 040): a renewal the bank refused because the card holder must authenticate it
// (`authentication_required`) cannot be charged by the provider on its own. Its member pays it on the provider's
// page for that term's invoice (Stripe's hosted invoice page, where Stripe authenticates the card; the sandbox's
// invoice page), reached from the refusal's mail and /mon-compte. The provider's signed event then settles the
// renewal exactly once (RecordRenewalEvent).
import { err, ok, type Result } from "neverthrow";
import { inject, injectable } from "tsyringe";
import type { RenewalPaymentView } from "../../../contracts/premium/subscription.ts";
import { ClockToken, type Clock } from "../../shared/ports.ts";
import { PlanRepositoryToken, type PlanRepository } from "../catalog/ports.ts";
import { OrderRepositoryToken, type OrderRepository } from "../checkout/ports.ts";
import { fromMinorUnits } from "../checkout/order-view.ts";
import { ManagedSubscriptionRepositoryToken, type ManagedSubscriptionRepository } from "./ports.ts";
import { renewalAwaitingMember } from "./renewal-orders.ts";

/** Issue 15: why a renewal cannot be paid by its member. */
export type PayRenewalFailure = { type: "NoRenewalPayment" };

@injectable()
export class PayRenewal {
  constructor(
    @inject(ManagedSubscriptionRepositoryToken) private readonly subscriptions: ManagedSubscriptionRepository,
    @inject(OrderRepositoryToken) private readonly orders: OrderRepository,
    @inject(PlanRepositoryToken) private readonly plans: PlanRepository,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  /** The member's renewal awaiting payment, with its plan and term (null: none). */
  private async awaiting(memberId: string) {
    const current = await this.subscriptions.currentOf(memberId, this.clock.now());
    const order = current ? await renewalAwaitingMember(this.orders, current) : null;
    const plan = order ? await this.plans.findById(order.planId) : null;
    return current?.periodEnd && order && plan ? { order, plan, term: current.periodEnd } : null;
  }

  /** Issue 15: what the payment page shows. */
  async view(memberId: string): Promise<Result<RenewalPaymentView, PayRenewalFailure>> {
    const found = await this.awaiting(memberId);
    if (found === null) return err({ type: "NoRenewalPayment" });
    const { order, plan, term } = found;
    return ok({
      orderId: order.id,
      names: { fr: plan.names.fr, en: plan.names.en },
      amount: fromMinorUnits(order.amountMinor, order.currency),
      currency: order.currency,
      term: term.toISOString(),
    });
  }

  /** Issue 15: the provider's page where that term's invoice is paid. */
  async start(memberId: string): Promise<Result<{ redirectUrl: string }, PayRenewalFailure>> {
    const found = await this.awaiting(memberId);
    if (found === null || found.order.redirectUrl === null) return err({ type: "NoRenewalPayment" });
    return ok({ redirectUrl: found.order.redirectUrl });
  }
}
